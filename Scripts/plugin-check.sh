#!/usr/bin/env bash
# SwiftPM integration, for real: a package that depends on Canon by path gets Canon's findings
# from `swift build` (the build-tool plugin) and from `swift package canon lint` (the command
# plugin). Usage: Scripts/plugin-check.sh [WORK_DIR]   (default: a temporary folder)
set -euo pipefail
canon_root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
# The dependency's identity is its folder's name: link the clone as `Canon` whatever it is called.
ln -sfn "$canon_root" "$work/Canon"
demo="$work/Demo"
rm -rf "$demo/Sources" && mkdir -p "$demo/Sources/Demo"
cat >"$demo/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Demo",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../Canon")],
  targets: [
    .target(name: "Demo", plugins: [.plugin(name: "CanonBuildToolPlugin", package: "Canon")])
  ]
)
SWIFT
printf 'presets: [base]\n' >"$demo/.canon.yml"
# A planted violation: `class` where `AnyObject` is meant.
printf 'public protocol LoginDelegate: class {}\n' >"$demo/Sources/Demo/LoginDelegate.swift"

cd "$demo"
echo "-- swift build shows Canon's warning"
swift build 2>&1 | tee "$work/build.log" >/dev/null || { cat "$work/build.log"; exit 1; }
grep -E "LoginDelegate.swift:1:[0-9]+: warning: .*\(class-protocol-anyobject\)" "$work/build.log"

echo "-- a second build lints again (from the cache) and shows it again"
swift build 2>&1 | tee "$work/build2.log" >/dev/null || { cat "$work/build2.log"; exit 1; }
grep -E "LoginDelegate.swift:1:[0-9]+: warning: .*\(class-protocol-anyobject\)" "$work/build2.log"
echo "-- the lint report is not copied into the package's resources"
if find .build -path '*.resources*' -name '*.canon.json' | grep -q .; then
  echo "a Canon report was copied into a resource bundle" >&2
  exit 1
fi

echo "-- swift package canon lint reports it"
swift package canon lint 2>&1 | tee "$work/command.log" >/dev/null || true
grep -E "LoginDelegate.swift:1:[0-9]+: warning: .*\(class-protocol-anyobject\)" "$work/command.log"

echo "-- swift package canon fix fixes it"
swift package --allow-writing-to-package-directory canon fix >/dev/null 2>&1
grep -q "LoginDelegate: AnyObject" Sources/Demo/LoginDelegate.swift
echo "plugins: ok"
