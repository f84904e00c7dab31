#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root), or say exactly how.
# The Liberation fonts come with it: the brand fonts' fallback faces are sized on Arial's metrics,
# which Liberation Sans and Serif share, and the layout-shift tests measure the swap against them.
set -euo pipefail
PACKAGES="chromium fonts-liberation"
missing() {
  [ -x /usr/bin/chromium ] || return 0
  dpkg -s fonts-liberation >/dev/null 2>&1 || return 0
  return 1
}
if ! missing; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's $PACKAGES for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq $PACKAGES >/dev/null
  exit 0
fi
echo "Browser tests need Debian's Chromium at /usr/bin/chromium and the Liberation fonts. Install them with:" >&2
echo "  sudo apt-get install -y $PACKAGES" >&2
exit 1
