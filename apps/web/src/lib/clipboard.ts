/**
 * Copies text with the Clipboard API (spec resources §7: alias URLs and runner commands).
 *
 * @throws Error whose message is the reason (no clipboard in an insecure context, permission
 * refused, …), for the "Can't copy …: {reason}" messages of spec resources §8.
 */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) throw new Error('the Clipboard API is not available');
  try {
    await clipboard.writeText(text);
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
}
