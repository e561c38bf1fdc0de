import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cleanPostText,
  countClassTerms,
  createTokenizer,
  EnglishNounReader,
  isJapaneseText,
  isKeptTerm,
  LexiconNounReader,
  termKey,
  topClassTerms,
} from '@kizuna/analysis/engine/text';
import { generatePlantedPosts } from '../generator/planted-posts.js';
import { GRID } from '../grid/grid-bench.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { repoRoot } from '../support/paths.js';
import { parseCsv } from '../support/read-posts-csv.js';

interface NounReader {
  read(text: string): string[];
}

interface Corpus {
  name: string;
  /** Distinct English post bodies (cleanPostText of each distinct term key), as the tokenizer sees them. */
  bodies: string[];
}

/** Distinct English bodies of texts, in first-seen order (the tokenizer reads each key once). */
function englishBodies(texts: Iterable<string>): string[] {
  const seen = new Set<string>();
  const bodies: string[] = [];
  for (const text of texts) {
    const key = termKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    const { body } = cleanPostText(key);
    if (!isJapaneseText(body)) bodies.push(body);
  }
  return bodies;
}

function demonetization(): Corpus | null {
  const file = path.resolve(repoRoot(), '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');
  if (!existsSync(file)) return null;
  const rows = parseCsv(readFileSync(file, 'utf8'));
  const text = rows[0].indexOf('text');
  const bodies = englishBodies(rows.slice(1).map((row) => row[text] ?? ''));
  return { name: 'demonetization-en (shared, real)', bodies };
}

/** The grid's English-heavy cell (4), enough posts for `wanted` distinct English texts. */
function generatedEnglish(wanted: number): Corpus {
  const settings = GRID[3].settings;
  const { posts } = generatePlantedPosts({ ...settings, posts: Math.round(wanted * 2.2), users: 20_000 });
  const bodies = englishBodies(posts.map((p) => p.text)).slice(0, wanted);
  return { name: `generated, grid cell 4 settings (seed ${settings.seed})`, bodies };
}

const kept = (reader: NounReader, body: string): string[] => reader.read(body).filter(isKeptTerm);

/** Share of posts with the same kept nouns, Jaccard of the two vocabularies, and the terms that differ most. */
function agreement(corpus: Corpus, former: NounReader, lighter: NounReader): void {
  let same = 0;
  const formerVocabulary = new Map<string, number>();
  const lighterVocabulary = new Map<string, number>();
  const count = (map: Map<string, number>, terms: string[]) => {
    for (const t of terms) map.set(t, (map.get(t) ?? 0) + 1);
  };
  const examples: string[] = [];
  for (const body of corpus.bodies) {
    const a = kept(former, body);
    const b = kept(lighter, body);
    count(formerVocabulary, a);
    count(lighterVocabulary, b);
    if (a.join('\n') === b.join('\n')) same++;
    else if (examples.length < Number(process.env.EXAMPLES ?? 0))
      examples.push(`${JSON.stringify(body)}\n    former:  ${a.join(' ')}\n    lighter: ${b.join(' ')}`);
  }
  let both = 0;
  for (const t of formerVocabulary.keys()) if (lighterVocabulary.has(t)) both++;
  const union = formerVocabulary.size + lighterVocabulary.size - both;
  // Occurrences that differ, per term: where the two readers disagree most.
  const diff = new Map<string, number>();
  for (const [t, n] of formerVocabulary) diff.set(t, n - (lighterVocabulary.get(t) ?? 0));
  for (const [t, n] of lighterVocabulary) if (!formerVocabulary.has(t)) diff.set(t, -n);
  const top = [...diff]
    .filter(([, d]) => d !== 0)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
    .slice(0, 15);
  console.log(
    `| ${corpus.name} | ${corpus.bodies.length} | ${((100 * same) / corpus.bodies.length).toFixed(2)}% (${corpus.bodies.length - same} differ) | ` +
      `${formerVocabulary.size} | ${lighterVocabulary.size} | ${(both / union).toFixed(4)} |`,
  );
  console.log(`  most differing terms (former − lighter occurrences): ${top.map(([t, d]) => `${t} ${d}`).join(', ')}`);
  for (const e of examples) console.log(`  ${e}`);
}

/**
 * Each planted group's top keywords (class-based TF-IDF, as communities' keywords are scored) over
 * the English posts of the grid's cell 4, with each reader: keywords are what users read.
 */
async function keywords(former: NounReader, lighter: NounReader, posts: number): Promise<void> {
  const { posts: generated, groupOf } = generatePlantedPosts({ ...GRID[3].settings, posts, users: 20_000 });
  const english = generated.filter((p) => !isJapaneseText(p.text));
  const classes = english.map((p) => groupOf.get(p.author) ?? 0);
  const k = Math.max(...classes) + 1;
  const top = async (reader: NounReader) => {
    const tokenizer = await createTokenizer({ english: reader });
    const terms = english.map((p) => tokenizer.tokenize(p.text));
    return topClassTerms(countClassTerms(terms, classes, k), 8).map((row) => row.map((t) => t.term).join(', '));
  };
  const [a, b] = [await top(former), await top(lighter)];
  console.log(`\n## Top keywords of each planted group, English posts of grid cell 4 (${english.length} posts)\n`);
  console.log('| group | former | lighter | same |');
  console.log('| --- | --- | --- | --- |');
  for (let c = 0; c < k; c++) console.log(`| ${c} | ${a[c]} | ${b[c]} | ${a[c] === b[c] ? 'yes' : 'no'} |`);
}

/**
 * The whole tokenizer (cleaning, language, both readers, filter) with each English reader over the
 * distinct texts of two grid cells (4: mostly English; 3: mostly Japanese), alternating: what the
 * lighter reader saves of the tokenize threads' work, in this thread.
 */
async function tokenizerShare(posts: number, passes: number): Promise<void> {
  console.log(`\n## The whole tokenizer, ${posts} posts of grid cells 4 and 3, distinct texts, alternating\n`);
  console.log('| cell | distinct texts | pass | load | with the tagger CPU s | with the lighter reader CPU s | less |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const cell of [3, 2]) {
    const { posts: generated } = generatePlantedPosts({ ...GRID[cell].settings, posts, users: Math.round(posts / 4) });
    const texts = [...new Set(generated.map((p) => termKey(p.text)))];
    for (let pass = 1; pass <= passes; pass++) {
      const withTagger = await createTokenizer({ english: new EnglishNounReader() });
      const withLighter = await createTokenizer();
      const time = (tokenizer: { tokenize(text: string): string[] }) =>
        cpuSeconds({ read: (text) => tokenizer.tokenize(text) }, texts);
      const [a, b] = [time(withTagger), time(withLighter)];
      console.log(
        `| ${cell + 1} | ${texts.length} | ${pass} | ${os.loadavg()[0].toFixed(1)} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(100 * (1 - b / a)).toFixed(0)}% |`,
      );
    }
  }
}

function cpuSeconds(reader: NounReader, bodies: readonly string[]): number {
  const start = process.cpuUsage();
  let sink = 0;
  for (const body of bodies) sink += reader.read(body).length;
  const used = process.cpuUsage(start);
  if (sink < 0) console.log(sink);
  return (used.user + used.system) / 1e6;
}

/**
 * The lighter English noun reader (LexiconNounReader) against today's (EnglishNounReader, wink's
 * tagger): agreement on the shared real English posts and the grid's generated English, then CPU
 * on the same distinct English posts, alternating passes. `node bench/dist/english-nouns/english-nouns-bench.js`.
 */
export async function englishNounsBench(passes = 3, wanted = 20_000): Promise<void> {
  const former = new EnglishNounReader();
  const lighter = new LexiconNounReader();
  const corpora = [demonetization(), generatedEnglish(wanted)].filter((c): c is Corpus => c !== null);
  console.log('\n## A lighter English noun reader: agreement with wink’s tagger\n');
  console.log(
    '| corpus | distinct English posts | same kept nouns | former terms | lighter terms | vocabulary Jaccard |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const corpus of corpora) agreement(corpus, former, lighter);
  await keywords(former, lighter, wanted * 2);

  const bodies = corpora.flatMap((c) => c.bodies);
  console.log(`\n## CPU on ${bodies.length} distinct English posts (both corpora), alternating passes\n`);
  console.log(describeHostReference(measureHostReference()));
  console.log('| pass | load | former CPU s | lighter CPU s | less |');
  console.log('| --- | --- | --- | --- | --- |');
  for (let pass = 1; pass <= passes; pass++) {
    // New readers each pass (made before the clock starts): each text is read once, as in a run,
    // so neither wink's cache of unseen words nor the lighter reader's chunks carry over.
    const [formerPass, lighterPass] = [new EnglishNounReader(), new LexiconNounReader()];
    const a = cpuSeconds(formerPass, bodies);
    const b = cpuSeconds(lighterPass, bodies);
    console.log(
      `| ${pass} | ${os.loadavg()[0].toFixed(1)} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(100 * (1 - b / a)).toFixed(0)}% |`,
    );
  }
  if (process.env.TOKENIZER !== '0') await tokenizerShare(wanted * 2, passes);
  console.log(describeHostReference(measureHostReference()));
}

if (process.argv[1]?.endsWith('english-nouns-bench.js')) {
  englishNounsBench(Number(process.env.PASSES ?? 3), Number(process.env.WANTED ?? 20_000)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
