#!/usr/bin/env bash
# The stages of `npm test` (scripts/test.sh), sourced by it: each stage runs even
# when an earlier one failed (a stage that needs an earlier one's output is
# skipped, and says so), and `summary` lists them all and fails when any failed.

names=()
results=()
started=$SECONDS

# stage NAME [--needs STAGE] -- COMMAND...: runs COMMAND as one stage, stopping it at its first failing command.
stage() {
  local name="$1" needs=""
  shift
  if [ "$1" = "--needs" ]; then
    needs="$2"
    shift 2
  fi
  shift # --
  printf '\n\033[1m== %s ==\033[0m\n' "$name"
  local result begin=$SECONDS
  if [ -n "$needs" ] && [ "$(result_of "$needs")" != "passed" ]; then
    echo "skipped: it needs \"$needs\", which did not pass"
    result="skipped"
  else
    # Not inside an `if`: there bash would ignore the stage's `set -e`.
    (set -euo pipefail; "$@")
    if [ $? -eq 0 ]; then result="passed"; else result="failed"; fi
  fi
  names+=("$name")
  results+=("$result ($((SECONDS - begin)) s)")
}

result_of() {
  local i
  for i in "${!names[@]}"; do
    if [ "${names[$i]}" = "$1" ]; then
      echo "${results[$i]%% *}"
      return
    fi
  done
}

# summary: each stage's result and time, a closing line counting them, and a failing status if any failed.
summary() {
  printf '\n\033[1m== Summary ==\033[0m\n'
  local i passed=0 failed=0 skipped=0
  for i in "${!names[@]}"; do
    printf '  %-42s %s\n' "${names[$i]}" "${results[$i]}"
    case "${results[$i]%% *}" in
      passed) passed=$((passed + 1)) ;;
      failed) failed=$((failed + 1)) ;;
      *) skipped=$((skipped + 1)) ;;
    esac
  done
  echo "  in all: $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
  # A stage is skipped only when one it needs failed, so "0 failed" always means every stage ran and passed.
  echo "stages: $passed passed, $failed failed, $skipped skipped"
  [ "$failed" -eq 0 ] && [ "$skipped" -eq 0 ]
}
