#!/usr/bin/env bash
# A tree for the scheduling benchmark: a copy of an app with a few large generated files added
# (a long mock class, a long enum table, as Sourcery and SwiftGen write them), so that one core
# could be left parsing a huge file alone at the end of a run.
# Usage: Scripts/make-lopsided-tree.sh APP_DIR OUT_DIR [FILES] [KILOBYTES]
set -euo pipefail
app=${1:?usage: Scripts/make-lopsided-tree.sh APP_DIR OUT_DIR [FILES] [KILOBYTES]}
out=${2:?usage: Scripts/make-lopsided-tree.sh APP_DIR OUT_DIR [FILES] [KILOBYTES]}
files=${3:-4}
kilobytes=${4:-1100}
rm -rf "$out"
cp -r "$app" "$out"
# Where SwiftGen and Sourcery usually write, after most app folders in path order.
mkdir -p "$out/Sources/Generated"
python3 - "$out/Sources/Generated" "$files" "$kilobytes" <<'PY'
import sys
folder, files, kilobytes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for n in range(files):
    lines = ["// Generated using Sourcery — DO NOT EDIT", "import Foundation", ""]
    if n % 2 == 0:
        lines.append(f"final class ServiceMock{n}: Service{n} {{")
        i = 0
        while sum(len(l) + 1 for l in lines) < kilobytes * 1024:
            lines += [
                f"    var fetch{i}CallsCount = 0",
                f"    var fetch{i}Called: Bool {{ return fetch{i}CallsCount > 0 }}",
                f"    var fetch{i}ReceivedArguments: (id: Int, name: String)?",
                f"    var fetch{i}Closure: ((Int, String) -> [String])?",
                f"    func fetch{i}(id: Int, name: String) -> [String] {{",
                f"        fetch{i}CallsCount += 1",
                f"        fetch{i}ReceivedArguments = (id: id, name: name)",
                f"        return fetch{i}Closure.map({{ $0(id, name) }}) ?? []",
                "    }",
            ]
            i += 1
        lines.append("}")
    else:
        lines.append(f"enum Asset{n}: String, CaseIterable {{")
        i = 0
        while sum(len(l) + 1 for l in lines) < kilobytes * 1024:
            lines.append(f"    case icon{i}Glyph = \"icon-{i}-glyph\"")
            i += 1
        lines.append("}")
    with open(f"{folder}/Generated{n}.swift", "w") as f:
        f.write("\n".join(lines) + "\n")
PY
du -sh "$out/Sources/Generated"
