import type { Post } from '@kizuna/analysis/engine';
import { lcg } from '../support/analysed-project.js';

/** What the generator plants and among what. Times in seconds. */
export interface CoordinationScenario {
  ordinaryUsers: number;
  /** Coordinated groups, each of groupSize[0]..groupSize[1] accounts. */
  groups: number;
  groupSize: [number, number];
  /** Per group: originals its members retweet together, and texts they post together. */
  retweetCampaigns: number;
  postCampaigns: number;
  /** Chance a member takes part in one campaign item. */
  participation: number;
  /** Members act within this many seconds of the item's start (retweets / copied posts). */
  retweetJitter: number;
  postJitter: number;
  /** Popular posts, each retweeted by viralReach[0]..viralReach[1] ordinary accounts within hours. */
  viralPosts: number;
  viralReach: [number, number];
  seed: number;
}

export const DEFAULT_SCENARIO: CoordinationScenario = {
  ordinaryUsers: 20_000,
  groups: 10,
  groupSize: [4, 12],
  retweetCampaigns: 8,
  postCampaigns: 5,
  participation: 0.8,
  retweetJitter: 20,
  postJitter: 45,
  viralPosts: 60,
  viralReach: [150, 800],
  seed: 31,
};

export interface CoordinatedPosts {
  posts: Post[];
  /** The planted accounts (lowercased), by group. */
  planted: Map<string, number>;
}

const WEEK = 7 * 24 * 3600;
const START = Date.UTC(2026, 10, 1);
const WORDS = [
  '新商品',
  '値上げ',
  'election',
  'ramen',
  '応援',
  'launch',
  'policy',
  'サッカー',
  'music',
  '地震',
  'sale',
];

/**
 * Ordinary accounts post their own texts, retweet each other now and then, and pile onto viral
 * posts (delays from the post exponential with a 20-minute mean, so the first minutes are dense);
 * planted groups retweet their campaign's originals and post its texts (each copy with its own
 * link, mention, case or full-width form) seconds apart, each member taking part most times.
 */
export function coordinatedPosts(scenario: CoordinationScenario): CoordinatedPosts {
  const random = lcg(scenario.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = ([lo, hi]: [number, number]) => lo + Math.floor(random() * (hi - lo + 1));
  const raw: Array<{ author: string; text: string; time: number }> = [];
  const add = (author: string, text: string, seconds: number) =>
    raw.push({ author, text, time: START + Math.round(seconds * 1000) });
  const ordinary = Array.from({ length: scenario.ordinaryUsers }, (_, i) => `user${i}`);
  const planted = new Map<string, number>();
  const members: string[][] = [];
  for (let g = 0; g < scenario.groups; g++) {
    const group = Array.from({ length: between(scenario.groupSize) }, (_, i) => `g${g}_acct${i}`);
    group.forEach((name) => planted.set(name, g + 1));
    members.push(group);
  }
  const everyone = [...ordinary, ...members.flat()];
  // Ordinary life: own posts and the odd retweet of someone's own post, spread over the week.
  const ownPosts: Array<{ author: string; text: string }> = [];
  for (const user of everyone)
    for (let p = between([2, 8]); p > 0; p--) {
      const text = `${pick(WORDS)} ${pick(WORDS)} について ${user} の感想 ${Math.floor(random() * 1e6)}`;
      ownPosts.push({ author: user, text });
      add(user, text, random() * WEEK);
    }
  for (const user of everyone)
    for (let r = between([0, 4]); r > 0; r--) {
      const target = pick(ownPosts);
      if (target.author !== user) add(user, `RT @${target.author}: ${target.text}`, random() * WEEK);
    }
  // Viral posts: hundreds of ordinary accounts (and members, as anyone) within hours.
  for (let v = 0; v < scenario.viralPosts; v++) {
    const star = `star${v % 12}`;
    const text = `【速報】${pick(WORDS)} big news number ${v} from ${star}`;
    const at = random() * WEEK;
    add(star, text, at);
    const reach = between(scenario.viralReach);
    for (let r = 0; r < reach; r++) add(pick(everyone), `RT @${star}: ${text}`, at + -Math.log(1 - random()) * 1200);
  }
  // Campaigns.
  members.forEach((group, g) => {
    const brand = `brand${g}`;
    for (let c = 0; c < scenario.retweetCampaigns; c++) {
      const text = `キャンペーン ${g}-${c}: ${pick(WORDS)} をチェック https://example.com/${g}/${c}`;
      const at = random() * WEEK;
      add(brand, text, at);
      const start = at + random() * 120;
      for (const member of group)
        if (random() < scenario.participation)
          add(member, `RT @${brand}: ${text}`, start + random() * scenario.retweetJitter);
    }
    for (let c = 0; c < scenario.postCampaigns; c++) {
      const text = `Everyone should know about ${pick(WORDS)} plan ${g}-${c} now`;
      const start = random() * WEEK;
      for (const member of group)
        if (random() < scenario.participation)
          add(member, variant(text, random), start + random() * scenario.postJitter);
    }
  });
  raw.sort((a, b) => a.time - b.time);
  return {
    posts: raw.map((p, row) => ({ row, author: p.author, text: p.text, time: p.time, followers: 100 })),
    planted,
  };
}

/** The same text as a copy-paste campaign varies it: a link, a mention, case, full-width letters. */
function variant(text: string, random: () => number): string {
  const r = random();
  if (r < 0.25) return `${text} https://t.co/${Math.floor(random() * 1e9).toString(36)}`;
  if (r < 0.5) return `@friend${Math.floor(random() * 100)} ${text}`;
  if (r < 0.75) return text.toUpperCase();
  return text.replace(/[A-Za-z0-9]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
}
