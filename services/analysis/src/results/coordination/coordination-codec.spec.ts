import { describe, expect, it } from '@jest/globals';
import { coordinationInputs, findCoordination } from '../../engine/coordination/index.js';
import { CoordinationPosts } from '../../engine/test-support/coordination-posts.js';
import { rankShingles } from '../../engine/coordination/shingle-table.js';
import { shingleHashes } from '../../engine/coordination/shingles.js';
import { decodeCoordinationInputs, encodeCoordinationInputs, UnknownCoordinationFormat } from './coordination-codec.js';

function campaign(): CoordinationPosts {
  const data = new CoordinationPosts();
  for (let i = 0; i < 4; i++) {
    data.retweet('Bot_A', 'brand', `告知 ${i} をご覧ください`, i * 3600);
    data.retweet('bot_b', 'brand', `告知 ${i} をご覧ください`, i * 3600 + 3);
    data.post('bot_a', `Same words on every account, day ${i}`, i * 3600 + 100);
    data.post('bot_c', `same words on every account, day ${i} https://t.co/q`, i * 3600 + 130);
    // Edited copies: paired below 100 % only, from the stored matches.
    data.post('edit_a', `説明会は${i}日の午後三時から市役所の大会議室で開かれます 🎉`, i * 3600 + 1000);
    data.post('edit_b', `@someone 説明会は${i}日の午後三時から市役所の大会議室で開かれますよ！`, i * 3600 + 1010);
  }
  return data;
}

/**
 * The inputs as format 1 stored them (no near-identical columns), or as format 2 did, with each
 * action's shingles as ranks (here, from the edited copies' texts as the engine ranks them).
 */
function olderVersion(
  inputs: ReturnType<typeof coordinationInputs>,
  shingles?: { shingleStart: Int32Array; shingles: Int32Array },
): Uint8Array {
  const head = Buffer.from(
    JSON.stringify({
      version: shingles ? 2 : 1,
      users: inputs.users,
      itemText: inputs.itemText,
      actions: inputs.actionUser.length,
      actionsSeen: inputs.actionsSeen,
      ...(shingles ? { shingles: shingles.shingles.length } : {}),
    }),
  );
  const columns = [inputs.userPosts, inputs.itemStart, inputs.actionUser, inputs.actionRow];
  if (shingles) columns.push(shingles.shingleStart, shingles.shingles);
  const ints = Buffer.concat(columns.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
  const timeAt = (4 + head.length + ints.length + 7) & ~7;
  const out = Buffer.alloc(timeAt + inputs.actionTime.byteLength + inputs.itemKind.byteLength);
  out.writeUInt32LE(head.length, 0);
  head.copy(out, 4);
  ints.copy(out, 4 + head.length);
  Buffer.from(inputs.actionTime.buffer).copy(out, timeAt);
  Buffer.from(inputs.itemKind).copy(out, timeAt + inputs.actionTime.byteLength);
  return out;
}

/** The item whose run of actions holds action a. */
function itemOf(inputs: ReturnType<typeof coordinationInputs>, a: number): number {
  let item = 0;
  while (inputs.itemStart[item + 1] <= a) item++;
  return item;
}

describe('coordination codec', () => {
  it('gives back the same inputs, and so the same answer, at any settings', () => {
    const inputs = coordinationInputs(campaign().posts);
    const decoded = decodeCoordinationInputs(encodeCoordinationInputs(inputs));
    expect(decoded).toEqual(inputs);
    for (const settings of [{}, { window_seconds: 2, post_window_seconds: 20 }, { min_repetitions: 5 }])
      expect(findCoordination(decoded, settings)).toEqual(findCoordination(inputs, settings));
    expect(findCoordination(decoded).accounts).toBe(5);
    expect(findCoordination(decoded, { similarity_percent: 100 }).accounts).toBe(3);
  });

  it('reads format 2 (the shingles), matching them as it decodes, until the next run writes format 3', () => {
    const inputs = coordinationInputs(campaign().posts);
    // Format 2 kept each action's shingles as ranks: the edited copies' texts ranked alike.
    const hashes = inputs.actionUser.map((_, a) =>
      inputs.itemKind[itemOf(inputs, a)] === 1 ? shingleHashes(inputs.itemText[itemOf(inputs, a)]).length : 0,
    );
    const shingleStart = new Int32Array(hashes.length + 1);
    hashes.forEach((count, a) => (shingleStart[a + 1] = shingleStart[a] + count));
    const all = Int32Array.from(
      [...inputs.actionUser.keys()].flatMap((a) =>
        hashes[a] > 0 ? [...shingleHashes(inputs.itemText[itemOf(inputs, a)])] : [],
      ),
    );
    const ranked = rankShingles(shingleStart, all);
    const old = decodeCoordinationInputs(olderVersion(inputs, { shingleStart, shingles: ranked.ranks }));
    expect(old.near).toEqual(inputs.near);
    expect(old.near.first.length).toBeGreaterThan(0);
    for (const settings of [{}, { similarity_percent: 60, post_window_seconds: 20 }, { similarity_percent: 100 }])
      expect(findCoordination(old, settings)).toEqual(findCoordination(inputs, settings));
  });

  it('reads format 1 (before the shingles) as equal texts only, until the next run writes format 3', () => {
    const inputs = coordinationInputs(campaign().posts);
    const old = decodeCoordinationInputs(olderVersion(inputs));
    expect(old.near.first).toHaveLength(0);
    expect(findCoordination(old).accounts).toBe(3);
    expect(findCoordination(old, { similarity_percent: 100 })).toEqual(
      findCoordination(inputs, { similarity_percent: 100 }),
    );
  });

  it('reads a copy at an odd offset (a buffer from a file is not aligned)', () => {
    const bytes = encodeCoordinationInputs(coordinationInputs(campaign().posts));
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(decodeCoordinationInputs(shifted.subarray(1)).actionTime).toEqual(
      decodeCoordinationInputs(bytes).actionTime,
    );
  });

  it('refuses a format version it does not know', () => {
    const head = Buffer.from(JSON.stringify({ version: 99, users: [], itemText: [], actions: 0, actionsSeen: 0 }));
    const bytes = Buffer.concat([Buffer.alloc(4), head]);
    bytes.writeUInt32LE(head.length, 0);
    expect(() => decodeCoordinationInputs(bytes)).toThrow(UnknownCoordinationFormat);
  });

  it('stores nothing but the actions that have a neighbour within the widest window', () => {
    const data = campaign();
    for (let i = 0; i < 50; i++) data.retweet(`lonely${i}`, 'someone', `a post nobody else shares ${i}`, i);
    const inputs = coordinationInputs(data.posts);
    expect(inputs.actionsSeen).toBe(74);
    expect(inputs.actionUser).toHaveLength(24);
    expect(inputs.users).toEqual(['bot_a', 'bot_b', 'bot_c', 'edit_a', 'edit_b']);
  });
});
