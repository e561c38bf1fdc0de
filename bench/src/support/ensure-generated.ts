import { existsSync } from 'node:fs';
import path from 'node:path';
import { generatePostsFile, type GenerateCommand } from '../generate-posts.js';
import { benchDataDir } from './paths.js';
import { generatePlantedPosts } from '../generator/planted-posts.js';

/** Part of generated file names: raise it when the generator changes, so old files are not reused. */
const GENERATOR_VERSION = 2;

/** Path of a generated posts file for these settings, generating it first when missing. */
export function ensureGenerated(settings: Omit<GenerateCommand, 'out'>): string {
  const extra = [
    settings.usersPerPost !== undefined ? `-upp${settings.usersPerPost}` : '',
    settings.minRetweets ? `-min${settings.minRetweets}` : '',
    settings.retweetShare !== undefined ? `-rt${settings.retweetShare}` : '',
    settings.japaneseShare !== undefined ? `-ja${settings.japaneseShare}` : '',
    settings.users !== undefined ? `-u${settings.users}` : '',
    settings.postLength !== undefined ? `-len${settings.postLength}` : '',
    settings.alteredRetweets ? `-alt${settings.alteredRetweets}` : '',
  ].join('');
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

/**
 * Posts that make a file of about `bytes` with these settings: measured on a small sample
 * (bytes per post barely depends on the count), so every cell of a grid is the same size.
 */
export function postsForBytes(settings: Omit<GenerateCommand, 'out' | 'posts'>, bytes: number): number {
  const sample = 20_000;
  const { posts } = generatePlantedPosts({
    ...settings,
    posts: sample,
    users: settings.users === undefined ? undefined : Math.max(100, Math.round(settings.users / 25)),
  });
  let total = 0;
  for (const p of posts) total += Buffer.byteLength(p.text, 'utf8') + p.author.length + 40;
  return Math.round(((bytes / total) * sample) / 1000) * 1000;
}
