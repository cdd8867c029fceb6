#!/usr/bin/env bash
# End-to-end check of `canon init` and `canon new` (issue 6).
#
# 1. One app holding modules of all five architectures (per-module --architecture), so there is
#    a single build: `swift build`, then `swift test` (the generated tests, leak checks included).
#    This build runs Canon's build-tool plugin on the core and UI targets, as a team's would.
#    A planted retain cycle and a removed registration must make the generated specs fail.
# 2. For each architecture, an app of its own with one of each kind `canon new` offers for it,
#    linted with its own .canon.yml: `canon lint --strict` must report zero violations.
#    (Linting is cheap; it needs no build.)
# 3. The `#if canImport(UIKit)` code and the entry point (App/) of every app compile against a
#    behavioural UIKit stand-in (Scripts/UIKitStub), and every app's UI tests run against it; a
#    navigator that misses the user's Back and a close button that leaves its screen must make
#    them fail. These copies drop the build-tool plugin: step 1 already ran it, and each
#    copy would otherwise build canon and swift-syntax once more (minutes each); their manifests
#    are checked to declare it instead.
# 4. Generating an existing module again is refused and changes nothing.
# 5. What an app links: each architecture's app (with the plugins' binary flavour, which
#    needs their bundle made: Scripts/make-artifactbundle.sh --binary <canon> CanonPlugins), and a
#    package that links CanonKit alone, resolve none of the packages only the canon tool is built
#    from (swift-syntax, Stencil, Yams, Canon's own), and none of the runtime's dependencies
#    (GRDB, Swinject, Quick, Nimble) that no target of theirs needs: the runtime's line enables
#    only the traits of the libraries the app links.
#
# Usage: Scripts/scaffold-check.sh [path/to/canon]
# Environment: CANON=/path/to/canon (or the argument; default: build it from this checkout);
# CANON_SCAFFOLD_SCRATCH=DIR (default: .build-scaffold-check in the checkout), reused between runs
# so that only the generated app is compiled again; CANON_SCAFFOLD_UIKIT=0 skips step 3.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${CANON_SCAFFOLD_SCRATCH:-$repo/.build-scaffold-check}"
work="$scratch/apps"
mkdir -p "$scratch"
if [ $# -gt 0 ]; then CANON="$1"; fi
if [ -n "${CANON:-}" ]; then CANON="$(cd "$(dirname "$CANON")" && pwd)/$(basename "$CANON")"; fi

if [ -z "${CANON:-}" ]; then
  echo "== building canon"
  swift build --package-path "$repo" --product canon >/dev/null
  CANON="$(swift build --package-path "$repo" --show-bin-path)/canon"
fi
canon="$CANON"
rm -rf "$work"
mkdir -p "$work"

now() { date +%s; }
fail() { echo "scaffold-check: FAILED: $*" >&2; exit 1; }
# A generated app is its own repository, as a team's is. Without one, the apps (generated inside
# this checkout) would be linted with Canon's own configuration, which leaves them out: the lint
# steps and the build-tool plugin would check no file at all.
own_repository() { git init -q "$1"; }
linted_files() { printf '%s\n' "$1" | sed -nE 's/^Linted ([0-9]+) files?.*/\1/p' | tail -1; }

# ---- 1. One app, every architecture, one build ------------------------------------------------
echo "== canon init + canon new (all architectures in one app)"
# Not "Check": SwiftPM names a package after its folder, and a Canon checkout in a folder named
# `check` (a CI clone at /tmp/check) made the app and Canon one package ("product not found").
"$canon" init Shopfront --architecture mvvm-di --path "$work" --canon-path "$repo" >/dev/null
app="$work/Shopfront"
own_repository "$app"
add() { (cd "$app" && "$canon" new "$@" >/dev/null); }
add screen Profile
add screen Settings --opened-from Profile   # G4: Profile gets Settings's factory and pushes it
add module Inbox --architecture viper --purpose "Shows the messages received."
add module Compose --architecture viper --purpose "Writes a new message." --param withModuleOutput
add module Thread --architecture viper --purpose "Shows one conversation." --opened-from Inbox
add screen Catalog --architecture mvvm
add screen Basket --architecture mvvm
add screen Search --architecture mvvm-bindings
add screen Filters --architecture mvvm-bindings
add cell Person --architecture mvvm-bindings
add screen Checkout --architecture mvvm-c
add screen Payment --architecture mvvm-c
add store Banana
add screen Pantry --param store=Banana   # G4: its view model's init takes the store, resolved by its assembly
add screen Till --architecture mvvm-c --param store=Banana   # G3: only the stores it uses
add module Larder --architecture viper --purpose "Shows what the larder holds." --param service=Banana   # its interactor takes any BananaStoring from the container
add entity Receipt
add screen Bill --architecture mvvm-bindings --param model=Receipt
add coordinator Onboarding

echo "== swift build (generated app)"
start=$(now)
(cd "$app" && swift build --build-tests --scratch-path "$scratch/build") > "$scratch/build.log" 2>&1 \
  || { tail -50 "$scratch/build.log"; fail "the generated app does not build"; }
build_seconds=$(( $(now) - start ))
for target in ShopfrontCore ShopfrontUI; do
  report="$(find "$scratch/build/plugins/outputs" -name "$target.canon.json" 2>/dev/null | head -1)"
  [ -n "$report" ] || fail "the build-tool plugin did not lint $target"
  grep -q '"files" *: *0\b' "$report" && fail "the build-tool plugin linted no file of $target"
done

echo "== swift test (generated app)"
start=$(now)
(cd "$app" && swift test --scratch-path "$scratch/build") > "$scratch/test.log" 2>&1 \
  || { grep -E "error|failed|FAIL" "$scratch/test.log" | head -40; fail "the generated tests fail"; }
test_seconds=$(( $(now) - start ))
xctests=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?," "$scratch/test.log" | tail -1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
swift_tests=$(grep -E "Test run with [0-9]+ tests" "$scratch/test.log" | tail -1 | sed -E 's/.*Test run with ([0-9]+) tests.*/\1/')
grep -q "everySpecRunsAndPasses() passed" "$scratch/test.log" || fail "the Quick specs did not run"
grep -q "everyAsyncSpecRunsAndPasses() passed" "$scratch/test.log" || fail "the async Quick specs did not run"

# The exit status of the app's Quick specs run with a defect planted, their log in
# $scratch/NAME.log: each planted defect must make them fail, and for its own reason.
planted_specs_status() {
  set +e
  (cd "$app" && swift test --scratch-path "$scratch/build" --filter QuickSpecs) > "$scratch/$1.log" 2>&1
  echo $?
}

# The leak checks are real: a view model that keeps itself alive makes the Quick spec fail.
echo "== swift test with a planted retain cycle (must fail)"
model="$app/Sources/ShopfrontCore/Profile/ProfileViewModel.swift"
cp "$model" "$scratch/ProfileViewModel.swift.orig"
sed -i.bak -e 's|    public private(set) var headline = ""|    public private(set) var headline = ""\n    @ObservationIgnored private var retainCycle: AnyObject?|' \
  -e 's|        headline = "Profile"|        headline = "Profile"\n        retainCycle = self|' "$model"
rm -f "$model.bak"
status=$(planted_specs_status leak)
cp "$scratch/ProfileViewModel.swift.orig" "$model"
[ "$status" -ne 0 ] || fail "a leaking view model passed the generated leak check"
grep -q "ProfileViewModel is still alive" "$scratch/leak.log" || { tail -30 "$scratch/leak.log"; fail "the leak check failed for another reason"; }

# The wiring check is real too: a screen's registration removed from its assembly makes the app
# assembly spec (the composition root's assemblies, verified) name what is missing.
echo "== swift test with a registration removed (must fail)"
assembly="$app/Sources/ShopfrontUI/Settings/SettingsAssembly.swift"
cp "$assembly" "$scratch/SettingsAssembly.swift.orig"
awk '/registerFactoryOnMainActor \{ resolver -> any SettingsViewModeling in/ { skip = 1 }
     skip && /^        }$/ { skip = 0; next }
     !skip' "$scratch/SettingsAssembly.swift.orig" > "$assembly"
status=$(planted_specs_status wiring)
cp "$scratch/SettingsAssembly.swift.orig" "$assembly"
[ "$status" -ne 0 ] || fail "an incomplete wiring passed the generated wiring check"
grep -q "has every dependency of what the root resolves: expected to equal <\[\]>, got <\[.*SettingsViewModeling> is not registered\]>" "$scratch/wiring.log" \
  || { tail -30 "$scratch/wiring.log"; fail "the wiring check failed for another reason"; }

# The refresh spec is real: it awaits the main-actor view model (an AsyncSpec run off the main
# actor), so a view model that ignores what its store holds makes it fail.
echo "== swift test with a view model that ignores its store (must fail)"
model="$app/Sources/ShopfrontCore/Pantry/PantryViewModel.swift"
cp "$model" "$scratch/PantryViewModel.swift.orig"
sed -i.bak 's|try await bananaStore.fetchAll().count|try await bananaStore.fetchAll().count * 0|' "$model"
rm -f "$model.bak"
grep -q 'fetchAll().count \* 0' "$model" || fail "the planted store defect did not apply"
status=$(planted_specs_status ignored-store)
cp "$scratch/PantryViewModel.swift.orig" "$model"
[ "$status" -ne 0 ] || fail "a view model that ignores its store passed the generated refresh spec"
grep -q 'got <Banana: 0>' "$scratch/ignored-store.log" \
  || { tail -30 "$scratch/ignored-store.log"; fail "the refresh spec failed for another reason"; }

# ---- 2. Each architecture linted with its own preset ------------------------------------------
echo "== canon lint --strict (one app per architecture, its own .canon.yml)"
start=$(now)
total_violations=0
lint_report=""
for architecture in mvvm mvvm-bindings viper mvvm-c mvvm-di; do
  name="Lint$(echo "$architecture" | sed -E 's/(^|-)([a-z])/\U\2/g')"
  "$canon" init "$name" --architecture "$architecture" --path "$work" --canon-path "$repo" >/dev/null
  own_repository "$work/$name"
  grep -q 'plugins: \[.plugin(name: "CanonBuildToolPlugin"' "$work/$name/Package.swift" \
    || fail "$architecture: the manifest does not use the build-tool plugin"
  [ "$(grep -c 'CanonBuildToolPlugin' "$work/$name/Package.swift")" -eq 2 ] \
    || fail "$architecture: the plugin is not on exactly the core and UI targets"
  purpose=()
  [ "$architecture" = viper ] && purpose=(--purpose "Shows the user's profile.")
  (cd "$work/$name" && "$canon" new module Profile "${purpose[@]}" >/dev/null \
    && "$canon" new module Settings "${purpose[@]}" $( { [ "$architecture" = viper ] || [ "$architecture" = mvvm-di ]; } && echo --opened-from Profile) >/dev/null \
    && "$canon" new store Bananas >/dev/null && "$canon" new entity Receipt >/dev/null)
  if [ "$architecture" = mvvm-c ] || [ "$architecture" = mvvm-di ]; then
    # A screen given the one store it uses, and no other dependency (G3, G4).
    (cd "$work/$name" && "$canon" new screen Pantry --param store=Banana >/dev/null)
  fi
  [ -f "$work/$name/Sources/${name}Core/Model/Entities/Banana.swift" ] || fail "$architecture: 'store Bananas' was not singularised"
  if [ "$architecture" = mvvm-bindings ]; then
    (cd "$work/$name" && "$canon" new cell Person >/dev/null \
      && "$canon" new screen Bill --param model=Receipt >/dev/null)
  fi
  if [ "$architecture" = mvvm ]; then
    (cd "$work/$name" && "$canon" new screen Basket --param store=Banana >/dev/null)
  fi
  if [ "$architecture" = mvvm ]; then
    set +e
    refusal="$(cd "$work/$name" && "$canon" new coordinator Onboarding 2>&1)"
    status=$?
    set -e
    [ "$status" -eq 2 ] && printf '%s' "$refusal" | grep -q "canon new screen" \
      || fail "mvvm: 'canon new coordinator' was not refused with what to use instead ($status: $refusal)"
  else
    (cd "$work/$name" && "$canon" new coordinator Onboarding >/dev/null)
  fi
  set +e
  output="$(cd "$work/$name" && "$canon" lint --strict 2>&1)"
  status=$?
  set -e
  count=$(printf '%s\n' "$output" | grep -cE ':[0-9]+:[0-9]+: (warning|error):' || true)
  total_violations=$(( total_violations + count ))
  files="$(linted_files "$output")"
  [ "${files:-0}" -gt 0 ] || fail "$architecture: canon lint checked no file ($output)"
  lint_report+="  $architecture: $count violation(s) in $files files"$'\n'
  if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
    printf '%s\n' "$output" | head -40
    fail "$architecture: canon lint --strict exited $status with $count violation(s)"
  fi
done

# The one app too: its own code with its own .canon.yml, each other architecture's modules with
# that architecture's preset (a preset applies to a whole project, so they are linted apart).
lint_paths() { # the source and test folders of the named modules (and files) that exist
  for item in "$@"; do
    for path in "Sources/ShopfrontCore/$item" "Sources/ShopfrontUI/$item" "Tests/ShopfrontCoreTests/$item" "Tests/ShopfrontUITests/$item" "$item"; do
      [ -e "$app/$path" ] && echo "$path"
    done
  done | sort -u
}
lint_app() { # preset-or-"own", then paths
  local preset="$1"; shift
  local arguments=(lint --strict)
  [ "$preset" = own ] || arguments+=(--preset base --preset "$preset")
  set +e
  output="$(cd "$app" && "$canon" "${arguments[@]}" $(lint_paths "$@") 2>&1)"
  status=$?
  set -e
  count=$(printf '%s\n' "$output" | grep -cE ':[0-9]+:[0-9]+: (warning|error):' || true)
  total_violations=$(( total_violations + count ))
  files="$(linted_files "$output")"
  [ "${files:-0}" -gt 0 ] || fail "the one app ($preset): canon lint checked no file ($output)"
  lint_report+="  one app, $preset: $count violation(s) in $files files"$'\n'
  if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
    printf '%s\n' "$output" | head -40
    fail "the one app ($preset): canon lint --strict exited $status with $count violation(s)"
  fi
}
lint_app own Package.swift App Profile Settings Pantry Model Coordinators QuickSpecs.swift
lint_app viper Inbox Compose Thread
lint_app mvvm Catalog Basket
lint_app mvvm-bindings Search Filters Cells Bill
lint_app mvvm-c Checkout Payment Till
lint_seconds=$(( $(now) - start ))

# ---- 3. The UIKit code builds and its tests run ---------------------------------------------
# Linux has no UIKit, so `#if canImport(UIKit)` code is not compiled by the build above. A copy of
# each app gets Scripts/UIKitStub (a small behavioural stand-in for UIKit: view loading, the
# navigation stack and its delegate, presentation, cell reuse) as a module named UIKit; its UI
# target, entry point and tests are built against it and its UI tests run (with its core tests,
# for the apps of one architecture, whose screens step 1 cannot hold).
echo "== UIKit code against a UIKit stand-in: build, run the UI tests (one app and each architecture's app)"
start=$(now)
uikit_apps=0
ui_tests=0
core_test_apps=0
# The number of tests a `swift test` log says ran (XCTest and Swift Testing).
tests_run() {
  local xc st
  xc=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?," "$1" | tail -1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
  st=$(grep -E "Test run with [0-9]+ tests?" "$1" | tail -1 | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
  echo $(( ${xc:-0} + ${st:-0} ))
}
uikit_copy() { echo "$scratch/uikit-apps/$(basename "$1")"; }
# The exit status of the UI tests matching $2 in the copy $1, their log in $scratch/$3.log.
uikit_tests_status() {
  set +e
  (cd "$1" && swift build --build-tests --scratch-path "$scratch/uikit-build" \
    && swift test --skip-build --scratch-path "$scratch/uikit-build" --filter "$2") > "$scratch/$3.log" 2>&1
  echo $?
}
check_uikit() { # app folder, UI target[, core test target]
  # As deep as the app itself, so that its relative path to Canon (--canon-path) still holds.
  local copy
  copy="$(uikit_copy "$1")"
  mkdir -p "$scratch/uikit-apps"
  rm -rf "$copy"
  cp -R "$1" "$copy"
  mkdir -p "$copy/UIKitStub"
  cp "$repo"/Scripts/UIKitStub/*.swift "$copy/UIKitStub/"
  awk -v ui="$2" '
    /^    targets: \[/ && !done_target {
      print; print "        .target(name: \"UIKit\", path: \"UIKitStub\"),"
      print "        .executableTarget(name: \"AppEntry\", dependencies: [\"" ui "\", \"UIKit\"], path: \"App\"),"
      done_target = 1; next
    }
    /plugins: \[\.plugin\(name: "CanonBuildToolPlugin"/ { next }
    $0 ~ "^ +name: \"" ui "\",$" { in_ui = 1 }
    in_ui && /dependencies: \[/ { print; print "                \"UIKit\","; in_ui = 0; next }
    { print }
  ' "$1/Package.swift" > "$copy/Package.swift"
  # A scratch path of its own: a module named UIKit must never be visible to the real builds.
  (cd "$copy" && swift build --target "$2" --scratch-path "$scratch/uikit-build" \
    && swift build --target AppEntry --scratch-path "$scratch/uikit-build") > "$scratch/uikit.log" 2>&1 \
    || { grep -E "error" "$scratch/uikit.log" | sort -u | head -30; fail "$(basename "$1"): the UIKit code does not compile"; }
  local filter="^${2}Tests\\."
  [ -n "${3:-}" ] && filter="^(${2}Tests|${3})\\."
  status=$(uikit_tests_status "$copy" "$filter" uikit-tests)
  [ "$status" -eq 0 ] || { grep -E "error|failed" "$scratch/uikit-tests.log" | head -30; fail "$(basename "$1"): the UI tests fail against the UIKit stand-in"; }
  # The UI tests alone, counted apart: a run of core tests only must not pass for them.
  status=$(uikit_tests_status "$copy" "^${2}Tests\\." uikit-ui-tests)
  local count
  count=$(tests_run "$scratch/uikit-ui-tests.log")
  [ "$status" -eq 0 ] && [ "$count" -gt 0 ] || { tail -20 "$scratch/uikit-ui-tests.log"; fail "$(basename "$1"): no UI test ran"; }
  ui_tests=$(( ui_tests + count ))
  [ -n "${3:-}" ] && core_test_apps=$(( core_test_apps + 1 ))
  uikit_apps=$(( uikit_apps + 1 ))
}
# Plants a defect (a sed script) in FILE of the copy of APP, runs its UI tests matching FILTER,
# restores the file: they must fail, and in the test named TEST.
planted_ui_defect() { # label app file sed-script filter test
  local copy file status
  copy="$(uikit_copy "$2")"
  file="$copy/$3"
  echo "== UI tests with $1 (must fail)"
  cp "$file" "$scratch/planted.orig"
  sed -i -e "$4" "$file"
  cmp -s "$file" "$scratch/planted.orig" && fail "planting $1 changed nothing in $3"
  status=$(uikit_tests_status "$copy" "$5" planted-ui)
  cp "$scratch/planted.orig" "$file"
  [ "$status" -ne 0 ] || fail "UI tests passed with $1"
  grep -qE "$6.* failed|✘ Test $6" "$scratch/planted-ui.log" || { tail -30 "$scratch/planted-ui.log"; fail "$1: the UI tests failed for another reason"; }
}
if [ "${CANON_SCAFFOLD_UIKIT:-1}" = 1 ]; then
  check_uikit "$app" ShopfrontUI
  for architecture in mvvm mvvm-bindings viper mvvm-c mvvm-di; do
    name="Lint$(echo "$architecture" | sed -E 's/(^|-)([a-z])/\U\2/g')"
    check_uikit "$work/$name" "${name}UI" "${name}CoreTests"
  done
  planted_ui_defect "a navigator that does not report the user's Back" "$work/LintMvvm" \
    Sources/LintMvvmUI/App/AppNavigator.swift 's|navigation?.userDidLeave(screenOf: viewModel)|_ = viewModel|' \
    '^LintMvvmUITests\.AppNavigatorTests' testTheUsersBackRemovesTheScreenFromTheNavigationService
  planted_ui_defect "a close button that only finishes its flow" "$work/LintMvvmC" \
    Sources/LintMvvmCUI/Profile/ProfileCoordinator.swift 's|        navigationController.close(viewController)|        _ = viewController|' \
    '^LintMvvmCUITests\.ProfileCoordinatorTests' testTheCloseButtonFinishesTheFlowAndRemovesItsScreen
  planted_ui_defect "a view model that ignores what its store holds" "$work/LintMvvmC" \
    Sources/LintMvvmCCore/Pantry/PantryViewModel.swift 's|bananaStore.fetchAll().count|bananaStore.fetchAll().prefix(0).count|' \
    '^LintMvvmCCoreTests\.' loadingShowsHowManyEntitiesEachStoreHas
  # A VIPER router missing the factory of a module it opens stops a debug build, saying which.
  echo "== UI tests with a VIPER router not given the factory it opens with (must stop, naming it)"
  copy="$(uikit_copy "$work/LintViper")"
  assembly="$copy/Sources/LintViperUI/Profile/Assembly/ProfileAssembly.swift"
  cp "$assembly" "$scratch/planted.orig"
  sed -i -e 's|in $0.settingsFactory = factory }|in _ = ($0, factory) }|' "$assembly"
  cmp -s "$assembly" "$scratch/planted.orig" && fail "planting a missing factory changed nothing in ProfileAssembly.swift"
  status=$(uikit_tests_status "$copy" '^LintViperUITests\.ProfileAssemblyOpenSettingsTests' planted-ui)
  cp "$scratch/planted.orig" "$assembly"
  [ "$status" -ne 0 ] || fail "a router without the factory of the module it opens passed its tests"
  grep -q "ProfileRouter cannot open Settings: it has no settingsFactory" "$scratch/planted-ui.log" \
    || { tail -30 "$scratch/planted-ui.log"; fail "a missing factory: the tests failed for another reason"; }
else
  echo "   skipped (CANON_SCAFFOLD_UIKIT=0)"
fi
uikit_seconds=$(( $(now) - start ))
echo "   UIKit step: ${uikit_apps} apps, ${ui_tests} UI tests run, in ${uikit_seconds}s"

# ---- 4. Never overwrite -------------------------------------------------------------------------
before="$(cd "$app" && find . -type f -not -path './.build*' | sort | xargs md5sum)"
set +e
(cd "$app" && "$canon" new screen Profile >/dev/null 2>&1)
status=$?
set -e
after="$(cd "$app" && find . -type f -not -path './.build*' | sort | xargs md5sum)"
[ "$status" -eq 2 ] || fail "generating an existing screen again exited $status, expected 2"
[ "$before" = "$after" ] || fail "a refused run changed files"

# ---- 5. What an app links -----------------------------------------------------------------------
# The libraries come from Canon's runtime package (Runtime/) and each target lists those it uses;
# the build-tool plugin's package is a line of its own, the only one that brings the canon tool.
# With the plugins' binary flavour (CanonPlugins/, its bundle made) that line brings nothing, and
# the runtime's line enables only the traits of the libraries the app links, so an app resolves
# what it uses and nothing else.
echo "== what an app links: the packages each app resolves"
start=$(now)
# Packages only the canon tool is built from, and Canon's own (the checkout's folder name);
# swift-argument-parser is not among them (Quick depends on it).
tool_packages="swift-syntax stencil yams $(basename "$repo" | tr '[:upper:]' '[:lower:]')"
# The identities of the packages the package at $1 resolves (itself aside), one a line.
resolved_packages() {
  local json
  json="$(cd "$1" && swift package --scratch-path "$scratch/links-build/$(basename "$1")" show-dependencies --format json 2>"$scratch/links.log")" \
    || { tail -20 "$scratch/links.log" >&2; fail "$(basename "$1"): its dependencies do not resolve"; }
  printf '%s\n' "$json" | grep -oE '"identity" *: *"[^"]+"' | sed -E 's/.*"([^"]+)"$/\1/' | tail -n +2 | sort -u
}
# Fails when the package named $1, whose manifest is $2, resolves $3 (packages, one a line) with a
# dependency of the runtime that none of its targets needs: each comes with the libraries listed.
no_unused_runtime_dependency() {
  local entry package libraries library used
  for entry in "grdb.swift:CanonStoreSQLite GRDB" "swinject:CanonInjection Swinject" \
    "quick:CanonTestingQuick Quick" "nimble:CanonTestingQuick Quick Nimble"; do
    package="${entry%%:*}" libraries="${entry#*:}" used=no
    for library in $libraries; do
      grep -q "\.product(name: \"$library\"" "$2" && used=yes
    done
    if [ "$used" = no ] && printf '%s\n' "$3" | grep -qx "$package"; then
      fail "$1 resolves $package, which none of its targets needs (the runtime's line: $(grep -o '\.package(path: "[^"]*/Runtime"[^)]*)' "$2"))"
    fi
  done
}
links_report=""
for architecture in mvvm mvvm-bindings viper mvvm-c mvvm-di; do
  name="Lint$(echo "$architecture" | sed -E 's/(^|-)([a-z])/\U\2/g')"
  manifest="$work/$name/Package.swift"
  grep -q '/CanonPlugins")' "$manifest" \
    || fail "$architecture: the app takes the plugins' source flavour; make their bundle first (Scripts/make-artifactbundle.sh --binary $canon CanonPlugins)"
  packages="$(resolved_packages "$work/$name")"
  printf '%s\n' "$packages" | grep -qx runtime || fail "$architecture: the app does not resolve Canon's runtime package"
  for package in $tool_packages; do
    printf '%s\n' "$packages" | grep -qx "$package" && fail "$architecture: the app resolves $package"
  done
  no_unused_runtime_dependency "$architecture" "$manifest" "$packages"
  links_report+="  $architecture: $(printf '%s' "$packages" | tr '\n' ' ')"$'\n'
done
kit_only="$scratch/links-apps/KitOnly"
rm -rf "$kit_only" && mkdir -p "$kit_only/Sources/KitOnly"
cat > "$kit_only/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "KitOnly",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "$repo/Runtime", traits: [])],
  targets: [.target(name: "KitOnly", dependencies: [.product(name: "CanonKit", package: "Runtime")])]
)
SWIFT
printf 'import CanonKit\n\nlet state: Loadable<Int> = .idle\n' > "$kit_only/Sources/KitOnly/KitOnly.swift"
packages="$(resolved_packages "$kit_only")"
[ "$(printf '%s' "$packages" | tr '\n' ' ')" = "runtime swift-log" ] \
  || fail "a package that links CanonKit alone resolves more than the runtime and swift-log: $(printf '%s' "$packages" | tr '\n' ' ')"
(cd "$kit_only" && swift build --scratch-path "$scratch/links-build/KitOnly" > "$scratch/kit-only.log" 2>&1) \
  || { tail -20 "$scratch/kit-only.log"; fail "a package that links CanonKit alone does not build"; }
links_report+="  CanonKit alone: $(printf '%s' "$packages" | tr '\n' ' ')"$'\n'
links_seconds=$(( $(now) - start ))

echo
echo "scaffold-check: generated app built in ${build_seconds}s, tested in ${test_seconds}s" \
  "(${xctests:-0} XCTest tests, ${swift_tests:-0} Swift Testing tests), linted in ${lint_seconds}s," \
  "UIKit code of ${uikit_apps} apps built and ${ui_tests} UI tests run against the stand-in (core tests of ${core_test_apps} apps too) in ${uikit_seconds}s"
printf '%s' "$lint_report"
echo "scaffold-check: packages each app resolves (in ${links_seconds}s):"
printf '%s' "$links_report"
echo "scaffold-check: ${total_violations} violations; 1 passed, 0 failed"
