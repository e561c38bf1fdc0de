import { StreamableFile } from '@nestjs/common';
import type { BusAnswer, JsonReplyTopic } from '@kizuna/http-api';
import type { BusClient } from '@kizuna/platform/bus';
import type { CompleteRequestOf, RequestTopic } from '@kizuna/proto';

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

/**
 * Asks the analysis service a question whose reply is JSON and forwards the answer as it came,
 * typed by the topic's entry in BUS_ANSWERS: one topic names both the question and the answer.
 */
export async function forwardJson<T extends JsonReplyTopic & RequestTopic>(
  bus: BusClient,
  topic: T,
  payload: CompleteRequestOf<T>,
): Promise<JsonAnswer<BusAnswer<T>>> {
  const { json } = (await bus.request(topic, payload)) as { json: Uint8Array };
  return jsonBytes(Buffer.from(json.buffer, json.byteOffset, json.byteLength), json.byteLength);
}

/** A JSON answer the analysis service stored as a file (the graph), streamed as stored: it is never held whole here. */
export function storedJsonAnswer<T>(stream: NodeJS.ReadableStream | Buffer): JsonAnswer<T> {
  return jsonBytes<T>(stream);
}
