// Types of the jest-dom matchers that `@semaphore-console/vitest-config/setup-dom` installs.
import '@testing-library/jest-dom/vitest';
