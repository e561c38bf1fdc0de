import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { CompleteEventOf, CompleteRequestOf, EventTopic, ReplyOf, RequestTopic } from '@kizuna/proto';
import { firstValueFrom } from 'rxjs';
import type { JsonLogger } from '../logging/index.js';
import { LOGGER } from '../runtime/tokens.js';
import { fromBusError } from './bus-error.js';

export const BUS_TRANSPORT_CLIENT = Symbol('BUS_TRANSPORT_CLIENT');

/**
 * The one producer wrapper: every service sends requests and publishes events through this,
 * typed by topic. A failed request rethrows the remote DomainError with its code and params; a
 * code this build does not know comes back as ErrorCode.Internal and is logged.
 */
@Injectable()
export class BusClient {
  constructor(
    @Inject(BUS_TRANSPORT_CLIENT) private readonly proxy: ClientProxy,
    @Optional() @Inject(LOGGER) private readonly logger?: JsonLogger,
  ) {}

  async request<T extends RequestTopic>(topic: T, payload: CompleteRequestOf<T>): Promise<ReplyOf<T>> {
    try {
      return await firstValueFrom(this.proxy.send<ReplyOf<T>>(topic, payload));
    } catch (err) {
      const e = err as { code?: unknown; message?: unknown; params?: Record<string, string> } | null;
      if (e && typeof e.code === 'string')
        throw fromBusError(e, (code, message) =>
          this.logger?.warn('unknown error code in a bus reply, answered as internal', { topic, code, message }),
        );
      throw err;
    }
  }

  async emit<T extends EventTopic>(topic: T, payload: CompleteEventOf<T>): Promise<void> {
    await firstValueFrom(this.proxy.emit(topic, payload), { defaultValue: undefined });
  }
}
