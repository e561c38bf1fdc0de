import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import recheck from 'recheck';
import { productRegExps, regExpsIn, type WrittenRegExp } from './product-regexps.js';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `RegExp(...)` calls whose pattern is computed, each with why no input can make it backtrack.
 * A new one fails the check until it is listed here (file, then the call as written).
 */
const BUILT_AND_WHY: Record<string, string> = {
  'libs/platform/src/documents/nedb-query.ts new RegExp(pattern.source, options)':
    "the document store's $regex: the services pass only escapeRegex(search), a literal match",
  "libs/platform/src/documents/nedb-query.ts new RegExp(pattern, options ?? '')":
    "the document store's $regex: the services pass only escapeRegex(search), a literal match",
  "services/analysis/src/engine/text/lexicon-noun-reader.ts new RegExp(TOKEN_SOURCE, 'giu')":
    'alternatives each ending the pattern, the last matching any character: the only nested quantifier ' +
    '(a word) ends the match at its longest and fails only on its first two characters; a number backtracks ' +
    'one digit at most, where its lookahead then holds. Run on chunks of one post, a match per token',
  "services/analysis/src/engine/text/lexicon-noun-reader.ts new RegExp(WORD_THEN_MARK_SOURCE, 'i')":
    'one run of letters, then one mark that is no letter, anchored at both ends: linear',
};

// recheck's own default per pattern is 10 s; on a loaded machine the pure-JS backend (the fallback
// when its Linux binary is absent) needs longer, and a timeout would read as "unknown", not "safe".
const PARAMS = { timeout: 60_000, randomSeed: 1 };

/** recheck's verdict on one pattern: "safe", or what makes it unsafe (its complexity and an attack). */
async function verdict(re: Pick<WrittenRegExp, 'source' | 'flags'>): Promise<string> {
  const result = await recheck.check(re.source, re.flags, PARAMS);
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable') return `vulnerable: ${result.complexity.summary}, e.g. ${result.attack.pattern}`;
  return `unknown: ${result.error.kind}`;
}

describe('no regular expression of the product can backtrack super-linearly (ReDoS)', () => {
  const { written, built } = productRegExps(repoRoot);

  it('finds the regular expressions of the product, literals and RegExp(...) alike', () => {
    expect(written.length).toBeGreaterThan(50);
    expect(written).toContainEqual(
      expect.objectContaining({
        file: 'proto/src/rules/email-address.ts',
        source: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$',
      }),
    );
    const found = regExpsIn('x.ts', "const a = /a+$/u; const b = new RegExp('b*c', 'i'); const c = RegExp(text);");
    expect(found.written.map((r) => [r.source, r.flags])).toEqual([
      ['a+$', 'u'],
      ['b*c', 'i'],
    ]);
    expect(found.built.map((r) => r.code)).toEqual(['RegExp(text)']);
  });

  it('flags the e-mail pattern that froze the service, and a trailing-slash trim', async () => {
    await expect(verdict({ source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: '' })).resolves.toMatch(
      /^vulnerable: 2nd degree polynomial/,
    );
    await expect(verdict({ source: '\\/+$', flags: '' })).resolves.toMatch(/^vulnerable/);
  });

  it('finds every literal pattern safe', async () => {
    const unsafe: string[] = [];
    for (const re of written) {
      const said = await verdict(re);
      if (said !== 'safe') unsafe.push(`${re.file}:${re.line} /${re.source}/${re.flags} ${said}`);
    }
    expect(unsafe).toEqual([]);
  }, 600_000);

  it('knows why each computed pattern is safe', () => {
    const unexplained = built.map((b) => `${b.file} ${b.code}`).filter((key) => !(key in BUILT_AND_WHY));
    expect(unexplained).toEqual([]);
    const gone = Object.keys(BUILT_AND_WHY).filter((key) => !built.some((b) => `${b.file} ${b.code}` === key));
    expect(gone).toEqual([]);
  });
});
