#!/usr/bin/env python3
"""Compares two sets of `canon lint --reporter json` reports of the OSS check (or lists one set).

Each set is a folder of `<app>.json` files, one per app folder of Scripts/oss-check-apps.tsv.
A finding is (rule, file, line, column, message): both sides lint the same trees, so a finding
that is in one set and not the other was added or removed by the change. Examples show
`app/file:line`, the flagged line of the app's source and the message; they are taken in turn
from each app so that one large app does not hide the others.

Standard library only: Scripts/oss-check.sh runs it; it can also be run on saved reports.
"""
import argparse
import collections
import json
import os
import sys


def read_apps(tsv, only):
    apps = []
    with open(tsv, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if not fields[0] or fields[0].startswith("#"):
                continue
            if only and fields[0] not in only:
                continue
            apps.append((fields[0], fields[1] if len(fields) > 1 else ""))
    return apps


def read_report(folder, app):
    """The app's findings as a multiset of keys, or None when there is no report."""
    path = os.path.join(folder, app + ".json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    return collections.Counter(
        (v["rule"], v["file"], v["line"], v["column"], v["message"]) for v in report["violations"]
    )


class Sources:
    """The apps' lines, read once per file."""

    def __init__(self, trees):
        self.trees = trees
        self.files = {}

    def line(self, app, file, number):
        key = (app, file)
        if key not in self.files:
            path = file if os.path.isabs(file) else os.path.join(self.trees, app, file)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    self.files[key] = handle.read().split("\n")
            except OSError:
                self.files[key] = []
        lines = self.files[key]
        text = lines[number - 1].strip() if 0 < number <= len(lines) else ""
        return text if len(text) <= 160 else text[:157] + "..."


def examples(findings, count):
    """Up to `count` findings, taken in turn from each app, each app's in file order."""
    by_app = collections.OrderedDict()
    for app, key in sorted(findings, key=lambda f: (f[0], f[1][1], f[1][2], f[1][3])):
        by_app.setdefault(app, []).append(key)
    chosen, queues = [], [collections.deque(keys) for keys in by_app.values()]
    apps = list(by_app)
    while len(chosen) < count and any(queues):
        for app, queue in zip(apps, queues):
            if queue and len(chosen) < count:
                chosen.append((app, queue.popleft()))
    return chosen


def print_examples(sign, findings, count, sources):
    for app, (rule, file, line, column, message) in examples(findings, count):
        print(f"    {sign} {app}/{file}:{line}:{column}: {sources.line(app, file, line)}")
        print(f"        {message}")


def expand(counter, app):
    return [(app, key) for key, times in counter.items() for _ in range(times)]


def table(title, header, rows):
    print(f"\n## {title}\n")
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    for row in [header] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--apps-tsv", required=True)
    parser.add_argument("--trees", required=True)
    parser.add_argument("--current", required=True, help="folder of the reports to list or compare")
    parser.add_argument("--base", help="folder of the base reports; without it, only list")
    parser.add_argument("--examples", type=int, default=5)
    parser.add_argument("--only", help="comma-separated app folders")
    parser.add_argument("--label", default="")
    args = parser.parse_args()

    only = set(args.only.split(",")) if args.only else None
    sources = Sources(args.trees)
    per_app = []
    added = collections.defaultdict(list)
    removed = collections.defaultdict(list)
    base_rules = collections.Counter()
    current_rules = collections.Counter()
    failed = []
    for app, presets in read_apps(args.apps_tsv, only):
        current = read_report(args.current, app)
        base = read_report(args.base, app) if args.base else collections.Counter()
        if current is None or base is None:
            if os.path.isdir(os.path.join(args.trees, app)):
                failed.append(app)
            continue
        for (rule, *_), times in current.items():
            current_rules[rule] += times
        for (rule, *_), times in base.items():
            base_rules[rule] += times
        plus, minus = current - base, base - current
        for key, times in plus.items():
            added[key[0]] += [(app, key)] * times
        for key, times in minus.items():
            removed[key[0]] += [(app, key)] * times
        per_app.append((app, presets, sum(base.values()), sum(current.values()),
                        sum(plus.values()), sum(minus.values())))

    print(f"# Canon OSS check{': ' + args.label if args.label else ''}")
    if failed:
        print(f"\nno report (canon failed; see the .stderr files): {', '.join(failed)}")
    if args.base:
        changed = sorted(set(added) | set(removed))
        print(f"\n## Changes per rule ({len(changed)} rules changed)")
        if not changed:
            print("\nno finding added or removed")
        for rule in changed:
            print(f"\n{rule}: +{len(added[rule])} -{len(removed[rule])}"
                  f" (base {base_rules[rule]}, now {current_rules[rule]})")
            if added[rule]:
                print("  added:")
                print_examples("+", added[rule], args.examples, sources)
            if removed[rule]:
                print("  removed:")
                print_examples("-", removed[rule], args.examples, sources)
        table("Totals per app", ["app", "presets", "base", "now", "added", "removed"],
              [list(row) for row in per_app])
        rules = sorted(set(base_rules) | set(current_rules),
                       key=lambda r: (-current_rules[r], r))
        table("Totals per rule", ["rule", "base", "now", "added", "removed"],
              [[r, base_rules[r], current_rules[r], len(added[r]), len(removed[r])] for r in rules])
        total_base, total_now = sum(base_rules.values()), sum(current_rules.values())
        print(f"\ntotal: base {total_base}, now {total_now}, "
              f"added {sum(map(len, added.values()))}, removed {sum(map(len, removed.values()))}")
    else:
        print("\n## Findings per rule")
        for rule in sorted(current_rules, key=lambda r: (-current_rules[r], r)):
            print(f"\n{rule}: {current_rules[rule]}")
            print_examples("*", added[rule], args.examples, sources)
        apps = [app for app, *_ in per_app]
        counts = {app: collections.Counter() for app in apps}
        for rule, findings in added.items():
            for app, _ in findings:
                counts[app][rule] += 1
        table("Totals per app", ["app", "presets", "findings"],
              [[app, presets, now] for app, presets, _, now, _, _ in per_app])
        rules = sorted(current_rules, key=lambda r: (-current_rules[r], r))
        table("Totals per rule and app", ["rule", "total"] + apps,
              [[r, current_rules[r]] + [counts[a][r] for a in apps] for r in rules])
        print(f"\ntotal: {sum(current_rules.values())}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
