import { createRequire } from 'node:module';
import model from 'wink-eng-lite-web-model';
import { CompiledAutomaton } from './compiled-automaton.js';

/**
 * The parts of wink-nlp's lexicon cache (wink-nlp/src/cache.js) the lexicon noun reader uses.
 * wink ships no typings for it: these are its own methods, as its tagger calls them.
 */
export interface WinkLexiconCache {
  /** Lexeme ids of a text: one for a word (null when not in the lexicon), four per part of a contraction. */
  lookup(text: string): number[] | null;
  /** The lexeme id of the standard spelling ('neighbours' → 'neighbors'), or the id itself. */
  mappedSpelling(index: number): number;
  /** The lexeme id of the lowercase form, after the spelling mapping. */
  normal(index: number): number;
  /** The lexeme id of a contraction part's normal form, from its pointer shifted above 16 bits. */
  nox(pointer: number): number;
  /** Id of the most likely part of speech (POS_TAGS), 0 when none. */
  posOf(index: number): number;
  property(index: number, name: 'isSLemma' | 'lemma' | 'posHint'): number;
  /** Whether a lexeme may take a part of speech (by id). */
  isMemberPOS(index: number, pos: number): boolean;
  /** wink's token type of a lexeme ('word', 'number', 'punctuation', 'decade', ...). */
  property(index: number, name: 'tokenType'): string;
  value(index: number): string;
  intrinsicSize(): number;
  hasSamePOS(text: string, pos: string): boolean;
}

type Lemmatize = (value: string, pos: string, cache: WinkLexiconCache) => string;

interface WinkModel {
  core(): { pos: { list: string[] } } & object;
  /** The part-of-speech automata as wink's exportJSON writes them. */
  pos(): { machines: string[] };
  featureFn: unknown;
  addons: { lemmatize: Lemmatize };
}

/** wink's part-of-speech ids (the model's pos.list), as its lexicon stores them. */
export const POS = { ADJ: 1, NOUN: 8, PROPN: 12 } as const;

export interface WinkLexicon {
  cache: WinkLexiconCache;
  /** Part-of-speech names by id. */
  tags: readonly string[];
  /** wink's lemmatizer: WordNet's exception lists, then suffix rules checked against the lexicon. */
  lemmatize: Lemmatize;
  /** wink's part-of-speech automata, applied in order (each match sets a tag: setMatchedTags). */
  automata: readonly CompiledAutomaton[];
  /** A text's own lexeme id, a contraction's too ('wont'), or undefined when the lexicon lacks it. */
  lexemeOf: (text: string) => number | undefined;
  /** Hyphenated words wink keeps whole by their first or last part ('e-wallet', 'co-operative'). */
  keepsHyphenated: (first: string, last: string) => boolean;
}

const require = createRequire(import.meta.url);

/**
 * wink's English lexicon (about 3 MB of JSON, read once per call: keep what this returns) with
 * the cache wink-nlp's own tagger reads it through, so tags, spellings and lemmas are wink's.
 */
export function loadWinkLexicon(): WinkLexicon {
  const wink = model as unknown as WinkModel;
  const core = wink.core() as ReturnType<WinkModel['core']> & {
    preserve: { prefix: Record<string, boolean>; suffix: Record<string, boolean> };
    features: { lexeme: { hash: Record<string, number> } };
  };
  const createCache = require('wink-nlp/src/cache.js') as (core: object, featureFn: unknown) => WinkLexiconCache;
  const preserve = core.preserve;
  const cache = createCache(core, wink.featureFn);
  const pos = wink.pos();
  // As wink-nlp sets its tagger up (wink-nlp.js, load): each machine steps over the tag that is
  // the lexicon's id of its first value.
  const ignored = cache.lookup(cache.value(0))?.[0] ?? 0;
  const automata = pos.machines.map((machine) => CompiledAutomaton.fromWinkJson(machine, ignored));
  return {
    cache,
    automata,
    tags: core.pos.list,
    lemmatize: wink.addons.lemmatize,
    // The hash has no prototype (wink makes it with Object.create(null)).
    lexemeOf: (text) => core.features.lexeme.hash[text],
    keepsHyphenated: (first, last) => preserve.prefix[first] === true || preserve.suffix[last] === true,
  };
}
