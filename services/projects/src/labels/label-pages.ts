import { Injectable } from '@nestjs/common';
import { packKeys, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { expandGroup } from './label-groups.js';
import { labelAssignments, teamAssignments, type LabelAssignmentRecord, type LabelRecord } from './label-record.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelsService } from './labels.service.js';

/**
 * How much of a team's assignments one reply carries at most (issue 55): half the bus's smallest
 * message size (KAFKA_MAX_MESSAGE_BYTES, Kafka's 1 MiB at least), whatever the notes. A team may
 * have 200,000 assignments, tens of megabytes with notes; a run's share of them is a page or a few.
 */
export const LABEL_PAGE_BYTES = 512 * 1024;
/**
 * Assignments read from the store at a time: for a run, most are not its users' (a batch's keys go
 * to the analysis service in pieces of at most LABEL_PAGE_BYTES); for the export, about what one
 * page holds of the shortest assignments.
 */
const READ_BATCH_FOR_RUNS = 20_000;
const READ_BATCH = 8_000;
/** Groups read from the store at a time while a batch fills (a group holds 1 to GROUP_MAX accounts). */
const GROUPS_PER_READ = 256;

/** Where a page stopped: after this account of this group (label-record.ts LabelGroupRecord). */
interface PageCursor {
  group: string;
  account: string;
}
/** A page's `next`, opaque to the gateway, which hands it back. */
function writeCursor(cursor: PageCursor | null): string {
  return cursor ? JSON.stringify([cursor.group, cursor.account]) : '';
}

function readCursor(after: string): PageCursor | null {
  if (!after) return null;
  try {
    const [group, account] = JSON.parse(after) as unknown[];
    if (typeof group === 'string' && typeof account === 'string') return { group, account };
  } catch {
    // Not a cursor this service wrote (a page of an older version): read from the start of its range.
  }
  return null;
}

/** What an assignment costs in a reply beside its key and note (indexes, time, community, the codec's tags), counted generously. */
const ASSIGNMENT_OVERHEAD = 32;

/** One page of a team's assignments, of a run's users when asked. */
export interface LabelPage {
  labels: LabelRecord[];
  assignments: LabelAssignmentRecord[];
  /** With runs: each assignment's account's community in the first run that has it. */
  clusterIds: number[];
  /** Where the next page starts ('' after the last). */
  next: string;
}

/**
 * A team's assignments as the gateway asks for them (issue 55): never whole. With runs named, only
 * the assignments on users of those runs (the analysis service looks the keys up in the run's user
 * key index, a batch at a time); and a reply stops at LABEL_PAGE_BYTES, the gateway asking again
 * from `next`. The order is the groups' ids, then the keys within a group, so a page boundary is a
 * group and an account (PageCursor).
 */
@Injectable()
export class LabelPages {
  constructor(
    private readonly repo: LabelsRepository,
    private readonly labels: LabelsService,
    private readonly bus: BusClient,
  ) {}

  async page(team: string, labelId: string, processIds: readonly string[], after: string): Promise<LabelPage> {
    const labels = await this.labels.list(team);
    const range = labelId ? labelAssignments(team, labelId) : teamAssignments(team);
    const page: LabelPage = { labels, assignments: [], clusterIds: [], next: '' };
    let bytes = labels.reduce((n, l) => n + labelBytes(l), 0);
    const byNames = new Set<string>();
    let cursor = readCursor(after);
    const limit = processIds.length > 0 ? READ_BATCH_FOR_RUNS : READ_BATCH;
    for (;;) {
      const { batch, groupOf, done } = await this.readBatch(range._id.$lt, range._id.$gte, cursor, limit);
      const communities = await this.communities(processIds, batch);
      for (const [i, a] of batch.entries()) {
        const community = communities ? communities[i] : 0;
        if (community === undefined) continue;
        const size = assignmentBytes(a) + (byNames.has(a.by_name) ? 0 : Buffer.byteLength(a.by_name) + 4);
        if (bytes + size > LABEL_PAGE_BYTES && page.assignments.length > 0) {
          // Resumed after the last assignment looked at, kept or not.
          page.next =
            i === 0 ? writeCursor(cursor) : writeCursor({ group: groupOf[i - 1], account: batch[i - 1].account });
          return page;
        }
        bytes += size;
        byNames.add(a.by_name);
        page.assignments.push(a);
        if (communities) page.clusterIds.push(community);
      }
      if (done || batch.length === 0) return page;
      cursor = { group: groupOf[batch.length - 1], account: batch[batch.length - 1].account };
    }
  }

  /**
   * At least `limit` assignments after the cursor (whole groups, fewer at the end), in id order of
   * their groups and key order within one; each with its group's id, which a cursor names.
   */
  private async readBatch(
    end: string,
    start: string,
    cursor: PageCursor | null,
    limit: number,
  ): Promise<{ batch: LabelAssignmentRecord[]; groupOf: string[]; done: boolean }> {
    const batch: LabelAssignmentRecord[] = [];
    const groupOf: string[] = [];
    let from = cursor;
    // Past a whole group: the next read starts after it.
    let past: string | null = null;
    for (;;) {
      const found = await this.repo.groups.find(
        {
          _id:
            past !== null ? { $gt: past, $lt: end } : from ? { $gte: from.group, $lt: end } : { $gte: start, $lt: end },
        },
        { sort: { _id: 1 }, limit: GROUPS_PER_READ },
      );
      for (const group of found) {
        // The cursor's group: its keys are sorted, so those up to the cursor's account were answered.
        const skipTo = from && group._id === from.group ? from.account : null;
        for (const a of expandGroup(group)) {
          if (skipTo !== null && a.account <= skipTo) continue;
          batch.push(a);
          groupOf.push(group._id);
        }
        if (batch.length >= limit) return { batch, groupOf, done: false };
      }
      if (found.length < GROUPS_PER_READ) return { batch, groupOf, done: true };
      // Past the last group read, all of whose keys are in the batch.
      past = found[found.length - 1]._id;
      from = null;
    }
  }

  /**
   * Each assignment's account's community in the first of the runs that has it, undefined where
   * none does; null when no run is named (every assignment is kept). Asked in pieces of at most
   * LABEL_PAGE_BYTES of keys, so the request fits the bus too.
   */
  private async communities(
    processIds: readonly string[],
    batch: readonly LabelAssignmentRecord[],
  ): Promise<Array<number | undefined> | null> {
    if (processIds.length === 0) return null;
    const found = new Array<number | undefined>(batch.length);
    for (const [from, to] of keyPieces(batch)) {
      const packed = packKeys(batch.slice(from, to).map((a) => a.account));
      for (const processId of processIds) {
        const present = await this.bus.request(Topic.AnalysisUsersPresent, {
          processId,
          accountsUtf8: packed.utf8,
          accountEnds: packed.ends,
        });
        for (const [j, at] of present.indexes.entries()) found[from + at] ??= present.clusterIds[j];
      }
    }
    return found;
  }
}

/** Ranges [from, to) of the batch whose keys take at most LABEL_PAGE_BYTES. */
function keyPieces(batch: readonly LabelAssignmentRecord[]): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  let from = 0;
  let bytes = 0;
  for (const [i, a] of batch.entries()) {
    const size = Buffer.byteLength(a.account) + 5;
    if (bytes + size > LABEL_PAGE_BYTES && i > from) {
      pieces.push([from, i]);
      from = i;
      bytes = 0;
    }
    bytes += size;
  }
  if (from < batch.length) pieces.push([from, batch.length]);
  return pieces;
}

function assignmentBytes(a: LabelAssignmentRecord): number {
  return Buffer.byteLength(a.account) + (a.note === '' ? 0 : Buffer.byteLength(a.note) + 8) + ASSIGNMENT_OVERHEAD;
}

function labelBytes(l: LabelRecord): number {
  return (
    Buffer.byteLength(l._id) +
    Buffer.byteLength(l.name) +
    Buffer.byteLength(l.color) +
    Buffer.byteLength(l.created_by_name) +
    Buffer.byteLength(l.created_at) +
    Buffer.byteLength(l.updated_at) +
    16
  );
}
