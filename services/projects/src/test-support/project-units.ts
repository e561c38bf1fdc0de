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
import { RunProgress } from '../run-progress.js';
import { RunRemover } from '../run-remover.js';
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
  const repo = new ProjectsRepository(new NedbDocumentStore({ inMemory: true }));
  await repo.onModuleInit();
  const emitted: Emitted[] = [];
  const bus = {
    emit: async (topic: string, payload: Record<string, unknown>) => void emitted.push({ topic, payload }),
  } as unknown as BusClient;
  const full = { analysis: { seed: 42 }, upload: { ttlHours: 24 }, ...config } as KizunaConfig;
  const clock = new TestClock('2026-03-01T09:00:00.000Z');
  const queue = new PerProjectQueue();
  const status = new ProjectStatusSync(repo, clock);
  const requests = new RunRequests(repo, new RunOutbox(repo, bus), status, clock, full);
  const projects = new ProjectsService(repo, bus, queue, clock);
  const progress = new RunProgress(repo, status, clock);
  return {
    repo,
    emitted,
    clock,
    projects,
    progress,
    starter: new RunStarter(repo, projects, requests, queue, clock),
    retrier: new RunRetrier(repo, requests, queue),
    remover: new RunRemover(repo, status, queue, bus),
    resumer: new RunResumer(repo, requests, progress, {} as JsonLogger),
    sweeper: new RegistrationSweeper(projects, clock, full, {} as JsonLogger),
  };
}
