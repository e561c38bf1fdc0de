import type { BusAnswer, JsonReplyTopic } from '@kizuna/http-api';

/** A JSON reply of the topic: the answer, typed by its schema (BUS_ANSWERS), as the bytes the bus carries. */
export function jsonReply<T extends JsonReplyTopic>(_topic: T, answer: BusAnswer<T>): { json: Uint8Array } {
  return { json: new TextEncoder().encode(JSON.stringify(answer)) };
}
