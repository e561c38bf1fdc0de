import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { KizunaConfig } from '../config/index.js';

/** The config schema asks the same of a configured secret. */
const MIN_SECRET_LENGTH = 32;

/** One resolution per file and process: the services of one process must agree on the secret. */
const resolving = new Map<string, Promise<string>>();

/**
 * The configured secret, or in the embedded mode one generated on first start and kept under
 * the data folder, so sessions survive a restart without anyone having to set a secret.
 * A file left empty or short (a crash or a full disk while it was written) is replaced, not
 * trusted: an empty key would lock everyone out.
 */
export function resolveTokenSecret(config: KizunaConfig): Promise<string> {
  if (config.auth.tokenSecret) return Promise.resolve(config.auth.tokenSecret);
  const file = path.join(config.dataDir, 'auth-token-secret');
  let secret = resolving.get(file);
  if (!secret) {
    secret = storedOrNewSecret(config.dataDir, file).finally(() => resolving.delete(file));
    resolving.set(file, secret);
  }
  return secret;
}

async function storedOrNewSecret(dataDir: string, file: string): Promise<string> {
  const stored = await readSecret(file);
  if (stored !== null && stored.length >= MIN_SECRET_LENGTH) return stored;
  await mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeDurably(tmp, randomBytes(48).toString('base64url'));
  try {
    // A new file appears whole or not at all; link() keeps a secret another process just made.
    if (stored === null) await link(tmp, file).catch(ignoreExists);
    else await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  const secret = await readSecret(file);
  if (secret === null || secret.length < MIN_SECRET_LENGTH)
    throw new Error(`The token secret file ${file} could not be written.`);
  return secret;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function ignoreExists(err: NodeJS.ErrnoException): void {
  if (err.code !== 'EEXIST') throw err;
}
