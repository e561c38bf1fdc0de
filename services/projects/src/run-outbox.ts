import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BusClient } from '@kizuna/platform/bus';
import { OutboxRelay } from '@kizuna/platform/outbox';
import { ProjectsRepository } from './projects.repository.js';

/**
 * The relay of the events written into run documents (transactional outbox): a run's state change
 * and the events announcing it are stored together and published right after, or after a crash.
 */
@Injectable()
export class RunOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;

  constructor(repo: ProjectsRepository, bus: BusClient) {
    this.relay = new OutboxRelay(bus).watch(repo.runs).watch(repo.removals);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  /** Publishes what is pending now, so a request does not wait for the relay's next round. */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
