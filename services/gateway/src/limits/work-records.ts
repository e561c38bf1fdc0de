import { registerDocumentSchema } from '@kizuna/platform/documents';

/** Requests of one user and group in one clock minute (`_id`: key|minute). */
export interface WorkMinuteRecord {
  _id: string;
  key: string;
  minute: number;
  count: number;
}

/**
 * One place in flight of one user and group (`_id`: key|place number, 0 to the limit − 1), held
 * by the request of `token` until it gives it back or `expires`: the count in flight is the
 * number of these leases not ended.
 */
export interface WorkPlaceRecord {
  _id: string;
  key: string;
  token: string;
  expires: number;
}

registerDocumentSchema<WorkMinuteRecord>('work_minutes', {
  fields: { key: String, minute: Number, count: Number },
  indexes: [{ fields: { minute: 1 } }],
});
registerDocumentSchema<WorkPlaceRecord>('work_places', {
  fields: { key: String, token: String, expires: Number },
  indexes: [{ fields: { expires: 1 } }],
});
