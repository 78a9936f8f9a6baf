# Sourced by the CI scripts, Fuzz/*.sh and Scripts/build-docs.sh: finds the Swift toolchain
# and reports what is missing.
#
# `swift` on PATH is used as it is. Otherwise SWIFT_TOOLCHAIN_BIN (a toolchain's `usr/bin`) is
# tried, then the places Linux installers put a toolchain; failing that, the script stops with
# a message saying what to do. `require TOOL WHY` does the same for any other tool: a tool
# missing from PATH is looked for beside the `swift` that was found (where a Linux toolchain
# keeps docc, swiftc and swift-format), and otherwise the script stops with a message naming
# the tool and what it is needed for.

require() {
  if command -v "$1" >/dev/null 2>&1; then return 0; fi
  local swift_path toolchain_bin
  if swift_path=$(command -v swift 2>/dev/null); then
    toolchain_bin=$(dirname "$(readlink -f "$swift_path")")
    if [ -x "$toolchain_bin/$1" ]; then
      export PATH="$PATH:$toolchain_bin"
      return 0
    fi
  fi
  echo "${0##*/}: '$1' was not found on PATH; it is needed $2." >&2
  exit 1
}

if ! command -v swift >/dev/null 2>&1; then
  for candidate in "${SWIFT_TOOLCHAIN_BIN:-}" /usr/share/swift/usr/bin \
    /usr/local/swift/usr/bin "$HOME/.local/share/swiftly/bin"; do
    if [ -n "$candidate" ] && [ -x "$candidate/swift" ]; then
      export PATH="$candidate:$PATH"
      break
    fi
  done
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "${0##*/}: no Swift toolchain found. Put 'swift' (6.1 or later) on PATH, or set" \
    "SWIFT_TOOLCHAIN_BIN to the toolchain's usr/bin folder." >&2
  exit 1
fi
