#!/usr/bin/env bash
# The install the README asks for leaves package.json and package-lock.json as
# committed: a lock that `npm install` rewrites would leave every fresh clone dirty.
# In CI (a fresh clone, CI set) a difference fails the run; on a developer's
# machine it may be a dependency being added, so it is only reported.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "not a git checkout: install check skipped"
  exit 0
fi
if ! git diff --quiet -- package.json package-lock.json; then
  echo "npm install changed package.json or package-lock.json; commit the files a fresh install writes:" >&2
  git diff --stat -- package.json package-lock.json >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "(not CI: carrying on)" >&2
  exit 0
fi
echo "package.json and package-lock.json are as committed"
