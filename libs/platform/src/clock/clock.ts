/**
 * What time it is, for the code whose behaviour depends on it (expiry, retention, throttling, "the
 * last 7 days"). Injected, so a test sets the time instead of waiting for it or faking timers.
 */
export abstract class Clock {
  /** Milliseconds since the epoch. */
  abstract now(): number;

  date(): Date {
    return new Date(this.now());
  }

  iso(): string {
    return this.date().toISOString();
  }
}

/** The machine's clock: what production runs on. */
export class SystemClock extends Clock {
  now(): number {
    return Date.now();
  }
}
