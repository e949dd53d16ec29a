"""The Japanese translations: the source of truth for resources/translations/scoretable_ja.ts.

``packaging/translations.py`` reads this. ``JA`` maps an English source string to Japanese in
every context; ``JA_IN_CONTEXT`` overrides it for one (context, source). Keep every
``{placeholder}`` of the source. A source mnemonic (``&New game``) is added as ``(&N)`` when
the Japanese has none, so most entries leave it out. Terms are the ones players use at the
table: 東1局, 本場, 供託, 立直, ロン, ツモ, 満貫 ... 役満, 流局, 聴牌, 不聴, 責任払い.
"""

JA: dict[str, str] = {
    # -- winds, rounds, sticks --------------------------------------------------------------
    "East": "東",
    "South": "南",
    "West": "西",
    "North": "北",
    "East player": "東家",
    "South player": "南家",
    "West player": "西家",
    "North player": "北家",
    "{wind} {number}": "{wind}{number}局",
    "{0} honba": "{0}本場",
    "{n} honba": "{n}本場",
    "1 riichi stick": "供託1本",
    "{0} riichi sticks": "供託{0}本",
    "{n} riichi sticks": "供託{n}本",
    "{wind} {number}, {honba} honba": "{wind}{number}局 {honba}本場",
    "Game over": "対局終了",
    "Riichi: 1,000 on the table": "立直: 供託1,000点",
    # -- panels ----------------------------------------------------------------------------
    "Dealer": "親",
    "This player deals the current hand.": "この局の親です。",
    "Change in the last hand": "前局の点数移動",
    "Take back the riichi (until the hand is recorded)": "立直を取り消す(局の記録まで)",
    "Declare riichi: 1,000 points go to the table": "立直を宣言: 1,000点を供託に出します",
    "Take back riichi": "立直を取り消す",
    "Riichi": "立直",
    # -- main window -----------------------------------------------------------------------
    "Hand history": "局の履歴",
    "&New game…": "新規対局(&N)…",
    "&End game now": "ここで対局終了(&E)",
    "&Quit": "終了(&Q)",
    "&Undo": "元に戻す(&U)",
    "&Redo": "やり直す(&R)",
    "&Undo {0}": "元に戻す(&U): {0}",
    "&Redo {0}": "やり直す(&R): {0}",
    "Re&name players…": "プレイヤー名の変更(&N)…",
    "&Win (ron or tsumo)…": "和了(ロン・ツモ)(&W)…",
    "&Draw…": "流局(&D)…",
    "&Chombo…": "チョンボ(&C)…",
    "Riichi / take back: seat {0}": "立直 / 取り消し: 席{0}",
    "Riichi / take back: {0}": "立直 / 取り消し: {0}",
    "&Rotate view": "表示を回転(&R)",
    "&Full screen": "全画面表示(&F)",
    "Show &differences": "点差を表示(&D)",
    "Hand &history": "局の履歴(&H)",
    "&Keyboard shortcuts": "キーボードショートカット(&K)",
    "&About scoretable": "scoretable について(&A)",
    "&Game": "対局(&G)",
    "&Edit": "編集(&E)",
    "&Hand": "局(&H)",
    "&View": "表示(&V)",
    "G&ames": "対局記録(&A)",
    "&Learn": "学習(&L)",
    "&Help": "ヘルプ(&H)",
    "The game could not be saved: {0}": "対局を保存できませんでした: {0}",
    "About scoretable": "scoretable について",
    "<b>scoretable {0}</b><br>A score table for Riichi mahjong: exact payments, every common "
    "ruleset, undo for everything.": "<b>scoretable {0}</b><br>リーチ麻雀の点数表: 正確な支払い、"
    "主なルールすべて、すべての操作を元に戻せます。",
    "The game is over: undo (Ctrl+Z) to reopen it, or start a new game.": (
        "対局は終了しました。元に戻す(Ctrl+Z)で再開するか、新しい対局を始めてください。"
    ),
    "Show &results": "結果を表示(&R)",
    "&Language": "言語(&L)",
    "Follow the &system": "システムの設定に従う(&S)",
    "The interface will be in {language} the next time scoretable starts.": (
        "次に scoretable を起動したときから{language}で表示します。"
    ),
    "The language could not be saved: {0}": "言語の設定を保存できませんでした: {0}",
    # -- history and model -----------------------------------------------------------------
    "Hand": "局",
    "What happened": "内容",
    "Select a hand to see how it was paid.": "局を選ぶと支払いの内訳を表示します。",
    "A player needs a name.": "プレイヤーには名前が必要です。",
    "Rename {0}": "{0} の名前を変更",
    "There is no seat {0}.": "席{0}はありません。",
    "Abortive draw ({0})": "途中流局({0})",
    "Chombo: {0}": "チョンボ: {0}",
    "Double ron": "ダブロン",
    "Triple ron": "トリプルロン",
    "Draw": "流局",
    "End": "終了",
    "Game ended": "対局終了",
    "Leftover riichi sticks": "残りの供託",
    "No payments.": "支払いなし。",
    "Tsumo: {0}": "ツモ: {0}",
    "all noten": "全員不聴",
    "nagashi mangan: {0}": "流し満貫: {0}",
    "pao: {0}": "責任払い: {0}",
    "tenpai: {0}": "聴牌: {0}",
    "the table": "供託",
    "yakuman": "役満",
    "{0} han": "{0}翻",
    "{0} han {1} fu": "{0}翻{1}符",
    "{0}x yakuman": "{0}倍役満",
    "{kind}: {winners} from {discarder}": "{kind}: {winners}({discarder}から)",
    "{payer} pays {receiver} {amount} ({reason})": "{payer} → {receiver} {amount}({reason})",
    # -- win dialog ------------------------------------------------------------------------
    "Record a win": "和了の記録",
    "Won by:": "和了方法:",
    "&Ron": "ロン(&R)",
    "&Tsumo": "ツモ(&T)",
    "Ron": "ロン",
    "Tsumo": "ツモ",
    "Winner(s):": "和了者:",
    "Winner:": "和了者:",
    "{name} won": "{name} の和了",
    "Discarder": "放銃者",
    "&Discarder:": "放銃者(&D):",
    "(choose)": "(選択)",
    "Record": "記録",
    "Tick who won.": "和了した人にチェックを入れてください。",
    "Choose who discarded the winning tile.": "和了牌を捨てた人を選んでください。",
    "{name}'s hand": "{name} の手",
    "Hand value": "打点",
    "Han and fu": "翻・符",
    "Mangan (5 han)": "満貫(5翻)",
    "Haneman (6-7 han)": "跳満(6-7翻)",
    "Baiman (8-10 han)": "倍満(8-10翻)",
    "Sanbaiman (11-12 han)": "三倍満(11-12翻)",
    "Yakuman": "役満",
    "&Value:": "打点(&V):",
    " han": "翻",
    "Han": "翻",
    "&Han:": "翻(&H):",
    "Fu": "符",
    " fu": "符",
    "F&u:": "符(&U):",
    "Fu &calculator": "符計算(&C)",
    "Number of yakuman": "役満の数",
    "&Yakuman:": "役満(&Y):",
    "Double-yakuman patterns": "ダブル役満の形",
    "of which &double patterns:": "うちダブル役満(&D):",
    "Kokushi 13-sided wait, suuankou tanki, junsei chuuren, daisuushii": (
        "国士無双十三面待ち、四暗刻単騎、純正九蓮宝燈、大四喜"
    ),
    "Liable player (pao)": "責任払い(包)",
    "Nobody": "なし",
    "&Pao (liable):": "責任払い(&P):",
    "The player who fed the last dragon or wind triplet of a pao yakuman": (
        "包の役満で最後の三元牌・風牌を鳴かせた人"
    ),
    "Yakuman the liable player answers for": "責任払いの対象になる役満",
    "answers for": "対象",
    "of the yakuman": "役満のうち",
    "Player who fed the kan (rinshan pao)": "槓させた人(嶺上開花の責任払い)",
    "&Rinshan pao:": "嶺上の責任払い(&R):",
    "A rinshan kaihou win after a kan: the player who fed the kan pays it all": (
        "大明槓からの嶺上開花: 槓させた人が全額を支払います"
    ),
    "Error": "エラー",
    # -- preview ---------------------------------------------------------------------------
    "<b>Preview</b> (nothing is applied until OK)": (
        "<b>プレビュー</b>(OK を押すまで反映されません)"
    ),
    "Player": "プレイヤー",
    "Now": "現在",
    "Change": "増減",
    "After": "結果",
    "The game ends.": "対局が終了します。",
    "Next: {round}": "次局: {round}",
    # -- fu calculator ---------------------------------------------------------------------
    "Fu calculator": "符計算",
    "Se&ven pairs (25 fu)": "七対子(25符)(&V)",
    "Plain": "役牌以外",
    "Dragon, seat or round wind": "役牌(三元牌・自風・場風)",
    "Seat and round wind at once": "連風牌",
    "Pa&ir:": "雀頭(&I):",
    "Two-sided (ryanmen)": "両面",
    "Dual pon (shanpon)": "双碰",
    "Middle (kanchan)": "嵌張",
    "Edge (penchan)": "辺張",
    "Pair (tanki)": "単騎",
    "&Wait:": "待ち(&W):",
    "Won &by:": "和了方法(&B):",
    "&Use this fu": "この符を使う(&U)",
    "Total {raw} -> {total} fu": "合計 {raw} → {total}符",
    "Total {total} fu": "合計 {total}符",
    "Sum {raw} fu, rounded up to {total} fu": "合計{raw}符、切り上げて{total}符",
    "Meld {n}:": "面子{n}:",
    "Meld {n} kind": "面子{n}の種類",
    "Run": "順子",
    "Triplet": "刻子",
    "Quad": "槓子",
    "Terminals/honors": "么九牌",
    "Meld {n} of terminals or honors": "面子{n}は么九牌",
    "Meld {n} state": "面子{n}の状態",
    "Concealed": "暗(門前)",
    "Called (open)": "明(鳴き)",
    "Completed by ron": "ロンで完成",
    # -- draw dialog -----------------------------------------------------------------------
    "Record a draw": "流局の記録",
    "&Exhaustive draw (the wall ran out)": "荒牌流局(山がなくなった)(&E)",
    "&Abortive draw": "途中流局(&A)",
    "<i>Tenpai</i>": "<i>聴牌</i>",
    "<i>Nagashi mangan</i>": "<i>流し満貫</i>",
    "&{n} tenpai": "&{n} 聴牌",
    "{name} tenpai": "{name} 聴牌",
    "nagashi": "流し満貫",
    "{name} nagashi mangan": "{name} 流し満貫",
    "Kind of abortive draw": "途中流局の種類",
    "Nine terminals and honors (kyuushu kyuuhai)": "九種九牌",
    "Four winds discarded (suufon renda)": "四風連打",
    "Four riichi (suucha riichi)": "四家立直",
    "Four kans (suukaikan)": "四開槓",
    "Triple ron (sanchahou)": "三家和",
    "&Kind:": "種類(&K):",
    "These rules ({rules}) have no abortive draws.": (
        "このルール({rules})には途中流局がありません。"
    ),
    # -- chombo dialog ---------------------------------------------------------------------
    "Record a chombo": "チョンボの記録",
    "Offender": "チョンボした人",
    "&Offender:": "チョンボした人(&O):",
    "Under {rules}, a chombo costs {n} points on the final result; nothing is paid at the "
    "table and the hand is replayed.": "{rules}では、チョンボは最終結果から{n}点を引きます。"
    "卓上での支払いはなく、同じ局をやり直します。",
    "Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and "
    "2,000 to each other player, the dealer 4,000 to each; the hand is replayed.": (
        "{rules}では、チョンボは満貫払い: 子は親に4,000点、他の子に2,000点ずつ、"
        "親は各自に4,000点ずつ支払い、同じ局をやり直します。"
    ),
    "Choose who committed the chombo.": "チョンボした人を選んでください。",
    "{name}: -{n} points on the final result": "{name}: 最終結果から -{n}点",
    # -- new game, rename ------------------------------------------------------------------
    "New game": "新規対局",
    "Players, in seating order (counter-clockwise)": "プレイヤー(席順、反時計回り)",
    "Name": "名前",
    "Player {n}": "プレイヤー{n}",
    "First East (first dealer)": "起家(最初の親)",
    "First &East:": "起家(&E):",
    "S&huffle seats": "席をシャッフル(&H)",
    "Rules": "ルール",
    "Rules preset": "ルールのプリセット",
    "Rules &preset:": "ルール(&P):",
    "Rese&t to preset": "プリセットに戻す(&T)",
    "Start": "開始",
    "&{n}  {wind}:": "&{n}  {wind}:",
    "(no name yet)": "(名前未入力)",
    "Seat {n}: {name}": "席{n}: {name}",
    "Enter a name.": "名前を入力してください。",
    "Same name as seat {n}.": "席{n}と同じ名前です。",
    "Enter four different names to start.": "開始するには4人の異なる名前を入力してください。",
    "Correct the rules to start.": "開始するにはルールを修正してください。",
    "(modified)": "(変更あり)",
    "{label} (modified)": "{label}(変更あり)",
    "Rename players": "プレイヤー名の変更",
    "Seat 1 (first East)": "席1(起家)",
    "Seat 2": "席2",
    "Seat 3": "席3",
    "Seat 4": "席4",
    "Every player needs a name.": "全員に名前が必要です。",
    # -- results ---------------------------------------------------------------------------
    "Results": "結果",
    "Final results · {0}": "最終結果 · {0}",
    "Place": "順位",
    "Score": "持ち点",
    "Oka": "オカ",
    "Uma": "ウマ",
    "Penalties": "罰符",
    "Result": "成績",
    "Result = (score − return) / 1,000 + oka + uma − penalties, rounded per the rules.": (
        "成績 = (持ち点 − 返し) / 1,000 + オカ + ウマ − 罰符(ルールに従い端数処理)"
    ),
    "New game with the same players": "同じメンバーで新規対局",
    "Undo last action": "最後の操作を元に戻す",
    "Close": "閉じる",
    "1st": "1位",
    "2nd": "2位",
    "3rd": "3位",
    "4th": "4位",
    # -- shortcuts -------------------------------------------------------------------------
    "Keyboard shortcuts": "キーボードショートカット",
    "Menu": "メニュー",
    "Action": "操作",
    "Keys": "キー",
    # -- rules editor ----------------------------------------------------------------------
    "13 han or more without a yakuman": "役満なしの13翻以上",
    "A triple ron is an abortive draw": "三家和は途中流局",
    "A yakuman": "役満",
    "Abortive draws": "途中流局",
    "Aotenjou (no limit at all)": "青天井(上限なし)",
    "Are lost": "没収",
    "Basengo (1,500 points per honba)": "場千五(1本場1,500点)",
    "Broken by seat order": "席順(上家優先)で決める",
    "Chombo": "チョンボ",
    "Chombo adds a honba": "チョンボで本場を積む",
    "Chombo and pao": "チョンボと責任払い",
    "Chombo penalty on the final result (points)": "チョンボの罰符(最終結果、点)",
    "Daisangen": "大三元",
    "Daisuushii": "大四喜",
    "Dealer in first place may stop in the last hand (agari-yame)": (
        "オーラスでトップ目の親は止められる(アガリやめ)"
    ),
    "Different yakuman in one hand add up": "複合役満を認める",
    "Double-yakuman hands (kokushi 13-sided wait, ...)": "ダブル役満(国士無双十三面待ちなど)",
    "Draws": "流局",
    "Each his own, the rest to the nearest winner": "各自の分、残りは上家取り",
    "Every winner": "和了者全員",
    "Every winner is paid": "和了者全員に支払う",
    "Four kans": "四開槓",
    "Four riichi": "四家立直",
    "Four winds": "四風連打",
    "Fu for a pair of seat and round wind": "連風牌の雀頭の符",
    "Game": "対局",
    "Game length": "対局の長さ",
    "Go to first place": "トップ取り",
    "Hanchan (East and South)": "半荘戦(東南戦)",
    "Head bump: only the winner nearest the discarder": "頭ハネ: 放銃者から見て最初の和了者のみ",
    "Honba in a multiple ron go to": "ダブロン時の積み棒",
    "Kiriage mangan (4 han 30 fu and 3 han 60 fu are mangan)": (
        "切り上げ満貫(4翻30符・3翻60符を満貫)"
    ),
    "Multiple ron": "ダブロン・トリロン",
    "Nagashi mangan": "流し満貫",
    "Nine terminals": "九種九牌",
    "Nine terminals (kyuushu) adds a honba": "九種九牌で本場を積む",
    "None (exact)": "なし(そのまま)",
    "Noten payments (total)": "ノーテン罰符(合計)",
    "One yakuman per 13 han": "13翻ごとに役満1つ",
    "Only his yakuman's share": "その役満の分だけ",
    "Other": "その他",
    "Pao (liability) for": "責任払い(包)の対象",
    "Penalty on the final result": "最終結果での罰符",
    "Play into the West round if nobody reached the target": "返し点に誰も届かなければ西入",
    "Return points (target)": "返し点",
    "Reverse mangan at the table": "卓上で満貫払い",
    "Riichi needs at least 1,000 points": "立直には1,000点以上必要",
    "Riichi sticks in a multiple ron go to": "ダブロン時の供託",
    "Riichi sticks left at the end": "終局時に残った供託",
    "Rinshan pao (who fed the kan pays a rinshan win)": "嶺上開花の責任払い(大明槓)",
    "Rounding of final points": "成績の端数処理",
    "Sanbaiman at most": "三倍満止まり",
    "Starting points": "配給原点",
    "Suukantsu": "四槓子",
    "The game ends when a score drops below zero": "持ち点がマイナスになったら終了(飛び)",
    "The whole hand": "手全体",
    "The winner nearest the discarder": "放銃者から見て最初の和了者(上家取り)",
    "Tied places": "同点の順位",
    "To 0.1": "0.1単位",
    "To 1, half away from zero": "1単位(四捨五入)",
    "To 1, half rounds down": "1単位(五捨六入)",
    "Tonpuusen (East only)": "東風戦",
    "Two han minimum from five honba (ryanhan shibari)": "5本場から二翻縛り",
    "Uma and oka shared": "ウマ・オカを分ける",
    "Uma for 1st/2nd/3rd/4th (thousands)": "ウマ(1位/2位/3位/4位、千点単位)",
    "When pao is part of a multiple yakuman, the liable player pays": (
        "複合役満の一部が包のとき、責任者の支払い"
    ),
    "Yakitori (penalty for never winning a hand)": "焼き鳥(一度も和了しなかった罰符)",
    "Yakitori penalty (points)": "焼き鳥の罰符(点)",
    "{label}: place {n}": "{label}: {n}位",
    # -- storage: library, export, chart, statistics ---------------------------------------
    "This game": "この対局",
    "Back up library": "対局記録のバックアップ",
    "CSV files (*.csv);;All files (*)": "CSV ファイル (*.csv);;すべてのファイル (*)",
    "JSON files (*.json);;All files (*)": "JSON ファイル (*.json);;すべてのファイル (*)",
    "Export": "書き出し",
    "Export game as CSV": "対局を CSV で書き出す",
    "Export game as JSON": "対局を JSON で書き出す",
    "Import game": "対局の読み込み",
    "Restore library backup": "対局記録のバックアップを復元",
    "The game on the table is not stored.": "卓上の対局は保存されていません。",
    "{0} games added to the library.": "{0}件の対局を対局記録に追加しました。",
    "{0} were there already.": "{0}件は既にありました。",
    # -- why a file cannot be imported (storage/exchange.py, context "Exchange") -----------
    "a field is missing or malformed ({detail})": (
        "項目が欠けているか、形式が正しくありません({detail})"
    ),
    "a game needs four players": "対局には4人のプレイヤーが必要です",
    "entry {number}: {error}": "記録{number}: {error}",
    "game {number}: {error}": "対局{number}: {error}",
    'not a scoretable game (no "format": "{format}")': (
        'scoretable の対局ではありません("format": "{format}" がありません)'
    ),
    "the game does not replay: {error}": "対局を再現できません: {error}",
    "undo position {index} outside 0..{count}": "元に戻す位置{index}が0〜{count}の範囲外です",
    "written by a newer scoretable (format version {version})": (
        "新しい scoretable で書き出されたファイルです(形式バージョン{version})"
    ),
    "{file} cannot be read as JSON: {detail}": "{file} を JSON として読み込めません: {detail}",
    "{file} is a library backup: use Restore library backup": (
        "{file} は対局記録のバックアップです: 「バックアップから復元」を使ってください"
    ),
    "{file} is not a scoretable library backup": (
        "{file} は scoretable の対局記録のバックアップではありません"
    ),
    "{file}: no list of games": "{file}: 対局の一覧がありません",
    "{0} games written to {1}.": "{0}件の対局を {1} に書き出しました。",
    "&Back up library…": "対局記録のバックアップ(&B)…",
    "&Import game…": "対局の読み込み(&I)…",
    "&Library of games…": "対局記録(&L)…",
    "&Restore library backup…": "バックアップから復元(&R)…",
    "Export game as &JSON…": "対局を JSON で書き出す(&J)…",
    "Export game as C&SV…": "対局を CSV で書き出す(&S)…",
    "Games cannot be saved": "対局を保存できません",
    "Player &statistics…": "プレイヤー成績(&S)…",
    "Score &chart…": "点数推移グラフ(&C)…",
    "Started {0}, last played {1}": "開始 {0}、最終 {1}",
    "The data directory cannot be used ({0}). Games of this session will not be kept.": (
        "データフォルダを使用できません({0})。今回の対局は保存されません。"
    ),
    "The library could not be opened": "対局記録を開けませんでした",
    "in progress": "対局中",
    "scoretable is already running": "scoretable はすでに起動しています",
    "&Delete…": "削除(&D)…",
    "&Open": "開く(&O)",
    "&Resume": "再開(&R)",
    "Delete game": "対局の削除",
    "Delete the game of {0} ({1})? This cannot be undone.": (
        "{0}の対局({1})を削除しますか? 元に戻せません。"
    ),
    "Export &JSON…": "JSON で書き出す(&J)…",
    "Export C&SV…": "CSV で書き出す(&S)…",
    "Library of games": "対局記録",
    "No games yet: every game you play is kept here.": (
        "まだ対局がありません。対局はすべてここに記録されます。"
    ),
    "Re&name…": "名前の変更(&N)…",
    "Rename game": "対局名の変更",
    "This game cannot be opened: {0}": "この対局を開けません: {0}",
    "This game is on the table now.": "この対局は現在卓上にあります。",
    "This game is on the table; start or open another one to delete it.": (
        "この対局は卓上にあります。削除するには別の対局を始めるか開いてください。"
    ),
    "Title of the game:": "対局名:",
    "Hands played": "局数",
    "Score chart": "点数推移グラフ",
    "All rules": "すべてのルール",
    "Average win": "平均打点",
    "Avg. placement": "平均順位",
    "Deal-in rate": "放銃率",
    "Final points": "最終成績",
    "Finished games only. Rates are per hand played; the average win counts the hand, honba "
    "and riichi sticks collected.": (
        "終了した対局のみ。各率は局数あたり。平均打点は本場と供託を含む収入です。"
    ),
    "Games": "対局数",
    "Player statistics": "プレイヤー成績",
    "Riichi rate": "立直率",
    "Rules:": "ルール:",
    "Win rate": "和了率",
    "Reopen the game as it was before its last action": "最後の操作の前の状態で対局を再開する",
    "{wind} {number}\n{honba} honba": "{wind}{number}局\n{honba}本場",
    # -- learning: quiz, fu trainer, reference tables --------------------------------------
    "&Fu trainer…": "符計算の練習(&F)…",
    "&Reference tables…": "点数早見表(&R)…",
    "Payment &quiz…": "点数計算クイズ(&Q)…",
    "&Check": "答え合わせ(&C)",
    "&Fu of this hand:": "この手の符(&F):",
    "&Next hand": "次の手(&N)",
    "&Rules:": "ルール(&R):",
    "Fu trainer": "符計算の練習",
    "Me": "自分",
    "called": "鳴き",
    "closed kan": "暗槓",
    "fu, e.g. 40": "符(例: 40)",
    "✔ Right: {n} fu.": "✔ 正解: {n}符。",
    "✘ Not quite: {n} fu, not {given}.": "✘ 残念: {given}符ではなく{n}符です。",
    "✘ Type a number of fu. This hand has {n} fu.": (
        "✘ 符を数字で入力してください。この手は{n}符です。"
    ),
    "%v s left": "残り%v秒",
    "&Learner:": "学習者(&L):",
    "&Next question": "次の問題(&N)",
    "&Timed ({n} s)": "時間制限({n}秒)(&T)",
    "(you typed {typed})": "(入力: {typed})",
    "Dealer and non-dealer ron": "親と子のロン",
    "Each non-dealer pays": "子の支払い(各自)",
    "Each player pays": "各自の支払い",
    "Explanation": "解説",
    "Honba and riichi sticks": "本場と供託",
    "Le&vel:": "レベル(&V):",
    "Learner": "学習者",
    "Level {n}: {title}": "レベル{n}: {title}",
    "No mistakes due for review: a new question instead.": (
        "復習する間違いはありません。新しい問題を出します。"
    ),
    "Non-dealer ron only": "子のロンのみ",
    "Payment quiz": "点数計算クイズ",
    "Review my &mistakes ({n})": "間違いを復習({n})(&M)",
    "Review of a mistake": "間違いの復習",
    "The dealer pays": "親の支払い",
    "The discarder pays": "放銃者の支払い",
    "The winner gains in all": "和了者の収入(合計)",
    "Tsumo splits": "ツモの支払い分け",
    "Tsumo splits, dealer, honba, kiriage and limits": (
        "ツモの支払い分け、親、本場、切り上げ満貫、満貫以上"
    ),
    "Oka (to first place)": "オカ(トップ取り)",
    "none": "なし",
    "{points} points": "{points}点",
    "Ri&nshan pao:": "嶺上の責任払い(&N):",
    "Type the payment(s) and press Enter: the explanation appears here.": (
        "支払いを入力して Enter を押すと、ここに解説が表示されます。"
    ),
    "level {n}: {ok}/{all} ({pct:.0%})": "レベル{n}: {ok}/{all}({pct:.0%})",
    "points, e.g. 3900": "点(例: 3900)",
    "{label}: {expected}": "{label}: {expected}",
    "{name}'s accuracy: ": "{name}の正答率: ",
    "{name}: no answers yet.": "{name}: まだ回答がありません。",
    "{rules}, level {n}": "{rules}、レベル{n}",
    "&Print…": "印刷(&P)…",
    "Could not save: {error}": "保存できませんでした: {error}",
    "Reference tables": "点数早見表",
    "This game's rules ({label}, adjusted)": "この対局のルール（{label}・変更あり）",
    "Save as P&DF…": "PDF で保存(&D)…",
    "Saved {path}": "{path} に保存しました",
    "Dealer ron": "親のロン",
    "Dealer tsumo": "親のツモ",
    "Dealer wins": "親の和了",
    "Generated by scoretable from its scoring engine.": "scoretable の点数計算エンジンで作成。",
    "In each cell: the ron payment in bold; below it the tsumo payments (non-dealer: what "
    "each non-dealer / the dealer pays). Shaded: capped at mangan. – cannot occur.": (
        "各欄: 太字はロンの支払い、その下はツモの支払い(子の和了: 子の支払い / 親の支払い)。"
        "網掛け: 満貫で頭打ち。–: ありえない組み合わせ。"
    ),
    "Kiriage mangan: no": "切り上げ満貫: なし",
    "Kiriage mangan: yes": "切り上げ満貫: あり",
    "Limit": "満貫以上",
    "Limits": "満貫以上",
    "Non-dealer ron": "子のロン",
    "Non-dealer tsumo": "子のツモ",
    "Non-dealer wins": "子の和了",
    "PDF files (*.pdf)": "PDF ファイル (*.pdf)",
    "Payment table": "点数表",
    "Payment table: {rules}": "点数表: {rules}",
    "Save as PDF": "PDF で保存",
    "honba +{n} each (ron: the discarder; tsumo: {m} from each)": (
        "1本場ごとに +{n}(ロン: 放銃者が支払い、ツモ: 各自{m}点)"
    ),
    "riichi sticks 1,000 each to the winner": "供託は1本1,000点で和了者へ",
    "{n} all": "{n}オール",
    "{n} han": "{n}翻",
    "Type the fu as a number, e.g. 40": "符を数字で入力してください(例: 40)",
    "Abortive draw": "途中流局",
    "End of game": "終局",
    "Exhaustive draw": "荒牌流局",
    "chombo": "チョンボ",
    "four kans": "四開槓",
    "four riichi": "四家立直",
    "four winds": "四風連打",
    "nine terminals": "九種九牌",
    "triple ron": "三家和",
    "hand": "和了点",
    "honba": "本場",
    "leftover": "残りの供託",
    "noten": "不聴罰符",
    "riichi": "立直棒",
    "sticks": "供託",
    " (process {0})": "(プロセス {0})",
    "Another scoretable{0} is already using the database in {1}. Close it first, or start "
    "this one with a different --data-dir.": (
        "別の scoretable{0} が {1} のデータベースを使用中です。先にそちらを閉じるか、"
        "別の --data-dir を指定して起動してください。"
    ),
    "Date": "日付",
    "Players": "プレイヤー",
    "Title": "対局名",
    "The database cannot be read: {0}.": "データベースを読み込めません: {0}。",
    "The database is damaged: {0}": "データベースが破損しています: {0}",
    "The database was written by a newer version of scoretable (schema {0}).": (
        "データベースは新しいバージョンの scoretable で作成されています(スキーマ {0})。"
    ),
    "{0}\n\nThe file was kept, renamed to:\n{1}\n\nscoretable started with a new, empty library.": (
        "{0}\n\nファイルは次の名前で保管しました:\n{1}\n\n"
        "scoretable は新しい空の対局記録で起動しました。"
    ),
    "Missing": "未入力",
    "Not quite.": "残念。",
    "Right!": "正解!",
    "Time is up.": "時間切れです。",
    "Type a number of points": "点数を数字で入力してください",
    # -- presets' labels (core/rules.py, context "Presets") --------------------------------
    "Standard": "標準",
    "EMA 2016": "EMA 2016",
    "EMA 2025": "EMA 2025",
    "WRC 2025": "WRC 2025",
    "M-League": "Mリーグ",
    "Tenhou": "天鳳",
    "Mahjong Soul": "雀魂",
    # -- explanations of a payment (core/explain.py, context "Explain") -------------------
    "1 riichi stick stays on the table": "供託1本は卓上に残ります",
    "Abortive draw: no payments": "途中流局: 支払いなし",
    "End of the game": "終局",
    "Exhaustive draw with nagashi mangan": "荒牌流局(流し満貫あり)",
    "Honba: {parts}": "本場: {parts}",
    "Nagashi mangan, paid as a mangan tsumo: {players}": (
        "流し満貫(満貫ツモと同じ支払い): {players}"
    ),
    "No honba for {winner}: they go to the winner nearest the discarder": (
        "{winner}は積み棒を受け取りません: 放銃者から見て最初の和了者が受け取ります"
    ),
    "Not zero-sum: {why}": "合計がゼロになりません: {why}",
    "Pao: {player} is liable for the yakuman": "責任払い: {player}がこの役満の責任を負います",
    "Riichi declared": "立直宣言",
    "Riichi taken back": "立直取り消し",
    "Ron: {winner} ({role}) wins from {discarder}": "ロン: {winner}({role})が{discarder}から和了",
    "Seat {n}": "席{n}",
    "Tenpai: {players}": "聴牌: {players}",
    "Total: {total} fu": "合計: {total}符",
    "Tsumo: {winner} ({role}) wins": "ツモ: {winner}({role})の和了",
    "Win {n} of {count}. {head}": "和了 {n}/{count}。{head}",
    "mangan": "満貫",
    "haneman": "跳満",
    "baiman": "倍満",
    "sanbaiman": "三倍満",
    "limit": "上限",
    "chombo, reverse mangan": "チョンボ、満貫払い",
    "counted yakuman (kazoe)": "数え役満",
    "dealer": "親",
    "non-dealer": "子",
    "for honba": "本場分",
    "for the hand": "和了点",
    "leftover riichi sticks": "残りの供託",
    "nagashi mangan": "流し満貫",
    "noten payment": "不聴罰符",
    "riichi deposit": "立直の供託",
    "riichi sticks": "供託",
    "the discarder": "放銃者",
    "x2 as the dealer, for a non-dealer tsumo": "×2(親の支払い、子のツモ)",
    "x{n} as a non-dealer, for a non-dealer tsumo": "×{n}(子の支払い、子のツモ)",
    "x{n} as non-dealers, for a non-dealer tsumo": "×{n}(子の支払い、子のツモ)",
    "x{n} for a dealer tsumo": "×{n}(親のツモ)",
    "x{n} for a {who} ron": "×{n}({who}のロン)",
    "x{n} for a {who} ron, half paid by the discarder (pao)": (
        "×{n}({who}のロン、放銃者が半額を負担: 責任払い)"
    ),
    "x{n} for a {who} ron, half paid by the liable player (pao)": (
        "×{n}({who}のロン、責任者が半額を負担: 責任払い)"
    ),
    "x{n}: fed the kan, pays the whole win as a ron (rinshan pao)": (
        "×{n}: 槓させた人がロンとして全額を支払う(嶺上開花の責任払い)"
    ),
    "x{n}: the liable player pays the whole {who} win (pao)": (
        "×{n}: 責任者が{who}の和了を全額支払う(責任払い)"
    ),
    "{fu} fu x 2^(2+{han}) = {raw} basic points": "{fu}符 × 2^(2+{han}) = 基本点{raw}",
    "{fu} fu x 2^(2+{han}) = {raw}, over the {basic} cap: {name}, {basic}": (
        "{fu}符 × 2^(2+{han}) = {raw}、上限{basic}を超えるので{name}: {basic}"
    ),
    "{fu} fu x 2^(2+{han}) = {raw}: kiriage mangan rounds it up to {basic} basic points": (
        "{fu}符 × 2^(2+{han}) = {raw}: 切り上げ満貫で基本点{basic}"
    ),
    "{han} han: counted yakuman (kazoe), {basic} basic points": "{han}翻: 数え役満、基本点{basic}",
    "{han} han: {name}, {basic} basic points": "{han}翻: {name}、基本点{basic}",
    "{han} han: {n} x counted yakuman (kazoe), {basic} basic points": (
        "{han}翻: 数え役満×{n}、基本点{basic}"
    ),
    "{n} honba: {parts}": "{n}本場: {parts}",
    "{n} riichi stick from the table: +{amount}": "供託{n}本: +{amount}",
    "{n} riichi sticks from the table: +{amount}": "供託{n}本: +{amount}",
    "{n} riichi sticks stay on the table": "供託{n}本は卓上に残ります",
    "{n} x yakuman": "役満×{n}",
    "{payers} and {last} each pay {how}: {calc}": "{payers}と{last}の支払い(各自) {how}: {calc}",
    "{payer} pays +{amount}": "{payer}の支払い +{amount}",
    "{payer} pays {amount} to {receiver} ({words})": (
        "{payer}が{receiver}に{amount}を支払い({words})"
    ),
    "{payer} pays {how}: {calc}": "{payer}の支払い {how}: {calc}",
    "{payer} puts {amount} on the table ({words})": "{payer}が{amount}を供託に出す({words})",
    "{player}: {delta}": "{player}: {delta}",
    "{raw} fu rounded up to {total} fu": "{raw}符を切り上げて{total}符",
    "{reason}: {fu} fu": "{reason}: {fu}符",
    "{receiver} takes {amount} from the table ({words})": (
        "{receiver}が供託から{amount}を受け取る({words})"
    ),
    "{unit} counted as {han} han: {fu} fu x 2^(2+{han}) = {raw} basic points": (
        "{unit}を{han}翻として計算: {fu}符 × 2^(2+{han}) = 基本点{raw}"
    ),
    "{unit}: {basic} basic points": "{unit}: 基本点{basic}",
    # settlement notes (core/table.py, context "Explain")
    "leftover riichi sticks are lost": "残った供託は失われます",
    "the game was ended at the table": "卓で対局を終了しました",
    "triple ron: an abortive draw under these rules": "トリロン: このルールでは途中流局",
    "head bump: only the winner nearest the discarder is paid": (
        "頭ハネ: 放銃者から見て最初の和了者だけが支払いを受けます"
    ),
    "nagashi mangan: paid as a mangan tsumo, no honba, no noten payments": (
        "流し満貫: 満貫ツモと同じ支払い、本場なし、不聴罰符なし"
    ),
    "the hand is replayed": "この局はやり直しです",
    "the fourth riichi's deposit goes on the table first": "4人目の立直の供託を先に場に出します",
    "{player}: -{n} points on the final result": "{player}: 最終成績から -{n}ポイント",
    "{winner} is not paid: head bump (only the winner nearest the discarder is)": (
        "{winner}には支払われません: 頭ハネ(放銃者から見て最初の和了者のみ)"
    ),
    # -- refusals (core RuleError templates, context "Refusals") ----------------------------
    "1 han 110 fu cannot occur on tsumo: a closed tsumo already has menzen tsumo": (
        "1翻110符はツモでは成立しません: 門前のツモには門前清自摸和が付きます"
    ),
    "1 han 20 fu cannot occur: 20 fu is pinfu tsumo, already 2 han": (
        "1翻20符は成立しません: 20符は平和ツモで、既に2翻です"
    ),
    "1 han 25 fu cannot occur: seven pairs alone is 2 han": (
        "1翻25符は成立しません: 七対子だけで2翻です"
    ),
    "2 han 25 fu cannot occur on tsumo: seven pairs by tsumo is at least 3 han": (
        "2翻25符はツモでは成立しません: 七対子のツモは3翻以上です"
    ),
    (
        "20 fu cannot occur on ron: a closed ron starts at 30 fu and an open hand with no fu "
        "gets 2 (open pinfu)"
    ): (
        "20符はロンでは成立しません: 門前のロンは30符から、符のない鳴き手には2符が付きます"
        "(喰い平和)"
    ),
    "A win has either a pao player or a rinshan pao player, not both.": (
        "責任払いは包か嶺上開花の包のどちらか一方だけです。"
    ),
    "A win needs at least one winner.": "和了者を1人以上選んでください。",
    "Four riichi needs at least three riichi declared.": "四家立直には3人以上の立直が必要です。",
    "From 5 honba a hand needs 2 han (ryanhan shibari); there are {honba}.": (
        "5本場からは2翻以上が必要です(二翻縛り)。今は{honba}本場です。"
    ),
    "Nagashi mangan is not played under these rules.": "このルールに流し満貫はありません。",
    "Only one player can win by tsumo.": "ツモで和了できるのは1人だけです。",
    "Pao applies only to a yakuman hand.": "包(責任払い)は役満にだけ適用されます。",
    "Pao is not played under these rules.": "このルールに包(責任払い)はありません。",
    "Riichi needs 1,000 points under these rules; {player} has {points}.": (
        "このルールでは立直に1,000点が必要です。{player}は{points}点です。"
    ),
    "Rinshan kaihou is a tsumo win.": "嶺上開花はツモ和了です。",
    "Rinshan pao is not played under these rules.": "このルールに嶺上開花の包はありません。",
    "The game is over: no more hands can be recorded.": (
        "対局は終了しています。これ以上局を記録できません。"
    ),
    "The liable player can answer for 1 to {yakuman} yakuman of this hand.": (
        "包の対象は、この手の役満のうち1〜{yakuman}倍分です。"
    ),
    "The same player is listed twice as a winner.": "同じプレイヤーが和了者に2回入っています。",
    "The winner cannot be liable (pao) for their own hand.": (
        "和了者自身が包(責任払い)になることはできません。"
    ),
    "The winner cannot be the discarder.": "和了者は放銃者になれません。",
    "The winner cannot have fed their own kan.": "和了者自身が槓材を打ち出すことはできません。",
    "The yakuman count is not possible.": "この役満の数はありえません。",
    "Unknown action {action}.": "不明な操作です: {action}",
    "a called run makes the hand open": "鳴いた順子があれば門前ではありません",
    "a closed hand has at most one open meld: the triplet the ron completed": (
        "門前の手の明刻は、ロンで完成した刻子の1つだけです"
    ),
    "a closed hand won by tsumo has no open meld (only a ron opens a triplet)": (
        "門前のツモ和了に明刻はありません(刻子を明刻にするのはロンだけです)"
    ),
    "a shanpon wait completes a triplet: the hand needs a closed triplet": (
        "シャンポン待ちは刻子を完成させます: 暗刻が必要です"
    ),
    "a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet": (
        "シャンポン待ちは刻子を完成させます: ロンで完成した明刻が必要です"
    ),
    "a triple ron is abortive exactly when 'ron3' is among the abortive draws": (
        "三家和を途中流局にするのは、途中流局の種類に'ron3'(三家和)があるときだけです"
    ),
    "a winning hand has 4 melds and a pair, not {count} melds": (
        "和了形は4面子1雀頭です({count}面子ではありません)"
    ),
    "a {han} han hand needs its fu": "{han}翻の手には符が必要です",
    "a {wait} wait completes a run: the hand needs a run that was not called": (
        "{wait}待ちは順子を完成させます: 鳴いていない順子が必要です"
    ),
    "an open hand has at least one called (open) meld": "鳴き手には鳴いた面子が1つ以上あります",
    "seven pairs always waits on a pair (tanki)": "七対子は必ず単騎待ちです",
    "seven pairs has no melds: it is seven pairs": "七対子に面子はありません",
    "seven pairs is always a closed hand": "七対子は必ず門前です",
    "start points must be positive and the return at least the start": (
        "配給原点は正の数、返し点は配給原点以上にしてください"
    ),
    "uma must add up to 0, not {total}": "ウマの合計は0にしてください(今は{total})",
    "uma needs 4 values (1st to 4th), not {count}": (
        "ウマは1位から4位までの4つの値です(今は{count}個)"
    ),
    "under aotenjou every hand needs its fu": "青天井ではすべての手に符が必要です",
    "unknown {name}: {unknown} (known: {known})": "不明な{name}: {unknown}(使えるもの: {known})",
    "unreadable rules: {detail}": "ルールを読み込めません: {detail}",
    "{double} double yakuman cannot be more than the hand's {yakuman} yakuman or negative": (
        "ダブル役満の数({double})は0以上、手の役満の数({yakuman})以下にしてください"
    ),
    "{fu} fu cannot occur: every hand has at least 20 fu": (
        "{fu}符は成立しません: どの手も20符以上です"
    ),
    "{fu} fu cannot occur: fu are rounded up to 10 (only seven pairs has 25)": (
        "{fu}符は成立しません: 符は10符単位に切り上げます(25符は七対子だけ)"
    ),
    "{han} han cannot occur": "{han}翻は成立しません",
    "{han} han cannot occur: a winning hand needs at least 1 han": (
        "{han}翻は成立しません: 和了には1翻以上が必要です"
    ),
    "{kind} is not a kind of abortive draw.": "{kind}は途中流局の種類ではありません。",
    "{kind} is not an abortive draw under these rules.": (
        "このルールでは{kind}は途中流局になりません。"
    ),
    "{name} cannot be negative": "{name}は負の数にできません",
    "{name} must be one of {allowed}, not {value}": (
        "{name}は{allowed}のどれかにしてください({value}は使えません)"
    ),
    "{player} has already declared riichi in this hand.": "{player}はこの局で既に立直しています。",
    "{player} has not declared riichi in this hand.": "{player}はこの局で立直していません。",
    "{value} is not a seat (0 to 3).": "{value}は席の番号ではありません(0〜3)。",
    "{yakuman} yakuman cannot occur": "役満の数{yakuman}は成立しません",
    # terms a refusal names (its {wait} and {kind}), context "Refusals"
    "ryanmen": "両面",
    "kanchan": "嵌張",
    "penchan": "辺張",
    "kyuushu": "九種九牌",
    "kaze4": "四風連打",
    "reach4": "四家立直",
    "kan4": "四開槓",
    "ron3": "三家和",
    # -- quiz questions (core/quiz.py, context "Quiz") -------------------------------------
    "{han} han": "{han}翻",
    "{han} han {fu} fu": "{han}翻{fu}符",
    "{winner}, the dealer, wins by tsumo with {hand}.": "親の{winner}が{hand}をツモ和了。",
    "{winner}, a non-dealer, wins by tsumo with {hand}.": "子の{winner}が{hand}をツモ和了。",
    "{winner}, the dealer, wins by ron from {discarder} with {hand}.": (
        "親の{winner}が{discarder}から{hand}をロン和了。"
    ),
    "{winner}, a non-dealer, wins by ron from {discarder} with {hand}.": (
        "子の{winner}が{discarder}から{hand}をロン和了。"
    ),
    "{dealer} is the dealer.": "親は{dealer}。",
    "no honba": "0本場",
    "On the table: {honba}, {sticks}.": "場には{honba}、{sticks}。",
    "{first} {second}": "{first}{second}",
    # -- fu trainer situations (core/futrainer.py, context "Trainer") ---------------------
    "East wind": "東",
    "South wind": "南",
    "West wind": "西",
    "North wind": "北",
    "White dragon": "白",
    "Green dragon": "發",
    "Red dragon": "中",
    "{n} of characters": "{n}萬",
    "{n} of circles": "{n}筒",
    "{n} of bamboo": "{n}索",
    "tanki": "単騎",
    "shanpon": "シャンポン",
    "Seat wind {seat}, round wind {round}.": "自風{seat}、場風{round}。",
    "{tiles}; win {tile} by tsumo": "{tiles}; {tile}でツモ和了",
    "{tiles}; win {tile} by ron": "{tiles}; {tile}でロン和了",
    "Won by tsumo on {tile} ({wait} wait); closed hand.": "{tile}でツモ和了({wait}待ち)、門前。",
    "Won by tsumo on {tile} ({wait} wait); open hand.": "{tile}でツモ和了({wait}待ち)、副露あり。",
    "Won by ron on {tile} ({wait} wait); closed hand.": "{tile}でロン和了({wait}待ち)、門前。",
    "Won by ron on {tile} ({wait} wait); open hand.": "{tile}でロン和了({wait}待ち)、副露あり。",
    # -- fu items (core/fu.py, context "Fu") -----------------------------------------------
    "20 for winning (open hand)": "副底20符(鳴きあり)",
    "20 for winning (tsumo)": "副底20符(ツモ)",
    "closed quad of simples": "中張牌の暗槓",
    "closed quad of terminals/honors": "么九牌の暗槓",
    "closed ron: 20 for winning + 10 menzen ron": "門前ロン: 副底20符 + 門前加符10符",
    "closed triplet of simples": "中張牌の暗刻",
    "closed triplet of terminals/honors": "么九牌の暗刻",
    "kanchan wait (the middle tile of a run)": "嵌張待ち",
    "open pinfu (an open hand with no other fu)": "喰い平和(符のない鳴き手)",
    "open quad of simples": "中張牌の明槓",
    "open quad of terminals/honors": "么九牌の明槓",
    "open triplet of simples": "中張牌の明刻",
    "open triplet of terminals/honors": "么九牌の明刻",
    "pair of dragons or of the seat or round wind": "役牌の雀頭",
    "pair of the seat wind that is also the round wind (2 for each)": "連風牌の雀頭(それぞれ2符)",
    "pair of the seat wind that is also the round wind (2 in total)": "連風牌の雀頭(合わせて2符)",
    "penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)": "辺張待ち",
    "run (no fu)": "順子(0符)",
    "seven pairs (fixed, not rounded)": "七対子(25符固定、切り上げなし)",
    "tanki wait (completing the pair)": "単騎待ち",
    "tsumo": "ツモ",
}

JA_IN_CONTEXT: dict[tuple[str, str], str] = {}
