/**
 * Line permalinks of the log viewer: `#L123` in the URL points at line 123 (1-based, as shown in
 * the line-number column).
 */

/**
 * Reads the 1-based line number from a URL hash such as `#L123`.
 * @returns the line number, or `undefined` when the hash is not a line permalink (`#L0`, `#Lx`, `#foo`).
 */
export function parseLinePermalink(hash: string): number | undefined {
  const match = /^#?L([1-9]\d{0,8})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/** The URL hash of a 1-based line number: `formatLinePermalink(123)` is `#L123`. */
export function formatLinePermalink(lineNumber: number): string {
  return `#L${lineNumber}`;
}
