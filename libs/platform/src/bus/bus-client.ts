import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { EventOf, EventTopic, ReplyOf, RequestOf, RequestTopic } from '@kizuna/contracts';
import { firstValueFrom } from 'rxjs';
import { DomainError } from '../errors/index.js';

export const BUS_TRANSPORT_CLIENT = Symbol('BUS_TRANSPORT_CLIENT');

/**
 * The one producer wrapper: every service sends requests and publishes events through this,
 * typed by topic. A failed request rethrows the remote DomainError with its code and params.
 */
@Injectable()
export class BusClient {
  constructor(@Inject(BUS_TRANSPORT_CLIENT) private readonly proxy: ClientProxy) {}

  async request<T extends RequestTopic>(topic: T, payload: RequestOf<T>): Promise<ReplyOf<T>> {
    try {
      return await firstValueFrom(this.proxy.send<ReplyOf<T>>(topic, payload));
    } catch (err) {
      const e = err as { code?: string; message?: string; params?: Record<string, string> };
      if (e && typeof e.code === 'string') throw new DomainError(e.code, e.message ?? e.code, e.params ?? {});
      throw err;
    }
  }

  async emit<T extends EventTopic>(topic: T, payload: EventOf<T>): Promise<void> {
    await firstValueFrom(this.proxy.emit(topic, payload), { defaultValue: undefined });
  }
}
