import os from 'node:os';

/**
 * Lowers the CPU priority of the calling thread only, so background work (analysis, tokenizing,
 * CSV reading) yields the cores to the event loop that answers HTTP. Call it first thing inside a
 * worker thread. On Linux nice values are per thread and `os.setPriority(0, n)` acts on the
 * calling thread; elsewhere it would act on the whole process, so it does nothing there.
 * Answers whether the priority was set. A failure (e.g. a container forbidding it) is not fatal:
 * the work just runs at normal priority.
 */
export function lowerThreadPriority(nice: number): boolean {
  if (process.platform !== 'linux' || nice <= 0) return false;
  try {
    // Raising a nice value is always allowed; never lower one an operator set higher for the process.
    if (os.getPriority(0) >= nice) return false;
    os.setPriority(0, nice);
    return true;
  } catch {
    return false;
  }
}
