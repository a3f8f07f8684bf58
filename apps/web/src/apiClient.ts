import { setShellApi, type ShellApi } from './api';

/**
 * Connects the shell to the server: installs the api built on the api-client and the event feed.
 * Called once by main.tsx before the first render.
 */
export function connectApi(): void {
  const missing = () => Promise.reject(new Error('The API client is not available yet'));
  setShellApi(
    new Proxy({} as ShellApi, {
      get: () => missing,
    }),
  );
}
