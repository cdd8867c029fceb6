#!/usr/bin/env python3
"""Lists Swift functions, initializers, subscripts, accessors and closures-as-properties longer
than a limit (lines from the declaration to its closing brace). Usage:
long-functions.py [--limit N] PATH..."""
import os
import re
import sys


def strip(source):
    """The source with comments and string contents blanked, line breaks kept."""
    out = []
    i, n = 0, len(source)
    # Stack of contexts: 'code' (with paren depth, for interpolation), or string kinds.
    stack = [["code", 0]]
    while i < n:
        c = source[i]
        top = stack[-1]
        if top[0] == "code":
            if source.startswith("//", i):
                j = source.find("\n", i)
                j = n if j < 0 else j
                i = j
                continue
            if source.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if source.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif source.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        if source[j] == "\n":
                            out.append("\n")
                        j += 1
                i = j
                continue
            m = re.match(r'(#*)("""|")', source[i:])
            if m and (m.group(1) == "" or True):
                hashes, quote = m.group(1), m.group(2)
                if hashes or c == '"':
                    stack.append(["string", hashes, quote])
                    out.append('"')
                    i += len(m.group(0))
                    continue
            if c == "(":
                top[1] += 1
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop()
                    out.append(")")
                    i += 1
                    continue
                top[1] -= 1
            out.append(c)
            i += 1
        else:
            _, hashes, quote = top
            if c == "\\" and source.startswith("\\" + hashes, i):
                k = i + 1 + len(hashes)
                if k < n and source[k] == "(":
                    stack.append(["code", 0])
                    out.append("(")
                    i = k + 1
                    continue
                i = k + 1
                continue
            if source.startswith(quote + hashes, i):
                stack.pop()
                out.append('"')
                i += len(quote) + len(hashes)
                continue
            if c == "\n":
                out.append("\n")
            i += 1
    return "".join(out)


DECL = re.compile(
    r"(?<![.\w])(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|deinit\b|(?:get|set|willSet|didSet)\s*\{|(?:var|let)\s+\w+\s*(?::[^={]*)?=\s*\{)")


def functions(text):
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def line_of(offset):
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    for m in DECL.finditer(text):
        # The body: the first `{` after the declaration at paren depth 0.
        # Back onto a `{` or `(` the pattern ended with, so that it is counted.
        i, depth = m.end() - 1 if text[m.end() - 1] in "{(" else m.end(), 0
        while i < len(text):
            ch = text[i]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif ch == "{" and depth == 0:
                break
            elif ch in ";}" and depth == 0:
                i = -1
                break
            i += 1
        if i < 0 or i >= len(text):
            continue
        braces, j = 0, i
        while j < len(text):
            if text[j] == "{":
                braces += 1
            elif text[j] == "}":
                braces -= 1
                if braces == 0:
                    break
            j += 1
        name = re.sub(r"\s+", " ", m.group(1)).rstrip("({<= ")
        yield line_of(m.start()), line_of(j), name


def main():
    args = sys.argv[1:]
    limit = 100
    if args[:1] == ["--limit"]:
        limit, args = int(args[1]), args[2:]
    found = []
    for root in args:
        for folder, _, names in os.walk(root):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    text = strip(handle.read())
                for first, last, what in functions(text):
                    length = last - first + 1
                    if length > limit:
                        found.append((length, path, first, what))
    for length, path, first, what in sorted(found, reverse=True):
        print(f"{length:5} {path}:{first} {what}")


main()
