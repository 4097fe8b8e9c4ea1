#!/bin/sh
# Prints the Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done
echo "Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
