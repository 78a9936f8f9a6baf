#!/usr/bin/env bash
# Runs a fuzz target for a while: `Fuzz/run.sh TARGET SECONDS [libFuzzer options…]`, or all
# five one after another with `Fuzz/run.sh all SECONDS [libFuzzer options…]`. Builds first
# when needed (Fuzz/build.sh). Run from anywhere.
#
# Inputs: the committed seeds in Fuzz/Corpus/<target>/ and the saved crashes in
# Fuzz/Regressions/<target>/ are read, never written; the inputs the fuzzer finds go to a
# working corpus, $FUZZ_BUILD_DIR/corpus/<target>/, which later runs start from. A crash,
# leak or timeout is saved under $FUZZ_BUILD_DIR/artifacts/<target>/ and fails the run.
# The whole libFuzzer output is in $FUZZ_BUILD_DIR/logs/<target>.log.
#
# Per target it prints the executions and executions per second, from libFuzzer's final
# statistics. Exit status: 0 when every target ran clean, 1 when any found a problem, 2 for
# wrong usage.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/toolchain.sh

all_targets=(diff batch replay events controller)
usage="usage: Fuzz/run.sh diff|batch|replay|events|controller|all SECONDS [libFuzzer options…]"
if [ $# -lt 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "$usage" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2
extra=("$@")
if [ "$target" = all ]; then
  targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $target "* ]]; then
  targets=("$target")
else
  echo "$usage" >&2
  exit 2
fi

out="${FUZZ_BUILD_DIR:-Fuzz/.build}"
# Large enough for a few dozen sections, objects, events or replay lines; small enough that
# every execution stays quick.
declare -A max_len=([diff]=256 [batch]=1024 [replay]=4096 [events]=1024 [controller]=512)

bash Fuzz/build.sh "${targets[@]}"

failed=0
summary=()
for target in "${targets[@]}"; do
  work="$out/corpus/$target"
  artifacts="$out/artifacts/$target"
  log="$out/logs/$target.log"
  mkdir -p "$work" "$artifacts" "$(dirname "$log")"
  inputs=("$work" "Fuzz/Corpus/$target")
  [ -d "Fuzz/Regressions/$target" ] && inputs+=("Fuzz/Regressions/$target")
  options=(
    -max_total_time="$seconds" -max_len="${max_len[$target]}" -timeout=10
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/"
  )
  [ -f "Fuzz/Dictionaries/$target.dict" ] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
  echo "run.sh: fuzzing $target for ${seconds} s (log: $log)"
  status=0
  # Swift's own crash backtracer would fight AddressSanitizer's report: libFuzzer's is enough.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
    "$out/fuzz-$target" "${options[@]}" ${extra[@]+"${extra[@]}"} "${inputs[@]}" \
    >"$log" 2>&1 || status=$?

  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
  runs=${runs:-0}
  if [ -n "$elapsed" ] && [ "$elapsed" -gt 0 ]; then
    rate=$((runs / elapsed))
  else
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    elapsed="?"
  fi
  problem=""
  if [ "$status" -ne 0 ]; then
    problem="exit status $status"
  elif grep -qE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|^SUMMARY: |Fatal error" "$log"; then
    problem="error in the log"
  elif ! grep -q "^Done [0-9]* runs" "$log"; then
    problem="no final statistics"
  fi
  if [ -n "$problem" ]; then
    failed=1
    echo "run.sh: $target FAILED ($problem); the end of $log:" >&2
    grep -aE "Fatal error|ERROR: |SUMMARY: " "$log" | head -n 5 >&2
    grep -avE '^"|^###### |Uses: [0-9]' "$log" | tail -n 30 >&2
    sed -n 's/.*Test unit written to /run.sh: saved input: /p' "$log" >&2
    summary+=("$(printf '%-10s %12s executions in %4s s  %8s exec/s  FAILED (%s)' \
      "$target" "$runs" "$elapsed" "${rate:-?}" "$problem")")
  else
    summary+=("$(printf '%-10s %12s executions in %4s s  %8s exec/s  ok' \
      "$target" "$runs" "$elapsed" "${rate:-?}")")
  fi
done

echo
printf '%s\n' "${summary[@]}"
exit "$failed"
