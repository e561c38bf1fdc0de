import type { DocumentCollection } from '@kizuna/platform/documents';
import {
  assignmentId,
  groupId,
  labelAssignments,
  teamAssignments,
  type LabelAssignmentRecord,
  type LabelGroupRecord,
  type PackedKeys,
} from './label-record.js';

/**
 * Accounts a group holds at most: a group is one string of keys (about 30 KB for 2,000), so a
 * rewrite to take one account out copies little, and 100,000 accounts are 50 documents.
 */
export const GROUP_MAX = 2000;
/** Groups written at a time before the thread is handed back. */
const WRITE_SLICE = 10;

/** What a put gives each account: the note, who and when. */
export interface GroupFields {
  note: string;
  by_id: string;
  by_name: string;
  at: string;
}

export function packGroupKeys(keys: readonly string[]): PackedKeys {
  return JSON.stringify(keys);
}

export function groupKeys(group: Pick<LabelGroupRecord, 'keys'>): string[] {
  return JSON.parse(group.keys) as string[];
}

/** Code-unit order, the order of a group's keys and of the ids. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A group's accounts as one assignment each (the shape the readers answer). */
export function expandGroup(group: LabelGroupRecord): LabelAssignmentRecord[] {
  const { team, label_id, note, by_id, by_name, at } = group;
  return groupKeys(group).map((account) => ({
    _id: assignmentId(team, label_id, account),
    team,
    label_id,
    account,
    note,
    by_id,
    by_name,
    at,
  }));
}

/**
 * The groups of the distinct, sorted keys: at most `max` each, tagged `tag` and their place.
 */
export function newGroups(
  team: string,
  labelId: string,
  sorted: readonly string[],
  fields: GroupFields,
  tag: string,
  max = GROUP_MAX,
): LabelGroupRecord[] {
  const made: LabelGroupRecord[] = [];
  for (let from = 0, i = 0; from < sorted.length; from += max, i++) {
    const slice = sorted.slice(from, from + max);
    made.push({
      _id: groupId(team, labelId, slice[0], `${tag}.${i}`),
      team,
      label_id: labelId,
      keys: packGroupKeys(slice),
      n: slice.length,
      ...fields,
    });
  }
  return made;
}

/**
 * The groups of a label's (or a team's) assignments, each account in at most one group of its
 * label (label-record.ts LabelGroupRecord). Every write here can be made again with the same result,
 * which is how a change stopped half way is finished (label-writes.ts).
 */
export class LabelGroups {
  constructor(
    private readonly groups: DocumentCollection<LabelGroupRecord>,
    private readonly nextTurn: () => Promise<void> = () => Promise.resolve(),
    private readonly groupMax = GROUP_MAX,
  ) {}

  /** How many assignments the team has: the groups' counts, read without their keys. */
  async count(team: string): Promise<number> {
    const found = await this.groups.find(teamAssignments(team), { projection: { n: 1 } });
    return found.reduce((sum, g) => sum + g.n, 0);
  }

  /** Every account carrying the label. */
  async accounts(team: string, labelId: string): Promise<string[]> {
    const found = await this.groups.find(labelAssignments(team, labelId), { projection: { keys: 1 } });
    return found.flatMap(groupKeys);
  }

  /** Which of the keys carry the label, in the keys' order. */
  async carrying(team: string, labelId: string, keys: readonly string[]): Promise<string[]> {
    const carried = new Set(await this.accounts(team, labelId));
    return keys.filter((k) => carried.has(k));
  }

  /** The team's (or one label's) assignments, one per account and label. */
  async assignments(team: string, labelId: string): Promise<LabelAssignmentRecord[]> {
    const range = labelId ? labelAssignments(team, labelId) : teamAssignments(team);
    return (await this.groups.find(range, { sort: { _id: 1 } })).flatMap(expandGroup);
  }

  /**
   * Puts the label on the accounts with the fields: takes them out of the label's groups first (an
   * account's later change takes it out of its group), then writes them as groups of at most
   * `groupMax` sorted keys tagged `tag` (the same on a second go). `fresh`: no account carries the
   * label yet (a label the same change made, on its first go), so nothing is looked up.
   */
  async put(team: string, labelId: string, keys: readonly string[], fields: GroupFields, tag: string, fresh: boolean) {
    const sorted = [...new Set(keys)].sort(byCodeUnit);
    if (!fresh) await this.takeOff(team, labelId, sorted);
    const made = newGroups(team, labelId, sorted, fields, tag, this.groupMax);
    for (let from = 0; from < made.length; from += WRITE_SLICE) {
      await this.groups.insertMany(made.slice(from, from + WRITE_SLICE));
      await this.nextTurn();
    }
  }

  /** Takes the label off the accounts: each group holding some is rewritten without them, or deleted when none is left. */
  async takeOff(team: string, labelId: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const leaving = new Set(keys);
    const found = await this.groups.find(labelAssignments(team, labelId), { projection: { keys: 1 } });
    const emptied: string[] = [];
    let rewritten = 0;
    for (const group of found) {
      const held = groupKeys(group);
      const kept = held.filter((k) => !leaving.has(k));
      if (kept.length === held.length) continue;
      if (kept.length === 0) emptied.push(group._id);
      else {
        await this.groups.updateOne({ _id: group._id }, { $set: { keys: packGroupKeys(kept), n: kept.length } });
        if (++rewritten % WRITE_SLICE === 0) await this.nextTurn();
      }
    }
    // Ids in slices: the engine checks every document found against the whole list.
    for (let from = 0; from < emptied.length; from += 1000) {
      await this.groups.deleteMany({ _id: { $in: emptied.slice(from, from + 1000) } });
      await this.nextTurn();
    }
  }

  /** Takes the label off every account. */
  async takeOffAll(team: string, labelId: string): Promise<void> {
    await this.groups.deleteMany(labelAssignments(team, labelId));
  }
}
