import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BusClient } from '@kizuna/platform/bus';
import { OutboxRelay } from '@kizuna/platform/outbox';
import { LabelsRepository } from './labels.repository.js';

/**
 * The relay of the label changes' access-log entries (issue 55), written into the team's lease
 * document in the same write that ends the change (team-lease.ts), so a change applied after the
 * gateway gave up waiting is logged all the same, and published even after a crash.
 */
@Injectable()
export class LabelOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;

  constructor(repo: LabelsRepository, bus: BusClient) {
    this.relay = new OutboxRelay(bus).watch(repo.teams);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  /** Publishes what is pending now, so the log has the entry by the time the change is answered. */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
