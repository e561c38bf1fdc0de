import { afterEach, describe, expect, it } from '@jest/globals';
import { coordinationInputs, coordinationSettings, findCoordination } from '../../engine/coordination/index.js';
import { CoordinationPosts } from '../../engine/test-support/coordination-posts.js';
import { encodeCoordinationInputs } from './coordination-codec.js';
import { CoordinationThread } from './coordination-thread.js';

/** Accounts of one project retweeting the brand's posts `gap` seconds apart, an hour between posts. */
function project(brand: string, gap: number) {
  const data = new CoordinationPosts();
  for (let i = 0; i < 5; i++)
    for (const [n, who] of ['a', 'b', 'c'].entries())
      data.retweet(`${brand}_${who}`, brand, `${brand} の新商品のお知らせ その${i}`, i * 3600 + n * gap);
  return coordinationInputs(data.posts);
}

const settings = coordinationSettings({ window_seconds: 45, min_repetitions: 2 });

describe('CoordinationThread (a real worker thread)', () => {
  let thread: CoordinationThread;
  afterEach(async () => {
    await thread.onApplicationShutdown();
  });

  it('answers from the inputs it was handed as the engine does here, and holds nothing it was not', async () => {
    thread = new CoordinationThread();
    const inputs = project('brand', 20);
    expect(await thread.holds('d1')).toBe(false);
    expect(await thread.answer('d1', settings)).toBeNull();

    const bytes = encodeCoordinationInputs(inputs);
    await thread.load('d1', bytes);

    expect(bytes.byteLength).toBe(0); // transferred, not copied
    expect(await thread.holds('d1')).toBe(true);
    const answer = await thread.answer('d1', settings);
    expect(answer).toEqual(findCoordination(inputs, settings));
    expect(answer!.groups[0].members.map((m) => m.node_id).sort()).toEqual(['brand_a', 'brand_b', 'brand_c']);
    // 20 s apart: outside a 10 s window, so the same inputs answer differently at other settings.
    expect((await thread.answer('d1', { ...settings, window_seconds: 10 }))!.groups).toEqual([]);
  });

  it("copies bytes that share their memory (a slice of a larger buffer), leaving the caller's intact", async () => {
    thread = new CoordinationThread();
    const encoded = encodeCoordinationInputs(project('brand', 5));
    const larger = new Uint8Array(encoded.length + 16);
    larger.set(encoded, 8);
    await thread.load('d1', larger.subarray(8, 8 + encoded.length));
    expect(larger.byteLength).toBe(encoded.length + 16);
    expect((await thread.answer('d1', settings))!.groups).toHaveLength(1);
  });

  it('keeps the two projects asked most recently and lets the third go, which is loaded again when asked', async () => {
    thread = new CoordinationThread();
    // Read ahead (warmed up on) or asked for, inputs are kept alike.
    for (const id of ['d1', 'd2', 'd3'])
      await thread.load(id, encodeCoordinationInputs(project(id, 5)), { readAhead: id === 'd2' });
    expect(await Promise.all(['d1', 'd2', 'd3'].map((id) => thread.holds(id)))).toEqual([false, true, true]);
    expect(await thread.answer('d1', settings)).toBeNull();
    expect((await thread.answer('d2', settings))!.groups[0].members).toHaveLength(3);
  });

  it('fails what it was asked when the thread stops, and starts again holding nothing', async () => {
    thread = new CoordinationThread();
    await thread.load('d1', encodeCoordinationInputs(project('brand', 5)));
    const asked = thread.answer('d1', settings);
    await thread.onApplicationShutdown();
    await expect(asked).rejects.toThrow(/stopped before it answered/);
    expect(await thread.holds('d1')).toBe(false);
    expect(await thread.answer('d1', settings)).toBeNull();
  });

  it('reports inputs it cannot read as a failure of that question only', async () => {
    thread = new CoordinationThread();
    await expect(thread.load('bad', new TextEncoder().encode('not coordination inputs'))).rejects.toThrow(
      /^coordination: /,
    );
    await thread.load('d1', encodeCoordinationInputs(project('brand', 5)));
    expect((await thread.answer('d1', settings))!.groups).toHaveLength(1);
  });
});
