#!/usr/bin/env bash
# The WebKit journeys drive Debian's WebKitGTK (its WebDriver and MiniBrowser) on a virtual
# display (docs/testing.md, "Other engines"); install them when missing.
set -euo pipefail
driver=/usr/bin/WebKitWebDriver
browser=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
if [ -x "$driver" ] && [ -x "$browser" ] && command -v xvfb-run >/dev/null; then
  exit 0
fi
echo "WebKitGTK's WebDriver, MiniBrowser or Xvfb missing; installing Debian's webkit2gtk-driver and xvfb packages..."
bash "$(dirname "$0")/install-debian-packages.sh" webkit2gtk-driver xvfb xauth
dpkg-query -W webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb
