import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { prepareNetwork } from '../../engine/prepare-analysis.js';
import type { Post } from '../../engine/types.js';
import { encodeNetworkLayout, NETWORK_LAYOUT_VERSION, networkLayoutOf } from '../network-layout-file.js';
import { NetworkLayoutFiles } from './network-layout-files.js';

const posts: Post[] = ['Alice', 'Bob', 'Carol'].flatMap((author, i) => [
  { row: 2 * i, author, text: 'ramen', time: Date.UTC(2024, 2, 1, 9, i), followers: null },
  {
    row: 2 * i + 1,
    author: `fan${i}`,
    text: `RT @${author}: ramen`,
    time: Date.UTC(2024, 2, 1, 10, i),
    followers: null,
  },
]);

/** The same file with its header's version set to `version` (one digit each way, so the same length). */
function asVersion(bytes: Uint8Array, version: number): Buffer {
  const file = Buffer.from(bytes);
  const head = file.toString('latin1', 4, 4 + file.readUInt32LE(0));
  file.write(head.replace(`"version":${NETWORK_LAYOUT_VERSION}`, `"version":${version}`), 4, 'latin1');
  return file;
}

describe('NetworkLayoutFiles', () => {
  let dir: string;
  let objects: LocalObjectStore;
  let layouts: NetworkLayoutFiles;
  const layout = networkLayoutOf(prepareNetwork(posts, ['retweet']));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-layouts-'));
    objects = new LocalObjectStore({ directory: dir });
    layouts = new NetworkLayoutFiles(objects);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("counts only a layout of today's version as there, so a run lays an older project out again", async () => {
    expect(await layouts.hasCurrent('d1')).toBe(false);
    await layouts.save('d1', layout.order, asVersion(encodeNetworkLayout(layout), NETWORK_LAYOUT_VERSION - 1));
    expect(await layouts.hasCurrent('d1')).toBe(false);
    expect(await layouts.get('d1', layout.order)).toBeNull();
    await layouts.save('d1', layout.order, encodeNetworkLayout(layout));
    expect(await layouts.hasCurrent('d1')).toBe(true);
    expect((await layouts.get('d1', layout.order))?.ids).toEqual(layout.ids);
    // Another project's layout is its own.
    expect(await layouts.hasCurrent('d2')).toBe(false);
  });
});
