import { SeededRandom } from '@kizuna/platform/random';
import type { Post } from '../types.js';
import { EDITS, editedCopy, type Edit } from './edited-copies.js';

/**
 * A week of posts with planted campaigns of edited copies, in Japanese and in English: each
 * campaign's accounts post their own edited copy (one or two of an emoji, hashtag, link,
 * addressee, a swapped word, a changed ending) of each of its texts within seconds of each other;
 * organic accounts post texts of their own, and popular texts are posted by many of them hours
 * apart (some edited as well). Made for the near-identical coordination tests: the planted
 * accounts are the ones to find, and no organic one is.
 */
export interface EditedCampaigns {
  posts: Post[];
  planted: Set<string>;
  organic: Set<string>;
}

export interface CampaignOptions {
  seed: number;
  campaigns: number;
  organicAccounts: number;
  /** Each organic account's own posts. */
  organicPosts: number;
  /** Popular texts, each posted by this many organic accounts hours apart. */
  popularTexts: number;
  popularPosters: number;
  /** Over how many days (7 unless given; the popular texts start a day and a half before the end at the latest). */
  days?: number;
}

const JA_SUBJECTS = [
  '市長',
  '新しい知事',
  '人気の歌手',
  '地元の高校',
  '大手の電機会社',
  '隣町の商店街',
  '県の観光協会',
  '私鉄の会社',
];
const JA_EVENTS = [
  '記者会見',
  '説明会',
  '記念の式典',
  '無料の講演会',
  '新しい展示会',
  '大きなセール',
  '夜のライブ',
  '署名の呼びかけ',
];
const JA_PLACES = [
  '駅前の広場',
  '市役所の大会議室',
  '中央公園',
  '港の倉庫街',
  '県立図書館',
  '市民ホール',
  '大学の講堂',
  '駅ビルの屋上',
];
const JA_TAILS = [
  'ぜひ参加してください',
  'みんなで応援しましょう',
  '詳しくは公式の案内を見てください',
  'この機会を逃さないでください',
  '拡散をお願いします',
  '家族や友人にも伝えてください',
];
const EN_SUBJECTS = [
  'the mayor',
  'the new governor',
  'a popular singer',
  'the local high school',
  'a large electronics firm',
  'the shopping street next town',
  'the regional tourism board',
  'the private railway',
];
const EN_EVENTS = [
  'press conference',
  'public briefing',
  'memorial ceremony',
  'free lecture',
  'new exhibition',
  'huge sale',
  'night concert',
  'petition drive',
];
const EN_PLACES = [
  'the station square',
  'city hall main room',
  'central park',
  'the harbour warehouses',
  'the prefectural library',
  'the civic hall',
  'the university auditorium',
  'the station building rooftop',
];
const EN_TAILS = [
  'please join us',
  'let us all show our support',
  'see the official notice for details',
  'do not miss this chance',
  'please spread the word',
  'tell your family and friends too',
];
const JA_DAYS = ['月曜', '火曜', '水曜', '木曜', '金曜', '土曜', '日曜'];
const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const DAY = 86_400;

export function editedCampaigns(options: CampaignOptions): EditedCampaigns {
  // Seeded, so the same options give the same week.
  const rng = new SeededRandom(options.seed);
  const rnd = (): number => rng.next();
  const days = options.days ?? 7;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const sentence = (ja: boolean): string => {
    const hour = 1 + Math.floor(rnd() * 12);
    return ja
      ? `${pick(JA_SUBJECTS)}が${pick(JA_DAYS)}の${hour}時から${pick(JA_PLACES)}で${pick(JA_EVENTS)}を開きます。${pick(JA_TAILS)}`
      : `${pick(EN_SUBJECTS)} holds a ${pick(EN_EVENTS)} at ${pick(EN_PLACES)} on ${pick(EN_DAYS)} from ${hour} o'clock, ${pick(EN_TAILS)}`;
  };
  const raw: { author: string; text: string; seconds: number }[] = [];
  const planted = new Set<string>();
  const organic = new Set<string>();
  for (let c = 0; c < options.campaigns; c++) {
    const ja = c % 2 === 0;
    const size = 4 + Math.floor(rnd() * 5);
    const members = Array.from({ length: size }, (_, i) => `camp${c}_${ja ? 'ja' : 'en'}_${i}`);
    members.forEach((m) => planted.add(m));
    for (let item = 0; item < 6; item++) {
      const base = sentence(ja);
      const start = rnd() * days * DAY;
      for (const member of members) {
        if (rnd() > 0.85) continue;
        const edits: Edit[] = [pick(EDITS)];
        if (rnd() < 0.5) edits.push(pick(EDITS));
        raw.push({
          author: member,
          text: editedCopy(base, edits, Math.floor(rnd() * 1000)),
          seconds: Math.floor(start + rnd() * 40),
        });
      }
    }
  }
  const users = Array.from({ length: options.organicAccounts }, (_, i) => `user${i}`);
  users.forEach((u) => organic.add(u));
  for (const user of users)
    for (let p = 0; p < options.organicPosts; p++)
      raw.push({ author: user, text: sentence(rnd() < 0.5), seconds: Math.floor(rnd() * days * DAY) });
  for (let t = 0; t < options.popularTexts; t++) {
    const text = sentence(t % 2 === 0);
    const start = rnd() * (days - 1) * DAY;
    for (let p = 0; p < options.popularPosters; p++) {
      // Hours apart: about one an hour over a day and a half.
      const seconds = Math.floor(start + p * 3600 + rnd() * 1800);
      const copy = rnd() < 0.3 ? editedCopy(text, [pick(EDITS)], p) : text;
      raw.push({ author: pick(users), text: copy, seconds });
    }
  }
  raw.sort((a, b) => a.seconds - b.seconds);
  const start = Date.UTC(2026, 0, 5);
  const posts = raw.map((p, row) => ({
    row,
    author: p.author,
    text: p.text,
    time: start + p.seconds * 1000,
    followers: null,
  }));
  return { posts, planted, organic };
}
