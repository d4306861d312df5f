#!/usr/bin/env python3
"""Regenerates the first plies of the shipped Connect Four opening book and compares them,
byte for byte, with core/connectfour/connectfourbookdata.cpp.

The book's header names the generator runs that made it (their budget is in solver nodes, so
the result does not depend on the machine). This script takes one of those runs, repeats it
with fewer plies (a shallower run is exactly the first plies of a deeper one: the generator
walks breadth first and the solver's table sees the same positions in the same order), turns
the output into C++ with `bookdata` and checks that each entry line it writes is the line the
shipped file has for that position, and that the shipped file has no other line that shallow.

    tools/check_book.py --cli build/tools/gridgames-cli [--plies 4] [--run 1]
"""
import argparse
import re
import shlex
import subprocess
import sys
from pathlib import Path

ENTRY = re.compile(r"^    \{0x[0-9a-f]+ull, -?\d+, -?\d+, [01]\}, // (\S+)$")


def entries(source: str, width: int, height: int):
    """The entry lines of the table for width x height, keyed by their move comment."""
    lines = {}
    table = None
    for line in source.splitlines():
        head = re.match(r"^// (\d+)x(\d+): \d+ positions$", line)
        if head:
            table = (int(head.group(1)), int(head.group(2)))
            continue
        match = ENTRY.match(line)
        if match and table == (width, height):
            lines[match.group(1)] = line
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="path to gridgames-cli")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--plies", type=int, default=4)
    parser.add_argument("--run", type=int, default=1, help="which recorded run (1 = first)")
    args = parser.parse_args()

    shipped = (Path(args.root) / "core/connectfour/connectfourbookdata.cpp").read_text()
    runs = [line[5:] for line in shipped.splitlines() if line.startswith("//   gridgames-cli ")]
    if len(runs) < args.run:
        print(f"check_book: the book's header records {len(runs)} runs, not {args.run}")
        return 1
    command = shlex.split(runs[args.run - 1])[1:]  # drop the program name
    options = dict(zip(command[2::2], command[3::2]))
    plies = min(args.plies, int(options["--plies"]))
    command[command.index("--plies") + 1] = str(plies)
    width, height = int(options["--width"]), int(options["--height"])
    side = options["--side"]

    book = subprocess.run([args.cli] + command, check=True, capture_output=True, text=True)
    data = subprocess.run([args.cli, "connect4", "bookdata"], input=book.stdout, check=True,
                          capture_output=True, text=True)
    fresh = entries(data.stdout, width, height)
    if not fresh:
        print("check_book: the regenerated book is empty")
        return 1

    def belongs(moves: str) -> bool:
        count = 0 if moves == "-" else len(moves)
        parity_ok = side == "both" or (count % 2 == 0) == (side == "first")
        return count <= plies and parity_ok

    old = {moves: line for moves, line in entries(shipped, width, height).items()
           if belongs(moves)}
    failures = 0
    for moves, line in fresh.items():
        if old.get(moves) != line:
            print(f"differs: {moves}\n  shipped:     {old.get(moves)}\n  regenerated: {line}")
            failures += 1
    for moves in old.keys() - fresh.keys():
        print(f"only in the shipped book: {old[moves]}")
        failures += 1
    print(f"check_book: {' '.join(command)}: {len(fresh)} entries regenerated, "
          f"{failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
