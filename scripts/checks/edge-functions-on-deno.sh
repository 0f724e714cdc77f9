#!/usr/bin/env bash
# The Supabase Edge Functions on Deno, the runtime Supabase runs them on
# (Deno itself comes from the npm package @deno/linux-x64-glibc: scripts/deno.sh):
#   1. `deno check` of each function's modules (its entry point index.ts, its
#      handler and everything they import), with the function's own deno.json;
#   2. the functions' tests (supabase/functions/**/*.test.ts), run by vitest
#      under Deno;
#   3. a function's entry point served by Deno.serve against the embedded
#      backend (tests/deno/*.test.ts, run under Node).
# Deno reads npm packages from node_modules (--node-modules-dir=manual): each
# deno.json must name the version package-lock.json installs, and nothing is
# downloaded. Every step runs even when one fails; the exit code says if any did.
set -uo pipefail
cd "$(dirname "$0")/../.."

failed=0
step() {
  echo "── $1"
  shift
  "$@" || failed=1
}

for dir in supabase/functions/*/; do
  [ -f "$dir/index.ts" ] || continue
  # Test files are left to the type check of the whole shop: they import vitest, which is typed for Node.
  modules=$(find "$dir" -maxdepth 1 -name '*.ts' ! -name '*.test.ts' | sort)
  # shellcheck disable=SC2086 # one argument per module
  step "deno check ${dir%/}" bash scripts/deno.sh check --quiet --node-modules-dir=manual --config "$dir/deno.json" $modules
done

step "the functions' tests on Deno" bash scripts/deno.sh run --allow-all --node-modules-dir=manual \
  node_modules/vitest/vitest.mjs run --config tests/deno/vitest.config.ts --project functions
step "functions served by Deno against local/" npx vitest run --config tests/deno/vitest.config.ts --project served

exit "$failed"
