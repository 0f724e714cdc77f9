#!/usr/bin/env bash
# The stages of `npm test` (scripts/test.sh), sourced by it: each stage runs even
# when an earlier one failed (a stage that needs an earlier one's output is
# skipped, and says so), and `summary` lists them all and fails when any failed.

names=()
results=()
started=$SECONDS
# Each stage's output is kept, so the summary can repeat what failed where a log's tail shows it.
stage_logs=$(mktemp -d)
trap 'rm -rf "$stage_logs"' EXIT

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
    (set -euo pipefail; "$@") 2>&1 | tee "$stage_logs/${#names[@]}"
    if [ "${PIPESTATUS[0]}" -eq 0 ]; then result="passed"; else result="failed"; fi
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

# failures_of INDEX: the last 40 lines of a failed stage's output that name a failing test (Vitest's FAIL
# lines, Playwright's closing list of failed and flaky tests), else its last 30 lines.
failures_of() {
  local log="$stage_logs/$1" marked
  marked=$(sed 's/\x1b\[[0-9;]*m//g' "$log" |
    grep -E '(FAIL |✘|✗|[0-9]+ (failed|flaky)|^ +\[[a-z-]+\] › |[Tt]imed out)' | tail -n 40)
  if [ -n "$marked" ]; then echo "$marked"; else sed 's/\x1b\[[0-9;]*m//g' "$log" | tail -n 30; fi
}

# summary: what each failed stage reported as failing, then each stage's result and time, a closing line
# counting them, and a failing status if any failed.
summary() {
  local i passed=0 failed=0 skipped=0
  for i in "${!names[@]}"; do
    if [ "${results[$i]%% *}" = "failed" ]; then
      printf '\n\033[1m== What failed in "%s" ==\033[0m\n' "${names[$i]}"
      failures_of "$i" | sed 's/^/  /'
    fi
  done
  printf '\n\033[1m== Summary ==\033[0m\n'
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
