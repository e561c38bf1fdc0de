import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection of this thread's heap, between units of work. V8 collects late
 * while the heap limit is far away: an analysis worker's three runs left three results' worth of
 * garbage (about 450 MB with half a million posts), a tokenize worker grew to four times its live
 * heap, and the process peak counts all of it. Node exposes `gc` only with --expose-gc; the flag
 * set at run time (on first use) is picked up by a new context, so no command-line change.
 */
let gc: (() => void) | null = null;

export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    const exposed = vm.runInNewContext('gc') as unknown;
    gc = typeof exposed === 'function' ? (exposed as () => void) : () => undefined;
  }
  gc();
}

/**
 * A collector to call after each small unit of work: collects once the heap has grown by
 * `slackMb` since the last collection, so a full collection's cost is spread over many units.
 */
export function collectGarbageEvery(slackMb: number): () => void {
  const used = (): number => v8.getHeapStatistics().used_heap_size;
  let floor = used();
  return () => {
    if (used() - floor < slackMb * 2 ** 20) return;
    collectGarbage();
    floor = used();
  };
}
