#!/usr/bin/env bash
# SwiftPM integration, for real: a package that depends on Canon's plugins gets Canon's findings
# from `swift build` (the build-tool plugin) and from `swift package canon lint` (the command
# plugin).
#
# Usage: Scripts/plugin-check.sh [--binary] [WORK_DIR]   (default: a temporary folder)
#   (default)  the source flavour: the demo depends on this checkout, and its build compiles
#              canon (and swift-syntax) for the plugin
#   --binary   the binary flavour: the demo depends on CanonPlugins/, whose artifact bundle
#              (Scripts/make-artifactbundle.sh) must be there; the demo must then resolve no other
#              package and compile no swift-syntax
set -euo pipefail
canon_root=$(cd "$(dirname "$0")/.." && pwd)
flavour=source
if [ "${1:-}" = "--binary" ]; then
  flavour=binary
  shift
fi
work=${1:-$(mktemp -d)}
mkdir -p "$work"
# The dependency's identity is its folder's name: link the clone as `Canon` whatever it is called.
if [ "$flavour" = binary ]; then
  test -f "$canon_root/CanonPlugins/canon.artifactbundle/info.json" || {
    echo "plugin-check: no artifact bundle; run Scripts/make-artifactbundle.sh CanonPlugins first" >&2
    exit 1
  }
  ln -sfn "$canon_root/CanonPlugins" "$work/CanonPlugins"
  dependency='.package(path: "../CanonPlugins")'
  identity=CanonPlugins
else
  ln -sfn "$canon_root" "$work/Canon"
  dependency='.package(path: "../Canon")'
  identity=Canon
fi
demo="$work/Demo"
rm -rf "$demo/Sources" && mkdir -p "$demo/Sources/Demo"
cat >"$demo/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Demo",
  platforms: [.macOS(.v14)],
  dependencies: [$dependency],
  targets: [
    .target(name: "Demo", plugins: [.plugin(name: "CanonBuildToolPlugin", package: "$identity")])
  ]
)
SWIFT
printf 'presets: [base]\n' >"$demo/.canon.yml"
# A planted violation: `class` where `AnyObject` is meant.
printf 'public protocol LoginDelegate: class {}\n' >"$demo/Sources/Demo/LoginDelegate.swift"

cd "$demo"
echo "-- swift build shows Canon's warning ($flavour plugin)"
build_started=$SECONDS
swift build 2>&1 | tee "$work/build.log" >/dev/null || { cat "$work/build.log"; exit 1; }
grep -E "LoginDelegate.swift:1:[0-9]+: warning: .*\(class-protocol-anyobject\)" "$work/build.log"
echo "first build with the $flavour plugin: $((SECONDS - build_started)) s"
if [ "$flavour" = binary ]; then
  echo "-- the binary plugin brings no other package and compiles no swift-syntax"
  if [ -n "$(ls .build/checkouts 2>/dev/null)" ] || find .build -name 'SwiftSyntax*' | grep -q .; then
    echo "the demo resolved or compiled more than the artifact bundle:" >&2
    ls .build/checkouts >&2 || true
    exit 1
  fi
fi

if [ "$flavour" = binary ]; then
  # With a prebuilt tool SwiftPM runs the command again only when an input changed (a source
  # file or a .canon.yml): an unchanged package's next build is up to date and prints nothing.
  echo "-- after an edit, the next build lints again (from the cache) and shows it again"
  touch Sources/Demo/LoginDelegate.swift
else
  echo "-- a second build lints again (from the cache) and shows it again"
fi
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
echo "plugins ($flavour): ok"
