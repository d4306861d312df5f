#!/usr/bin/env python3
"""Fill unfinished entries of translations/gridgames_zh_TW.ts from the Simplified Chinese file.

usage: tools/tw_from_cn.py [--force]

For every message that is unfinished in zh_TW but finished in zh_CN (same context and
source), converts the Simplified text with OpenCC (s2twp: Taiwan standard with Taiwanese
phrases, e.g. 设置 → 設定, 文件 → 檔案, 点击 → 點選) and then applies TERMS below, the
Taiwan UI usage that OpenCC gets wrong or that the glossary fixes (撤销 → 復原, 帮助 → 說明,
columns are 欄 and rows 列 in Taiwan, 回车 → Enter, …). The result is a start, not a
review: read the new lines (the script prints them) before committing.
--force re-derives every entry, also finished ones (loses hand edits; use with care).
Needs `opencc` (Debian package opencc). Run tools/lupdate.sh first.
"""
import html
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CN = ROOT / "translations" / "gridgames_zh_CN.ts"
TW = ROOT / "translations" / "gridgames_zh_TW.ts"

# Applied in order after OpenCC. Each pair is (pattern, replacement) on the converted text.
TERMS = [
    ("格子游戲", "格子遊戲"),
    ("撤銷", "復原"),
    ("幫助(&H)", "說明(&H)"),
    ("退出(&Q)", "結束(&Q)"),
    ("後退出", "後結束"),
    ("自定義", "自訂"),
    ("許可證", "授權條款"),
    ("紅桃", "紅心"),
    ("臺", "台"),
    ("覆盤", "復盤"),
    ("橫、豎", "橫、直"),
    ("回車、空格", "Enter、空白鍵"),
    ("回車或空格鍵", "Enter或空白鍵"),
    ("回車或空格", "Enter或空白鍵"),
    ("回車", "Enter"),
    ("“", "「"),
    ("”", "」"),
    ("‘", "『"),
    ("’", "』"),
]


def convert(texts):
    """OpenCC s2twp for a list of strings, one call for all (lines joined by a marker)."""
    marker = "\n\u2063\u2063\n"
    joined = marker.join(texts)
    try:
        out = subprocess.run(["opencc", "-c", "s2twp"], input=joined, capture_output=True,
                             text=True, check=True).stdout
    except FileNotFoundError:
        raise SystemExit("needs opencc: apt-get install opencc")
    parts = out.split(marker)
    if len(parts) != len(texts):
        raise SystemExit("opencc changed the separator; convert one by one instead")
    result = []
    for text in parts:
        for old, new in TERMS:
            text = text.replace(old, new)
        result.append(text)
    return result


MESSAGE = re.compile(r"<message[^>]*>.*?</message>", re.S)
CONTEXT = re.compile(r"<context>(.*?)</context>", re.S)
TRANSLATION = re.compile(r"<translation(?: type=\"(\w+)\")?(?:/>|>(.*?)</translation>)", re.S)


def messages(text):
    for ctx in CONTEXT.finditer(text):
        name = html.unescape(re.search(r"<name>(.*?)</name>", ctx.group(1), re.S).group(1))
        for m in MESSAGE.finditer(ctx.group(1)):
            src = html.unescape(re.search(r"<source>(.*?)</source>", m.group(0), re.S).group(1))
            tr = TRANSLATION.search(m.group(0))
            kind = tr.group(1) if tr else "unfinished"
            value = html.unescape(tr.group(2) or "") if tr else ""
            yield name, src, kind, value, ctx.start(1) + m.start(), ctx.start(1) + m.end()


def main(argv):
    force = "--force" in argv
    cn = {(n, s): v for n, s, k, v, _, _ in messages(CN.read_text(encoding="utf-8"))
          if k is None and v}
    text = TW.read_text(encoding="utf-8")
    todo = [(n, s, a, b) for n, s, k, v, a, b in messages(text)
            if (force or k == "unfinished" or not v) and (n, s) in cn]
    if todo:
        converted = convert([cn[(n, s)] for n, s, _, _ in todo])
        for (n, s, a, b), value in sorted(zip(todo, converted), key=lambda t: -t[0][2]):
            msg = text[a:b]
            esc = html.escape(value, quote=False).replace('"', "&quot;").replace("'", "&apos;")
            new = "<translation>" + esc + "</translation>"
            tr = TRANSLATION.search(msg)
            msg = msg[: tr.start()] + new + msg[tr.end():] if tr else msg.replace(
                "</message>", "    " + new + "\n    </message>")
            text = text[:a] + msg + text[b:]
            print(f"{n}: {s[:60]!r} -> {value[:60]}")
        TW.write_text(text, encoding="utf-8")
    left = [(n, s) for n, s, k, v, _, _ in messages(text) if k == "unfinished" or not v]
    for n, s in left:
        print(f"still unfinished (not finished in zh_CN either): {n}: {s[:70]!r}")
    print(f"{len(todo)} filled, {len(left)} unfinished")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
