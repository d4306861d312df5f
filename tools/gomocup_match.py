#!/usr/bin/env python3
"""Plays two Gomocup (Piskvork protocol) engines against each other and prints the table.

For measuring pbrain-gridgames against a reference engine built elsewhere (issue 18: Rapfi,
built from its public source for measurement only; nothing of it enters the project):

    tools/gomocup_match.py --a build/tools/pbrain/pbrain-gridgames --a-ms 1000 \
        --b /tmp/rapfi/build/pbrain-rapfi --b-ms 200 --openings 5 [--rule 0|1|4]

Each opening (a few stones round the centre, from a fixed set: --set balanced, centre, renju
or wide, or from a file: --openings-file, as `gomoku_judge.py openings` writes) is played
twice, each engine black once. Every move is asked with BOARD (the whole position, 1 = the
engine's own stones, 2 = the opponent's) after INFO timeout_turn, so an engine's own state
never matters; an engine gets 50 ms after its answer before the next
command. The referee checks each answer (on the board, on an empty point, in time with a
margin) and the result: five or more in a row wins under rule 0, exactly five under rule 1;
under rule 4 (Renju) white wins with five or more, black only with exactly five, and a black
move on a forbidden point (double three, double four, overline; judged by `gridgames-cli
gomoku forbidden`, see --cli) loses unless it makes exactly five. A full board is a draw. A
bad or late answer loses the game (the answer is shown). --record prints every game's moves.
The table gives wins, draws and losses per colour and each engine's mean and longest time
per move.

Only the Python 3 standard library. Exit status: 0 when all games ran, 2 on a usage error.
"""

import argparse
import json
import statistics
import subprocess
import sys
import time

SIZE = 15
# Openings: stones in order (black first), as (x, y) with x the column (H8 = 7,7).
OPENINGS = {
    # Three- and five-stone starts round the centre, chosen by eye. Black stands better after
    # most of them (by Rapfi's own judgement, 70-480 points for black after the three-stone
    # ones), so they measure how each engine plays black more than white.
    "centre": [
        [(7, 7), (8, 6), (9, 8)],
        [(7, 7), (7, 6), (9, 5)],
        [(7, 7), (8, 8), (6, 9)],
        [(7, 7), (6, 6), (8, 5)],
        [(7, 7), (8, 7), (6, 9)],
        [(7, 7), (9, 7), (8, 9), (6, 6), (9, 9)],
        [(7, 7), (7, 9), (5, 8), (8, 6), (9, 8)],
        [(7, 7), (6, 8), (8, 9), (9, 6), (5, 5)],
    ],
    # Balanced five-stone starts, as tournaments choose them: from 50 random five-stone
    # positions within three points of the centre, those that the reference engine's own
    # search (Rapfi, 4 s) judged within 50 points of even for white to move (-1, 10, -29,
    # 43 and -27).
    "balanced": [
        [(7, 7), (8, 5), (9, 7), (7, 8), (4, 7)],
        [(7, 7), (10, 8), (5, 5), (7, 9), (8, 10)],
        [(7, 7), (10, 8), (6, 10), (6, 7), (4, 4)],
        [(7, 7), (9, 4), (5, 5), (7, 8), (9, 10)],
        [(7, 7), (9, 10), (10, 8), (7, 6), (4, 10)],
    ],
    # A wider balanced set, so that one opening's quirks weigh less: random five-stone
    # positions within three points of the centre that the reference engine's search judged
    # within 100 points of even for white to move both at 0.7 s and at 1 s (35 of 40 kept).
    "wide": [
        [(7, 7), (7, 6), (6, 5), (10, 5), (9, 10)], [(7, 7), (4, 4), (10, 5), (8, 7), (5, 9)],
        [(7, 7), (6, 6), (8, 6), (7, 4), (4, 10)], [(7, 7), (6, 4), (5, 4), (9, 6), (7, 10)],
        [(7, 7), (10, 5), (5, 8), (7, 6), (9, 4)], [(7, 7), (10, 7), (10, 5), (8, 4), (10, 10)],
        [(7, 7), (8, 8), (5, 9), (6, 7), (10, 7)], [(7, 7), (8, 5), (9, 8), (6, 8), (5, 10)],
        [(7, 7), (7, 5), (7, 4), (6, 4), (9, 5)], [(7, 7), (7, 6), (7, 5), (6, 6), (4, 9)],
        [(7, 7), (7, 8), (5, 10), (7, 4), (7, 5)], [(7, 7), (8, 5), (8, 10), (5, 8), (4, 8)],
        [(7, 7), (9, 6), (9, 10), (7, 8), (8, 5)], [(7, 7), (7, 5), (9, 7), (4, 5), (9, 10)],
        [(7, 7), (7, 8), (9, 4), (9, 7), (8, 7)], [(7, 7), (8, 7), (9, 8), (9, 5), (4, 6)],
        [(7, 7), (8, 6), (10, 5), (8, 8), (7, 10)], [(7, 7), (5, 4), (4, 4), (7, 9), (10, 5)],
        [(7, 7), (4, 7), (10, 9), (6, 6), (6, 8)], [(7, 7), (8, 5), (9, 5), (9, 8), (7, 10)],
        [(7, 7), (7, 9), (10, 6), (9, 4), (7, 10)], [(7, 7), (7, 8), (10, 5), (10, 8), (9, 10)],
        [(7, 7), (7, 6), (9, 5), (7, 8), (4, 9)], [(7, 7), (8, 6), (6, 4), (8, 8), (7, 8)],
        [(7, 7), (10, 9), (10, 5), (5, 8), (4, 10)], [(7, 7), (4, 8), (4, 5), (5, 4), (10, 10)],
        [(7, 7), (8, 7), (9, 7), (9, 9), (8, 8)], [(7, 7), (7, 10), (9, 10), (4, 10), (7, 8)],
        [(7, 7), (5, 8), (5, 7), (7, 6), (5, 6)], [(7, 7), (7, 6), (4, 10), (4, 7), (8, 6)],
        [(7, 7), (6, 4), (8, 4), (8, 5), (7, 9)], [(7, 7), (7, 6), (6, 7), (9, 7), (10, 8)],
        [(7, 7), (8, 9), (6, 9), (7, 8), (9, 4)], [(7, 7), (7, 6), (9, 4), (7, 8), (8, 7)],
        [(7, 7), (6, 6), (10, 7), (5, 8), (10, 9)],
    ],
    # For Renju (--rule 4): the five of the 26 standard openings that Rapfi's own search
    # (2 s, rule 4) judged closest to even for white to move: 游星 (-2), 彗星 (0), 长星 (-39),
    # 流星 (-45) and 疏星 (-70); the other 21 it gave black 84-159 points.
    "renju": [
        [(7, 7), (7, 6), (9, 9)],  # 游星 yusei, j6
        [(7, 7), (8, 6), (5, 9)],  # 彗星 suisei, f6
        [(7, 7), (8, 6), (9, 5)],  # 长星 chosei, j10
        [(7, 7), (8, 6), (9, 9)],  # 流星 ryusei, j6
        [(7, 7), (7, 6), (9, 5)],  # 疏星 sosei, j10
    ],
}


class Engine:
    def __init__(self, command, ms, rule):
        self.command = command
        self.ms = ms
        self.answered = 0.0
        self.last_answer = ""
        # Seconds the engine is left idle after an answer before the next command (below).
        self.idle = 0.05
        # The MESSAGE lines of the last answer (an engine's own report: depth, evaluation).
        self.messages = []
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send(f"START {SIZE}")
        self.expect_ok()
        self.send(f"INFO timeout_turn {ms}")
        self.send("INFO timeout_match 0")
        self.send(f"INFO rule {rule}")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def answer(self):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.command[0]} stopped")
            line = line.strip()
            if line.startswith("MESSAGE"):
                self.messages.append(line)
            elif line and not line.startswith(("DEBUG", "UNKNOWN")):
                return line

    def expect_ok(self):
        line = self.answer()
        if line != "OK":
            raise RuntimeError(f"{self.command[0]} answered {line!r} to START")

    def move(self, stones, colour):
        """The engine's move for `colour` (1 black, 2 white) and the seconds it took."""
        # An engine may still be finishing its last turn just after it answered (Rapfi drops
        # commands until then, and then reads the stones as unknown commands): give it a
        # moment, as a human-paced manager would.
        idle = self.answered + self.idle - time.monotonic()
        if idle > 0:
            time.sleep(idle)
        self.messages = []
        self.send("BOARD")
        for x, y, c in stones:
            self.send(f"{x},{y},{1 if c == colour else 2}")
        started = time.monotonic()
        self.send("DONE")
        line = self.answer()
        took = time.monotonic() - started
        self.answered = time.monotonic()
        self.last_answer = line
        try:
            x, y = (int(v) for v in line.split(","))
        except ValueError:
            return None, took
        return (x, y), took

    def close(self):
        try:
            self.send("END")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def line_length(cells, x, y, colour, dx, dy):
    n = 1
    for sign in (1, -1):
        cx, cy = x + sign * dx, y + sign * dy
        while 0 <= cx < SIZE and 0 <= cy < SIZE and cells.get((cx, cy)) == colour:
            n += 1
            cx, cy = cx + sign * dx, cy + sign * dy
    return n


def wins(cells, x, y, colour, rule):
    overline_wins = rule == 0 or (rule == 4 and colour == 2)
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = line_length(cells, x, y, colour, dx, dy)
        if n == 5 or (n > 5 and overline_wins):
            return True
    return False


def forbidden_points(cli, stones):
    """Renju: black's forbidden points in the position, as {(x, y): kind}."""
    moves = " ".join(f"{x},{y}" for x, y, _ in stones)
    out = subprocess.run([cli, "gomoku", "forbidden", "--size", str(SIZE), "--moves", moves],
                         capture_output=True, text=True, check=True).stdout.split("\n")
    points = {}
    for line in out:
        parts = line.split()
        if len(parts) == 2:
            x, y = (int(v) for v in parts[0].split(","))
            points[(x, y)] = parts[1]
    return points


def play(black, white, opening, rule, margin, cli):
    """One game: 1 black won, 2 white won, 0 draw; how; the moves; the times per engine."""
    cells = {}
    stones = []
    for i, (x, y) in enumerate(opening):
        colour = 1 if i % 2 == 0 else 2
        cells[(x, y)] = colour
        stones.append((x, y, colour))
    times = {1: [], 2: []}
    colour = 1 if len(opening) % 2 == 0 else 2
    engines = {1: black, 2: white}
    while len(cells) < SIZE * SIZE:
        engine = engines[colour]
        point, took = engine.move(stones, colour)
        times[colour].append(took)
        late = took * 1000 > engine.ms + margin
        if point is None or point in cells or not (0 <= point[0] < SIZE and 0 <= point[1] < SIZE):
            how = f"a bad answer ({engine.last_answer!r})"
            return 3 - colour, how, len(stones), times, stones  # loses the game
        if late:
            return 3 - colour, f"an answer {took:.1f} s late", len(stones), times, stones
        kind = forbidden_points(cli, stones).get(point) if rule == 4 and colour == 1 else None
        cells[point] = colour
        stones.append((point[0], point[1], colour))
        if wins(cells, point[0], point[1], colour, rule):
            return colour, "five", len(stones), times, stones
        if kind:
            return 2, f"a forbidden move ({kind}) at {point[0]},{point[1]}", len(stones), times, stones
        colour = 3 - colour
    return 0, "a full board", len(stones), times, stones


def load_openings(path):
    """The openings of a file written by `gomoku_judge.py openings` (or by hand): a JSON list
    of openings, each a list of [x, y] stones, black first. ValueError if it is anything else:
    not JSON, no openings, a stone off the board, or a point taken twice."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except json.JSONDecodeError as e:
        raise ValueError(f"{path} is not JSON ({e})") from e
    if not isinstance(data, list) or not data:
        raise ValueError(f"{path} holds no list of openings")
    openings = []
    for n, opening in enumerate(data, 1):
        if not isinstance(opening, list) or not opening:
            raise ValueError(f"{path}: opening {n} is not a list of stones: {opening!r}")
        stones = []
        for stone in opening:
            if (not isinstance(stone, list) or len(stone) != 2
                    or not all(type(v) is int and 0 <= v < SIZE for v in stone)):
                raise ValueError(f"{path}: opening {n} has a stone that is not [x, y] on "
                                 f"the board: {stone!r}")
            if tuple(stone) in stones:
                raise ValueError(f"{path}: opening {n} plays {stone} twice")
            stones.append(tuple(stone))
        openings.append(stones)
    return openings


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", required=True, help="engine A's command")
    parser.add_argument("--b", required=True, help="engine B's command")
    parser.add_argument("--a-ms", type=int, default=1000, help="A's time per move (ms)")
    parser.add_argument("--b-ms", type=int, default=1000, help="B's time per move (ms)")
    parser.add_argument("--set", default="balanced", choices=sorted(OPENINGS),
                        help="which openings (default: balanced)")
    parser.add_argument("--openings-file", metavar="FILE",
                        help="openings from a JSON file instead of --set (see load_openings)")
    parser.add_argument("--openings", type=int, default=5, help="how many of the set")
    parser.add_argument("--first", type=int, default=1,
                        help="the set's opening to start from (1 = its first), so that two "
                             "referees can share a set between two cores")
    parser.add_argument("--rule", type=int, default=0, choices=(0, 1, 4),
                        help="0 five or more, 1 exactly five, 4 Renju")
    parser.add_argument("--cli", default="build/tools/gridgames-cli",
                        help="gridgames-cli, the Renju judge of forbidden points")
    parser.add_argument("--record", action="store_true", help="print each game's moves")
    parser.add_argument("--margin", type=int, default=1000, help="ms allowed over the time")
    args = parser.parse_args()
    # parser.error() exits with status 2.
    source = args.openings_file or args.set
    try:
        openings = load_openings(source) if args.openings_file else OPENINGS[source]
    except (OSError, ValueError) as e:
        parser.error(str(e))
    if not 1 <= args.first <= len(openings):
        parser.error(f"--first must be 1 to {len(openings)} for the {source} set")
    if not 1 <= args.openings <= len(openings) - args.first + 1:
        parser.error(f"--openings must be 1 to {len(openings) - args.first + 1} for the "
                     f"{source} set from opening {args.first}")
    table = {("A", 1): [0, 0, 0], ("A", 2): [0, 0, 0], ("B", 1): [0, 0, 0], ("B", 2): [0, 0, 0]}
    times = {"A": [], "B": []}
    chosen = openings[args.first - 1 : args.first - 1 + args.openings]
    for n, opening in enumerate(chosen, args.first):
        for a_black in (True, False):
            a = Engine(args.a.split(), args.a_ms, args.rule)
            b = Engine(args.b.split(), args.b_ms, args.rule)
            try:
                black, white = (a, b) if a_black else (b, a)
                result, how, moves, took, stones = play(black, white, opening, args.rule,
                                                        args.margin, args.cli)
            finally:
                a.close()
                b.close()
            names = {1: "A" if a_black else "B", 2: "B" if a_black else "A"}
            for colour in (1, 2):
                times[names[colour]] += took[colour]
                row = table[(names[colour], colour)]
                row[0 if result == colour else 1 if result == 0 else 2] += 1
            winner = "draw" if result == 0 else f"{names[result]} ({'black' if result == 1 else 'white'})"
            print(f"opening {n}, A {'black' if a_black else 'white'}: {winner} by {how} "
                  f"after {moves} stones", flush=True)
            if args.record:
                print("  moves: " + " ".join(f"{x},{y}" for x, y, _ in stones), flush=True)
    print()
    print("| engine | as black W/D/L | as white W/D/L | mean s/move | longest s |")
    print("|---|---|---|---|---|")
    for name, ms in (("A", args.a_ms), ("B", args.b_ms)):
        t = times[name] or [0.0]
        b, w = table[(name, 1)], table[(name, 2)]
        print(f"| {name} ({ms} ms) | {b[0]}/{b[1]}/{b[2]} | {w[0]}/{w[1]}/{w[2]} | "
              f"{statistics.mean(t):.2f} | {max(t):.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
