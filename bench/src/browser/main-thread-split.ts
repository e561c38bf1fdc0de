/** One event of a Chromium trace (the Trace Event Format), the fields read here. */
interface TraceEvent {
  pid: number;
  tid: number;
  ts: number;
  ph: string;
  cat: string;
  name: string;
  dur?: number;
  tdur?: number;
}

/** The trace's categories this reads: the main thread's tasks (with their CPU time) and the page's marks. */
export const SPLIT_CATEGORIES = ['toplevel', 'blink.user_timing', '-*'];

/** Main-thread time from one mark to the next: the CPU its tasks used, and the wall time between. */
export interface SplitStep {
  /** The mark that ends the step (`navigationStart` starts the first). */
  mark: string;
  /** Since navigation, wall clock. */
  atMs: number;
  /** CPU time the page's main thread spent in this step (its tasks' thread time). */
  cpuMs: number;
  wallMs: number;
}

/**
 * Splits a navigation's main-thread CPU time by the page's marks (issue 59: where the first frame's
 * time goes). Wall times on a shared machine include the time a task waited for a core; the thread
 * time of each top-level task (Chromium's `tdur`) does not, so the sum is what the page itself
 * cost. Marks whose names start with one of `prefixes` count; the thread is the one that set them.
 */
export function mainThreadSplit(trace: { traceEvents: TraceEvent[] }, prefixes: readonly string[]): SplitStep[] {
  const events = trace.traceEvents;
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && prefixes.some((p) => e.name.startsWith(p)));
  if (!marks.length) return [];
  const { pid, tid } = marks[0];
  const starts = events.filter(
    (e) => e.pid === pid && e.name === 'navigationStart' && e.cat.includes('blink.user_timing') && e.ts <= marks[0].ts,
  );
  const start = starts.length ? Math.max(...starts.map((e) => e.ts)) : marks[0].ts;
  // Top-level tasks of the thread, outermost only.
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.cat.includes('toplevel') && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer[outer.length - 1];
    if (!last || task.ts >= last.ts + last.dur!) outer.push(task);
  }
  /** CPU of the tasks within [from, to) (µs), a task across a boundary shared by its wall-time overlap. */
  const cpuBetween = (from: number, to: number) => {
    let cpu = 0;
    for (const task of outer) {
      const end = task.ts + task.dur!;
      if (end <= from || task.ts >= to) continue;
      const overlap = Math.min(end, to) - Math.max(task.ts, from);
      cpu += (task.tdur ?? task.dur!) * (task.dur! > 0 ? overlap / task.dur! : 1);
    }
    return cpu;
  };
  // Each mark's first time (the answer may be asked for again); on the thread that set the first.
  const first = new Map<string, TraceEvent>();
  for (const m of marks) if (m.pid === pid && !first.has(m.name)) first.set(m.name, m);
  const ordered = [...first.values()].sort((a, b) => a.ts - b.ts);
  const steps: SplitStep[] = [];
  let from = start;
  for (const mark of ordered) {
    steps.push({
      mark: mark.name,
      atMs: (mark.ts - start) / 1000,
      cpuMs: cpuBetween(from, mark.ts) / 1000,
      wallMs: (mark.ts - from) / 1000,
    });
    from = mark.ts;
  }
  return steps;
}
