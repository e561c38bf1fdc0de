import { readdirSync, readFileSync } from 'node:fs';

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
