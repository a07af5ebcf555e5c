#!/usr/bin/env python3
"""Size of a Go WebAssembly build per package (issue 27's size table).

Reads a wasm built without -s (so it keeps its "name" section): each
function body's bytes in the code section go to the package of its name;
the data section and the rest are listed whole.

    GOOS=js GOARCH=wasm go build -trimpath -o /tmp/game.wasm .
    python3 docs/wasmsize.py /tmp/game.wasm [/tmp/empty.wasm]

With a second file it prints both and the difference, largest first.
"""
import re
import sys
from collections import Counter


def leb(data, at):
    result = shift = 0
    while True:
        b = data[at]
        at += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, at


def package_of(name):
    # Go's wasm names write a path's "/" and "-" as "_":
    # "github.com_twenty_games_twenty_rules.__EventLog_.Emit",
    # "image_png.Decode", "type:..", "go:..".
    if name.startswith(("type:", "go:")):
        return name.split(":")[0]
    m = re.match(r"^((?:[a-z0-9-]+\.[a-z]+_)?[^.]+)", name)
    return m.group(1) if m else name


def sizes(path):
    data = open(path, "rb").read()
    at, sections = 8, []
    while at < len(data):
        sid = data[at]
        size, body = leb(data, at + 1)
        sections.append((sid, body, size))
        at = body + size
    imports = 0
    bodies, names, other = [], {}, Counter()
    for sid, body, size in sections:
        if sid == 2:  # imports: functions imported come first in the index space
            count, p = leb(data, body)
            for _ in range(count):
                for _ in range(2):
                    n, p = leb(data, p)
                    p += n
                kind = data[p]
                p += 1
                if kind == 0:
                    _, p = leb(data, p)
                    imports += 1
                elif kind == 1:
                    p += 1
                    flags, p = leb(data, p)
                    _, p = leb(data, p)
                    if flags & 1:
                        _, p = leb(data, p)
                elif kind == 2:
                    flags, p = leb(data, p)
                    _, p = leb(data, p)
                    if flags & 1:
                        _, p = leb(data, p)
                else:
                    p += 2
            other["imports"] += size
        elif sid == 10:
            count, p = leb(data, body)
            for _ in range(count):
                n, q = leb(data, p)
                bodies.append(q - p + n)
                p = q + n
        elif sid == 11:
            other["data"] += size
        elif sid == 0:
            n, p = leb(data, body)
            name = data[p:p + n].decode()
            if name == "name":
                end = body + size
                p += n
                while p < end:
                    kind = data[p]
                    sub, p = leb(data, p + 1)
                    if kind == 1:
                        count, q = leb(data, p)
                        for _ in range(count):
                            idx, q = leb(data, q)
                            ln, q = leb(data, q)
                            names[idx] = data[q:q + ln].decode(errors="replace")
                            q += ln
                    p += sub
            else:
                other["custom " + name] += size
        else:
            other["section %d" % sid] += size
    per = Counter()
    for i, b in enumerate(bodies):
        per[package_of(names.get(imports + i, "?"))] += b
    for k, v in other.items():
        per["(" + k + ")"] += v
    return per, len(data)


def main():
    game, total = sizes(sys.argv[1])
    if len(sys.argv) < 3:
        for pkg, b in game.most_common(40):
            print("%9d  %s" % (b, pkg))
        print("%9d  total" % total)
        return
    empty, etotal = sizes(sys.argv[2])
    rows = sorted(set(game) | set(empty), key=lambda k: empty[k] - game[k])
    print("%9s %9s %9s  %s" % ("game", "empty", "extra", "package"))
    for pkg in rows[:40]:
        print("%9d %9d %9d  %s" % (game[pkg], empty[pkg], game[pkg] - empty[pkg], pkg))
    print("%9d %9d %9d  total" % (total, etotal, total - etotal))


if __name__ == "__main__":
    main()
