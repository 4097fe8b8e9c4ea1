#!/bin/sh
# Runs pnpm 10 whether or not it is installed: a fresh machine has only Node 20 and npm,
# and corepack fails on this registry (docs/conventions.md), so fall back to npx.
PNPM_VERSION=10.34.9
if command -v pnpm >/dev/null 2>&1 && pnpm --version 2>/dev/null | grep -q '^10\.'; then
  exec pnpm "$@"
fi
exec npx --yes "pnpm@$PNPM_VERSION" "$@"
