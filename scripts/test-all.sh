#!/usr/bin/env bash
# Every test of the repository: lint (ESLint, Prettier, i18n keys), build, then unit + contract +
# API tests and browser tests side by side. Ends with one line "N passed, N failed" over all of them (the
# lint counts as one test).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/unit.json test-results/browser.json test-results/jest.json

bash scripts/ensure-browser.sh || { echo "could not install Chromium"; echo "0 passed, 1 failed"; exit 1; }
# The chart renderer (only the deployment tests use it) is compiled beside the lint and the build,
# not before them: in a fresh clone it is a Go build from an empty cache (its time not measured).
bash scripts/ensure-helm-render.sh >test-results/helm-render.log 2>&1 &
render_pid=$!
# The lint and the build each keep one core busy (ESLint, Prettier and tsc are single-threaded):
# side by side on two cores. The lint reads sources only, the build writes only under dist/ (which
# the lint ignores); the lint's output is shown once both are done.
npm run lint >test-results/lint.log 2>&1 &
lint_pid=$!
npm run build
build=$?
wait $lint_pid
lint=$?
cat test-results/lint.log
[ $build -eq 0 ] || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
wait $render_pid || { cat test-results/helm-render.log; echo "could not build the chart renderer"; echo "0 passed, 1 failed"; exit 1; }

# The test code's types: swc strips them when Jest runs the tests, so this is what reads them (a
# test reading a field its own type does not have fails here). After the build, whose declarations
# they read; the two programs side by side (tsc is single-threaded). Counted with the lint.
typecheck_start=$SECONDS
npx tsc -b tsconfig.tests.json >test-results/typecheck-tests.log 2>&1 &
tests_pid=$!
npx tsc -p web/tsconfig.e2e.json >test-results/typecheck-e2e.log 2>&1
e2e=$?
wait $tests_pid
tests=$?
cat test-results/typecheck-tests.log test-results/typecheck-e2e.log
echo "type-check of the test code: $((SECONDS - typecheck_start)) s"
[ $tests -eq 0 ] && [ $e2e -eq 0 ] || lint=1

export NODE_OPTIONS=--experimental-vm-modules
# Both projects in one Jest, on its two workers (one per core), slowest files first whichever the
# project. Each browser file starts its own Kizuna (free port, fresh data folder) and Chromium, so
# two can run at once; run one at a time after the unit project, they used about 1970 s of the
# two workers' 2 x 1340 s (CI, 2026-11-27), and 99 % of it together (docs/testing.md).
npx jest --json --outputFile=test-results/jest.json
jest=$?

LINT_STATUS=$lint node scripts/summarize-tests.mjs test-results/jest.json
summary=$?
[ $lint -eq 0 ] && [ $jest -eq 0 ] && [ $summary -eq 0 ]
