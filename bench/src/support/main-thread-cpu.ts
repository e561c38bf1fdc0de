import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds the main thread (the event loop serving HTTP) has used so far, from /proc; NaN where
 * there is none. Unlike latencies, this does not depend on what else the machine is running.
 */
export function mainThreadCpuSeconds(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields (the 12th and 13th after the command name).
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * CPU milliseconds the main thread has run so far, to the nanosecond from /proc's schedstat (the
 * tick counts above are 10 ms apart, too coarse for one request); NaN where there is none. Spent
 * by everything on the thread: the server's event loop and, in a bench, its HTTP client.
 */
export function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}
