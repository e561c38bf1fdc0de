import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { SeededRandom } from '@kizuna/platform/random';
import { byCodeUnit, groupKeys, LabelGroups, type GroupFields } from './label-groups.js';
import { LABEL_GROUPS, labelAssignments, type LabelGroupRecord, type LabelWrite } from './label-record.js';
import { applyLabelWrites, packKeys } from './label-writes.js';
import { LabelsRepository } from './labels.repository.js';

const TEAMS = ['acme', 'b|eta'];
const LABELS = ['L1', 'L2', 'L3'];
const ACCOUNTS = Array.from({ length: 14 }, (_, i) => (i % 5 === 0 ? `Ｚ${i}` : `user${i}`));

/** The plain model: team → label → account → fields. */
type Model = Map<string, Map<string, Map<string, GroupFields>>>;

function modelLabel(model: Model, team: string, label: string): Map<string, GroupFields> {
  let labels = model.get(team);
  if (!labels) model.set(team, (labels = new Map()));
  let accounts = labels.get(label);
  if (!accounts) labels.set(label, (accounts = new Map()));
  return accounts;
}

function expected(model: Model, team: string): string[] {
  const rows: string[] = [];
  for (const [label, accounts] of model.get(team) ?? [])
    for (const [account, f] of accounts) rows.push([label, account, f.note, f.by_id, f.by_name, f.at].join(' '));
  return rows.sort(byCodeUnit);
}

async function stored(groups: LabelGroups, team: string): Promise<string[]> {
  return (await groups.assignments(team, ''))
    .map((a) => [a.label_id, a.account, a.note, a.by_id, a.by_name, a.at].join(' '))
    .sort(byCodeUnit);
}

/** The invariant: an account in at most one group of a label, each group's keys sorted and counted. */
async function checkInvariant(store: NedbDocumentStore, team: string): Promise<void> {
  for (const label of LABELS) {
    const found = await store.collection<LabelGroupRecord>(LABEL_GROUPS).find(labelAssignments(team, label));
    const seen = new Set<string>();
    for (const group of found) {
      const keys = groupKeys(group);
      expect(keys.length).toBeGreaterThan(0);
      expect(group.n).toBe(keys.length);
      expect([...keys].sort(byCodeUnit)).toEqual(keys);
      for (const k of keys) {
        expect(seen.has(k)).toBe(false);
        seen.add(k);
      }
    }
  }
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

function someAccounts(next: () => number): string[] {
  return ACCOUNTS.filter(() => next() < 0.4);
}

function someFields(next: () => number, step: number): GroupFields {
  return {
    note: pick(next, ['', 'press', 'bot?']),
    by_id: pick(next, ['a1', 'e2']),
    by_name: pick(next, ['Admin', 'Editor']),
    at: `2026-12-07T00:00:${String(step % 60).padStart(2, '0')}.000Z`,
  };
}

describe('label groups give the same assignments as a plain map (issue 55, format 6)', () => {
  it('under random assigns, unassigns, imports and deletes, each write also made twice', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      // A seeded stream, so a failing sequence can be run again.
      const rng = new SeededRandom(seed);
      const next = (): number => rng.next();
      const store = new NedbDocumentStore({ inMemory: true });
      // Groups of at most 3 accounts, so a put spans several and a take-off rewrites some.
      const groups = new LabelGroups(store.collection<LabelGroupRecord>(LABEL_GROUPS), undefined, 3);
      const model: Model = new Map();
      for (let step = 0; step < 60; step++) {
        const team = pick(next, TEAMS);
        const label = pick(next, LABELS);
        const kind = next();
        const twice = next() < 0.3;
        if (kind < 0.35) {
          // An assign: the label on some accounts, the note, who and when the latest.
          const keys = someAccounts(next);
          const fields = someFields(next, step);
          const fresh = modelLabel(model, team, label).size === 0 && next() < 0.5;
          for (let go = 0; go < (twice ? 2 : 1); go++)
            await groups.put(team, label, keys, fields, `c${step}.0`, fresh && go === 0);
          for (const k of keys) modelLabel(model, team, label).set(k, fields);
        } else if (kind < 0.6) {
          // An import: several notes on several labels, each account once per label.
          const puts: Array<[string, string[], GroupFields]> = [];
          for (const l of LABELS) {
            const keys = someAccounts(next);
            const half = Math.floor(keys.length / 2);
            puts.push([l, keys.slice(0, half), someFields(next, step)]);
            puts.push([l, keys.slice(half), { ...someFields(next, step), note: 'other' }]);
          }
          for (let go = 0; go < (twice ? 2 : 1); go++)
            for (const [i, [l, keys, fields]] of puts.entries())
              await groups.put(team, l, keys, fields, `c${step}.${i}`, false);
          for (const [l, keys, fields] of puts) for (const k of keys) modelLabel(model, team, l).set(k, fields);
        } else if (kind < 0.85) {
          const keys = someAccounts(next);
          for (let go = 0; go < (twice ? 2 : 1); go++) await groups.takeOff(team, label, keys);
          for (const k of keys) modelLabel(model, team, label).delete(k);
        } else {
          for (let go = 0; go < (twice ? 2 : 1); go++) await groups.takeOffAll(team, label);
          modelLabel(model, team, label).clear();
        }
        for (const t of TEAMS) {
          expect({ seed, step, team: t, rows: await stored(groups, t) }).toEqual({
            seed,
            step,
            team: t,
            rows: expected(model, t),
          });
          expect(await groups.count(t)).toBe(expected(model, t).length);
          await checkInvariant(store, t);
        }
      }
      await store.close();
    }
  }, 120_000);

  it('makes a change stopped after any of its writes the same when it is made again', async () => {
    const fields = { note: 'n', by_id: 'a1', by_name: 'Admin', at: '2026-12-07T00:00:00.000Z' };
    const many = Array.from({ length: 4500 }, (_, i) => `acct${i}`);
    const writes: LabelWrite[] = [
      { op: 'put', team: 'acme', label_id: 'L1', keys: packKeys(many.slice(2000)), ...fields },
      { op: 'take_off', team: 'acme', label_id: 'L1', keys: packKeys(['acct0', 'acct4499']) },
      { op: 'put', team: 'acme', label_id: 'L2', keys: packKeys(many.slice(0, 10)), ...fields, fresh: true },
    ];
    /** The team's assignments after the first `stop` writes and, when `again`, the whole change made again. */
    const after = async (stop: number, again: boolean) => {
      const store = new NedbDocumentStore({ inMemory: true });
      const repo = new LabelsRepository(store);
      const groups = new LabelGroups(repo.groups);
      await groups.put('acme', 'L1', many.slice(0, 3000), { ...fields, note: 'old' }, 'before.0', true);
      await applyLabelWrites(repo, 'c1', writes.slice(0, stop), false);
      if (again) await applyLabelWrites(repo, 'c1', writes, true);
      const rows = (await groups.assignments('acme', '')).map((a) => `${a.label_id} ${a.account} ${a.note}`).sort();
      await store.close();
      return rows;
    };
    const once = await after(writes.length, false);
    expect(once.filter((r) => r.startsWith('L1 ')).length).toBe(4498);
    expect(once).toContain('L1 acct1 old');
    expect(once).toContain('L1 acct2000 n');
    expect(once.filter((r) => r.startsWith('L2 ')).length).toBe(10);
    for (let stop = 0; stop <= writes.length; stop++) expect(await after(stop, true)).toEqual(once);
  });
});
