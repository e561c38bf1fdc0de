import { describe, expect, it } from '@jest/globals';
import type { PreparedAnalysis } from '../engine/prepare-analysis.js';
import type { PartitionAhead } from './partition-helper.js';
import { RunPartitions, type PartitionsAhead } from './run-partitions.js';

/** A helper stand-in: records what it is asked, and gives each k's partition when the test says. */
class FakeHelper implements PartitionsAhead {
  readonly asked: number[][] = [];
  private readonly pending = new Map<number, Promise<PartitionAhead | null>>();
  /** Gives k's partition (null: the helper failed), taken or not. */
  readonly give = new Map<number, (ahead: PartitionAhead | null) => void>();
  stopped = false;
  constructor(readonly seed: number) {}
  request(ks: readonly number[]): void {
    this.asked.push([...ks]);
    for (const k of ks) {
      if (this.pending.has(k)) continue;
      this.pending.set(k, new Promise((resolve) => this.give.set(k, resolve)));
    }
  }
  take(k: number): Promise<PartitionAhead | null> | undefined {
    const partition = this.pending.get(k);
    this.pending.delete(k);
    return partition;
  }
  has(k: number): boolean {
    return this.pending.has(k);
  }
  get busy(): boolean {
    return this.pending.size > 0;
  }
  async stop(): Promise<number> {
    this.stopped = true;
    return 0;
  }
}

const prepared = {} as PreparedAnalysis;
const partitionOf = (k: number) => ({ partition: { k } }) as unknown as PartitionAhead;
const noReport = () => undefined;

function setup() {
  const helpers: FakeHelper[] = [];
  const partitions = new RunPartitions((_prepared, seed) => {
    const helper = new FakeHelper(seed);
    helpers.push(helper);
    return helper;
  });
  const log: string[] = [];
  const meanwhile = () => void log.push('meanwhile');
  return { helpers, partitions, log, meanwhile };
}

describe('RunPartitions', () => {
  it("has the helper compute the first run's partition, then the later ones, while this thread does the shared work", async () => {
    const { helpers, partitions, log, meanwhile } = setup();
    const first = partitions.forRun(prepared, { k: 3, seed: 1 }, [6, 10], noReport, meanwhile);
    expect(helpers).toHaveLength(1);
    expect(helpers[0].asked).toEqual([[3, 6, 10]]);
    // The shared work is done before the run waits for its partition.
    expect(log).toEqual(['meanwhile']);
    helpers[0].give.get(3)!(partitionOf(3));
    await expect(first).resolves.toEqual(partitionOf(3));

    helpers[0].give.get(6)!(partitionOf(6));
    await expect(partitions.forRun(prepared, { k: 6, seed: 1 }, [10], noReport, meanwhile)).resolves.toEqual(
      partitionOf(6),
    );
    const last = partitions.forRun(prepared, { k: 10, seed: 1 }, [], noReport, meanwhile);
    helpers[0].give.get(10)!(partitionOf(10));
    await expect(last).resolves.toEqual(partitionOf(10));
    // Nothing left to compute ahead: the helper thread ends.
    expect(helpers[0].stopped).toBe(true);
    expect(helpers).toHaveLength(1);
  });

  it('leaves a single run to compute its own partition, without a helper', async () => {
    const { helpers, partitions, log, meanwhile } = setup();
    await expect(partitions.forRun(prepared, { k: 3, seed: 1 }, [], noReport, meanwhile)).resolves.toBeUndefined();
    expect(helpers).toHaveLength(0);
    expect(log).toEqual(['meanwhile']);
  });

  it('computes a run itself when the helper has other partitions to compute first', async () => {
    const { helpers, partitions, meanwhile } = setup();
    void partitions.forRun(prepared, { k: 3, seed: 1 }, [10], noReport, meanwhile);
    // k = 6 came after k = 3 started: the helper is on 3, then 10.
    await expect(partitions.forRun(prepared, { k: 6, seed: 1 }, [10], noReport, meanwhile)).resolves.toBeUndefined();
    expect(helpers[0].asked).toEqual([[3, 10], [10]]);
  });

  it('ends the helper of another dataset or seed, and starts a new one', async () => {
    const { helpers, partitions, meanwhile } = setup();
    void partitions.forRun(prepared, { k: 3, seed: 1 }, [6], noReport, meanwhile);
    void partitions.forRun({} as PreparedAnalysis, { k: 3, seed: 1 }, [6], noReport, meanwhile);
    expect(helpers.map((h) => h.stopped)).toEqual([true, false]);
    void partitions.forRun({} as PreparedAnalysis, { k: 3, seed: 2 }, [6], noReport, meanwhile);
    expect(helpers).toHaveLength(3);
    expect(helpers[2].seed).toBe(2);
  });

  it('lets the run compute a partition the helper failed to give', async () => {
    const { helpers, partitions, meanwhile } = setup();
    const run = partitions.forRun(prepared, { k: 3, seed: 1 }, [6], noReport, meanwhile);
    helpers[0].give.get(3)!(null);
    await expect(run).resolves.toBeUndefined();
  });
});
