#!/bin/sh
# README's second command: every check the project has, in the order that fails fastest.
set -e
cd "$(dirname "$0")/.."
# Installs Debian's Chromium first when it is missing and it can; else says how, and stops.
CHROMIUM_PATH=$(sh scripts/find-chromium.sh) || exit 1
export CHROMIUM_PATH
# The story screenshots are compared with references drawn in these fonts (ADR 009).
sh scripts/ensure-fonts.sh || exit 1
# The steps, their table and the command's own budget (test-steps.mjs).
node scripts/test-steps.mjs
# Where the time of the tests went, per vitest project and per journey file.
node scripts/test-timings.mjs
# CI reads the last line: the tests the checks ran, counted from their reports.
node scripts/test-timings.mjs --closing-line
