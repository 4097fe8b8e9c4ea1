#!/bin/sh
# The fonts the story screenshots are drawn with (ADR 009): the design system asks for
# system-ui, which Debian resolves to DejaVu Sans, and Liberation covers the Arial and mono
# fallbacks. The same packages on every machine keep the reference images comparable; Chromium
# only recommends them, so a slim machine may lack them. Installs them the way find-chromium.sh
# installs Chromium (as-root.sh: as root, or with sudo that needs no password), else says
# how, and stops.
. "$(dirname "$0")/as-root.sh"
fonts='fonts-dejavu-core fonts-liberation'
have() { fc-list 2>/dev/null | grep -q "$1"; }
if have DejaVuSans.ttf && have LiberationSans-Regular.ttf; then exit 0; fi

if ! find_root; then
  echo "The story screenshots need Debian's $fonts. Run:" >&2
  echo "  sudo apt-get install -y $fonts" >&2
  exit 1
fi
echo "Installing $fonts for the story screenshots..." >&2
# $as_root and $fonts are unquoted on purpose: an empty prefix adds no argument; two packages.
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y $fonts >&2 ||
  { $as_root apt-get update >&2 && $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y $fonts >&2; }
