import type { RawdataRequest } from '@kizuna/http-api';
import { reviewApi } from '../api/review-api';

/** How often the page is asked again while sorting and search are being prepared. */
const PREPARING_POLL_MS = 1500;

/**
 * One page of a project's posts. While the server says sorting and search are being prepared,
 * the page is asked again now and then, so the table shows how far it has come and offers them
 * as soon as they are ready, without a reload.
 */
export function useRawdataPage(args: RawdataRequest) {
  // The last answer for these arguments, read without asking: it decides whether to ask again.
  const held = reviewApi.endpoints.getRawdata.useQueryState(args);
  const preparing = Boolean(held.data?.preparing);
  return reviewApi.useGetRawdataQuery(args, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
}
