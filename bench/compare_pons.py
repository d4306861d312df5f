#!/usr/bin/env python3
"""Runs this project's Connect Four solver and Pascal Pons' reference solver on the same
positions, in one run, and prints per-set time and node ratios.

Nothing is fetched: you build the reference yourself, once, from Pons' public repository
(https://github.com/PascalPons/connect4). Use commit 68a1da6 ("Part13: Opening Book"), the
last whose `c4solver` prints "POSITION SCORE NODES MICROSECONDS" for each input line (later
ones print only the score):

    git clone https://github.com/PascalPons/connect4 && cd connect4
    git checkout 68a1da6 && make c4solver                       # 7x6 -> pass as --pons7
    sed -i 's/int WIDTH = 7;/int WIDTH = 8;/' Position.hpp && make clean && make c4solver
                                                                # 8x6 -> pass as --pons8

Run it from a directory without a `7x6.book` file, so the reference searches every position
as ours does (it then prints "Unable to load opening book", which is expected). Both programs
clear their transposition table before each position and time only the solve; the figures are
the sums over a set of what each program itself reports. A score that differs between the two
is reported and makes the exit status 1.

    bench/compare_pons.py --cli build/tools/gridgames-cli --pons7 PATH [--pons8 PATH] [--repeat 3]
"""
import argparse
import statistics
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "c4data"
SETS = [
    # (file, width, what)
    ("pons_end_easy.txt", 7, "7x6 end game (Pons Test_L3_R1, first 30)"),
    ("pons_middle_medium.txt", 7, "7x6 middle game (Pons Test_L2_R2, first 100)"),
    ("pons_begin_medium.txt", 7, "7x6 early (Pons Test_L1_R2, first 100)"),
    ("random_8x6_14.txt", 8, "8x6 random, 14 discs (first 100)"),
]


def run(command, positions):
    """{position: (score, nodes, microseconds)} from a solver's output."""
    result = subprocess.run(command, input="".join(p + "\n" for p in positions),
                            capture_output=True, text=True, check=True)
    table = {}
    for line in result.stdout.splitlines():
        words = line.split()
        if len(words) < 4:
            raise SystemExit(f"{command[0]}: expected 'POSITION SCORE NODES MICROSECONDS', "
                             f"got '{line}' (build the reference at commit 68a1da6)")
        table[words[0]] = (int(words[1]), int(words[2]), int(words[3]))
    missing = [p for p in positions if p not in table]
    if missing:
        raise SystemExit(f"{command[0]}: no answer for {len(missing)} positions, e.g. {missing[0]}")
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="path to gridgames-cli")
    parser.add_argument("--pons7", required=True, help="Pons' c4solver built for 7x6")
    parser.add_argument("--pons8", help="Pons' c4solver built for 8x6 (WIDTH = 8)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs per set, alternating the programs; the median is shown")
    parser.add_argument("--limit", type=int, default=0, help="only the first N positions")
    args = parser.parse_args()

    print("| set | positions | ours: time | Pons: time | time ratio | ours: nodes "
          "| Pons: nodes | node ratio |")
    print("|---|---|---|---|---|---|---|---|")
    disagreements = 0
    for name, width, what in SETS:
        reference = args.pons7 if width == 7 else args.pons8
        if not reference:
            continue
        lines = (DATA / name).read_text().split("\n")
        positions = [line.split()[0] for line in lines if line.strip()]
        if args.limit:
            positions = positions[:args.limit]
        ours_times, pons_times = [], []
        for _ in range(args.repeat):
            ours = run([args.cli, "connect4", "solve", "--width", str(width)], positions)
            pons = run([reference], positions)
            ours_times.append(sum(v[2] for v in ours.values()))
            pons_times.append(sum(v[2] for v in pons.values()))
        for p in positions:
            if ours[p][0] != pons[p][0]:
                print(f"score differs on {p}: ours {ours[p][0]}, Pons {pons[p][0]}",
                      file=sys.stderr)
                disagreements += 1
        ours_us, pons_us = statistics.median(ours_times), statistics.median(pons_times)
        ours_nodes = sum(v[1] for v in ours.values())
        pons_nodes = sum(v[1] for v in pons.values())
        n = len(positions)
        print(f"| {what} | {n} | {ours_us / n:,.0f} µs | {pons_us / n:,.0f} µs "
              f"| {ours_us / pons_us:.2f}x | {ours_nodes / n:,.0f} | {pons_nodes / n:,.0f} "
              f"| {ours_nodes / pons_nodes:.2f}x |")
    print(f"\nTimes and nodes are per position (mean); ratio = ours / Pons (below 1: ours is "
          f"faster or searches fewer nodes). Scores differing: {disagreements}.")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
