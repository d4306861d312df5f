#!/usr/bin/env python3
"""Fill unfinished entries of a Qt Linguist .ts file from JSON translation tables.

usage: tools/tsfill.py translations/gridgames_zh_CN.ts table.json [more.json ...]

Each JSON file maps a source text (exactly as written in the C++ source, unescaped) to its
translation; a key "Context::source" applies to one context only. Entries that are already
finished are left alone unless --force is given. Prints what is still unfinished.
Run lupdate first (tools/lupdate.sh) so every string of the code is in the file.
"""
import html
import json
import re
import sys


def main(argv):
    force = "--force" in argv
    argv = [a for a in argv if a != "--force"]
    if len(argv) < 3:
        print(__doc__)
        return 2
    ts_path = argv[1]
    table = {}
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            table.update(json.load(f))
    text = open(ts_path, encoding="utf-8").read()

    out = []
    pos = 0
    filled = 0
    missing = []
    for ctx in re.finditer(r"<context>(.*?)</context>", text, re.S):
        body = ctx.group(1)
        name = html.unescape(re.search(r"<name>(.*?)</name>", body, re.S).group(1))

        def fix(m):
            nonlocal filled
            msg = m.group(0)
            src_m = re.search(r"<source>(.*?)</source>", msg, re.S)
            src = html.unescape(src_m.group(1))
            tr_m = re.search(r"<translation( type=\"unfinished\")?>(.*?)</translation>|<translation type=\"unfinished\"/>", msg, re.S)
            unfinished = tr_m is None or 'type="unfinished"' in tr_m.group(0)
            if not unfinished and not force:
                return msg
            value = table.get(name + "::" + src, table.get(src))
            if value is None:
                if unfinished:
                    missing.append((name, src))
                return msg
            esc = html.escape(value, quote=False).replace('"', "&quot;").replace("'", "&apos;")
            new = "<translation>" + esc + "</translation>"
            filled += 1
            if tr_m is None:
                return msg.replace("</message>", "    " + new + "\n    </message>")
            return msg[: tr_m.start()] + new + msg[tr_m.end():]

        new_body = re.sub(r"<message[^>]*>.*?</message>", fix, body, flags=re.S)
        out.append(text[pos: ctx.start(1)])
        out.append(new_body)
        pos = ctx.end(1)
    out.append(text[pos:])
    with open(ts_path, "w", encoding="utf-8") as f:
        f.write("".join(out))
    print(f"filled {filled}; still unfinished {len(missing)}")
    for name, src in missing:
        print(f"  [{name}] {src!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
