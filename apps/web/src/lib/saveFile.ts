/**
 * Offers `text` as a file download named `fileName` with the MIME type `type` (browser only):
 * a blob URL clicked through a temporary link, revoked 10 s later. Used for the task log's raw
 * download (spec core §2) and the project backup (spec core §9).
 */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
