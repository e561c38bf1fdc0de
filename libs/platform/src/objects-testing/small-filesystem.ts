import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SmallFilesystem {
  directory: string;
  cleanup(): Promise<void>;
}

/**
 * A folder on a tmpfs of `bytes` bytes, so that a write really fails with ENOSPC; null where
 * this process may not mount one (not root, not Linux): the test then uses FullObjectStore.
 */
export async function smallFilesystem(bytes: number): Promise<SmallFilesystem | null> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-small-fs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', directory], { stdio: 'ignore' });
  } catch {
    await rm(directory, { recursive: true, force: true });
    return null;
  }
  return {
    directory,
    cleanup: async () => {
      execFileSync('umount', [directory], { stdio: 'ignore' });
      await rm(directory, { recursive: true, force: true });
    },
  };
}
