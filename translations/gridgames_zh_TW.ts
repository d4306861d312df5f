<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>你上排行榜了！請輸入你的名字：</translation>
    </message>
</context>
<context>
    <name>gg::ui::AboutDialog</name>
    <message>
        <source>About Grid Games</source>
        <translation>關於格子遊戲</translation>
    </message>
    <message>
        <source>Grid Games %1</source>
        <translation>格子遊戲 %1</translation>
    </message>
    <message>
        <source>Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and Zou Si Qi.</source>
        <translation>六款經典格子遊戲：2048、四子棋、五子棋、連連看、記憶翻牌和走四棋。</translation>
    </message>
    <message>
        <source>&lt;b&gt;2048&lt;/b&gt; is Gabriele Cirulli&apos;s game (2014). It grew out of 1024 and of Threes! by Asher Vollmer and Greg Wohlwend (2014), where the sliding, merging tiles began.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt; 是 Gabriele Cirulli 於 2014 年發表的遊戲。它源自 1024，以及 Asher Vollmer 和 Greg Wohlwend 的 Threes!（2014）——滑動合併方塊的玩法就從那裡開始。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connect Four&lt;/b&gt; was published by Milton Bradley in 1974. The computer&apos;s solver follows the design of Pascal Pons&apos; Connect Four solver and John Tromp&apos;s work on solving the game.</source>
        <translation>&lt;b&gt;四子棋&lt;/b&gt;由 Milton Bradley 公司於 1974 年出版。電腦的求解器沿用 Pascal Pons 四子棋求解器的設計，以及 John Tromp 求解這個遊戲的研究。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gomoku&lt;/b&gt; (five in a row) is played with Go stones on a Go board. The engine pbrain-gridgames speaks the Gomocup protocol of the Piskvork tournament manager, so it can meet other Gomocup engines.</source>
        <translation>&lt;b&gt;五子棋&lt;/b&gt;用圍棋的棋子在圍棋盤上下。引擎 pbrain-gridgames 支援 Piskvork 比賽管理程式使用的 Gomocup 協定，可以和其他 Gomocup 引擎對弈。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lianliankan&lt;/b&gt; is the Chinese form of Shisen-Sho (四川省), a Japanese solitaire with mahjong tiles: two equal tiles go when a path with at most two turns joins them.</source>
        <translation>&lt;b&gt;連連看&lt;/b&gt;是日本麻將牌單人遊戲「四川省」（Shisen-Sho）的中文版本：兩張相同的牌能用轉彎不超過兩次的連線連起來，就可以消除。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory&lt;/b&gt; is the traditional card game also known as Concentration or Pairs.</source>
        <translation>&lt;b&gt;記憶翻牌&lt;/b&gt;是傳統的紙牌遊戲，英文又稱 Concentration 或 Pairs。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zou Si Qi&lt;/b&gt; (走四棋儿) is a folk game from Shandong (山东), China, once drawn in chalk on the ground and played with pebbles.</source>
        <translation>&lt;b&gt;走四棋&lt;/b&gt;（走四棋兒）是中國山東的民間遊戲，從前用粉筆畫在地上，拿石子當棋子來玩。</translation>
    </message>
    <message>
        <source>Where the games come from</source>
        <translation>遊戲的由來</translation>
    </message>
    <message>
        <source>No network</source>
        <translation>不連網路</translation>
    </message>
    <message>
        <source>Grid Games never uses the network: no accounts, no advertising, no telemetry. Scores, settings and saved games stay on this computer.</source>
        <translation>格子遊戲從不使用網路：沒有帳號，沒有廣告，不蒐集任何資料。成績、設定和存檔都只儲存在這台電腦上。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>授權條款</translation>
    </message>
    <message>
        <source>Grid Games is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>格子遊戲是自由軟體：你可以依照 GNU 通用公共授權條款第 3 版或（由你選擇）任何更新版本（GPL-3.0-or-later）的規定重新散布和修改它。本軟體不提供任何擔保。</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>使用 Qt %1 建置。</translation>
    </message>
</context>
<context>
    <name>gg::ui::ConnectFourPage</name>
    <message>
        <source>&lt;h3&gt;Connect Four&lt;/h3&gt;&lt;p&gt;Red and Yellow take turns dropping a disc into a column; it falls to the lowest empty cell. Red moves first. The first to get four discs in a row &amp;mdash; across, up and down, or diagonally &amp;mdash; wins. If the board fills up with no four in a row, the game is a draw.&lt;/p&gt;&lt;p&gt;The default board has 8 columns and 6 rows; the classic 7 × 6 board is an option. Play against the computer (Easy, Medium, Hard or Expert; the Expert plays perfectly wherever it can work the game out) or against a friend on the same computer.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click a column to drop a disc there&lt;/li&gt;&lt;li&gt;1–8 (1–7 on 7 × 6): drop into that column&lt;/li&gt;&lt;li&gt;Left / Right: move the cursor; Enter, Space or Down: drop&lt;/li&gt;&lt;li&gt;Ctrl+Z: undo (against the computer, your move and its reply); H: hint&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;A game left unfinished with New game counts as a loss against the computer. The hint marks the game as assisted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;四子棋&lt;/h3&gt;&lt;p&gt;紅方和黃方輪流把棋子投入某一欄，棋子會落到該欄最低的空位。紅方先手。先在橫、直或斜線上連成四子的一方獲勝；棋盤下滿仍無人連成四子則為和棋。&lt;/p&gt;&lt;p&gt;預設棋盤寬8欄、高6列，也可選擇經典的7×6棋盤。可以與電腦對戰（簡單、中等、困難或大師；大師在能算清勝負時下出完美著法），也可以與朋友在同一台電腦上對戰。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;點選某一欄：在該欄落子&lt;/li&gt;&lt;li&gt;數字鍵1–8（7×6棋盤為1–7）：直接在該欄落子&lt;/li&gt;&lt;li&gt;左/右方向鍵：移動游標；Enter、空白鍵或下方向鍵：落子&lt;/li&gt;&lt;li&gt;Ctrl+Z：悔棋（對戰電腦時退回你的一步和電腦的應著）；H：提示&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;對戰電腦時，未下完就開始新遊戲按輸棋計。使用提示的對局記為有輔助。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大師</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黃方</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>電腦思考中…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <source>You (%1)</source>
        <translation>你（%1）</translation>
    </message>
    <message>
        <source>Record · %1 × %2 · %3</source>
        <translation>戰績 · %1×%2 · %3</translation>
    </message>
    <message>
        <source>Won %1 · Lost %2 · Drawn %3</source>
        <translation>勝%1 · 負%2 · 和%3</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>戰績</translation>
    </message>
    <message>
        <source>Two-player games are not counted.</source>
        <translation>雙人對局不計入統計。</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>正在尋找最佳著法…</translation>
    </message>
    <message>
        <source>Hint: column %1.</source>
        <translation>提示：第%1欄。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The board is full and nobody has four in a row.</source>
        <translation>棋盤已滿，無人連成四子。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>Four in a row in %1 moves.</source>
        <translation>共%1步連成四子。</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你輸了</translation>
    </message>
    <message>
        <source>The computer made four in a row.</source>
        <translation>電腦連成了四子。</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>8 × 6 (large)</source>
        <translation>8×6（大棋盤）</translation>
    </message>
    <message>
        <source>7 × 6 (classic)</source>
        <translation>7×6（經典）</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>你先手</translation>
    </message>
    <message>
        <source>Computer starts</source>
        <translation>電腦先手</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>%1 × %2 · %3</source>
        <translation>%1×%2 · %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>輪到</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難度</translation>
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
        <translation>人機對戰</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>雙人對戰</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Win %1</source>
        <translation>%1步勝</translation>
    </message>
    <message>
        <source>Loss %1</source>
        <translation>%1步負</translation>
    </message>
    <message>
        <source>Good?</source>
        <translation>佔優?</translation>
    </message>
    <message>
        <source>Bad?</source>
        <translation>不利?</translation>
    </message>
    <message>
        <source>Even?</source>
        <translation>均勢?</translation>
    </message>
    <message>
        <source>Analysis: the result of each column with best play, and the winner&apos;s discs still to play; “?” marks an estimate.</source>
        <translation>分析：雙方都走最好時每一列的結果，以及勝方還需下的子數；帶「?」的是估計。</translation>
    </message>
    <message>
        <source>Assisted game (hint or analysis used).</source>
        <translation>有輔助的對局（用過提示或分析）。</translation>
    </message>
    <message>
        <source>Shows what each column is worth with best play. Marks the game as assisted.</source>
        <translation>顯示雙方都走最好時每一列的結果。本局記為有輔助。</translation>
    </message>
    <message>
        <source>That is not a Connect Four game: too long.</source>
        <translation>這不是四子棋棋譜：太長了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已貼上棋譜：共%1步。</translation>
    </message>
    <message>
        <source>There are no moves in it.</source>
        <translation>裡面沒有著法。</translation>
    </message>
    <message>
        <source>Move %1 is not a column number.</source>
        <translation>第%1步不是列號。</translation>
    </message>
    <message>
        <source>Move %1 is beyond the board&apos;s columns.</source>
        <translation>第%1步超出了棋盤的列數。</translation>
    </message>
    <message>
        <source>Move %1 drops into a full column.</source>
        <translation>第%1步下在已滿的列。</translation>
    </message>
    <message>
        <source>Move %1 comes after the game was over.</source>
        <translation>第%1步在對局結束之後。</translation>
    </message>
    <message>
        <source>That is not a Connect Four game. %1</source>
        <translation>這不是四子棋棋譜。%1</translation>
    </message>
    <message>
        <source>Copies the moves as column digits (such as 4453), the format other Connect Four solvers read.</source>
        <translation>把著法複製為列號數字（如 4453），其他四子棋求解程式也認這種格式。</translation>
    </message>
    <message>
        <source>Plays the column digits on the clipboard as a two-player game.</source>
        <translation>把剪貼簿上的列號數字作為雙人對局擺出來。</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1，第%2欄</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第%1欄</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>Computer played column %1, row %2.</source>
        <translation>電腦落子第 %1 列第 %2 行。</translation>
    </message>
    <message>
        <source>%1 in column %2, row %3.</source>
        <translation>%1落子第 %2 列第 %3 行。</translation>
    </message>
    <message>
        <source>Your turn (%1).</source>
        <translation>輪到你了（%1）。</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>輪到%1。</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>第 %1 列已滿。</translation>
    </message>
    <message>
        <source>Connect Four board, %1 columns × %2 rows</source>
        <translation>四子棋棋盤，%1 列 × %2 行</translation>
    </message>
    <message>
        <source>empty; next row 1</source>
        <translation>空；下一子落在第 1 行</translation>
    </message>
    <message>
        <source>full: %1</source>
        <translation>已滿：%1</translation>
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
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新開始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
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
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation>認輸(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <source>&lt;p&gt;A game against the computer left unfinished after your first move (New game, or a change of level or mode) counts as abandoned; Game → Resign gives a game up as resigned. Both are counted apart from losses in the statistics. Grid Games asks before a game is left (Settings → Ask Before Leaving a Game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;人機對戰中，你走出第一步後中途離開（開新遊戲，或更換難度、模式）的棋局記為「中途放棄」；「遊戲 → 認輸」則記為「認輸」。兩者在統計中與「負」分開計算。離開一局之前，格子遊戲會先詢問（設定 → 離開棋局前詢問）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>離開這局遊戲？</translation>
    </message>
    <message>
        <source>The game in progress ends here.</source>
        <translation>正在進行的這局遊戲將到此結束。</translation>
    </message>
    <message>
        <source>Leave Game</source>
        <translation>離開本局</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>不再詢問</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>認輸？</translation>
    </message>
    <message>
        <source>Give this game up? It counts as resigned in your statistics, and a new game begins.</source>
        <translation>放棄這一局嗎？統計中將記為認輸，隨後開始新的一局。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>You resigned. A new game has begun.</source>
        <translation>你已認輸，新的一局開始了。</translation>
    </message>
    <message>
        <source>This game against the computer will count as abandoned in your statistics.</source>
        <translation>這局人機對戰將在統計中記為中途放棄。</translation>
    </message>
    <message>
        <source>The game is on the clipboard.</source>
        <translation>對局已複製到剪貼簿。</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>複製對局(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>貼上對局(&amp;P)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>匯出對局</translation>
    </message>
    <message>
        <source>Game records (*.%1);;All files (*)</source>
        <translation>對局記錄 (*.%1);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import Game</source>
        <translation>匯入對局</translation>
    </message>
    <message>
        <source>Game records (*.%1 *.txt);;All files (*)</source>
        <translation>對局記錄 (*.%1 *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>匯出對局(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import Game…</source>
        <translation>匯入對局(&amp;I)…</translation>
    </message>
    <message>
        <source>Game exported to %1.</source>
        <translation>對局已匯出到 %1。</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>無法把對局寫入 %1。</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>無法讀取 %1。</translation>
    </message>
    <message>
        <source>Ana&amp;lyse</source>
        <translation>分析(&amp;L)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>復盤(&amp;V)</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1棋盤</translation>
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
        <translation>正在復盤…</translation>
    </message>
    <message>
        <source>A missed win: the forced win by fours was let go.</source>
        <translation>錯失勝機：放過了連續衝四的必勝。</translation>
    </message>
    <message>
        <source>%1 would have won.</source>
        <translation>改走%1本可取勝。</translation>
    </message>
    <message>
        <source>A mistake: it let the opponent force a win.</source>
        <translation>失誤：讓對方有了必勝的攻勢。</translation>
    </message>
    <message>
        <source>%1 would have held.</source>
        <translation>改走%1本可守住。</translation>
    </message>
    <message>
        <source>A mistake: a won game became a draw.</source>
        <translation>失誤：勝局變成了和局。</translation>
    </message>
    <message>
        <source>%1 would have kept the win.</source>
        <translation>改走%1本可保住勝局。</translation>
    </message>
    <message>
        <source>A mistake: a won game became a lost one.</source>
        <translation>失誤：勝局變成了敗局。</translation>
    </message>
    <message>
        <source>A mistake: a drawn game became a lost one.</source>
        <translation>失誤：和局變成了敗局。</translation>
    </message>
    <message>
        <source>%1 would have kept the draw.</source>
        <translation>改走%1本可保住和局。</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>沒有失誤。</translation>
    </message>
    <message>
        <source>1 mistake, at move %1.</source>
        <translation>1處失誤，在第%1步。</translation>
    </message>
    <message>
        <source>%1 mistakes; the first at move %2.</source>
        <translation>%1處失誤，第一處在第%2步。</translation>
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
        <translation>正在尋找好棋…</translation>
    </message>
    <message>
        <source>That point is already taken.</source>
        <translation>這裡已經有棋子了。</translation>
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
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大師</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>棋盤已滿。</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>和棋：棋盤已滿。</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>The computer wins.</source>
        <translation>電腦贏了。</translation>
    </message>
    <message>
        <source>%1 made five in a row.</source>
        <translation>%1連成五子。</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1獲勝。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>電腦思考中…</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>輪到你了（%1）。</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>輪到%1。</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>輪到</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>電腦難度</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>你執</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>黑棋（先手）</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>勝利規則</translation>
    </message>
    <message>
        <source>Five or more</source>
        <translation>五子或以上</translation>
    </message>
    <message>
        <source>Exactly five</source>
        <translation>恰好五子（長連不算）</translation>
    </message>
    <message>
        <source>Show move numbers</source>
        <translation>顯示手數</translation>
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
        <translation>每步思考時間</translation>
    </message>
    <message>
        <source>Record · %1</source>
        <translation>戰績 · %1</translation>
    </message>
    <message>
        <source>Played %1 · Won %2 · Score %3</source>
        <translation>%1局 · 勝%2 · 得分%3</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>戰績</translation>
    </message>
    <message>
        <source>Two-player games are not counted.</source>
        <translation>雙人對局不計入統計。</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人機對戰 · %1</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人機對戰</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>雙人對戰</translation>
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
        <translation>分析：%1可以連續衝四取勝（見編號各步）。</translation>
    </message>
    <message>
        <source>Marks both sides&apos; fours and open threes, and a forced win by fours when there is one. Marks the game as assisted.</source>
        <translation>標出雙方的衝四與活三，有連續衝四的必勝時一併標出。本局記為有輔助。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: too long.</source>
        <translation>這不是五子棋棋譜：太長了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已貼上棋譜：共%1步。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: paste moves such as &quot;H8 I9 J10&quot; or a .psq file.</source>
        <translation>這不是五子棋棋譜：請貼上像「H8 I9 J10」這樣的著法或 .psq 檔案。</translation>
    </message>
    <message>
        <source>That is not a Gomoku game: move %1 cannot be played.</source>
        <translation>這不是五子棋棋譜：第%1步下不了。</translation>
    </message>
    <message>
        <source>Copies the moves in the board&apos;s notation (H8 I9 …).</source>
        <translation>按棋盤座標複製著法（H8 I9 …）。</translation>
    </message>
    <message>
        <source>Copies the game in Piskvork&apos;s .psq format.</source>
        <translation>按 Piskvork 的 .psq 格式複製棋譜。</translation>
    </message>
    <message>
        <source>Replays moves or a .psq game as a two-player game.</source>
        <translation>把著法或 .psq 棋譜作為雙人對局擺出來。</translation>
    </message>
    <message>
        <source>Copy as PS&amp;Q</source>
        <translation>複製為 PSQ(&amp;Q)</translation>
    </message>
    <message>
        <source>The game is on the clipboard as .psq.</source>
        <translation>已按 .psq 格式複製到剪貼簿。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>Forbidden for black: a double three (two open threes at once).</source>
        <translation>黑棋禁手：三三（一子同時形成兩個活三）。</translation>
    </message>
    <message>
        <source>Forbidden for black: a double four (two fours at once).</source>
        <translation>黑棋禁手：四四（一子同時形成兩個四）。</translation>
    </message>
    <message>
        <source>Forbidden for black: an overline (six or more in a row).</source>
        <translation>黑棋禁手：長連（六子或更長）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gomoku&lt;/h3&gt;&lt;p&gt;Black and White take turns placing one stone on an empty intersection; Black moves first. The first to make an unbroken line of five stones (across, down or diagonally) wins. With the rule &lt;i&gt;Exactly five&lt;/i&gt;, a line of six or more does not count. A full board is a draw.&lt;/p&gt;&lt;p&gt;With the rule &lt;i&gt;Renju&lt;/i&gt; (the tournament rule) White wins with five or more, Black only with exactly five, and Black may not play a forbidden point: a double three (two open threes at once), a double four (two fours at once) or an overline (six or more). A stone that makes five still wins. While Black is to move, a small red × marks every forbidden point.&lt;/p&gt;&lt;p&gt;Play against the computer at four levels (Easy, Medium, Hard, Expert) or against a friend on the same computer, and choose whether you play Black.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click an intersection to place a stone.&lt;/li&gt;&lt;li&gt;Arrow keys move the cursor; Home / End jump to the left / right edge, Page Up / Page Down to the top / bottom edge; Enter or Space places a stone.&lt;/li&gt;&lt;li&gt;H: hint; Ctrl+Z: undo (against the computer it takes back your move and its reply).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;A win against the computer scores 10, 20, 30 or 40 points by level; half when you used a hint or undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;五子棋&lt;/h3&gt;&lt;p&gt;黑白雙方輪流在空的交叉點上放一枚棋子，黑棋先行。先在橫、直或斜方向連成不間斷的五子者獲勝。選擇「恰好五子」規則時，六子或更長的連線不算勝。棋盤下滿為和棋。&lt;/p&gt;&lt;p&gt;選擇「連珠」規則（正式比賽的規則）時，白棋連成五子或更長即勝，黑棋只有恰好五子才算勝，並且黑棋不能下在禁手點上：三三（一子同時形成兩個活三）、四四（一子同時形成兩個衝四或活四）和長連（六子或更長）。落子成五時照樣獲勝。輪到黑棋時，每個禁手點上都有一個紅色小叉。&lt;/p&gt;&lt;p&gt;可以與電腦對戰（簡單、中等、困難、大師四個難度），也可以在同一台電腦上雙人對戰，並可選擇自己執黑還是執白。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;點選交叉點落子。&lt;/li&gt;&lt;li&gt;方向鍵移動游標；Home／End跳到左／右邊，Page Up／Page Down跳到上／下邊；Enter或空白鍵落子。&lt;/li&gt;&lt;li&gt;H：提示；Ctrl+Z：悔棋（人機對戰時同時退回你和電腦的一步）。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;戰勝電腦按難度得10、20、30或40分；用過提示或悔棋時減半。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Renju (forbidden moves)</source>
        <translation>連珠（有禁手）</translation>
    </message>
    <message>
        <source>Mark forbidden points</source>
        <translation>標出禁手點</translation>
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
        <translation>殘月</translation>
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
        <translation>遊星</translation>
    </message>
    <message>
        <source>Chosei</source>
        <translation>長星</translation>
    </message>
    <message>
        <source>Kyogetsu</source>
        <translation>峽月</translation>
    </message>
    <message>
        <source>Kosei</source>
        <translation>恆星</translation>
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
        <translation>雲月</translation>
    </message>
    <message>
        <source>Hogetsu</source>
        <translation>浦月</translation>
    </message>
    <message>
        <source>Rangetsu</source>
        <translation>嵐月</translation>
    </message>
    <message>
        <source>Gingetsu</source>
        <translation>銀月</translation>
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
        <translation>開局（連珠）</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由開局</translation>
    </message>
    <message>
        <source>Random standard opening</source>
        <translation>隨機選一種標準開局</translation>
    </message>
    <message>
        <source>Computer played %1.</source>
        <translation>電腦下在 %1。</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2。</translation>
    </message>
    <message>
        <source>Gomoku board, %1 × %1</source>
        <translation>五子棋棋盤，%1 × %1</translation>
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
        <translation>%1，最後一手</translation>
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
        <translation>空，黑方禁手：長連</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>You open (Swap2)</source>
        <translation>你來開局（Swap2）</translation>
    </message>
    <message>
        <source>The computer opens (Swap2)</source>
        <translation>電腦開局（Swap2）</translation>
    </message>
    <message>
        <source>Swap2: the computer places the opening stones…</source>
        <translation>Swap2：電腦正在擺開局的棋子…</translation>
    </message>
    <message>
        <source>Swap2: the computer chooses its colour…</source>
        <translation>Swap2：電腦正在選擇執黑還是執白…</translation>
    </message>
    <message>
        <source>Player %1: </source>
        <translation>玩家%1：</translation>
    </message>
    <message>
        <source>Swap2: place stone %1 of 3 (black, white, black).</source>
        <translation>Swap2：請擺第 %1 子，共 3 子（黑、白、黑）。</translation>
    </message>
    <message>
        <source>Swap2: play white, play black, or place two more stones and let the other player choose.</source>
        <translation>Swap2：選擇執白、執黑，或再擺兩子讓對方選擇。</translation>
    </message>
    <message>
        <source>Swap2: place stone %1 of 2 (white, then black).</source>
        <translation>Swap2：請擺第 %1 子，共 2 子（先白後黑）。</translation>
    </message>
    <message>
        <source>Swap2: choose your colour.</source>
        <translation>Swap2：請選擇執黑還是執白。</translation>
    </message>
    <message>
        <source>Swap2 opening</source>
        <translation>Swap2 開局</translation>
    </message>
    <message>
        <source>The first player places three stones; the second plays white, plays black, or places two more and lets the first choose.</source>
        <translation>先手方擺三子；後手方選擇執白、執黑，或再擺兩子讓先手方選擇。</translation>
    </message>
    <message>
        <source>Play &amp;White</source>
        <translation>執白(&amp;W)</translation>
    </message>
    <message>
        <source>Play &amp;Black</source>
        <translation>執黑(&amp;B)</translation>
    </message>
    <message>
        <source>Place &amp;Two More</source>
        <translation>再擺兩子(&amp;T)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Swap2 opening&lt;/b&gt; (five or more, exactly five): the first player places three stones (black, white, black); the second then plays white, plays black, or places two more (white, black) and lets the first choose. Against the computer, &quot;You play&quot; chooses who opens. The choices are buttons in the side panel (Alt+W, Alt+B, Alt+T).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Swap2 開局&lt;/b&gt;（五子及以上、恰好五子）：先手方擺三子（黑、白、黑）；後手方隨後選擇執白、執黑，或再擺兩子（白、黑）讓先手方選擇。與電腦對戰時，「你執」一項決定由誰開局。選擇用側欄中的按鈕（Alt+W、Alt+B、Alt+T）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You (Swap2)</source>
        <translation>你（Swap2）</translation>
    </message>
    <message>
        <source>Computer (Swap2)</source>
        <translation>電腦（Swap2）</translation>
    </message>
    <message>
        <source>Player %1 (Swap2)</source>
        <translation>玩家%1（Swap2）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Five moves, two choices&lt;/b&gt; (Renju&apos;s tournament rule): the game starts from the standard opening chosen; the second player keeps white or swaps (Play White, Play Black); white places the fourth stone; black offers two places for the fifth (not the same by symmetry), and white picks the one black gets (A or B) and plays on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;五手兩打&lt;/b&gt;（連珠的比賽規則）：對局從所選的珠型開始；後手方選擇繼續執白或交換執黑（執白、執黑按鈕）；白方下第四手；黑方為第五手提出兩個點（不能是對稱的同一點），白方從中選定黑方的第五手（A 或 B），然後接著下。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You (opening)</source>
        <translation>你（開局）</translation>
    </message>
    <message>
        <source>Computer (opening)</source>
        <translation>電腦（開局）</translation>
    </message>
    <message>
        <source>Player %1 (opening)</source>
        <translation>玩家%1（開局）</translation>
    </message>
    <message>
        <source>Five moves, two choices: the computer is deciding…</source>
        <translation>五手兩打：電腦正在考慮…</translation>
    </message>
    <message>
        <source>Five moves, two choices: keep white, or swap and play black.</source>
        <translation>五手兩打：繼續執白，或交換改執黑。</translation>
    </message>
    <message>
        <source>Five moves, two choices: place white&apos;s fourth stone.</source>
        <translation>五手兩打：請下白方第四手。</translation>
    </message>
    <message>
        <source>Five moves, two choices: offer place %1 of 2 for black&apos;s fifth (not the same by symmetry).</source>
        <translation>五手兩打：請為黑方第五手提出第 %1 個打點，共 2 個（不能對稱）。</translation>
    </message>
    <message>
        <source>Five moves, two choices: pick black&apos;s fifth, A or B; the other is taken away.</source>
        <translation>五手兩打：請選定黑方第五手（A 或 B），另一個點將被拿掉。</translation>
    </message>
    <message>
        <source>Five moves, two choices (RIF)</source>
        <translation>五手兩打（RIF 規則）</translation>
    </message>
    <message>
        <source>Renju&apos;s tournament opening: after the standard opening the second player may swap, white plays the fourth, black offers two fifths and white picks one.</source>
        <translation>連珠的比賽開局：珠型之後後手方可以交換，白方下第四手，黑方提出兩個第五手打點，由白方選定其一。</translation>
    </message>
    <message>
        <source>Already offered.</source>
        <translation>已經提出過了。</translation>
    </message>
    <message>
        <source>The same as A by symmetry.</source>
        <translation>與 A 對稱，算作同一點。</translation>
    </message>
    <message>
        <source>Pick A or B.</source>
        <translation>請在 A、B 中選一個。</translation>
    </message>
    <message>
        <source>%1, offered fifth %2</source>
        <translation>%1，第五手打點 %2</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>RIF</source>
        <translation>五手兩打</translation>
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
        <translation>還沒有成績。</translation>
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
        <translation>用時</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>有輔助</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難度</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>中途放棄</translation>
    </message>
</context>
<context>
    <name>gg::ui::LianliankanPage</name>
    <message>
        <source>Combo ×%1</source>
        <translation>連擊×%1</translation>
    </message>
    <message>
        <source>No removable pair left: tiles reshuffled</source>
        <translation>無可消除，已自動重排</translation>
    </message>
    <message>
        <source>Tiles reshuffled</source>
        <translation>已重排</translation>
    </message>
    <message>
        <source>No shuffles left</source>
        <translation>重排次數已用完</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lianliankan&lt;/h3&gt;&lt;p&gt;Clear the board by removing pairs of equal tiles. Click one tile, then another of the same kind: they are removed when a line of at most three straight segments (two turns) joins them through empty cells. The line may run around the outside of the board.&lt;/p&gt;&lt;p&gt;Every deal can be cleared. When no pair is left to remove, the remaining tiles are reshuffled automatically; you may also reshuffle a few times per game yourself. Quick successive matches earn a combo bonus; a win against the clock earns a point for every second left. In the gravity variant, tiles fall down to fill the gaps.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click a tile to select it; click it again to drop the selection&lt;/li&gt;&lt;li&gt;Arrow keys: move the cursor; Enter or Space: select the tile under it&lt;/li&gt;&lt;li&gt;Right-click a tile, or press K: mark every tile of that kind&lt;/li&gt;&lt;li&gt;H: hint; S: shuffle; P: pause; Ctrl+Z: undo; Esc: drop the selection&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hint and Undo mark a score as assisted. The game pauses by itself when the window loses focus or you switch to another game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;連連看&lt;/h3&gt;&lt;p&gt;把相同的牌兩兩消除，直到清空所有的牌。先點一張牌，再點一張同樣的牌：如果能用不超過三段直線（最多拐兩個彎）經過空位把它們連起來，這兩張牌就會消除。連線可以繞到牌陣外側。&lt;/p&gt;&lt;p&gt;每一局都一定能消完。沒有可消除的牌時，剩下的牌會自動重排；每局你也可以自己重排幾次。快速連續消除可獲得連擊加分；限時關卡獲勝時，每剩一秒再加一分。重力模式中，牌會往下落，填滿空位。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;點選一張牌選中它；再點一次取消選擇&lt;/li&gt;&lt;li&gt;方向鍵：移動游標；Enter或空白鍵：選中游標處的牌&lt;/li&gt;&lt;li&gt;右鍵點選一張牌，或按K：標出所有同種牌&lt;/li&gt;&lt;li&gt;H：提示；S：重排；P：暫停；Ctrl+Z：復原；Esc：取消選擇&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;使用提示或復原的成績會標為有輔助。視窗失去焦點或切換到其他遊戲時，遊戲會自動暫停。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Hint: the two green tiles can be joined.</source>
        <translation>提示：綠色標出的兩張牌可以相連。</translation>
    </message>
    <message>
        <source>These two cannot be joined with at most two turns.</source>
        <translation>這兩張牌無法用不超過兩個拐彎的連線相連。</translation>
    </message>
    <message>
        <source>Tiles of this kind left: %1</source>
        <translation>這種牌還剩%1張</translation>
    </message>
    <message>
        <source>No shuffles left in this game.</source>
        <translation>本局的重排次數已用完。</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩餘時間</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Score: %1 · Time: %2</source>
        <translation>分數：%1 · 用時：%2</translation>
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
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>時間到</translation>
    </message>
    <message>
        <source>Tiles left: %1 · Score: %2</source>
        <translation>還剩%1張牌 · 分數：%2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <source>The clock is stopped. Press P or Continue.</source>
        <translation>計時已停止。按P鍵或點「繼續」。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>休閒</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>%1 · Gravity</source>
        <translation>%1 · 重力</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>剩餘牌數</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>關卡</translation>
    </message>
    <message>
        <source>Gravity (tiles fall down)</source>
        <translation>重力模式（牌會下落）</translation>
    </message>
    <message>
        <source>Keys: arrows and Enter to play, K marks a kind, S shuffles.</source>
        <translation>按鍵：方向鍵和Enter選牌，K標出同種牌，S重排。</translation>
    </message>
    <message>
        <source>%1 · %2×%3</source>
        <translation>%1 · %2×%3</translation>
    </message>
    <message>
        <source>Lianliankan</source>
        <translation>連連看</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1)</source>
        <translation>重排(&amp;S)（%1）</translation>
    </message>
    <message>
        <source>Pairs you can remove now: %1</source>
        <translation>現在可消的對數：%1</translation>
    </message>
    <message>
        <source>Shows how many pairs can be removed now. Marks the game as assisted.</source>
        <translation>顯示現在可以消去多少對。本局記為有輔助。</translation>
    </message>
    <message>
        <source>No path joins %1 and %2 with two turns or fewer; %2 is selected.</source>
        <translation>%1與%2之間沒有兩個彎以內的連線；已選中%2。</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>已取消選擇。</translation>
    </message>
    <message>
        <source>No match: %1 and %2. Selected %2.</source>
        <translation>不配對：%1和%2。已選中%2。</translation>
    </message>
    <message>
        <source>Selected %1.</source>
        <translation>已選中%1。</translation>
    </message>
    <message>
        <source>%1 (row %2, column %3)</source>
        <translation>%1（第 %2 行第 %3 列）</translation>
    </message>
    <message>
        <source>Lianliankan board, %1 rows × %2 columns</source>
        <translation>連連看棋盤，%1 行 × %2 列</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>hidden (paused)</source>
        <translation>已遮住（暫停中）</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1，已選中</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Matched two %1: row %2, column %3 and row %4, column %5.</source>
        <translation>消去一對%1：第 %2 行第 %3 列和第 %4 行第 %5 列。</translation>
    </message>
    <message>
        <source>The path is straight.</source>
        <translation>連線是直的。</translation>
    </message>
    <message>
        <source>The path makes one turn.</source>
        <translation>連線拐了一個彎。</translation>
    </message>
    <message>
        <source>The path makes two turns.</source>
        <translation>連線拐了兩個彎。</translation>
    </message>
    <message>
        <source>Combo ×%1.</source>
        <translation>連擊 ×%1。</translation>
    </message>
    <message>
        <source>Tiles left: %1.</source>
        <translation>還剩 %1 張牌。</translation>
    </message>
    <message>
        <source>1 second left.</source>
        <translation>還剩 1 秒。</translation>
    </message>
    <message>
        <source>%1 seconds left.</source>
        <translation>還剩 %1 秒。</translation>
    </message>
    <message>
        <source>Time left: hurry!</source>
        <translation>剩餘時間：快！</translation>
    </message>
</context>
<context>
    <name>gg::ui::MainWindow</name>
    <message>
        <source>Grid Games</source>
        <translation>格子遊戲</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新開始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
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
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>High &amp;Scores</source>
        <translation>排行榜(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>動畫效果(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>玩法說明(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;About Grid Games</source>
        <translation>關於格子遊戲(&amp;A)</translation>
    </message>
    <message>
        <source>The saved %1 game could not be read; it was set aside and a new game started.</source>
        <translation>無法讀取已儲存的%1棋局，已將其另存備查，並開始了新遊戲。</translation>
    </message>
    <message>
        <source>Some damaged settings were ignored; your other settings and scores are kept.</source>
        <translation>部分設定已損壞並被忽略；其餘設定和成績均已保留。</translation>
    </message>
    <message>
        <source>How to Play: %1</source>
        <translation>玩法說明：%1</translation>
    </message>
    <message>
        <source>Damaged high-score entries removed: %1. The other scores are kept.</source>
        <translation>已移除%1條損壞的高分記錄，其他成績均保留。</translation>
    </message>
    <message>
        <source>The settings file was not a regular file; it was renamed %1 and new settings started.</source>
        <translation>設定檔案不是普通檔案，已改名為 %1，並啟用了新的設定。</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>選項(&amp;O)</translation>
    </message>
    <message>
        <source>Ask Before &amp;Leaving a Game</source>
        <translation>離開棋局前詢問(&amp;L)</translation>
    </message>
    <message>
        <source>the disk is full (%1)</source>
        <translation>磁碟已滿（%1）</translation>
    </message>
    <message>
        <source>the folder cannot be written to (%1 is read-only)</source>
        <translation>資料夾無法寫入（%1 為只讀）</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通檔案</translation>
    </message>
    <message>
        <source>another Grid Games window has taken over your games</source>
        <translation>另一個格子遊戲視窗已接管你的遊戲</translation>
    </message>
    <message>
        <source>%1 cannot be written</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Progress is not being saved: %1. It is kept, and saving is tried again after every move.</source>
        <translation>遊戲進度未能儲存：%1。進度仍保留著，每走一步都會重新嘗試儲存。</translation>
    </message>
    <message>
        <source>Saving works again: your progress is saved.</source>
        <translation>儲存已恢復，你的進度已儲存。</translation>
    </message>
    <message>
        <source>The save folder was not a folder; it was renamed %1 and a new one made.</source>
        <translation>存檔位置不是資料夾，已改名為 %1，並新建了存檔資料夾。</translation>
    </message>
    <message>
        <source>Progress not saved</source>
        <translation>進度未儲存</translation>
    </message>
    <message>
        <source>Your progress cannot be saved: %1.</source>
        <translation>無法儲存你的進度：%1。</translation>
    </message>
    <message>
        <source>Make room (or make the folder writable) and try again, or quit and lose the moves and scores since the last save.</source>
        <translation>請騰出空間（或讓資料夾可寫）後重試；也可以直接退出，但上次儲存之後的走法和分數將會丟失。</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>不儲存並退出</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>外觀(&amp;P)</translation>
    </message>
    <message>
        <source>Follow &amp;System</source>
        <translation>跟隨系統(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>高對比度(&amp;H)</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>聲音(&amp;O)</translation>
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
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>棋盤主題(&amp;T)</translation>
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
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>大師</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
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
        <translation>&lt;h3&gt;記憶翻牌&lt;/h3&gt;&lt;p&gt;所有的牌都背面朝上，每種圖案恰好有兩張。每次翻開兩張牌：圖案相同，這一對就留在桌上正面朝上；不同，兩張牌亮一會兒後再翻回去（下一次點選會立刻把它們翻回）。記住每種圖案出現的位置！&lt;/p&gt;&lt;p&gt;&lt;b&gt;單人：&lt;/b&gt;找出所有的對子。步數（翻開的牌對數）和用時都會記錄；每種棋盤大小都保留最少步數和最短用時。&lt;/p&gt;&lt;p&gt;&lt;b&gt;雙人對戰&lt;/b&gt;或&lt;b&gt;人機對戰：&lt;/b&gt;輪流翻牌，找到一對的人接著再翻。最後對子多的一方獲勝。電腦的難度就是它的記憶力：簡單時看過的牌大多會忘，大師則記住每一張牌，並按最佳勝算出手。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;點選一張牌把它翻開&lt;/li&gt;&lt;li&gt;方向鍵：移動游標（已配對的牌會跳過）；Enter或空白鍵：翻開游標處的牌&lt;/li&gt;&lt;li&gt;P：暫停（牌被遮住，計時停止）；Ctrl+N：新遊戲&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;本遊戲沒有復原和提示，因為它們會洩露背面朝下的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>The cards are hidden and the clock is stopped.</source>
        <translation>牌已遮住，計時已停止。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>All pairs found!</source>
        <translation>全部配對成功！</translation>
    </message>
    <message>
        <source>%1 moves in %2.</source>
        <translation>共%1步，用時%2。</translation>
    </message>
    <message>
        <source>New record: fewest moves and shortest time!</source>
        <translation>新紀錄：步數最少，用時最短！</translation>
    </message>
    <message>
        <source>New record: fewest moves!</source>
        <translation>新紀錄：步數最少！</translation>
    </message>
    <message>
        <source>New record: shortest time!</source>
        <translation>新紀錄：用時最短！</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你輸了</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>Pairs: %1 %2, %3 %4.</source>
        <translation>配對：%1%2對，%3%4對。</translation>
    </message>
    <message>
        <source>Paused. Press P or click Resume to go on.</source>
        <translation>已暫停。按P鍵或點選「繼續」接著玩。</translation>
    </message>
    <message>
        <source>All pairs found.</source>
        <translation>全部配對完成。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>Now find its partner.</source>
        <translation>再翻一張，找出和它相同的牌。</translation>
    </message>
    <message>
        <source>Turn two cards to find a pair.</source>
        <translation>翻開兩張牌，找出相同的一對。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <source>Computer&apos;s turn…</source>
        <translation>輪到電腦…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步數</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>最短用時</translation>
    </message>
    <message>
        <source>Pairs left</source>
        <translation>剩餘對數</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Computer&apos;s memory</source>
        <translation>電腦記憶力</translation>
    </message>
    <message>
        <source>Easy forgets most cards it has seen; Expert remembers every card and plays the best odds.</source>
        <translation>簡單：看過的牌大多會忘；大師：記住每一張牌，並按最佳勝算出手。</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>單人</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>雙人對戰</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人機對戰</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶翻牌</translation>
    </message>
    <message>
        <source>%1 · fewest moves</source>
        <translation>%1 · 最少步數</translation>
    </message>
    <message>
        <source>%1 · fastest</source>
        <translation>%1 · 最短用時</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人機對戰 · %1</translation>
    </message>
    <message>
        <source>%1 turned card %2: %3.</source>
        <translation>%1翻開第 %2 張牌：%3。</translation>
    </message>
    <message>
        <source>Card %1: %2.</source>
        <translation>第 %1 張牌：%2。</translation>
    </message>
    <message>
        <source>A pair: %1 and %1.</source>
        <translation>配對成功：%1和%1。</translation>
    </message>
    <message>
        <source>Pairs left: %1.</source>
        <translation>還剩 %1 對。</translation>
    </message>
    <message>
        <source>No match: %1 and %2.</source>
        <translation>不配對：%1和%2。</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>輪到%1。</translation>
    </message>
    <message>
        <source>Memory table, %1 rows × %2 columns</source>
        <translation>記憶翻牌桌面，%1 行 × %2 列</translation>
    </message>
    <message>
        <source>hidden (paused)</source>
        <translation>已遮住（暫停中）</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <source>matched: %1</source>
        <translation>已配對：%1</translation>
    </message>
    <message>
        <source>face up: %1</source>
        <translation>正面朝上：%1</translation>
    </message>
    <message>
        <source>Card %1 (row %2, column %3): %4</source>
        <translation>第 %1 張牌（第 %2 行第 %3 列）：%4</translation>
    </message>
    <message>
        <source>Card %1 is already matched.</source>
        <translation>第 %1 張牌已經配對。</translation>
    </message>
    <message>
        <source>Card %1 is already face up.</source>
        <translation>第 %1 張牌已經翻開。</translation>
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
        <translation>檢視棋盤</translation>
    </message>
    <message>
        <source>Show Result (Esc)</source>
        <translation>顯示結果（Esc）</translation>
    </message>
</context>
<context>
    <name>gg::ui::NoticeBar</name>
    <message>
        <source>Close this notice</source>
        <translation>關閉此提示</translation>
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
        <translation>復盤</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 開局</translation>
    </message>
    <message>
        <source>The empty board (Home)</source>
        <translation>開局時的棋盤（Home）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 後退</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>後退一步（左方向鍵）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>前進 ▶</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>前進一步（右方向鍵）</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>終局 ▶|</translation>
    </message>
    <message>
        <source>The final position (End)</source>
        <translation>終局局面（End）</translation>
    </message>
    <message>
        <source>Next &amp;Mistake</source>
        <translation>下一處失誤(&amp;M)</translation>
    </message>
    <message>
        <source>The next move the review marks (N)</source>
        <translation>跳到復盤標出的下一步（N）</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>返回對局</translation>
    </message>
    <message>
        <source>Close the review (Esc)</source>
        <translation>結束復盤（Esc）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>The start of the game, %1 moves to go.</source>
        <translation>開局，全域性共%1步。</translation>
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
        <translation>錨</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>箭頭</translation>
    </message>
    <message>
        <source>bell</source>
        <translation>鈴鐺</translation>
    </message>
    <message>
        <source>lightning bolt</source>
        <translation>閃電</translation>
    </message>
    <message>
        <source>check mark</source>
        <translation>對勾</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>圓</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>雲</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>三葉草</translation>
    </message>
    <message>
        <source>crescent moon</source>
        <translation>彎月</translation>
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
        <translation>魚</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>齒輪</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>心形</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>六邊形</translation>
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
        <translation>葉子</translation>
    </message>
    <message>
        <source>musical note</source>
        <translation>音符</translation>
    </message>
    <message>
        <source>two musical notes</source>
        <translation>雙音符</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>加號</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>圓環</translation>
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
        <translation>閃光</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>螺旋</translation>
    </message>
    <message>
        <source>square</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星星</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>太陽</translation>
    </message>
    <message>
        <source>pine tree</source>
        <translation>松樹</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <source>umbrella</source>
        <translation>雨傘</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>波浪</translation>
    </message>
    <message>
        <source>diagonal cross</source>
        <translation>叉號</translation>
    </message>
    <message>
        <source>apple</source>
        <translation>蘋果</translation>
    </message>
    <message>
        <source>1 of Bamboo</source>
        <translation>一條</translation>
    </message>
    <message>
        <source>2 of Bamboo</source>
        <translation>二條</translation>
    </message>
    <message>
        <source>3 of Bamboo</source>
        <translation>三條</translation>
    </message>
    <message>
        <source>4 of Bamboo</source>
        <translation>四條</translation>
    </message>
    <message>
        <source>5 of Bamboo</source>
        <translation>五條</translation>
    </message>
    <message>
        <source>6 of Bamboo</source>
        <translation>六條</translation>
    </message>
    <message>
        <source>7 of Bamboo</source>
        <translation>七條</translation>
    </message>
    <message>
        <source>8 of Bamboo</source>
        <translation>八條</translation>
    </message>
    <message>
        <source>9 of Bamboo</source>
        <translation>九條</translation>
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
        <translation>鳥</translation>
    </message>
    <message>
        <source>book</source>
        <translation>書</translation>
    </message>
    <message>
        <source>butterfly</source>
        <translation>蝴蝶</translation>
    </message>
    <message>
        <source>car</source>
        <translation>汽車</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>胡蘿蔔</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>貓</translation>
    </message>
    <message>
        <source>1 of Characters</source>
        <translation>一萬</translation>
    </message>
    <message>
        <source>2 of Characters</source>
        <translation>二萬</translation>
    </message>
    <message>
        <source>3 of Characters</source>
        <translation>三萬</translation>
    </message>
    <message>
        <source>4 of Characters</source>
        <translation>四萬</translation>
    </message>
    <message>
        <source>5 of Characters</source>
        <translation>五萬</translation>
    </message>
    <message>
        <source>6 of Characters</source>
        <translation>六萬</translation>
    </message>
    <message>
        <source>7 of Characters</source>
        <translation>七萬</translation>
    </message>
    <message>
        <source>8 of Characters</source>
        <translation>八萬</translation>
    </message>
    <message>
        <source>9 of Characters</source>
        <translation>九萬</translation>
    </message>
    <message>
        <source>cherries</source>
        <translation>櫻桃</translation>
    </message>
    <message>
        <source>chick</source>
        <translation>小雞</translation>
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
        <translation>門</translation>
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
        <translation>東風</translation>
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
        <translation>發財</translation>
    </message>
    <message>
        <source>kiwi fruit</source>
        <translation>獼猴桃</translation>
    </message>
    <message>
        <source>ladybird</source>
        <translation>瓢蟲</translation>
    </message>
    <message>
        <source>lemon</source>
        <translation>檸檬</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>獅子</translation>
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
        <translation>北風</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙子</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>蘭花</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>貓頭鷹</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>熊貓</translation>
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
        <translation>企鵝</translation>
    </message>
    <message>
        <source>person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>豬</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>菠蘿</translation>
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
        <translation>紅中</translation>
    </message>
    <message>
        <source>sheep</source>
        <translation>羊</translation>
    </message>
    <message>
        <source>South Wind</source>
        <translation>南風</translation>
    </message>
    <message>
        <source>strawberry</source>
        <translation>草莓</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>烏龜</translation>
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
        <translation>西風</translation>
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
        <translation>經典藍</translation>
    </message>
    <message>
        <source>High Contrast Patterns</source>
        <translation>高對比圖案</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木紋棋盤</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>素紙棋盤</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>圖形</translation>
    </message>
    <message>
        <source>Fruit and Animals</source>
        <translation>水果動物</translation>
    </message>
    <message>
        <source>Mahjong</source>
        <translation>麻將</translation>
    </message>
    <message>
        <source>Chinese Characters</source>
        <translation>識漢字</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>Animals and Fruit</source>
        <translation>動物水果</translation>
    </message>
    <message>
        <source>Chalk on Cement</source>
        <translation>水泥地粉筆</translation>
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
        <translation>提示：向%1滑動。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;2048&lt;/h3&gt;&lt;p&gt;Slide all tiles left, right, up or down. Two equal tiles that meet merge into one of double value, and you score its value. A tile made by a merge does not merge again in the same move.&lt;/p&gt;&lt;p&gt;After every move a new tile (2, or sometimes 4) appears on an empty cell. Make a tile of the target value (2048) to win; you may then keep going. The game is over when the board is full and no slide changes it.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Arrow keys or W A S D: slide&lt;/li&gt;&lt;li&gt;Drag on the board (mouse or touchpad): slide&lt;/li&gt;&lt;li&gt;R or Ctrl+N: new game; Ctrl+Z: undo; H: hint&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo, Hint and Auto-play mark a score as assisted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;2048&lt;/h3&gt;&lt;p&gt;把所有方塊向左、右、上或下滑動。兩個相同的方塊相遇時合併成一個數值翻倍的方塊，你得到它的分數。同一步裡合併出的方塊不會再次合併。&lt;/p&gt;&lt;p&gt;每走一步，空格上會出現一個新方塊（2，偶爾是 4）。拼出目標數值（2048）的方塊即獲勝，之後還可以繼續遊戲。棋盤填滿且無法再滑動時，遊戲結束。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;方向鍵或 W A S D：滑動&lt;/li&gt;&lt;li&gt;在棋盤上拖動（滑鼠或觸控板）：滑動&lt;/li&gt;&lt;li&gt;R 或 Ctrl+N：新遊戲；Ctrl+Z：復原；H：提示&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;使用復原、提示或自動遊戲後，成績會標記為「有輔助」。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 × %1 · %2</source>
        <translation>%1 × %1 · %2</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>你拼出了 %1！要繼續挑戰更高分嗎？</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>No moves left. Score: %1</source>
        <translation>無路可走。得分：%1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <source>Target tile</source>
        <translation>目標方塊</translation>
    </message>
    <message>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <source>This game ends here; its score (%1) goes to the high scores if it makes them.</source>
        <translation>這局遊戲將到此結束；若分數（%1）足夠高，會記入排行榜。</translation>
    </message>
    <message>
        <source>Keep Going</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>新的最高分！</translation>
    </message>
    <message>
        <source>&amp;Auto-play</source>
        <translation>自動遊戲(&amp;A)</translation>
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
        <translation>顯示助手算出的每個方向的期望值，並標出最好的一個。本局記為有輔助。</translation>
    </message>
    <message>
        <source>Game pasted: %1 moves.</source>
        <translation>已貼上對局：共%1步。</translation>
    </message>
    <message>
        <source>That is not a 2048 game copied from Grid Games.</source>
        <translation>這不是從格子遊戲複製的 2048 對局。</translation>
    </message>
    <message>
        <source>Copies the board size, the start and every move with the tile it brought, so the game replays exactly.</source>
        <translation>複製棋盤大小、開局和每一步及其新出的方塊，對局可以原樣重演。</translation>
    </message>
    <message>
        <source>Replays a copied game (marked as assisted).</source>
        <translation>重演複製的對局（記為有輔助）。</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>Moved %1.</source>
        <translation>向%1滑動。</translation>
    </message>
    <message>
        <source>Merged: %1.</source>
        <translation>合併出：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>New %1 at row %2, column %3.</source>
        <translation>第 %2 行第 %3 列出現新的 %1。</translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>得分 %1。</translation>
    </message>
    <message>
        <source>2048 board, %1 × %1</source>
        <translation>2048 棋盤，%1 × %1</translation>
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
        <translation>向%1滑動不了。</translation>
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
        <translation>不吃：己方兩子不相連</translation>
    </message>
    <message>
        <source>safe: the enemy piece is not next to them</source>
        <translation>不吃：敵子沒有緊挨著</translation>
    </message>
    <message>
        <source>safe: the line is full</source>
        <translation>不吃：這條線四點全滿</translation>
    </message>
    <message>
        <source>safe: you walked next to two enemy pieces</source>
        <translation>不吃：是你走到了對方兩子旁邊</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Zou Si Qi (走四棋)&lt;/h3&gt;&lt;p&gt;A folk game from Shandong, once drawn in chalk on the floor and played with pebbles. Each side has four pieces on the crossings of a 4&amp;times;4 board: &lt;b&gt;hearts&lt;/b&gt; start on the top line, &lt;b&gt;spades&lt;/b&gt; on the bottom line. The players choose who moves first.&lt;/p&gt;&lt;p&gt;On your turn move one of your pieces one step up, down, left or right along a line to an empty point. No diagonal steps, no jumps. If you have no legal move, you pass.&lt;/p&gt;&lt;h4&gt;Capture: two hit one&lt;/h4&gt;&lt;p&gt;After your piece arrives, look at the row and at the column through it. If that line of four points holds exactly two of your pieces side by side, one enemy piece right next to them and one empty point, the enemy piece is captured. Below, %1 are your pieces (the one that just moved among them), %2 the enemy&apos;s and %3 an empty point:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;走四棋&lt;/h3&gt;&lt;p&gt;山東民間遊戲，從前用粉筆畫在地上，拿石子當棋子。棋盤是4&amp;times;4的線格，棋子放在交叉點上，雙方各四子：&lt;b&gt;紅心&lt;/b&gt;在最上面一條線，&lt;b&gt;黑桃&lt;/b&gt;在最下面一條線。由雙方商定誰先走。&lt;/p&gt;&lt;p&gt;輪到你時，把自己的一個棋子沿線向上、下、左或右走一步，走到相鄰的空點上。不能斜走，也不能跳。如果無路可走，就跳過這一輪。&lt;/p&gt;&lt;h4&gt;吃子：二打一&lt;/h4&gt;&lt;p&gt;棋子走到位後，看它所在的那一橫列和那一直欄。如果這條線的四個點上正好有你的兩個棋子緊挨在一起，一個敵子緊挨著它們，另有一個空點，這個敵子就被吃掉。下圖中%1是你的棋子（其中一個是剛走到的），%2是敵子，%3是空點：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;These do not capture:&lt;/p&gt;</source>
        <translation>&lt;p&gt;下面這些不吃子：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The row and the column are checked separately, so one move can capture two pieces. Only the side that moves captures: walking your own piece into such a pattern is safe.&lt;/p&gt;&lt;h4&gt;End of the game&lt;/h4&gt;&lt;p&gt;A side left with fewer than two pieces loses. The game is drawn when the players agree (Offer Draw; the computer accepts only when neither side can force a win), when the same position comes up for the third time, or after 50 moves by each side without a capture.&lt;/p&gt;&lt;h4&gt;Levels&lt;/h4&gt;&lt;p&gt;Easy and Medium look a few moves ahead and make human mistakes; Hard rarely errs; Perfect plays from the complete solution of the game: it wins every position that can be won, in the fewest moves, and never loses one that can be held. The solution is computed once (a few seconds) and kept on disk.&lt;/p&gt;&lt;h4&gt;Controls&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;Click one of your pieces, then one of the marked points.&lt;/li&gt;&lt;li&gt;Arrow keys move the cursor; Enter or Space selects and moves; Escape cancels the selection.&lt;/li&gt;&lt;li&gt;H: hint (the perfect move); Ctrl+Z: undo (against the computer it takes back your move and the reply); Ctrl+N: new game.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hints and undo against the computer mark a game as assisted: it then counts in the statistics only if you lose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;橫列和直欄分別判斷，所以一步棋可以同時吃掉兩個子。只有走棋的一方才能吃子：自己走進這樣的陣形是安全的。&lt;/p&gt;&lt;h4&gt;勝負與和棋&lt;/h4&gt;&lt;p&gt;棋子少於兩個的一方輸棋。以下情況為和棋：雙方同意（點「提議和棋」；只有在雙方都無法取勝時電腦才會同意）、同一局面第三次出現，或雙方各走五十步都沒有吃子。&lt;/p&gt;&lt;h4&gt;難度&lt;/h4&gt;&lt;p&gt;簡單和中等只看幾步，會犯常人的錯誤；困難很少失誤；完美依據整個遊戲的完全解來下：能贏的局面一定贏，而且用最少的步數，能守和的局面絕不會輸。完全解只需計算一次（幾秒鐘），之後儲存在磁碟上。&lt;/p&gt;&lt;h4&gt;操作&lt;/h4&gt;&lt;ul&gt;&lt;li&gt;點選自己的一個棋子，再點選標出的目標點。&lt;/li&gt;&lt;li&gt;方向鍵移動游標；Enter或空白鍵選子和走子；Esc取消選擇。&lt;/li&gt;&lt;li&gt;H：提示（最佳走法）；Ctrl+Z：悔棋（對電腦時會連同電腦的應著一起退回）；Ctrl+N：新遊戲。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;對電腦時用了提示或悔棋，這局就算「有輔助」：只有輸了才計入統計。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The computer cannot move and passes.</source>
        <translation>電腦無路可走，跳過一輪。</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>電腦拒絕和棋。</translation>
    </message>
    <message>
        <source>This piece has no free point next to it.</source>
        <translation>這個棋子旁邊沒有空位。</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>You cannot move and must pass.</source>
        <translation>你無路可走，只能跳過一輪。</translation>
    </message>
    <message>
        <source>%1 cannot move and must pass.</source>
        <translation>%1無路可走，只能跳過一輪。</translation>
    </message>
    <message>
        <source>No legal move</source>
        <translation>無路可走</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1提議和棋。%2，你同意嗎？</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>同意</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <source>The draw offer was declined.</source>
        <translation>和棋提議被拒絕了。</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>紅心</translation>
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
        <translation>電腦</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
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
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>你輸了</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>%1 has fewer than two pieces left.</source>
        <translation>%1的棋子不足兩個了。</translation>
    </message>
    <message>
        <source>You have fewer than two pieces left.</source>
        <translation>你的棋子不足兩個了。</translation>
    </message>
    <message>
        <source>The computer has fewer than two pieces left.</source>
        <translation>電腦的棋子不足兩個了。</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>同一局面第三次出現。</translation>
    </message>
    <message>
        <source>Fifty moves by each side without a capture.</source>
        <translation>雙方各走五十步都沒有吃子。</translation>
    </message>
    <message>
        <source>The computer accepted your draw offer.</source>
        <translation>電腦同意了你的和棋提議。</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>雙方同意和棋。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>電腦思考中…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>輪到%1</translation>
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
        <translation>跳過</translation>
    </message>
    <message>
        <source>Human vs Computer</source>
        <translation>人機對戰</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>雙人對戰</translation>
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
        <translation>♥ 電腦</translation>
    </message>
    <message>
        <source>♥ Hearts (top)</source>
        <translation>♥ 紅心（上方）</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難度</translation>
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
        <translation>未吃子步數：%1/%2</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>The hint appears once the game is solved.</source>
        <translation>求解完成後就會顯示提示。</translation>
    </message>
    <message>
        <source>The computer answers once the game is solved.</source>
        <translation>電腦會在求解完成後答覆。</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>提議和棋(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Human vs Computer · %1</source>
        <translation>人機對戰 · %1</translation>
    </message>
    <message>
        <source>Win %1</source>
        <translation>%1步勝</translation>
    </message>
    <message>
        <source>Loss %1</source>
        <translation>%1步負</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Analysis (plies to the end with best play):</source>
        <translation>分析（雙方都走最好時到終局的步數）：</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Shows every move&apos;s result with perfect play. Marks the game as assisted.</source>
        <translation>顯示每一步在雙方都走最好時的結果。本局記為有輔助。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: too long.</source>
        <translation>這不是走四棋棋譜：太長了。</translation>
    </message>
    <message>
        <source>Game pasted: %1 plies.</source>
        <translation>已貼上棋譜：共%1步。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: the first line must be a position such as &quot;xxxx........oooo x&quot;.</source>
        <translation>這不是走四棋棋譜：第一行必須是局面，如「xxxx........oooo x」。</translation>
    </message>
    <message>
        <source>That is not a Zou Si Qi game: move %1 cannot be played.</source>
        <translation>這不是走四棋棋譜：第%1步走不了。</translation>
    </message>
    <message>
        <source>Copies the start position and the moves as text.</source>
        <translation>把起始局面和著法複製為文字。</translation>
    </message>
    <message>
        <source>Replays a copied game as a two-player game.</source>
        <translation>把複製的棋譜作為雙人對局重新擺出來。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1停一手。</translation>
    </message>
    <message>
        <source>Computer moved %1 to %2.</source>
        <translation>電腦走 %1 到 %2。</translation>
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
        <translation>輪到%1。</translation>
    </message>
    <message>
        <source>Picked up %1; it can go to %2.</source>
        <translation>拿起 %1，可以走到 %2。</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>紅心</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Zou Si Qi board, 4 × 4 points</source>
        <translation>走四棋兒棋盤，4 × 4 個點</translation>
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
        <translation>%1，拿起的棋子可走到這裡</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Six classic grid games: 2048, Connect Four, Gomoku, Lianliankan, Memory and Zou Si Qi.</source>
        <translation>六款經典格子遊戲：2048、四子棋、五子棋、連連看、記憶翻牌和走四棋。</translation>
    </message>
    <message>
        <source>Open the game with this id: %1.</source>
        <translation>開啟指定編號的遊戲：%1。</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>將主視窗截圖儲存為 PNG 檔案後結束。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1000x720).</source>
        <translation>--screenshot 的視窗大小（預設 1000x720）。</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;; known games: %2</source>
        <translation>未知遊戲「%1」；可用的遊戲：%2</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;</source>
        <translation>未知語言「%1」</translation>
    </message>
    <message>
        <source>--size must look like 1000x720</source>
        <translation>--size 的格式應類似 1000x720</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Language for this run: %1.</source>
        <translation>本次執行使用的語言：%1。</translation>
    </message>
    <message>
        <source>With --screenshot: show the game saved in this file (the game&apos;s save format).</source>
        <translation>與 --screenshot 一起使用：顯示此檔案中儲存的對局（遊戲的存檔格式）。</translation>
    </message>
    <message>
        <source>%1 is not a saved game of %2</source>
        <translation>%1 不是 %2 的存檔</translation>
    </message>
    <message>
        <source>Print the saved game of this id as the app restores it, then exit. Changes nothing.</source>
        <translation>按程式恢復時的樣子列印此編號遊戲的存檔，然後結束；不做任何更改。</translation>
    </message>
    <message>
        <source>no readable saved game for &apos;%1&apos;</source>
        <translation>沒有可讀取的「%1」存檔</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>顯示本幫助並退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>顯示版本並退出。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多餘的引數「%1」</translation>
    </message>
    <message>
        <source>--screenshot and --dump-state cannot be combined</source>
        <translation>--screenshot 與 --dump-state 不能同時使用</translation>
    </message>
    <message>
        <source>--state needs --screenshot</source>
        <translation>--state 需要與 --screenshot 一起使用</translation>
    </message>
    <message>
        <source>--size needs --screenshot</source>
        <translation>--size 需要與 --screenshot 一起使用</translation>
    </message>
    <message>
        <source>the running Grid Games does not answer; starting anyway</source>
        <translation>正在執行的格子遊戲沒有響應，仍將啟動</translation>
    </message>
    <message>
        <source>Look for this run: light, dark, highcontrast or system.</source>
        <translation>本次執行的外觀：light（淺色）、dark（深色）、highcontrast（高對比度）或 system（跟隨系統）。</translation>
    </message>
    <message>
        <source>unknown appearance &apos;%1&apos;; known: light, dark, highcontrast, system</source>
        <translation>未知的外觀「%1」；可用：light、dark、highcontrast、system</translation>
    </message>
    <message>
        <source>Board theme for this run, in every game that has it: classic, patterns, wood, paper, symbols, pictures, mahjong, hanzi, or a theme folder&apos;s name.</source>
        <translation>本次執行使用的棋盤主題，對所有帶有該主題的遊戲生效：classic、patterns、wood、paper、symbols、pictures、mahjong、hanzi，或主題資料夾的名稱。</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; known: %2</source>
        <translation>未知主題「%1」；可用的有：%2</translation>
    </message>
</context>
</TS>
