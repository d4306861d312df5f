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
    <name>gg::ui::AboutDialog</name>
    <message>
        <source>About Grid Games</source>
        <translation>关于格子游戏</translation>
    </message>
    <message>
        <source>Grid Games %1</source>
        <translation>格子游戏 %1</translation>
    </message>
    <message>
        <source>Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and Zou Si Qi.</source>
        <translation>六款经典格子游戏：2048、四子棋、五子棋、连连看、记忆翻牌和走四棋。</translation>
    </message>
    <message>
        <source>&lt;b&gt;2048&lt;/b&gt; is Gabriele Cirulli&apos;s game (2014). It grew out of 1024 and of Threes! by Asher Vollmer and Greg Wohlwend (2014), where the sliding, merging tiles began.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt; 是 Gabriele Cirulli 于 2014 年发布的游戏。它源自 1024，以及 Asher Vollmer 和 Greg Wohlwend 的 Threes!（2014）——滑动合并方块的玩法就从那里开始。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connect Four&lt;/b&gt; was published by Milton Bradley in 1974. The computer&apos;s solver follows the design of Pascal Pons&apos; Connect Four solver and John Tromp&apos;s work on solving the game.</source>
        <translation>&lt;b&gt;四子棋&lt;/b&gt;由 Milton Bradley 公司于 1974 年出版。电脑的求解器沿用了 Pascal Pons 的四子棋求解器的设计，以及 John Tromp 求解这个游戏的工作。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gomoku&lt;/b&gt; (five in a row) is played with Go stones on a Go board. The engine pbrain-gridgames speaks the Gomocup protocol of the Piskvork tournament manager, so it can meet other Gomocup engines.</source>
        <translation>&lt;b&gt;五子棋&lt;/b&gt;用围棋的棋子在围棋盘上下。引擎 pbrain-gridgames 支持 Piskvork 比赛管理器使用的 Gomocup 协议，可以和其他 Gomocup 引擎对弈。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lianliankan&lt;/b&gt; is the Chinese form of Shisen-Sho (四川省), a Japanese solitaire with mahjong tiles: two equal tiles go when a path with at most two turns joins them.</source>
        <translation>&lt;b&gt;连连看&lt;/b&gt;是日本麻将牌单人游戏「四川省」（Shisen-Sho）的中国版本：两张相同的牌能用拐弯不超过两次的连线连起来，就可以消除。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory&lt;/b&gt; is the traditional card game also known as Concentration or Pairs.</source>
        <translation>&lt;b&gt;记忆翻牌&lt;/b&gt;是传统的纸牌游戏，英文又叫 Concentration 或 Pairs。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zou Si Qi&lt;/b&gt; (走四棋儿) is a folk game from Shandong (山东), China, once drawn in chalk on the ground and played with pebbles.</source>
        <translation>&lt;b&gt;走四棋&lt;/b&gt;（走四棋儿）是中国山东的民间游戏，过去用粉笔画在地上，拿石子当棋子来玩。</translation>
    </message>
    <message>
        <source>Where the games come from</source>
        <translation>游戏的来历</translation>
    </message>
    <message>
        <source>No network</source>
        <translation>不联网</translation>
    </message>
    <message>
        <source>Grid Games never uses the network: no accounts, no advertising, no telemetry. Scores, settings and saved games stay on this computer.</source>
        <translation>格子游戏从不联网：没有账号，没有广告，不收集任何数据。成绩、设置和存档都只保存在这台电脑上。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可协议</translation>
    </message>
    <message>
        <source>Grid Games is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>格子游戏是自由软件：你可以按照 GNU 通用公共许可证第 3 版或（由你选择）任何更高版本（GPL-3.0-or-later）的条款重新发布和修改它。本软件不提供任何担保。</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>基于 Qt %1 构建。</translation>
    </message>
</context>
<context>
    <name>gg::ui::ConnectFourPage</name>
    <message>
        <source>&lt;h3&gt;Connect Four&lt;/h3&gt;&lt;p&gt;Red and Yellow take turns dropping a disc into a column; it falls to the lowest empty cell. Red moves first. The first to get four discs in a row &amp;mdash; across, up and down, or diagonally &amp;mdash; wins. If the board fills up with no four in a row, the game is a draw.&lt;/p&gt;&lt;p&gt;The default board has 8 columns and 6 rows; the classic 7 × 6 board is an option. Play against the computer (Easy, Medium, Hard or Expert; the Expert plays perfectly wherever it can work the game out) or against a friend on the same computer.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click a column to drop a disc there&lt;/li&gt;&lt;li&gt;1–8 (1–7 on 7 × 6): drop into that column&lt;/li&gt;&lt;li&gt;Left / Right: move the cursor; Enter, Space or Down: drop&lt;/li&gt;&lt;li&gt;Ctrl+Z: undo (against the computer, your move and its reply); H: hint&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;A game left unfinished with New game counts as a loss against the computer. The hint marks the game as assisted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;四子棋&lt;/h3&gt;&lt;p&gt;红方和黄方轮流把棋子投入某一列，棋子会落到该列最低的空位。红方先手。先在横、竖或斜线上连成四子的一方获胜；棋盘下满仍无人连成四子则为和棋。&lt;/p&gt;&lt;p&gt;默认棋盘为8列6行，也可选择经典的7×6棋盘。可以与电脑对战（简单、中等、困难或大师；大师在能算清胜负时下出完美着法），也可以与朋友在同一台电脑上对战。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;点击某一列：在该列落子&lt;/li&gt;&lt;li&gt;数字键1–8（7×6棋盘为1–7）：直接在该列落子&lt;/li&gt;&lt;li&gt;左/右方向键：移动光标；回车、空格或下方向键：落子&lt;/li&gt;&lt;li&gt;Ctrl+Z：悔棋（对战电脑时退回你的一步和电脑的应着）；H：提示&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;对战电脑时，未下完就开始新游戏按输棋计。使用提示的对局记为有辅助。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大师</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄方</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>You (%1)</source>
        <translation>你（%1）</translation>
    </message>
    <message>
        <source>Record · %1 × %2 · %3</source>
        <translation>战绩 · %1×%2 · %3</translation>
    </message>
    <message>
        <source>Won %1 · Lost %2 · Drawn %3</source>
        <translation>胜%1 · 负%2 · 和%3</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Two-player games are not counted.</source>
        <translation>双人对局不计入统计。</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>正在寻找最佳着法…</translation>
    </message>
    <message>
        <source>Hint: column %1.</source>
        <translation>提示：第%1列。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The board is full and nobody has four in a row.</source>
        <translation>棋盘已满，无人连成四子。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Four in a row in %1 moves.</source>
        <translation>共%1步连成四子。</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你输了</translation>
    </message>
    <message>
        <source>The computer made four in a row.</source>
        <translation>电脑连成了四子。</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>胜者：%1</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>8 × 6 (large)</source>
        <translation>8×6（大棋盘）</translation>
    </message>
    <message>
        <source>7 × 6 (classic)</source>
        <translation>7×6（经典）</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>你先手</translation>
    </message>
    <message>
        <source>Computer starts</source>
        <translation>电脑先手</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>%1 × %2 · %3</source>
        <translation>%1×%2 · %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation>四子棋</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人机对战</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Win %1</source>
        <translation>%1步胜</translation>
    </message>
    <message>
        <source>Loss %1</source>
        <translation>%1步负</translation>
    </message>
    <message>
        <source>Good?</source>
        <translation>占优?</translation>
    </message>
    <message>
        <source>Bad?</source>
        <translation>不利?</translation>
    </message>
    <message>
        <source>Even?</source>
        <translation>均势?</translation>
    </message>
    <message>
        <source>Analysis: the result of each column with best play, and the winner&apos;s discs still to play; “?” marks an estimate.</source>
        <translation>分析：双方都走最好时每一列的结果，以及胜方还需下的子数；带“?”的是估计。</translation>
    </message>
    <message>
        <source>Assisted game (hint or analysis used).</source>
        <translation>有辅助的对局（用过提示或分析）。</translation>
    </message>
    <message>
        <source>Shows what each column is worth with best play. Marks the game as assisted.</source>
        <translation>显示双方都走最好时每一列的结果。本局记为有辅助。</translation>
    </message>
    <message>
        <source>That is not a Connect Four game: too long.</source>
        <translation>这不是四子棋棋谱：太长了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已粘贴棋谱：共%1步。</translation>
    </message>
    <message>
        <source>There are no moves in it.</source>
        <translation>里面没有着法。</translation>
    </message>
    <message>
        <source>Move %1 is not a column number.</source>
        <translation>第%1步不是列号。</translation>
    </message>
    <message>
        <source>Move %1 is beyond the board&apos;s columns.</source>
        <translation>第%1步超出了棋盘的列数。</translation>
    </message>
    <message>
        <source>Move %1 drops into a full column.</source>
        <translation>第%1步下在已满的列。</translation>
    </message>
    <message>
        <source>Move %1 comes after the game was over.</source>
        <translation>第%1步在对局结束之后。</translation>
    </message>
    <message>
        <source>That is not a Connect Four game. %1</source>
        <translation>这不是四子棋棋谱。%1</translation>
    </message>
    <message>
        <source>Copies the moves as column digits (such as 4453), the format other Connect Four solvers read.</source>
        <translation>把着法复制为列号数字（如 4453），其他四子棋求解程序也认这种格式。</translation>
    </message>
    <message>
        <source>Plays the column digits on the clipboard as a two-player game.</source>
        <translation>把剪贴板上的列号数字作为双人对局摆出来。</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1，第%2列</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第%1列</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Computer played column %1, row %2.</source>
        <translation>电脑落子第 %1 列第 %2 行。</translation>
    </message>
    <message>
        <source>%1 in column %2, row %3.</source>
        <translation>%1落子第 %2 列第 %3 行。</translation>
    </message>
    <message>
        <source>Your turn (%1).</source>
        <translation>轮到你了（%1）。</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>轮到%1。</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>第 %1 列已满。</translation>
    </message>
    <message>
        <source>Connect Four board, %1 columns × %2 rows</source>
        <translation>四子棋棋盘，%1 列 × %2 行</translation>
    </message>
    <message>
        <source>empty; next row 1</source>
        <translation>空；下一子落在第 1 行</translation>
    </message>
    <message>
        <source>full: %1</source>
        <translation>已满：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1; next row %2</source>
        <comment>the discs from the bottom up</comment>
        <translation>%1；下一子落在第 %2 行</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>gg::ui::GamePage</name>
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
        <source>Resi&amp;gn</source>
        <translation>认输(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&lt;p&gt;A game against the computer left unfinished after your first move (New game, or a change of level or mode) counts as abandoned; Game → Resign gives a game up as resigned. Both are counted apart from losses in the statistics. Grid Games asks before a game is left (Settings → Ask Before Leaving a Game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;人机对战中，你走出第一步后中途离开（开新游戏，或更换难度、模式）的棋局记为“中途放弃”；“游戏 → 认输”则记为“认输”。两者在统计中与“负”分开计算。离开一局之前，格子游戏会先询问（设置 → 离开棋局前询问）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>离开这局游戏？</translation>
    </message>
    <message>
        <source>The game in progress ends here.</source>
        <translation>正在进行的这局游戏将到此结束。</translation>
    </message>
    <message>
        <source>Leave Game</source>
        <translation>离开本局</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>认输？</translation>
    </message>
    <message>
        <source>Give this game up? It counts as resigned in your statistics, and a new game begins.</source>
        <translation>放弃这一局吗？统计中将记为认输，随后开始新的一局。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>You resigned. A new game has begun.</source>
        <translation>你已认输，新的一局开始了。</translation>
    </message>
    <message>
        <source>This game against the computer will count as abandoned in your statistics.</source>
        <translation>这局人机对战将在统计中记为中途放弃。</translation>
    </message>
    <message>
        <source>The game is on the clipboard.</source>
        <translation>对局已复制到剪贴板。</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>复制对局(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>粘贴对局(&amp;P)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>导出对局</translation>
    </message>
    <message>
        <source>Game records (*.%1);;All files (*)</source>
        <translation>对局记录 (*.%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Game</source>
        <translation>导入对局</translation>
    </message>
    <message>
        <source>Game records (*.%1 *.txt);;All files (*)</source>
        <translation>对局记录 (*.%1 *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>导出对局(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import Game…</source>
        <translation>导入对局(&amp;I)…</translation>
    </message>
    <message>
        <source>Game exported to %1.</source>
        <translation>对局已导出到 %1。</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>无法把对局写入 %1。</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>Ana&amp;lyse</source>
        <translation>分析(&amp;L)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>复盘(&amp;V)</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1棋盘</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>gg::ui::GameReview</name>
    <message>
        <source>Reviewing the game…</source>
        <translation>正在复盘…</translation>
    </message>
    <message>
        <source>A missed win: the forced win by fours was let go.</source>
        <translation>错失胜机：放过了连续冲四的必胜。</translation>
    </message>
    <message>
        <source>%1 would have won.</source>
        <translation>改走%1本可取胜。</translation>
    </message>
    <message>
        <source>A mistake: it let the opponent force a win.</source>
        <translation>失误：让对方有了必胜的攻势。</translation>
    </message>
    <message>
        <source>%1 would have held.</source>
        <translation>改走%1本可守住。</translation>
    </message>
    <message>
        <source>A mistake: a won game became a draw.</source>
        <translation>失误：胜局变成了和局。</translation>
    </message>
    <message>
        <source>%1 would have kept the win.</source>
        <translation>改走%1本可保住胜局。</translation>
    </message>
    <message>
        <source>A mistake: a won game became a lost one.</source>
        <translation>失误：胜局变成了败局。</translation>
    </message>
    <message>
        <source>A mistake: a drawn game became a lost one.</source>
        <translation>失误：和局变成了败局。</translation>
    </message>
    <message>
        <source>%1 would have kept the draw.</source>
        <translation>改走%1本可保住和局。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>没有失误。</translation>
    </message>
    <message>
        <source>1 mistake, at move %1.</source>
        <translation>1处失误，在第%1步。</translation>
    </message>
    <message>
        <source>%1 mistakes; the first at move %2.</source>
        <translation>%1处失误，第一处在第%2步。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences in a row (Chinese needs no space between them).</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>gg::ui::GomokuPage</name>
    <message>
        <source>Hint: play %1.</source>
        <translation>提示：下在%1。</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>正在寻找好棋…</translation>
    </message>
    <message>
        <source>That point is already taken.</source>
        <translation>这里已经有棋子了。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑棋</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白棋</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大师</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>棋盘已满。</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>和棋：棋盘已满。</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>胜者：%1</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>电脑赢了。</translation>
    </message>
    <message>
        <source>%1 made five in a row.</source>
        <translation>%1连成五子。</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1获胜。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>轮到你了（%1）。</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>轮到%1。</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>电脑难度</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>你执</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>黑棋（先手）</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>胜利规则</translation>
    </message>
    <message>
        <source>Five or more</source>
        <translation>五子或以上</translation>
    </message>
    <message>
        <source>Exactly five</source>
        <translation>恰好五子（长连不算）</translation>
    </message>
    <message>
        <source>Show move numbers</source>
        <translation>显示手数</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>每步思考时间</translation>
    </message>
    <message>
        <source>Record · %1</source>
        <translation>战绩 · %1</translation>
    </message>
    <message>
        <source>Played %1 · Won %2 · Score %3</source>
        <translation>%1局 · 胜%2 · 得分%3</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Two-player games are not counted.</source>
        <translation>双人对局不计入统计。</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人机对战 · %1</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人机对战</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>4-3</source>
        <translation>四三</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Analysis: %1 forces a win with fours (the numbered moves).</source>
        <translation>分析：%1可以连续冲四取胜（见编号各步）。</translation>
    </message>
    <message>
        <source>Marks both sides&apos; fours and open threes, and a forced win by fours when there is one. Marks the game as assisted.</source>
        <translation>标出双方的冲四与活三，有连续冲四的必胜时一并标出。本局记为有辅助。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: too long.</source>
        <translation>这不是五子棋棋谱：太长了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已粘贴棋谱：共%1步。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: paste moves such as &quot;H8 I9 J10&quot; or a .psq file.</source>
        <translation>这不是五子棋棋谱：请粘贴像“H8 I9 J10”这样的着法或 .psq 文件。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: move %1 cannot be played.</source>
        <translation>这不是五子棋棋谱：第%1步下不了。</translation>
    </message>
    <message>
        <source>Copies the moves in the board&apos;s notation (H8 I9 …).</source>
        <translation>按棋盘坐标复制着法（H8 I9 …）。</translation>
    </message>
    <message>
        <source>Copies the game in Piskvork&apos;s .psq format.</source>
        <translation>按 Piskvork 的 .psq 格式复制棋谱。</translation>
    </message>
    <message>
        <source>Replays moves or a .psq game as a two-player game.</source>
        <translation>把着法或 .psq 棋谱作为双人对局摆出来。</translation>
    </message>
    <message>
        <source>Copy as PS&amp;Q</source>
        <translation>复制为 PSQ(&amp;Q)</translation>
    </message>
    <message>
        <source>The game is on the clipboard as .psq.</source>
        <translation>已按 .psq 格式复制到剪贴板。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Forbidden for black: a double three (two open threes at once).</source>
        <translation>黑棋禁手：三三（一子同时形成两个活三）。</translation>
    </message>
    <message>
        <source>Forbidden for black: a double four (two fours at once).</source>
        <translation>黑棋禁手：四四（一子同时形成两个四）。</translation>
    </message>
    <message>
        <source>Forbidden for black: an overline (six or more in a row).</source>
        <translation>黑棋禁手：长连（六子或更长）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gomoku&lt;/h3&gt;&lt;p&gt;Black and White take turns placing one stone on an empty intersection; Black moves first. The first to make an unbroken line of five stones (across, down or diagonally) wins. With the rule &lt;i&gt;Exactly five&lt;/i&gt;, a line of six or more does not count. A full board is a draw.&lt;/p&gt;&lt;p&gt;With the rule &lt;i&gt;Renju&lt;/i&gt; (the tournament rule) White wins with five or more, Black only with exactly five, and Black may not play a forbidden point: a double three (two open threes at once), a double four (two fours at once) or an overline (six or more). A stone that makes five still wins. While Black is to move, a small red × marks every forbidden point.&lt;/p&gt;&lt;p&gt;Play against the computer at four levels (Easy, Medium, Hard, Expert) or against a friend on the same computer, and choose whether you play Black.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click an intersection to place a stone.&lt;/li&gt;&lt;li&gt;Arrow keys move the cursor; Home / End jump to the left / right edge, Page Up / Page Down to the top / bottom edge; Enter or Space places a stone.&lt;/li&gt;&lt;li&gt;H: hint; Ctrl+Z: undo (against the computer it takes back your move and its reply).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;A win against the computer scores 10, 20, 30 or 40 points by level; half when you used a hint or undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;五子棋&lt;/h3&gt;&lt;p&gt;黑白双方轮流在空的交叉点上放一枚棋子，黑棋先行。先在横、竖或斜方向连成不间断的五子者获胜。选择「恰好五子」规则时，六子或更长的连线不算胜。棋盘下满为和棋。&lt;/p&gt;&lt;p&gt;选择「连珠」规则（正式比赛的规则）时，白棋连成五子或更长即胜，黑棋只有恰好五子才算胜，并且黑棋不能下在禁手点上：三三（一子同时形成两个活三）、四四（一子同时形成两个冲四或活四）和长连（六子或更长）。落子成五时照样获胜。轮到黑棋时，每个禁手点上都有一个红色小叉。&lt;/p&gt;&lt;p&gt;可以与电脑对战（简单、中等、困难、大师四个难度），也可以在同一台电脑上双人对战，并可选择自己执黑还是执白。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;点击交叉点落子。&lt;/li&gt;&lt;li&gt;方向键移动光标；Home／End跳到左／右边，Page Up／Page Down跳到上／下边；回车或空格落子。&lt;/li&gt;&lt;li&gt;H：提示；Ctrl+Z：悔棋（人机对战时同时退回你和电脑的一步）。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;战胜电脑按难度得10、20、30或40分；用过提示或悔棋时减半。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Renju (forbidden moves)</source>
        <translation>连珠（有禁手）</translation>
    </message>
    <message>
        <source>Mark forbidden points</source>
        <translation>标出禁手点</translation>
    </message>
    <message>
        <source>Kansei</source>
        <translation>寒星</translation>
    </message>
    <message>
        <source>Keigetsu</source>
        <translation>溪月</translation>
    </message>
    <message>
        <source>Sosei</source>
        <translation>疏星</translation>
    </message>
    <message>
        <source>Kagetsu</source>
        <translation>花月</translation>
    </message>
    <message>
        <source>Zangetsu</source>
        <translation>残月</translation>
    </message>
    <message>
        <source>Ugetsu</source>
        <translation>雨月</translation>
    </message>
    <message>
        <source>Kinsei</source>
        <translation>金星</translation>
    </message>
    <message>
        <source>Shogetsu</source>
        <translation>松月</translation>
    </message>
    <message>
        <source>Kyugetsu</source>
        <translation>丘月</translation>
    </message>
    <message>
        <source>Shingetsu</source>
        <translation>新月</translation>
    </message>
    <message>
        <source>Zuisei</source>
        <translation>瑞星</translation>
    </message>
    <message>
        <source>Sangetsu</source>
        <translation>山月</translation>
    </message>
    <message>
        <source>Yusei</source>
        <translation>游星</translation>
    </message>
    <message>
        <source>Chosei</source>
        <translation>长星</translation>
    </message>
    <message>
        <source>Kyogetsu</source>
        <translation>峡月</translation>
    </message>
    <message>
        <source>Kosei</source>
        <translation>恒星</translation>
    </message>
    <message>
        <source>Suigetsu</source>
        <translation>水月</translation>
    </message>
    <message>
        <source>Ryusei</source>
        <translation>流星</translation>
    </message>
    <message>
        <source>Ungetsu</source>
        <translation>云月</translation>
    </message>
    <message>
        <source>Hogetsu</source>
        <translation>浦月</translation>
    </message>
    <message>
        <source>Rangetsu</source>
        <translation>岚月</translation>
    </message>
    <message>
        <source>Gingetsu</source>
        <translation>银月</translation>
    </message>
    <message>
        <source>Meisei</source>
        <translation>明星</translation>
    </message>
    <message>
        <source>Shagetsu</source>
        <translation>斜月</translation>
    </message>
    <message>
        <source>Meigetsu</source>
        <translation>名月</translation>
    </message>
    <message>
        <source>Suisei</source>
        <translation>彗星</translation>
    </message>
    <message>
        <source>Opening (Renju)</source>
        <translation>开局（连珠）</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由开局</translation>
    </message>
    <message>
        <source>Random standard opening</source>
        <translation>随机选一种标准开局</translation>
    </message>
    <message>
        <source>Computer played %1.</source>
        <translation>电脑下在 %1。</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2。</translation>
    </message>
    <message>
        <source>Gomoku board, %1 × %1</source>
        <translation>五子棋棋盘，%1 × %1</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1, last move</source>
        <translation>%1，最后一手</translation>
    </message>
    <message>
        <source>empty, forbidden for black: double three</source>
        <translation>空，黑方禁手：三三</translation>
    </message>
    <message>
        <source>empty, forbidden for black: double four</source>
        <translation>空，黑方禁手：四四</translation>
    </message>
    <message>
        <source>empty, forbidden for black: overline</source>
        <translation>空，黑方禁手：长连</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>You open (Swap2)</source>
        <translation>你来开局（Swap2）</translation>
    </message>
    <message>
        <source>The computer opens (Swap2)</source>
        <translation>电脑开局（Swap2）</translation>
    </message>
    <message>
        <source>Swap2: the computer places the opening stones…</source>
        <translation>Swap2：电脑正在摆开局的棋子…</translation>
    </message>
    <message>
        <source>Swap2: the computer chooses its colour…</source>
        <translation>Swap2：电脑正在选择执黑还是执白…</translation>
    </message>
    <message>
        <source>Player %1: </source>
        <translation>玩家%1：</translation>
    </message>
    <message>
        <source>Swap2: place stone %1 of 3 (black, white, black).</source>
        <translation>Swap2：请摆第 %1 子，共 3 子（黑、白、黑）。</translation>
    </message>
    <message>
        <source>Swap2: play white, play black, or place two more stones and let the other player choose.</source>
        <translation>Swap2：选择执白、执黑，或再摆两子让对方选择。</translation>
    </message>
    <message>
        <source>Swap2: place stone %1 of 2 (white, then black).</source>
        <translation>Swap2：请摆第 %1 子，共 2 子（先白后黑）。</translation>
    </message>
    <message>
        <source>Swap2: choose your colour.</source>
        <translation>Swap2：请选择执黑还是执白。</translation>
    </message>
    <message>
        <source>Swap2 opening</source>
        <translation>Swap2 开局</translation>
    </message>
    <message>
        <source>The first player places three stones; the second plays white, plays black, or places two more and lets the first choose.</source>
        <translation>先手方摆三子；后手方选择执白、执黑，或再摆两子让先手方选择。</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <translation>执白(&amp;W)</translation>
    </message>
    <message>
        <source>Play &amp;Black</source>
        <translation>执黑(&amp;B)</translation>
    </message>
    <message>
        <source>Place &amp;Two More</source>
        <translation>再摆两子(&amp;T)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Swap2 opening&lt;/b&gt; (five or more, exactly five): the first player places three stones (black, white, black); the second then plays white, plays black, or places two more (white, black) and lets the first choose. Against the computer, &quot;You play&quot; chooses who opens. The choices are buttons in the side panel (Alt+W, Alt+B, Alt+T).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Swap2 开局&lt;/b&gt;（五子及以上、恰好五子）：先手方摆三子（黑、白、黑）；后手方随后选择执白、执黑，或再摆两子（白、黑）让先手方选择。与电脑对战时，“你执”一项决定由谁开局。选择用侧栏中的按钮（Alt+W、Alt+B、Alt+T）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You (Swap2)</source>
        <translation>你（Swap2）</translation>
    </message>
    <message>
        <source>Computer (Swap2)</source>
        <translation>电脑（Swap2）</translation>
    </message>
    <message>
        <source>Player %1 (Swap2)</source>
        <translation>玩家%1（Swap2）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Five moves, two choices&lt;/b&gt; (Renju&apos;s tournament rule): the game starts from the standard opening chosen; the second player keeps white or swaps (Play White, Play Black); white places the fourth stone; black offers two places for the fifth (not the same by symmetry), and white picks the one black gets (A or B) and plays on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;五手两打&lt;/b&gt;（连珠的比赛规则）：对局从所选的珠型开始；后手方选择继续执白或交换执黑（执白、执黑按钮）；白方下第四手；黑方为第五手提出两个点（不能是对称的同一点），白方从中选定黑方的第五手（A 或 B），然后接着下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You (opening)</source>
        <translation>你（开局）</translation>
    </message>
    <message>
        <source>Computer (opening)</source>
        <translation>电脑（开局）</translation>
    </message>
    <message>
        <source>Player %1 (opening)</source>
        <translation>玩家%1（开局）</translation>
    </message>
    <message>
        <source>Five moves, two choices: the computer is deciding…</source>
        <translation>五手两打：电脑正在考虑…</translation>
    </message>
    <message>
        <source>Five moves, two choices: keep white, or swap and play black.</source>
        <translation>五手两打：继续执白，或交换改执黑。</translation>
    </message>
    <message>
        <source>Five moves, two choices: place white&apos;s fourth stone.</source>
        <translation>五手两打：请下白方第四手。</translation>
    </message>
    <message>
        <source>Five moves, two choices: offer place %1 of 2 for black&apos;s fifth (not the same by symmetry).</source>
        <translation>五手两打：请为黑方第五手提出第 %1 个打点，共 2 个（不能对称）。</translation>
    </message>
    <message>
        <source>Five moves, two choices: pick black&apos;s fifth, A or B; the other is taken away.</source>
        <translation>五手两打：请选定黑方第五手（A 或 B），另一个点将被拿掉。</translation>
    </message>
    <message>
        <source>Five moves, two choices (RIF)</source>
        <translation>五手两打（RIF 规则）</translation>
    </message>
    <message>
        <source>Renju&apos;s tournament opening: after the standard opening the second player may swap, white plays the fourth, black offers two fifths and white picks one.</source>
        <translation>连珠的比赛开局：珠型之后后手方可以交换，白方下第四手，黑方提出两个第五手打点，由白方选定其一。</translation>
    </message>
    <message>
        <source>Already offered.</source>
        <translation>已经提出过了。</translation>
    </message>
    <message>
        <source>The same as A by symmetry.</source>
        <translation>与 A 对称，算作同一点。</translation>
    </message>
    <message>
        <source>Pick A or B.</source>
        <translation>请在 A、B 中选一个。</translation>
    </message>
    <message>
        <source>%1, offered fifth %2</source>
        <translation>%1，第五手打点 %2</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>RIF</source>
        <translation>五手两打</translation>
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
    <message>
        <source>Resigned</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>中途放弃</translation>
    </message>
</context>
<context>
    <name>gg::ui::LianliankanPage</name>
    <message>
        <source>Combo ×%1</source>
        <translation>连击×%1</translation>
    </message>
    <message>
        <source>No removable pair left: tiles reshuffled</source>
        <translation>无可消除，已自动重排</translation>
    </message>
    <message>
        <source>Tiles reshuffled</source>
        <translation>已重排</translation>
    </message>
    <message>
        <source>No shuffles left</source>
        <translation>重排次数已用完</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lianliankan&lt;/h3&gt;&lt;p&gt;Clear the board by removing pairs of equal tiles. Click one tile, then another of the same kind: they are removed when a line of at most three straight segments (two turns) joins them through empty cells. The line may run around the outside of the board.&lt;/p&gt;&lt;p&gt;Every deal can be cleared. When no pair is left to remove, the remaining tiles are reshuffled automatically; you may also reshuffle a few times per game yourself. Quick successive matches earn a combo bonus; a win against the clock earns a point for every second left. In the gravity variant, tiles fall down to fill the gaps.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click a tile to select it; click it again to drop the selection&lt;/li&gt;&lt;li&gt;Arrow keys: move the cursor; Enter or Space: select the tile under it&lt;/li&gt;&lt;li&gt;Right-click a tile, or press K: mark every tile of that kind&lt;/li&gt;&lt;li&gt;H: hint; S: shuffle; P: pause; Ctrl+Z: undo; Esc: drop the selection&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hint and Undo mark a score as assisted. The game pauses by itself when the window loses focus or you switch to another game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;连连看&lt;/h3&gt;&lt;p&gt;把相同的牌两两消除，直到清空所有的牌。先点一张牌，再点一张同样的牌：如果能用不超过三段直线（最多拐两个弯）经过空位把它们连起来，这两张牌就会消除。连线可以绕到牌阵外侧。&lt;/p&gt;&lt;p&gt;每一局都一定能消完。没有可消除的牌时，剩下的牌会自动重排；每局你也可以自己重排几次。快速连续消除可获得连击加分；限时关卡获胜时，每剩一秒再加一分。重力模式中，牌会往下落，填满空位。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;点击一张牌选中它；再点一次取消选择&lt;/li&gt;&lt;li&gt;方向键：移动光标；回车或空格：选中光标处的牌&lt;/li&gt;&lt;li&gt;右键点击一张牌，或按K：标出所有同种牌&lt;/li&gt;&lt;li&gt;H：提示；S：重排；P：暂停；Ctrl+Z：撤销；Esc：取消选择&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;使用提示或撤销的成绩会标为有辅助。窗口失去焦点或切换到其他游戏时，游戏会自动暂停。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Hint: the two green tiles can be joined.</source>
        <translation>提示：绿色标出的两张牌可以相连。</translation>
    </message>
    <message>
        <source>These two cannot be joined with at most two turns.</source>
        <translation>这两张牌无法用不超过两个拐弯的连线相连。</translation>
    </message>
    <message>
        <source>Tiles of this kind left: %1</source>
        <translation>这种牌还剩%1张</translation>
    </message>
    <message>
        <source>No shuffles left in this game.</source>
        <translation>本局的重排次数已用完。</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Score: %1 · Time: %2</source>
        <translation>分数：%1 · 用时：%2</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>新的最高分！</translation>
    </message>
    <message>
        <source>Rank %1 in the high scores.</source>
        <translation>排行榜第%1名。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <source>Tiles left: %1 · Score: %2</source>
        <translation>还剩%1张牌 · 分数：%2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>The clock is stopped. Press P or Continue.</source>
        <translation>计时已停止。按P键或点「继续」。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>休闲</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1 · Gravity</source>
        <translation>%1 · 重力</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>剩余牌数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>关卡</translation>
    </message>
    <message>
        <source>Gravity (tiles fall down)</source>
        <translation>重力模式（牌会下落）</translation>
    </message>
    <message>
        <source>Keys: arrows and Enter to play, K marks a kind, S shuffles.</source>
        <translation>按键：方向键和回车选牌，K标出同种牌，S重排。</translation>
    </message>
    <message>
        <source>%1 · %2×%3</source>
        <translation>%1 · %2×%3</translation>
    </message>
    <message>
        <source>Lianliankan</source>
        <translation>连连看</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1)</source>
        <translation>重排(&amp;S)（%1）</translation>
    </message>
    <message>
        <source>Pairs you can remove now: %1</source>
        <translation>现在可消的对数：%1</translation>
    </message>
    <message>
        <source>Shows how many pairs can be removed now. Marks the game as assisted.</source>
        <translation>显示现在可以消去多少对。本局记为有辅助。</translation>
    </message>
    <message>
        <source>No path joins %1 and %2 with two turns or fewer; %2 is selected.</source>
        <translation>%1与%2之间没有两个弯以内的连线；已选中%2。</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>已取消选择。</translation>
    </message>
    <message>
        <source>No match: %1 and %2. Selected %2.</source>
        <translation>不配对：%1和%2。已选中%2。</translation>
    </message>
    <message>
        <source>Selected %1.</source>
        <translation>已选中%1。</translation>
    </message>
    <message>
        <source>%1 (row %2, column %3)</source>
        <translation>%1（第 %2 行第 %3 列）</translation>
    </message>
    <message>
        <source>Lianliankan board, %1 rows × %2 columns</source>
        <translation>连连看棋盘，%1 行 × %2 列</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>hidden (paused)</source>
        <translation>已遮住（暂停中）</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1，已选中</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Matched two %1: row %2, column %3 and row %4, column %5.</source>
        <translation>消去一对%1：第 %2 行第 %3 列和第 %4 行第 %5 列。</translation>
    </message>
    <message>
        <source>The path is straight.</source>
        <translation>连线是直的。</translation>
    </message>
    <message>
        <source>The path makes one turn.</source>
        <translation>连线拐了一个弯。</translation>
    </message>
    <message>
        <source>The path makes two turns.</source>
        <translation>连线拐了两个弯。</translation>
    </message>
    <message>
        <source>Combo ×%1.</source>
        <translation>连击 ×%1。</translation>
    </message>
    <message>
        <source>Tiles left: %1.</source>
        <translation>还剩 %1 张牌。</translation>
    </message>
    <message>
        <source>1 second left.</source>
        <translation>还剩 1 秒。</translation>
    </message>
    <message>
        <source>%1 seconds left.</source>
        <translation>还剩 %1 秒。</translation>
    </message>
    <message>
        <source>Time left: hurry!</source>
        <translation>剩余时间：快！</translation>
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
        <source>Damaged high-score entries removed: %1. The other scores are kept.</source>
        <translation>已移除%1条损坏的高分记录，其他成绩均保留。</translation>
    </message>
    <message>
        <source>The settings file was not a regular file; it was renamed %1 and new settings started.</source>
        <translation>设置文件不是普通文件，已改名为 %1，并启用了新的设置。</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>Ask Before &amp;Leaving a Game</source>
        <translation>离开棋局前询问(&amp;L)</translation>
    </message>
    <message>
        <source>the disk is full (%1)</source>
        <translation>磁盘已满（%1）</translation>
    </message>
    <message>
        <source>the folder cannot be written to (%1 is read-only)</source>
        <translation>文件夹无法写入（%1 为只读）</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>another Grid Games window has taken over your games</source>
        <translation>另一个格子游戏窗口已接管你的游戏</translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Progress is not being saved: %1. It is kept, and saving is tried again after every move.</source>
        <translation>游戏进度未能保存：%1。进度仍保留着，每走一步都会重新尝试保存。</translation>
    </message>
    <message>
        <source>Saving works again: your progress is saved.</source>
        <translation>保存已恢复，你的进度已保存。</translation>
    </message>
    <message>
        <source>The save folder was not a folder; it was renamed %1 and a new one made.</source>
        <translation>存档位置不是文件夹，已改名为 %1，并新建了存档文件夹。</translation>
    </message>
    <message>
        <source>Progress not saved</source>
        <translation>进度未保存</translation>
    </message>
    <message>
        <source>Your progress cannot be saved: %1.</source>
        <translation>无法保存你的进度：%1。</translation>
    </message>
    <message>
        <source>Make room (or make the folder writable) and try again, or quit and lose the moves and scores since the last save.</source>
        <translation>请腾出空间（或让文件夹可写）后重试；也可以直接退出，但上次保存之后的走法和分数将会丢失。</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>不保存并退出</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>外观(&amp;P)</translation>
    </message>
    <message>
        <source>Follow &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>声音(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>音量(&amp;V)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>棋盘主题(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gg::ui::MemoryPage</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大师</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>玩家一</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>玩家二</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Memory&lt;/h3&gt;&lt;p&gt;All cards lie face down; every picture is on exactly two cards. Turn two cards. If they match, the pair stays face up. If not, both are shown for a moment and then turned back (your next click turns them back at once). Remember where you saw each picture!&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solo:&lt;/b&gt; find every pair. Moves (pairs of cards turned) and time are counted; the fewest moves and the shortest time are kept for each board size.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Two players&lt;/b&gt; or &lt;b&gt;against the computer:&lt;/b&gt; take turns; whoever finds a pair goes again. Whoever has more pairs at the end wins. The computer&apos;s level is its memory: on Easy it forgets most of what it saw, on Expert it remembers every card and plays the best odds.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click a card to turn it&lt;/li&gt;&lt;li&gt;Arrow keys: move the cursor (found pairs are skipped); Enter or Space: turn the card&lt;/li&gt;&lt;li&gt;P: pause (the cards are hidden and the clock stops); Ctrl+N: new game&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;There is no undo or hint: they would show hidden cards.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;记忆翻牌&lt;/h3&gt;&lt;p&gt;所有的牌都背面朝上，每种图案恰好有两张。每次翻开两张牌：图案相同，这一对就留在桌上正面朝上；不同，两张牌亮一会儿后再翻回去（下一次点击会立刻把它们翻回）。记住每种图案出现的位置！&lt;/p&gt;&lt;p&gt;&lt;b&gt;单人：&lt;/b&gt;找出所有的对子。步数（翻开的牌对数）和用时都会记录；每种棋盘大小都保留最少步数和最短用时。&lt;/p&gt;&lt;p&gt;&lt;b&gt;双人对战&lt;/b&gt;或&lt;b&gt;人机对战：&lt;/b&gt;轮流翻牌，找到一对的人接着再翻。最后对子多的一方获胜。电脑的难度就是它的记忆力：简单时看过的牌大多会忘，大师则记住每一张牌，并按最佳胜算出手。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;点击一张牌把它翻开&lt;/li&gt;&lt;li&gt;方向键：移动光标（已配对的牌会跳过）；回车或空格：翻开光标处的牌&lt;/li&gt;&lt;li&gt;P：暂停（牌被遮住，计时停止）；Ctrl+N：新游戏&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;本游戏没有撤销和提示，因为它们会泄露背面朝下的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>The cards are hidden and the clock is stopped.</source>
        <translation>牌已遮住，计时已停止。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>All pairs found!</source>
        <translation>全部配对成功！</translation>
    </message>
    <message>
        <source>%1 moves in %2.</source>
        <translation>共%1步，用时%2。</translation>
    </message>
    <message>
        <source>New record: fewest moves and shortest time!</source>
        <translation>新纪录：步数最少，用时最短！</translation>
    </message>
    <message>
        <source>New record: fewest moves!</source>
        <translation>新纪录：步数最少！</translation>
    </message>
    <message>
        <source>New record: shortest time!</source>
        <translation>新纪录：用时最短！</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你输了</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>胜者：%1</translation>
    </message>
    <message>
        <source>Pairs: %1 %2, %3 %4.</source>
        <translation>配对：%1%2对，%3%4对。</translation>
    </message>
    <message>
        <source>Paused. Press P or click Resume to go on.</source>
        <translation>已暂停。按P键或点击「继续」接着玩。</translation>
    </message>
    <message>
        <source>All pairs found.</source>
        <translation>全部配对完成。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <source>Now find its partner.</source>
        <translation>再翻一张，找出和它相同的牌。</translation>
    </message>
    <message>
        <source>Turn two cards to find a pair.</source>
        <translation>翻开两张牌，找出相同的一对。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>Computer&apos;s turn…</source>
        <translation>轮到电脑…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>最短用时</translation>
    </message>
    <message>
        <source>Pairs left</source>
        <translation>剩余对数</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Computer&apos;s memory</source>
        <translation>电脑记忆力</translation>
    </message>
    <message>
        <source>Easy forgets most cards it has seen; Expert remembers every card and plays the best odds.</source>
        <translation>简单：看过的牌大多会忘；大师：记住每一张牌，并按最佳胜算出手。</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>单人</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人机对战</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆翻牌</translation>
    </message>
    <message>
        <source>%1 · fewest moves</source>
        <translation>%1 · 最少步数</translation>
    </message>
    <message>
        <source>%1 · fastest</source>
        <translation>%1 · 最短用时</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人机对战 · %1</translation>
    </message>
    <message>
        <source>%1 turned card %2: %3.</source>
        <translation>%1翻开第 %2 张牌：%3。</translation>
    </message>
    <message>
        <source>Card %1: %2.</source>
        <translation>第 %1 张牌：%2。</translation>
    </message>
    <message>
        <source>A pair: %1 and %1.</source>
        <translation>配对成功：%1和%1。</translation>
    </message>
    <message>
        <source>Pairs left: %1.</source>
        <translation>还剩 %1 对。</translation>
    </message>
    <message>
        <source>No match: %1 and %2.</source>
        <translation>不配对：%1和%2。</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>轮到%1。</translation>
    </message>
    <message>
        <source>Memory table, %1 rows × %2 columns</source>
        <translation>记忆翻牌桌面，%1 行 × %2 列</translation>
    </message>
    <message>
        <source>hidden (paused)</source>
        <translation>已遮住（暂停中）</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <source>matched: %1</source>
        <translation>已配对：%1</translation>
    </message>
    <message>
        <source>face up: %1</source>
        <translation>正面朝上：%1</translation>
    </message>
    <message>
        <source>Card %1 (row %2, column %3): %4</source>
        <translation>第 %1 张牌（第 %2 行第 %3 列）：%4</translation>
    </message>
    <message>
        <source>Card %1 is already matched.</source>
        <translation>第 %1 张牌已经配对。</translation>
    </message>
    <message>
        <source>Card %1 is already face up.</source>
        <translation>第 %1 张牌已经翻开。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gg::ui::MessageItem</name>
    <message>
        <source>View Board</source>
        <translation>查看棋盘</translation>
    </message>
    <message>
        <source>Show Result (Esc)</source>
        <translation>显示结果（Esc）</translation>
    </message>
</context>
<context>
    <name>gg::ui::NoticeBar</name>
    <message>
        <source>Close this notice</source>
        <translation>关闭此提示</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>gg::ui::ReplayPanel</name>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 开局</translation>
    </message>
    <message>
        <source>The empty board (Home)</source>
        <translation>开局时的棋盘（Home）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 后退</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>后退一步（左方向键）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>前进 ▶</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>前进一步（右方向键）</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>终局 ▶|</translation>
    </message>
    <message>
        <source>The final position (End)</source>
        <translation>终局局面（End）</translation>
    </message>
    <message>
        <source>Next &amp;Mistake</source>
        <translation>下一处失误(&amp;M)</translation>
    </message>
    <message>
        <source>The next move the review marks (N)</source>
        <translation>跳到复盘标出的下一步（N）</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>返回对局</translation>
    </message>
    <message>
        <source>Close the review (Esc)</source>
        <translation>结束复盘（Esc）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>The start of the game, %1 moves to go.</source>
        <translation>开局，全局共%1步。</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>第%1步（共%2步）：%3</translation>
    </message>
</context>
<context>
    <name>gg::ui::ShapeNames</name>
    <message>
        <source>anchor</source>
        <translation>锚</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>bell</source>
        <translation>铃铛</translation>
    </message>
    <message>
        <source>lightning bolt</source>
        <translation>闪电</translation>
    </message>
    <message>
        <source>check mark</source>
        <translation>对勾</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>三叶草</translation>
    </message>
    <message>
        <source>crescent moon</source>
        <translation>弯月</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>王冠</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>菱形</translation>
    </message>
    <message>
        <source>water drop</source>
        <translation>水滴</translation>
    </message>
    <message>
        <source>eye</source>
        <translation>眼睛</translation>
    </message>
    <message>
        <source>fish</source>
        <translation>鱼</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>齿轮</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>心形</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>六边形</translation>
    </message>
    <message>
        <source>hourglass</source>
        <translation>沙漏</translation>
    </message>
    <message>
        <source>house</source>
        <translation>房子</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶子</translation>
    </message>
    <message>
        <source>musical note</source>
        <translation>音符</translation>
    </message>
    <message>
        <source>two musical notes</source>
        <translation>双音符</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>加号</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>圆环</translation>
    </message>
    <message>
        <source>snowflake</source>
        <translation>雪花</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>sparkle</source>
        <translation>闪光</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>螺旋</translation>
    </message>
    <message>
        <source>square</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星星</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>太阳</translation>
    </message>
    <message>
        <source>pine tree</source>
        <translation>松树</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <source>umbrella</source>
        <translation>雨伞</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>波浪</translation>
    </message>
    <message>
        <source>diagonal cross</source>
        <translation>叉号</translation>
    </message>
    <message>
        <source>apple</source>
        <translation>苹果</translation>
    </message>
    <message>
        <source>1 of Bamboo</source>
        <translation>一条</translation>
    </message>
    <message>
        <source>2 of Bamboo</source>
        <translation>二条</translation>
    </message>
    <message>
        <source>3 of Bamboo</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>4 of Bamboo</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>5 of Bamboo</source>
        <translation>五条</translation>
    </message>
    <message>
        <source>6 of Bamboo</source>
        <translation>六条</translation>
    </message>
    <message>
        <source>7 of Bamboo</source>
        <translation>七条</translation>
    </message>
    <message>
        <source>8 of Bamboo</source>
        <translation>八条</translation>
    </message>
    <message>
        <source>9 of Bamboo</source>
        <translation>九条</translation>
    </message>
    <message>
        <source>banana</source>
        <translation>香蕉</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>熊</translation>
    </message>
    <message>
        <source>bee</source>
        <translation>蜜蜂</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>鸟</translation>
    </message>
    <message>
        <source>book</source>
        <translation>书</translation>
    </message>
    <message>
        <source>butterfly</source>
        <translation>蝴蝶</translation>
    </message>
    <message>
        <source>car</source>
        <translation>汽车</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>胡萝卜</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <source>1 of Characters</source>
        <translation>一万</translation>
    </message>
    <message>
        <source>2 of Characters</source>
        <translation>二万</translation>
    </message>
    <message>
        <source>3 of Characters</source>
        <translation>三万</translation>
    </message>
    <message>
        <source>4 of Characters</source>
        <translation>四万</translation>
    </message>
    <message>
        <source>5 of Characters</source>
        <translation>五万</translation>
    </message>
    <message>
        <source>6 of Characters</source>
        <translation>六万</translation>
    </message>
    <message>
        <source>7 of Characters</source>
        <translation>七万</translation>
    </message>
    <message>
        <source>8 of Characters</source>
        <translation>八万</translation>
    </message>
    <message>
        <source>9 of Characters</source>
        <translation>九万</translation>
    </message>
    <message>
        <source>cherries</source>
        <translation>樱桃</translation>
    </message>
    <message>
        <source>chick</source>
        <translation>小鸡</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>玉米</translation>
    </message>
    <message>
        <source>cow</source>
        <translation>牛</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>狗</translation>
    </message>
    <message>
        <source>door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>1 of Dots</source>
        <translation>一筒</translation>
    </message>
    <message>
        <source>2 of Dots</source>
        <translation>二筒</translation>
    </message>
    <message>
        <source>3 of Dots</source>
        <translation>三筒</translation>
    </message>
    <message>
        <source>4 of Dots</source>
        <translation>四筒</translation>
    </message>
    <message>
        <source>5 of Dots</source>
        <translation>五筒</translation>
    </message>
    <message>
        <source>6 of Dots</source>
        <translation>六筒</translation>
    </message>
    <message>
        <source>7 of Dots</source>
        <translation>七筒</translation>
    </message>
    <message>
        <source>8 of Dots</source>
        <translation>八筒</translation>
    </message>
    <message>
        <source>9 of Dots</source>
        <translation>九筒</translation>
    </message>
    <message>
        <source>East Wind</source>
        <translation>东风</translation>
    </message>
    <message>
        <source>eggplant</source>
        <translation>茄子</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>火</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>狐狸</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>青蛙</translation>
    </message>
    <message>
        <source>grapes</source>
        <translation>葡萄</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>草</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <source>kiwi fruit</source>
        <translation>猕猴桃</translation>
    </message>
    <message>
        <source>ladybird</source>
        <translation>瓢虫</translation>
    </message>
    <message>
        <source>lemon</source>
        <translation>柠檬</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>狮子</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>猴子</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>月亮</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>老鼠</translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>蘑菇</translation>
    </message>
    <message>
        <source>North Wind</source>
        <translation>北风</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙子</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>兰花</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>猫头鹰</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>熊猫</translation>
    </message>
    <message>
        <source>peach</source>
        <translation>桃子</translation>
    </message>
    <message>
        <source>pear</source>
        <translation>梨</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>企鹅</translation>
    </message>
    <message>
        <source>person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>猪</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>菠萝</translation>
    </message>
    <message>
        <source>Plum Blossom</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>兔子</translation>
    </message>
    <message>
        <source>rain</source>
        <translation>雨</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <source>sheep</source>
        <translation>羊</translation>
    </message>
    <message>
        <source>South Wind</source>
        <translation>南风</translation>
    </message>
    <message>
        <source>strawberry</source>
        <translation>草莓</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>乌龟</translation>
    </message>
    <message>
        <source>water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>watermelon</source>
        <translation>西瓜</translation>
    </message>
    <message>
        <source>West Wind</source>
        <translation>西风</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>白板</translation>
    </message>
</context>
<context>
    <name>gg::ui::Themes</name>
    <message>
        <source>Classic Blue</source>
        <translation>经典蓝</translation>
    </message>
    <message>
        <source>High Contrast Patterns</source>
        <translation>高对比图案</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木纹棋盘</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>素纸棋盘</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>图形</translation>
    </message>
    <message>
        <source>Fruit and Animals</source>
        <translation>水果动物</translation>
    </message>
    <message>
        <source>Mahjong</source>
        <translation>麻将</translation>
    </message>
    <message>
        <source>Chinese Characters</source>
        <translation>识汉字</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Animals and Fruit</source>
        <translation>动物水果</translation>
    </message>
    <message>
        <source>Chalk on Cement</source>
        <translation>水泥地粉笔</translation>
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
    <message>
        <source>This game ends here; its score (%1) goes to the high scores if it makes them.</source>
        <translation>这局游戏将到此结束；若分数（%1）足够高，会记入排行榜。</translation>
    </message>
    <message>
        <source>Keep Going</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>新的最高分！</translation>
    </message>
    <message>
        <source>&amp;Auto-play</source>
        <translation>自动游戏(&amp;A)</translation>
    </message>
    <message>
        <source>★ %1 %2k</source>
        <translation>★ %1 %2k</translation>
    </message>
    <message>
        <source>%1 −%2k</source>
        <translation>%1 −%2k</translation>
    </message>
    <message>
        <source>Shows each slide&apos;s expected value from the helper, the best one marked. Marks the game as assisted.</source>
        <translation>显示助手算出的每个方向的期望值，并标出最好的一个。本局记为有辅助。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已粘贴对局：共%1步。</translation>
    </message>
    <message>
        <source>That is not a 2048 game copied from Grid Games.</source>
        <translation>这不是从格子游戏复制的 2048 对局。</translation>
    </message>
    <message>
        <source>Copies the board size, the start and every move with the tile it brought, so the game replays exactly.</source>
        <translation>复制棋盘大小、开局和每一步及其新出的方块，对局可以原样重演。</translation>
    </message>
    <message>
        <source>Replays a copied game (marked as assisted).</source>
        <translation>重演复制的对局（记为有辅助）。</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Moved %1.</source>
        <translation>向%1滑动。</translation>
    </message>
    <message>
        <source>Merged: %1.</source>
        <translation>合并出：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>New %1 at row %2, column %3.</source>
        <translation>第 %2 行第 %3 列出现新的 %1。</translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>得分 %1。</translation>
    </message>
    <message>
        <source>2048 board, %1 × %1</source>
        <translation>2048 棋盘，%1 × %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Nothing moves %1.</source>
        <translation>向%1滑动不了。</translation>
    </message>
</context>
<context>
    <name>gg::ui::ZousiPage</name>
    <message>
        <source>captured</source>
        <translation>吃掉</translation>
    </message>
    <message>
        <source>safe: your two pieces are not side by side</source>
        <translation>不吃：己方两子不相连</translation>
    </message>
    <message>
        <source>safe: the enemy piece is not next to them</source>
        <translation>不吃：敌子没有紧挨着</translation>
    </message>
    <message>
        <source>safe: the line is full</source>
        <translation>不吃：这条线四点全满</translation>
    </message>
    <message>
        <source>safe: you walked next to two enemy pieces</source>
        <translation>不吃：是你走到了对方两子旁边</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Zou Si Qi (走四棋)&lt;/h3&gt;&lt;p&gt;A folk game from Shandong, once drawn in chalk on the floor and played with pebbles. Each side has four pieces on the crossings of a 4&amp;times;4 board: &lt;b&gt;hearts&lt;/b&gt; start on the top line, &lt;b&gt;spades&lt;/b&gt; on the bottom line. The players choose who moves first.&lt;/p&gt;&lt;p&gt;On your turn move one of your pieces one step up, down, left or right along a line to an empty point. No diagonal steps, no jumps. If you have no legal move, you pass.&lt;/p&gt;&lt;h4&gt;Capture: two hit one&lt;/h4&gt;&lt;p&gt;After your piece arrives, look at the row and at the column through it. If that line of four points holds exactly two of your pieces side by side, one enemy piece right next to them and one empty point, the enemy piece is captured. Below, %1 are your pieces (the one that just moved among them), %2 the enemy&apos;s and %3 an empty point:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;走四棋&lt;/h3&gt;&lt;p&gt;山东民间游戏，从前用粉笔画在地上，拿石子当棋子。棋盘是4&amp;times;4的线格，棋子放在交叉点上，双方各四子：&lt;b&gt;红桃&lt;/b&gt;在最上面一条线，&lt;b&gt;黑桃&lt;/b&gt;在最下面一条线。由双方商定谁先走。&lt;/p&gt;&lt;p&gt;轮到你时，把自己的一个棋子沿线向上、下、左或右走一步，走到相邻的空点上。不能斜走，也不能跳。如果无路可走，就跳过这一轮。&lt;/p&gt;&lt;h4&gt;吃子：二打一&lt;/h4&gt;&lt;p&gt;棋子走到位后，看它所在的那一行和那一列。如果这条线的四个点上正好有你的两个棋子紧挨在一起，一个敌子紧挨着它们，另有一个空点，这个敌子就被吃掉。下图中%1是你的棋子（其中一个是刚走到的），%2是敌子，%3是空点：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;These do not capture:&lt;/p&gt;</source>
        <translation>&lt;p&gt;下面这些不吃子：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The row and the column are checked separately, so one move can capture two pieces. Only the side that moves captures: walking your own piece into such a pattern is safe.&lt;/p&gt;&lt;h4&gt;End of the game&lt;/h4&gt;&lt;p&gt;A side left with fewer than two pieces loses. The game is drawn when the players agree (Offer Draw; the computer accepts only when neither side can force a win), when the same position comes up for the third time, or after 50 moves by each side without a capture.&lt;/p&gt;&lt;h4&gt;Levels&lt;/h4&gt;&lt;p&gt;Easy and Medium look a few moves ahead and make human mistakes; Hard rarely errs; Perfect plays from the complete solution of the game: it wins every position that can be won, in the fewest moves, and never loses one that can be held. The solution is computed once (a few seconds) and kept on disk.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click one of your pieces, then one of the marked points.&lt;/li&gt;&lt;li&gt;Arrow keys move the cursor; Enter or Space selects and moves; Escape cancels the selection.&lt;/li&gt;&lt;li&gt;H: hint (the perfect move); Ctrl+Z: undo (against the computer it takes back your move and the reply); Ctrl+N: new game.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hints and undo against the computer mark a game as assisted: it then counts in the statistics only if you lose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;行和列分别判断，所以一步棋可以同时吃掉两个子。只有走棋的一方才能吃子：自己走进这样的阵形是安全的。&lt;/p&gt;&lt;h4&gt;胜负与和棋&lt;/h4&gt;&lt;p&gt;棋子少于两个的一方输棋。以下情况为和棋：双方同意（点「提议和棋」；只有在双方都无法取胜时电脑才会同意）、同一局面第三次出现，或双方各走五十步都没有吃子。&lt;/p&gt;&lt;h4&gt;难度&lt;/h4&gt;&lt;p&gt;简单和中等只看几步，会犯常人的错误；困难很少失误；完美依据整个游戏的完全解来下：能赢的局面一定赢，而且用最少的步数，能守和的局面绝不会输。完全解只需计算一次（几秒钟），之后保存在磁盘上。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;点击自己的一个棋子，再点击标出的目标点。&lt;/li&gt;&lt;li&gt;方向键移动光标；回车或空格键选子和走子；Esc取消选择。&lt;/li&gt;&lt;li&gt;H：提示（最佳走法）；Ctrl+Z：悔棋（对电脑时会连同电脑的应着一起退回）；Ctrl+N：新游戏。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;对电脑时用了提示或悔棋，这局就算「有辅助」：只有输了才计入统计。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The computer cannot move and passes.</source>
        <translation>电脑无路可走，跳过一轮。</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>电脑拒绝和棋。</translation>
    </message>
    <message>
        <source>This piece has no free point next to it.</source>
        <translation>这个棋子旁边没有空位。</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>You cannot move and must pass.</source>
        <translation>你无路可走，只能跳过一轮。</translation>
    </message>
    <message>
        <source>%1 cannot move and must pass.</source>
        <translation>%1无路可走，只能跳过一轮。</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>无路可走</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1提议和棋。%2，你同意吗？</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>同意</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>The draw offer was declined.</source>
        <translation>和棋提议被拒绝了。</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你输了</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>胜者：%1</translation>
    </message>
    <message>
        <source>%1 has fewer than two pieces left.</source>
        <translation>%1的棋子不足两个了。</translation>
    </message>
    <message>
        <source>You have fewer than two pieces left.</source>
        <translation>你的棋子不足两个了。</translation>
    </message>
    <message>
        <source>The computer has fewer than two pieces left.</source>
        <translation>电脑的棋子不足两个了。</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>同一局面第三次出现。</translation>
    </message>
    <message>
        <source>Fifty moves by each side without a capture.</source>
        <translation>双方各走五十步都没有吃子。</translation>
    </message>
    <message>
        <source>The computer accepted your draw offer.</source>
        <translation>电脑同意了你的和棋提议。</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>双方同意和棋。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Solving the game…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人机对战</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>♠ You</source>
        <translation>♠ 你</translation>
    </message>
    <message>
        <source>♠ Spades (bottom)</source>
        <translation>♠ 黑桃（下方）</translation>
    </message>
    <message>
        <source>♥ Computer</source>
        <translation>♥ 电脑</translation>
    </message>
    <message>
        <source>♥ Hearts (top)</source>
        <translation>♥ 红桃（上方）</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Zou Si Qi</source>
        <translation>走四棋</translation>
    </message>
    <message>
        <source>Plies without a capture: %1 of %2</source>
        <translation>未吃子步数：%1/%2</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>The hint appears once the game is solved.</source>
        <translation>求解完成后就会显示提示。</translation>
    </message>
    <message>
        <source>The computer answers once the game is solved.</source>
        <translation>电脑会在求解完成后答复。</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>提议和棋(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人机对战 · %1</translation>
    </message>
    <message>
        <source>Win %1</source>
        <translation>%1步胜</translation>
    </message>
    <message>
        <source>Loss %1</source>
        <translation>%1步负</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Analysis (plies to the end with best play):</source>
        <translation>分析（双方都走最好时到终局的步数）：</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Shows every move&apos;s result with perfect play. Marks the game as assisted.</source>
        <translation>显示每一步在双方都走最好时的结果。本局记为有辅助。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: too long.</source>
        <translation>这不是走四棋棋谱：太长了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 plies.</source>
        <translation>已粘贴棋谱：共%1步。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: the first line must be a position such as &quot;xxxx........oooo x&quot;.</source>
        <translation>这不是走四棋棋谱：第一行必须是局面，如“xxxx........oooo x”。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: move %1 cannot be played.</source>
        <translation>这不是走四棋棋谱：第%1步走不了。</translation>
    </message>
    <message>
        <source>Copies the start position and the moves as text.</source>
        <translation>把起始局面和着法复制为文字。</translation>
    </message>
    <message>
        <source>Replays a copied game as a two-player game.</source>
        <translation>把复制的棋谱作为双人对局重新摆出来。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1停一手。</translation>
    </message>
    <message>
        <source>Computer moved %1 to %2.</source>
        <translation>电脑走 %1 到 %2。</translation>
    </message>
    <message>
        <source>%1: %2 to %3.</source>
        <translation>%1：%2 走到 %3。</translation>
    </message>
    <message>
        <source>Captured: %1.</source>
        <translation>吃掉：%1。</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>轮到%1。</translation>
    </message>
    <message>
        <source>Picked up %1; it can go to %2.</source>
        <translation>拿起 %1，可以走到 %2。</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Zou Si Qi board, 4 × 4 points</source>
        <translation>走四棋儿棋盘，4 × 4 个点</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1，已拿起</translation>
    </message>
    <message>
        <source>%1, a step for the piece picked up</source>
        <translation>%1，拿起的棋子可走到这里</translation>
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
    <message>
        <source>Language for this run: %1.</source>
        <translation>本次运行使用的语言：%1。</translation>
    </message>
    <message>
        <source>With --screenshot: show the game saved in this file (the game&apos;s save format).</source>
        <translation>与 --screenshot 一起使用：显示此文件中保存的对局（游戏的存档格式）。</translation>
    </message>
    <message>
        <source>%1 is not a saved game of %2</source>
        <translation>%1 不是 %2 的存档</translation>
    </message>
    <message>
        <source>Print the saved game of this id as the app restores it, then exit. Changes nothing.</source>
        <translation>按程序恢复时的样子打印此编号游戏的存档，然后退出；不做任何更改。</translation>
    </message>
    <message>
        <source>no readable saved game for &apos;%1&apos;</source>
        <translation>没有可读取的「%1」存档</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示本帮助并退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本并退出。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>--screenshot and --dump-state cannot be combined</source>
        <translation>--screenshot 与 --dump-state 不能同时使用</translation>
    </message>
    <message>
        <source>--state needs --screenshot</source>
        <translation>--state 需要与 --screenshot 一起使用</translation>
    </message>
    <message>
        <source>--size needs --screenshot</source>
        <translation>--size 需要与 --screenshot 一起使用</translation>
    </message>
    <message>
        <source>the running Grid Games does not answer; starting anyway</source>
        <translation>正在运行的格子游戏没有响应，仍将启动</translation>
    </message>
    <message>
        <source>Look for this run: light, dark, highcontrast or system.</source>
        <translation>本次运行的外观：light（浅色）、dark（深色）、highcontrast（高对比度）或 system（跟随系统）。</translation>
    </message>
    <message>
        <source>unknown appearance &apos;%1&apos;; known: light, dark, highcontrast, system</source>
        <translation>未知的外观“%1”；可用：light、dark、highcontrast、system</translation>
    </message>
    <message>
        <source>Board theme for this run, in every game that has it: classic, patterns, wood, paper, symbols, pictures, mahjong, hanzi, or a theme folder&apos;s name.</source>
        <translation>本次运行使用的棋盘主题，对所有带有该主题的游戏生效：classic、patterns、wood、paper、symbols、pictures、mahjong、hanzi，或主题文件夹的名称。</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; known: %2</source>
        <translation>未知主题“%1”；可用的有：%2</translation>
    </message>
</context>
</TS>
