import { StreamableFile } from '@nestjs/common';
import type { BusAnswer, JsonReplyTopic } from '@kizuna/http-api';

/**
 * JSON bytes another service composed, sent as they are (they are not parsed and written again
 * here), typed by the answer they hold so that @Route can check it against the route's entry.
 */
export class JsonAnswer<T> extends StreamableFile {
  declare readonly answer: T;
}

function jsonBytes<T>(bytes: Buffer | NodeJS.ReadableStream, length?: number): JsonAnswer<T> {
  return new JsonAnswer<T>(bytes as Buffer, {
    type: 'application/json; charset=utf-8',
    ...(length === undefined ? {} : { length }),
  });
}

/** The JSON reply of an analysis topic, typed by the topic's entry in BUS_ANSWERS. */
export function jsonAnswer<T extends JsonReplyTopic>(_topic: T, reply: { json: Uint8Array }): JsonAnswer<BusAnswer<T>> {
  const { json } = reply;
  return jsonBytes(Buffer.from(json.buffer, json.byteOffset, json.byteLength), json.byteLength);
}

/** A JSON answer the analysis service stored as a file (the graph), streamed as stored: it is never held whole here. */
export function storedJsonAnswer<T>(stream: NodeJS.ReadableStream | Buffer): JsonAnswer<T> {
  return jsonBytes<T>(stream);
}
