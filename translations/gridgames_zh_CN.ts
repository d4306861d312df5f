<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PlayerName</name>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>You made the high scores! Your name:</source>
        <translation>你上排行榜了！请输入你的名字：</translation>
    </message>
</context>
<context>
    <name>gg::ui::HighScoresDialog</name>
    <message>
        <source>High Scores</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>还没有成绩。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>有辅助</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
</context>
<context>
    <name>gg::ui::MainWindow</name>
    <message>
        <source>Grid Games</source>
        <translation>格子游戏</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>High &amp;Scores</source>
        <translation>排行榜(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画效果(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>玩法说明(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;About Grid Games</source>
        <translation>关于格子游戏(&amp;A)</translation>
    </message>
    <message>
        <source>The saved %1 game could not be read; it was set aside and a new game started.</source>
        <translation>无法读取已保存的%1棋局，已将其另存备查，并开始了新游戏。</translation>
    </message>
    <message>
        <source>Some damaged settings were ignored; your other settings and scores are kept.</source>
        <translation>部分设置已损坏并被忽略；其余设置和成绩均已保留。</translation>
    </message>
    <message>
        <source>How to Play: %1</source>
        <translation>玩法说明：%1</translation>
    </message>
    <message>
        <source>About Grid Games</source>
        <translation>关于格子游戏</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Grid Games %1&lt;/h3&gt;&lt;p&gt;Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and Zou Si Qi.&lt;/p&gt;&lt;p&gt;2048 follows Gabriele Cirulli&apos;s game (2014), itself after 1024 and Threes. Lianliankan is the Chinese form of Shisen-Sho. Zou Si Qi is a folk game from Shandong (Jinan, Liaocheng, Heze), once drawn in chalk on the floor.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. The app never uses the network.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;格子游戏 %1&lt;/h3&gt;&lt;p&gt;六款经典格子游戏：2048、四子棋、五子棋、连连看、记忆翻牌和走四棋。&lt;/p&gt;&lt;p&gt;2048 源自 Gabriele Cirulli 于 2014 年发布的游戏，它又受 1024 和 Threes 启发。连连看与日本的「四川省」（Shisen-Sho）同属一类牌类游戏。走四棋是流传于山东济南、聊城、菏泽一带的民间游戏，过去常用粉笔画在地上玩。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0 或更高版本。本程序从不联网。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gg::ui::Twenty48Page</name>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Hint: move %1.</source>
        <translation>提示：向%1滑动。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;2048&lt;/h3&gt;&lt;p&gt;Slide all tiles left, right, up or down. Two equal tiles that meet merge into one of double value, and you score its value. A tile made by a merge does not merge again in the same move.&lt;/p&gt;&lt;p&gt;After every move a new tile (2, or sometimes 4) appears on an empty cell. Make a tile of the target value (2048) to win; you may then keep going. The game is over when the board is full and no slide changes it.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Arrow keys or W A S D: slide&lt;/li&gt;&lt;li&gt;Drag on the board (mouse or touchpad): slide&lt;/li&gt;&lt;li&gt;R or Ctrl+N: new game; Ctrl+Z: undo; H: hint&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo, Hint and Auto-play mark a score as assisted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;2048&lt;/h3&gt;&lt;p&gt;把所有方块向左、右、上或下滑动。两个相同的方块相遇时合并成一个数值翻倍的方块，你得到它的分值。同一步里合并出的方块不会再次合并。&lt;/p&gt;&lt;p&gt;每走一步，空格上会出现一个新方块（2，偶尔是 4）。拼出目标数值（2048）的方块即获胜，之后还可以继续游戏。棋盘填满且无法再滑动时，游戏结束。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;方向键或 W A S D：滑动&lt;/li&gt;&lt;li&gt;在棋盘上拖动（鼠标或触控板）：滑动&lt;/li&gt;&lt;li&gt;R 或 Ctrl+N：新游戏；Ctrl+Z：撤销；H：提示&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;使用撤销、提示或自动游戏后，成绩会标记为“有辅助”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 × %1 · %2</source>
        <translation>%1 × %1 · %2</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>你拼出了 %1！要继续挑战更高分吗？</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>No moves left. Score: %1</source>
        <translation>无路可走。得分：%1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>自动游戏</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>Target tile</source>
        <translation>目标方块</translation>
    </message>
    <message>
        <source>2048</source>
        <translation>2048</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and Zou Si Qi.</source>
        <translation>六款经典格子游戏：2048、四子棋、五子棋、连连看、记忆翻牌和走四棋。</translation>
    </message>
    <message>
        <source>Open the game with this id: %1.</source>
        <translation>打开指定编号的游戏：%1。</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>将主窗口截图保存为 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>Language for this run: en or zh_CN.</source>
        <translation>本次运行使用的语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1000x720).</source>
        <translation>--screenshot 的窗口大小（默认 1000x720）。</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;; known games: %2</source>
        <translation>未知游戏“%1”；可用的游戏：%2</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;</source>
        <translation>未知语言“%1”</translation>
    </message>
    <message>
        <source>--size must look like 1000x720</source>
        <translation>--size 的格式应类似 1000x720</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
</TS>
