import { closingMark } from './closing-mark.js';
import { loadWinkLexicon, POS, type WinkLexicon, type WinkLexiconCache } from './wink-lexicon.js';

// Where wink's tokenizer splits text: spaces (no-break ones too) and line breaks.
const SPACES = /[\s\u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]+/;
const LETTER = 'a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF';
const LETTER_OR_DIGIT = `${LETTER}0-9\\u0300-\\u036f\\u2060`;
// One token of a chunk wink's lexicon does not know, in wink's order of preference: hashtags
// and mentions; emoticons; times ('10am'), ordinals ('2nd') and decades ('90s'), whose letters
// are no words; a word of two or more characters (a Latin letter, then letters and digits joined
// by at most one . - – ' ’ or &); a number (not the hour of a time: '10.30-7pm'); a letter and a
// period ('k.'); letters; a run of dots or dashes; any other character alone.
const TOKEN_SOURCE = [
  '#[a-z][a-z0-9]*|@\\w+',
  "[:;]['’]?-?[)(]+|[:;]-?[\\]}3>[{@oO*PpDS/|X?\\\\]|<[\\\\/]?3+|[)(]-?'?[:;]|\\\\o/",
  '(?:\\d|[01]\\d|2[0-3]):?(?:[0-5]\\d)?(?:[ap]\\.?m\\.?|hours|hrs)',
  '\\d+(?:st|nd|rd|th)(?![a-z])',
  "['’]?\\d0s(?![a-z])|[1-2]\\d\\d0s",
  `([${LETTER}][${LETTER_OR_DIGIT}]*(?:[.\\-–'’&]?[${LETTER_OR_DIGIT}]+\\.?)+)`,
  '([+-]?\\d+(?:[.,\\-/:]?\\d+)*)(?![ap]m)',
  `([a-z]\\.|[${LETTER}]+)`,
  '\\.{2,}|--|––',
  '[^]',
].join('|');
// eslint-disable-next-line no-misleading-character-class -- wink's own class: combining marks (U+0300–U+036F) continue a word.
const TOKEN = new RegExp(TOKEN_SOURCE, 'giu');
// A word and one closing mark ('cash,'), which wink reads without looking further.
const WORD_THEN_MARK_SOURCE = `^[${LETTER}]+[’”"\\])}…,.!;?/:]$`;
const WORD_THEN_MARK = new RegExp(WORD_THEN_MARK_SOURCE, 'i');
// A final possessive ("Modi's"), split off when it ends a chunk.
const POSSESSIVE = /^(.+)(['’]s)$/;
// One mark at either end of a chunk, as wink strips it before asking its lexicon.
const OPENING = /^(––|--|[‘'“"[({…\-–])(.+?[^’'”"\])}…,.!;?\-–:\u0964\u0965])$/;
const SHORT_FORM_DOT = /^(?:[A-Z]\.)+$/i;
const SHORT_FORM = /^(?:[A-Z]\.)+[a-z]?$/i;
const HYPHENS = /[-–—]/;
const DIGIT = /[0-9]/;
// A lowercase word wink has not seen: its shape says nothing, its ending may (wink's own rules).
const LOWERCASE = /^[a-z][a-z\-–—.]*$/;
const TITLE_CASE = /^[A-Z][a-z\-–—.]*$/;
// prettier-ignore
const SUFFIX_TAG: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, {
  ing: 16, ed: 16, ly: 3, able: 1, tish: 1, like: 1, ous: 1, ful: 1, ary: 1, less: 1, ier: 1, est: 1, fy: 1,
  ky: 1, es: 8, er: 8, or: 8, ity: 8, ion: 8, llah: 12, stan: 12, gton: 12, abad: 12, land: 12, pur: 12, tnam: 12,
});
// Without a prototype: a word's ending is looked up as a key.
const PREFIX_TAG: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, {
  anti: 1,
  post: 1,
  non: 1,
  cross: 8,
});
const PUNCTUATION = /^(?:\.{2,}|--|––|[’'‘`“”"[\](){}…,.!;?/:\-–—¿¡])$/;
const NUM = 9;
const PUNCT = 13;
const SYM = 15;
const X = 17;
// Contraction parts point into wink's expansions table; wink keeps the pointer above 16 bits.
const BITS_FOR_SPACES = 16;

/**
 * wink's tagger's updater (the model's pos-updater): each match of an automaton sets its first
 * token's tag, a negative one always (as its absolute value), a positive one where the token's
 * normal form may take it. wink's matches carry the tag as a string and so may leave one; here
 * tags stay numbers.
 */
function setMatchedTags(matches: readonly number[], cache: WinkLexiconCache, tags: number[], normals: number[]): void {
  for (let m = 0; m < matches.length; m += 3) {
    const token = matches[m];
    const target = matches[m + 2];
    if (target < 0) tags[token] = -target;
    else if (cache.isMemberPOS(normals[token], target)) tags[token] = target;
  }
}

/** The tokens of one text as wink's tagger sees them. */
class Tokens {
  /** Lexeme id (`unknown` for a word outside the lexicon). */
  lexemes: number[] = [];
  /** The lexeme's tagging hint (0 for none), which the automata read in place of the tag. */
  hints: number[] = [];
  /** Lexeme id of the lowercase form (the automata's rules check a tag against it). */
  normals: number[] = [];
  tags: number[] = [];
  /** The word itself, for words outside the lexicon (else ''). */
  words: string[] = [];
  /** Lemma id of a contraction's part (else -1). */
  lemmas: number[] = [];
  /** Whether the token is a word (wink's token type 'word'): only words give nouns. */
  isWord: boolean[] = [];

  push(lexeme: number, hint: number, normal: number, tag: number, word: string, lemma: number, isWord = true): void {
    this.lexemes.push(lexeme);
    this.hints.push(hint);
    this.isWord.push(isWord);
    this.normals.push(normal);
    this.tags.push(tag);
    this.words.push(word);
    this.lemmas.push(lemma);
  }

  get length(): number {
    return this.tags.length;
  }

  /** These tokens in the compact form a chunk is remembered in. */
  toChunk(): RememberedChunk {
    // Sized once: an array grown by push keeps spare room, several times these few numbers.
    const numbers = new Array<number>(this.tags.length * 6);
    for (let i = 0, j = 0; i < this.tags.length; i++, j += 6) {
      numbers[j] = this.lexemes[i];
      numbers[j + 1] = this.hints[i];
      numbers[j + 2] = this.normals[i];
      numbers[j + 3] = this.tags[i];
      numbers[j + 4] = this.lemmas[i];
      numbers[j + 5] = this.isWord[i] ? 1 : 0;
    }
    return { numbers, words: this.words.some((word) => word !== '') ? this.words.slice() : null };
  }

  append(chunk: RememberedChunk): void {
    const { numbers, words } = chunk;
    for (let j = 0, i = 0; j < numbers.length; j += 6, i++) {
      const word = words === null ? '' : words[i];
      this.push(numbers[j], numbers[j + 1], numbers[j + 2], numbers[j + 3], word, numbers[j + 4], numbers[j + 5] === 1);
    }
  }

  clear(): void {
    this.lexemes.length = 0;
    this.hints.length = 0;
    this.normals.length = 0;
    this.tags.length = 0;
    this.words.length = 0;
    this.lemmas.length = 0;
    this.isWord.length = 0;
  }
}

/**
 * A chunk's tokens as remembered: six numbers a token (lexeme, hint, normal, tag, lemma, is a
 * word), and the words outside the lexicon (null when there are none).
 */
interface RememberedChunk {
  numbers: number[];
  words: string[] | null;
}

// Chunks whose tokens are remembered: words repeat from post to post, so most chunks are cut and
// looked up once (half the reader's time went to cutting and lookups). Forgotten all at once
// when full: about 600 bytes a chunk with its key and map entry (measured on generated and real
// English), so at most about 10 MB a tokenize thread.
const MEMO_LIMIT = 16_384;

/**
 * Reads noun and proper-noun lemmas out of English text, lowercased, in text order, as
 * EnglishNounReader does, without building wink-nlp's document: words are cut as wink's
 * tokenizer cuts them, each gets the tag wink's lexicon gives it first (wink's rules for words it
 * has not seen), then wink's own part-of-speech automata correct the tags from their context, and
 * the nouns get wink's lemmas. Filtering of single characters and stop words is left to the caller.
 */
export class LexiconNounReader {
  private readonly lexicon: WinkLexicon = loadWinkLexicon();
  // Lexeme id standing for any word outside the lexicon: wink's cache has no hints or classes for those.
  private readonly unknown = this.lexicon.cache.intrinsicSize();
  private readonly memo = new Map<string, RememberedChunk>();
  private readonly scratch = new Tokens();
  // Lemmas of lexicon words as nouns and as names, by lexeme id (at most the lexicon's size).
  private readonly nounLemmas = new Map<number, string>();
  private readonly nameLemmas = new Map<number, string>();
  // The tokens of the text being read, reused from text to text.
  private readonly tokens = new Tokens();
  private readonly matches: number[] = [];

  read(text: string, out: string[] = []): string[] {
    const tokens = this.tokens;
    tokens.clear();
    for (const chunk of text.split(SPACES)) if (chunk !== '') tokens.append(this.segment(chunk));
    if (tokens.length === 0) return out;
    const { automata, cache } = this.lexicon;
    for (const automaton of automata) {
      automaton.recognize(tokens.tags, tokens.hints, this.matches);
      setMatchedTags(this.matches, cache, tokens.tags, tokens.normals);
    }
    for (let i = 0; i < tokens.tags.length; i++) {
      const tag = tokens.tags[i];
      if ((tag !== POS.NOUN && tag !== POS.PROPN) || !tokens.isWord[i]) continue;
      // As EnglishNounReader: wink gives some tokens no lemma (the contraction 'wont' in
      // ' ..LOL! I bring my razor. So, what you miss, I wont.'): the word itself stands in.
      const lemma = (this.lemma(tokens, i, tag) as string | undefined) ?? this.value(tokens, i);
      if (typeof lemma === 'string' && lemma !== '') out.push(lemma.toLowerCase());
    }
    return out;
  }

  /** Token i as written (its.value). */
  private value(tokens: Tokens, i: number): string | undefined {
    return tokens.words[i] !== '' ? tokens.words[i] : this.lexicon.cache.value(tokens.lexemes[i]);
  }

  /** wink's lemma of token i (its.lemma): the contraction's, the lexicon's single one, or the lemmatizer's. */
  private lemma(tokens: Tokens, i: number, tag: number): string {
    const { cache, lemmatize, tags } = this.lexicon;
    if (tokens.lemmas[i] >= 0) return cache.value(tokens.lemmas[i]);
    const lexeme = tokens.lexemes[i];
    if (lexeme === this.unknown) {
      // A capitalised form of a known word ('Behaviour', 'Rt'): wink lemmatizes its lowercase
      // form's standard spelling ('behavior', 'retweet').
      const normal = tokens.normals[i];
      const value = normal === this.unknown ? tokens.words[i].toLowerCase() : cache.value(cache.normal(normal));
      return lemmatize(value, tags[tag], cache);
    }
    const known = tag === POS.NOUN ? this.nounLemmas : this.nameLemmas;
    let lemma = known.get(lexeme);
    if (lemma === undefined) {
      const mapped = cache.mappedSpelling(lexeme);
      lemma =
        cache.property(mapped, 'isSLemma') === 1
          ? cache.value(cache.property(mapped, 'lemma'))
          : lemmatize(cache.value(cache.normal(lexeme)), tags[tag], cache);
      known.set(lexeme, lemma);
    }
    return lemma;
  }

  /** The tokens of a chunk, remembered. */
  private segment(chunk: string): RememberedChunk {
    let remembered = this.memo.get(chunk);
    if (remembered === undefined) {
      this.scratch.clear();
      this.chunk(chunk, this.scratch);
      remembered = this.scratch.toChunk();
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      this.memo.set(chunk, remembered);
    }
    return remembered;
  }

  /** One space-delimited chunk, as wink's tokenizer reads it. */
  private chunk(chunk: string, tokens: Tokens): void {
    if (this.known(chunk, tokens)) return;
    if (WORD_THEN_MARK.test(chunk)) {
      // 'I.' stays whole (two characters ending with a period); 'cash,' is cash and a comma.
      if (chunk.length === 2 && chunk[1] === '.') return this.token(chunk, tokens);
      this.whole(chunk.slice(0, -1), tokens);
      return this.mark(chunk.slice(-1), tokens);
    }
    const closing = closingMark(chunk) ?? POSSESSIVE.exec(chunk);
    if (closing !== null && (this.isPlainWordOrKnown(closing[1]) || WORD_THEN_MARK.test(closing[1]))) {
      this.chunk(closing[1], tokens);
      return this.mark(closing[2], tokens);
    }
    const opening = OPENING.exec(chunk);
    if (opening !== null && this.isPlainWordOrKnown(opening[2])) {
      this.mark(opening[1], tokens);
      return this.chunk(opening[2], tokens);
    }
    const possessive = POSSESSIVE.exec(chunk);
    if (possessive !== null) {
      this.pieces(possessive[1], tokens);
      return this.mark(possessive[2], tokens);
    }
    this.pieces(chunk, tokens);
  }

  private pieces(chunk: string, tokens: Tokens): void {
    for (const match of chunk.matchAll(TOKEN)) {
      if (match[1] !== undefined) this.word(match[1], tokens);
      else if (match[2] !== undefined) this.other(match[2], NUM, tokens);
      else if (match[3] !== undefined) this.token(match[3], tokens);
      else this.mark(match[0], tokens);
    }
  }

  /** wink's pushWordToken: a word with periods is cut where the parts are no short forms. */
  private word(word: string, tokens: Tokens): void {
    if (this.isKnown(word) || SHORT_FORM_DOT.test(word)) return this.token(word, tokens);
    if (!word.includes('.')) return this.hyphenated(word, tokens);
    let built = '';
    const parts = word.split('.');
    for (let i = 0; i < parts.length; i++) {
      const next = built + parts[i];
      if (SHORT_FORM.test(next) || (next.length > 2 && this.isKnown(next)) || built === '') built = next;
      else {
        this.hyphenated(built, tokens);
        built = parts[i];
      }
      if (i < parts.length - 1) {
        const dotted = `${built}.`;
        if (SHORT_FORM.test(dotted) || (dotted.length > 2 && this.isKnown(dotted))) built = dotted;
        else {
          if (built !== '') this.hyphenated(built, tokens);
          this.mark('.', tokens);
          built = '';
        }
      }
    }
    if (built !== '') this.hyphenated(built, tokens);
  }

  /** wink's pushHyphenatedToken: kept whole when known, with a digit, or with a kept prefix or suffix. */
  private hyphenated(word: string, tokens: Tokens): void {
    if (!HYPHENS.test(word) || DIGIT.test(word) || this.isKnown(word)) return this.token(word, tokens);
    const parts = word.split(HYPHENS);
    if (this.lexicon.keepsHyphenated(parts[0], parts[parts.length - 1])) return this.token(word, tokens);
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) this.mark('-', tokens);
      if (parts[i] !== '') this.token(parts[i], tokens);
    }
  }

  /** A word token: the lexicon's, or tagged as wink tags a word it has not seen. */
  private token(word: string, tokens: Tokens): void {
    if (this.known(word, tokens)) return;
    const lower = word.toLowerCase();
    const normal = this.lexicon.cache.lookup(lower);
    const normalId = normal !== null && normal.length === 1 ? normal[0] : this.unknown;
    tokens.push(this.unknown, 0, normalId, this.unknownTag(word, lower, normalId), word, -1);
  }

  /**
   * A word wink adds as it is, without asking whether it is a contraction: 'wont.' stays one
   * token (a noun, in wink's lexicon), where 'wont' alone is 'wo' + 'nt'.
   */
  private whole(word: string, tokens: Tokens): void {
    const id = this.lexicon.lexemeOf(word);
    const ids = id === undefined ? null : this.lexicon.cache.lookup(word);
    if (id === undefined || ids === null || ids.length === 1) return this.token(word, tokens);
    const cache = this.lexicon.cache;
    const tag = cache.posOf(cache.mappedSpelling(id)) || POS.NOUN;
    tokens.push(id, cache.property(id, 'posHint'), cache.normal(id), tag, '', -1);
  }

  /** Punctuation, a symbol or anything else that is no word. */
  private mark(text: string, tokens: Tokens): void {
    if (this.known(text, tokens)) return;
    this.other(text, PUNCTUATION.test(text) ? PUNCT : /\p{L}/u.test(text) ? X : SYM, tokens);
  }

  private other(text: string, tag: number, tokens: Tokens): void {
    if (this.known(text, tokens)) return;
    tokens.push(this.unknown, 0, this.unknown, tag, text, -1, false);
  }

  /** Pushes a text wink's lexicon holds (a word, a mark or a contraction); false when it does not. */
  private known(text: string, tokens: Tokens): boolean {
    const cache = this.lexicon.cache;
    const ids = cache.lookup(text);
    if (ids === null) return false;
    if (ids.length === 1) {
      const id = ids[0];
      const isWord = cache.property(id, 'tokenType') === 'word';
      const tag = cache.posOf(cache.mappedSpelling(id)) || POS.NOUN;
      tokens.push(id, cache.property(id, 'posHint'), cache.normal(id), tag, '', -1, isWord);
      return true;
    }
    // A contraction ("don't"): four numbers per part (lexeme, pointer to its normal, lemma, tag).
    for (let k = 0; k < ids.length; k += 4) {
      const hint = cache.property(ids[k], 'posHint');
      tokens.push(ids[k], hint, cache.nox(ids[k + 1] << BITS_FOR_SPACES), ids[k + 3], '', ids[k + 2]);
    }
    return true;
  }

  /** wink's part of speech for a word outside its lexicon (the model's feature.pos). */
  private unknownTag(word: string, lower: string, normal: number): number {
    const cache = this.lexicon.cache;
    if (lower !== word && normal !== this.unknown) {
      // 'Banks', 'ATMs': a known word written capitalised reads as a name when it is a noun or adjective.
      const tag = cache.posOf(normal);
      if (tag === POS.NOUN || tag === POS.ADJ) return POS.PROPN;
      if (tag !== 0) return tag;
      return TITLE_CASE.test(word) ? POS.PROPN : POS.NOUN;
    }
    if (!LOWERCASE.test(word)) return POS.PROPN;
    return (
      SUFFIX_TAG[lower.slice(-4)] ||
      SUFFIX_TAG[lower.slice(-3)] ||
      SUFFIX_TAG[lower.slice(-2)] ||
      PREFIX_TAG[lower.slice(0, 5)] ||
      PREFIX_TAG[lower.slice(0, 4)] ||
      PREFIX_TAG[lower.slice(0, 3)] ||
      PREFIX_TAG[lower.slice(0, 2)] ||
      POS.NOUN
    );
  }

  private isPlainWordOrKnown(text: string): boolean {
    return text !== '' && (this.isKnown(text) || /^[a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+$/i.test(text));
  }

  private isKnown(text: string): boolean {
    return this.lexicon.cache.lookup(text) !== null;
  }
}
