import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Coordination } from '@kizuna/http-api';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startProject } from './relations-data.js';

const ROUTE = '/api/v1/analyze/cluster/get_coordination';

/**
 * Three accounts retweeting four of a brand's posts seconds apart, among fans who retweet each of
 * them once, minutes later, and two accounts posting the same text (one in full-width letters)
 * 20 s apart three times — the same words at 09:00, 10:00 and 11:00; and two accounts posting
 * their own edited copies of three texts (two Japanese, one English) 15 s apart, no two equal.
 */
function coordinationCsv(): string {
  const rows = ['author,text,time,followers'];
  const at = (h: number, m: number, s: number) =>
    `2024-03-01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i} をチェック`;
    rows.push(`brand,${text},${at(9 + i, 0, 0)},1000`);
    ['bot_a', 'bot_b', 'bot_c'].forEach((bot, n) => rows.push(`${bot},"RT @brand: ${text}",${at(9 + i, 1, n * 7)},3`));
    for (let f = 0; f < 3; f++) rows.push(`fan${i}_${f},"RT @brand: ${text}",${at(9 + i, 10 + f * 9, 0)},20`);
  }
  for (let i = 0; i < 3; i++) {
    rows.push(`copy_one,Stop the new tax plan ${i} today,${at(14 + i, 0, 0)},5`);
    rows.push(`copy_two,ＳＴＯＰ ＴＨＥ ＮＥＷ ＴＡＸ ＰＬＡＮ ${i} ＴＯＤＡＹ,${at(14 + i, 0, 20)},5`);
  }
  for (const [i, [one, two]] of NEAR_COPIES.entries()) {
    rows.push(`near_one,"${one}",${at(18 + i, 0, 0)},5`);
    rows.push(`near_two,"${two}",${at(18 + i, 0, 15)},5`);
  }
  return rows.join('\n') + '\n';
}

/** Each text's two copies: a swapped word, a changed ending, an emoji, a hashtag, a link, an addressee. */
const NEAR_COPIES = [
  [
    '新しい子育て支援策の説明会が明日の午後三時から市役所の大会議室で開かれます 🎉',
    '@reader_1 新しい子育て支援策の説明会が本日の午後三時から市役所の大会議室で開かれます',
  ],
  [
    'この法案には重大な問題があるので今すぐ反対の声を上げてください https://t.co/a1',
    'この法案には重大な問題があるので今すぐ反対の声を上げてください！！',
  ],
  [
    'residents are invited to share their views on the station redevelopment plan this weekend #share',
    'residents are invited to share their views on the station redevelopment plan this saturday',
  ],
] as const;

type Group = Coordination['groups'][number];

describe('coordinated amplification: POST /api/v1/analyze/cluster/get_coordination', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let viewer: string;
  let admin: string;
  let run: string;
  const ask = (token: string | null, body: object) => {
    const req = request(h.http).post(ROUTE);
    return (token ? req.set('X-Auth-Token', token) : req).send(body);
  };

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    viewer = await h.approvedUser('viewer@example.com');
    admin = await h.login(ADMIN);
    const project = await startProject(h.http, owner, h.dataDir, 'Campaign', coordinationCsv(), [2], 'retweet');
    run = project.runs.get(2)!;
    expect((await waitForProject(h.http, owner, project.projectId)).status).toBe(2);
    await request(h.http)
      .post('/api/v1/process/share_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: project.projectId, email: 'viewer@example.com', role: 'viewer' })
      .expect(200);
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('finds the retweeting trio and the copying pair at the defaults, with evidence and the run’s communities', async () => {
    const { data } = (await ask(owner, { process_id: run }).expect(200)).body as {
      data: { settings: object; groups: Group[]; accounts: number };
    };
    expect(data.settings).toEqual({
      window_seconds: 30,
      post_window_seconds: 60,
      min_repetitions: 3,
      similarity_percent: 80,
    });
    expect(data.groups.map((g) => g.members.map((m) => m.node_id).sort())).toEqual([
      ['bot_a', 'bot_b', 'bot_c'],
      ['copy_one', 'copy_two'],
      ['near_one', 'near_two'],
    ]);
    const [trio, copiers, editors] = data.groups;
    expect(trio.evidence_total).toBe(4);
    expect(trio.evidence[0].actions.map((a) => a.node_id)).toEqual(['bot_a', 'bot_b', 'bot_c']);
    expect(trio.evidence[0].actions_total).toBe(3);
    expect(trio.pairs_total).toBe(3);
    expect(trio.pairs.find((p) => p.source === 'bot_a' && p.target === 'bot_c')).toMatchObject({
      co_retweets: 4,
      median_gap_seconds: 14,
    });
    expect(copiers.pairs).toEqual([
      {
        source: 'copy_one',
        target: 'copy_two',
        co_retweets: 0,
        co_posts: 3,
        near_identical_posts: 0,
        median_gap_seconds: 20,
      },
    ]);
    // No two of their copies are equal: paired by near-identical texts, listed side by side.
    expect(editors.pairs).toEqual([
      {
        source: 'near_one',
        target: 'near_two',
        co_retweets: 0,
        co_posts: 3,
        near_identical_posts: 3,
        median_gap_seconds: 15,
      },
    ]);
    expect(editors.evidence_total).toBe(0);
    expect(editors.near_matches_total).toBe(3);
    expect(editors.near_matches.map((m) => [m.source.text, m.target.text])).toEqual(NEAR_COPIES);
    for (const m of editors.near_matches) expect(m.similarity).toBeGreaterThanOrEqual(0.8);
    for (const m of trio.members) {
      expect(m).toMatchObject({ posts: 4, co_actions: 4, share: 1 });
      expect(m.cluster_ids).toEqual([expect.any(Number)]);
    }
    // The fans retweeted the same posts, minutes apart: not a group.
    expect(data.accounts).toBe(7);
  });

  it('pairs equal texts only at similarity_percent 100, and more edited ones lower down', async () => {
    const equal = (await ask(owner, { process_id: run, similarity_percent: 100 }).expect(200)).body.data;
    expect(equal.settings.similarity_percent).toBe(100);
    expect(equal.accounts).toBe(5);
    expect(equal.groups.every((g: Group) => g.near_matches_total === 0)).toBe(true);
    const loose = (await ask(owner, { process_id: run, similarity_percent: 50 }).expect(200)).body.data;
    expect(loose.accounts).toBeGreaterThanOrEqual(7);
  });

  it('follows the settings: a narrower window loses the slowest pair, more repetitions than they have lose all', async () => {
    const narrow = (await ask(owner, { process_id: run, window_seconds: 10 }).expect(200)).body.data;
    expect(narrow.groups[0].pairs.map((p: Group['pairs'][0]) => `${p.source}-${p.target}`).sort()).toEqual([
      'bot_a-bot_b',
      'bot_b-bot_c',
    ]);
    const strict = (await ask(admin, { process_id: run, min_repetitions: 5 }).expect(200)).body.data;
    expect(strict.groups).toEqual([]);
    const slow = (await ask(owner, { process_id: run, post_window_seconds: 10 }).expect(200)).body.data;
    expect(slow.accounts).toBe(3);
  });

  it('downloads the groups as CSV, one row per member, at the settings asked', async () => {
    const res = await request(h.http)
      .post('/api/v1/analyze/cluster/download_coordination')
      .set('X-Auth-Token', owner)
      .send({ process_id: run, window_seconds: 10 })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/coordination_w10_p60_m3_s80_\d{8}\.csv/);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'group_id,group_size,group_evidence_total,group_co_action_share,group_near_matches_total,node_id,posts,co_actions,share,cluster_ids,window_seconds,post_window_seconds,min_repetitions,similarity_percent,labels,label_notes',
    );
    const members = lines.slice(1).map((l) => l.split(','));
    expect(members.map((c) => [c[0], c[5], c[4]]).sort()).toEqual([
      ['1', 'bot_a', '0'],
      ['1', 'bot_b', '0'],
      ['1', 'bot_c', '0'],
      ['2', 'copy_one', '0'],
      ['2', 'copy_two', '0'],
      ['3', 'near_one', '3'],
      ['3', 'near_two', '3'],
    ]);
    expect(members.every((c) => c[10] === '10' && c[11] === '60' && c[12] === '3' && c[13] === '80')).toBe(true);
    await request(h.http)
      .post('/api/v1/analyze/cluster/download_coordination')
      .set('X-Auth-Token', stranger)
      .send({ process_id: run })
      .expect(404);
  });

  it('answers a colleague the project is shared with (viewer), the groups and the CSV, and refuses a stranger both', async () => {
    const seen = (await ask(viewer, { process_id: run }).expect(200)).body.data as { groups: Group[] };
    expect(seen.groups.map((g) => g.members.length)).toEqual([3, 2, 2]);
    const csv = await request(h.http)
      .post('/api/v1/analyze/cluster/download_coordination')
      .set('X-Auth-Token', viewer)
      .send({ process_id: run })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(csv.body as string).toContain('bot_a');
    expect((await ask(stranger, { process_id: run }).expect(404)).body.code).toBe('errors.not_found');
    const refused = await request(h.http)
      .post('/api/v1/analyze/cluster/download_coordination')
      .set('X-Auth-Token', stranger)
      .send({ process_id: run })
      .expect(404);
    expect(refused.body.code).toBe('errors.not_found');
    await request(h.http).post('/api/v1/analyze/cluster/download_coordination').send({ process_id: run }).expect(401);
    await request(h.http)
      .post('/api/v1/analyze/cluster/download_coordination')
      .set('X-Auth-Token', viewer)
      .send({ process_id: 'no-such-run' })
      .expect(404);
  });

  it('refuses who may not ask and what cannot be asked', async () => {
    expect((await ask(null, { process_id: run }).expect(401)).body.code).toBe('errors.unauthorized');
    expect((await ask(stranger, { process_id: run }).expect(404)).body.code).toBe('errors.not_found');
    expect((await ask(owner, { process_id: 'no-such-run' }).expect(404)).body.code).toBe('errors.not_found');
    expect((await ask(owner, { process_id: run, window_seconds: 601 }).expect(400)).body.code).toBe(
      'errors.bad_request',
    );
    await ask(owner, { process_id: run, min_repetitions: 1 }).expect(400);
    for (const similarity_percent of [49, 101, 0.5, -80]) {
      const refused = (await ask(owner, { process_id: run, similarity_percent }).expect(400)).body;
      expect(JSON.stringify(refused)).toContain('similarity_percent');
    }
  });

  it('takes whole seconds and counts only: a decimal setting is a 400 naming it, on the answer and the download', async () => {
    for (const decimal of [
      { window_seconds: 599.999999999 },
      { post_window_seconds: 60.5 },
      { min_repetitions: 3.0000001 },
      { similarity_percent: 80.5 },
    ]) {
      const name = Object.keys(decimal)[0];
      const refused = (await ask(owner, { process_id: run, ...decimal }).expect(400)).body;
      expect(refused.code).toBe('errors.bad_request');
      expect(JSON.stringify(refused)).toContain(name);
      await request(h.http)
        .post('/api/v1/analyze/cluster/download_coordination')
        .set('X-Auth-Token', owner)
        .send({ process_id: run, ...decimal })
        .expect(400);
    }
    // A whole number written with a zero fraction is the same number in JSON: taken.
    expect((await ask(owner, { process_id: run, window_seconds: 30.0 }).expect(200)).body.data.settings).toEqual({
      window_seconds: 30,
      post_window_seconds: 60,
      min_repetitions: 3,
      similarity_percent: 80,
    });
  });
});
