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

/**
 * The machine's clock moved on by as much as a test says: everything runs at its usual pace, and
 * a test of a whole running application jumps over the half hour a session takes to go idle.
 */
export class ShiftedClock extends Clock {
  private shift = 0;

  now(): number {
    return Date.now() + this.shift;
  }

  advance(ms: number): this {
    this.shift += ms;
    return this;
  }
}
