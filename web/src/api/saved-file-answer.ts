import type { SavedFile } from './logs-types';
import { fileNameFromDisposition } from './file-name-from-disposition';

/** A file answer becomes an object URL and its server-given name; an error answer stays JSON for the error handling. */
export async function savedFileAnswer(response: Response, fallbackName: string): Promise<SavedFile | unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
  };
}
