#!/usr/bin/env bash
# The Firefox journeys drive Debian's Firefox ESR (docs/testing.md, "Other engines"; decision 0061).
# Installs it when missing, and brings Debian's current ESR when the one installed is older than
# the oldest the driver is proven on (140, Debian bookworm's own): whatever ESR a fresh machine
# has from 140 on is used as it is.
set -euo pipefail
browser="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
oldest=140
if [ -x "$browser" ]; then
  version="$("$browser" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+)+' | head -n1 || true)"
  if [ "${version%%.*}" -ge "$oldest" ] 2>/dev/null; then
    echo "Firefox $version at $browser"
    exit 0
  fi
  if [ -n "${FIREFOX_PATH:-}" ]; then
    echo "Firefox at $browser is ${version:-of an unknown version}; the journeys need $oldest or newer." >&2
    exit 1
  fi
  echo "Firefox ${version:-of an unknown version} at $browser is older than $oldest; installing Debian's current firefox-esr..."
else
  echo "Firefox not found at $browser; installing Debian's firefox-esr package..."
fi
bash "$(dirname "$0")/install-debian-packages.sh" firefox-esr
"$browser" --version
