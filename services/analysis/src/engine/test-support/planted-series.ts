import type { SeriesEventKind } from '@kizuna/http-api';
import { SeededRandom } from '@kizuna/platform/random';
import type { SeriesRunUsers } from '../series/index.js';

/** What happens to one community of a run in the next one. */
export type PlantedFate = 'continues' | 'split' | 'ended' | 'merge';

/** A series with its changes planted: the runs, and per step what the matching must find. */
export interface PlantedSeries {
  runs: SeriesRunUsers[];
  /** Per step, the events expected (communities 0-based), sorted as sortedEvents sorts. */
  events: Array<Array<{ kind: SeriesEventKind; from: number[]; to: number[] }>>;
  /** Per step, the moved users' names, sorted. */
  moved: string[][];
}

export interface PlantedShape {
  seed: number;
  /** The first run's community sizes. */
  sizes: number[];
  /** Runs after the first. */
  steps: number;
  /** Per step, communities born (of new users). */
  births: number;
}

/** Users who go elsewhere, from a community of at least MOVER_FROM users: far below both thresholds. */
const MOVERS = 2;
const MOVER_FROM = 40;
const SPLIT_FROM = 40;

/**
 * The developers' own generator (issue 45): a first run of communities, then per step each
 * community continues (a few users leave, a few arrive), splits in two or three, ends (all its
 * users leave), or merges with another; new communities are born of new users; and from large
 * communities a few users move to a community that is no successor of theirs. Users and
 * community numbers are shuffled in every run. Every planted change stays far from the rule's
 * default thresholds, so the matching must name exactly the planted events.
 */
export function plantedSeries(shape: PlantedShape): PlantedSeries {
  const rnd = new SeededRandom(shape.seed);
  let next = 0;
  const newUsers = (n: number) => Array.from({ length: n }, () => `user${next++}`);
  let groups = shape.sizes.map((n) => newUsers(Math.max(1, n)));
  const runs: SeriesRunUsers[] = [];
  const events: PlantedSeries['events'] = [];
  const moved: string[][] = [];
  let order = runOf(groups, rnd);
  runs.push(order.run);
  for (let s = 0; s < shape.steps; s++) {
    // Fates, with merges taken in pairs of communities that merge.
    const fates: PlantedFate[] = groups.map((g) => pick(rnd, g.length >= SPLIT_FROM ? 4 : 3));
    const mergers = fates.flatMap((f, a) => (f === 'merge' ? [a] : []));
    if (mergers.length % 2 === 1) fates[mergers.pop()!] = 'continues';
    const later: string[][] = [];
    const targets: number[][] = groups.map(() => []);
    const expected: PlantedSeries['events'][number] = [];
    groups.forEach((g, a) => {
      const fate = fates[a];
      if (fate === 'ended') {
        expected.push({ kind: 'ended', from: [a], to: [] });
        return;
      }
      if (fate === 'merge') return;
      const staying = leaveSome(g, rnd);
      if (fate === 'continues') {
        targets[a].push(later.length);
        expected.push({ kind: 'continues', from: [a], to: [later.length] });
        later.push([...staying, ...newUsers(rnd.int(Math.floor(g.length / 10) + 1))]);
        return;
      }
      const parts = 2 + rnd.int(2);
      const to: number[] = [];
      // Each part holds at least a quarter of the staying users: a successor by share whatever.
      const cuts = partSizes(staying.length, parts, rnd);
      let at = 0;
      for (const n of cuts) {
        to.push(later.length);
        targets[a].push(later.length);
        later.push(staying.slice(at, (at += n)));
      }
      expected.push({ kind: 'split', from: [a], to });
    });
    for (let i = 0; i < mergers.length; i += 2) {
      const [a1, a2] = [mergers[i], mergers[i + 1]];
      targets[a1].push(later.length);
      targets[a2].push(later.length);
      expected.push({ kind: 'merge', from: [a1, a2], to: [later.length] });
      later.push([...leaveSome(groups[a1], rnd), ...leaveSome(groups[a2], rnd)]);
    }
    // A run has at least one community: when every one ended, one is born.
    for (let i = 0; i < Math.max(shape.births, later.length === 0 ? 1 : 0); i++) {
      expected.push({ kind: 'born', from: [], to: [later.length] });
      later.push(newUsers(20 + rnd.int(40)));
    }
    // Movers: from a large community into a later one that is none of its successors.
    const movedNow: string[] = [];
    groups.forEach((g, a) => {
      if (g.length < MOVER_FROM || targets[a].length === 0) return;
      const elsewhere = later.map((_, b) => b).filter((b) => !targets[a].includes(b));
      if (elsewhere.length === 0) return;
      const into = elsewhere[rnd.int(elsewhere.length)];
      const movers = g.filter((u) => later.some((members, b) => targets[a].includes(b) && members.includes(u)));
      for (const u of movers.slice(0, MOVERS)) {
        for (const b of targets[a]) later[b] = later[b].filter((x) => x !== u);
        later[into].push(u);
        movedNow.push(u);
      }
    });
    const previous = order;
    order = runOf(later, rnd);
    runs.push(order.run);
    events.push(
      sortedEvents(
        expected.map((e) => ({
          kind: e.kind,
          from: e.from.map((a) => previous.numberOf[a]),
          to: e.to.map((b) => order.numberOf[b]),
        })),
      ),
    );
    moved.push(movedNow.sort());
    groups = later;
  }
  return { runs, events, moved };
}

/** Events in one order: by kind, then their communities. */
export function sortedEvents<E extends { kind: string; from: number[]; to: number[] }>(events: E[]): E[] {
  const key = (e: E) =>
    `${e.kind}|${[...e.from].sort((x, y) => x - y).join(',')}|${[...e.to].sort((x, y) => x - y).join(',')}`;
  return events
    .map((e) => ({ ...e, from: [...e.from].sort((x, y) => x - y), to: [...e.to].sort((x, y) => x - y) }))
    .sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
}

function pick(rnd: SeededRandom, n: number): PlantedFate {
  return (['continues', 'ended', 'merge', 'split'] as const)[rnd.int(n)];
}

/** Up to a tenth of the users leave (never all). */
function leaveSome(users: string[], rnd: SeededRandom): string[] {
  const leaving = rnd.int(Math.floor(users.length / 10) + 1);
  return users.slice(0, users.length - leaving);
}

function partSizes(total: number, parts: number, rnd: SeededRandom): number[] {
  const base = Math.floor(total / parts);
  const sizes = new Array<number>(parts).fill(base);
  sizes[parts - 1] += total - base * parts;
  // Shift up to a fifth of a part between the first two: parts of unequal size, each ≥ a quarter.
  const shift = rnd.int(Math.floor(base / 5) + 1);
  sizes[0] += shift;
  sizes[1] -= shift;
  return sizes;
}

/** A run of the groups with users and community numbers shuffled, and each user's posts. */
function runOf(groups: string[][], rnd: SeededRandom): { run: SeriesRunUsers; numberOf: number[] } {
  const numbers = groups.map((_, c) => c);
  rnd.shuffle(numbers);
  const users = groups.flatMap((g, c) => g.map((id) => ({ id, c: numbers[c] })));
  const order = users.map((_, i) => i);
  rnd.shuffle(order);
  return {
    run: {
      k: groups.length,
      ids: order.map((i) => users[i].id),
      community: Int32Array.from(order, (i) => users[i].c),
      posts: Int32Array.from(order, () => 1 + rnd.int(50)),
    },
    numberOf: numbers,
  };
}
