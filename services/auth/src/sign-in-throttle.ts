import { Injectable } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { backoffMs, FREE_FAILURES } from './sign-in-backoff.js';
import { SignInFailuresRepository } from './sign-in-failures.repository.js';

const SWEEP_EVERY_MS = 3_600_000;

/**
 * Slows down password guessing without handing an attacker a way to lock someone out: failed
 * checks are counted per account and address together, per address, and per account; each count
 * past its free failures makes the next attempt wait (doubling). The account's count holds up
 * only addresses the account has never signed in from, so its owner at an address of their own
 * signs in whatever is being tried elsewhere.
 */
@Injectable()
export class SignInThrottle {
  private lastSweep = 0;

  constructor(
    private readonly failures: SignInFailuresRepository,
    private readonly clock: Clock,
  ) {}

  /** Refuses the attempt (429) while one of its counts still imposes a wait. */
  async check(rawEmail: string, clientAddress: string): Promise<void> {
    const now = this.clock.date();
    const keys = keysOf(rawEmail, clientAddress);
    const found = await this.failures.read([keys.pair, keys.account, keys.address], now);
    const pair = found.get(keys.pair);
    const account = found.get(keys.account);
    const address = found.get(keys.address);
    const waits = [
      waitLeft(pair?.failures ?? 0, FREE_FAILURES.pair, pair?.last_failure_at, now),
      waitLeft(address?.failures ?? 0, FREE_FAILURES.address, address?.last_failure_at, now),
      pair?.known_at ? 0 : waitLeft(account?.failures ?? 0, FREE_FAILURES.account, account?.last_failure_at, now),
    ];
    const wait = Math.max(...waits);
    if (wait > 0)
      throw new DomainError(ErrorCode.SignInWait, 'Too many failed sign-ins. Please try again later.', {
        seconds: String(Math.ceil(wait / 1000)),
      });
  }

  /** Counts a failed check; answers whether it began a wait (worth one security event, not one per refusal). */
  async failed(rawEmail: string, clientAddress: string): Promise<boolean> {
    const now = this.clock.date();
    const keys = keysOf(rawEmail, clientAddress);
    const counts = await this.failures.fail([keys.pair, keys.account, keys.address], now);
    if (now.getTime() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      await this.failures.forgetOld(now);
    }
    return (
      counts.get(keys.pair) === FREE_FAILURES.pair ||
      counts.get(keys.account) === FREE_FAILURES.account ||
      counts.get(keys.address) === FREE_FAILURES.address
    );
  }

  async succeeded(rawEmail: string, clientAddress: string): Promise<void> {
    await this.failures.succeed(keysOf(rawEmail, clientAddress).pair, this.clock.date());
  }
}

function keysOf(rawEmail: string, clientAddress: string): { pair: string; account: string; address: string } {
  const email = rawEmail.trim().toLowerCase().slice(0, 320);
  const address = clientAddress.slice(0, 100);
  return { pair: `pair:${email}|${address}`, account: `account:${email}`, address: `address:${address}` };
}

function waitLeft(failures: number, free: number, lastFailureAt: string | undefined, now: Date): number {
  if (!lastFailureAt) return 0;
  return Math.max(0, Date.parse(lastFailureAt) + backoffMs(failures, free) - now.getTime());
}
