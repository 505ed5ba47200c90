#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; browsers cannot be downloaded by npm here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium with apt-get (about a minute)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
