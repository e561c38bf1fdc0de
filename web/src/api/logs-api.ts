import { fileNameFromDisposition } from './file-name-from-disposition';
import { baseApi } from './base-api';
import type {
  AccessLogRequest,
  AccessLogRow,
  LogListRequest,
  LogListResponse,
  SavedFile,
  SecurityEventRow,
} from './logs-types';

/** A CSV answer becomes an object URL and its server-given name; an error answer stays JSON for the error handling. */
async function savedFile(response: Response): Promise<SavedFile | unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), 'logs.csv'),
  };
}

type DownloadRequest = Omit<LogListRequest, 'page' | 'max_count'>;

/** Spec §7 Logs (admins only). */
export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAccessLogs: build.query<LogListResponse<AccessLogRow>, AccessLogRequest>({
      query: (body) => ({ url: 'api/v1/logs/list_access_logs', method: 'POST', body }),
    }),
    listSecurityEvents: build.query<LogListResponse<SecurityEventRow>, LogListRequest>({
      query: (body) => ({ url: 'api/v1/logs/list_security_events', method: 'POST', body }),
    }),
    downloadAccessLogs: build.mutation<SavedFile, DownloadRequest & { type_action: number }>({
      query: (body) => ({
        url: 'api/v1/logs/download_access_logs',
        method: 'POST',
        body,
        responseHandler: savedFile,
      }),
    }),
    downloadSecurityEvents: build.mutation<SavedFile, DownloadRequest>({
      query: (body) => ({
        url: 'api/v1/logs/download_security_events',
        method: 'POST',
        body,
        responseHandler: savedFile,
      }),
    }),
  }),
});
