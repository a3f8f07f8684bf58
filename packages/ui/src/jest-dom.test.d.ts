// Types of the jest-dom matchers (toBeInTheDocument, toHaveAccessibleDescription, …) that
// @semaphore-console/vitest-config/setup-dom registers for the tests.
import '@testing-library/jest-dom/vitest';
