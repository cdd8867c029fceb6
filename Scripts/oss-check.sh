#!/usr/bin/env bash
# Precision check on public apps, like SwiftLint's OSS check: what a change to Canon adds and
# removes on real code that nobody here wrote.
#
# Builds `canon` in release at BASE_REV (in a git worktree under .build/oss-check/base-<rev>,
# with its own .build, reused when already built for that commit) and at the working tree, lints
# every app folder of TREES_DIR listed in Scripts/oss-check-apps.tsv with that app's presets (and
# its configuration, if the TSV names one), then prints per rule the findings added and removed,
# with examples (file:line and the flagged line), and totals per app and per rule. Findings match
# on (rule, file, line, column, message): both sides lint the same trees.
#
# Usage:
#   Scripts/oss-check.sh [options] BASE_REV [TREES_DIR]   base against the working tree
#   Scripts/oss-check.sh [options] --only-current [TREES_DIR]
#                                               the working tree's findings per rule, no diff
#   Scripts/oss-check.sh [options] --only-base BASE_REV [TREES_DIR]
#                                               BASE_REV's findings per rule, no diff
# Options:
#   --apps A,B       only these app folders (names from the TSV)
#   --examples N     examples per rule and direction (default 5)
#   --out DIR        where the JSON reports go (default .build/oss-check/reports)
# TREES_DIR defaults to .build/oss-check/trees; docs/precision.md says how to fill it.
#
# The apps' code is never committed. Run it for every rule change and put the summary in the
# change's note.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
scripts="$repo/Scripts"
apps_tsv="$scripts/oss-check-apps.tsv"
configs="$scripts/oss-check-configs"
work="$repo/.build/oss-check"

usage() { sed -n '12,22p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

mode=diff
only_apps=""
examples=5
out="$work/reports"
positional=()
while [ $# -gt 0 ]; do
  case "$1" in
    --only-current) mode=current ;;
    --only-base) mode=base ;;
    --apps) only_apps="${2:?--apps needs a list}"; shift ;;
    --examples) examples="${2:?--examples needs a number}"; shift ;;
    --out) out="${2:?--out needs a folder}"; shift ;;
    -h|--help) usage ;;
    -*) echo "oss-check: unknown option $1" >&2; usage ;;
    *) positional+=("$1") ;;
  esac
  shift
done

base_rev=""
if [ "$mode" = current ]; then
  trees="${positional[0]:-$work/trees}"
  [ ${#positional[@]} -le 1 ] || usage
else
  [ ${#positional[@]} -ge 1 ] && [ ${#positional[@]} -le 2 ] || usage
  base_rev="${positional[0]}"
  trees="${positional[1]:-$work/trees}"
fi
if [ ! -d "$trees" ]; then
  echo "oss-check: no trees folder at $trees; docs/precision.md says how to fill it" >&2
  exit 2
fi
trees="$(cd "$trees" && pwd -P)"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# The apps to lint: TSV rows (folder, presets, optional config), comments and blanks skipped.
apps=()
while IFS=$'\t' read -r folder presets config _; do
  case "$folder" in ''|'#'*) continue ;; esac
  if [ -n "$only_apps" ] && [[ ",$only_apps," != *",$folder,"* ]]; then continue; fi
  apps+=("$folder"$'\t'"$presets"$'\t'"${config:-}")
done <"$apps_tsv"
present=0
for row in "${apps[@]}"; do
  folder="${row%%$'\t'*}"
  if [ -d "$trees/$folder" ]; then
    present=$((present + 1))
  else
    echo "oss-check: app '$folder' is not in $trees: skipped (docs/precision.md lists where it comes from)" >&2
  fi
done
if [ "$present" -eq 0 ]; then
  echo "oss-check: none of the apps of $apps_tsv is in $trees; nothing to check" >&2
  exit 2
fi

# Builds canon at a commit in its own worktree; prints the binary's path.
build_base() {
  local sha short tree bin
  sha="$(git -C "$repo" rev-parse --verify "$1^{commit}")"
  short="${sha:0:7}"
  tree="$work/base-$short"
  if [ -d "$tree" ] && [ "$(git -C "$tree" rev-parse HEAD)" != "$sha" ]; then
    echo "oss-check: $tree holds $(git -C "$tree" rev-parse HEAD), not $sha; remove it" >&2
    exit 2
  fi
  if [ ! -d "$tree" ]; then
    git -C "$repo" worktree add --detach "$tree" "$sha" >&2
  fi
  bin="$tree/.build/release/canon"
  # Stamped after a successful build: a second run at the same commit builds nothing.
  if [ ! -x "$bin" ] || [ "$(cat "$tree/.oss-check-built" 2>/dev/null)" != "$sha" ]; then
    echo "== building canon at ${short} (release; several minutes the first time)" >&2
    swift build -c release --product canon --package-path "$tree" >&2
    echo "$sha" >"$tree/.oss-check-built"
  fi
  echo "$bin"
}

build_current() {
  echo "== building canon from the working tree (release)" >&2
  swift build -c release --product canon --package-path "$repo" >&2
  echo "$(swift build -c release --package-path "$repo" --show-bin-path)/canon"
}

# Lints every present app with one binary; reports go to $out/<side>/<app>.json.
lint_all() {
  local side="$1" canon="$2" row folder presets config app args status
  rm -rf "${out:?}/$side"
  mkdir -p "$out/$side"
  for row in "${apps[@]}"; do
    IFS=$'\t' read -r folder presets config <<<"$row"
    app="$trees/$folder"
    [ -d "$app" ] || continue
    # Canon asks git for the files when the folder is in a git work tree; an app copied without
    # its own .git into this repository's ignored .build would then have no files at all.
    if [ ! -e "$app/.git" ] && git -C "$app" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      echo "oss-check: $folder has no .git of its own but lies inside the git work tree" \
        "$(git -C "$app" rev-parse --show-toplevel); git would hide its files from canon." \
        "Clone it (git clone --depth 1) or keep the trees outside the repository." >&2
      exit 2
    fi
    args=()
    IFS=',' read -ra names <<<"$presets"
    for name in "${names[@]}"; do args+=(--preset "$name"); done
    if [ -n "$config" ]; then
      if [ -f "$app/$config" ]; then
        args+=(--config "$app/$config")
      elif [ -f "$configs/$config" ]; then
        # The configuration's folder is the root its globs and folder roles are read against:
        # it has to sit at the app's root, under a name no app uses.
        cp "$configs/$config" "$app/.canon-oss-check.yml"
        args+=(--config "$app/.canon-oss-check.yml")
      else
        echo "oss-check: $folder: configuration $config is neither in the app nor in $configs" >&2
        exit 2
      fi
    fi
    status=0
    (cd "$app" && "$canon" lint . "${args[@]}" --reporter "json:$out/$side/$folder.json") \
      >/dev/null 2>"$out/$side/$folder.stderr" || status=$?
    # 0: clean, 1: error-severity findings; anything else is a usage or internal failure.
    if [ "$status" -gt 1 ]; then
      echo "oss-check: canon ($side) failed on $folder with status $status:" >&2
      sed 's/^/  /' "$out/$side/$folder.stderr" >&2
      rm -f "$out/$side/$folder.json"
    fi
  done
}

diff_args=(--apps-tsv "$apps_tsv" --trees "$trees" --examples "$examples")
[ -n "$only_apps" ] && diff_args+=(--only "$only_apps")
case "$mode" in
  current)
    lint_all current "$(build_current)"
    python3 "$scripts/oss_check_diff.py" "${diff_args[@]}" --current "$out/current" \
      --label "working tree"
    ;;
  base)
    lint_all base "$(build_base "$base_rev")"
    python3 "$scripts/oss_check_diff.py" "${diff_args[@]}" --current "$out/base" \
      --label "$(git -C "$repo" rev-parse --short "$base_rev")"
    ;;
  diff)
    base_bin="$(build_base "$base_rev")"
    current_bin="$(build_current)"
    lint_all base "$base_bin"
    lint_all current "$current_bin"
    python3 "$scripts/oss_check_diff.py" "${diff_args[@]}" --base "$out/base" \
      --current "$out/current" --label "$(git -C "$repo" rev-parse --short "$base_rev") -> working tree"
    ;;
esac
