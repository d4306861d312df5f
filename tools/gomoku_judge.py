#!/usr/bin/env python3
"""Judges Gomoku moves with a reference engine: where games are lost, and which engine moves better.

For issue 18 (measuring pbrain-gridgames against Rapfi, built elsewhere from its public
source for measurement only; nothing of it enters the project). A match of 70 games moves
by about four games from run to run, too much to see a change of a few per cent; a
reference's judgement of single moves, on the same positions for two engines, sees less
noise. Three steps:

    # 1. every move of engine A in the games it lost, judged before and after
    tools/gomoku_judge.py games --reference /tmp/rapfi/build/pbrain-rapfi match.log > judged.txt
    # 2. positions to test on: A to move and the game still within --within points of even
    tools/gomoku_judge.py positions judged.txt match.log --out positions.json
    # 3. an engine's moves on them, each judged (the reference's answers are cached)
    tools/gomoku_judge.py score --engine build/tools/pbrain/pbrain-gridgames --ms 1000 \\
        --reference /tmp/rapfi/build/pbrain-rapfi positions.json > base.txt
    tools/gomoku_judge.py compare base.txt variant.txt

A fourth makes a larger set of openings for matches (gomocup_match.py --openings-file), so that
a match can run hundreds of different games:

    tools/gomoku_judge.py openings --reference /tmp/rapfi/build/pbrain-rapfi --count 200 \\
        --seed 2026 --out openings.json

`match.log` is the output of tools/gomocup_match.py --record. The reference must report its
evaluation for the side to move in MESSAGE lines as "Eval N" or "Eval +M N" / "Eval -M N" (a
forced win or loss), as Rapfi does; an answer without one (an immediate forced win found
before any iteration) counts as a forced win. A move's loss is the evaluation after it (for
its mover) less the evaluation before it, at most 0; "bad" moves lose 250 points or more.
An engine answer that is not a move on an empty point (or none at all) loses the game in a
match, so `score` counts it as a forced loss and shows "-" for the move. An engine that
cannot start, or a reference evaluation that is neither a number nor a forced win, stops
the tool with a one-line message and status 1.
Five-or-more rules, 15x15. Only the Python 3 standard library.
"""

import argparse
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gomocup_match import SIZE, Engine  # noqa: E402

WIN = 30000
BAD = -250


def evaluation(text):
    """The reference's evaluation as a number (forced wins near +-WIN); ValueError if the
    text is neither a number nor a forced win or loss."""
    if text is None:
        return WIN
    m = re.fullmatch(r"([+-]?)M(\d*)", text)
    if m:
        plies = int(m[2] or 0)
        return -WIN + plies if m[1] == "-" else WIN - plies
    if not re.fullmatch(r"[+-]?\d+", text):
        raise ValueError(f"the reference reported an unreadable evaluation {text!r}")
    return int(text)


def legal(move, moves):
    """`move` (the engine's answer) as "x,y" if it is on the board and not yet played, else
    None."""
    m = re.fullmatch(r"(\d+),(\d+)", move or "")
    if not m or int(m[1]) >= SIZE or int(m[2]) >= SIZE:
        return None
    point = f"{int(m[1])},{int(m[2])}"
    return None if point in moves else point


class Judge(Engine):
    def __init__(self, command, ms, rule):
        super().__init__(command, ms, rule)
        self.idle = 0.1  # asked again at once, unlike in a match: give it a little longer

    def ask(self, moves):
        """The answer and the evaluation for the side to move after `moves` (x,y strings)."""
        stones = [(*(int(v) for v in move.split(",")), 1 if i % 2 == 0 else 2)
                  for i, move in enumerate(moves)]
        self.move(stones, 1 if len(moves) % 2 == 0 else 2)
        found = None
        for line in self.messages:
            m = re.search(r"Eval (\S+)", line)
            if m:
                found = m.group(1)
        return self.last_answer, evaluation(found)


def games_in(log):
    """(name, A's colour, winner letter, moves) for each recorded game of a match log."""
    lines = open(log, encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"opening (\d+), A (black|white): (draw|A|B)", line)
        if m and i + 1 < len(lines) and lines[i + 1].strip().startswith("moves:"):
            moves = lines[i + 1].split(":", 1)[1].split()
            yield f"{os.path.basename(log)}:{m[1]}:{m[2]}", m[2], m[3], moves


def cmd_games(args):
    judge = Judge(args.reference.split(), args.ms, 0)
    try:
        for log in args.logs:
            for name, colour, winner, moves in games_in(log):
                if winner != "B" and not args.all:
                    continue
                print(f"game {name} won by {winner}", flush=True)
                first = 0 if colour == "black" else 1
                for ply in range(args.opening, len(moves)):
                    if ply % 2 != first:
                        continue
                    best, before = judge.ask(moves[:ply])
                    _, reply = judge.ask(moves[: ply + 1])
                    after = -reply
                    flag = "  bad" if after - before <= BAD and before > -WIN // 2 else ""
                    print(f"  ply {ply} A {moves[ply]} reference {best} before {before} "
                          f"after {after}{flag}", flush=True)
    finally:
        judge.close()
    return 0


def cmd_positions(args):
    logs = {}
    for log in args.logs:
        for name, _, _, moves in games_in(log):
            logs[name] = moves
    out = []
    game = None
    for line in open(args.judged, encoding="utf-8"):
        m = re.match(r"game (\S+) won by", line)
        if m:
            game = m[1]
            continue
        m = re.match(r"\s+ply (\d+) A \S+ reference \S+ before (-?\d+)", line)
        if not m or game not in logs:
            continue
        ply, before = int(m[1]), int(m[2])
        # One turn in --every (A's turns are two plies apart), so that neighbouring positions
        # of one game weigh less.
        if abs(before) > args.within or (ply // 2) % args.every:
            continue
        out.append({"id": f"{game}:{ply}", "moves": logs[game][:ply], "before": before})
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f)
    print(f"{len(out)} positions")
    return 0


def cmd_score(args):
    positions = json.load(open(args.positions, encoding="utf-8"))
    cache = {}
    if os.path.exists(args.cache):
        cache = json.load(open(args.cache, encoding="utf-8"))
    judge = Judge(args.reference.split(), args.reference_ms, 0)
    total = bad = 0
    try:
        for pos in positions:
            engine = Judge(args.engine.split(), args.ms, 0)
            try:
                move, _ = engine.ask(pos["moves"])
            except RuntimeError:  # the engine stopped without an answer
                move = None
            finally:
                engine.close()
            point = legal(move, pos["moves"])
            if point is None:
                # A bad answer loses the game in a match: judged as a forced loss, shown as "-".
                total -= 1000
                bad += 1
                print(f"{pos['id']} - {-WIN} -1000  # bad answer {move!r}", flush=True)
                continue
            move = point
            key = " ".join(pos["moves"]) + " | " + move
            if key not in cache:
                cache[key] = -judge.ask(pos["moves"] + [move])[1]
                with open(args.cache + ".tmp", "w", encoding="utf-8") as f:
                    json.dump(cache, f)
                os.replace(args.cache + ".tmp", args.cache)
            after = cache[key]
            loss = max(min(after - pos["before"], 0), -1000)
            total += loss
            bad += after - pos["before"] <= BAD
            print(f"{pos['id']} {move} {after} {loss}", flush=True)
    finally:
        judge.close()
    n = max(len(positions), 1)
    print(f"# {len(positions)} positions, mean loss {total / n:.0f}, bad moves {bad}")
    return 0


def scores(path):
    result = {}
    for line in open(path, encoding="utf-8"):
        parts = line.split()
        if len(parts) >= 4 and not line.startswith("#"):
            result[parts[0]] = (parts[1], int(parts[3]))
    return result


def cmd_openings(args):
    """Random five-stone openings within three points of the centre (black's first stone on
    it), kept when the reference judges them within --within points of even for white to
    move, as the wide set was chosen; the same seed gives the same candidates."""
    rng = random.Random(args.seed)
    centre = SIZE // 2
    judge = Judge(args.reference.split(), args.ms, 0)
    kept, seen, asked = [], set(), 0
    try:
        while len(kept) < args.count and asked < args.tries:
            stones = [(centre, centre)]
            while len(stones) < 5:
                point = (centre + rng.randint(-3, 3), centre + rng.randint(-3, 3))
                if point not in stones:
                    stones.append(point)
            if tuple(stones) in seen:
                continue
            seen.add(tuple(stones))
            asked += 1
            _, value = judge.ask([f"{x},{y}" for x, y in stones])
            if abs(value) <= args.within:
                kept.append([list(p) for p in stones])
    finally:
        judge.close()
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join(json.dumps(o) for o in kept) + "\n]\n")
    print(f"kept {len(kept)} of {asked} openings asked")
    return 0


def cmd_compare(args):
    a, b = scores(args.a), scores(args.b)
    common = [k for k in a if k in b]
    if not common:
        print("no common positions")
        return 1
    differ = [k for k in common if a[k][0] != b[k][0]]
    better = sum(b[k][1] > a[k][1] + 50 for k in differ)
    worse = sum(b[k][1] < a[k][1] - 50 for k in differ)
    mean = [sum(s[k][1] for k in common) / len(common) for s in (a, b)]
    bad = [sum(s[k][1] <= BAD for k in common) for s in (a, b)]
    print(f"{len(common)} positions, {len(differ)} different moves: {better} better and "
          f"{worse} worse by more than 50; mean loss {mean[0]:.0f} -> {mean[1]:.0f}, "
          f"bad moves {bad[0]} -> {bad[1]}")
    return 0


def main():
    try:
        return run()
    except (ValueError, RuntimeError, OSError) as e:
        print(f"gomoku_judge: {e}", file=sys.stderr)
        return 1


def run():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("games", help="judge engine A's moves in a match log's games")
    p.add_argument("--reference", required=True, help="the reference engine's command")
    p.add_argument("--ms", type=int, default=1000, help="the reference's time per position")
    p.add_argument("--opening", type=int, default=5, help="stones of the opening, not judged")
    p.add_argument("--all", action="store_true", help="also the games A won or drew")
    p.add_argument("logs", nargs="+")
    p.set_defaults(run=cmd_games)
    p = sub.add_parser("openings", help="balanced random openings, for gomocup_match.py "
                       "--openings-file")
    p.add_argument("--reference", required=True, help="the reference engine's command")
    p.add_argument("--ms", type=int, default=300, help="the reference's time per opening")
    p.add_argument("--count", type=int, default=200, help="how many openings to keep")
    p.add_argument("--tries", type=int, default=2000, help="at most this many asked")
    p.add_argument("--within", type=int, default=120, help="keep |evaluation| <= this")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True)
    p.set_defaults(run=cmd_openings)
    p = sub.add_parser("positions", help="positions from judged games")
    p.add_argument("judged", help="the output of `games`")
    p.add_argument("logs", nargs="+", help="the match logs it judged")
    p.add_argument("--out", required=True)
    p.add_argument("--within", type=int, default=500, help="keep |evaluation| <= this")
    p.add_argument("--every", type=int, default=2, help="keep one of this many turns")
    p.set_defaults(run=cmd_positions)
    p = sub.add_parser("score", help="an engine's moves on the positions, judged")
    p.add_argument("positions")
    p.add_argument("--engine", required=True)
    p.add_argument("--ms", type=int, default=1000)
    p.add_argument("--reference", required=True)
    p.add_argument("--reference-ms", type=int, default=1000)
    p.add_argument("--cache", default="gomoku_judge_cache.json")
    p.set_defaults(run=cmd_score)
    p = sub.add_parser("compare", help="two `score` outputs on the same positions")
    p.add_argument("a")
    p.add_argument("b")
    p.set_defaults(run=cmd_compare)
    args = parser.parse_args()
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
