import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SmallFilesystem {
  directory: string;
  /** Unmounts it (and removes the folder when this made it). */
  cleanup(): Promise<void>;
}

/**
 * Set to `required` where the full-disk tests must run (the CI workflow's privileged job): a file
 * that cannot mount its tmpfs then fails, naming why, instead of being skipped.
 */
export const SMALL_FILESYSTEM_SWITCH = 'KIZUNA_FULL_DISK_TESTS';

/**
 * A folder on a tmpfs of `bytes` bytes, so that a write really fails with ENOSPC: at `directory`
 * (made when missing; e.g. a data folder's objects folder) or in a new temporary folder. Null
 * where this process may not mount one (not Linux, not root, no CAP_SYS_ADMIN in a container),
 * after printing why, so that a skipped full-disk test says so; the services' unit tests use
 * FullObjectStore there.
 */
export async function smallFilesystem(bytes: number, directory?: string): Promise<SmallFilesystem | null> {
  const problem =
    process.platform !== 'linux'
      ? `not Linux (${process.platform})`
      : process.getuid?.() !== 0
        ? 'not root: mounting a tmpfs needs root'
        : null;
  if (problem) return skipped(problem);
  const made = !directory;
  const dir = directory ?? (await mkdtemp(path.join(os.tmpdir(), 'kizuna-small-fs-')));
  await mkdir(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    if (made) await rm(dir, { recursive: true, force: true });
    const said = (err as { stderr?: Buffer }).stderr?.toString().trim();
    return skipped(`mount -t tmpfs failed (${said || String(err)}): a container needs --privileged or CAP_SYS_ADMIN`);
  }
  return {
    directory: dir,
    cleanup: async () => {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      if (made) await rm(dir, { recursive: true, force: true });
    },
  };
}

function skipped(why: string): null {
  const message = `the tests on a real full disk cannot run here: ${why}`;
  if (process.env[SMALL_FILESYSTEM_SWITCH] === 'required')
    throw new Error(`${message} (${SMALL_FILESYSTEM_SWITCH}=required)`);
  console.warn(`skipped: ${message}`);
  return null;
}
