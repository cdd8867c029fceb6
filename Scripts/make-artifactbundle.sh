#!/usr/bin/env bash
# Packs `canon` as a SwiftPM artifact bundle (SE-0305), the form the binary plugins of
# CanonPlugins/ take, so that a package using them builds no swift-syntax.
#
# Usage: Scripts/make-artifactbundle.sh [--binary PATH] OUTPUT_DIR
#   --binary PATH   pack this executable (for the platform this script runs on) instead of
#                   building one; the resource bundle beside it is packed with it
# Without --binary: a release build of `canon` (on Linux with the Swift runtime linked in, so the
# binary runs where no toolchain is installed; on macOS a universal arm64 + x86_64 binary).
#
# Writes OUTPUT_DIR/canon.artifactbundle (info.json and one variant for this platform),
# OUTPUT_DIR/canon.artifactbundle.zip and OUTPUT_DIR/canon.artifactbundle.zip.checksum (the
# SHA-256 that `.binaryTarget(url:checksum:)` asks for; `swift package compute-checksum` gives
# the same), and prints the `.binaryTarget` line for a release.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
binary=""
if [ "${1:-}" = "--binary" ]; then
  binary="${2:?--binary needs a path}"
  shift 2
fi
out="${1:?usage: Scripts/make-artifactbundle.sh [--binary PATH] OUTPUT_DIR}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

version=$(sed -nE 's/.*static let version = "([^"]+)".*/\1/p' "$repo/Sources/canon/Commands/CanonCommand.swift")
test -n "$version" || { echo "make-artifactbundle: no version in CanonCommand.swift" >&2; exit 1; }

case "$(uname -s)" in
  Darwin)
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant="canon-$version-macos"
    if [ -z "$binary" ]; then
      swift build --package-path "$repo" -c release --product canon --arch arm64 --arch x86_64
      binary="$(swift build --package-path "$repo" -c release --arch arm64 --arch x86_64 --show-bin-path)/canon"
    fi
    ;;
  Linux)
    triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
    triples="\"$triple\""
    variant="canon-$version-$triple"
    if [ -z "$binary" ]; then
      swift build --package-path "$repo" -c release --product canon --static-swift-stdlib
      binary="$(swift build --package-path "$repo" -c release --show-bin-path)/canon"
    fi
    ;;
  *) echo "make-artifactbundle: $(uname -s) is not a platform Canon packs" >&2; exit 1 ;;
esac
test -x "$binary" || { echo "make-artifactbundle: $binary is not an executable" >&2; exit 1; }

# Built in a temporary folder and moved into place whole: a reader never sees half a bundle.
staging=$(mktemp -d "$out/.canon.artifactbundle.XXXXXX")
trap 'rm -rf "$staging"' EXIT
bundle="$staging/canon.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/canon"
# The scaffolding templates travel as a resource bundle beside the executable, where Bundle.module
# looks first (only `canon init`/`canon new` read them; linting does not).
for resources in "$(dirname "$binary")"/*_CanonScaffold.resources "$(dirname "$binary")"/*_CanonScaffold.bundle; do
  if [ -d "$resources" ]; then cp -R "$resources" "$bundle/$variant/bin/"; fi
done
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "canon": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/canon", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
(cd "$staging" && zip -qry canon.artifactbundle.zip canon.artifactbundle)
if command -v sha256sum >/dev/null; then sha256=(sha256sum); else sha256=(shasum -a 256); fi
"${sha256[@]}" "$staging/canon.artifactbundle.zip" | cut -d' ' -f1 >"$staging/canon.artifactbundle.zip.checksum"

rm -rf "$out/canon.artifactbundle"
mv "$bundle" "$out/canon.artifactbundle"
mv "$staging/canon.artifactbundle.zip" "$staging/canon.artifactbundle.zip.checksum" "$out/"
checksum=$(cat "$out/canon.artifactbundle.zip.checksum")
echo "canon $version packed for $triples: $out/canon.artifactbundle"
echo "for a release: .binaryTarget(name: \"CanonBinary\", url: \"<where canon.artifactbundle.zip is published>\", checksum: \"$checksum\")"
