import { create, fromBinary, toBinary, type DescMessage } from '@bufbuild/protobuf';
import { eventContracts, isEventTopic, isRequestTopic, requestContracts } from './contracts.js';
import { BusErrorSchema, type BusError } from './gen/kizuna/v1/common_pb.js';

/** Thrown when a topic has no contract: a programming error, caught by the codec tests. */
export class UnknownTopicError extends Error {
  constructor(readonly topic: string) {
    super(`no protobuf contract for topic ${topic}`);
    this.name = 'UnknownTopicError';
  }
}

export type MessageRole = 'request' | 'reply' | 'event';

function schemaFor(topic: string, role: MessageRole): DescMessage {
  if (role === 'event') {
    if (isEventTopic(topic)) return eventContracts[topic];
  } else if (isRequestTopic(topic)) {
    return requestContracts[topic][role];
  }
  throw new UnknownTopicError(topic);
}

/**
 * The one codec of the bus: every payload crosses as protobuf bytes, in-process as on Kafka,
 * so a payload that does not fit its contract fails in the embedded mode too.
 */
export const protobufCodec = {
  encode(topic: string, role: MessageRole, data: unknown): Uint8Array {
    const schema = schemaFor(topic, role);
    return toBinary(schema, create(schema, (data ?? {}) as never));
  },
  decode(topic: string, role: MessageRole, bytes: Uint8Array): unknown {
    return fromBinary(schemaFor(topic, role), bytes);
  },
  encodeError(error: { code: string; message: string; params?: Record<string, string> }): Uint8Array {
    return toBinary(
      BusErrorSchema,
      create(BusErrorSchema, { code: error.code, message: error.message, params: error.params ?? {} }),
    );
  },
  decodeError(bytes: Uint8Array): BusError {
    return fromBinary(BusErrorSchema, bytes);
  },
};
