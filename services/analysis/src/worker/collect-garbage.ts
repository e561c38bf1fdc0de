import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection of this thread's heap, for worker threads between units of work. V8
 * collects late while the heap limit is far away: an analysis worker's three runs left three
 * results' worth of garbage (about 450 MB with half a million posts), a tokenize worker grew to
 * four times its live heap, and the process peak counts all of it. Node exposes `gc` only with
 * --expose-gc; the flag set at run time is picked up by a new context, so a worker gets the
 * function without a command-line change.
 */
export const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : () => undefined;
})();

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
