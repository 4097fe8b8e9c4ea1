#!/bin/sh
# README's first command: install, then serve the dashboard on the sandbox (MSW in the browser).
set -e
cd "$(dirname "$0")/.."
sh scripts/pnpm.sh install
exec sh scripts/pnpm.sh --filter @merchant/dashboard dev --host 127.0.0.1
