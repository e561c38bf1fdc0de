import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KizunaConfig } from '../config/index.js';

/**
 * The configured secret, or in the embedded mode one generated on first start and kept under
 * the data folder, so sessions survive a restart without anyone having to set a secret.
 */
export async function resolveTokenSecret(config: KizunaConfig): Promise<string> {
  if (config.auth.tokenSecret) return config.auth.tokenSecret;
  const file = path.join(config.dataDir, 'auth-token-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
