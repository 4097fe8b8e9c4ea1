#!/bin/sh
# README's second command: every check the project has, in the order that fails fastest.
set -e
cd "$(dirname "$0")/.."
# Installs Debian's Chromium first when it is missing and it can; else says how, and stops.
CHROMIUM_PATH=$(sh scripts/find-chromium.sh) || exit 1
export CHROMIUM_PATH
# The story screenshots are compared with references drawn in these fonts (ADR 009).
sh scripts/ensure-fonts.sh || exit 1
start=$(date +%s)
passed=0

step() {
  name=$1
  shift
  echo ""
  echo "==> $name"
  t0=$(date +%s)
  if "$@"; then
    passed=$((passed + 1))
    echo "<== $name ok ($(($(date +%s) - t0)) s)"
  else
    echo "<== $name FAILED"
    echo "test: $passed passed, 1 failed"
    exit 1
  fi
}

PNPM="sh scripts/pnpm.sh"
step install $PNPM install --frozen-lockfile
step lint $PNPM run lint
# Unused files, exports and dependencies (knip.ts says what counts as used, and why).
step "unused code (knip)" $PNPM run knip
step format $PNPM run format:check
step typecheck $PNPM run typecheck
step "lines per list" $PNPM run bench:lines
# A changed story image leaves visual/diffs/index.html (reference, new, diff) for the reviewer.
rm -rf visual/diffs
step "unit, component, story and visual tests (Chromium)" \
  sh -c "$PNPM exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json ||
    { node scripts/visual.mjs --report; exit 1; }"
step "storybook build" $PNPM run build-storybook
step "dashboard build" $PNPM run build
step "bundle budgets" $PNPM run bench:bundle
step "Lighthouse budgets (mobile, calibrated CPU)" $PNPM run bench:lighthouse
step "journeys (Playwright, Chromium)" $PNPM run test:e2e
node scripts/test-timings.mjs
elapsed=$(($(date +%s) - start))
# The command's own duration is a budget too (issue 15): 25 minutes is the aim on a 2-core
# machine. CI may be twice as slow and stops at 90 minutes without a word, so a run past 75
# fails here first and says by how much.
budget=${TEST_BUDGET_SECONDS:-4500}
echo ""
echo "The test command took ${elapsed} s: aim 1500 s, failing budget ${budget} s ($((budget - elapsed)) s headroom)."
if [ "$elapsed" -gt "$budget" ]; then
  echo "test: $passed passed, 1 failed (over the ${budget} s budget)"
  exit 1
fi
echo "All $passed checks passed in ${elapsed} s."
# CI reads the last line: the tests the checks ran, counted from their reports.
node scripts/test-timings.mjs --closing-line
