import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The nice value of each thread of this process by its Linux thread id (the main thread's id is
 * the process id), read from /proc; empty where there is no /proc. Shows that background threads
 * run at lower priority while the event loop's thread does not.
 */
export function threadNiceValues(): Map<number, number> {
  const nice = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return nice;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at "state"; nice is the 19th field.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nice.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return nice;
}

/**
 * Whether this thread's nice value can be raised by `by` (Linux stops at 19). A test that tells
 * lowered threads by their nice value cannot do so when it runs at nice 19 itself.
 */
export function roomToLowerPriority(by: number): boolean {
  return os.getPriority(0) + by <= 19;
}
