#!/usr/bin/env bash
# Every test of the repository: lint (ESLint, Prettier, i18n keys), build, then unit + contract +
# API tests, then browser tests. Ends with one line "N passed, N failed" over all of them (the
# lint counts as one test).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/unit.json test-results/browser.json

bash scripts/ensure-browser.sh || { echo "could not install Chromium"; echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-helm-render.sh >/dev/null || { echo "could not build the chart renderer"; echo "0 passed, 1 failed"; exit 1; }
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

export NODE_OPTIONS=--experimental-vm-modules
npx jest --selectProjects unit --json --outputFile=test-results/unit.json
unit=$?
npx jest --selectProjects browser --runInBand --json --outputFile=test-results/browser.json
browser=$?

LINT_STATUS=$lint node scripts/summarize-tests.mjs test-results/unit.json test-results/browser.json
summary=$?
[ $lint -eq 0 ] && [ $unit -eq 0 ] && [ $browser -eq 0 ] && [ $summary -eq 0 ]
