import { saveFile } from '../../lib/saveFile';

/**
 * The backup file name (spec core §9: it contains the project id and a timestamp):
 * `backup-project-{id}-{YYYYMMDD}-{HHmmss}.json`, local time.
 */
export function backupFileName(projectId: number, at: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}`;
  const time = `${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `backup-project-${projectId}-${date}-${time}.json`;
}

/** Offers `text` as a JSON file download named `fileName` (browser only). */
export function saveTextFile(text: string, fileName: string): void {
  saveFile(text, fileName, 'application/json');
}
