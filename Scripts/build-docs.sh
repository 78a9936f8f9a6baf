#!/usr/bin/env bash
# Builds the documentation of the library modules as one static website.
#
#   bash Scripts/build-docs.sh [OUTPUT]            # default OUTPUT: .build/documentation
#   bash Scripts/build-docs.sh --warnings-as-errors [OUTPUT]
#
# No package plugin is needed: the symbol graphs come from `swift package dump-symbol-graph`,
# each module's catalog is converted with `docc convert` (later modules with --dependency on
# the archives of the earlier ones, so ``ResultsKit/ResultsCoordinator``-style links between
# modules resolve), and `docc merge` combines the archives into one with a landing page.
# OUTPUT then holds a site for any static file server; the script prints how to view it.
# docc is taken from PATH, else from `xcrun docc` (Xcode on macOS), else from beside `swift`
# (.ci/toolchain.sh finds the toolchain).
#
# The Apple modules (ResultsKitUIKit, ResultsKitCoreData, ResultsKitAppKit, ResultsKitSwiftUI)
# keep most of their API inside `#if canImport(UIKit)`, `#if canImport(AppKit)`…, so a Linux
# build does not see it: their symbol graphs come from a type-check against Apple's SDKs (iOS;
# macOS for ResultsKitAppKit), through the command in APPLE_TYPECHECK (called as
# `$APPLE_TYPECHECK --platform PLATFORM --dep ResultsKitAlgorithms=Sources/ResultsKitAlgorithms
# --dep ResultsKit=Sources/ResultsKit … MODULE
# Sources/MODULE [swiftc flags]`, like CI's Apple check). Without it those modules are left
# out, with a line saying so; on macOS, Xcode's Product ▸ Build Documentation documents them.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/toolchain.sh
work_log=$(mktemp)
trap 'rm -f "$work_log"' EXIT

warnings=()
if [ "${1:-}" = --warnings-as-errors ]; then
  warnings=(--warnings-as-errors)
  shift
fi
output="${1:-.build/documentation}"
# The modules in dependency order: each may link to the ones before it.
modules=(ResultsKit ResultsKitStore ResultsKitText ResultsKitTesting ResultsKitSQLite)
apple_modules=(ResultsKitUIKit ResultsKitCoreData ResultsKitAppKit ResultsKitSwiftUI)
# apple_check MODULE: the platform and the modules MODULE is type-checked with.
apple_check() {
  local core=(--dep ResultsKitAlgorithms=Sources/ResultsKitAlgorithms
              --dep ResultsKit=Sources/ResultsKit)
  local views=("${core[@]}" --dep ResultsKitViewSupport=Sources/ResultsKitViewSupport)
  case $1 in
    ResultsKitCoreData) echo --platform ios "${core[@]}" ;;
    ResultsKitUIKit) echo --platform ios "${views[@]}" ;;
    ResultsKitAppKit) echo --platform macos "${views[@]}" ;;
    ResultsKitSwiftUI)
      echo --platform ios "${views[@]}" --dep ResultsKitUIKit=Sources/ResultsKitUIKit \
        --dep ResultsKitAppKit=Sources/ResultsKitAppKit ;;
  esac
}
if [ -n "${APPLE_TYPECHECK:-}" ]; then
  modules+=("${apple_modules[@]}")
else
  echo "build-docs: ${apple_modules[*]} left out: set APPLE_TYPECHECK to document them."
fi

if ! command -v docc >/dev/null 2>&1 && command -v xcrun >/dev/null 2>&1 \
  && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  require docc "to build the documentation (it comes with the Swift toolchain on Linux, and with Xcode on macOS as xcrun docc)"
  docc=(docc)
fi

# dump-symbol-graph reads every target's module, test targets included, so build them first
# (a no-op when they are up to date).
echo "build-docs: building the package and extracting its symbol graphs…"
swift build --build-tests >"$work_log" 2>&1 || { cat "$work_log" >&2; exit 1; }
swift package dump-symbol-graph >"$work_log" 2>&1 || { cat "$work_log" >&2; exit 1; }
graphs="$(swift build --show-bin-path)/../symbolgraph"
work=$(mktemp -d)
mkdir "$work/archives"
trap '[ -n "${KEEP_DOCS_WORK:-}" ] || rm -rf "$work"; rm -f "$work_log"' EXIT

archives=()
dependencies=()
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "build-docs: $catalog is missing." >&2
    exit 1
  fi
  mkdir -p "$work/$module-graphs"
  if [[ " ${apple_modules[*]} " == *" $module "* ]]; then
    # Type-checked against Apple's SDKs, emitting the module's symbol graphs (its own and its
    # extensions').
    # shellcheck disable=SC2046 # the platform and dependency flags are words of their own
    if ! $APPLE_TYPECHECK $(apple_check "$module") "$module" "Sources/$module" \
      -emit-module-path "$work/$module-graphs/$module.swiftmodule" -emit-symbol-graph \
      -emit-symbol-graph-dir "$work/$module-graphs" >"$work/$module.log" 2>&1; then
      cat "$work/$module.log" >&2
      echo "build-docs: $module does not type-check against Apple's SDKs with $APPLE_TYPECHECK." >&2
      exit 1
    fi
    find "$work/$module-graphs" -type f ! -name '*.symbols.json' -delete
  else
    cp "$graphs/$module.symbols.json" "$work/$module-graphs/"
    # Extensions of other modules' types (String, Character…) have graphs of their own.
    find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$work/$module-graphs/" \;
  fi
  archive="$work/archives/$module.doccarchive"
  if ! "${docc[@]}" convert "$catalog" --additional-symbol-graph-dir "$work/$module-graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.resultskit.$module" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --output-path "$archive" "${warnings[@]}" >"$work/$module.log" 2>&1; then
    cat "$work/$module.log" >&2
    echo "build-docs: the documentation of $module does not build." >&2
    exit 1
  fi
  archives+=("$archive")
  dependencies+=(--dependency "$archive")
done

rm -rf "$output"
mkdir -p "$(dirname "$output")"
if ! "${docc[@]}" merge "${archives[@]}" --synthesized-landing-page-name ResultsKit \
  --synthesized-landing-page-kind Package --output-path "$work/site" \
  >"$work/merge.log" 2>&1; then
  cat "$work/merge.log" >&2
  echo "build-docs: docc merge failed." >&2
  exit 1
fi
mv "$work/site" "$output"

echo "build-docs: the documentation of ${#modules[@]} modules is in $output. To read it:"
echo "  python3 -m http.server --directory $output 8000"
echo "  then open http://localhost:8000/documentation/ (or .../documentation/resultskit/)"
