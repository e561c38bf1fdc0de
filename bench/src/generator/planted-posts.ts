import { SeededRandom } from '@kizuna/platform/random';
import { COMMON, ENGLISH_TEMPLATES, JAPANESE_TEMPLATES, TOPICS } from './topic-vocabulary.js';

export interface PlantedOptions {
  posts: number;
  groups: number;
  /** Share of retweets that cross to another group (0 = groups only retweet inside). */
  mixing: number;
  seed: number;
  /** Users per post; the default gives about 90k users for 550k posts, as in a real collection. */
  usersPerPost?: number;
  /**
   * Retweets every user makes before the rest are handed out by activity (default 0). With a few,
   * every user has enough interactions to be placed, as in LFR-style planted-partition benchmarks.
   */
  minRetweets?: number;
  /** Share of posts that are retweets. */
  retweetShare?: number;
  /** Share of users writing Japanese. */
  japaneseShare?: number;
  /** Users in all (overrides usersPerPost). */
  users?: number;
  /**
   * Post length as a multiple of the default (two or three sentences): 0.5 writes one sentence,
   * 2 about five. Left out, the default draws exactly as before, so earlier files stay the same.
   */
  postLength?: number;
  /**
   * Share of retweets whose text differs from the original's (a retweet cut short with '…', as
   * old clients and exports do): real collections hold more distinct texts than originals.
   */
  alteredRetweets?: number;
  /** First post time (epoch ms) and the span the posts cover. */
  start?: number;
  spanMs?: number;
}

export interface GeneratedPost {
  author: string;
  text: string;
  time: number;
  followers: number;
}

export interface PlantedPosts {
  posts: GeneratedPost[];
  /** Planted group (0-based) of every user, by screen name. */
  groupOf: Map<string, number>;
}

/**
 * Posts with planted communities. Every user belongs to one group (sizes ∝ 1/√rank, so groups
 * differ in size as real ones do), writes in Japanese or English about the group's topic, and
 * retweets originals of their own group, or of another group with probability `mixing`. Who posts
 * and who gets retweeted are heavy-tailed (Pareto), as on Twitter. Deterministic for a seed.
 */
export function generatePlantedPosts(options: PlantedOptions): PlantedPosts {
  const rng = new SeededRandom(options.seed);
  const groups = options.groups;
  const userCount = Math.max(groups, options.users ?? Math.round(options.posts * (options.usersPerPost ?? 0.165)));
  const retweetShare = options.retweetShare ?? 0.6;
  const japaneseShare = options.japaneseShare ?? 0.5;
  const start = options.start ?? Date.UTC(2026, 10, 18, 0, 0, 0);
  const span = options.spanMs ?? 3 * 24 * 3600 * 1000;

  const groupWeight = Array.from({ length: groups }, (_, g) => 1 / Math.sqrt(g + 1));
  const groupPick = new WeightedPick(groupWeight);
  const users = Array.from({ length: userCount }, (_, u) => {
    // The first users cover every group once, so no group is empty however small the run.
    const group = u < groups ? u : groupPick.draw(rng);
    return {
      name: screenName(u, rng),
      group,
      japanese: rng.next() < japaneseShare,
      activity: pareto(rng, 1.6),
      popularity: pareto(rng, 1.2),
      followers: Math.floor(Math.exp(4 + 2 * gaussian(rng))),
    };
  });
  const groupOf = new Map(users.map((u) => [u.name, u.group]));
  const hashtags = Array.from(
    { length: groups },
    (_, g) => `#${TOPICS[g % TOPICS.length].tag}${g >= TOPICS.length ? g : ''}`,
  );

  const originalsCount = Math.max(groups, Math.round(options.posts * (1 - retweetShare)));
  const authorPick = new WeightedPick(users.map((u) => u.activity));
  const posts: GeneratedPost[] = [];
  const originalsOf: number[][] = users.map(() => []);
  for (let i = 0; i < originalsCount; i++) {
    const author = i < groups ? i : authorPick.draw(rng);
    const user = users[author];
    const text = writePost(rng, user.group, user.japanese, hashtags[user.group], options.postLength);
    originalsOf[author].push(posts.length);
    // Originals fill the first 90% of the span so their retweets fit inside it.
    posts.push({
      author: user.name,
      text,
      time: start + Math.floor(rng.next() * span * 0.9),
      followers: user.followers,
    });
  }

  // Who gets retweeted, per group: users with originals, weighted by popularity.
  const sources = Array.from({ length: groups }, () => ({ users: [] as number[], weights: [] as number[] }));
  users.forEach((u, i) => {
    if (originalsOf[i].length > 0) {
      sources[u.group].users.push(i);
      sources[u.group].weights.push(u.popularity);
    }
  });
  const sourcePick = sources.map((s) => new WeightedPick(s.weights));
  const retweets = options.posts - originalsCount;
  const minRetweets = options.minRetweets ?? 0;
  for (let made = 0; made < retweets;) {
    // The first minRetweets × users retweets go round every user; the rest follow activity.
    const forced = made < minRetweets * userCount ? made % userCount : -1;
    const retweeter = users[forced >= 0 ? forced : authorPick.draw(rng)];
    let group = retweeter.group;
    if (groups > 1 && rng.next() < options.mixing) group = (group + 1 + rng.int(groups - 1)) % groups;
    const source = sources[group].users[sourcePick[group].draw(rng)];
    if (users[source].name === retweeter.name) continue;
    const originals = originalsOf[source];
    const original = posts[originals[rng.int(originals.length)]];
    const delay = Math.floor(-Math.log(1 - rng.next()) * 3 * 3600 * 1000);
    let copied = original.text;
    if (options.alteredRetweets && rng.next() < options.alteredRetweets)
      copied = `${copied.slice(0, Math.max(10, Math.floor(copied.length * (0.5 + 0.4 * rng.next()))))}…`;
    posts.push({
      author: retweeter.name,
      text: `RT @${original.author}: ${copied}`,
      time: Math.min(start + span, original.time + delay),
      followers: retweeter.followers,
    });
    made++;
  }
  posts.sort((a, b) => a.time - b.time);
  return { posts, groupOf };
}

function writePost(rng: SeededRandom, group: number, japanese: boolean, hashtag: string, length?: number): string {
  const topic = TOPICS[group % TOPICS.length];
  const words = japanese ? topic.ja : topic.en;
  const common = japanese ? COMMON.ja : COMMON.en;
  const templates = japanese ? JAPANESE_TEMPLATES : ENGLISH_TEMPLATES;
  // Mostly topic words, some everyday words, as real posts mix both.
  const word = (): string => (rng.next() < 0.8 ? words[rng.int(words.length)] : common[rng.int(common.length)]);
  const sentence = (): string =>
    templates[rng.int(templates.length)]
      .replace('{0}', word())
      .replace('{1}', word())
      .replace('{2}', word())
      .replace('{c}', common[rng.int(common.length)])
      .replace(' {t}', rng.next() < 0.6 ? ` ${hashtag}` : '');
  // Two or three sentences and often a link: about 270 bytes a row, as in real collections
  // (550k posts ≈ 150 MB). Japanese sentences are shorter in characters but not in bytes.
  // Japanese runs sentences together, but a hashtag always ends at a space.
  const join = (text: string, next: string): string => text + (!japanese || text.endsWith(hashtag) ? ' ' : '') + next;
  let text: string;
  if (length === undefined) {
    text = join(sentence(), sentence());
    if (rng.next() < (japanese ? 0.6 : 0.3)) text = join(text, sentence());
  } else {
    // The default's mean (2.6 Japanese, 2.3 English sentences) scaled, drawn as a whole part
    // plus one more with the fraction's probability.
    const mean = Math.max(1, (japanese ? 2.6 : 2.3) * length);
    const count = Math.floor(mean) + (rng.next() < mean - Math.floor(mean) ? 1 : 0);
    text = sentence();
    for (let i = 1; i < count; i++) text = join(text, sentence());
  }
  // Half the posts name something rare (a place, a product, a person): real collections have a
  // long tail of terms used once or twice, which keyword extraction must cope with.
  if (rng.next() < 0.5)
    text += japanese ? ` ${rareWord(rng, KATAKANA, 3 + rng.int(3))}` : ` ${rareWord(rng, LATIN, 2 + rng.int(2))}`;
  if (rng.next() < 0.7) text += ` https://t.co/${randomToken(rng, 10)}`;
  return text;
}

const KATAKANA = [
  'ア',
  'カ',
  'サ',
  'タ',
  'ナ',
  'ハ',
  'マ',
  'ラ',
  'キ',
  'シ',
  'チ',
  'ニ',
  'ミ',
  'リ',
  'ク',
  'ス',
  'ツ',
  'ヌ',
  'ム',
  'ル',
  'ケ',
  'セ',
  'テ',
  'ネ',
  'メ',
  'レ',
  'コ',
  'ソ',
  'ト',
  'ノ',
  'モ',
  'ロ',
  'ン',
  'ー',
];
const LATIN = [
  'bra',
  'ven',
  'tol',
  'mar',
  'kin',
  'sor',
  'lud',
  'pex',
  'gan',
  'rho',
  'zel',
  'tam',
  'qui',
  'dor',
  'fen',
  'lix',
];

function rareWord(rng: SeededRandom, parts: readonly string[], length: number): string {
  let word = '';
  for (let i = 0; i < length; i++) word += parts[rng.int(parts.length)];
  return word;
}

const SYLLABLES = ['ka', 'ri', 'to', 'mo', 'na', 'shi', 'yu', 'ken', 'ai', 'ro', 'sa', 'mi', 'ta', 'ku', 'ha', 'ru'];

function screenName(index: number, rng: SeededRandom): string {
  const parts = 2 + rng.int(2);
  let name = '';
  for (let i = 0; i < parts; i++) name += SYLLABLES[rng.int(SYLLABLES.length)];
  // The index suffix keeps names unique; some names get capitals, as screen names do.
  name = `${name}_${index.toString(36)}`;
  return rng.next() < 0.3 ? name[0].toUpperCase() + name.slice(1) : name;
}

function randomToken(rng: SeededRandom, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(alphabet.length)];
  return out;
}

function pareto(rng: SeededRandom, alpha: number): number {
  return Math.pow(1 - rng.next(), -1 / alpha);
}

function gaussian(rng: SeededRandom): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/** Draws indexes in proportion to weights (cumulative sums + binary search). */
class WeightedPick {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => (this.cumulative[i] = sum += w));
  }

  draw(rng: SeededRandom): number {
    const total = this.cumulative[this.cumulative.length - 1];
    const x = rng.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
