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
 * A folder on a tmpfs of `bytes` bytes, so that a write really fails with ENOSPC: at `directory`
 * (made when missing; e.g. a data folder's objects folder) or in a new temporary folder. Null
 * where this process may not mount one (not root, not Linux): the tests then use FullObjectStore.
 */
export async function smallFilesystem(bytes: number, directory?: string): Promise<SmallFilesystem | null> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const made = !directory;
  const dir = directory ?? (await mkdtemp(path.join(os.tmpdir(), 'kizuna-small-fs-')));
  await mkdir(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    if (made) await rm(dir, { recursive: true, force: true });
    return null;
  }
  return {
    directory: dir,
    cleanup: async () => {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      if (made) await rm(dir, { recursive: true, force: true });
    },
  };
}
