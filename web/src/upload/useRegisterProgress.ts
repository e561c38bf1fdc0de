import { ingestApi } from '../api/ingest-api';

/** How often the rows validated are asked for while a registration runs. */
const POLL_MS = 500;

/** Rows validated so far by the registration of `pathS3`, while `registering`; null before the server knows. */
export function useRegisterProgress(pathS3: string | null, registering: boolean): { done: number; all: number } | null {
  const { data } = ingestApi.useRegisterProgressQuery(
    { path_s3: pathS3 ?? '' },
    { skip: !registering || !pathS3, pollingInterval: POLL_MS },
  );
  return registering && data?.active ? { done: data.rows_done, all: data.rows_all } : null;
}
