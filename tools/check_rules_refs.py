#!/usr/bin/env python3
"""Checks that every citation of the rules document names a section that exists.

The source tree cites the rules as "docs/RULES.md §N" or "docs/RULES.md §N.M" (several
sections may follow one another on the line: "docs/RULES.md §6.4, §6.6"). This script reads
the numbered headings of docs/RULES.md ("## 4. Lianliankan", "### 4.4 The joining path")
and scans core/, ui/, app/, tests/, fuzz/, bench/ and tools/ (never build*/ directories).
It fails, printing file:line and the citation, when

  * a cited section number is not a heading of docs/RULES.md;
  * a citation names the document without the docs/ prefix ("RULES.md §4", "RULES §1",
    "RULES:"), or with another path;
  * docs/RULES.md is cited without a section number (on the same line or the next);
  * docs/RULES.md itself has a numbered heading twice, or one without its anchor
    (<a id="sN.M"></a> on the line before).

Usage: python3 tools/check_rules_refs.py [--root DIR]
Exit status: 0 when everything checks, 1 when something does not, 2 on a usage error.
No dependencies beyond the Python 3 standard library.
"""

import argparse
import os
import re
import sys

SCANNED_DIRS = ("core", "ui", "app", "tests", "fuzz", "bench", "tools")
DOCUMENT = "docs/RULES.md"

# Any mention of the document: the upper-case word RULES with the whole path glued to its
# front (so "docs/RULES.md", "../RULES.md" and "/elsewhere/docs/RULES.md" are seen whole).
MENTION = re.compile(r"(?<![\w./\-])((?:[\w.\-]*/)*)RULES(\.md)?(?![\w])")
SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)")
# "§6.4, §6.6", "§4.4 and §4.5", "§6.4/§6.6": the sections that directly follow a citation.
SECTION_LIST = re.compile(
    r"\s*§\s*\d+(?:\.\d+)*(?:\s*(?:,|;|/|and|or|&|–|-)\s*§\s*\d+(?:\.\d+)*)*")
HEADING = re.compile(r"^#{1,6}\s+§?(\d+(?:\.\d+)*)\.?\s")
ANCHOR = re.compile(r'^<a id="s(\d+(?:\.\d+)*)"></a>\s*$')
COMMENT_LEAD = re.compile(r"^\s*(?://+|#+|\*+|/\*+|--|;+)?\s*")


def read_sections(path):
    """Returns (sections, problems) for the rules document at `path`."""
    sections = {}
    problems = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, 1):
        match = HEADING.match(line)
        if not match:
            continue
        section = match.group(1)
        if section in sections:
            problems.append(f"{DOCUMENT}:{number}: section {section} is also the heading on "
                            f"line {sections[section]}")
            continue
        sections[section] = number
        before = next((l for l in reversed(lines[:number - 1]) if l.strip()), "")
        anchor = ANCHOR.match(before)
        if not anchor or anchor.group(1) != section:
            problems.append(f'{DOCUMENT}:{number}: heading {section} lacks its anchor '
                            f'<a id="s{section}"></a> on the line before')
    return sections, problems


def is_text(data):
    return b"\0" not in data[:8192]


def source_files(root):
    for top in SCANNED_DIRS:
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            continue
        for directory, subdirs, files in os.walk(base):
            subdirs[:] = sorted(d for d in subdirs
                                if not d.startswith("build") and not d.startswith("."))
            for name in sorted(files):
                yield os.path.join(directory, name)


def check_file(path, shown, sections, problems):
    """Appends the problems of one file; returns the number of sections it cites."""
    with open(path, "rb") as handle:
        data = handle.read()
    if not is_text(data) or b"RULES" not in data:
        return 0
    lines = data.decode("utf-8", errors="replace").split("\n")
    cited = 0
    for index, line in enumerate(lines):
        where = f"{shown}:{index + 1}"
        for mention in MENTION.finditer(line):
            text = mention.group(0)
            if text != DOCUMENT:
                problems.append(f"{where}: '{line.strip()}': cites '{text}'; write "
                                f"'{DOCUMENT} §N.M' (the document is {DOCUMENT})")
                continue
            following = SECTION_LIST.match(line, mention.end())
            if following:
                numbers = SECTION.findall(following.group(0))
                label = text + following.group(0).rstrip()
            else:
                # The section may have been wrapped onto the next line of the comment.
                nxt = lines[index + 1] if index + 1 < len(lines) else ""
                rest = line[mention.end():]
                wrapped = None
                if not rest.strip():
                    wrapped = SECTION_LIST.match(nxt, COMMENT_LEAD.match(nxt).end())
                if not wrapped:
                    problems.append(f"{where}: '{line.strip()}': cites {DOCUMENT} without a "
                                    f"section; write '{DOCUMENT} §N.M'")
                    continue
                numbers = SECTION.findall(wrapped.group(0))
                label = text + " " + wrapped.group(0).strip()
            for number in numbers:
                cited += 1
                if number not in sections:
                    problems.append(f"{where}: '{label}': there is no section {number} in "
                                    f"{DOCUMENT}")
    return cited


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), help="the source tree (default: this script's ../)")
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    document = os.path.join(root, DOCUMENT)
    if not os.path.isfile(document):
        print(f"check_rules_refs: {document} does not exist", file=sys.stderr)
        return 1
    sections, problems = read_sections(document)
    if not sections:
        problems.append(f"{DOCUMENT}: no numbered headings found")
    this_script = os.path.abspath(__file__)
    cited = 0
    files = 0
    for path in source_files(root):
        if os.path.abspath(path) == this_script:
            continue  # its own text talks about citations; it cites nothing
        files += 1
        cited += check_file(path, os.path.relpath(path, root), sections, problems)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check_rules_refs: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    if cited == 0:
        print("check_rules_refs: no citation of docs/RULES.md found", file=sys.stderr)
        return 1
    print(f"check_rules_refs: {cited} section citations in {files} files, all name one of the "
          f"{len(sections)} sections of {DOCUMENT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
