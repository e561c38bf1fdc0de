import { describe, expect, it } from '@jest/globals';
import { CoordinationPosts } from '../test-support/coordination-posts.js';
import { coordinationInputs } from './coordination-inputs.js';
import { findCoordination } from './find-coordination.js';
import { normalizePostText } from './normalize-post-text.js';

const DAY = 24 * 3600;

/** Three accounts retweeting five posts of @brand within seconds, an hour apart each time. */
function plantedTrio(data = new CoordinationPosts()): CoordinationPosts {
  for (let i = 0; i < 5; i++) {
    const at = i * 3600;
    data.post('brand', `新商品のお知らせ その${i}`, at - 600);
    data.retweet('bot_a', 'brand', `新商品のお知らせ その${i}`, at);
    data.retweet('bot_b', 'brand', `新商品のお知らせ その${i}`, at + 4);
    data.retweet('bot_c', 'brand', `新商品のお知らせ その${i}`, at + 11);
  }
  return data;
}

describe('findCoordination', () => {
  it('finds three accounts that co-retweet five posts within seconds as one group, with its evidence', () => {
    const answer = findCoordination(coordinationInputs(plantedTrio().posts));
    expect(answer.groups).toHaveLength(1);
    const [group] = answer.groups;
    expect(group.group_id).toBe(1);
    expect(group.members.map((m) => m.node_id).sort()).toEqual(['bot_a', 'bot_b', 'bot_c']);
    expect(group.members.every((m) => m.posts === 5 && m.co_actions === 5 && m.share === 1)).toBe(true);
    expect(group.co_action_share).toBe(1);
    const ab = group.pairs.find((p) => p.source === 'bot_a' && p.target === 'bot_b')!;
    expect(ab).toMatchObject({ co_retweets: 5, co_posts: 0, median_gap_seconds: 4 });
    const ac = group.pairs.find((p) => p.source === 'bot_a' && p.target === 'bot_c')!;
    expect(ac.median_gap_seconds).toBe(11);
    expect(group.evidence_total).toBe(5);
    expect(group.evidence[0].kind).toBe('retweet');
    expect(group.evidence[0].text).toBe('RT @brand: 新商品のお知らせ その0');
    expect(group.evidence[0].actions.map((a) => a.node_id)).toEqual(['bot_a', 'bot_b', 'bot_c']);
    expect(answer.accounts).toBe(3);
  });

  it("shows the 100 earliest of a group's many items, each with only that group's co-actions, and counts them all", () => {
    const data = new CoordinationPosts();
    // 130 posts retweeted by one pair, posted in a shuffled order of times (so that the earliest
    // items are not the first ones read); another pair, not linked to the first, co-retweets 40
    // of the same posts seconds later, and an ordinary account retweets each a day later.
    const times = Array.from({ length: 130 }, (_, i) => ((i * 53) % 130) * 3600);
    times.forEach((at, i) => {
      data.retweet('bot_a', 'brand', `お知らせ number ${i}`, at);
      data.retweet('bot_b', 'brand', `お知らせ number ${i}`, at + 3);
      if (i < 40) {
        data.retweet('bot_y', 'brand', `お知らせ number ${i}`, at + 200);
        data.retweet('bot_z', 'brand', `お知らせ number ${i}`, at + 205);
      }
      data.retweet('reader', 'brand', `お知らせ number ${i}`, at + DAY);
    });
    const answer = findCoordination(coordinationInputs(data.posts));
    const [ab, yz] = answer.groups;
    expect(ab.members.map((m) => m.node_id).sort()).toEqual(['bot_a', 'bot_b']);
    expect(ab.evidence_total).toBe(130);
    expect(ab.evidence).toHaveLength(100);
    const earliest = times
      .map((at, i) => ({ at, i }))
      .sort((x, y) => x.at - y.at)
      .slice(0, 100);
    expect(ab.evidence.map((e) => e.text)).toEqual(earliest.map(({ i }) => `RT @brand: お知らせ number ${i}`));
    expect(ab.evidence.every((e) => e.actions.map((x) => x.node_id).join() === 'bot_a,bot_b')).toBe(true);
    expect(yz.members.map((m) => m.node_id).sort()).toEqual(['bot_y', 'bot_z']);
    expect(yz.evidence_total).toBe(40);
    expect(yz.evidence.every((e) => e.actions.map((x) => x.node_id).join() === 'bot_y,bot_z')).toBe(true);
  });

  it("lists a large group's 100 strongest pairs and each item's 20 earliest co-actions, and counts them all", () => {
    const data = new CoordinationPosts();
    const bot = (b: number) => `bot_${String(b).padStart(2, '0')}`;
    // 30 accounts retweet each of five posts within 30 s, in an order that is not their names'.
    for (let i = 0; i < 5; i++)
      for (let b = 0; b < 30; b++) data.retweet(bot(b), 'brand', `campaign post ${i}`, i * 3600 + ((b * 7) % 30));
    // The last five by name also co-retweet three more: their ten pairs are the strongest.
    for (let i = 0; i < 3; i++)
      for (let b = 25; b < 30; b++) data.retweet(bot(b), 'brand', `extra post ${i}`, DAY + i * 3600 + b);
    const [group] = findCoordination(coordinationInputs(data.posts)).groups;
    expect(group.members).toHaveLength(30);
    expect(group.pairs_total).toBe((30 * 29) / 2);
    expect(group.pairs).toHaveLength(100);
    const strongest = group.pairs.slice(0, 10).map((p) => [p.source, p.target].sort().join('-'));
    expect(strongest.sort()).toEqual(
      [25, 26, 27, 28].flatMap((a) => [26, 27, 28, 29].filter((b) => b > a).map((b) => `${bot(a)}-${bot(b)}`)),
    );
    expect(group.pairs.map((p) => p.co_retweets)).toEqual([...Array(10).fill(8), ...Array(90).fill(5)]);
    // Equally strong pairs by their names, as the whole list was before it was cut.
    const keys = group.pairs.map((p) => [8 - p.co_retweets, p.source, p.target].join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(group.evidence_total).toBe(8);
    const first = group.evidence[0];
    expect(first.actions_total).toBe(30);
    expect(first.actions.map((a) => a.time - first.actions[0].time)).toEqual(
      Array.from({ length: 20 }, (_, s) => s * 1000),
    );
    expect(group.evidence.slice(5).map((e) => [e.actions.length, e.actions_total])).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
  });

  it('needs the repetitions: two co-retweets are not enough at m = 3, enough at m = 2', () => {
    const data = new CoordinationPosts();
    for (let i = 0; i < 2; i++) {
      data.retweet('a', 'x', `post number ${i} here`, i * 3600);
      data.retweet('b', 'x', `post number ${i} here`, i * 3600 + 5);
    }
    const inputs = coordinationInputs(data.posts);
    expect(findCoordination(inputs).groups).toEqual([]);
    expect(findCoordination(inputs, { min_repetitions: 2 }).groups).toHaveLength(1);
  });

  it('needs the window: retweets 31 s apart do not co-retweet at 30 s, do at 40 s', () => {
    const data = new CoordinationPosts();
    for (let i = 0; i < 3; i++) {
      data.retweet('a', 'x', `post number ${i} here`, i * 3600);
      data.retweet('b', 'x', `post number ${i} here`, i * 3600 + 31);
    }
    const inputs = coordinationInputs(data.posts);
    expect(findCoordination(inputs).groups).toEqual([]);
    expect(findCoordination(inputs, { window_seconds: 40 }).accounts).toBe(2);
  });

  it('counts one item once per pair: the same post retweeted again does not repeat a co-action', () => {
    const data = new CoordinationPosts();
    for (let k = 0; k < 3; k++) {
      data.retweet('a', 'x', 'the only post ever', k);
      data.retweet('b', 'x', 'the only post ever', k + 1);
    }
    expect(findCoordination(coordinationInputs(data.posts)).groups).toEqual([]);
  });

  it('finds co-posting of the same text with other links, mentions, spacing, case and full-width forms', () => {
    const data = new CoordinationPosts();
    const texts = [
      'この商品は最高です！ みんな買おう',
      'Vote for the new park plan today',
      '値上げ反対の署名をお願いします',
    ];
    texts.forEach((text, i) => {
      const at = i * DAY;
      data.post('u1', `${text} https://t.co/abc${i}`, at);
      data.post('u2', `@someone ${text.normalize('NFKC').toUpperCase()}  https://t.co/xyz${i}`, at + 20);
      // Full-width letters and ideographic spaces in the third copy.
      data.post('u3', toFullWidth(text).replace(/ /g, '\u3000'), at + 45);
    });
    const answer = findCoordination(coordinationInputs(data.posts));
    expect(answer.groups).toHaveLength(1);
    const [group] = answer.groups;
    expect(group.members.map((m) => m.node_id).sort()).toEqual(['u1', 'u2', 'u3']);
    expect(group.pairs.every((p) => p.co_posts === 3 && p.co_retweets === 0)).toBe(true);
    expect(group.evidence[0].kind).toBe('post');
    expect(group.pairs).toHaveLength(3);
    // u1 and u3 are 45 s apart: inside the 60 s post window, outside a 30 s one (u2 still links them).
    const narrow = findCoordination(coordinationInputs(data.posts), { post_window_seconds: 30 }).groups;
    expect(narrow[0].pairs.map((p) => `${p.source}-${p.target}`).sort()).toEqual(['u1-u2', 'u2-u3']);
  });

  it('leaves short identical texts out: a greeting posted by many at once is not a campaign', () => {
    const data = new CoordinationPosts();
    for (let d = 0; d < 5; d++) for (const u of ['a', 'b', 'c']) data.post(u, 'おはよう！', d * DAY + 1);
    expect(findCoordination(coordinationInputs(data.posts)).groups).toEqual([]);
  });

  it('does not make a group of a viral post: 500 accounts retweeting each of three popular posts within hours', () => {
    const data = new CoordinationPosts();
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let post = 0; post < 3; post++)
      for (let u = 0; u < 500; u++) {
        // Each ordinary account retweets about one of the three.
        if (random() > 0.4) continue;
        data.retweet(`fan${u}`, 'celebrity', `popular post ${post} with news`, post * DAY + random() * 4 * 3600);
      }
    const answer = findCoordination(coordinationInputs(plantedTrio(data).posts));
    expect(answer.groups.map((g) => g.members.map((m) => m.node_id).sort())).toEqual([['bot_a', 'bot_b', 'bot_c']]);
  });

  it('splits groups that share no pair, ranks them by evidence, and names the communities of a run', () => {
    const data = plantedTrio();
    for (let i = 0; i < 3; i++) {
      data.retweet('p', 'news', `story ${i} of the day`, 10 * DAY + i * 3600);
      data.retweet('q', 'news', `story ${i} of the day`, 10 * DAY + i * 3600 + 2);
    }
    const clusters: Record<string, number[]> = { bot_a: [1], bot_b: [1], bot_c: [2], p: [3] };
    const answer = findCoordination(coordinationInputs(data.posts), {}, (id) => clusters[id]);
    expect(answer.groups.map((g) => [g.group_id, g.evidence_total, g.members.length])).toEqual([
      [1, 5, 3],
      [2, 3, 2],
    ]);
    expect(answer.groups[1].members.map((m) => [m.node_id, m.cluster_ids])).toEqual([
      ['p', [3]],
      ['q', []],
    ]);
    // The members' share counts every post of theirs, not only the co-actions.
    data.post('p', 'an ordinary post of my own', 20 * DAY);
    const [, second] = findCoordination(coordinationInputs(data.posts)).groups;
    expect(second.members.find((m) => m.node_id === 'p')).toMatchObject({ posts: 4, co_actions: 3, share: 0.75 });
  });

  it('bounds the work of a burst: 3,000 retweets of one post in 30 s are not 4.5 million pairs, and say so', () => {
    const data = plantedTrio();
    for (let u = 0; u < 3_000; u++)
      data.retweet(`crowd${u}`, 'idol', 'the post everyone shares at once', DAY + u / 100);
    const answer = findCoordination(coordinationInputs(data.posts));
    // The one item the bound cut short (each of its actions looked at 64 others, not 2,999).
    expect(answer.capped_items).toBe(1);
    expect(answer.groups.map((g) => g.members.length)).toEqual([3]);
  });

  it('answers no groups for no posts, for one account, and for posts without times', () => {
    expect(findCoordination(coordinationInputs([])).groups).toEqual([]);
    const single = new CoordinationPosts();
    for (let i = 0; i < 5; i++) single.retweet('solo', 'x', `post ${i} of many things`, i);
    expect(findCoordination(coordinationInputs(single.posts)).groups).toEqual([]);
    const timeless = plantedTrio().posts.map((p) => ({ ...p, time: Number.NaN }));
    expect(findCoordination(coordinationInputs(timeless)).groups).toEqual([]);
  });

  it('refuses settings out of range', () => {
    const inputs = coordinationInputs([]);
    expect(() => findCoordination(inputs, { window_seconds: 601 })).toThrow(RangeError);
    expect(() => findCoordination(inputs, { min_repetitions: 1 })).toThrow(RangeError);
    expect(() => findCoordination(inputs, { min_repetitions: 2.5 })).toThrow(RangeError);
    expect(() => findCoordination(inputs, { similarity_percent: 49 })).toThrow('similarity_percent');
    expect(() => findCoordination(inputs, { similarity_percent: 80.5 })).toThrow('similarity_percent');
    expect(findCoordination(inputs, {}).settings).toEqual({
      window_seconds: 30,
      post_window_seconds: 60,
      min_repetitions: 3,
      similarity_percent: 80,
    });
  });
});

describe('normalizePostText', () => {
  it('folds full-width forms and case, and drops links, mentions and spaces', () => {
    expect(normalizePostText('＠ｆｏｏ　ＡＢＣ　ｶﾀｶﾅ https://t.co/x1 end')).toBe('abcカタカナend');
  });
});

function toFullWidth(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}
