// Adds up Jest's JSON reports into the one closing line CI reads: "N passed, N failed".
// A report that is missing (the run crashed) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`no test report at ${file}`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A suite that failed to load, or whose afterAll failed after its tests passed, has no failed
  // tests but must not pass quietly.
  failed += r.testResults.filter(
    (s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed'),
  ).length;
}
// The lint step of scripts/test-all.sh counts as one test.
if (process.env.LINT_STATUS !== undefined) {
  if (process.env.LINT_STATUS === '0') passed += 1;
  else failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
