import { Server, type CustomTransportStrategy, BaseRpcContext } from '@nestjs/microservices';
import { protobufCodec } from '@kizuna/proto';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';
import { EncodedBusError, type MessageBroker } from './message-broker.js';
import { toBusError } from './bus-error.js';
import type { ForegroundRequests } from '../threads/foreground-requests.js';

/**
 * NestJS transport strategy that serves a service's @MessagePattern/@EventPattern handlers on a
 * broker (in-process or Kafka), decoding and encoding every payload with the protobuf codec.
 * `group` is the consumer group: the service's name. Requests being answered are counted in
 * `foreground`, so background work of the process gives way to them (events are not: nobody waits
 * on them).
 */
export class BusServer extends Server implements CustomTransportStrategy {
  private readonly unsubscribers: Array<() => void> = [];

  constructor(
    private readonly broker: MessageBroker,
    private readonly group: string,
    private readonly foreground?: ForegroundRequests,
  ) {
    super();
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  listen(callback: (err?: unknown, ...optionalParams: unknown[]) => unknown): void {
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) {
        this.unsubscribers.push(
          this.broker.subscribe(pattern, this.group, async (bytes) => {
            const data = protobufCodec.decode(pattern, 'event', bytes);
            const result = await handler(data, new BaseRpcContext([pattern]));
            // An event handler's failure must reach the broker so it is retried, then parked.
            if (isObservable(result)) await lastValueFrom(result as Observable<unknown>, { defaultValue: undefined });
          }),
        );
      } else {
        this.unsubscribers.push(
          this.broker.handleRequests(
            pattern,
            async (bytes) => {
              const data = protobufCodec.decode(pattern, 'request', bytes);
              const answered = this.foreground?.begin();
              let reply: unknown;
              try {
                const result = await handler(data, new BaseRpcContext([pattern]));
                reply = isObservable(result) ? await lastValueFrom(result as Observable<unknown>) : result;
              } catch (err) {
                const busError = toBusError(err, (code) =>
                  this.logger.warn(`unknown error code ${String(code)} from ${pattern}, answered as internal`),
                );
                throw new EncodedBusError(protobufCodec.encodeError(busError));
              } finally {
                answered?.();
              }
              return protobufCodec.encode(pattern, 'reply', reply);
            },
            this.group,
          ),
        );
      }
    }
    this.broker.start(this.group).then(
      () => callback(),
      (err: unknown) => callback(err),
    );
  }

  close(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  on(): void {
    // Transport events are logged by the broker.
  }

  unwrap<T>(): T {
    return this.broker as T;
  }
}
