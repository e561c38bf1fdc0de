// Jest's own order runs the files that took longest last time first, from its cache; a fresh
// clone (CI) has no cache, and Jest then orders by file size, which started the slowest files
// (small files that run whole analyses) in the last third of the run, where one worker still
// computed alone after the other had finished. This order uses the cache when it has a file's
// time and otherwise the time measured in CI (scripts/test-durations.json, written by
// scripts/record-test-durations.mjs), so the slowest files start first on both workers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sequencer from '@jest/test-sequencer';

const Base = sequencer.default ?? sequencer;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const measured = JSON.parse(readFileSync(path.join(root, 'scripts/test-durations.json'), 'utf8')).seconds;

export default class SlowFirstSequencer extends Base {
  sort(tests) {
    const seconds = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached / 1000;
      return measured[path.relative(root, test.path).split(path.sep).join('/')] ?? 0;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    return [...tests].sort(
      (a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || seconds(b) - seconds(a) || size(b) - size(a),
    );
  }
}
