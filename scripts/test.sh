#!/usr/bin/env bash
# `npm test`: every test of the shop, in the order a failure is cheapest to find.
# Every stage runs even when an earlier one failed (scripts/stages.sh); the
# summary at the end lists each, and the exit code is 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

source scripts/stages.sh

run_ports() { npx tsx scripts/checks/test-ports-free.ts; }
run_lint() {
  npm run -s lint
  # Only the files that are not formatted are listed.
  npm run -s format:check -- --log-level warn
}
run_vercel_build() {
  VERCEL=1 SHOP_OUT_DIR=.test-build/vercel${TEST_PORT_OFFSET:+-$TEST_PORT_OFFSET} npx astro build >/dev/null
  node scripts/checks/vercel-runtime.mjs
}
# The browser tests above run against a standard SureCart store; a store
# customised as the spec's (option names and picture addresses on variants,
# numeric gallery ids) must sell too.
run_customised_store() {
  LOCAL_STORE_SHAPE=customised npx playwright test tests/e2e/cart.spec.ts --grep "check out on the hosted page"
}

# A port another run holds stops this run at once: nothing else would tell why its servers cannot start.
stage "Test ports" -- run_ports
if [ "$(result_of "Test ports")" != "passed" ]; then
  exit 1
fi
stage "Browser" -- bash scripts/ensure-chromium.sh
stage "Install" -- bash scripts/checks/install-unchanged.sh
stage "Lint and format" -- run_lint
stage "Type check" -- npx astro check --minimumSeverity warning
stage "Unit and integration tests" -- npx vitest run
stage "Edge Functions on Deno" -- bash scripts/checks/edge-functions-on-deno.sh
stage "Vercel build (offline)" -- run_vercel_build
stage "Production build for browser tests" -- npx tsx scripts/build-for-e2e.ts
stage "Browser tests" --needs "Production build for browser tests" -- npx playwright test
stage "Purchase journey on a customised store" --needs "Production build for browser tests" -- run_customised_store
# The main journeys in Debian's Firefox ESR, then WebKitGTK: each builds and serves the shop on its own ports.
stage "Firefox journeys" -- npm run -s test:firefox
stage "WebKit journeys" -- npm run -s test:webkit

summary
