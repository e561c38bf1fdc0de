import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SeededRandom } from '@kizuna/platform/random';
import { TOPICS } from '../generator/topic-vocabulary.js';
import { parseCsv } from '../support/read-posts-csv.js';
import type { GmlGraph } from './parse-gml.js';

/**
 * What the posts of a graph with known groups say, beside the interactions:
 * - `none`: nothing the engine can use (originals are a link alone);
 * - `unrelated`: ordinary sentences from the shared corpora, drawn independently of the groups,
 *   as real posts often are;
 * - `informative`: the same sentences with words of the user's group's topic added (now and then
 *   another group's, as real talk overlaps);
 * - `quiet-only`: informative for users with at most two partners, unrelated for everyone else.
 *
 * And text that says nothing about the groups in the ways real files do (NOISE_VERSIONS): it must
 * move nobody, whatever it is made of.
 * - `constant`: every post says the same words;
 * - `numbers`: an ordinary phrase and a random number ("fine day number 892"), and a retweet's
 *   text is not a copy of the original it names (the retweet draws its own number);
 * - `codes`: an unrelated sentence with short random codes ("qk7", "zb2") that repeat by chance;
 * - `ids`: an unrelated sentence with a long random id;
 * - `hashtags`: an unrelated sentence with hashtags that every group uses alike;
 * - `urls`: an unrelated sentence with a random link;
 * - `emoji`: an unrelated sentence with random emoji;
 * - `retweets-differ`: unrelated sentences, and a retweet's text is another sentence than its original's.
 */
export const NOISE_VERSIONS = [
  'constant',
  'numbers',
  'codes',
  'ids',
  'hashtags',
  'urls',
  'emoji',
  'retweets-differ',
] as const;
export const TEXT_VERSIONS = ['none', 'unrelated', 'informative', 'quiet-only', ...NOISE_VERSIONS] as const;
export type TextVersion = (typeof TEXT_VERSIONS)[number];
export type NoiseVersion = (typeof NOISE_VERSIONS)[number];

/** Ordinary sentences in both languages, from the shared corpora. */
export interface SentencePool {
  en: readonly string[];
  ja: readonly string[];
}

export interface GraphPostRow {
  author: string;
  text: string;
  /** Milliseconds since the epoch. */
  time: number;
}

export interface GraphPosts {
  rows: GraphPostRow[];
  /** Known group (0-based, in order of first appearance) by author name. */
  groupOf: Map<string, number>;
}

const MIN_ORIGINALS = 1;
const MAX_ORIGINALS = 3;
const TOPIC_WORDS_PER_POST = 2;
/** Share of an informative post's topic words that come from another group's topic. */
const OFF_TOPIC = 0.2;
const START = Date.UTC(2026, 10, 1, 0, 0, 0);
const SHARED_HASHTAGS = ['#news', '#today', '#japan', '#trending', '#follow'];
const EMOJI = ['😀', '🎉', '🔥', '👍', '🙏', '😂', '❤️', '🌸', '⚽', '🍜'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = LETTERS + '0123456789';

/** The words a noise version adds to a sentence, drawn afresh for every post. */
function noiseWords(version: NoiseVersion, random: SeededRandom): string {
  const pick = (chars: string, length: number): string =>
    Array.from({ length }, () => chars[random.int(chars.length)]).join('');
  switch (version) {
    case 'codes':
      // Two letters and a digit: 6,760 codes, so some recur across posts by chance alone.
      return Array.from({ length: 3 }, () => pick(LETTERS, 2) + pick('0123456789', 1)).join(' ');
    case 'ids':
      return `id ${pick(ALPHANUMERIC, 12)}`;
    case 'hashtags':
      return `${SHARED_HASHTAGS[random.int(SHARED_HASHTAGS.length)]} ${SHARED_HASHTAGS[random.int(SHARED_HASHTAGS.length)]}`;
    case 'urls':
      return `https://example.com/${pick(LETTERS, 8)}/${pick(ALPHANUMERIC, 10)} www.${pick(LETTERS, 6)}.jp`;
    case 'emoji':
      return Array.from({ length: 1 + random.int(3) }, () => EMOJI[random.int(EMOJI.length)]).join('');
    default:
      return '';
  }
}

/**
 * Originals of the shared corpora, stripped of links and mentions, long enough to be a sentence:
 * #demonetization tweets (English, 2016) and a Japanese comedian's timeline (CC0).
 */
export function sentencePool(sharedDataDir: string): SentencePool {
  const clean = (text: string): string =>
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/@\w+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const column = (file: string, name: string): string[] => {
    const rows = parseCsv(readFileSync(path.join(sharedDataDir, file), 'utf8'));
    const at = rows[0].indexOf(name);
    if (at < 0) throw new Error(`${file}: no ${name} column`);
    return rows.slice(1).map((row) => row[at] ?? '');
  };
  const pick = (texts: string[]): string[] =>
    [...new Set(texts.filter((t) => !t.startsWith('RT ')).map(clean))].filter((t) => t.length >= 20);
  return {
    en: pick(column('posts/demonetization-en/demonetization-tweets.utf8.csv', 'text')),
    ja: pick(column('posts/koume-ja/dayukoume.csv', 'tweet')),
  };
}

/**
 * Posts of a graph with known groups: every user writes 1–3 originals (text as `version` says),
 * and each edge u→v (weight w, rounded up) becomes w retweets by u of v's originals, so the
 * interactions are exactly the graph's. Node i is user `n<id>`. Deterministic for a seed.
 */
export function graphPostsWithText(
  graph: GmlGraph,
  attribute: string,
  version: TextVersion,
  pool: SentencePool,
  seed = 1,
): GraphPosts {
  const random = new SeededRandom(seed);
  const groupIndex = new Map<string, number>();
  const groupOf = new Map<string, number>();
  for (const node of graph.nodes) {
    const label = String(node.attributes[attribute]);
    if (!groupIndex.has(label)) groupIndex.set(label, groupIndex.size);
    groupOf.set(`n${node.id}`, groupIndex.get(label)!);
  }
  const partners = new Map<number, Set<number>>();
  for (const { source, target } of graph.edges) {
    if (!partners.has(source)) partners.set(source, new Set());
    if (!partners.has(target)) partners.set(target, new Set());
    partners.get(source)!.add(target);
    partners.get(target)!.add(source);
  }
  const groups = groupIndex.size;
  const textOf = (node: number): ((i: number) => string) => {
    const japanese = random.next() < 0.5;
    const sentences = japanese ? pool.ja : pool.en;
    const informative = version === 'informative' || (version === 'quiet-only' && (partners.get(node)?.size ?? 0) <= 2);
    const group = groupOf.get(`n${node}`)!;
    return () => {
      // A link alone: a post with no terms, so every version has the same posts in the same order.
      if (version === 'none') return 'https://example.com/' + random.int(1_000_000);
      if (version === 'constant') return 'What a fine day today';
      if (version === 'numbers') return `What a fine day number ${random.int(1_000)}`;
      let text = sentences[random.int(sentences.length)];
      if (informative) {
        const words: string[] = [];
        for (let w = 0; w < TOPIC_WORDS_PER_POST; w++) {
          const topic = TOPICS[(random.next() < OFF_TOPIC ? random.int(groups) : group) % TOPICS.length];
          const vocabulary = japanese ? topic.ja : topic.en;
          words.push(vocabulary[random.int(vocabulary.length)]);
        }
        text = japanese ? `${text} ${words.join('と')}` : `${text} ${words.join(' and ')}`;
      }
      const noise = (NOISE_VERSIONS as readonly string[]).includes(version)
        ? noiseWords(version as NoiseVersion, random)
        : '';
      return noise === '' ? text : `${text} ${noise}`;
    };
  };

  const rows: GraphPostRow[] = [];
  const originals = new Map<number, string[]>();
  let minute = 0;
  const post = (author: number, text: string): void => {
    rows.push({ author: `n${author}`, text, time: START + minute++ * 60_000 });
  };
  const writers = new Map<number, (i: number) => string>();
  for (const node of graph.nodes) {
    const write = textOf(node.id);
    writers.set(node.id, write);
    const count = MIN_ORIGINALS + random.int(MAX_ORIGINALS - MIN_ORIGINALS + 1);
    const texts = Array.from({ length: count }, (_, i) => write(i));
    for (const text of texts) post(node.id, text);
    originals.set(node.id, texts);
  }
  // Retweets whose text is not their original's: the retweeter's own words stand after the marker.
  const differs = version === 'numbers' || version === 'retweets-differ';
  for (const edge of graph.edges) {
    const texts = originals.get(edge.target)!;
    for (let copy = 0; copy < Math.max(1, Math.ceil(edge.weight)); copy++) {
      let text = texts[random.int(texts.length)];
      if (differs) text = writers.get(edge.source)!(copy);
      post(edge.source, `RT @n${edge.target}: ${text}`);
    }
  }
  return { rows, groupOf };
}
