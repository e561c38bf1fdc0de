import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** File in a store's folder holding the id of the process that has the store open. */
export const RUNNING_MARKER = '.kizuna-pid';

const holders = new Map<string, number>();

/**
 * Marks a store folder as in use by this process, so that a restore can tell a running Kizuna
 * from files left by a stopped (or crashed) one. Several stores of one process may share a folder.
 */
export function markRunning(directory: string): () => void {
  const file = path.join(directory, RUNNING_MARKER);
  const count = holders.get(directory) ?? 0;
  if (count === 0) writeFileSync(file, String(process.pid));
  holders.set(directory, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(directory) ?? 1) - 1;
    if (left > 0) {
      holders.set(directory, left);
      return;
    }
    holders.delete(directory);
    if (readMarker(file) === process.pid) rmSync(file, { force: true });
  };
}

/** Ids of live processes that have a store open under `documentsRoot` (one folder per service). */
export async function processesUsingStores(documentsRoot: string): Promise<number[]> {
  let services: string[];
  try {
    services = await readdir(documentsRoot);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const pids = new Set<number>();
  for (const service of services) {
    const pid = Number(
      (await readFile(path.join(documentsRoot, service, RUNNING_MARKER), 'utf8').catch(() => '')).trim(),
    );
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) pids.add(pid);
  }
  return [...pids].sort((a, b) => a - b);
}

function readMarker(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `name` is a marker, not data (backups skip it). */
export function isRunningMarker(name: string): boolean {
  return name === RUNNING_MARKER;
}
