import type { SavedFile } from '../api/logs-types';

/** Hands a downloaded file to the browser under its server-given name, then frees it. */
export function saveFile(file: SavedFile): void {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 10_000);
}
