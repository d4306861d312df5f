#!/usr/bin/env python3
"""Draws the picture themes of Lianliankan and Memory (issue 17) as SVG files, so their
licence is ours: every picture is a handful of circles, paths and (for the mahjong tiles and
the 汉字 cards) text, written here.

    resources/themes/lianliankan/pictures/   tile-01..36.svg  fruit, vegetables and animals
    resources/themes/lianliankan/mahjong/    tile-01..36.svg  dots, bamboo, characters,
                                                              winds, dragons, two flowers
    resources/themes/memory/pictures/        card-01..28.svg  animals and fruit
    resources/themes/memory/hanzi/           card-NN.svg      a character (日)
                                             card-NN-b.svg    its picture and pinyin (sun, rì)

Each folder's theme.ini (name, colours, what each picture shows) is written too. Run it
after changing a drawing: python3 tools/make_themes.py
"""

import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "themes")
INK = "#3b2a1e"  # the outline every picture shares: readable on the ivory tiles
CJK = "Noto Sans CJK SC, Noto Sans CJK TC, Source Han Sans SC, WenQuanYi Micro Hei, sans-serif"


def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'viewBox="0 0 100 100" width="100" height="100">\n' + body + '</svg>\n')


def style(fill, stroke=INK, width=2.5):
    s = f'fill="{fill}"'
    if stroke:
        s += f' stroke="{stroke}" stroke-width="{width}" stroke-linejoin="round" stroke-linecap="round"'
    return s


def circle(cx, cy, r, fill, stroke=INK, width=2.5):
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" {style(fill, stroke, width)}/>\n'


def ellipse(cx, cy, rx, ry, fill, stroke=INK, width=2.5):
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" {style(fill, stroke, width)}/>\n'


def path(d, fill, stroke=INK, width=2.5):
    return f'<path d="{d}" {style(fill, stroke, width)}/>\n'


def rect(x, y, w, h, fill, stroke=INK, width=2.5, r=0):
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" ry="{r}" {style(fill, stroke, width)}/>\n'


def line(x1, y1, x2, y2, stroke=INK, width=2.5):
    return (f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{stroke}" '
            f'stroke-width="{width}" stroke-linecap="round"/>\n')


def text(x, y, size, content, fill, weight="bold", family=CJK):
    return (f'<text x="{x}" y="{y}" font-family="{family}" font-size="{size}" '
            f'font-weight="{weight}" fill="{fill}" text-anchor="middle">{content}</text>\n')


def eyes(y, dx=11, r=3.6, cx=50):
    return circle(cx - dx, y, r, INK, None) + circle(cx + dx, y, r, INK, None)


def leaf(x, y, angle, length=16, fill="#4caf50"):
    return (f'<g transform="translate({x},{y}) rotate({angle})">'
            + path(f"M0,0 Q{length / 2},-{length / 3} {length},0 Q{length / 2},{length / 3} 0,0Z", fill)
            + "</g>\n")


# ---- fruit and vegetables -------------------------------------------------------------

def apple():
    return (path("M50,30 C30,18 12,32 16,56 C20,80 38,92 50,84 C62,92 80,80 84,56 C88,32 70,18 50,30Z", "#e53935")
            + line(50, 30, 54, 14, "#6d4c41", 4) + leaf(55, 20, -20, 20)
            + path("M28,44 Q30,36 38,34", "none", "#ffffff", 4))


def pear():
    return (path("M50,16 C42,16 40,30 38,40 C24,50 20,66 26,78 C34,92 66,92 74,78 C80,66 76,50 62,40 C60,30 58,16 50,16Z", "#c0ca33")
            + line(50, 16, 52, 6, "#6d4c41", 4) + leaf(53, 10, -30, 16)
            + path("M34,66 Q34,56 40,52", "none", "#f0f4c3", 4))


def cherry():
    return (path("M34,70 Q40,34 62,14 Q62,44 68,66", "none", "#558b2f", 3.5)
            + circle(32, 72, 15, "#c62828") + circle(68, 70, 15, "#c62828")
            + leaf(62, 14, 10, 20) + circle(27, 67, 3.5, "#ffffff", None) + circle(63, 65, 3.5, "#ffffff", None))


def grapes():
    body = ""
    for x, y in [(36, 36), (50, 36), (64, 36), (43, 49), (57, 49), (36, 62), (50, 62), (64, 62), (43, 75), (57, 75), (50, 88)]:
        body += circle(x, y, 9, "#7b1fa2")
    return line(50, 28, 52, 12, "#6d4c41", 4) + leaf(54, 18, -25, 22, "#66bb6a") + body


def banana():
    return (path("M18,30 Q24,80 84,72 Q86,66 80,64 Q40,66 30,26Z", "#fdd835")
            + path("M18,30 L22,22 L30,26", "#6d4c41") + path("M84,72 L88,70 L86,64 L80,64", "#6d4c41", INK, 2))


def orange():
    return (circle(50, 55, 33, "#fb8c00") + leaf(50, 22, -30, 20)
            + circle(40, 45, 2, "#ffb74d", None) + circle(58, 62, 2, "#ffb74d", None) + circle(62, 42, 2, "#ffb74d", None)
            + circle(50, 23, 3, "#6d4c41", None))


def lemon():
    return (path("M12,54 Q14,46 22,44 Q34,24 56,24 Q78,26 84,44 Q90,46 90,52 Q88,58 82,58 Q74,80 50,80 Q26,78 20,62 Q12,60 12,54Z", "#ffeb3b")
            + path("M34,44 Q42,34 54,34", "none", "#fff9c4", 4))


def strawberry():
    seeds = "".join(circle(x, y, 1.8, "#fff59d", None) for x, y in [(38, 46), (52, 44), (64, 48), (44, 58), (58, 60), (50, 72), (38, 64), (62, 70)])
    return (path("M50,92 C30,80 18,56 22,42 C26,30 40,32 50,34 C60,32 74,30 78,42 C82,56 70,80 50,92Z", "#e53935")
            + path("M30,34 L40,22 L44,32 L50,18 L56,32 L60,22 L70,34 Q50,42 30,34Z", "#43a047") + seeds)


def watermelon():
    return (path("M10,36 A40,40 0 0 0 90,36Z", "#2e7d32") + path("M16,36 A34,34 0 0 0 84,36Z", "#ef5350", None)
            + line(10, 36, 90, 36)
            + "".join(ellipse(x, y, 2, 3.2, "#212121", None) for x, y in [(34, 46), (50, 52), (66, 46), (42, 60), (58, 60)]))


def pineapple():
    grid = "".join(line(x, 44, x + 20, 88, "#a1701a", 2) for x in (26, 38, 50)) + "".join(line(x, 44, x - 20, 88, "#a1701a", 2) for x in (74, 62, 50))
    return (path("M50,40 L36,8 L46,20 L50,4 L54,20 L64,8Z", "#43a047")
            + ellipse(50, 66, 24, 28, "#fbc02d") + grid + ellipse(50, 66, 24, 28, "none"))


def peach():
    return (path("M50,28 C30,16 12,36 18,60 C24,84 44,90 50,88 C56,90 76,84 82,60 C88,36 70,16 50,28Z", "#ffab91")
            + path("M50,30 Q44,58 50,86", "none", "#f4511e", 2.5) + leaf(52, 26, -35, 22))


def carrot():
    return (path("M30,34 L70,34 L52,94 Q50,98 48,94Z", "#fb8c00")
            + line(40, 48, 48, 48, INK, 2) + line(52, 62, 60, 62, INK, 2) + line(44, 74, 50, 74, INK, 2)
            + path("M50,34 L40,8 M50,34 L50,6 M50,34 L60,8", "none", "#43a047", 5))


def mushroom():
    return (rect(40, 50, 20, 36, "#fff3e0", INK, 2.5, 8)
            + path("M12,54 Q14,14 50,12 Q86,14 88,54Z", "#e53935")
            + circle(32, 36, 6, "#ffffff", None) + circle(58, 26, 5, "#ffffff", None) + circle(70, 44, 5, "#ffffff", None))


def eggplant():
    return (path("M64,28 C40,26 20,50 22,72 C24,90 46,94 60,80 C72,68 82,50 78,38 C76,30 70,28 64,28Z", "#6a1b9a")
            + path("M56,32 Q66,14 82,20 Q76,34 80,40 Q70,36 56,32Z", "#43a047") + line(72, 22, 80, 8, "#43a047", 4)
            + path("M36,62 Q38,48 50,42", "none", "#ce93d8", 4))


def corn():
    grain = "".join(line(36, y, 64, y, "#e0a800", 1.6) for y in range(30, 80, 8)) + "".join(line(x, 22, x, 84, "#e0a800", 1.6) for x in (43, 50, 57))
    return (ellipse(50, 52, 15, 34, "#fdd835") + grain + ellipse(50, 52, 15, 34, "none")
            + path("M50,90 Q24,80 26,46 Q36,70 50,72Z", "#66bb6a") + path("M50,90 Q76,80 74,46 Q64,70 50,72Z", "#43a047"))


def kiwi():
    seeds = "".join(ellipse(50 + 14 * dx, 50 + 14 * dy, 1.6, 3, "#212121", None) for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)])
    return circle(50, 50, 38, "#8d6e63") + circle(50, 50, 31, "#9ccc65", None) + seeds + circle(50, 50, 8, "#f1f8e9", None)


# ---- animals (faces, so they read at a tile's size) -----------------------------------

def cat():
    return (path("M22,40 L26,12 L44,30Z", "#ffa726") + path("M78,40 L74,12 L56,30Z", "#ffa726")
            + ellipse(50, 56, 32, 28, "#ffa726") + eyes(52, 12) + path("M46,62 L54,62 L50,67Z", "#f06292", None)
            + line(30, 64, 14, 60, INK, 1.8) + line(30, 68, 14, 70, INK, 1.8) + line(70, 64, 86, 60, INK, 1.8) + line(70, 68, 86, 70, INK, 1.8)
            + path("M42,72 Q50,78 58,72", "none", INK, 2))


def dog():
    return (ellipse(50, 54, 28, 30, "#d7a86e") + path("M24,34 Q8,40 14,72 Q24,70 28,50Z", "#8d5524")
            + path("M76,34 Q92,40 86,72 Q76,70 72,50Z", "#8d5524") + eyes(48, 10)
            + ellipse(50, 66, 12, 9, "#fff3e0") + ellipse(50, 61, 6, 4, INK, None) + path("M44,72 Q50,76 56,72", "none"))


def rabbit():
    return (ellipse(38, 24, 7, 20, "#ffffff") + ellipse(62, 24, 7, 20, "#ffffff")
            + ellipse(38, 26, 3, 13, "#f8bbd0", None) + ellipse(62, 26, 3, 13, "#f8bbd0", None)
            + circle(50, 62, 28, "#ffffff") + eyes(58, 10) + ellipse(50, 68, 4, 3, "#f06292", None)
            + path("M44,74 Q50,78 56,74", "none", INK, 2))


def pig():
    return (path("M26,40 L24,18 L42,30Z", "#f48fb1") + path("M74,40 L76,18 L58,30Z", "#f48fb1")
            + circle(50, 56, 32, "#f8bbd0") + eyes(46, 13) + ellipse(50, 64, 14, 10, "#f48fb1")
            + ellipse(45, 64, 2.5, 3.5, INK, None) + ellipse(55, 64, 2.5, 3.5, INK, None))


def panda():
    return (circle(26, 28, 10, "#212121") + circle(74, 28, 10, "#212121") + circle(50, 54, 33, "#ffffff")
            + ellipse(37, 50, 8, 10, "#212121", None) + ellipse(63, 50, 8, 10, "#212121", None)
            + circle(38, 49, 3, "#ffffff", None) + circle(62, 49, 3, "#ffffff", None)
            + ellipse(50, 64, 5, 3.5, "#212121", None) + path("M44,72 Q50,76 56,72", "none"))


def bear():
    return (circle(26, 28, 11, "#8d6e63") + circle(74, 28, 11, "#8d6e63") + circle(26, 28, 5, "#d7ccc8", None)
            + circle(74, 28, 5, "#d7ccc8", None) + circle(50, 54, 33, "#8d6e63") + eyes(46, 12)
            + ellipse(50, 64, 13, 10, "#d7ccc8") + ellipse(50, 60, 5, 3.5, INK, None) + path("M45,69 Q50,73 55,69", "none", INK, 2))


def mouse():
    return (circle(22, 34, 17, "#b0bec5") + circle(78, 34, 17, "#b0bec5") + circle(22, 34, 9, "#f8bbd0", None)
            + circle(78, 34, 9, "#f8bbd0", None) + path("M22,50 Q50,34 78,50 Q72,84 50,90 Q28,84 22,50Z", "#cfd8dc")
            + eyes(58, 10) + circle(50, 84, 4, "#f06292", None)
            + line(40, 76, 24, 72, INK, 1.6) + line(60, 76, 76, 72, INK, 1.6))


def frog():
    return (circle(32, 30, 13, "#66bb6a") + circle(68, 30, 13, "#66bb6a") + circle(32, 30, 6, "#ffffff", None)
            + circle(68, 30, 6, "#ffffff", None) + circle(32, 31, 3, INK, None) + circle(68, 31, 3, INK, None)
            + ellipse(50, 62, 38, 26, "#66bb6a") + path("M30,64 Q50,80 70,64", "none", INK, 3)
            + circle(26, 60, 4, "#f48fb1", None) + circle(74, 60, 4, "#f48fb1", None))


def chick():
    return (path("M50,14 L46,6 M50,14 L54,6", "none", "#fbc02d", 3) + circle(50, 54, 36, "#ffeb3b")
            + eyes(46, 13) + path("M42,58 L58,58 L50,70Z", "#fb8c00") + circle(26, 62, 5, "#ffab91", None) + circle(74, 62, 5, "#ffab91", None))


def fish():
    return (path("M14,50 Q40,16 72,40 L90,24 L86,50 L90,76 L72,60 Q40,84 14,50Z", "#29b6f6")
            + circle(30, 46, 4.5, "#ffffff") + circle(31, 46, 2, INK, None)
            + path("M48,34 Q54,50 48,66", "none", INK, 2) + path("M58,38 Q63,50 58,62", "none", INK, 2))


def owl():
    return (path("M22,30 L28,12 L40,24Z", "#8d6e63") + path("M78,30 L72,12 L60,24Z", "#8d6e63")
            + ellipse(50, 56, 34, 38, "#a1887f") + ellipse(50, 70, 20, 20, "#d7ccc8", None)
            + circle(36, 42, 12, "#ffffff") + circle(64, 42, 12, "#ffffff") + circle(36, 42, 5, INK, None)
            + circle(64, 42, 5, INK, None) + path("M45,52 L55,52 L50,62Z", "#fb8c00"))


def penguin():
    return (ellipse(50, 54, 32, 40, "#37474f") + ellipse(50, 62, 20, 28, "#ffffff", None)
            + path("M36,30 Q50,22 64,30 Q66,44 50,46 Q34,44 36,30Z", "#ffffff", None)
            + eyes(36, 8, 3.2) + path("M44,42 L56,42 L50,50Z", "#fb8c00")
            + ellipse(38, 94, 8, 3, "#fb8c00", None) + ellipse(62, 94, 8, 3, "#fb8c00", None))


def fox():
    return (path("M16,20 L36,36 L20,56Z", "#f4511e") + path("M84,20 L64,36 L80,56Z", "#f4511e")
            + path("M14,40 Q50,24 86,40 Q80,68 50,90 Q20,68 14,40Z", "#ff7043")
            + path("M30,58 Q50,62 70,58 Q62,78 50,90 Q38,78 30,58Z", "#ffffff", None)
            + eyes(50, 14) + circle(50, 86, 5, INK, None))


def lion():
    mane = "".join(circle(50 + 33 * c, 52 + 33 * s, 12, "#e65100", None) for c, s in
                   [(1, 0), (0.87, 0.5), (0.5, 0.87), (0, 1), (-0.5, 0.87), (-0.87, 0.5), (-1, 0), (-0.87, -0.5), (-0.5, -0.87), (0, -1), (0.5, -0.87), (0.87, -0.5)])
    return (mane + circle(50, 52, 28, "#ffb74d") + eyes(46, 10) + path("M44,58 L56,58 L50,65Z", INK, None)
            + path("M42,70 Q50,76 58,70", "none", INK, 2))


def cow():
    return (ellipse(20, 36, 12, 7, "#ffffff") + ellipse(80, 36, 12, 7, "#ffffff") + path("M30,24 Q26,12 34,10 M70,24 Q74,12 66,10", "none", "#bdbdbd", 5)
            + ellipse(50, 48, 28, 30, "#ffffff") + path("M56,22 Q74,26 74,44 Q62,44 56,22Z", INK, None)
            + eyes(44, 11) + ellipse(50, 70, 22, 14, "#f8bbd0") + ellipse(43, 70, 3, 4, INK, None) + ellipse(57, 70, 3, 4, INK, None))


def monkey():
    return (circle(18, 50, 12, "#a1887f") + circle(82, 50, 12, "#a1887f") + circle(18, 50, 6, "#ffccbc", None) + circle(82, 50, 6, "#ffccbc", None)
            + circle(50, 50, 32, "#795548") + path("M30,44 Q34,30 50,38 Q66,30 70,44 Q72,76 50,80 Q28,76 30,44Z", "#ffccbc", None)
            + eyes(46, 9) + path("M42,64 Q50,72 58,64", "none", INK, 2.2) + circle(46, 56, 1.6, INK, None) + circle(54, 56, 1.6, INK, None))


def turtle():
    return (ellipse(84, 54, 9, 8, "#8bc34a") + circle(87, 52, 1.8, INK, None)
            + ellipse(30, 74, 7, 6, "#8bc34a") + ellipse(66, 74, 7, 6, "#8bc34a") + path("M14,60 L6,64 L14,66Z", "#8bc34a")
            + path("M14,64 Q20,24 50,24 Q80,24 78,64Z", "#558b2f")
            + path("M38,40 L50,32 L62,40 L62,54 L50,60 L38,54Z", "#7cb342", INK, 2) + line(14, 64, 78, 64))


def ladybug():
    spots = "".join(circle(x, y, 5, INK, None) for x, y in [(36, 50), (64, 50), (40, 70), (60, 70), (50, 84)])
    return (circle(50, 26, 14, INK) + line(44, 14, 38, 4, INK, 2) + line(56, 14, 62, 4, INK, 2)
            + circle(50, 60, 32, "#e53935") + line(50, 30, 50, 92) + spots + circle(44, 22, 3, "#ffffff", None) + circle(56, 22, 3, "#ffffff", None))


def bee():
    return (ellipse(34, 30, 14, 18, "#e1f5fe") + ellipse(60, 28, 14, 18, "#e1f5fe")
            + ellipse(50, 60, 34, 24, "#ffca28") + path("M40,38 Q36,60 40,82 L50,84 Q46,60 50,36Z", INK, None)
            + path("M60,37 Q56,60 60,83 L68,80 Q64,60 68,40Z", INK, None) + ellipse(50, 60, 34, 24, "none")
            + circle(22, 56, 3, INK, None) + path("M84,60 L94,60", "none", INK, 3))


def butterfly():
    return (path("M50,50 Q20,6 10,30 Q6,50 50,50Z", "#ab47bc") + path("M50,50 Q80,6 90,30 Q94,50 50,50Z", "#ab47bc")
            + path("M50,52 Q16,60 22,82 Q36,90 50,52Z", "#f06292") + path("M50,52 Q84,60 78,82 Q64,90 50,52Z", "#f06292")
            + circle(26, 32, 5, "#fff59d", None) + circle(74, 32, 5, "#fff59d", None)
            + ellipse(50, 54, 4, 22, INK, None) + path("M48,34 Q42,18 36,16 M52,34 Q58,18 64,16", "none", INK, 2))


# ---- the 汉字 pictures -----------------------------------------------------------------

def sun():
    rays = "".join(line(50 + 26 * c, 50 + 26 * s, 50 + 40 * c, 50 + 40 * s, "#fb8c00", 5) for c, s in
                   [(1, 0), (0.71, 0.71), (0, 1), (-0.71, 0.71), (-1, 0), (-0.71, -0.71), (0, -1), (0.71, -0.71)])
    return rays + circle(50, 50, 20, "#fdd835")


def moon():
    return path("M62,12 A38,38 0 1 0 88,66 A30,30 0 1 1 62,12Z", "#ffe082") + circle(42, 56, 3, "#ffca28", None) + circle(54, 72, 4, "#ffca28", None)


def mountain():
    return (path("M4,86 L36,30 L52,56 L66,38 L96,86Z", "#78909c")
            + path("M36,30 L28,44 L34,42 L38,48 L44,42Z", "#ffffff", INK, 1.6)
            + path("M66,38 L60,48 L66,46 L70,50 L73,47Z", "#ffffff", INK, 1.6))


def water():
    return "".join(path(f"M6,{y} Q19,{y - 10} 32,{y} T58,{y} T84,{y} T98,{y - 4}", "none", "#1e88e5", 5) for y in (34, 52, 70))


def fire():
    return (path("M50,92 C22,92 16,66 30,46 C32,58 38,60 40,56 C36,40 44,22 58,10 C58,28 80,40 80,62 C80,82 68,92 50,92Z", "#ff7043")
            + path("M50,92 C38,92 34,80 40,70 C44,76 48,74 48,68 C50,60 56,56 58,52 C60,64 68,70 66,80 C64,88 58,92 50,92Z", "#ffeb3b", None))


def tree():
    return (rect(44, 62, 12, 30, "#8d6e63") + circle(50, 40, 28, "#43a047")
            + circle(38, 36, 4, "#81c784", None) + circle(58, 28, 4, "#81c784", None) + circle(60, 48, 4, "#81c784", None))


def person():
    return (circle(50, 22, 12, "#ffcc80") + path("M30,92 L34,52 Q36,40 50,40 Q64,40 66,52 L70,92Z", "#42a5f5")
            + line(34, 54, 20, 72, INK, 5) + line(66, 54, 80, 72, INK, 5))


def eye():
    return (path("M6,50 Q50,8 94,50 Q50,92 6,50Z", "#ffffff") + circle(50, 50, 17, "#6d4c41")
            + circle(50, 50, 8, INK, None) + circle(44, 44, 4, "#ffffff", None))


def bird():
    return (ellipse(48, 56, 30, 22, "#42a5f5") + circle(72, 38, 14, "#42a5f5") + circle(75, 35, 3, INK, None)
            + path("M84,38 L96,42 L84,46Z", "#fb8c00") + path("M40,50 Q50,34 64,52Z", "#1e88e5")
            + path("M20,50 L4,40 L8,58Z", "#1e88e5") + line(44, 78, 42, 92, INK, 3) + line(54, 78, 56, 92, INK, 3))


def sheep():
    wool = "".join(circle(50 + 30 * c, 50 + 28 * s, 12, "#fafafa") for c, s in
                   [(1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7), (0, -1), (0.7, -0.7)])
    return (wool + circle(50, 50, 30, "#fafafa", None) + ellipse(50, 56, 16, 20, "#5d4037")
            + ellipse(30, 48, 8, 4, "#5d4037") + ellipse(70, 48, 8, 4, "#5d4037")
            + circle(44, 52, 3, "#ffffff", None) + circle(56, 52, 3, "#ffffff", None) + ellipse(50, 68, 5, 3, "#3e2723", None))


def flower():
    petals = "".join(circle(50 + 16 * c, 40 + 16 * s, 11, "#ec407a") for c, s in
                     [(1, 0), (0.31, 0.95), (-0.81, 0.59), (-0.81, -0.59), (0.31, -0.95)])
    return line(50, 52, 50, 94, "#43a047", 4) + leaf(50, 76, -30, 20) + petals + circle(50, 40, 9, "#fdd835")


def grass():
    blades = "".join(path(f"M{x},90 Q{x + d},60 {x + 2 * d},{top}", "none", "#43a047", 5) for x, d, top in
                     [(14, 4, 40), (28, -3, 24), (42, 5, 34), (56, -4, 18), (70, 4, 36), (84, -4, 30)])
    return blades + line(8, 90, 92, 90, "#6d4c41", 4)


def cloud_shape(fill):
    return path("M24,66 A14,14 0 0 1 26,38 A18,18 0 0 1 58,30 A16,16 0 0 1 84,44 A12,12 0 0 1 80,66Z", fill)


def rain():
    drops = "".join(path(f"M{x},{y} Q{x - 5},{y + 9} {x},{y + 11} Q{x + 5},{y + 9} {x},{y}Z", "#29b6f6", "#0277bd", 1.6) for x, y in
                    [(32, 72), (50, 76), (68, 72), (41, 86), (59, 86)])
    return path("M24,60 A14,14 0 0 1 26,32 A18,18 0 0 1 58,24 A16,16 0 0 1 84,38 A12,12 0 0 1 80,60Z", "#90a4ae") + drops


def cloud():
    return cloud_shape("#e3f2fd")


def star():
    return path("M50,8 L61,38 L93,39 L68,58 L77,90 L50,72 L23,90 L32,58 L7,39 L39,38Z", "#fdd835")


def heart():
    return path("M50,88 C20,66 8,48 14,32 C20,16 42,14 50,32 C58,14 80,16 86,32 C92,48 80,66 50,88Z", "#e53935") + path("M26,34 Q28,26 36,26", "none", "#ffffff", 4)


def door():
    return (rect(24, 8, 52, 86, "#a1887f", INK, 2.5, 4) + rect(32, 16, 36, 30, "#8d6e63", INK, 2, 2)
            + rect(32, 52, 36, 34, "#8d6e63", INK, 2, 2) + circle(64, 50, 4, "#fdd835"))


def car():
    return (path("M8,70 L8,56 Q10,48 22,46 L32,30 Q36,26 44,26 L66,26 Q72,26 76,32 L84,46 Q94,48 94,58 L94,70Z", "#e53935")
            + path("M36,32 L30,46 L50,46 L50,32Z", "#b3e5fc", INK, 2) + path("M56,32 L56,46 L76,46 L70,32Z", "#b3e5fc", INK, 2)
            + circle(28, 72, 10, "#424242") + circle(74, 72, 10, "#424242") + circle(28, 72, 4, "#bdbdbd", None) + circle(74, 72, 4, "#bdbdbd", None))


def umbrella():
    return (path("M8,50 Q10,14 50,12 Q90,14 92,50 Q84,44 76,50 Q68,44 60,50 Q50,44 40,50 Q32,44 24,50 Q16,44 8,50Z", "#7e57c2")
            + path("M50,12 L50,84 Q50,94 42,92 Q36,90 36,84", "none", INK, 4))


def book():
    return (path("M50,24 Q30,14 8,20 L8,82 Q30,76 50,86Z", "#ffffff") + path("M50,24 Q70,14 92,20 L92,82 Q70,76 50,86Z", "#ffffff")
            + "".join(line(16, y, 42, y + 3, "#90a4ae", 2) for y in (34, 44, 54, 64)) + "".join(line(58, y + 3, 84, y, "#90a4ae", 2) for y in (34, 44, 54, 64))
            + path("M8,82 Q30,76 50,86 Q70,76 92,82 L92,88 Q70,82 50,92 Q30,82 8,88Z", "#1e88e5"))


PICTURES = {
    "apple": apple, "pear": pear, "cherry": cherry, "grapes": grapes, "banana": banana,
    "orange": orange, "lemon": lemon, "strawberry": strawberry, "watermelon": watermelon,
    "pineapple": pineapple, "peach": peach, "carrot": carrot, "mushroom": mushroom,
    "eggplant": eggplant, "corn": corn, "kiwi": kiwi,
    "cat": cat, "dog": dog, "rabbit": rabbit, "pig": pig, "panda": panda, "bear": bear,
    "mouse": mouse, "frog": frog, "chick": chick, "fish-picture": fish, "owl": owl,
    "penguin": penguin, "fox": fox, "lion": lion, "cow": cow, "monkey": monkey,
    "turtle": turtle, "ladybug": ladybug, "bee": bee, "butterfly": butterfly,
    "sun-picture": sun, "moon": moon, "mountain": mountain, "water": water, "fire": fire,
    "tree-picture": tree, "person": person, "eye-picture": eye, "bird": bird, "sheep": sheep,
    "flower-picture": flower, "grass": grass, "rain": rain, "cloud-picture": cloud,
    "star-picture": star, "heart-picture": heart, "door": door, "car": car,
    "umbrella-picture": umbrella, "book": book,
}

# Lianliankan: the 36 kinds, fruit and animals alternating so neighbours differ.
LINK_PICTURES = ["apple", "cat", "banana", "dog", "grapes", "rabbit", "cherry", "pig", "orange",
                 "panda", "strawberry", "bear", "watermelon", "mouse", "pineapple", "frog",
                 "lemon", "chick", "pear", "fish-picture", "peach", "owl", "carrot", "penguin",
                 "mushroom", "fox", "eggplant", "lion", "corn", "cow", "kiwi", "monkey",
                 "turtle", "ladybug", "bee", "butterfly"]
# Memory: 28 faces, animals first (the small boards use the first kinds).
MEMORY_PICTURES = ["cat", "dog", "rabbit", "pig", "panda", "bear", "fish-picture", "frog",
                   "chick", "owl", "penguin", "fox", "lion", "cow", "monkey", "turtle",
                   "ladybug", "bee", "butterfly", "mouse", "apple", "banana", "grapes",
                   "cherry", "strawberry", "watermelon", "orange", "pineapple"]
# 汉字 pairs: the character, its pinyin and the picture of what it means.
HANZI = [("日", "rì", "sun-picture"), ("月", "yuè", "moon"), ("山", "shān", "mountain"),
         ("水", "shuǐ", "water"), ("火", "huǒ", "fire"), ("木", "mù", "tree-picture"),
         ("人", "rén", "person"), ("目", "mù", "eye-picture"), ("鱼", "yú", "fish-picture"),
         ("鸟", "niǎo", "bird"), ("牛", "niú", "cow"), ("羊", "yáng", "sheep"),
         ("猫", "māo", "cat"), ("狗", "gǒu", "dog"), ("兔", "tù", "rabbit"),
         ("猪", "zhū", "pig"), ("花", "huā", "flower-picture"), ("草", "cǎo", "grass"),
         ("雨", "yǔ", "rain"), ("云", "yún", "cloud-picture"), ("星", "xīng", "star-picture"),
         ("心", "xīn", "heart-picture"), ("门", "mén", "door"), ("车", "chē", "car"),
         ("伞", "sǎn", "umbrella-picture"), ("书", "shū", "book"), ("瓜", "guā", "watermelon"),
         ("虫", "chóng", "ladybug")]


# ---- mahjong ----------------------------------------------------------------------------

NUMERALS = "一二三四五六七八九"
DOT_LAYOUT = {
    1: [(50, 50)], 2: [(50, 28), (50, 72)], 3: [(26, 24), (50, 50), (74, 76)],
    4: [(30, 28), (70, 28), (30, 72), (70, 72)], 5: [(28, 26), (72, 26), (50, 50), (28, 74), (72, 74)],
    6: [(32, 20), (68, 20), (32, 50), (68, 50), (32, 80), (68, 80)],
    7: [(24, 16), (50, 26), (76, 36), (34, 60), (66, 60), (34, 84), (66, 84)],
    8: [(32, 14), (68, 14), (32, 38), (68, 38), (32, 62), (68, 62), (32, 86), (68, 86)],
    9: [(24, 20), (50, 20), (76, 20), (24, 50), (50, 50), (76, 50), (24, 80), (50, 80), (76, 80)],
}
DOT_COLOURS = ["#1565c0", "#2e7d32", "#c62828"]


def dots(n):
    size = {1: 24, 2: 15, 3: 12, 4: 13, 5: 12, 6: 11, 7: 10, 8: 9.5, 9: 10}[n]
    body = ""
    for i, (x, y) in enumerate(DOT_LAYOUT[n]):
        colour = DOT_COLOURS[(i + n) % 3] if n != 1 else "#c62828"
        body += circle(x, y, size, "#ffffff", colour, 3) + circle(x, y, size * 0.55, colour, None)
        body += circle(x, y, size * 0.2, "#ffffff", None)
    return body


def stick(x, y, h, colour):
    return (rect(x - 4.5, y - h / 2, 9, h, colour, "#1b5e20", 1.6, 4)
            + line(x - 4.5, y, x + 4.5, y, "#1b5e20", 1.6))


def bamboo(n):
    if n == 1:  # the one of bamboo: a single tall stalk with leaves (often a bird)
        return (stick(50, 50, 70, "#43a047") + leaf(50, 30, -40, 24, "#66bb6a") + leaf(50, 60, 200, 24, "#66bb6a")
                + circle(50, 14, 6, "#c62828", None))
    layouts = {
        2: [(50, 28), (50, 72)], 3: [(50, 28), (32, 72), (68, 72)],
        4: [(34, 28), (66, 28), (34, 72), (66, 72)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(26, 28), (50, 28), (74, 28), (26, 72), (50, 72), (74, 72)],
        7: [(50, 16), (26, 50), (50, 50), (74, 50), (26, 84), (50, 84), (74, 84)],
        8: [(20, 28), (40, 28), (60, 28), (80, 28), (20, 72), (40, 72), (60, 72), (80, 72)],
        9: [(26, 16), (50, 16), (74, 16), (26, 50), (50, 50), (74, 50), (26, 84), (50, 84), (74, 84)],
    }
    h = 30 if n in (7, 9) else 38
    body = ""
    for i, (x, y) in enumerate(layouts[n]):
        red = (n == 5 and i == 2) or (n == 7 and i == 0) or (n == 9 and i % 3 == 1)
        body += stick(x, y, h, "#c62828" if red else "#43a047")
    return body


def characters(n):
    return text(50, 44, 40, NUMERALS[n - 1], "#1a237e") + text(50, 92, 42, "萬", "#c62828")


def honour(char, colour):
    return text(50, 72, 66, char, colour)


def white_dragon():
    return rect(20, 14, 60, 72, "none", "#1565c0", 5, 6) + rect(30, 24, 40, 52, "none", "#1565c0", 2.5, 3)


def flower_tile(char, colour, petal):
    petals = "".join(circle(50 + 9 * c, 28 + 9 * s, 7, petal, None) for c, s in
                     [(1, 0), (0.31, 0.95), (-0.81, 0.59), (-0.81, -0.59), (0.31, -0.95)])
    return petals + circle(50, 28, 5, "#fdd835", None) + text(50, 90, 44, char, colour)


def mahjong():
    tiles = []
    for n in range(1, 10):
        tiles.append((f"dots{n}", dots(n)))
    for n in range(1, 10):
        tiles.append((f"bamboo{n}", bamboo(n)))
    for n in range(1, 10):
        tiles.append((f"characters{n}", characters(n)))
    tiles += [("east", honour("東", "#1a237e")), ("south", honour("南", "#1a237e")),
              ("west", honour("西", "#1a237e")), ("north", honour("北", "#1a237e")),
              ("red-dragon", honour("中", "#c62828")), ("green-dragon", honour("發", "#2e7d32")),
              ("white-dragon", white_dragon()), ("plum", flower_tile("梅", "#c62828", "#f48fb1")),
              ("orchid", flower_tile("蘭", "#6a1b9a", "#ce93d8"))]
    # Interleave the suits so a tile's neighbours in kind order differ in suit.
    order = []
    for n in range(9):
        order += [tiles[n], tiles[9 + n], tiles[18 + n]]
    order += tiles[27:]
    return order


# ---- the folders --------------------------------------------------------------------------

def write(folder, files, ini):
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        if old.endswith(".svg"):
            os.remove(os.path.join(folder, old))
    for name, body in files:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(svg(body))
    with open(os.path.join(folder, "theme.ini"), "w", encoding="utf-8") as f:
        f.write(ini)


def colours(table):
    return "".join(f"{k} = {v}\n" for k, v in table)


LINK_SYMBOLS = [  # the drawn symbols' tiles: ivory faces on a green felt
    ("table-centre", "#2f7a68"), ("table-edge", "#1c4f45"), ("bed-line", "#28ffffff"), ("bed", "#10ffffff"),
    ("shadow", "#32000000"), ("edge-light", "#d9c9a3"), ("edge-dark", "#b5a078"),
    ("back-edge-light", "#1d6b5c"), ("back-edge-dark", "#124a40"), ("back-top", "#3c9c86"),
    ("back-bottom", "#2a7d6b"), ("back-border", "#165549"), ("back-lattice", "#3cffffff"),
    ("face-top", "#fffdf7"), ("face-bottom", "#f1e8d4"), ("face-border", "#a89670"),
    ("refused-top", "#ffe3e0"), ("refused-bottom", "#f8b8b0"), ("refused-border", "#d02020"),
    ("selected-top", "#e4f0ff"), ("selected-bottom", "#b4d2fa"), ("selected-border", "#1f64d0"),
    ("hinted-top", "#e8fbe6"), ("hinted-bottom", "#bcecb6"), ("hinted-border", "#1a9a3c"),
    ("same-top", "#fff8d0"), ("same-bottom", "#ffe480"), ("same-border", "#d09000"),
    ("bevel", "#c8ffffff"),
]


def main():
    link = os.path.join(ROOT, "lianliankan")
    with open(os.path.join(link, "symbols", "theme.ini"), "w", encoding="utf-8") as f:
        f.write("; Lianliankan's drawn symbols (ui/lianliankan/linksymbolpainter.cpp): 36 shapes that\n"
                "; differ by silhouette first. Written by tools/make_themes.py.\n"
                "[theme]\nname = Symbols\nname[zh_CN] = 图形\nname[zh_TW] = 圖形\norder = 1\n\n[colours]\n"
                + colours(LINK_SYMBOLS))
    names = "".join(f"{i} = {n.replace('-picture', '')}\n" for i, n in enumerate(LINK_PICTURES, 1))
    write(os.path.join(link, "pictures"),
          [(f"tile-{i:02d}.svg", PICTURES[n]()) for i, n in enumerate(LINK_PICTURES, 1)],
          "; Fruit and animals, the classic 连连看 look. Written by tools/make_themes.py.\n"
          "[theme]\nname = Fruit and Animals\nname[zh_CN] = 水果动物\nname[zh_TW] = 水果動物\norder = 2\n"
          "pictures = tile\n\n[colours]\n"
          + colours([("table-centre", "#4f9a4a"), ("table-edge", "#2f6a30"), ("face-top", "#ffffff"),
                     ("face-bottom", "#f3f0e6"), ("face-border", "#9a8c6c")])
          + "\n[names]\n" + names)
    tiles = mahjong()
    write(os.path.join(link, "mahjong"),
          [(f"tile-{i:02d}.svg", body) for i, (_, body) in enumerate(tiles, 1)],
          "; Mahjong tiles: dots, bamboo and characters 1–9, the four winds, the three dragons\n"
          "; and two flowers (36 kinds). Written by tools/make_themes.py.\n"
          "[theme]\nname = Mahjong\nname[zh_CN] = 麻将\nname[zh_TW] = 麻將\norder = 3\npictures = tile\n\n[colours]\n"
          + colours([("table-centre", "#1f6b4a"), ("table-edge", "#0f3f2b"), ("face-top", "#fffdf2"),
                     ("face-bottom", "#efe6cc"), ("face-border", "#8c7b57"), ("edge-light", "#2e9a62"),
                     ("edge-dark", "#1a5e3a")])
          + "\n[names]\n" + "".join(f"{i} = {k}\n" for i, (k, _) in enumerate(tiles, 1)))

    memory = os.path.join(ROOT, "memory")
    memory_palette = [
        ("table-top", "#3d7a66"), ("table-bottom", "#2c6252"), ("table-edge", "#245043"),
        ("card-shadow", "#37281e14"), ("face-top", "#fffdf6"), ("face-bottom", "#f6efde"),
        ("face-border", "#d9ccb0"), ("found-top", "#e4ded0"), ("found-bottom", "#d8d1c0"),
        ("found-border", "#c9c0ab"), ("back-rim", "#f1e6c8"), ("back-rim-hover", "#fbf3dc"),
        ("back-top", "#223f72"), ("back-bottom", "#14274c"), ("back-top-hover", "#2c4c86"),
        ("back-bottom-hover", "#1c335e"), ("back-ornament", "#d9b86c"),
        ("back-glow-centre", "#2e5596"), ("back-glow-edge", "#182e58"),
    ]
    with open(os.path.join(memory, "symbols", "theme.ini"), "w", encoding="utf-8") as f:
        f.write("; Memory's drawn symbols (ui/memory/memoryfacepainter.cpp) on ivory cards with a\n"
                "; deep-blue lattice back. Written by tools/make_themes.py.\n"
                "[theme]\nname = Symbols\nname[zh_CN] = 图形\nname[zh_TW] = 圖形\norder = 1\n\n[colours]\n"
                + colours(memory_palette))
    write(os.path.join(memory, "pictures"),
          [(f"card-{i:02d}.svg", PICTURES[n]()) for i, n in enumerate(MEMORY_PICTURES, 1)],
          "; Animals and fruit. Written by tools/make_themes.py.\n"
          "[theme]\nname = Animals and Fruit\nname[zh_CN] = 动物水果\nname[zh_TW] = 動物水果\norder = 2\n"
          "pictures = card\n\n[colours]\n"
          + colours([("back-top", "#2e7d4f"), ("back-bottom", "#1b5e36"), ("back-top-hover", "#3a8f5e"),
                     ("back-bottom-hover", "#226b41"), ("back-glow-centre", "#3a9460"),
                     ("back-glow-edge", "#1d5a37"), ("back-ornament", "#f3e2a0")])
          + "\n[names]\n" + "".join(f"{i} = {n.replace('-picture', '')}\n" for i, n in enumerate(MEMORY_PICTURES, 1)))
    hanzi_files, hanzi_names = [], ""
    for i, (char, pinyin, picture) in enumerate(HANZI, 1):
        hanzi_files.append((f"card-{i:02d}.svg", text(50, 80, 78, char, "#b71c1c")))
        picture_body = f'<g transform="translate(14,4) scale(0.72)">{PICTURES[picture]()}</g>\n'
        hanzi_files.append((f"card-{i:02d}-b.svg",
                            picture_body + text(50, 96, 20, pinyin, "#1a237e", "bold", "DejaVu Sans, sans-serif")))
        hanzi_names += f"{i} = {char}\n{i}b = {picture.replace('-picture', '')}\n"
    write(os.path.join(memory, "hanzi"), hanzi_files,
          "; 汉字 pairs for children learning to read: one card shows a character (日), the other\n"
          "; its picture and pinyin (a sun, rì). Written by tools/make_themes.py.\n"
          "[theme]\nname = Chinese Characters\nname[zh_CN] = 识汉字\nname[zh_TW] = 識漢字\norder = 3\n"
          "pictures = card\n\n[colours]\n"
          + colours([("table-top", "#8a5a36"), ("table-bottom", "#6b4226"), ("table-edge", "#4e2f1a"),
                     ("face-top", "#fffaf0"), ("face-bottom", "#fbeedb"), ("back-rim", "#f6e3b4"),
                     ("back-rim-hover", "#fbefcf"), ("back-top", "#b3261e"), ("back-bottom", "#7f1410"),
                     ("back-top-hover", "#c4362c"), ("back-bottom-hover", "#8f1e18"),
                     ("back-glow-centre", "#c23a2e"), ("back-glow-edge", "#7a1712"),
                     ("back-ornament", "#f2c14e")])
          + "\n[names]\n" + hanzi_names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
