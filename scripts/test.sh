#!/bin/sh
# README's second command: every check the project has, in the order that fails fastest.
set -e
cd "$(dirname "$0")/.."
# Installs Debian's Chromium first when it is missing and it can; else says how, and stops.
CHROMIUM_PATH=$(sh scripts/find-chromium.sh) || exit 1
export CHROMIUM_PATH
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
step format $PNPM run format:check
step typecheck $PNPM run typecheck
step "lines per list" $PNPM run bench:lines
step "unit, component and story tests (Chromium)" $PNPM exec vitest run
step "storybook build" $PNPM run build-storybook
step "dashboard build" $PNPM run build
step "bundle budgets" $PNPM run bench:bundle
step "Lighthouse budgets (mobile, calibrated CPU)" $PNPM run bench:lighthouse
step "journeys (Playwright, Chromium)" $PNPM run test:e2e
echo ""
echo "All checks passed in $(($(date +%s) - start)) s."
echo "test: $passed passed, 0 failed"
