/// <reference types="vite/client" />

declare module '*.po' {
  export const messages: Record<string, string>;
}

interface Window {
  /**
   * Answers the first script (boot.ts) requested from the address before the application ran,
   * by absolute URL; connection.ts takes each one once, for a `GET` of the same URL.
   */
  __consoleEarly?: Map<string, Promise<Response>>;
}
