// DOM test setup: jest-dom matchers and cleanup after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…`/`waitFor` wait up to 5 s for what a person would wait for: the default 1 s is too
// short for a screen's first requests on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
