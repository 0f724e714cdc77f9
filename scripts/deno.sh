#!/usr/bin/env bash
# Runs Deno, the Edge Functions' runtime, from the npm package
# @deno/linux-x64-glibc (a dev dependency that ships the binary), so `npm
# install` is the only download it needs. Other platforms have their own
# @deno/* package; this script names the one machine kind the shop's
# development and CI run on, and says so rather than fail obscurely elsewhere.
#   bash scripts/deno.sh check supabase/functions/order-paid/index.ts
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$root/node_modules/@deno/linux-x64-glibc/deno"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ] || ! getconf GNU_LIBC_VERSION >/dev/null 2>&1; then
  echo "scripts/deno.sh runs the Deno of @deno/linux-x64-glibc, for Linux on x86-64 with glibc;" >&2
  echo "this machine is $(uname -s) on $(uname -m)$(getconf GNU_LIBC_VERSION >/dev/null 2>&1 || echo " without glibc"). Install Deno 2 for it and run deno directly." >&2
  exit 3
fi
if [ ! -x "$binary" ]; then
  echo "Deno is missing: $binary does not exist. Run npm install (it is a dev dependency)." >&2
  exit 3
fi

# Deno would otherwise ask the internet for a newer release on every run.
export DENO_NO_UPDATE_CHECK=1
exec "$binary" "$@"
