#!/bin/sh
# The Chromium `pnpm bench:lighthouse` drives, started as a merchant's browser runs: without
# root's privilege to raise thread priorities (measured in ADR 011's twenty-eighth update, in git
# at commit 8e68213).
#
# As root, Chromium succeeds in setting its IO and compositor threads to nice -8, which no user's
# browser can. On a 2-core host those threads then preempt the page's main thread each time it
# sends a message, and the main thread's tasks stretch with time it spends off the CPU, which
# Lighthouse multiplies by the CPU slowdown as if it were the page's work. Without CAP_SYS_NICE
# every thread keeps its default priority and the tasks measure the page.
browser=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "$browser" "$@"
fi
exec "$browser" "$@"
