import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { protobufCodec } from '@kizuna/proto';
import { DomainError, ErrorCode } from '../errors/index.js';
import { EncodedBusError, partitionKeyOf, type MessageBroker } from './message-broker.js';

/** NestJS client proxy that sends requests and events through the broker (in-process or Kafka), as protobuf bytes; events are keyed by what they are about (partitionKeyOf). */
export class BusTransportClient extends ClientProxy {
  constructor(private readonly broker: MessageBroker) {
    super();
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  async connect(): Promise<void> {}

  close(): void {}

  unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const topic = this.normalizePattern(packet.pattern);
    let cancelled = false;
    const run = async () => {
      const bytes = protobufCodec.encode(topic, 'request', packet.data);
      const reply = await this.broker.request(topic, bytes);
      return protobufCodec.decode(topic, 'reply', reply);
    };
    run().then(
      (response) => {
        if (!cancelled) callback({ response, isDisposed: true });
      },
      (err: unknown) => {
        if (cancelled) return;
        // A DomainError of the broker itself (a request too large for the bus) keeps its code.
        const busError =
          err instanceof EncodedBusError
            ? protobufCodec.decodeError(err.bytes)
            : err instanceof DomainError
              ? { code: err.code, message: err.message, params: err.params }
              : {
                  code: ErrorCode.Internal,
                  message: err instanceof Error ? err.message : String(err),
                  params: {},
                };
        callback({
          err: { code: busError.code, message: busError.message, params: { ...busError.params } },
          isDisposed: true,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const topic = this.normalizePattern(packet.pattern);
    await this.broker.publish(
      topic,
      protobufCodec.encode(topic, 'event', packet.data),
      partitionKeyOf(topic, packet.data),
    );
    return undefined as T;
  }
}
