#!/usr/bin/env bash
# The Firefox journeys drive Debian's Firefox ESR (docs: README "Other engines"); install it when missing.
set -euo pipefail
browser="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "Firefox not found at $browser; installing Debian's firefox-esr package..."
bash "$(dirname "$0")/install-debian-packages.sh" firefox-esr
"$browser" --version
