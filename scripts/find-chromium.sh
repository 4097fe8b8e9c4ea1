#!/bin/sh
# Prints the Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. When neither
# is there, a fresh machine should still reach green with `npm test` alone, so it installs
# Debian's package when it can (as root, or with sudo that needs no password); when it cannot,
# it prints the exact command to run and fails. stdout carries only the path: every other
# line goes to stderr, as test.sh reads the path from stdout.
# CHROMIUM_DEBIAN_PATH stands in for /usr/bin/chromium in scripts/find-chromium.test.ts, so the
# install branches can be tested on a machine that has Chromium.
debian=${CHROMIUM_DEBIAN_PATH:-/usr/bin/chromium}
. "$(dirname "$0")/as-root.sh"

for candidate in "${CHROMIUM_PATH:-}" "$debian"; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found, and this is not a Debian-like system (no apt-get)." >&2
  echo "Set CHROMIUM_PATH to a Chromium binary, then run npm test again." >&2
  exit 1
fi

if ! find_root; then
  echo "Chromium not found, and installing it needs root. Run:" >&2
  echo "" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  echo "" >&2
  echo "then run npm test again (or set CHROMIUM_PATH to a Chromium binary)." >&2
  exit 1
fi

echo "Chromium not found: installing Debian's chromium package (apt-get${as_root:+ with sudo})..." >&2
# $as_root is empty or 'sudo': unquoted on purpose, so an empty one adds no argument.
if ! $as_root apt-get update >&2 ||
  ! $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >&2; then
  echo "Installing chromium failed (see apt-get's output above)." >&2
  exit 1
fi
if [ ! -x "$debian" ]; then
  echo "apt-get installed chromium, but $debian is not there. Set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
echo "$debian"
