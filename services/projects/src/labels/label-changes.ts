import { randomUUID } from 'node:crypto';
import { OUTBOX_FIELD, outboxPush, type OutboxEvent } from '@kizuna/platform/outbox';
import type { LabelWrite, PendingLabelChange } from './label-record.js';
import { applyLabelWrites, changeBegun, firstLabel } from './label-writes.js';
import type { LabelsRepository } from './labels.repository.js';
import { TeamLease } from './team-lease.js';

/** What a change decided: its answer, its writes (none yet made) and its access-log entries. */
export interface PlannedLabelChange<T> {
  value: T;
  writes: LabelWrite[];
  events: OutboxEvent[];
}

/**
 * A team's label changes and their log entries as one unit (issue 55, docs/labels.md "Every change
 * is logged"). Holding the team's lease, a change reads and checks (no write), records its writes
 * and entries in the team's document, makes the writes (the first one to a label, carrying the
 * change's id), then moves the entries to the outbox as it drops the record, in one write. A
 * service stopped anywhere in between leaves the record; whoever holds the team next (the next
 * change, on any replica, or the sweep at start and every minute) finishes it first: begun (the
 * label carries the id) it makes the writes again, each one the same on a second go, and logs
 * the change; not begun, it drops the record, and nothing is logged for a change that never was.
 */
export class LabelChanges {
  readonly lease: TeamLease;

  constructor(
    private readonly repo: LabelsRepository,
    leaseMs?: number,
  ) {
    this.lease = new TeamLease(repo.teams, leaseMs);
  }

  async run<T>(team: string, plan: () => Promise<PlannedLabelChange<T>>): Promise<T> {
    return this.lease.hold(team, async (token) => {
      await this.finishLeft(team);
      const planned = await plan();
      const log = planned.events.length > 0 ? outboxPush(...planned.events).$push[OUTBOX_FIELD].$each : [];
      if (planned.writes.length === 0) {
        await this.lease.log(team, log);
        return planned.value;
      }
      firstLabel(planned.writes);
      const change: PendingLabelChange = { id: randomUUID(), writes: planned.writes, log };
      await this.lease.writeAhead(team, token, change);
      await applyLabelWrites(this.repo, change.id, change.writes, false);
      await this.lease.finish(team, change);
      return planned.value;
    });
  }

  /** Finishes (or drops) the changes left by holders that stopped, on every team free now; answers how many. */
  async finishAbandoned(): Promise<number> {
    let finished = 0;
    for (const team of await this.lease.abandoned()) {
      const done = await this.lease.holdIfFree(team, () => this.finishLeft(team));
      if (done) finished += 1;
    }
    return finished;
  }

  /** The team's change left by a holder that stopped: made and logged if begun, else forgotten. */
  private async finishLeft(team: string): Promise<boolean> {
    const change = await this.lease.pending(team);
    if (!change) return false;
    if (await changeBegun(this.repo, change.id, change.writes)) {
      await applyLabelWrites(this.repo, change.id, change.writes, true);
      await this.lease.finish(team, change);
    } else await this.lease.drop(team, change.id);
    return true;
  }
}
