#!/usr/bin/env bash
# The README's `npm install` leaves package-lock.json as committed: a lock that
# npm rewrites (say, with platform packages it lacked) would leave every fresh
# clone dirty. npm works out the lock again in a scratch folder, from
# package.json and the lock as they are, without touching node_modules, and
# the two locks must be the same. A difference fails the run in CI (CI set);
# on a developer's machine it may be a dependency being added, so it is only
# reported there.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  echo "npm install would rewrite package-lock.json; commit the lock a fresh install writes:" >&2
  diff -u package-lock.json "$scratch/package-lock.json" | head -40 >&2 || true
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "(not CI: carrying on)" >&2
  exit 0
fi
echo "npm install leaves package-lock.json as committed"
