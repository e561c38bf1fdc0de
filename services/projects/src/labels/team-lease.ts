import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type DocumentCollection } from '@kizuna/platform/documents';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { OUTBOX_FIELD, type OutboxEntry } from '@kizuna/platform/outbox';
import type { LabelTeamRecord, PendingLabelChange } from './label-record.js';

/**
 * How long a lease lasts unless renewed: a replica stopped mid-change frees the team after this.
 * A change that runs longer (an import of 100,000 rows on a slow host) renews it while it runs.
 */
const LEASE_MS = 60_000;
/** How long a change waits for the team's lease before it gives up (a 429 the caller may retry). */
const WAIT_MS = 30_000;
const RETRY_MS = 15;

/**
 * A team's label changes one at a time across every projects service replica (issue 55): a change
 * holds the team's lease document (a conditional write: free, or its holder's time is up) from
 * before it reads until after it has written, so the 200-labels limit and a label deleted while
 * another replica puts it on accounts hold. The same document holds the change under way
 * (`change`, written ahead of its first write) and, once it is finished, its access-log entries in
 * the outbox (label-changes.ts).
 */
export class TeamLease {
  constructor(
    private readonly teams: DocumentCollection<LabelTeamRecord>,
    // Shorter in tests of a change that outlasts its lease.
    private readonly leaseMs = LEASE_MS,
  ) {}

  /** Runs `work` holding the team's lease (waiting for it up to WAIT_MS), and frees it after. */
  async hold<T>(team: string, work: (token: string) => Promise<T>): Promise<T> {
    return this.holding(team, await this.take(team, Date.now() + WAIT_MS), work);
  }

  /** As hold, when the lease is free or expired now; else nothing is run (null). */
  async holdIfFree<T>(team: string, work: (token: string) => Promise<T>): Promise<T | null> {
    const token = await this.take(team, 0).catch((err: unknown) => {
      if (err instanceof DomainError && err.code === ErrorCode.TooManyRequests) return null;
      throw err;
    });
    return token === null ? null : this.holding(team, token, work);
  }

  /** The change a holder recorded and did not finish, if any. */
  async pending(team: string): Promise<PendingLabelChange | null> {
    return (await this.teams.findOne({ _id: team }))?.change ?? null;
  }

  /** The teams with a change left unfinished whose holder's lease is over (a replica stopped). */
  async abandoned(): Promise<string[]> {
    const left = await this.teams.find(
      { change: { $exists: true }, lease_until: { $lt: new Date().toISOString() } },
      { projection: { _id: 1 } },
    );
    return left.map((t) => t._id);
  }

  /** Records the change before its first write, only while `token` still holds the lease. */
  async writeAhead(team: string, token: string, change: PendingLabelChange): Promise<void> {
    const written = await this.teams.updateOne({ _id: team, lease_by: token }, { $set: { change } });
    if (!written)
      throw new DomainError(ErrorCode.TooManyRequests, "Another change of the team's labels is still under way.");
  }

  /** The change's writes are made: its entries go to the outbox as the record of it goes, in one write. */
  async finish(team: string, change: PendingLabelChange): Promise<void> {
    await this.teams.updateOne(
      { _id: team, 'change.id': change.id },
      { $unset: { change: '' }, ...(change.log.length > 0 ? outboxAppend(change.log) : {}) },
    );
  }

  /** Forgets a change none of whose writes was made: nothing happened, nothing is logged. */
  async drop(team: string, changeId: string): Promise<void> {
    await this.teams.updateOne({ _id: team, 'change.id': changeId }, { $unset: { change: '' } });
  }

  /** Entries of a change that writes nothing (an import of no applicable row). */
  async log(team: string, entries: OutboxEntry[]): Promise<void> {
    if (entries.length > 0) await this.teams.updateOne({ _id: team }, outboxAppend(entries) as never);
  }

  private async holding<T>(team: string, token: string, work: (token: string) => Promise<T>): Promise<T> {
    // Renewed at a third of its length, so one slow write of the store does not let it lapse.
    const renewal = setInterval(() => void this.renew(team, token).catch(() => undefined), this.leaseMs / 3);
    try {
      return await work(token);
    } finally {
      clearInterval(renewal);
      await this.teams.updateOne({ _id: team, lease_by: token }, { $set: { lease_until: '', lease_by: '' } });
    }
  }

  /** Moves the end of a lease still held by `token` a whole lease ahead. */
  private async renew(team: string, token: string): Promise<void> {
    await this.teams.updateOne(
      { _id: team, lease_by: token },
      { $set: { lease_until: new Date(Date.now() + this.leaseMs).toISOString() } },
    );
  }

  private async take(team: string, giveUpAt: number): Promise<string> {
    const token = randomUUID();
    for (;;) {
      const now = Date.now();
      try {
        // Free ('' sorts before any time) or expired: take it. Held: no match, and the upsert's
        // insert of the same _id fails as a duplicate.
        const taken = await this.teams.updateOne(
          { _id: team, lease_until: { $lt: new Date(now).toISOString() } },
          { $set: { lease_until: new Date(now + this.leaseMs).toISOString(), lease_by: token } },
          { upsert: true },
        );
        if (taken) return token;
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      if (Date.now() > giveUpAt)
        throw new DomainError(ErrorCode.TooManyRequests, "Another change of the team's labels is still under way.");
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/** Entries made by outboxPush (already checked against their topics' contracts) added to the outbox. */
function outboxAppend(entries: OutboxEntry[]): { $push: Record<string, { $each: OutboxEntry[] }> } {
  return { $push: { [OUTBOX_FIELD]: { $each: entries } } };
}
