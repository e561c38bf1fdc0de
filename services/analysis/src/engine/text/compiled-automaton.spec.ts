import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import model from 'wink-eng-lite-web-model';
import { SeededRandom } from '@kizuna/platform/random';
import { CompiledAutomaton, POS_HINT_DELTA } from './compiled-automaton.js';
import { loadWinkLexicon } from './wink-lexicon.js';

type WinkMatch = [number, number, string | undefined];
interface WinkAutomaton {
  importJSON(json: string): void;
  recognize(
    tags: number[],
    transform: (tag: number, cache: unknown, hints: number[], j: number) => number,
    hints: number[],
  ): WinkMatch[];
}

const require = createRequire(import.meta.url);
const createWinkAutomaton = require('wink-nlp/src/automaton.js') as (cache: unknown, ignored: string) => WinkAutomaton;
const machines = (model as unknown as { pos(): { machines: string[] } }).pos().machines;
const { cache } = loadWinkLexicon();
const ignoredText = cache.value(0);
const ignored = cache.lookup(ignoredText)![0];

/** wink's own automata, set up as wink-nlp's tagger sets them up, with its token transformation. */
const winkAutomata = machines.map((machine) => {
  const automaton = createWinkAutomaton(cache, ignoredText);
  automaton.importJSON(machine);
  return automaton;
});
const hintOrTag = (tag: number, _cache: unknown, hints: number[], j: number): number =>
  hints[j] !== 0 ? hints[j] + POS_HINT_DELTA : tag;
const compiled = machines.map((machine) => CompiledAutomaton.fromWinkJson(machine, ignored));

/** wink's matches as the compiled automaton gives them: numbers, without those that set nothing. */
function winkMatches(automaton: WinkAutomaton, tags: number[], hints: number[]): number[] {
  const flat: number[] = [];
  for (const [first, last, target] of automaton.recognize(tags, hintOrTag, hints))
    if (target !== undefined) flat.push(first, last, Number(target));
  return flat;
}

/** The symbols each machine's states move on, so random tokens walk deep into the machines. */
const machineSymbols = machines.map((machine) => {
  const fsm = (JSON.parse(machine) as [number, number, Record<string, Record<string, number>>])[2];
  return Object.values(fsm).map((transitions) =>
    Object.keys(transitions)
      .map(Number)
      .filter((symbol) => Number.isInteger(symbol) && symbol < 2_070_000),
  );
});

/** A token sequence that follows one machine's transitions for a while, with noise and ignored tokens. */
function randomTokens(random: SeededRandom, machine: number): { tags: number[]; hints: number[] } {
  const tags: number[] = [];
  const hints: number[] = [];
  const length = random.int(40);
  const states = machineSymbols[machine];
  let symbols = states[0];
  while (tags.length < length) {
    const roll = random.next();
    let symbol: number;
    if (roll < 0.05) symbol = ignored;
    else if (roll < 0.2) symbol = random.next() < 0.5 ? random.int(19) : POS_HINT_DELTA + 1 + random.int(40);
    else symbol = symbols[random.int(symbols.length)] ?? random.int(19);
    if (symbol >= POS_HINT_DELTA) {
      tags.push(1 + random.int(18));
      hints.push(symbol - POS_HINT_DELTA);
    } else {
      tags.push(symbol);
      hints.push(0);
    }
    symbols = states[random.int(states.length)];
  }
  return { tags, hints };
}

describe('CompiledAutomaton', () => {
  it("finds wink's own matches on 40,000 token sequences that walk its machines", () => {
    const random = new SeededRandom(28);
    const found: number[] = [];
    let matched = 0;
    for (let n = 0; n < 20_000; n++)
      for (let m = 0; m < machines.length; m++) {
        const { tags, hints } = randomTokens(random, m);
        compiled[m].recognize(tags, hints, found);
        const expected = winkMatches(winkAutomata[m], tags, hints);
        if (found.join() !== expected.join())
          expect({ m, tags, hints, found }).toEqual({ m, tags, hints, found: expected });
        matched += expected.length / 3;
      }
    // The sequences exercise the machines: most of them match a pattern or more.
    expect(matched).toBeGreaterThan(20_000);
  });

  it('steps over the ignored tag and reads a hint in place of the tag', () => {
    const tags = [16, ignored, 8, 8, 13];
    for (const hints of [
      [0, 0, 0, 0, 0],
      [5, 0, 0, 12, 0],
    ])
      for (let m = 0; m < machines.length; m++) {
        const found: number[] = [];
        compiled[m].recognize(tags, hints, found);
        expect(found).toEqual(winkMatches(winkAutomata[m], tags, hints));
      }
  });

  it('gives nothing for no tokens, and refuses a machine whose terminal values are no tags', () => {
    const found = [1, 2, 3];
    compiled[0].recognize([], [], found);
    expect(found).toEqual(winkMatches(winkAutomata[0], [], []));
    expect(() =>
      CompiledAutomaton.fromWinkJson(JSON.stringify([100, 1, { 0: { 5: 1 } }, { 1: 'NOUN' }, {}, {}]), 0),
    ).toThrow(RangeError);
  });
});
