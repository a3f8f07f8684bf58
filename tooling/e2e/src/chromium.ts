/**
 * Flags for Debian's Chromium on a machine whose network reaches only loopback
 * (see TOOLCHAIN.md): headless, no sandbox as root, no background networking and
 * no DNS look-ups outside loopback.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Launch options for Playwright: Debian's `/usr/bin/chromium` (or `CHROMIUM_PATH`), never a download. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  };
}
