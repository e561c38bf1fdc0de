import { routeUrl } from '@kizuna/http-api/route-paths';

/** The path of the one call whose sending is shown as it goes (a 150 MB file takes a while). */
export const UPLOAD_PATH = routeUrl('uploadCsv');

export interface UploadProgress {
  sent: number;
  total: number;
}

type Listener = (progress: UploadProgress) => void;
const listeners = new Set<Listener>();

/** Bytes of the upload sent so far, for whoever shows them (the upload wizard). */
export const uploadProgress = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(progress: UploadProgress): void {
    for (const listener of listeners) listener(progress);
  },
};
