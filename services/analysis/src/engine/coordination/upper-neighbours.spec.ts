import { describe, expect, it } from '@jest/globals';
import { CoordinationPosts } from '../test-support/coordination-posts.js';
import { coordinationInputs, type CoordinationInputs } from './coordination-inputs.js';
import { allUpperNeighbours, dropOneItemPairs, type UpperNeighbours } from './upper-neighbours.js';

/** Each account's actions in position order, and their items: what the lists are read by. */
function byAccount(inputs: CoordinationInputs) {
  const actions = inputs.actionUser.length;
  const order = Array.from({ length: actions }, (_, a) => a).sort(
    (x, y) => inputs.actionUser[x] - inputs.actionUser[y] || x - y,
  );
  const userStart = new Int32Array(inputs.users.length + 1);
  for (const a of order) userStart[inputs.actionUser[a] + 1]++;
  for (let u = 0; u < inputs.users.length; u++) userStart[u + 1] += userStart[u];
  const itemOf = (a: number) => {
    let item = 0;
    while (inputs.itemStart[item + 1] <= a) item++;
    return item;
  };
  return { userStart, userActions: Int32Array.from(order), userItem: Int32Array.from(order, itemOf) };
}

/** Per action (in the accounts' order): its entries before and after it, as [neighbour, action, gap]. */
function runs(lists: UpperNeighbours): Array<{ before: number[][]; after: number[][] }> {
  return Array.from(lists.after, (after, k) => {
    const entry = (e: number) => [lists.user[e], lists.action[e], lists.gap[e]];
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => entry(from + i));
    return { before: range(lists.start[k], after), after: range(after, lists.start[k + 1]) };
  });
}

describe('upper neighbour lists', () => {
  it('keep only the pairs that co-acted on two items or more, each run in its order', () => {
    const data = new CoordinationPosts();
    // A popular post: forty accounts retweet it minutes apart; each pair of them meets once only.
    for (let i = 0; i < 40; i++) data.retweet(`fan${i}`, 'star', 'a popular post everybody shares', i * 7);
    // Three accounts retweet three posts seconds apart, and one of them two posts with a fan.
    for (let item = 0; item < 3; item++)
      for (const [i, who] of ['ann', 'bob', 'cid'].entries())
        data.retweet(who, 'campaign', `the campaign's post number ${item}`, 1000 + item * 300 + i * 5);
    data.retweet('fan3', 'campaign', "the campaign's post number 0", 1012);
    data.retweet('fan3', 'campaign', "the campaign's post number 1", 1313);
    const inputs = coordinationInputs(data.posts);
    const { userStart, userActions, userItem } = byAccount(inputs);
    const all = allUpperNeighbours(inputs, userActions);
    const itemOf = new Map(Array.from(userActions, (a, k) => [a, userItem[k]]));
    // The distinct items of each pair in the full lists, as the reference.
    const items = new Map<string, Set<number>>();
    runs(all).forEach((run, k) => {
      const u = inputs.actionUser[userActions[k]];
      for (const [v] of [...run.before, ...run.after]) {
        const key = `${u}/${v}`;
        items.set(key, (items.get(key) ?? new Set()).add(itemOf.get(userActions[k])!));
      }
    });
    const expected = runs(all).map((run, k) => {
      const u = inputs.actionUser[userActions[k]];
      const keep = ([v]: number[]) => items.get(`${u}/${v}`)!.size >= 2;
      return { before: run.before.filter(keep), after: run.after.filter(keep) };
    });

    const kept = dropOneItemPairs(all, userStart, userItem, inputs.users.length);

    expect(runs(kept)).toEqual(expected);
    const pairs = new Set(
      Array.from(kept.user, (v, e) => {
        const k = kept.after.findIndex((_, i) => kept.start[i] <= e && e < kept.start[i + 1]);
        return [inputs.users[inputs.actionUser[userActions[k]]], inputs.users[v]].sort().join('+');
      }),
    );
    expect([...pairs].sort()).toEqual(['ann+bob', 'ann+cid', 'ann+fan3', 'bob+cid', 'bob+fan3', 'cid+fan3']);
    expect(kept.user.length).toBeLessThan(all.user.length / 10);
  });
});
