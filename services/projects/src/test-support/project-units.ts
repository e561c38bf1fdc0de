import type { BusClient } from '@kizuna/platform/bus';
import { TestClock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { PerProjectQueue } from '../per-project-queue.js';
import { ProjectStatusSync } from '../project-status-sync.js';
import { ProjectsRepository } from '../projects.repository.js';
import { ProjectsService } from '../projects.service.js';
import { RegistrationSweeper } from '../registration-sweeper.js';
import { RunOutbox } from '../run-outbox.js';
import { RunLiveness } from '../run-liveness.js';
import { RunProgress } from '../run-progress.js';
import { RunRemover } from '../run-remover.js';
import { RemovalLedger } from '../removal-ledger.js';
import { SeriesRepository } from '../series.repository.js';
import { RunRequests } from '../run-requests.js';
import { RunResumer } from '../run-resumer.js';
import { RunRetrier } from '../run-retrier.js';
import { RunStarter } from '../run-starter.js';

export interface Emitted {
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * The projects service's units wired as its module wires them, on an in-memory document store, a
 * bus that records what is emitted (the outbox publishes through it) and a test clock.
 */
export async function projectUnits(config: Partial<KizunaConfig> = {}) {
  const store = new NedbDocumentStore({ inMemory: true });
  const repo = new ProjectsRepository(store);
  const seriesRepo = new SeriesRepository(store);
  await repo.onModuleInit();
  const emitted: Emitted[] = [];
  let failing = 0;
  const bus = {
    emit: async (topic: string, payload: Record<string, unknown>) => {
      // A bus that is down for the next `failing` publishes (failNextEmits).
      if (failing > 0) {
        failing -= 1;
        throw new Error('bus down');
      }
      emitted.push({ topic, payload });
    },
  } as unknown as BusClient;
  const full = { analysis: { seed: 42 }, upload: { ttlHours: 24 }, ...config } as KizunaConfig;
  const clock = new TestClock('2026-03-01T09:00:00.000Z');
  const queue = new PerProjectQueue();
  const status = new ProjectStatusSync(repo, clock);
  const outbox = new RunOutbox(repo, bus);
  const requests = new RunRequests(repo, outbox, status, clock, full);
  const removals = new RemovalLedger(repo, outbox, clock, seriesRepo);
  const projects = new ProjectsService(repo, bus, queue, clock, removals);
  const progress = new RunProgress(repo, status, clock);
  return {
    repo,
    emitted,
    queue,
    outbox,
    seriesRepo,
    failNextEmits: (n: number) => void (failing = n),
    clock,
    projects,
    progress,
    liveness: new RunLiveness(repo),
    starter: new RunStarter(repo, projects, requests, queue, clock),
    retrier: new RunRetrier(repo, requests, queue),
    removals,
    remover: new RunRemover(repo, status, queue, removals),
    resumer: new RunResumer(repo, requests, progress, {} as JsonLogger),
    sweeper: new RegistrationSweeper(projects, clock, full, {} as JsonLogger),
  };
}
