#!/usr/bin/env python3
"""tools/gomoku_judge.py against a scripted reference engine (no real engine needed).

The fake engine speaks the Gomocup protocol. To BOARD it answers the first empty point from
the top-left (with --last: from the bottom-right) and reports, for the side to move: no Eval
at all when (14, 14) holds a stone (an instant answer, read as a forced win); "Eval +M7" when
it has a stone on (0, 0); "Eval -M5" when the opponent has; otherwise 10 times its stone count
less the opponent's. With --count FILE it appends a line to FILE for every position asked.
Each step of the tool is checked against what that rule gives, and so is gomocup_match.py
reading the openings the `openings` step writes (--openings-file). Exit status 0 when all pass.
"""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "tools", "gomoku_judge.py")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import gomoku_judge  # noqa: E402

FAKE = r'''
import sys
last = "--last" in sys.argv
garbage = "--garbage" in sys.argv  # answers "hello" instead of a move
taken = "--taken" in sys.argv  # answers 7,7, the first stone of every opening
bad_eval = "--bad-eval" in sys.argv  # reports "Eval lots"
count = sys.argv[sys.argv.index("--count") + 1] if "--count" in sys.argv else None
stones = None
for line in sys.stdin:
    line = line.strip()
    if line.startswith("START"):
        print("OK", flush=True)
    elif line == "BOARD":
        stones = {}
    elif line == "DONE":
        if count:
            with open(count, "a") as f:
                f.write("asked\n")
        mine = sum(1 for c in stones.values() if c == 1)
        theirs = sum(1 for c in stones.values() if c == 2)
        if bad_eval:
            print("MESSAGE Depth 3 | Eval lots | Node 9", flush=True)
        elif (14, 14) in stones:
            pass
        elif stones.get((0, 0)) == 1:
            print("MESSAGE Depth 3 | Eval +M7 | Node 9", flush=True)
        elif stones.get((0, 0)) == 2:
            print("MESSAGE Depth 3 | Eval -M5 | Node 9", flush=True)
        else:
            print(f"MESSAGE Depth 3 | Eval {10 * (mine - theirs)} | Node 9", flush=True)
        points = [(x, y) for y in range(15) for x in range(15)]
        if last:
            points.reverse()
        free = next(p for p in points if p not in stones)
        print("hello" if garbage else "7,7" if taken else f"{free[0]},{free[1]}", flush=True)
        stones = None
    elif line == "END":
        break
    elif stones is not None and line.count(",") == 2:
        x, y, c = (int(v) for v in line.split(","))
        stones[(x, y)] = c
'''

# Game 1, A black, lost. A's turns: ply 6 (3 v 3 stones: 0; after 5,5 white to move with
# 3 v 4: -10, so +10 for A) and ply 8 (0; after 14,14 the reference answers at once: a
# forced win for white, -30000 for A: a bad move).
# Game 2, A white, won: its turn at ply 5 (2 v 3: -10; after 0,0 black to move sees the
# opponent's stone there: -M5, so +29995 for A). Judged only with --all.
LOG = """opening 1, A black: B (white) by five after 10 stones
  moves: 7,7 7,6 6,5 10,5 9,10 3,3 5,5 4,4 14,14 8,8
opening 1, A white: A (white) by five after 6 stones
  moves: 7,7 7,6 6,5 10,5 9,10 0,0
"""

failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name)
    if not condition:
        failures.append(f"{name}: {detail!r}")


def run(*args):
    return subprocess.run([sys.executable, TOOL, *args], capture_output=True, text=True,
                          check=True, timeout=120).stdout


def plies(judged):
    rows = {}
    game = None
    for line in judged.splitlines():
        if line.startswith("game "):
            game = line.split()[1]
        elif line.strip().startswith("ply"):
            parts = line.split()
            rows[(game, int(parts[1]))] = parts
    return rows


check("a reported forced win", gomoku_judge.evaluation("+M7") == 29993)
check("a reported forced loss", gomoku_judge.evaluation("-M5") == -29995)
check("a plain evaluation", gomoku_judge.evaluation("-37") == -37)
check("no evaluation: an instant forced win", gomoku_judge.evaluation(None) == 30000)
try:
    gomoku_judge.evaluation("lots")
    check("an unreadable evaluation is refused", False)
except ValueError as e:
    check("an unreadable evaluation is refused", "'lots'" in str(e), str(e))
check("a move on an empty point is legal", gomoku_judge.legal("3,4", ["7,7"]) == "3,4")
check("written with a leading zero, the same point", gomoku_judge.legal("03,4", []) == "3,4")
check("a move on a stone is not", gomoku_judge.legal("07,7", ["7,7"]) is None)
check("a move off the board is not", gomoku_judge.legal("15,0", []) is None)
check("text is not a move", gomoku_judge.legal("hello", []) is None)
check("no answer is not a move", gomoku_judge.legal(None, []) is None)

with tempfile.TemporaryDirectory() as tmp:
    fake = os.path.join(tmp, "fake.py")
    with open(fake, "w") as f:
        f.write(FAKE)
    first = f"{sys.executable} {fake}"
    last = f"{sys.executable} {fake} --last"
    log = os.path.join(tmp, "match.log")
    with open(log, "w") as f:
        f.write(LOG)

    judged = run("games", "--reference", first, "--ms", "100", log)
    rows = plies(judged)
    check("only the lost game is judged", judged.count("game ") == 1, judged)
    check("A's turns after the opening only", sorted(p for _, p in rows) == [6, 8], rows)
    lost = "match.log:1:black"
    check("before and after from the reference", rows[(lost, 6)][7:10] == ["0", "after", "10"],
          rows[(lost, 6)])
    check("the reference's own move is shown", rows[(lost, 6)][5] == "0,0", rows[(lost, 6)])
    check("a move into a forced loss is bad", rows[(lost, 8)][9:] == ["-30000", "bad"],
          rows[(lost, 8)])
    check("a fair move is not bad", "bad" not in rows[(lost, 6)], rows[(lost, 6)])

    judged_all = run("games", "--all", "--reference", first, "--ms", "100", log)
    rows = plies(judged_all)
    won = ("match.log:1:white", 5)
    check("--all judges the won game too", judged_all.count("game ") == 2, judged_all)
    check("the won game's turn", won in rows and rows[won][7:10] == ["-10", "after", "29995"],
          rows.get(won))
    judged_path = os.path.join(tmp, "judged.txt")
    with open(judged_path, "w") as f:
        f.write(judged_all)

    out = os.path.join(tmp, "positions.json")
    run("positions", judged_path, log, "--out", out, "--every", "1")
    positions = json.load(open(out))
    check("every turn within 500 of even", [p["id"] for p in positions] ==
          ["match.log:1:black:6", "match.log:1:black:8", "match.log:1:white:5"], positions)
    check("a position is the moves before the turn",
          positions[2]["moves"] == ["7,7", "7,6", "6,5", "10,5", "9,10"]
          and positions[2]["before"] == -10, positions[2])
    run("positions", judged_path, log, "--out", os.path.join(tmp, "p2.json"))
    check("--every 2 keeps every other turn", [p["id"] for p in json.load(
        open(os.path.join(tmp, "p2.json")))] == ["match.log:1:black:8", "match.log:1:white:5"])
    run("positions", judged_path, log, "--out", os.path.join(tmp, "p3.json"), "--every", "1",
        "--within", "5")
    check("--within drops the turn 10 from even", len(json.load(
        open(os.path.join(tmp, "p3.json")))) == 2)

    cache = os.path.join(tmp, "cache.json")
    a = run("score", out, "--engine", first, "--ms", "100", "--reference", first,
            "--reference-ms", "100", "--cache", cache)
    check("engine A: no losses", a.strip().endswith("mean loss 0, bad moves 0"), a)
    check("each judged move is cached", len(json.load(open(cache))) == 3)
    b = run("score", out, "--engine", last, "--ms", "100", "--reference", first,
            "--reference-ms", "100", "--cache", cache)
    check("engine B: three forced losses",
          b.strip().endswith("mean loss -1000, bad moves 3"), b)
    counted = os.path.join(tmp, "count.txt")
    again = run("score", out, "--engine", first, "--ms", "100", "--reference",
                f"{first} --count {counted}", "--reference-ms", "100", "--cache", cache)
    check("a cached move is not asked again",
          again == a and not os.path.exists(counted), again)
    for mode in ("--garbage", "--taken"):
        bad = run("score", out, "--engine", f"{first} {mode}", "--ms", "100", "--reference",
                  first, "--reference-ms", "100", "--cache", cache)
        check(f"engine answering {mode[2:]}: three forced losses, no error",
              bad.strip().endswith("mean loss -1000, bad moves 3")
              and bad.count(" - -30000 -1000  # bad answer") == 3, bad)
    for name, engine, reference in (
            ("an engine that cannot start", f"{sys.executable} -c pass", first),
            ("a reference's unreadable evaluation", last, f"{first} --bad-eval")):
        failed = subprocess.run([sys.executable, TOOL, "score", out, "--engine", engine, "--ms",
                                 "100", "--reference", reference, "--reference-ms", "100",
                                 "--cache", os.path.join(tmp, "other.json")],
                                capture_output=True, text=True, timeout=120)
        check(f"{name}: a one-line message, status 1", failed.returncode == 1
              and failed.stderr.startswith("gomoku_judge: ") and failed.stderr.count("\n") == 1
              and "Traceback" not in failed.stderr, failed.stderr)
    pa, pb = os.path.join(tmp, "a.txt"), os.path.join(tmp, "b.txt")
    open(pa, "w").write(a)
    open(pb, "w").write(b)
    compared = run("compare", pa, pb)
    check("the comparison", compared.strip() == "3 positions, 3 different moves: 0 better and 3 "
          "worse by more than 50; mean loss 0 -> -1000, bad moves 0 -> 3", compared)

# The openings step: with the fake reference every five-stone opening is -10 for white.
import gomocup_match  # noqa: E402

with tempfile.TemporaryDirectory() as tmp:
    fake = os.path.join(tmp, "fake.py")
    open(fake, "w").write(FAKE)
    first = f"{sys.executable} {fake}"
    last = f"{sys.executable} {fake} --last"
    files = {}
    for seed in ("7", "7", "8"):
        out = os.path.join(tmp, f"openings{len(files)}.json")
        said = run("openings", "--reference", first, "--ms", "100", "--count", "4", "--seed",
                   seed, "--within", "20", "--out", out)
        files[len(files)] = (said, json.load(open(out)), out)
    said, kept, kept_file = files[0]
    check("openings: four kept of four asked", said.strip() == "kept 4 of 4 openings asked", said)
    check("openings: five stones each, black's first on the centre, the rest within three "
          "points, none twice",
          len(kept) == 4 and all(len(o) == 5 and o[0] == [7, 7]
                                 and all(abs(x - 7) <= 3 and abs(y - 7) <= 3 for x, y in o)
                                 and len({tuple(p) for p in o}) == 5 for o in kept), kept)
    check("openings: the same seed, the same openings", files[1][1] == kept)
    check("openings: another seed, other openings", files[2][1] != kept)
    none = os.path.join(tmp, "none.json")
    said = run("openings", "--reference", first, "--ms", "100", "--count", "4", "--tries", "3",
               "--within", "5", "--out", none)
    check("openings: none within 5 points, three asked",
          said.strip() == "kept 0 of 3 openings asked" and json.load(open(none)) == [], said)
    check("the match reads the openings file",
          gomocup_match.load_openings(kept_file) == [[tuple(p) for p in o] for o in kept])
    for name, text in (("not JSON", "[[[7, 7]"), ("no openings", "[]"),
                       ("a stone off the board", "[[[7, 7], [15, 0]]]"),
                       ("a point taken twice", "[[[7, 7], [8, 8], [7, 7]]]"),
                       ("true for a coordinate", "[[[7, 7], [true, 1]]]"),
                       ("an empty opening", "[[]]"), ("an opening that is a number", "[3]")):
        bad = os.path.join(tmp, "bad.json")
        open(bad, "w").write(text)
        try:
            gomocup_match.load_openings(bad)
            check(f"an openings file with {name} is refused", False)
        except ValueError as e:
            check(f"an openings file with {name} is refused", "bad.json" in str(e), str(e))
    match = os.path.join(ROOT, "tools", "gomocup_match.py")
    played = subprocess.run([sys.executable, match, "--a", first, "--b", last, "--a-ms", "100",
                             "--b-ms", "100", "--openings-file", kept_file, "--first", "2",
                             "--openings", "1", "--record"],
                            capture_output=True, text=True, timeout=120)
    opening = " ".join(f"{x},{y}" for x, y in kept[1])
    # After five stones white moves first, and gets its five first.
    check("a match from the file's second opening, each engine black once",
          played.returncode == 0 and "opening 2, A black: B (white) by five" in played.stdout
          and "opening 2, A white: A (white) by five" in played.stdout
          and played.stdout.count(f"  moves: {opening} ") == 2, played.stdout + played.stderr)
    refused = subprocess.run([sys.executable, match, "--a", first, "--b", last,
                              "--openings-file", bad], capture_output=True, text=True, timeout=60)
    check("a match with a bad openings file: a message, status 2",
          refused.returncode == 2 and "bad.json" in refused.stderr, refused.stderr)

if failures:
    print("\n".join(failures))
sys.exit(1 if failures else 0)
