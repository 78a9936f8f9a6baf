# Sourced by the CI scripts and Fuzz/*.sh: finds the Swift toolchain and reports what is missing.
#
# `swift` on PATH is used as it is. Otherwise SWIFT_TOOLCHAIN_BIN (a toolchain's `usr/bin`) is
# tried, then the places Linux installers put a toolchain; failing that, the script stops with
# a message saying what to do. `require TOOL WHY` does the same for any other tool.

require() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "${0##*/}: '$1' was not found on PATH; it is needed $2." >&2
    exit 1
  fi
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
