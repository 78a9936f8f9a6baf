#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets: `Fuzz/build.sh` builds all five,
# `Fuzz/build.sh diff replay` only those. Run from anywhere.
#
# The library modules are compiled once, each into one module file and one object
# (-emit-module -emit-object, whole-module), with coverage instrumentation for libFuzzer and
# AddressSanitizer; each target is then compiled as a module of its own against them and
# linked with libFuzzer's main. A module or target is rebuilt only when one of its sources
# (or a module it imports) is newer than its output, so a second run costs nothing.
#
# Output, git-ignored: $FUZZ_BUILD_DIR (default Fuzz/.build), with the fuzzers as
# fuzz-<target> and the modules under modules/.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/toolchain.sh

out="${FUZZ_BUILD_DIR:-Fuzz/.build}"
modules="$out/modules"
mkdir -p "$modules"

all_targets=(diff batch replay events controller)

# The settings of Package.swift, plus the sanitizers. -assert-config Debug keeps the library's
# assert()s on in this optimised build: a failing one is a bug the fuzzer should report.
flags=(
  -sanitize=fuzzer,address -O -parse-as-library -swift-version 6 -g
  -assert-config Debug -package-name resultskit -use-ld=lld
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -I "$modules"
)

# The library modules in dependency order, each with the modules it imports.
library=(ResultsKitAlgorithms ResultsKit ResultsKitStore ResultsKitText ResultsKitTesting
  ResultsKitJSON ResultsKitReplay)
declare -A imports=(
  [ResultsKitAlgorithms]=""
  [ResultsKit]="ResultsKitAlgorithms"
  [ResultsKitStore]="ResultsKit ResultsKitAlgorithms"
  [ResultsKitText]="ResultsKit ResultsKitAlgorithms"
  [ResultsKitTesting]="ResultsKit"
  [ResultsKitJSON]=""
  [ResultsKitReplay]="ResultsKit ResultsKitJSON ResultsKitStore ResultsKitText"
)

# Whether $1 is missing or older than any of the other files.
stale() {
  local output=$1
  shift
  [ -e "$output" ] || return 0
  local file
  for file in "$@"; do
    [ "$file" -nt "$output" ] && return 0
  done
  return 1
}

# The Swift sources under a directory, sorted, one per line.
sources_in() {
  find "$@" -name '*.swift' -not -path '*/.build/*' | LC_ALL=C sort
}

build_module() {
  local module=$1 sources=() inputs=() dependency
  mapfile -t sources < <(sources_in "Sources/$module")
  inputs=("${sources[@]}")
  for dependency in ${imports[$module]}; do inputs+=("$modules/$dependency.swiftmodule"); done
  if ! stale "$modules/$module.o" "${inputs[@]}" Fuzz/build.sh; then return; fi
  echo "build.sh: compiling $module (${#sources[@]} files)"
  swiftc "${flags[@]}" -module-name "$module" -wmo -num-threads 0 \
    -emit-module -emit-module-path "$modules/$module.swiftmodule" \
    -emit-object -o "$modules/$module.o" "${sources[@]}"
  # The compiler leaves an output that did not change untouched: mark it as built now.
  touch "$modules/$module.o" "$modules/$module.swiftmodule"
}

# The sources of a fuzz target: its own file (and the files of Fuzz/Targets/<target>/, if
# any) and the shared support. The `replay` target imports the ResultsKitReplay module.
target_sources() {
  local target=$1
  sources_in "Fuzz/Support"
  echo "Fuzz/Targets/$target.swift"
  if [ -d "Fuzz/Targets/$target" ]; then sources_in "Fuzz/Targets/$target"; fi
}

build_target() {
  local target=$1 sources=() objects=() module
  mapfile -t sources < <(target_sources "$target")
  for module in "${library[@]}"; do objects+=("$modules/$module.o"); done
  if ! stale "$out/fuzz-$target" "${sources[@]}" "${objects[@]}" Fuzz/build.sh; then return; fi
  echo "build.sh: compiling and linking fuzz-$target"
  # Compiled, then linked: the module (for the debugger) goes beside the library's.
  swiftc "${flags[@]}" -module-name "Fuzz_$target" -wmo -num-threads 0 \
    -emit-module -emit-module-path "$modules/Fuzz_$target.swiftmodule" \
    -emit-object -o "$modules/Fuzz_$target.o" "${sources[@]}"
  swiftc -sanitize=fuzzer,address -use-ld=lld -g \
    "$modules/Fuzz_$target.o" "${objects[@]}" -o "$out/fuzz-$target"
  touch "$out/fuzz-$target"
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for target in "${targets[@]}"; do
  if [ ! -f "Fuzz/Targets/$target.swift" ]; then
    echo "build.sh: unknown target '$target' (targets: ${all_targets[*]})" >&2
    exit 2
  fi
done

for module in "${library[@]}"; do build_module "$module"; done
for target in "${targets[@]}"; do build_target "$target"; done
