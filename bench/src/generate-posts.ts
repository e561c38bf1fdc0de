import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generatePlantedPosts } from './generator/planted-posts.js';
import { writeGroupsCsv, writePostsCsv } from './generator/write-csv.js';

/**
 * CLI: writes N generated posts with planted groups as a CSV, and the groups beside it
 * (<out>.groups.csv). Usage:
 *   node bench/dist/generate-posts.js --posts 550000 --groups 6 --mixing 0.2 --seed 1 --out .bench-data/posts.csv
 * Optional: --users-per-post 0.165 (users = posts × this), --min-retweets 0 (retweets every user makes),
 * --retweet-share 0.6, --japanese-share 0.5 (share of users writing Japanese), --users N (instead of
 * --users-per-post), --post-length 1 (multiple of the default two or three sentences),
 * --altered-retweets 0 (share of retweets cut short, so their text differs from the original's).
 */
export interface GenerateCommand {
  posts: number;
  groups: number;
  mixing: number;
  seed: number;
  out: string;
  usersPerPost?: number;
  minRetweets?: number;
  retweetShare?: number;
  japaneseShare?: number;
  users?: number;
  postLength?: number;
  alteredRetweets?: number;
}

export function generatePostsFile(command: GenerateCommand): { bytes: number; users: number; groupsPath: string } {
  const { posts, groupOf } = generatePlantedPosts(command);
  mkdirSync(path.dirname(path.resolve(command.out)), { recursive: true });
  const bytes = writePostsCsv(command.out, posts);
  const groupsPath = `${command.out}.groups.csv`;
  writeGroupsCsv(groupsPath, groupOf);
  return { bytes, users: groupOf.size, groupsPath };
}

const optionalNumber = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

function main(): void {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '550000' },
      groups: { type: 'string', default: '6' },
      mixing: { type: 'string', default: '0.2' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: '.bench-data/posts.csv' },
      'users-per-post': { type: 'string', default: '0.165' },
      'min-retweets': { type: 'string', default: '0' },
      'retweet-share': { type: 'string' },
      'japanese-share': { type: 'string' },
      users: { type: 'string' },
      'post-length': { type: 'string' },
      'altered-retweets': { type: 'string' },
    },
  });
  const command: GenerateCommand = {
    posts: Number(values.posts),
    groups: Number(values.groups),
    mixing: Number(values.mixing),
    seed: Number(values.seed),
    out: values.out!,
    usersPerPost: Number(values['users-per-post']),
    minRetweets: Number(values['min-retweets']),
    retweetShare: optionalNumber(values['retweet-share']),
    japaneseShare: optionalNumber(values['japanese-share']),
    users: optionalNumber(values.users),
    postLength: optionalNumber(values['post-length']),
    alteredRetweets: optionalNumber(values['altered-retweets']),
  };
  if (!Number.isInteger(command.posts) || command.posts < 1) throw new Error('--posts must be a whole number ≥ 1');
  if (!Number.isInteger(command.groups) || command.groups < 1) throw new Error('--groups must be a whole number ≥ 1');
  if (!(command.mixing >= 0 && command.mixing <= 1)) throw new Error('--mixing must be between 0 and 1');
  const started = performance.now();
  const { bytes, users, groupsPath } = generatePostsFile(command);
  console.log(
    `wrote ${command.posts} posts by ${users} users (${(bytes / 1e6).toFixed(1)} MB) to ${command.out}, groups to ${groupsPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
