#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (docs/testing.md, "What `npm test` runs"); install it when missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "Chromium not found at $browser; installing Debian's chromium package..."
bash "$(dirname "$0")/install-debian-packages.sh" chromium
"$browser" --version
