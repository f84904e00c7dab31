#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root), or say exactly how.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
