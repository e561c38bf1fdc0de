// Writes scripts/test-durations.json from the Jest reports of a full run (default
// test-results/jest.json, both projects; or the reports named, each inside its own checkout's
// test-results/): how long each file that took at least 5 s ran, so that
// scripts/jest-slow-first-sequencer.js starts the slowest first where Jest has no cache (CI).
// Run it after `npm test` when files were added or became much faster or slower:
//   node scripts/record-test-durations.mjs "2026-11-26, load 6" [reports…]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [measured = 'unknown', ...named] = process.argv.slice(2);
const reports = named.length ? named : [path.join(root, 'test-results/jest.json')];
const seconds = {};
for (const report of reports) {
  // Paths in the report are the checkout's it ran in: named from that checkout's root.
  const ranIn = path.resolve(path.dirname(report), '..');
  const r = JSON.parse(readFileSync(report, 'utf8'));
  for (const t of r.testResults) {
    const s = Math.round((t.endTime - t.startTime) / 1000);
    if (s >= 5) seconds[path.relative(ranIn, t.name).split(path.sep).join('/')] = s;
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
writeFileSync(
  path.join(root, 'scripts/test-durations.json'),
  JSON.stringify({ measured, seconds: sorted }, null, 2) + '\n',
);
