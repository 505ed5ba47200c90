#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; browsers cannot be downloaded by npm here. They also need a
# Chinese font, as every phone has: without one, Chromium 156.0.8078.108 sizes a heading of missing glyphs
# narrower than it paints them, and the phone-layout test reports the zh headings as cut.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
need=()
[ -x "$CHROMIUM" ] || need+=(chromium)
{ command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh | grep -q .; } || need+=(fonts-noto-cjk)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing for the browser tests: installing ${need[*]} with apt-get (about a minute)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  exit 0
fi
echo "Missing for the browser tests: ${need[*]}. Install with:  sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
echo "(or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
