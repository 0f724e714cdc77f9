#!/usr/bin/env bash
# `npm test`: every test of the shop, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Browser"
bash scripts/ensure-chromium.sh

step "Install"
bash scripts/checks/install-unchanged.sh

step "Lint and format"
npm run -s lint
# Only the files that are not formatted are listed.
npm run -s format:check -- --log-level warn

step "Type check"
npx astro check --minimumSeverity warning

step "Unit and integration tests"
npx vitest run

step "Vercel build (offline)"
VERCEL=1 SHOP_OUT_DIR=.test-build/vercel${TEST_PORT_OFFSET:+-$TEST_PORT_OFFSET} npx astro build >/dev/null
node scripts/checks/vercel-runtime.mjs

step "Production build for browser tests"
npx tsx scripts/build-for-e2e.ts

step "Browser tests"
npx playwright test

step "Purchase journey on a customised store"
# The browser tests above run against a standard SureCart store; a store
# customised as the spec's (option names and picture addresses on variants,
# numeric gallery ids) must sell too.
LOCAL_STORE_SHAPE=customised npx playwright test tests/e2e/cart.spec.ts --grep "check out on the hosted page"

step "Other engines"
# The main journeys in Debian's Firefox ESR, then WebKitGTK: each builds and serves the shop on its own ports.
npm run -s test:firefox
npm run -s test:webkit
