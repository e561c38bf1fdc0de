import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type DocumentCollection } from '@kizuna/platform/documents';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { outboxPush, type OutboxEvent } from '@kizuna/platform/outbox';
import type { LabelTeamRecord } from './label-record.js';

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
 * another replica puts it on accounts hold. The change's access-log entries are written in the
 * outbox of the same document, in the write that frees the lease.
 */
export class TeamLease {
  constructor(
    private readonly teams: DocumentCollection<LabelTeamRecord>,
    // Shorter in tests of a change that outlasts its lease.
    private readonly leaseMs = LEASE_MS,
  ) {}

  /** Runs `work` holding the team's lease; its events are written as the lease is freed, unless it fails. */
  async hold<T>(team: string, work: () => Promise<{ value: T; events: OutboxEvent[] }>): Promise<T> {
    const token = await this.take(team);
    // Renewed at a third of its length, so one slow write of the store does not let it lapse.
    const renewal = setInterval(() => void this.renew(team, token).catch(() => undefined), this.leaseMs / 3);
    let events: OutboxEvent[] = [];
    try {
      const done = await work();
      events = done.events;
      return done.value;
    } finally {
      clearInterval(renewal);
      await this.free(team, token, events);
    }
  }

  /** Moves the end of a lease still held by `token` a whole lease ahead. */
  private async renew(team: string, token: string): Promise<void> {
    await this.teams.updateOne(
      { _id: team, lease_by: token },
      { $set: { lease_until: new Date(Date.now() + this.leaseMs).toISOString() } },
    );
  }

  private async take(team: string): Promise<string> {
    const token = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
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

  private async free(team: string, token: string, events: readonly OutboxEvent[]): Promise<void> {
    const log = events.length > 0 ? outboxPush(...events) : {};
    const freed = await this.teams.updateOne(
      { _id: team, lease_by: token },
      { $set: { lease_until: '', lease_by: '' }, ...log },
    );
    // The lease ran out meanwhile and another holder has it: the entries go in all the same.
    if (!freed && events.length > 0) await this.teams.updateOne({ _id: team }, log as never);
  }
}
