import { Clock } from './clock.js';

/**
 * A clock that moves only when told, for tests: it starts at the given time (or the real time of
 * its making) and stands still, so what expires after an hour is tested without waiting an hour.
 */
export class TestClock extends Clock {
  private at: number;

  constructor(start: number | Date | string = Date.now()) {
    super();
    this.at = new Date(start).getTime();
  }

  now(): number {
    return this.at;
  }

  set(to: number | Date | string): this {
    this.at = new Date(to).getTime();
    return this;
  }

  advance(ms: number): this {
    this.at += ms;
    return this;
  }
}
