import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingAnchors, relativeLinks } from './markdown-links.js';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The README is the front door: what Kizuna is, the two commands, a screenshot, where to go next. */
const README_MAX_LINES = 300;

const documents = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** What is wrong with each link of one document, as `file:line target: why`. */
function brokenLinks(document: string): string[] {
  const source = path.join(repoRoot, document);
  const markdown = readFileSync(source, 'utf8');
  const broken: string[] = [];
  for (const { line, target } of relativeLinks(markdown)) {
    const [filePart, anchor] = target.split('#', 2);
    const file = filePart === '' ? source : path.resolve(path.dirname(source), decodeURI(filePart));
    // The product spec is kept beside the repository, not in it: a clone cannot check that link.
    if (path.relative(repoRoot, file).startsWith('..')) continue;
    const where = `${document}:${line} ${target}`;
    if (!existsSync(file)) {
      broken.push(`${where}: no such file`);
    } else if (anchor && file.endsWith('.md') && statSync(file).isFile()) {
      if (!headingAnchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${where}: no such heading`);
    }
  }
  return broken;
}

describe('the README as a front door', () => {
  it(`is at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('keeps the two commands, the second being what CI runs', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    // Word for word: people paste them, and CI's .ci/run runs the second.
    expect(readme).toContain(
      [
        '```sh',
        'npm install && npm start     # installs, builds and starts Kizuna on its embedded defaults: http://localhost:8080/',
        'npm install && npm test      # installs and runs every test (unit, contract, API, browser); last line "N passed, N failed"',
        '```',
      ].join('\n'),
    );
    // .ci/run runs `npm install` then `npm test`: the README's test command.
    const ci = readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^npm install\b/m);
    expect(ci).toMatch(/^npm test\b/m);
  });

  it('links only files and headings that exist, in the README and every docs file', () => {
    expect(documents.length).toBeGreaterThan(1);
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });
});

describe('markdown links', () => {
  it('finds relative links and images, not external ones or paths in code', () => {
    const markdown = [
      'See [the guide](docs/user-guide.md#signing-in) and ![shot](docs/a.png "title").',
      'Not [web](https://example.com) nor `[code](x.md)` nor [mail](mailto:a@b.c).',
      '```',
      '[fenced](nowhere.md)',
      '```',
      '[anchor only](#two-commands)',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      { line: 1, target: 'docs/user-guide.md#signing-in' },
      { line: 1, target: 'docs/a.png' },
      { line: 6, target: '#two-commands' },
    ]);
  });

  it("makes GitHub's anchors: punctuation dropped, other scripts kept, repeats numbered", () => {
    const anchors = headingAnchors(
      [
        '# Operations and configuration',
        '## Installing: the supported Node line',
        '## Raw data (Detail) at scale',
        '## 新規分析 / New analysis',
        '## Notes',
        '## Notes',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'operations-and-configuration',
      'installing-the-supported-node-line',
      'raw-data-detail-at-scale',
      '新規分析--new-analysis',
      'notes',
      'notes-1',
    ]);
  });
});
