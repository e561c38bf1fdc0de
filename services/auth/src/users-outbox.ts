import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BusClient } from '@kizuna/platform/bus';
import type { JsonLogger } from '@kizuna/platform/logging';
import { OutboxRelay } from '@kizuna/platform/outbox';
import { LOGGER } from '@kizuna/platform/runtime';
import { UsersRepository } from './users.repository.js';

/**
 * Publishes the events written into users' documents with their changes (sign-ins, approvals,
 * role and password changes): right after each such write, and every second for what a crash
 * left pending.
 */
@Injectable()
export class UsersOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;

  constructor(users: UsersRepository, bus: BusClient, @Inject(LOGGER) logger: JsonLogger) {
    this.relay = new OutboxRelay(bus, logger).watch(users.collection);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  flush(): Promise<void> {
    return this.relay.flush();
  }
}
