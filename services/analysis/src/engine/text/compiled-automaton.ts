/** wink adds this to a lexeme's tagging hint when the automata read the hint in place of the tag. */
export const POS_HINT_DELTA = 1_080_000;
// wink's own symbols (automaton.js): the end of the tokens, and the "otherwise" transition's key.
const EOS_SYMBOL = 2_070_000;
const OTHERWISE_SYMBOL = 2_070_003;
const ROOT = 0;
/** Terminal values are target tags as strings; '0' matches but sets nothing (wink's pushMatch2Patterns). */
const SETS_NOTHING = '0';

/** A machine as wink's exportJSON writes it: [version, last state, fsm, terminals, marks, custom properties]. */
type WinkMachine = [
  number,
  number,
  Record<string, Record<string, number>>,
  Record<string, string>,
  Record<string, [number, number]>,
  Record<string, unknown>,
];

/**
 * One of wink-nlp's part-of-speech automata (wink-nlp/src/automaton.js) compiled into typed
 * transition tables, recognizing exactly as wink's `recognize` does (the same greedy walk, roll
 * back, "otherwise" states and marked areas), with wink's tagger's token transformation built in:
 * a token reads as its lexeme's hint when it has one, else as its tag. wink keeps a machine as an
 * object of objects keyed by symbol strings; its lookups were 30 % of reading an English text.
 * The equivalence is checked against wink's own automata in the tests.
 */
export class CompiledAutomaton {
  /** Symbols per state: tags 0..maxTag, hints 1..maxHint, the end, and one that leads nowhere. */
  private readonly width: number;
  private readonly hintBase: number;
  private readonly eos: number;
  private readonly nowhere: number;
  private readonly next: Int32Array;
  private readonly otherwise: Int32Array;
  /** 1 where the state ends a pattern that sets a tag, 2 where it ends one that sets nothing. */
  private readonly terminal: Uint8Array;
  private readonly target: Int32Array;
  private readonly markFirst: Int32Array;
  private readonly markLast: Int32Array;

  private constructor(
    machine: WinkMachine,
    /** A tag the automaton steps over (wink's "token to ignore", looked up in its lexicon). */
    private readonly ignored: number,
  ) {
    const [, lastState, fsm, terminals, marks] = machine;
    const states = lastState + 1;
    let maxTag = 0;
    let maxHint = 0;
    for (const transitions of Object.values(fsm))
      for (const key of Object.keys(transitions)) {
        const symbol = Number(key);
        if (!Number.isInteger(symbol) || symbol < 0) continue;
        if (symbol < POS_HINT_DELTA) maxTag = Math.max(maxTag, symbol);
        else if (symbol < EOS_SYMBOL) maxHint = Math.max(maxHint, symbol - POS_HINT_DELTA);
      }
    this.hintBase = maxTag + 1;
    this.eos = this.hintBase + maxHint + 1;
    this.nowhere = this.eos + 1;
    this.width = this.nowhere + 1;
    this.next = new Int32Array(states * this.width);
    this.otherwise = new Int32Array(states);
    for (const [stateKey, transitions] of Object.entries(fsm)) {
      const state = Number(stateKey);
      for (const [key, to] of Object.entries(transitions)) {
        const symbol = Number(key);
        if (symbol === OTHERWISE_SYMBOL) this.otherwise[state] = to;
        else {
          const column = this.column(symbol);
          // A key no token can read (wink's machines hold a 'NaN') is left out.
          if (column !== this.nowhere) this.next[state * this.width + column] = to;
        }
      }
    }
    this.terminal = new Uint8Array(states);
    this.target = new Int32Array(states);
    for (const [stateKey, value] of Object.entries(terminals)) {
      const state = Number(stateKey);
      if (!/^-?\d+$/.test(value)) throw new RangeError(`an automaton's terminal value is no tag: ${value}`);
      this.terminal[state] = value === SETS_NOTHING ? 2 : 1;
      this.target[state] = Number(value);
    }
    this.markFirst = new Int32Array(states);
    this.markLast = new Int32Array(states);
    for (const [stateKey, [first, last]] of Object.entries(marks)) {
      this.markFirst[Number(stateKey)] = first;
      this.markLast[Number(stateKey)] = last;
    }
  }

  /** A machine as wink's importJSON takes it. */
  static fromWinkJson(json: string, ignored: number): CompiledAutomaton {
    return new CompiledAutomaton(JSON.parse(json) as WinkMachine, ignored);
  }

  /**
   * The patterns found in the tokens (each read as its hint + POS_HINT_DELTA when its hint is not
   * 0, else as its tag), into `matches` as [first token, last token, tag to set] triples, as
   * wink's recognize gives them (less the ones that set nothing).
   */
  recognize(tags: readonly number[], hints: readonly number[], matches: number[]): void {
    matches.length = 0;
    const { next, otherwise, terminal, width, ignored } = this;
    const length = tags.length;
    let first = 0;
    let state = ROOT;
    let lastOtherwiseIndex = 0;
    let lastOtherwiseState = ROOT;
    // wink's loops, as written there: `j = length + 100` ends the inner one, `i = j` moves the outer.
    for (let i = 0; i <= length; i++) {
      for (let j = i; j <= length; j++) {
        let column: number;
        if (j === length) column = this.eos;
        else {
          const tag = tags[j];
          if (tag === ignored) continue;
          const hint = hints[j];
          column = this.column(hint !== 0 ? hint + POS_HINT_DELTA : tag);
        }
        let ns = next[state * width + column];
        if (state === ROOT && ns !== ROOT) first = j;
        if (terminal[ns] !== 0) {
          this.found(matches, first, j, ns);
          i = j;
          j = length + 100;
          ns = ROOT;
          lastOtherwiseState = ROOT;
        } else if (ns === ROOT) {
          if (lastOtherwiseState !== ROOT) {
            this.found(matches, first, lastOtherwiseIndex, lastOtherwiseState);
            i = lastOtherwiseIndex;
            j = length + 100;
            lastOtherwiseState = ROOT;
          } else j = length + 100;
        }
        state = ns;
        if (otherwise[state] !== ROOT) {
          lastOtherwiseIndex = j;
          lastOtherwiseState = otherwise[state];
        }
      }
    }
  }

  /** wink's pushMatch2Patterns: the marked area of the span, and the state's tag. */
  private found(matches: number[], first: number, last: number, state: number): void {
    // A state that sets nothing, or no terminal at all (its tag would be undefined: wink's updater skips it).
    if (this.terminal[state] !== 1) return;
    matches.push(first + this.markFirst[state], last - this.markLast[state], this.target[state]);
  }

  private column(symbol: number): number {
    if (symbol === EOS_SYMBOL) return this.eos;
    if (!Number.isInteger(symbol) || symbol < 0) return this.nowhere;
    if (symbol < this.hintBase) return symbol;
    if (symbol < POS_HINT_DELTA) return this.nowhere;
    const hint = symbol - POS_HINT_DELTA;
    return hint >= 1 && this.hintBase + hint < this.eos ? this.hintBase + hint : this.nowhere;
  }
}
