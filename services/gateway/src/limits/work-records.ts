import { registerDocumentSchema } from '@kizuna/platform/documents';

/** Requests of one user and group in one clock minute (`_id`: key|minute). */
export interface WorkMinuteRecord {
  _id: string;
  key: string;
  minute: number;
  count: number;
}

/** How many requests of one user and group are in flight (`_id`: the key). */
export interface WorkInFlightRecord {
  _id: string;
  taken: number;
}

/** A request of one user and group in flight (`_id`: its token), counted until `expires`. */
export interface WorkPlaceRecord {
  _id: string;
  key: string;
  expires: number;
}

registerDocumentSchema<WorkMinuteRecord>('work_minutes', {
  fields: { key: String, minute: Number, count: Number },
  indexes: [{ fields: { minute: 1 } }],
});
registerDocumentSchema<WorkInFlightRecord>('work_in_flight', {
  fields: { taken: Number },
});
registerDocumentSchema<WorkPlaceRecord>('work_places', {
  fields: { key: String, expires: Number },
  indexes: [{ fields: { key: 1, expires: 1 } }, { fields: { expires: 1 } }],
});
