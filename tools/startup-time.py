#!/usr/bin/env python3
"""Time to first painted window, side by side, in one run.

usage: tools/startup-time.py [--runs N] [--profile DIR] [--label NAME=COMMAND ...]

Starts a private X server (Xvfb, 1280x1024x24), then for each program, N times in turn
(interleaved, so a busy machine slows every program alike): copies the profile directory
(if given) into a fresh HOME, starts the program, and measures the time from the start to
the first moment its top-level window is mapped *and painted* (an X window dump, xwd, shows
more than 16 distinct colours in it: a real frame, not the blank map). Prints the median,
the lowest and the highest time in milliseconds for each program.

Defaults: Grid Games from build/app/gridgames, plus Bovo and GNOME 2048 when installed
(apt-get install bovo gnome-2048). Needs Xvfb, xwininfo and xwd (x11-apps) and dbus-daemon;
one session bus is started for the run and shared by every program.

    tools/startup-time.py --runs 15 --profile /path/to/home-with-six-saved-games

The profile is a HOME directory (config/, data/, cache/ as XDG_*_HOME point to): make one
with every game saved mid-game by playing a few moves in each tab and quitting.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def distinct_colours(dump: bytes) -> int:
    """Distinct pixel values of an xwd ZPixmap dump (header parsed for its size)."""
    if len(dump) < 100:
        return 0
    header_size = int.from_bytes(dump[0:4], "big")
    width = int.from_bytes(dump[16:20], "big")
    height = int.from_bytes(dump[20:24], "big")
    bits_per_pixel = int.from_bytes(dump[44:48], "big")
    bytes_per_line = int.from_bytes(dump[48:52], "big")
    ncolors = int.from_bytes(dump[76:80], "big")
    start = header_size + ncolors * 12
    step = max(1, bits_per_pixel // 8)
    seen = set()
    # Every 7th pixel of every 5th line: enough to tell a frame from a blank window.
    for y in range(0, height, 5):
        row = dump[start + y * bytes_per_line : start + y * bytes_per_line + width * step]
        for x in range(0, len(row) - step + 1, 7 * step):
            seen.add(row[x : x + step])
            if len(seen) > 16:
                return len(seen)
    return len(seen)


def first_window(env: dict):
    """The largest top-level window on the private display (one program at a time; helper
    windows of a few pixels are not it). Whether it is mapped and painted is painted()'s
    question: xwd fails on a window that is not viewable."""
    tree = subprocess.run(["xwininfo", "-root", "-children"], env=env, capture_output=True,
                          text=True).stdout
    best, best_area = None, 100 * 100 - 1
    for match in re.finditer(r"^\s+(0x[0-9a-f]+) .*?\s(\d+)x(\d+)[+-]", tree, re.M):
        area = int(match.group(2)) * int(match.group(3))
        if area > best_area:
            best, best_area = match.group(1), area
    return best


def painted(window: str, env: dict) -> bool:
    dump = subprocess.run(
        ["xwd", "-id", window, "-silent"], env=env, capture_output=True
    ).stdout
    return distinct_colours(dump) > 16


def one_run(command, profile, display, bus, timeout=30.0):
    home = tempfile.mkdtemp(prefix="gg-start-")
    try:
        if profile:
            shutil.copytree(profile, home, dirs_exist_ok=True)
        env = dict(os.environ)
        env.update(
            HOME=home,
            DISPLAY=display,
            XDG_CONFIG_HOME=home + "/config",
            XDG_DATA_HOME=home + "/data",
            XDG_CACHE_HOME=home + "/cache",
            XDG_STATE_HOME=home + "/state",
            QT_QPA_PLATFORM="xcb",
            GSK_RENDERER="cairo",
            LIBGL_ALWAYS_SOFTWARE="1",
            DBUS_SESSION_BUS_ADDRESS=bus,
        )
        env.pop("XDG_RUNTIME_DIR", None)
        start = time.monotonic()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        window = None
        elapsed = None
        while time.monotonic() - start < timeout:
            window = first_window(env)
            if window is not None and painted(window, env):
                elapsed = (time.monotonic() - start) * 1000.0
                break
            time.sleep(0.002)
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        return elapsed
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--profile", help="HOME to copy for every run of every program")
    parser.add_argument("--label", action="append", default=[],
                        help="NAME=COMMAND (split on spaces); replaces the defaults")
    args = parser.parse_args()

    programs = []
    for item in args.label:
        name, _, command = item.partition("=")
        programs.append((name, command.split()))
    if not programs:
        programs.append(("Grid Games", [os.path.join(ROOT, "build/app/gridgames")]))
        for name, exe in (("Bovo", "bovo"), ("GNOME 2048", "gnome-2048")):
            path = shutil.which(exe) or (f"/usr/games/{exe}" if os.path.exists(f"/usr/games/{exe}") else None)
            if path:
                programs.append((name, [path]))
    for tool in ("Xvfb", "xwininfo", "xwd", "dbus-daemon"):
        if not shutil.which(tool):
            sys.exit(f"startup-time: {tool} is needed (tools/setup.sh installs it)")

    display = ":%d" % (90 + os.getpid() % 100)
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # One session bus for the whole run (KDE programs quit without one), shared by all.
    bus_daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address"],
                                  stdout=subprocess.PIPE, text=True)
    bus = bus_daemon.stdout.readline().strip()
    try:
        time.sleep(1.0)
        times = {name: [] for name, _ in programs}
        for name, command in programs:  # a warm-up run each: the file cache alike for all
            one_run(command, args.profile, display, bus)
        for _ in range(args.runs):
            for name, command in programs:
                t = one_run(command, args.profile, display, bus)
                if t is not None:
                    times[name].append(t)
        print(f"Time to first painted window, {args.runs} runs each, interleaved"
              f"{' (profile ' + args.profile + ')' if args.profile else ' (empty profile)'}:")
        print(f"{'program':<14}{'median ms':>10}{'min':>8}{'max':>8}{'runs':>6}")
        for name, _ in programs:
            values = times[name]
            if values:
                print(f"{name:<14}{statistics.median(values):>10.0f}{min(values):>8.0f}"
                      f"{max(values):>8.0f}{len(values):>6}")
            else:
                print(f"{name:<14}{'no window':>10}")
    finally:
        server.terminate()
        server.wait()
        bus_daemon.terminate()
        bus_daemon.wait()


if __name__ == "__main__":
    main()
