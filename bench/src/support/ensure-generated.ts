import { existsSync } from 'node:fs';
import path from 'node:path';
import { generatePostsFile, type GenerateCommand } from '../generate-posts.js';
import { benchDataDir } from './paths.js';

/** Part of generated file names: raise it when the generator changes, so old files are not reused. */
const GENERATOR_VERSION = 2;

/** Path of a generated posts file for these settings, generating it first when missing. */
export function ensureGenerated(settings: Omit<GenerateCommand, 'out'>): string {
  const extra = `${settings.usersPerPost !== undefined ? `-upp${settings.usersPerPost}` : ''}${settings.minRetweets ? `-min${settings.minRetweets}` : ''}`;
  const out = path.join(
    benchDataDir(),
    `posts-v${GENERATOR_VERSION}-${settings.posts}-g${settings.groups}-mu${settings.mixing}-s${settings.seed}${extra}.csv`,
  );
  if (!existsSync(out) || !existsSync(`${out}.groups.csv`)) {
    const started = performance.now();
    const { bytes } = generatePostsFile({ ...settings, out });
    console.log(
      `generated ${path.basename(out)} (${(bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return out;
}
