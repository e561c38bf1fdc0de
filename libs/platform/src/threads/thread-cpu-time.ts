import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// Linux reports thread times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on.
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, in ms, 10 ms resolution) this thread has used, read from /proc; null
 * where there is no /proc. Unlike the event loop's busy time it does not count the time another
 * process held the core, so a test of "this thread does little" holds on a loaded machine.
 */
export function threadCpuMs(): number | null {
  return cpuMsOf('/proc/thread-self/stat');
}

/** The same for another thread of this process, by its task id (the main thread's is the process id). */
export function threadCpuMsOf(taskId: number): number | null {
  return cpuMsOf(`/proc/self/task/${taskId}/stat`);
}

function cpuMsOf(statFile: string): number | null {
  let stat: string;
  try {
    stat = readFileSync(statFile, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces) start at "state"; utime and stime are
  // the 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/**
 * How long this thread was busy (ms) while `work` ran: its CPU time where /proc tells it, else the
 * event loop's busy time (which also counts the time other processes held the core).
 */
export async function busyMs(work: () => Promise<unknown>): Promise<number> {
  const cpuBefore = threadCpuMs();
  const loopBefore = performance.eventLoopUtilization();
  await work();
  const cpuAfter = threadCpuMs();
  if (cpuBefore !== null && cpuAfter !== null) return cpuAfter - cpuBefore;
  return performance.eventLoopUtilization(loopBefore).active;
}
