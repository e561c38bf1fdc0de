import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BusClient, InProcessBroker, InProcessClient } from '@kizuna/platform/bus';
import { NedbDocumentStore, type DocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { protobufCodec, Topic } from '@kizuna/proto';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { labelActor } from './label-actor.js';
import { LabelChangeSweep } from './label-change-sweep.js';
import { LabelOutbox } from './label-outbox.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelsService } from './labels.service.js';

const admin = labelActor();
const quiet = new JsonLogger('projects', 'error', () => undefined);
const WRITES = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany']);
const accounts = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `u${from + i}`);
const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\n'));

/**
 * The store as a service that stops at its n-th write from when it is armed: that write and
 * everything after it (reads, writes, the lease's renewal and freeing) never reach the store, as
 * when the process is killed there.
 */
class StoppingStore implements DocumentStore {
  private writes = 0;
  private stopAt = Infinity;
  private stopped = false;

  constructor(private readonly store: DocumentStore) {}

  /** Stops at the n-th write from now (Infinity: never). */
  arm(n: number): void {
    this.writes = 0;
    this.stopAt = n;
  }

  /** Writes asked for since armed (the one it stopped at included). */
  get made(): number {
    return this.writes;
  }

  collection<T extends { _id: string }>(name: string) {
    const real = this.store.collection<T>(name);
    return new Proxy(real, {
      get: (target, key) => {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          if (this.stopped) throw new Error('the service has stopped');
          if (WRITES.has(String(key)) && ++this.writes >= this.stopAt) {
            this.stopped = true;
            throw new Error('the service has stopped');
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

interface Case {
  name: string;
  /** The team as it is before the change (through a working service). */
  setup: (service: LabelsService) => Promise<void>;
  change: (service: LabelsService) => Promise<unknown>;
}

const CASES: Case[] = [
  {
    name: 'create',
    setup: async () => undefined,
    change: (s) => s.create(admin, 'acme', 'Press', '#e6194b', '10.0.0.1'),
  },
  {
    name: 'rename and recolour',
    setup: async (s) => void (await s.create(admin, 'acme', 'Press', '#e6194b', '')),
    change: async (s) => s.update(admin, 'acme', await labelId(s, 'Press'), 'News', '#3cb44b', '10.0.0.1'),
  },
  {
    name: 'delete',
    setup: async (s) => {
      await s.create(admin, 'acme', 'Press', '#e6194b', '');
      await s.assign(admin, 'acme', await labelId(s, 'Press'), accounts(0, 1500), 'n', '');
    },
    change: async (s) => s.remove(admin, 'acme', await labelId(s, 'Press'), 'Press', '10.0.0.1'),
  },
  {
    name: 'assign',
    setup: async (s) => {
      await s.create(admin, 'acme', 'Press', '#e6194b', '');
      await s.assign(admin, 'acme', await labelId(s, 'Press'), accounts(0, 500), 'old', '');
    },
    // 2,500 accounts, 250 already labelled: three slices, each an insert and one an update too.
    change: async (s) => s.assign(admin, 'acme', await labelId(s, 'Press'), accounts(250, 2750), 'new', '10.0.0.1'),
  },
  {
    name: 'unassign',
    setup: async (s) => {
      await s.create(admin, 'acme', 'Press', '#e6194b', '');
      await s.assign(admin, 'acme', await labelId(s, 'Press'), accounts(0, 2500), 'n', '');
    },
    change: async (s) => s.unassign(admin, 'acme', await labelId(s, 'Press'), accounts(1000, 4000), '10.0.0.1'),
  },
  {
    name: 'import',
    setup: async (s) => void (await s.create(admin, 'acme', 'Press', '#e6194b', '')),
    // An existing label and a new one, two notes: a label made, then puts of each.
    change: (s) =>
      s.importCsv(
        admin,
        'acme',
        csv([
          ...accounts(0, 1200).map((a) => `${a},Press,one`),
          ...accounts(1000, 2200).map((a) => `${a},Critic,${a < 'u15' ? 'two' : 'three'}`),
        ]),
        '10.0.0.1',
      ),
  },
];

async function labelId(service: LabelsService, name: string): Promise<string> {
  const label = (await service.list('acme')).find((l) => l.name === name);
  if (!label) throw new Error(`no label ${name}`);
  return label._id;
}

/** What a user sees of the team's labels: names, colours, and who carries which with which note. */
async function teamState(service: LabelsService): Promise<unknown> {
  const { labels, assignments } = await service.assignments('acme', '');
  const names = new Map(labels.map((l) => [l._id, l.name]));
  return {
    labels: labels.map((l) => `${l.name} ${l.color}`),
    assignments: assignments.map((a) => `${names.get(a.label_id) ?? '(none)'} ${a.account} ${a.note}`).sort(),
  };
}

/**
 * A label change and its access-log entry are one unit (issue 55, label-changes.ts): the projects
 * service stopped at each of the change's writes, on the embedded store's files, then started
 * again. Afterwards the change is either made whole and logged once, or not made and not logged.
 */
describe('a label change stopped at each of its writes', () => {
  let dir: string;
  let broker: InProcessBroker;
  let logged: string[];

  beforeEach(async () => {
    broker = new InProcessBroker(undefined, { retryDelayMs: 1 });
    logged = [];
    broker.subscribe(Topic.AccessLogged, 'logs', async (bytes) => {
      const entry = protobufCodec.decode(Topic.AccessLogged, 'event', bytes) as {
        detail: string;
        clientAddress: string;
      };
      // Label ids are new in every run; the entries are compared by their words.
      logged.push(`${entry.clientAddress} ${entry.detail.replace(/ \([0-9a-f-]{36}\)/g, '')}`);
    });
  });

  afterEach(async () => {
    await broker.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function start(store: DocumentStore) {
    const repo = new LabelsRepository(store);
    await repo.onModuleInit();
    const format = new ProjectDocumentsFormat(store, quiet);
    await format.upgrade();
    const outbox = new LabelOutbox(repo, new BusClient(new InProcessClient(broker)));
    return { repo, format, outbox, service: new LabelsService(repo, format, outbox) };
  }

  /**
   * Sets the team up, runs the change on a service that stops at its n-th write (never: Infinity),
   * and starts the service again on the same files. Answers the team before and after, the writes
   * the change made, and what was logged of the change.
   */
  async function stopAt(c: Case, n: number, recover: 'sweep' | 'next change') {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-label-crash-'));
    const stopping = new StoppingStore(new NedbDocumentStore({ directory: dir }));
    const first = await start(stopping);
    await c.setup(first.service);
    const before = await teamState(first.service);
    await first.outbox.flush();
    await broker.drain();
    logged = [];
    stopping.arm(n);
    // Its entries wait in the outbox for a relay; this one stops with the service.
    const unrelayed = new LabelsService(first.repo, first.format);
    const stopped = await c.change(unrelayed).then(
      () => false,
      (err: Error) => {
        if (err.message !== 'the service has stopped') throw err;
        return true;
      },
    );
    const made = stopping.made;
    await stopping.close();

    const restarted = new NedbDocumentStore({ directory: dir });
    const again = await start(restarted);
    try {
      // A minute later: the stopped service's lease on the team has run out.
      await again.repo.teams.updateMany({}, { $set: { lease_until: new Date(Date.now() - 1).toISOString() } });
      if (recover === 'sweep') await new LabelChangeSweep(again.repo, again.format, again.outbox, quiet).sweep();
      else await again.service.create(admin, 'acme', 'Later', '#4363d8', '10.0.0.2');
      await again.outbox.flush();
      await broker.drain();
      const after = await teamState(again.service);
      return { before, after, stopped, made, logged: logged.filter((l) => l.startsWith('10.0.0.1 ')) };
    } finally {
      await again.outbox.onModuleDestroy();
      await restarted.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  for (const c of CASES) {
    it(`${c.name}: made and logged once, or neither, wherever the service stops`, async () => {
      const whole = await stopAt(c, Infinity, 'sweep');
      expect(whole.stopped).toBe(false);
      expect(whole.logged.length).toBeGreaterThan(0);
      expect(whole.after).not.toEqual(whole.before);
      // Every write of the change, the lease's taking and freeing included.
      for (let n = 1; n <= whole.made; n++) {
        const run = await stopAt(c, n, 'sweep');
        expect(run.stopped).toBe(true);
        const outcome = same(run.after, whole.after) ? 'made' : same(run.after, run.before) ? 'not made' : 'half made';
        // Stopped as it takes the team's lease, nothing was begun; stopped as it frees it, all was made.
        const expected = n === 1 ? 'not made' : n === whole.made ? 'made' : outcome === 'half made' ? 'made' : outcome;
        expect({ n, outcome }).toEqual({ n, outcome: expected });
        expect({ n, logged: run.logged }).toEqual({ n, logged: outcome === 'made' ? whole.logged : [] });
      }
    }, 120_000);
  }

  it("is finished by the team's next change when no sweep came first, logged before that change", async () => {
    const assign = CASES.find((c) => c.name === 'assign')!;
    const whole = await stopAt(assign, Infinity, 'sweep');
    // Stopped after its first slice of accounts: the change was begun.
    const run = await stopAt(assign, 5, 'next change');
    expect(run.after).toEqual({
      ...(whole.after as { labels: string[] }),
      labels: [...(whole.after as { labels: string[] }).labels, 'Later #4363d8'].sort(),
    });
    expect(run.logged).toEqual(whole.logged);
  }, 60_000);
});

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
