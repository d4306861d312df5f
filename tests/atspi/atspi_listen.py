"""What a screen reader hears from Grid Games, through the real AT-SPI bus (issue 20).

Run by run_atspi.sh inside a private D-Bus session on a private Xvfb display. It starts the
AT-SPI bus, then `gridgames` with Qt's AT-SPI bridge on, plays a few moves by keyboard
(xdotool) in two games, one in Chinese, and keeps a transcript the way Orca speaks:

  * a focus event: the name of the object that took the focus;
  * a description change on the object with the focus: the new description;
  * a name change on the object with the focus: the new name.

Each scenario then checks, in order, the lines it must have heard. Exit 0 when every one was
heard, 1 otherwise (the transcript is printed either way), 77 when the bus cannot start.
"""

import os
import re
import subprocess
import sys
import threading
import time

APP = os.environ["APP"]
LAUNCHER = os.environ["LAUNCHER"]


def start_bus():
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The bus is up when the session bus knows org.a11y.Bus and it hands out an address.
    for _ in range(50):
        probe = subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], capture_output=True, text=True)
        if probe.returncode == 0 and "unix:" in probe.stdout:
            return launcher
        time.sleep(0.1)
    launcher.kill()
    print("SKIP: the AT-SPI bus did not start")
    sys.exit(77)


launcher = start_bus()
import pyatspi  # noqa: E402  (connects to the bus started above)


class Reader:
    """A screen reader's speech, reduced to the lines it would say."""

    def __init__(self):
        self.lines = []
        self.focus = None
        self.lock = threading.Lock()

    def say(self, kind, text):
        with self.lock:
            self.lines.append((kind, text))
        print(f"  heard [{kind}] {text}", flush=True)

    def event(self, e):
        try:
            src = e.source
            if e.type.startswith("focus") or (
                    e.type.startswith("object:state-changed:focused") and e.detail1 == 1):
                if self.focus is not None and src == self.focus:
                    return  # the same focus told twice (state change and focus event)
                self.focus = src
                self.say("focus", f"{src.name} [{src.getRoleName()}]")
            elif e.type == "object:property-change:accessible-description":
                if src == self.focus and src.description:
                    self.say("said", src.description)
            elif e.type == "object:property-change:accessible-name":
                if src == self.focus and src.name:
                    self.say("name", src.name)
        except Exception as ex:  # an object gone meanwhile: a reader says nothing either
            print(f"  (event {e.type} unreadable: {ex})", flush=True)

    def transcript(self):
        with self.lock:
            return list(self.lines)


def wait_for(reader, pattern, since, timeout):
    """Waits until a line from index `since` on matches; returns the index after it."""
    rx = re.compile(pattern)
    deadline = time.time() + timeout
    while time.time() < deadline:
        lines = reader.transcript()
        for i in range(since, len(lines)):
            if rx.fullmatch(lines[i][1]):
                return i + 1
        time.sleep(0.05)
    return None


def app_window(pid, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        out = subprocess.run(["xdotool", "search", "--pid", str(pid), "--name", "Grid Games"],
                             capture_output=True, text=True).stdout.split()
        if out:
            return out
        time.sleep(0.2)
    return []


def key(*keys):
    for k in keys:
        subprocess.run(["xdotool", "key", "--clearmodifiers", k])
        time.sleep(0.35)


SCENARIOS = [
    {
        "name": "Connect Four against the computer, English",
        "args": ["--game", "connect4", "--lang", "en"],
        "steps": [
            (None, r"Column 5: empty; next row 1 \[table cell\]"),
            (["Right"], r"Column 6: empty; next row 1 \[table cell\]"),
            (["Return"], r"Red in column 6, row 1\."),
            (None, r"Computer played column \d, row \d\. Your turn \(Red\)\."),
            (["Left"], r"Column 5: .*\[table cell\]"),
            # Tab leaves the board for the side panel's first control.
            (["Tab"], r"New Game \[push button\]"),
        ],
    },
    {
        "name": "Gomoku against the computer, Chinese",
        "args": ["--game", "gomoku", "--lang", "zh_CN"],
        "steps": [
            (None, r"H8：空 \[table cell\]"),
            (["Right"], r"I8：空 \[table cell\]"),
            (["Return"], r"黑棋 I8。"),
            (None, r"电脑下在 [A-O]\d+。轮到你了（黑棋）。"),
            (["Up"], r"I9：.* \[table cell\]"),
        ],
    },
]


def run(reader, scenario):
    print(f"== {scenario['name']}", flush=True)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               QT_ACCESSIBILITY="1")
    log = open(os.path.join(os.environ["WORK"], "app.log"), "a")
    app = subprocess.Popen([APP] + scenario["args"], env=env, stdout=log, stderr=log)
    failures = []
    try:
        windows = app_window(app.pid)
        if not windows:
            return [f"{scenario['name']}: the window never appeared"]
        time.sleep(1.0)  # the bridge registers the application on the bus
        since = len(reader.transcript())
        for w in windows:  # no window manager: give the window the keyboard focus ourselves
            subprocess.run(["xdotool", "windowfocus", w], stderr=subprocess.DEVNULL)
        for keys, pattern in scenario["steps"]:
            if keys:
                key(*keys)
            found = wait_for(reader, pattern, since, 20)
            if found is None:
                failures.append(f"{scenario['name']}: never heard /{pattern}/ "
                                f"after {keys or 'start'}")
                break
            since = found
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    return failures


def main():
    reader = Reader()
    for kind in ("focus:", "object:state-changed:focused",
                 "object:property-change:accessible-description",
                 "object:property-change:accessible-name"):
        pyatspi.Registry.registerEventListener(reader.event, kind)
    failures = []

    def drive():
        try:
            for scenario in SCENARIOS:
                failures.extend(run(reader, scenario))
        finally:
            pyatspi.Registry.stop()

    threading.Thread(target=drive, daemon=True).start()
    pyatspi.Registry.start()
    launcher.terminate()
    if failures:
        print("FAIL:\n  " + "\n  ".join(failures))
        return 1
    print(f"PASS: {len(SCENARIOS)} scenarios heard as expected")
    return 0


sys.exit(main())
