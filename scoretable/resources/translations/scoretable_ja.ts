<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AllLast</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>first</source>
        <translation>トップ</translation>
    </message>
    <message>
        <source>second or better</source>
        <translation>2着以上</translation>
    </message>
    <message>
        <source>third or better</source>
        <translation>3着以上</translation>
    </message>
    <message>
        <source>{round} {hand}, {honba} honba, riichi sticks on the table: {sticks}.</source>
        <translation>{round}{hand}局 {honba}本場、供託{sticks}本。</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>持ち点: {scores}。</translation>
    </message>
    <message>
        <source>What is the cheapest tsumo that ends the game with {wind} {place}?</source>
        <translation>{wind}家が{place}で対局を終える最小のツモは?</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>Each non-dealer pays</source>
        <translation>子の支払い(各自)</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>The gap: {rival} has {theirs:,}, {me} {mine:,}: {gap:,} behind.</source>
        <translation>点差: {rival} {theirs:,}、{me} {mine:,}: {gap:,}点差。</translation>
    </message>
    <message>
        <source>A dealer&apos;s tsumo of {each:,} all takes {each:,} from each player: {me} gains {gain:,} and {rival} loses {each:,}, closing the gap by {closed:,}.</source>
        <translation>親のツモ{each:,}オールは各自から{each:,}点: {me}は{gain:,}点増え、{rival}は{each:,}点減り、差は{closed:,}点つまります。</translation>
    </message>
    <message>
        <source>A tsumo of {small:,}/{big:,} takes {small:,} from each non-dealer and {big:,} from the dealer: {me} gains {gain:,} and {rival} loses {loss:,}, closing the gap by {closed:,}.</source>
        <translation>ツモ{small:,}/{big:,}は子から{small:,}点ずつ、親から{big:,}点: {me}は{gain:,}点増え、{rival}は{loss:,}点減り、差は{closed:,}点つまります。</translation>
    </message>
    <message>
        <source>{honba} honba: {each} more from each player, {total:,} in all.</source>
        <translation>{honba}本場: 各自から{each}点ずつ、合計{total:,}点。</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: {sticks}, {points:,} more to the winner.</source>
        <translation>供託: {sticks}本、アガった人に{points:,}点。</translation>
    </message>
    <message>
        <source>After it: {me} {mine:,}, {rival} {theirs:,}.</source>
        <translation>アガリ後: {me} {mine:,}、{rival} {theirs:,}。</translation>
    </message>
    <message>
        <source>A tie: under these rules the tied players share the place.</source>
        <translation>同点: このルールでは同順位を分け合います。</translation>
    </message>
    <message>
        <source>A tie goes to the seat nearer the first dealer: {me} here.</source>
        <translation>同点は起家から見て先の席が上: ここでは{me}。</translation>
    </message>
    <message>
        <source>{me} sits nearer the first dealer: a tie would have been enough.</source>
        <translation>{me}は起家から見て先の席なので、同点で十分です。</translation>
    </message>
    <message>
        <source>{rival} sits nearer the first dealer and wins a tie: {me} must pass.</source>
        <translation>{rival}は起家から見て先の席で同点なら上: {me}は上回る必要があります。</translation>
    </message>
    <message>
        <source>One step less, {shown}, is refused under these rules.</source>
        <translation>一つ下の{shown}は、このルールでは認められません。</translation>
    </message>
    <message>
        <source>One step less, {shown}, would not end the game (the rules&apos; end of game: a dealer&apos;s win goes on, or nobody would reach the target).</source>
        <translation>一つ下の{shown}では対局が終わりません(親のアガリは連荘、または誰も目標点に届かない)。</translation>
    </message>
    <message>
        <source>One step less, {shown}, leaves {me} {mine:,} against {theirs:,}: not enough.</source>
        <translation>一つ下の{shown}では{me} {mine:,}に対して{theirs:,}: 届きません。</translation>
    </message>
</context>
<context>
    <name>AllLastQuizDialog</name>
    <message>
        <source>All-last quiz</source>
        <translation>オーラス必要点クイズ</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <source>A real game: tenhou.net log {log} ({rules} rules)</source>
        <translation>天鳳の対局記録 {log}({rules}ルール)</translation>
    </message>
    <message>
        <source>This quiz is four-player only: its situations are four-player games.</source>
        <translation>このクイズは四人麻雀のみです（出題は四人麻雀の実戦から）。</translation>
    </message>
    <message>
        <source>Right: {answer}.</source>
        <translation>正解: {answer}。</translation>
    </message>
    <message>
        <source>Not quite: the answer is {answer}.</source>
        <translation>残念: 正解は {answer}。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>East player</source>
        <translation>東家</translation>
    </message>
    <message>
        <source>North player</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>This game cannot be saved ({0}); start a new game (Ctrl+N) to retry.</source>
        <translation>この対局は保存できません ({0})。新しい対局 (Ctrl+N) でもう一度やり直してください。</translation>
    </message>
    <message>
        <source>South player</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>West player</source>
        <translation>西家</translation>
    </message>
</context>
<context>
    <name>ChartDialog</name>
    <message>
        <source>This game</source>
        <translation>この対局</translation>
    </message>
</context>
<context>
    <name>ChomboDialog</name>
    <message>
        <source>&amp;Offender:</source>
        <translation>チョンボした人(&amp;O):</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(選択)</translation>
    </message>
    <message>
        <source>Choose who committed the chombo.</source>
        <translation>チョンボした人を選んでください。</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>チョンボした人</translation>
    </message>
    <message>
        <source>Record a chombo</source>
        <translation>チョンボの記録</translation>
    </message>
    <message>
        <source>Under {rules}, a chombo costs {n} points on the final result; nothing is paid at the table and the hand is replayed.</source>
        <translation>{rules}では、チョンボは最終結果から{n}点を引きます。卓上での支払いはなく、同じ局をやり直します。</translation>
    </message>
    <message>
        <source>Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and 2,000 to the other player, the dealer 4,000 to each of the two; the hand is replayed.</source>
        <translation>{rules}では、チョンボは満貫払いです（子は親に4,000点・もう1人の子に2,000点、親は子2人に4,000点ずつ）。局はやり直しになります。</translation>
    </message>
    <message>
        <source>Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and 2,000 to each other player, the dealer 4,000 to each; the hand is replayed.</source>
        <translation>{rules}では、チョンボは満貫払い: 子は親に4,000点、他の子に2,000点ずつ、親は各自に4,000点ずつ支払い、同じ局をやり直します。</translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <source>{command} needs the club&apos;s server: --club URL or SCORETABLE_CLUB_URL</source>
        <translation>{command} にはクラブのサーバーが必要です: --club URL または SCORETABLE_CLUB_URL</translation>
    </message>
    <message>
        <source>the club address {where} is not usable: {detail}</source>
        <translation>クラブのアドレス {where} は使えません: {detail}</translation>
    </message>
    <message>
        <source>the SSL root certificate {file} is missing, so the club server {where} cannot be checked: put the club&apos;s certificate there (or name it with sslrootcert)</source>
        <translation>SSL のルート証明書 {file} がないため、クラブのサーバー {where} を確認できません: クラブの証明書をそこに置いてください(または sslrootcert で指定)</translation>
    </message>
    <message>
        <source>the club server {where} wants a password and none was given: put it in ~/.pgpass (or PGPASSWORD)</source>
        <translation>クラブのサーバー {where} はパスワードを求めていますが、指定されていません: ~/.pgpass(または PGPASSWORD)に書いてください</translation>
    </message>
    <message>
        <source>the club server refused the password for {where}</source>
        <translation>クラブのサーバーが {where} のパスワードを拒否しました</translation>
    </message>
    <message>
        <source>the club server does not let this role in ({where}): ask the organiser for the right to connect ({detail})</source>
        <translation>クラブのサーバーがこのロールの接続を許可していません({where}): 接続の権限を管理者に頼んでください({detail})</translation>
    </message>
    <message>
        <source>the club server has no such database or user: {where}</source>
        <translation>クラブのサーバーにそのデータベースまたはユーザーがありません: {where}</translation>
    </message>
    <message>
        <source>the club server is unreachable ({where}): {detail}</source>
        <translation>クラブのサーバーに接続できません({where}): {detail}</translation>
    </message>
    <message>
        <source>another table has held what this needs on the club server for over {seconds} s (a laptop asleep while sending?): a lock wait; it is tried again later</source>
        <translation>ほかの卓がクラブのサーバー上の必要なデータを {seconds} 秒以上ロックしています(送信中にスリープしたノートPC?): ロック待ちです。あとで再試行します</translation>
    </message>
    <message>
        <source>the club server did not answer within {seconds} s; it is tried again later</source>
        <translation>クラブのサーバーが {seconds} 秒以内に応答しませんでした。あとで再試行します</translation>
    </message>
    <message>
        <source>the club server&apos;s role lacks a right: {detail} (ask the organiser)</source>
        <translation>クラブのサーバーのロールに権限がありません: {detail}(管理者に頼んでください)</translation>
    </message>
    <message>
        <source>the club server stopped answering ({where}): {detail}</source>
        <translation>クラブのサーバーが応答しなくなりました({where}): {detail}</translation>
    </message>
    <message>
        <source>the club server refused it: {detail}</source>
        <translation>クラブのサーバーが受け付けませんでした: {detail}</translation>
    </message>
    <message>
        <source>this table could not read the game to send: {detail}</source>
        <translation>この卓で送信する対局を読めませんでした: {detail}</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is version {version}, newer than this scoretable&apos;s ({ours}): update scoretable; nothing was sent</source>
        <translation>クラブのサーバーのスキーマはバージョン {version} で、この scoretable({ours})より新しいです: scoretable を更新してください。何も送信していません</translation>
    </message>
    <message>
        <source>the club&apos;s tables on {where} are missing or older than this scoretable&apos;s, and role {user} may not create or upgrade them ({detail}): run one sync as the role that owns the club&apos;s database (it needs CREATE on the database)</source>
        <translation>{where} のクラブのテーブルがないか古く、ロール {user} には作成・更新の権限がありません({detail}): クラブのデータベースを所有するロールで一度 sync してください(データベースの CREATE 権限が必要です)</translation>
    </message>
    <message>
        <source>role {user} may not send games to the club server {where}: it lacks {right} on {on} (ask the organiser to grant it); nothing was sent</source>
        <translation>ロール {user} はクラブのサーバー {where} に対局を送信できません: {on} の {right} 権限がありません(管理者に付与を頼んでください)。何も送信していません</translation>
    </message>
    <message>
        <source>role {user} may not read the club server {where}: it lacks {right} on {on} (ask the organiser to grant it)</source>
        <translation>ロール {user} はクラブのサーバー {where} を読めません: {on} の {right} 権限がありません(管理者に付与を頼んでください)</translation>
    </message>
    <message>
        <source>the sync&apos;s time ({seconds} s) was up while the club server was still busy; what was sent stays sent, the rest goes next time</source>
        <translation>クラブのサーバーが処理中のまま同期の制限時間({seconds} 秒)が過ぎました。送信済みの対局はそのままで、残りは次回送ります</translation>
    </message>
    <message>
        <source>no tournament called {name} on the club server</source>
        <translation>クラブサーバーに大会 {name} はありません</translation>
    </message>
    <message>
        <source>tournament {name} has no session {session}</source>
        <translation>大会 {name} に第{session}節はありません</translation>
    </message>
    <message>
        <source>{who} is neither a player of tournament {name} nor a substitute in session {session}</source>
        <translation>{who} は大会 {name} の選手でも、第{session}節の代打ちでもありません</translation>
    </message>
    <message>
        <source>no season called {season} on the club server (known: {known})</source>
        <translation>クラブのサーバーに {season} というシーズンはありません(あるもの: {known})</translation>
    </message>
    <message>
        <source>a season needs a name</source>
        <translation>シーズンには名前が必要です</translation>
    </message>
    <message>
        <source>season {name} would end ({ends}) before it starts ({starts})</source>
        <translation>シーズン {name} の終了日({ends})が開始日({starts})より前です</translation>
    </message>
    <message>
        <source>a player cannot be merged with himself</source>
        <translation>同じプレイヤー同士は統合できません</translation>
    </message>
    <message>
        <source>{alias} cannot be merged into {target}: {target} already counts as {alias}</source>
        <translation>{alias} を {target} に統合できません: {target} はすでに {alias} として数えられています</translation>
    </message>
    <message>
        <source>game {game} [{uid}]: table {table}&apos;s copy differs from the one the club counts, from table {held}; the standings count table {held}&apos;s until someone chooses</source>
        <translation>対局 {game} [{uid}]：卓 {table} の記録は、クラブが集計している卓 {held} の記録と異なります。誰かが選ぶまで順位表は卓 {held} の記録で集計します</translation>
    </message>
    <message>
        <source>game {game} [{uid}]: table {table}&apos;s copy differs from the one the club counts, sent by an older scoretable; the standings count the club&apos;s until someone chooses</source>
        <translation>対局 {game} [{uid}]：卓 {table} の記録は、旧版の scoretable が送ったクラブの記録と異なります。誰かが選ぶまで順位表はクラブの記録で集計します</translation>
    </message>
    <message>
        <source>no game {game} in conflict on the club server (in conflict: {known})</source>
        <translation>クラブのサーバーに食い違っている対局 {game} はありません（食い違い中：{known}）</translation>
    </message>
    <message>
        <source>{game} names several games in conflict: {known}; give more of it</source>
        <translation>{game} に当てはまる食い違い中の対局が複数あります：{known}。もっと長く指定してください</translation>
    </message>
    <message>
        <source>no copy of game {game} from table {table} in conflict (keep server, or one of: {known})</source>
        <translation>対局 {game} について卓 {table} の食い違った記録はありません（server か、次のいずれか：{known}）</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>{0} games sent; {1} already on the server.</source>
        <translation>{0} 局を送信しました。{1} 局はすでにサーバーにあります。</translation>
    </message>
    <message>
        <source>{0} games withdrawn by the club were not sent.</source>
        <translation>クラブが取り下げた {0} 局は送信していません。</translation>
    </message>
    <message>
        <source>Game {0} ({1}) was not sent: {2}</source>
        <translation>対局 {0}（{1}）は送信されませんでした: {2}</translation>
    </message>
    <message>
        <source>{0} games were not sent: the details say which, and why.</source>
        <translation>{0} 局が送信されませんでした。どの対局か、その理由は詳細にあります。</translation>
    </message>
    <message>
        <source>{0} more games were not sent.</source>
        <translation>ほかに {0} 局が送信されませんでした。</translation>
    </message>
    <message>
        <source>{0} games go on further on the server, whose copy was kept.</source>
        <translation>{0} 局はサーバーの記録の方が先まで進んでいるため、サーバーの記録を残しました。</translation>
    </message>
    <message>
        <source>The standings count the club&apos;s copy of each until someone chooses: Games -&gt; Club: copies that differ.</source>
        <translation>誰かが選ぶまで、順位表はそれぞれクラブの記録で集計します：対局記録 → クラブ：食い違う記録。</translation>
    </message>
    <message>
        <source>{0} games were not tried (the sync&apos;s time was up); they go at the next sync.</source>
        <translation>{0} 局は送信していません（同期の制限時間切れ）。次回の同期で送信します。</translation>
    </message>
    <message>
        <source>Send the library to the club</source>
        <translation>ライブラリをクラブに送信</translation>
    </message>
    <message>
        <source>The sync was stopped after {0} of {1} games. Those sent stay on the server; the next sync sends the rest (none twice).</source>
        <translation>{1} 局中 {0} 局を送信したところで同期を中止しました。送信済みの対局はサーバーに残り、次回の同期で残りを送信します（重複はありません）。</translation>
    </message>
    <message>
        <source>Send the &amp;whole library to the club…</source>
        <translation>ライブラリ全体をクラブに送信(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>Top</source>
        <translation>トップ</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>{points} all</source>
        <translation>{points}オール</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>{count}× yakuman</source>
        <translation>{count}倍役満</translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>届かない</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>全員不聴</translation>
    </message>
    <message>
        <source>ron {points}</source>
        <translation>ロン {points}</translation>
    </message>
    <message>
        <source>direct {points}</source>
        <translation>直ロン {points}</translation>
    </message>
    <message>
        <source>tsumo {points}</source>
        <translation>ツモ {points}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>届かない</translation>
    </message>
    <message>
        <source>{place}: {conditions}</source>
        <translation>{place}: {conditions}</translation>
    </message>
    <message>
        <source>A tsumo is written non-dealer/dealer: “1,000/2,000” is 1,000 from each non-dealer and 2,000 from the dealer; a dealer&apos;s tsumo is “2,000 all”.</source>
        <translation>ツモは子/親の順に書きます: 「1,000/2,000」は子が各1,000点、親が2,000点を払います。親のツモは「2,000オール」です。</translation>
    </message>
    <message>
        <source>{dealer} deals: a dealer&apos;s win ends the game only if it leaves the dealer top, so each of {dealer}&apos;s places needs the top, and a ron from the player in that place (“direct”) can cost more than one from another.</source>
        <translation>{dealer}は親: 親のアガリで対局が終わるのはトップになるときだけなので、{dealer}はどの順位にもトップが必要で、その順位の人からの直撃(「直ロン」)が他家からのロンより高くつくことがあります。</translation>
    </message>
    <message>
        <source>{dealer} deals: under these rules a dealer&apos;s win never ends the game (the dealer deals again), so no hand of {dealer}&apos;s ends it in a better place now.</source>
        <translation>{dealer}は親: このルールでは親のアガリで対局は終わらない(連荘)ので、{dealer}のアガリで今順位を上げて終えることはできません。</translation>
    </message>
    <message>
        <source>What this player needs to end the game in a better place</source>
        <translation>順位を上げて終えるための必要点</translation>
    </message>
    <message>
        <source>ron: the cheapest ron from another player; direct: a ron from the player now in that place</source>
        <translation>ロン: 他家からの最も安いロン、直ロン: 今その順位にいる人からのロン</translation>
    </message>
    <message>
        <source>All-last conditions</source>
        <translation>オーラスの必要点</translation>
    </message>
    <message>
        <source>Any hand, as if the game ended now</source>
        <translation>どの局でも(この局で終わるとして)</translation>
    </message>
    <message>
        <source>Each player declares riichi (1,000 to the table)</source>
        <translation>各自が立直する場合(供託1,000点)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron from {player}</source>
        <translation>{player}から出アガリ</translation>
    </message>
    <message>
        <source>Draw: who is tenpai</source>
        <translation>流局: 聴牌者</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しました。</translation>
    </message>
    <message>
        <source>Not the last hand: switch on “any hand” to see the conditions now.</source>
        <translation>オーラスではありません: 「どの局でも」をオンにすると今の必要点を表示します。</translation>
    </message>
    <message>
        <source>Nobody can move up.</source>
        <translation>順位を上げられる人はいません。</translation>
    </message>
    <message>
        <source>The cheapest hand that ends the game with the player in that place or better. The points are the hand&apos;s own; the honba and the riichi sticks it collects are already taken into account.</source>
        <translation>その順位以上で対局を終える最も安いアガリです。点数はアガリそのものの点で、受け取る本場と供託はすでに計算に入っています。</translation>
    </message>
    <message>
        <source>All-last &amp;conditions…</source>
        <translation>オーラスの必要点(&amp;C)…</translation>
    </message>
    <message>
        <source>Conditions in &amp;every hand</source>
        <translation>全局で必要点を表示(&amp;E)</translation>
    </message>
    <message>
        <source>What each player needs</source>
        <translation>各プレイヤーの条件</translation>
    </message>
</context>
<context>
    <name>ConflictsDialog</name>
    <message>
        <source>Club: copies that differ</source>
        <translation>クラブ：食い違う記録</translation>
    </message>
    <message>
        <source>Two tables sent different copies of these games. The standings count the club&apos;s copy until you choose.</source>
        <translation>これらの対局は二つの卓から異なる記録が送られました。選ぶまで順位表はクラブの記録で集計します。</translation>
    </message>
    <message>
        <source>&amp;Keep the club&apos;s copy</source>
        <translation>クラブの記録を残す(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Take this table&apos;s copy</source>
        <translation>この卓の記録を採用(&amp;T)</translation>
    </message>
    <message>
        <source>No copies differ: the club counts one copy of every game.</source>
        <translation>食い違う記録はありません：どの対局もクラブの記録は一つです。</translation>
    </message>
    <message>
        <source>The club now counts table {0}&apos;s copy of {1}.</source>
        <translation>クラブは {1} について卓 {0} の記録で集計します。</translation>
    </message>
    <message>
        <source>The club keeps its copy of {0}.</source>
        <translation>クラブは {0} の記録をそのまま残します。</translation>
    </message>
    <message>
        <source>Club: copies that &amp;differ…</source>
        <translation>クラブ：食い違う記録(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>DialogCommon</name>
    <message>
        <source>Record</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>&amp;Abortive draw</source>
        <translation>途中流局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Exhaustive draw (the wall ran out)</source>
        <translation>荒牌流局(山がなくなった)(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;{n} tenpai</source>
        <translation>&amp;{n} 聴牌</translation>
    </message>
    <message>
        <source>&lt;i&gt;Nagashi mangan&lt;/i&gt;</source>
        <translation>&lt;i&gt;流し満貫&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Tenpai&lt;/i&gt;</source>
        <translation>&lt;i&gt;聴牌&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Four kans (suukaikan)</source>
        <translation>四開槓</translation>
    </message>
    <message>
        <source>Four riichi (suucha riichi)</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four winds discarded (suufon renda)</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>Kind of abortive draw</source>
        <translation>途中流局の種類</translation>
    </message>
    <message>
        <source>Nine terminals and honors (kyuushu kyuuhai)</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>Record a draw</source>
        <translation>流局の記録</translation>
    </message>
    <message>
        <source>These rules ({rules}) have no abortive draws.</source>
        <translation>このルール({rules})には途中流局がありません。</translation>
    </message>
    <message>
        <source>Triple ron (sanchahou)</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>nagashi</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>{name} nagashi mangan</source>
        <translation>{name} 流し満貫</translation>
    </message>
    <message>
        <source>{name} tenpai</source>
        <translation>{name} 聴牌</translation>
    </message>
</context>
<context>
    <name>ErrorLabel</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Could not write or read {0}: {1}</source>
        <translation>{0} を読み書きできませんでした: {1}</translation>
    </message>
    <message>
        <source>Could not write or read a file: {0}</source>
        <translation>ファイルを読み書きできませんでした: {0}</translation>
    </message>
    <message>
        <source>Something went wrong ({0}); nothing more was done. The details are in the log.</source>
        <translation>問題が発生しました（{0}）。これ以上の処理は行っていません。詳細はログにあります。</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>そのようなファイルやフォルダーはありません</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>アクセスが許可されていません</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>その操作は許可されていません</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>ディスクに空きがありません</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>読み取り専用のディスクです</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>フォルダーではありません</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>ファイルがすでにあります</translation>
    </message>
    <message>
        <source>Address already in use</source>
        <translation>そのアドレスはすでに使われています</translation>
    </message>
    <message>
        <source>The library cannot be used now ({0}).</source>
        <translation>対局一覧を今は使えません ({0})。</translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>the rules are for {count} players, not {names}</source>
        <translation>ルールは{count}人打ちですが、プレイヤーが{names}人です</translation>
    </message>
    <message>
        <source>entry {number}: {error}</source>
        <translation>記録{number}: {error}</translation>
    </message>
    <message>
        <source>game {number}: {error}</source>
        <translation>対局{number}: {error}</translation>
    </message>
    <message>
        <source>not a scoretable game (no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>scoretable の対局ではありません(&quot;format&quot;: &quot;{format}&quot; がありません)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>がありません</translation>
    </message>
    <message>
        <source>the game does not replay: {error}</source>
        <translation>対局を再現できません: {error}</translation>
    </message>
    <message>
        <source>is true, but the game is not over after its {count} entries</source>
        <translation>が true ですが、{count} 件の記録の後でも対局は終わっていません</translation>
    </message>
    <message>
        <source>is false, but the game is over after its {count} entries</source>
        <translation>が false ですが、{count} 件の記録の後で対局は終わっています</translation>
    </message>
    <message>
        <source>holds more than {count} games</source>
        <translation>に {count} 局を超える対局があります</translation>
    </message>
    <message>
        <source>written by a newer scoretable (format version {version})</source>
        <translation>新しい scoretable で書き出されたファイルです(形式バージョン{version})</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {error}</source>
        <translation>{field}: {error}</translation>
    </message>
    <message>
        <source>{file} is nested too deeply</source>
        <translation>{file} は入れ子の数が上限を超えています</translation>
    </message>
    <message>
        <source>{file} cannot be read as JSON: {detail}</source>
        <translation>{file} を JSON として読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{file} is not a regular file</source>
        <translation>{file} はファイルとして読めません (FIFO やデバイス)</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} MB</source>
        <translation>{file} は {limit} MB を超えています</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>が {limit} 文字を超えています</translation>
    </message>
    <message>
        <source>holds an unpaired surrogate</source>
        <translation>に対になっていないサロゲート文字があります</translation>
    </message>
    <message>
        <source>should be a name, not {value}</source>
        <translation>は名前である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>が空です</translation>
    </message>
    <message>
        <source>should be an integer from {low} to {high}, not {value}</source>
        <translation>は {low} から {high} までの整数である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should be a number from {low} to {high}, not {value}</source>
        <translation>は {low} から {high} までの数値である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should be true or false, not {value}</source>
        <translation>は true か false である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should be an ISO 8601 date and time, not {value}</source>
        <translation>は ISO 8601 形式の日時である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should be an object, not {value}</source>
        <translation>はオブジェクトである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should be a list, not {value}</source>
        <translation>はリストである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>should hold {count} items, not {length}</source>
        <translation>は {count} 項目である必要があります（{length} 項目ではなく）</translation>
    </message>
    <message>
        <source>should hold {count} names, as rules.players is {count}, not {length}</source>
        <translation>は rules.players が {count} なので {count} 人の名前である必要があります（{length} 人ではなく）</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>holds more than {count} entries</source>
        <translation>に {count} 件を超える記録があります</translation>
    </message>
    <message>
        <source>should name each seat once</source>
        <translation>は各席を一度ずつ挙げる必要があります</translation>
    </message>
    <message>
        <source>{file} is a library backup: use Restore library backup</source>
        <translation>{file} は対局記録のバックアップです: 「バックアップから復元」を使ってください</translation>
    </message>
    <message>
        <source>{file} is not a scoretable library backup</source>
        <translation>{file} は scoretable の対局記録のバックアップではありません</translation>
    </message>
    <message>
        <source>{file}: no list of games</source>
        <translation>{file}: 対局の一覧がありません</translation>
    </message>
    <message>
        <source>is missing (NULL)</source>
        <translation>がありません（NULL）</translation>
    </message>
    <message>
        <source>should be text, not {value}</source>
        <translation>はテキストである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>が UTF-8 テキストではありません</translation>
    </message>
    <message>
        <source>is missing from a finished game</source>
        <translation>が終了した対局にありません</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>missing {key}</source>
        <translation>{key} がありません</translation>
    </message>
    <message>
        <source>{key} should be {type}, not {value}</source>
        <translation>{key} は{type}である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>{key} should be a list of integers, not {value}</source>
        <translation>{key} は整数のリストである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>{key} should have {count} values, not {length}</source>
        <translation>{key} は {count} 個の値である必要があります（{length} 個ではなく）</translation>
    </message>
    <message>
        <source>a win entry should be an object, not {value}</source>
        <translation>和了の記録はオブジェクトである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>an action should be an object, not {value}</source>
        <translation>記録はオブジェクトである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>unknown action type {value}</source>
        <translation>不明な記録の種類 {value}</translation>
    </message>
    <message>
        <source>a table state should be an object, not {value}</source>
        <translation>卓の状態はオブジェクトである必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>{key} is out of range</source>
        <translation>{key} が範囲外です</translation>
    </message>
    <message>
        <source>the file&apos;s rules cannot be used: {error}</source>
        <translation>ファイルのルールを使えません: {error}</translation>
    </message>
    <message>
        <source>the log&apos;s rules cannot be kept: {error}</source>
        <translation>牌譜のルールを再現できません: {error}</translation>
    </message>
    <message>
        <source>start points {points} (from the log)</source>
        <translation>配給原点 {points}（牌譜から）</translation>
    </message>
    <message>
        <source>a custom lobby&apos;s rules (GO type {type}), read as Tenhou&apos;s</source>
        <translation>カスタムロビーのルール（GO type {type}）を天鳳のルールとして読みました</translation>
    </message>
    <message>
        <source>the game starts with unequal scores {scores}: not a whole game</source>
        <translation>開始時の点数が揃っていません {scores}: 対局の全体ではありません</translation>
    </message>
    <message>
        <source>the log ends the game where these rules play on (after {hand})</source>
        <translation>このルールでは続く所で牌譜が対局を終えています（{hand}の後）</translation>
    </message>
    <message>
        <source>final scores: the log has {log}, the engine {engine}</source>
        <translation>最終点数: 牌譜は {log}、エンジンは {engine}</translation>
    </message>
    <message>
        <source>the game ends after {hand}, but the log has no end-of-game line</source>
        <translation>対局は{hand}で終わりますが、牌譜に終局の行がありません</translation>
    </message>
    <message>
        <source>the log stops after {hand} without the end of the game: kept as an unfinished game</source>
        <translation>牌譜は{hand}の後で終局なしに終わっています: 未完の対局として保存しました</translation>
    </message>
    <message>
        <source>{hand}: the engine ended the game before this hand</source>
        <translation>{hand}: エンジンではこの局の前に対局が終わっています</translation>
    </message>
    <message>
        <source>{hand}: the log starts it with dealer {dealer}, {sticks} sticks and scores {scores}; the engine&apos;s table has {table}</source>
        <translation>{hand}: 牌譜では親 {dealer}、供託 {sticks} 本、点数 {scores} で始まりますが、エンジンの卓は {table} です</translation>
    </message>
    <message>
        <source>{hand}: the engine refuses it: {error}</source>
        <translation>{hand}: エンジンが受け付けません: {error}</translation>
    </message>
    <message>
        <source>{hand}: the log pays three winners of one discard; these rules make a triple ron an abortive draw</source>
        <translation>{hand}: 牌譜は一つの打牌で三人の和了に支払っていますが、このルールではトリロンは途中流局です</translation>
    </message>
    <message>
        <source>{hand}: the log books {log}, the engine {engine}</source>
        <translation>{hand}: 牌譜の収支は {log}、エンジンは {engine}</translation>
    </message>
    <message>
        <source>{hand}: the log states a win by seat {seat}</source>
        <translation>{hand}: 牌譜には席{seat}の和了がありますが、エンジンにはありません</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>満貫以上の区分</translation>
    </message>
    <message>
        <source>riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>payment by all</source>
        <translation>オール払い</translation>
    </message>
    <message>
        <source>{hand}: seat {seat}&apos;s win states honba {stated}, the hand has {honba}</source>
        <translation>{hand}: 席{seat}の和了の本場は牌譜で {stated}、この局は {honba}本場です</translation>
    </message>
    <message>
        <source>{hand}: seat {seat}&apos;s win states {what} {stated}, the engine {engine}</source>
        <translation>{hand}: 席{seat}の和了の{what}は牌譜で {stated}、エンジンは {engine}</translation>
    </message>
    <message>
        <source>final points to 0.1 (as the log has them)</source>
        <translation>最終ポイントは 0.1 単位（牌譜のとおり）</translation>
    </message>
    <message>
        <source>no oka and no uma (as the log has them)</source>
        <translation>オカなし・ウマなし（牌譜のとおり）</translation>
    </message>
    <message>
        <source>uma {uma} (from the log&apos;s end)</source>
        <translation>ウマ {uma}（牌譜の終局から）</translation>
    </message>
    <message>
        <source>final points: the log has {log}, the engine {engine}, and neither the rounding nor an uma explains the difference</source>
        <translation>最終ポイント: 牌譜は {log}、エンジンは {engine} で、丸めでもウマでも説明できません</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>第{number}局</translation>
    </message>
    <message>
        <source>hand {number} ({wind} {hand}, {honba} honba)</source>
        <translation>第{number}局（{wind}{hand}局 {honba}本場）</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MiB: not a game log</source>
        <translation>ファイルが {limit} MiB を超えています: 牌譜ではありません</translation>
    </message>
    <message>
        <source>a damaged gzip file ({error})</source>
        <translation>壊れた gzip ファイルです（{error}）</translation>
    </message>
    <message>
        <source>the unpacked file is too large: not a game log</source>
        <translation>展開したファイルが大きすぎます: 牌譜ではありません</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {offset}): neither mjlog XML nor tenhou.net/6 JSON</source>
        <translation>UTF-8 テキストではありません（{offset} バイト目）: mjlog XML でも tenhou.net/6 JSON でもありません</translation>
    </message>
    <message>
        <source>neither mjlog XML nor tenhou.net/6 JSON</source>
        <translation>mjlog XML でも tenhou.net/6 JSON でもありません</translation>
    </message>
    <message>
        <source>before the first hand</source>
        <translation>最初の局の前</translation>
    </message>
    <message>
        <source>{where}: &lt;{tag}&gt; has no {field}</source>
        <translation>{where}: &lt;{tag}&gt; に {field} がありません</translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be {count} whole numbers, not {value}</source>
        <translation>{where}: &lt;{tag} {field}&gt; は {count} 個の整数である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be whole numbers, not {value}</source>
        <translation>{where}: &lt;{tag} {field}&gt; は整数である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be a seat 0-3, not {value}</source>
        <translation>{where}: &lt;{tag} {field}&gt; は席 0〜3 である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>the name of seat {seat} is not UTF-8 (&lt;UN n{seat}&gt;)</source>
        <translation>席{seat}の名前が UTF-8 ではありません（&lt;UN n{seat}&gt;）</translation>
    </message>
    <message>
        <source>hand {number}: &lt;{tag} {attribute}&gt; should be a seat 0-2 in a three-player log, not {seat}</source>
        <translation>第{number}局: 三人打ちの牌譜では &lt;{tag} {attribute}&gt; は席 0〜2 のはずですが、{seat} です</translation>
    </message>
    <message>
        <source>hand {number}: &lt;AGARI ten&gt; states a limit {limit}, not 0-5</source>
        <translation>第{number}局: &lt;AGARI ten&gt; の満貫以上の区分が {limit} です（0〜5 のはずです）</translation>
    </message>
    <message>
        <source>an XML file with a document type: not an mjlog</source>
        <translation>文書型宣言のある XML ファイルです: mjlog ではありません</translation>
    </message>
    <message>
        <source>not mjlog XML ({error})</source>
        <translation>mjlog の XML ではありません（{error}）</translation>
    </message>
    <message>
        <source>not a three-player log (GO type {go_type} has no bit 0x10)</source>
        <translation>三人打ちの牌譜ではありません（GO type {go_type} に 0x10 のビットがありません）</translation>
    </message>
    <message>
        <source>hand {number} (record #{index}) has no result (the log is cut)</source>
        <translation>第{number}局（記録 #{index}）に結果がありません（牌譜が途中で切れています）</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, a device or a folder)</source>
        <translation>通常のファイルではありません（パイプ、デバイス、またはフォルダーです）</translation>
    </message>
    <message>
        <source>not well-formed XML ({error})</source>
        <translation>整形式の XML ではありません（{error}）</translation>
    </message>
    <message>
        <source>an XML file whose root is &lt;{tag}&gt;, not an mjlog &lt;mjloggm&gt;</source>
        <translation>ルート要素が &lt;{tag}&gt; の XML ファイルです: mjlog の &lt;mjloggm&gt; ではありません</translation>
    </message>
    <message>
        <source>more than {limit} hands</source>
        <translation>{limit} 局を超えています</translation>
    </message>
    <message>
        <source>a &lt;{tag}&gt; before the first hand</source>
        <translation>最初の局の前に &lt;{tag}&gt; があります</translation>
    </message>
    <message>
        <source>{where}: a &lt;{tag}&gt; after the hand&apos;s result</source>
        <translation>{where}: 局の結果の後に &lt;{tag}&gt; があります</translation>
    </message>
    <message>
        <source>an mjlog with no finished hand</source>
        <translation>終わった局のない mjlog です</translation>
    </message>
    <message>
        <source>{where}: &lt;{field}&gt; states the scores {stated}; the hand&apos;s start and its riichi give {running}</source>
        <translation>{where}: &lt;{field}&gt; の点数は {stated} ですが、局の開始とリーチからは {running} になります</translation>
    </message>
    <message>
        <source>{where}: a score beyond {limit} points</source>
        <translation>{where}: {limit} 点を超える点数があります</translation>
    </message>
    <message>
        <source>{where}: an unreadable end-of-game line ({value})</source>
        <translation>{where}: 終局の行が読めません（{value}）</translation>
    </message>
    <message>
        <source>{where}: &lt;AGARI yaku&gt; should be pairs of numbers</source>
        <translation>{where}: &lt;AGARI yaku&gt; は数の組である必要があります</translation>
    </message>
    <message>
        <source>{where}: a hand without its result (the log is cut)</source>
        <translation>{where}: 結果のない局があります（牌譜が途切れています）</translation>
    </message>
    <message>
        <source>{where}: the wins of one hand name different discarders</source>
        <translation>{where}: 一つの局の和了で放銃者が異なります</translation>
    </message>
    <message>
        <source>{where}: an unknown kind of draw ({kind})</source>
        <translation>{where}: 不明な流局の種類です（{kind}）</translation>
    </message>
    <message>
        <source>{where}: a round number {value} out of range (0-15)</source>
        <translation>{where}: 局番号 {value} が範囲外です（0〜15）</translation>
    </message>
    <message>
        <source>{where}: honba and sticks should be 0 to 1000</source>
        <translation>{where}: 本場と供託は 0 から 1000 である必要があります</translation>
    </message>
    <message>
        <source>not JSON (nested too deeply)</source>
        <translation>JSON ではありません（入れ子が深すぎます）</translation>
    </message>
    <message>
        <source>not JSON ({error})</source>
        <translation>JSON ではありません（{error}）</translation>
    </message>
    <message>
        <source>a JSON file without a &apos;log&apos; list: not tenhou.net/6 JSON</source>
        <translation>&apos;log&apos; のリストがない JSON ファイルです: tenhou.net/6 JSON ではありません</translation>
    </message>
    <message>
        <source>&apos;name&apos; should be a list of {count} names</source>
        <translation>&apos;name&apos; は {count} 人の名前のリストである必要があります</translation>
    </message>
    <message>
        <source>the name of seat {seat} is not valid text (&apos;name&apos;)</source>
        <translation>席{seat}の名前が正しいテキストではありません（&apos;name&apos;）</translation>
    </message>
    <message>
        <source>a tenhou.net/6 file with no hand</source>
        <translation>局のない tenhou.net/6 ファイルです</translation>
    </message>
    <message>
        <source>{where}: not a tenhou.net/6 hand (17 parts)</source>
        <translation>{where}: tenhou.net/6 の局（17 要素）ではありません</translation>
    </message>
    <message>
        <source>an unreadable end-of-game line (&apos;sc&apos;: {value})</source>
        <translation>終局の行が読めません（&apos;sc&apos;: {value}）</translation>
    </message>
    <message>
        <source>the file&apos;s own results do not match its hands</source>
        <translation>ファイル自身の結果が局と一致しません</translation>
    </message>
    <message>
        <source>{where}: an unreadable result ({error})</source>
        <translation>{where}: 結果が読めません（{error}）</translation>
    </message>
    <message>
        <source>{where}: the result is not a win or a draw</source>
        <translation>{where}: 結果が和了でも流局でもありません</translation>
    </message>
    <message>
        <source>the file&apos;s own riichi do not match its hands</source>
        <translation>ファイル自身の立直の記録が局と合いません</translation>
    </message>
    <message>
        <source>{where}: the round, honba and sticks are not three numbers</source>
        <translation>{where}: 局・本場・供託が三つの数ではありません</translation>
    </message>
    <message>
        <source>{where}: no result</source>
        <translation>{where}: 結果がありません</translation>
    </message>
    <message>
        <source>{where}: an unreadable win</source>
        <translation>{where}: 和了が読めません</translation>
    </message>
    <message>
        <source>{where}: the wins name different discarders</source>
        <translation>{where}: 和了の放銃者が異なります</translation>
    </message>
    <message>
        <source>{where}: an unreadable draw</source>
        <translation>{where}: 流局が読めません</translation>
    </message>
    <message>
        <source>{where}: an unknown result {word}</source>
        <translation>{where}: 不明な結果 {word} です</translation>
    </message>
    <message>
        <source>{where}: the {what} should be four whole numbers, not {value}</source>
        <translation>{where}: {what}は四つの整数である必要があります（{value} ではなく）</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>score changes</source>
        <translation>点数の増減</translation>
    </message>
    <message>
        <source>{where}: a win whose seats are not 0-3</source>
        <translation>{where}: 席が 0〜3 でない和了があります</translation>
    </message>
    <message>
        <source>{where}: an unreadable value of a win ({text})</source>
        <translation>{where}: 和了の点数表記が読めません（{text}）</translation>
    </message>
    <message>
        <source>{where}: a yaku without its han ({text})</source>
        <translation>{where}: 翻数のない役があります（{text}）</translation>
    </message>
    <message>
        <source>{where}: the win&apos;s text states {stated} han, its yaku add up to {han}</source>
        <translation>{where}: 和了の表記は {stated} 翻ですが、役の合計は {han} 翻です</translation>
    </message>
    <message>
        <source>not a file name</source>
        <translation>ファイル名ではありません</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>cannot read it ({reason})</source>
        <translation>読み込めません（{reason}）</translation>
    </message>
    <message>
        <source>the game has {players} players; {names} names were given</source>
        <translation>この対局は{players}人ですが、名前が{names}個指定されました</translation>
    </message>
    <message>
        <source>the library holds this game already (game {game}) under other names: delete it there first</source>
        <translation>この対局は別の名前で既にライブラリにあります（対局 {game}）：先にそちらを削除してください</translation>
    </message>
    <message>
        <source>the library cannot store it: {error}</source>
        <translation>対局記録に保存できません: {error}</translation>
    </message>
    <message>
        <source>completes the unfinished game {game} of a cut log</source>
        <translation>途切れた牌譜の未完の対局 {game} を完成させました</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>{digits} 桁の数</translation>
    </message>
    <message>
        <source>a number out of range ({number})</source>
        <translation>範囲外の数（{number}）</translation>
    </message>
    <message>
        <source>{name} is not a number</source>
        <translation>{name} は数ではありません</translation>
    </message>
    <message>
        <source>{name}: not a Tenhou log (mjlog XML): {error}</source>
        <translation>{name}: 天鳳の牌譜（mjlog XML）ではありません: {error}</translation>
    </message>
    <message>
        <source>{name}: not a Tenhou log (mjlog XML)</source>
        <translation>{name}: 天鳳の牌譜（mjlog XML）ではありません</translation>
    </message>
    <message>
        <source>{name}: a three-player log (worksheets take four players)</source>
        <translation>{name}: 三人麻雀の牌譜です（問題集は四人麻雀のみ）</translation>
    </message>
    <message>
        <source>{name}, hand {number}: a win that cannot be read ({error})</source>
        <translation>{name}、{number} 局目: 読み取れない和了です（{error}）</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>1 riichi stick stays on the table</source>
        <translation>供託1本は卓上に残ります</translation>
    </message>
    <message>
        <source>Abortive draw: no payments</source>
        <translation>途中流局: 支払いなし</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Exhaustive draw with nagashi mangan</source>
        <translation>荒牌流局(流し満貫あり)</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation>{n}倍役満</translation>
    </message>
    <message>
        <source>Honba: {parts}</source>
        <translation>本場: {parts}</translation>
    </message>
    <message>
        <source>Nagashi mangan, paid as a mangan tsumo: {players}</source>
        <translation>流し満貫(満貫ツモと同じ支払い): {players}</translation>
    </message>
    <message>
        <source>No honba for {winner}: they go to the winner nearest the discarder</source>
        <translation>{winner}は積み棒を受け取りません: 放銃者から見て最初の和了者が受け取ります</translation>
    </message>
    <message>
        <source>{player}: −{n} points on the final result</source>
        <translation>{player}: 最終成績から −{n}ポイント</translation>
    </message>
    <message>
        <source>Not zero-sum: {why}</source>
        <translation>合計がゼロになりません: {why}</translation>
    </message>
    <message>
        <source>Pao: {player} is liable for the yakuman</source>
        <translation>責任払い: {player}がこの役満の責任を負います</translation>
    </message>
    <message>
        <source>Riichi declared</source>
        <translation>立直宣言</translation>
    </message>
    <message>
        <source>Riichi taken back</source>
        <translation>立直取り消し</translation>
    </message>
    <message>
        <source>Ron: {winner} ({role}) wins from {discarder}</source>
        <translation>ロン: {winner}({role})が{discarder}から和了</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <source>Tenpai: {players}</source>
        <translation>聴牌: {players}</translation>
    </message>
    <message>
        <source>Total: {total} fu</source>
        <translation>合計: {total}符</translation>
    </message>
    <message>
        <source>Tsumo: {winner} ({role}) wins</source>
        <translation>ツモ: {winner}({role})の和了</translation>
    </message>
    <message>
        <source>Win {n} of {count}. {head}</source>
        <translation>和了 {n}/{count}。{head}</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>chombo, reverse mangan</source>
        <translation>チョンボ、満貫払い</translation>
    </message>
    <message>
        <source>counted yakuman (kazoe)</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>for honba</source>
        <translation>本場分</translation>
    </message>
    <message>
        <source>for the hand</source>
        <translation>和了点</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>head bump: only the winner nearest the discarder is paid</source>
        <translation>頭ハネ: 放銃者から見て最初の和了者だけが支払いを受けます</translation>
    </message>
    <message>
        <source>leftover riichi sticks</source>
        <translation>残りの供託</translation>
    </message>
    <message>
        <source>leftover riichi sticks are lost</source>
        <translation>残った供託は失われます</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>nagashi mangan: paid as a mangan tsumo, no honba, no noten payments</source>
        <translation>流し満貫: 満貫ツモと同じ支払い、本場なし、不聴罰符なし</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>noten payment</source>
        <translation>不聴罰符</translation>
    </message>
    <message>
        <source>riichi deposit</source>
        <translation>立直の供託</translation>
    </message>
    <message>
        <source>riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>the fourth riichi&apos;s deposit goes on the table first</source>
        <translation>4人目の立直の供託を先に場に出します</translation>
    </message>
    <message>
        <source>the game was ended at the table</source>
        <translation>卓で対局を終了しました</translation>
    </message>
    <message>
        <source>three players: the absent North&apos;s share is lost</source>
        <translation>三人打ち: いない北家の分は払われません(ツモ損)</translation>
    </message>
    <message>
        <source>three players: the absent North&apos;s share is split between the payers</source>
        <translation>三人打ち: いない北家の分を二人で半分ずつ払います</translation>
    </message>
    <message>
        <source>the hand is replayed</source>
        <translation>この局はやり直しです</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>triple ron: an abortive draw under these rules</source>
        <translation>トリロン: このルールでは途中流局</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>{han} han: counted yakuman (kazoe), {basic} basic points</source>
        <translation>{han}翻: 数え役満、基本点{basic}</translation>
    </message>
    <message>
        <source>{han} han: {name}, {basic} basic points</source>
        <translation>{han}翻: {name}、基本点{basic}</translation>
    </message>
    <message>
        <source>daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>daisuushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>suukantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>{name} ({name_ja}): yakuman</source>
        <translation>{name_ja} ({name}): 役満</translation>
    </message>
    <message>
        <source>{name} ({name_ja}): {han} han</source>
        <translation>{name_ja} ({name}): {han}翻</translation>
    </message>
    <message>
        <source>Total: {han} han</source>
        <translation>合計: {han}翻</translation>
    </message>
    <message>
        <source>Ron: the discarder pays {total}</source>
        <translation>ロン: 放銃者が{total}点を支払う</translation>
    </message>
    <message>
        <source>Tsumo: each player pays {each}, {total} in all</source>
        <translation>ツモ: 各自{each}点、合計{total}点</translation>
    </message>
    <message>
        <source>Tsumo: the dealer pays {dealer}, each non-dealer {other}, {total} in all</source>
        <translation>ツモ: 親が{dealer}点、子が各{other}点、合計{total}点</translation>
    </message>
    <message>
        <source>{han} han: {n} × counted yakuman (kazoe), {basic} basic points</source>
        <translation>{han}翻: 数え役満×{n}、基本点{basic}</translation>
    </message>
    <message>
        <source>{unit} counted as {han} han: {fu} fu × {power} (2 + {han} han) = {raw} basic points</source>
        <translation>{unit}を{han}翻として計算: {fu}符 × {power}(2 + {han}翻) = 基本点{raw}</translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw}: kiriage mangan rounds it up to {basic} basic points</source>
        <translation>{fu}符 × {power}(2 + {han}翻) = {raw}: 切り上げ満貫で基本点{basic}</translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw}, over the {basic} cap: {name}, {basic}</source>
        <translation>{fu}符 × {power}(2 + {han}翻) = {raw}、上限{basic}を超えるので{name}: {basic}</translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw} basic points</source>
        <translation>{fu}符 × {power}(2 + {han}翻) = 基本点{raw}</translation>
    </message>
    <message>
        <source>×{n} for a {who} ron, half paid by the liable player (pao)</source>
        <translation>×{n}({who}のロン、責任者が半額を負担: 責任払い)</translation>
    </message>
    <message>
        <source>×{n} for a {who} ron, half paid by the discarder (pao)</source>
        <translation>×{n}({who}のロン、放銃者が半額を負担: 責任払い)</translation>
    </message>
    <message>
        <source>×{n}: fed the kan, pays the whole win as a ron (rinshan pao)</source>
        <translation>×{n}: 槓させた人がロンとして全額を支払う(嶺上開花の責任払い)</translation>
    </message>
    <message>
        <source>×{n}: the liable player pays the whole {who} win (pao)</source>
        <translation>×{n}: 責任者が{who}の和了を全額支払う(責任払い)</translation>
    </message>
    <message>
        <source>×{n} for a {who} ron</source>
        <translation>×{n}({who}のロン)</translation>
    </message>
    <message>
        <source>×{n} for a dealer tsumo</source>
        <translation>×{n}(親のツモ)</translation>
    </message>
    <message>
        <source>×2 as the dealer, for a non-dealer tsumo</source>
        <translation>×2(親の支払い、子のツモ)</translation>
    </message>
    <message>
        <source>×{n} as a non-dealer, for a non-dealer tsumo</source>
        <translation>×{n}(子の支払い、子のツモ)</translation>
    </message>
    <message>
        <source>×{n} as non-dealers, for a non-dealer tsumo</source>
        <translation>×{n}(子の支払い、子のツモ)</translation>
    </message>
    <message>
        <source>{han} han + {n} North set aside (nukidora) = {total} han</source>
        <translation>{han}翻 + 抜きドラ{n}枚 = {total}翻</translation>
    </message>
    <message>
        <source>Pao: {player} is liable for {yaku}</source>
        <translation>責任払い: {player}が{yaku}の責任を負います</translation>
    </message>
    <message>
        <source>{n} honba: {parts}</source>
        <translation>{n}本場: {parts}</translation>
    </message>
    <message>
        <source>{n} riichi stick from the table: +{amount}</source>
        <translation>供託{n}本: +{amount}</translation>
    </message>
    <message>
        <source>{n} riichi sticks from the table: +{amount}</source>
        <translation>供託{n}本: +{amount}</translation>
    </message>
    <message>
        <source>{payer}, liable (pao), pays +{amount}</source>
        <translation>{payer}(包の責任者)の支払い +{amount}</translation>
    </message>
    <message>
        <source>{payer}, liable for {yaku}, pays +{amount}</source>
        <translation>{payer}({yaku}の包)の支払い +{amount}</translation>
    </message>
    <message>
        <source>{n} riichi sticks stay on the table</source>
        <translation>供託{n}本は卓上に残ります</translation>
    </message>
    <message>
        <source>{payers} and {last} each pay {how}: {calc}</source>
        <translation>{payers}と{last}の支払い(各自) {how}: {calc}</translation>
    </message>
    <message>
        <source>{payer} pays +{amount}</source>
        <translation>{payer}の支払い +{amount}</translation>
    </message>
    <message>
        <source>{payer} pays {amount} to {receiver} ({words})</source>
        <translation>{payer}が{receiver}に{amount}を支払い({words})</translation>
    </message>
    <message>
        <source>{payer} pays {how}: {calc}</source>
        <translation>{payer}の支払い {how}: {calc}</translation>
    </message>
    <message>
        <source>{payer} puts {amount} on the table ({words})</source>
        <translation>{payer}が{amount}を供託に出す({words})</translation>
    </message>
    <message>
        <source>{player}: {delta}</source>
        <translation>{player}: {delta}</translation>
    </message>
    <message>
        <source>{raw} fu rounded up to {total} fu</source>
        <translation>{raw}符を切り上げて{total}符</translation>
    </message>
    <message>
        <source>{reason}: {fu} fu</source>
        <translation>{reason}: {fu}符</translation>
    </message>
    <message>
        <source>{receiver} takes {amount} from the table ({words})</source>
        <translation>{receiver}が供託から{amount}を受け取る({words})</translation>
    </message>
    <message>
        <source>{unit}: {basic} basic points</source>
        <translation>{unit}: 基本点{basic}</translation>
    </message>
    <message>
        <source>{winner} is not paid: head bump (only the winner nearest the discarder is)</source>
        <translation>{winner}には支払われません: 頭ハネ(放銃者から見て最初の和了者のみ)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Back up library</source>
        <translation>対局記録のバックアップ</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Export game as CSV</source>
        <translation>対局を CSV で書き出す</translation>
    </message>
    <message>
        <source>Export game as JSON</source>
        <translation>対局を JSON で書き出す</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>対局の読み込み</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>{0} games cannot be read and are not in it: export them one by one from the library (Export JSON writes them as stored).</source>
        <translation>{0} 局は読み込めないため含まれていません。対局一覧から一局ずつ書き出してください (JSON で書き出すと保存されたままの形で書き出します)。</translation>
    </message>
    <message>
        <source>The backup was stopped: no file was written ({0}).</source>
        <translation>バックアップを中止しました。ファイルは書き込まれていません（{0}）。</translation>
    </message>
    <message>
        <source>Restore library backup</source>
        <translation>対局記録のバックアップを復元</translation>
    </message>
    <message>
        <source>{0} of the {1} new games were added before it stopped; they are kept. Restoring the same backup again adds the rest (none twice).</source>
        <translation>中止までに新しい対局 {1} 件のうち {0} 件を追加しました。追加した対局は残ります。同じバックアップをもう一度復元すると残りが追加されます（重複はしません）。</translation>
    </message>
    <message>
        <source>It stopped before any game was added: the library is as it was.</source>
        <translation>対局を追加する前に中止しました。ライブラリは元のままです。</translation>
    </message>
    <message>
        <source>The restore was stopped.</source>
        <translation>復元を中止しました。</translation>
    </message>
    <message>
        <source>The game on the table is not stored.</source>
        <translation>卓上の対局は保存されていません。</translation>
    </message>
    <message>
        <source>{0} games added to the library.</source>
        <translation>{0}件の対局を対局記録に追加しました。</translation>
    </message>
    <message>
        <source>{0} games written to {1}.</source>
        <translation>{0}件の対局を {1} に書き出しました。</translation>
    </message>
    <message>
        <source>{0} were there already.</source>
        <translation>{0}件は既にありました。</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>パイプ（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>no file named (an empty name)</source>
        <translation>ファイル名がありません（空の名前）</translation>
    </message>
    <message>
        <source>not a file name: it holds a NUL character</source>
        <translation>ファイル名ではありません：NUL 文字を含みます</translation>
    </message>
    <message>
        <source>{kind}, not a file to read</source>
        <translation>{kind}で、読めるファイルではありません</translation>
    </message>
    <message>
        <source>larger than {limit}: not read</source>
        <translation>{limit} を超えるため読みません</translation>
    </message>
    <message>
        <source>not text: broken UTF-16 after its byte-order mark</source>
        <translation>テキストではありません：バイトオーダーマークの後の UTF-16 が壊れています</translation>
    </message>
    <message>
        <source>not text: a NUL byte at byte {at} (a binary file, or UTF-16 without a byte-order mark)</source>
        <translation>テキストではありません：{at} バイト目に NUL バイトがあります（バイナリファイル、またはバイトオーダーマークのない UTF-16）</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {at})</source>
        <translation>UTF-8 のテキストではありません（{at} バイト目）</translation>
    </message>
    <message>
        <source>not text: it holds a NUL character</source>
        <translation>テキストではありません：NUL 文字を含みます</translation>
    </message>
    <message>
        <source>{kind}, not a file to write: left as it is</source>
        <translation>{kind}で、書き込むファイルではありません：そのままにしました</translation>
    </message>
</context>
<context>
    <name>Fu</name>
    <message>
        <source>20 for winning (open hand)</source>
        <translation>副底20符(鳴きあり)</translation>
    </message>
    <message>
        <source>20 for winning (tsumo)</source>
        <translation>副底20符(ツモ)</translation>
    </message>
    <message>
        <source>closed quad of simples</source>
        <translation>中張牌の暗槓</translation>
    </message>
    <message>
        <source>closed quad of terminals/honors</source>
        <translation>么九牌の暗槓</translation>
    </message>
    <message>
        <source>closed ron: 20 for winning + 10 menzen ron</source>
        <translation>門前ロン: 副底20符 + 門前加符10符</translation>
    </message>
    <message>
        <source>closed triplet of simples</source>
        <translation>中張牌の暗刻</translation>
    </message>
    <message>
        <source>closed triplet of terminals/honors</source>
        <translation>么九牌の暗刻</translation>
    </message>
    <message>
        <source>kanchan wait (the middle tile of a run)</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <source>open pinfu (an open hand with no other fu)</source>
        <translation>喰い平和(符のない鳴き手)</translation>
    </message>
    <message>
        <source>open quad of simples</source>
        <translation>中張牌の明槓</translation>
    </message>
    <message>
        <source>open quad of terminals/honors</source>
        <translation>么九牌の明槓</translation>
    </message>
    <message>
        <source>open triplet of simples</source>
        <translation>中張牌の明刻</translation>
    </message>
    <message>
        <source>open triplet of terminals/honors</source>
        <translation>么九牌の明刻</translation>
    </message>
    <message>
        <source>pair of dragons or of the seat or round wind</source>
        <translation>役牌の雀頭</translation>
    </message>
    <message>
        <source>pair of the seat wind that is also the round wind (2 for each)</source>
        <translation>連風牌の雀頭(それぞれ2符)</translation>
    </message>
    <message>
        <source>pair of the seat wind that is also the round wind (2 in total)</source>
        <translation>連風牌の雀頭(合わせて2符)</translation>
    </message>
    <message>
        <source>penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <source>run (no fu)</source>
        <translation>順子(0符)</translation>
    </message>
    <message>
        <source>seven pairs (fixed, not rounded)</source>
        <translation>七対子(25符固定、切り上げなし)</translation>
    </message>
    <message>
        <source>tanki wait (completing the pair)</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
</context>
<context>
    <name>FuCalculator</name>
    <message>
        <source>&amp;Use this fu</source>
        <translation>この符を使う(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Wait:</source>
        <translation>待ち(&amp;W):</translation>
    </message>
    <message>
        <source>Dragon, seat or round wind</source>
        <translation>役牌(三元牌・自風・場風)</translation>
    </message>
    <message>
        <source>Dual pon (shanpon)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>Edge (penchan)</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>Total {raw} → {total} fu</source>
        <translation>合計 {raw} → {total}符</translation>
    </message>
    <message>
        <source>Fu calculator</source>
        <translation>符計算</translation>
    </message>
    <message>
        <source>Middle (kanchan)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>Pa&amp;ir:</source>
        <translation>雀頭(&amp;I):</translation>
    </message>
    <message>
        <source>Pair (tanki)</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>役牌以外</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Se&amp;ven pairs (25 fu)</source>
        <translation>七対子(25符)(&amp;V)</translation>
    </message>
    <message>
        <source>Seat and round wind at once</source>
        <translation>連風牌</translation>
    </message>
    <message>
        <source>Total {total} fu</source>
        <translation>合計 {total}符</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Two-sided (ryanmen)</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>Won &amp;by:</source>
        <translation>和了方法(&amp;B):</translation>
    </message>
</context>
<context>
    <name>FuSpinBox</name>
    <message>
        <source> fu</source>
        <translation>符</translation>
    </message>
</context>
<context>
    <name>FuTrainerDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Fu of this hand:</source>
        <translation>この手の符(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Fu trainer</source>
        <translation>符計算の練習</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>Sum {raw} fu, rounded up to {total} fu</source>
        <translation>合計{raw}符、切り上げて{total}符</translation>
    </message>
    <message>
        <source>Total {total} fu</source>
        <translation>合計 {total}符</translation>
    </message>
    <message>
        <source>Type the fu as a number, e.g. 40</source>
        <translation>符を数字で入力してください(例: 40)</translation>
    </message>
    <message>
        <source>called</source>
        <translation>鳴き</translation>
    </message>
    <message>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>fu, e.g. 40</source>
        <translation>符(例: 40)</translation>
    </message>
    <message>
        <source>✔ Right: {n} fu.</source>
        <translation>✔ 正解: {n}符。</translation>
    </message>
    <message>
        <source>✘ Not quite: {n} fu, not {given}.</source>
        <translation>✘ 残念: {given}符ではなく{n}符です。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>A player needs a name.</source>
        <translation>プレイヤーには名前が必要です。</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>A timer cannot be negative.</source>
        <translation>タイマーの設定が正しくありません。</translation>
    </message>
    <message>
        <source>Hanchan timer</source>
        <translation>半荘タイマー</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>End of game</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>index {index} outside 0..{count}</source>
        <translation>位置 {index} が 0〜{count} の範囲外です</translation>
    </message>
    <message>
        <source>log entry {number}: {error}</source>
        <translation>記録{number}: {error}</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Rename {0}</source>
        <translation>{0} の名前を変更</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Take back riichi</source>
        <translation>立直を取り消す</translation>
    </message>
    <message>
        <source>There is no seat {0}.</source>
        <translation>席{0}はありません。</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
</context>
<context>
    <name>HanchanTimer</name>
    <message>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Time up: 2 hands left</source>
        <translation>時間切れ：残り2局</translation>
    </message>
    <message>
        <source>Time is up: finish this hand and play one more</source>
        <translation>時間切れ：この局を終えて、もう1局で終了</translation>
    </message>
    <message>
        <source>Time up: last hand</source>
        <translation>時間切れ：最終局</translation>
    </message>
    <message>
        <source>Time is up: this hand is the last</source>
        <translation>時間切れ：この局で終了</translation>
    </message>
</context>
<context>
    <name>HandCalculatorDialog</name>
    <message>
        <source>Hand calculator</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>&lt;b&gt;From the yaku to the payment&lt;/b&gt;</source>
        <translation>&lt;b&gt;役から支払いまで&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Use this hand</source>
        <translation>この手で記録(&amp;U)</translation>
    </message>
</context>
<context>
    <name>HandPicture</name>
    <message>
        <source>Dora:</source>
        <translation>ドラ:</translation>
    </message>
    <message>
        <source>Ura:</source>
        <translation>裏ドラ:</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>(no tiles yet)</source>
        <translation>(牌がまだありません)</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Abortive draw ({0})</source>
        <translation>途中流局({0})</translation>
    </message>
    <message>
        <source>Chombo: {0}</source>
        <translation>チョンボ: {0}</translation>
    </message>
    <message>
        <source>Double ron</source>
        <translation>ダブロン</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>Leftover riichi sticks</source>
        <translation>残りの供託</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>トリプルロン</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>{0}× yakuman</source>
        <translation>{0}倍役満</translation>
    </message>
    <message>
        <source>+ {0} North</source>
        <translation>+ 抜きドラ{0}</translation>
    </message>
    <message>
        <source>Tsumo: {0}</source>
        <translation>ツモ: {0}</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>全員不聴</translation>
    </message>
    <message>
        <source>{player}: {hand} − {deposit} riichi = {change}</source>
        <translation>{player}: {hand} − 立直供託{deposit} = {change}</translation>
    </message>
    <message>
        <source>four kans</source>
        <translation>四開槓</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>nagashi mangan: {0}</source>
        <translation>流し満貫: {0}</translation>
    </message>
    <message>
        <source>nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>pao: {0}</source>
        <translation>責任払い: {0}</translation>
    </message>
    <message>
        <source>tenpai: {0}</source>
        <translation>聴牌: {0}</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>{0} han</source>
        <translation>{0}翻</translation>
    </message>
    <message>
        <source>{0} han {1} fu</source>
        <translation>{0}翻{1}符</translation>
    </message>
    <message>
        <source>{kind}: {winners} from {discarder}</source>
        <translation>{kind}: {winners}({discarder}から)</translation>
    </message>
    <message>
        <source>{wind} {number}
{honba} honba</source>
        <translation>{wind}{number}局
{honba}本場</translation>
    </message>
    <message>
        <source>{wind} {number}, {honba} honba</source>
        <translation>{wind}{number}局 {honba}本場</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Select a hand to see how it was paid.</source>
        <translation>局を選ぶと支払いの内訳を表示します。</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>これまでの局</translation>
    </message>
    <message>
        <source>How the selected hand was paid</source>
        <translation>選んだ局の支払いの内訳</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>システムの設定に従う(&amp;S)</translation>
    </message>
    <message>
        <source>The interface will be in {language} the next time scoretable starts.</source>
        <translation>次に scoretable を起動したときから{language}で表示します。</translation>
    </message>
    <message>
        <source>The language could not be saved: {0}</source>
        <translation>言語の設定を保存できませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>League</source>
        <translation>リーグ</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>四人麻雀</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Win / deal-in</source>
        <translation>和了率 / 放銃率</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>CSVに書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>PDFに書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>シーズン:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Games of:</source>
        <translation>人数:</translation>
    </message>
    <message>
        <source>One player a line (a multiple of four)</source>
        <translation>1行に1人(4の倍数の人数)</translation>
    </message>
    <message>
        <source>Avoid opponents already met tonight</source>
        <translation>今夜すでに対戦した相手を避ける</translation>
    </message>
    <message>
        <source>&amp;Seat the players</source>
        <translation>席を決める(&amp;S)</translation>
    </message>
    <message>
        <source>Seating as &amp;PDF (to print)…</source>
        <translation>席決めをPDFに(印刷用)(&amp;P)…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>席決め</translation>
    </message>
    <message>
        <source>The club&apos;s server: {0}</source>
        <translation>クラブのサーバー: {0}</translation>
    </message>
    <message>
        <source>The club&apos;s server cannot be read ({0}); showing this library.</source>
        <translation>クラブのサーバーを読めません({0})。この対局記録を表示します。</translation>
    </message>
    <message>
        <source>This library (no club server is set).</source>
        <translation>この対局記録(クラブのサーバーは未設定)。</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>順位表の書き出し</translation>
    </message>
    <message>
        <source>Standings, {0}</source>
        <translation>順位表 {0}</translation>
    </message>
    <message>
        <source>The PDF was not written: {0}</source>
        <translation>PDF は書き出されませんでした: {0}</translation>
    </message>
    <message>
        <source>Table {0}: {1}</source>
        <translation>卓{0}: {1}</translation>
    </message>
    <message>
        <source>Seating, {0}</source>
        <translation>席決め {0}</translation>
    </message>
    <message>
        <source>Lea&amp;gue: standings and seating…</source>
        <translation>リーグ: 順位表と席決め(&amp;G)…</translation>
    </message>
    <message>
        <source>Club &amp;server…</source>
        <translation>クラブのサーバー(&amp;S)…</translation>
    </message>
    <message>
        <source>Club server</source>
        <translation>クラブのサーバー</translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server, e.g. postgresql://table3@club.local/league
(empty: no club). The password is read from ~/.pgpass, never kept here.
It is used from the next start.</source>
        <translation>クラブの PostgreSQL サーバー(例: postgresql://table3@club.local/league)
(空欄: クラブなし)。パスワードは ~/.pgpass から読み、ここには保存しません。
次回の起動から使います。</translation>
    </message>
    <message>
        <source>Club: sent</source>
        <translation>クラブ: 送信済み</translation>
    </message>
    <message>
        <source>Club: waiting</source>
        <translation>クラブ: 待機中</translation>
    </message>
    <message>
        <source>Club: not sent (will retry)</source>
        <translation>クラブ: 未送信(再試行します)</translation>
    </message>
    <message>
        <source>Club: copies differ (Games menu)</source>
        <translation>クラブ：記録が食い違い（対局記録メニュー）</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>&amp;All-last quiz…</source>
        <translation>オーラス必要点クイズ(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Fu trainer…</source>
        <translation>符計算の練習(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Reference tables…</source>
        <translation>点数早見表(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Hand calculator…</source>
        <translation>点数計算(&amp;H)…</translation>
    </message>
    <message>
        <source>Paying with &amp;sticks…</source>
        <translation>点棒の払い方(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Learners at the table…</source>
        <translation>卓での学習記録(&amp;L)…</translation>
    </message>
    <message>
        <source>Payment &amp;quiz…</source>
        <translation>点数計算クイズ(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;What is it worth?…</source>
        <translation>この手は何点?(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Worksheet…</source>
        <translation>練習問題プリント(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source> (process {0})</source>
        <translation>(プロセス {0})</translation>
    </message>
    <message>
        <source>&amp;Back up library…</source>
        <translation>対局記録のバックアップ(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>対局の読み込み(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Library of games…</source>
        <translation>対局記録(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Restore library backup…</source>
        <translation>バックアップから復元(&amp;R)…</translation>
    </message>
    <message>
        <source>Another scoretable{0} is already using the database in {1}. Close it first, or start this one with a different --data-dir.</source>
        <translation>別の scoretable{0} が {1} のデータベースを使用中です。先にそちらを閉じるか、別の --data-dir を指定して起動してください。</translation>
    </message>
    <message>
        <source>The last game cannot be resumed ({0}); it is kept in the library.</source>
        <translation>前回の対局は再開できません ({0})。対局一覧に残してあります。</translation>
    </message>
    <message>
        <source>cannot be opened: {0}</source>
        <translation>開けません: {0}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Export game as &amp;JSON…</source>
        <translation>対局を JSON で書き出す(&amp;J)…</translation>
    </message>
    <message>
        <source>Export game as C&amp;SV…</source>
        <translation>対局を CSV で書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Player &amp;statistics…</source>
        <translation>プレイヤー成績(&amp;S)…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>点数推移グラフ(&amp;C)…</translation>
    </message>
    <message>
        <source>Started {0}, last played {1}</source>
        <translation>開始 {0}、最終 {1}</translation>
    </message>
    <message>
        <source>The database cannot be read: {0}.</source>
        <translation>データベースを読み込めません: {0}。</translation>
    </message>
    <message>
        <source>The database is damaged: {0}</source>
        <translation>データベースが破損しています: {0}</translation>
    </message>
    <message>
        <source>The database was written by a newer version of scoretable (schema {0}).</source>
        <translation>データベースは新しいバージョンの scoretable で作成されています(スキーマ {0})。</translation>
    </message>
    <message>
        <source>The library could not be opened</source>
        <translation>対局記録を開けませんでした</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>対局名</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>scoretable is already running</source>
        <translation>scoretable はすでに起動しています</translation>
    </message>
    <message>
        <source>The library cannot be opened now</source>
        <translation>対局一覧を今は開けません</translation>
    </message>
    <message>
        <source>The library was put right</source>
        <translation>対局記録を修復しました</translation>
    </message>
    <message>
        <source>The disk is full ({0}).</source>
        <translation>ドライブに空きがありません ({0})。</translation>
    </message>
    <message>
        <source>Another program is using the database ({0}).</source>
        <translation>別のプログラムがデータベースを使用中です ({0})。</translation>
    </message>
    <message>
        <source>The database cannot be written ({0}).</source>
        <translation>データベースに書き込めません ({0})。</translation>
    </message>
    <message>
        <source>{0}

The library was not changed. Retry when this is fixed, Ignore to play without saving, or Close to quit.</source>
        <translation>{0}

対局一覧は変更していません。直してから「Retry」、保存しないで対局するなら「Ignore」、終了するなら「Close」を押してください。</translation>
    </message>
    <message>
        <source>The database file is empty (0 bytes).</source>
        <translation>データベースのファイルが空です (0 バイト)。</translation>
    </message>
    <message>
        <source>{0}

The file was kept, renamed to:
{1}

scoretable started with a new, empty library.</source>
        <translation>{0}

ファイルは次の名前で保管しました:
{1}

scoretable は新しい空の対局記録で起動しました。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file. Move it away and retry.</source>
        <translation>{path} はフォルダーで、データベースファイルではありません。別の場所へ移してから再試行してください。</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist. Restore what it points to, or remove the link, and retry.</source>
        <translation>{path} は {target} へのリンクですが、リンク先がありません。リンク先を元に戻すか、リンクを削除してから再試行してください。</translation>
    </message>
    <message>
        <source>{path} is another application&apos;s database (tables: {tables}); scoretable leaves it alone. Choose another --data-dir.</source>
        <translation>{path} は別のアプリケーションのデータベースです(テーブル: {tables})。scoretable はこのファイルに手を付けません。別の --data-dir を選んでください。</translation>
    </message>
    <message>
        <source>{path} was found without its database and cannot be moved aside: {reason}. Move it away and retry.</source>
        <translation>{path} がデータベース本体なしで見つかりましたが、別の場所へ移せません: {reason}。別の場所へ移してから再試行してください。</translation>
    </message>
    <message>
        <source>{files} was found without its database ({database}): it was kept, renamed to:
{moved}

scoretable started with a new, empty library.</source>
        <translation>{files} がデータベース（{database}）なしで見つかりました。ファイルは次の名前に変えて残しました:
{moved}

scoretable は新しい空の対局記録で起動しました。</translation>
    </message>
    <message>
        <source>The database says it is schema {version}, but its tables are not those of schema {version} or of any later one this scoretable knows (a downgrade gone wrong, or a file changed by another program?). The file was not changed.</source>
        <translation>データベースはスキーマ {version} だとしていますが、そのテーブルはスキーマ {version} のものでも、この scoretable が知るそれ以降のスキーマのものでもありません(ダウングレードの失敗か、他のプログラムによる変更でしょうか)。ファイルは変更していません。</translation>
    </message>
    <message>
        <source>The database&apos;s schema number was {number}, but its tables are exactly those of schema {schema} (a downgrade gone wrong?): the number was put right. No game was changed.</source>
        <translation>データベースのスキーマ番号は {number} でしたが、テーブルはスキーマ {schema} のものと同じでした（ダウングレードの失敗？）。番号を正しました。対局は変更していません。</translation>
    </message>
    <message>
        <source>The data directory {folder} cannot be used: {reason}.</source>
        <translation>データフォルダー {folder} を使えません: {reason}。</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>This game cannot be opened: {0}. Export JSON writes it as stored.</source>
        <translation>この対局は開けません: {0}。JSON で書き出すと保存されたままの形で書き出します。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>保存できませんでした: {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>対局の削除</translation>
    </message>
    <message>
        <source>Delete the game of {0} ({1})? This cannot be undone.</source>
        <translation>{0}の対局({1})を削除しますか? 元に戻せません。</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>対局 {0}</translation>
    </message>
    <message>
        <source>Not deleted: {0}</source>
        <translation>削除できませんでした: {0}</translation>
    </message>
    <message>
        <source>Withdraw it from the club&apos;s league too? The club&apos;s server then forgets it and no table sends it again.</source>
        <translation>クラブのリーグからも取り下げますか? クラブのサーバーから削除され、どの卓からも再送されなくなります。</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSON で書き出す(&amp;J)…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>CSV で書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Library of games</source>
        <translation>対局記録</translation>
    </message>
    <message>
        <source>No games yet: every game you play is kept here.</source>
        <translation>まだ対局がありません。対局はすべてここに記録されます。</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>名前の変更(&amp;N)…</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>対局名の変更</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>点数推移グラフ(&amp;C)…</translation>
    </message>
    <message>
        <source>This game cannot be opened: {0}</source>
        <translation>この対局を開けません: {0}</translation>
    </message>
    <message>
        <source>This game is on the table now.</source>
        <translation>この対局は現在卓上にあります。</translation>
    </message>
    <message>
        <source>This game is on the table; start or open another one to delete it.</source>
        <translation>この対局は卓上にあります。削除するには別の対局を始めるか開いてください。</translation>
    </message>
    <message>
        <source>Title of the game:</source>
        <translation>対局名:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
</context>
<context>
    <name>LogFiles</name>
    <message>
        <source>Refused: {0}: {1}</source>
        <translation>取り込めません: {0}: {1}</translation>
    </message>
    <message>
        <source>Already in the library: {0}</source>
        <translation>すでに対局記録にあります: {0}</translation>
    </message>
    <message>
        <source>Imported: {0}{1}</source>
        <translation>取り込みました: {0}{1}</translation>
    </message>
    <message>
        <source>Import Tenhou logs</source>
        <translation>天鳳の牌譜を取り込む</translation>
    </message>
    <message>
        <source>Tenhou logs (*.mjlog *.xml *.json *.gz);;All files (*)</source>
        <translation>天鳳の牌譜 (*.mjlog *.xml *.json *.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Stopped before {0} of the {1} files. Those listed below were dealt with and are kept.</source>
        <translation>{1} 個のファイルのうち {0} 個を残して中止しました。以下のファイルは処理済みで、結果は残ります。</translation>
    </message>
    <message>
        <source>Stopped by an error ({0}) before {1} of the {2} files. Those listed below were dealt with and are kept.</source>
        <translation>エラー（{0}）のため、{2} 個のファイルのうち {1} 個を残して中止しました。以下のファイルは処理済みで、結果は残ります。</translation>
    </message>
    <message>
        <source>Export as tenhou.net/6</source>
        <translation>tenhou.net/6 形式で書き出す</translation>
    </message>
    <message>
        <source>Saved {0}.

A score table records results, not tiles: the file has each hand&apos;s scores and payments but no discards, so discard-review tools (Mortal, NAGA) cannot work from it.</source>
        <translation>{0} を保存しました。

点数表が記録するのは結果で、牌ではありません。このファイルには各局の点数と支払いはありますが捨て牌はないため、牌譜検討ツール(Mortal、NAGA)では使えません。</translation>
    </message>
    <message>
        <source>Import &amp;Tenhou logs…</source>
        <translation>天鳳の牌譜を取り込む(&amp;T)…</translation>
    </message>
    <message>
        <source>Export game as tenhou.net/&amp;6…</source>
        <translation>対局を tenhou.net/6 形式で書き出す(&amp;6)…</translation>
    </message>
    <message>
        <source>The library cannot take more games: the disk is full ({0}).</source>
        <translation>ライブラリにこれ以上対局を保存できません：ディスクがいっぱいです（{0}）。</translation>
    </message>
    <message>
        <source>The library cannot take more games: another program is using the database ({0}).</source>
        <translation>ライブラリにこれ以上対局を保存できません：別のプログラムがデータベースを使用中です（{0}）。</translation>
    </message>
    <message>
        <source>The library cannot take more games: the database cannot be written ({0}).</source>
        <translation>ライブラリにこれ以上対局を保存できません：データベースに書き込めません（{0}）。</translation>
    </message>
    <message>
        <source>The library cannot take more games ({0}).</source>
        <translation>ライブラリにこれ以上対局を保存できません（{0}）。</translation>
    </message>
    <message>
        <source>Stopped before {0} of the {1} files. Those listed below were dealt with and are kept; import the others again once this is put right.</source>
        <translation>{1} 件のファイルのうち {0} 件の前で中止しました。以下のファイルは処理済みで、保存されています。問題を解決してから残りを再度取り込んでください。</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>{0} is still running. Try again once it has finished.</source>
        <translation>「{0}」を実行中です。終わってからもう一度お試しください。</translation>
    </message>
    <message>
        <source>{0} is still running. Stop it and close? What it has finished is kept where it can be (see its message).</source>
        <translation>「{0}」を実行中です。中止して閉じますか？ 済んだ分は可能な限り残ります（表示されるメッセージをご覧ください）。</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>ファイルを読み込んでいます</translation>
    </message>
    <message>
        <source>Checking each game</source>
        <translation>各対局を確認しています</translation>
    </message>
    <message>
        <source>Adding the games to the library</source>
        <translation>対局をライブラリに追加しています</translation>
    </message>
    <message>
        <source>Writing the games</source>
        <translation>対局を書き出しています</translation>
    </message>
    <message>
        <source>Importing the logs</source>
        <translation>牌譜を取り込んでいます</translation>
    </message>
    <message>
        <source>Recomputing each game&apos;s summary</source>
        <translation>各対局の集計を計算し直しています</translation>
    </message>
    <message>
        <source>Sending the games to the club&apos;s server</source>
        <translation>対局をクラブのサーバーに送信しています</translation>
    </message>
    <message>
        <source>Drawing the questions</source>
        <translation>問題を描いています</translation>
    </message>
    <message>
        <source>Writing the answer key</source>
        <translation>解答を書いています</translation>
    </message>
    <message>
        <source>Drawing the pages</source>
        <translation>ページを描いています</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>開始しています</translation>
    </message>
    <message>
        <source>{0} of {1} pages</source>
        <translation>{1} ページ中 {0} ページ</translation>
    </message>
    <message>
        <source>{0}% of the file</source>
        <translation>ファイルの {0}%</translation>
    </message>
    <message>
        <source>{0} of {1} questions</source>
        <translation>{1} 問中 {0} 問</translation>
    </message>
    <message>
        <source>{0} of {1} answers</source>
        <translation>{1} 問中 {0} 問の解答</translation>
    </message>
    <message>
        <source>{0} of {1} files</source>
        <translation>{1} 個中 {0} 個のファイル</translation>
    </message>
    <message>
        <source>{0} of {1} games</source>
        <translation>{1} 局中 {0} 局</translation>
    </message>
    <message>
        <source>About {0} s left</source>
        <translation>残り約 {0} 秒</translation>
    </message>
    <message>
        <source>About {0} min left</source>
        <translation>残り約 {0} 分</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>中止しています…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About scoretable</source>
        <translation>scoretable について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chombo…</source>
        <translation>チョンボ(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Draw…</source>
        <translation>流局(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;End game now</source>
        <translation>ここで対局終了(&amp;E)</translation>
    </message>
    <message>
        <source>Win  [W]</source>
        <translation>和了  [W]</translation>
    </message>
    <message>
        <source>Draw  [D]</source>
        <translation>流局  [D]</translation>
    </message>
    <message>
        <source>Chombo  [C]</source>
        <translation>チョンボ  [C]</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>The new game could not be saved: {0}</source>
        <translation>新しい対局を保存できませんでした: {0}</translation>
    </message>
    <message>
        <source>Hanchan &amp;timer…</source>
        <translation>半荘タイマー(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Share with phones…</source>
        <translation>スマホで共有(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Table mode (each player faces their score)</source>
        <translation>卓モード(各自の点数を自分の方へ)(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Second screen (for a TV or projector)</source>
        <translation>二つ目の画面(テレビ・プロジェクター用)(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>局(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学習(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>やり直す(&amp;R): {0}</translation>
    </message>
    <message>
        <source>&amp;Rotate view</source>
        <translation>表示を回転(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>元に戻す(&amp;U): {0}</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Win (ron or tsumo)…</source>
        <translation>和了(ロン・ツモ)(&amp;W)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;scoretable {0}&lt;/b&gt;&lt;br&gt;A score table for Riichi mahjong: exact payments, every common ruleset, undo for everything.</source>
        <translation>&lt;b&gt;scoretable {0}&lt;/b&gt;&lt;br&gt;リーチ麻雀の点数表: 正確な支払い、主なルールすべて、すべての操作を元に戻せます。</translation>
    </message>
    <message>
        <source>About scoretable</source>
        <translation>scoretable について</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>対局記録(&amp;A)</translation>
    </message>
    <message>
        <source>Hand &amp;history</source>
        <translation>局の履歴(&amp;H)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>局の履歴</translation>
    </message>
    <message>
        <source>Re&amp;name players…</source>
        <translation>プレイヤー名の変更(&amp;N)…</translation>
    </message>
    <message>
        <source>Riichi / take back: seat {0}</source>
        <translation>立直 / 取り消し: 席{0}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {0}</source>
        <translation>設定を保存できませんでした: {0}</translation>
    </message>
    <message>
        <source>Game over: the final places are in each panel.</source>
        <translation>対局終了: 各席のパネルに最終順位と得点が出ています。</translation>
    </message>
    <message>
        <source>Game over. Results (Ctrl+E) · Undo (Ctrl+Z) · New game (Ctrl+N)</source>
        <translation>対局終了。結果 (Ctrl+E) · 取り消し (Ctrl+Z) · 新規対局 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Riichi / take back: {0}</source>
        <translation>立直 / 取り消し: {0}</translation>
    </message>
    <message>
        <source>Show &amp;differences</source>
        <translation>点差を表示(&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>結果を表示(&amp;R)</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}</source>
        <translation>対局を保存できませんでした: {0}</translation>
    </message>
    <message>
        <source>The game is over: undo (Ctrl+Z) to reopen it, or start a new game.</source>
        <translation>対局は終了しました。元に戻す(Ctrl+Z)で再開するか、新しい対局を始めてください。</translation>
    </message>
    <message>
        <source>Tile pictures: riichi-mahjong-tiles by FluffyStuff, in the public domain (CC0 1.0).</source>
        <translation>牌の画像: FluffyStuff の riichi-mahjong-tiles (パブリックドメイン、CC0 1.0)。</translation>
    </message>
</context>
<context>
    <name>MeldRow</name>
    <message>
        <source>Called (open)</source>
        <translation>明(鳴き)</translation>
    </message>
    <message>
        <source>Completed by ron</source>
        <translation>ロンで完成</translation>
    </message>
    <message>
        <source>Concealed</source>
        <translation>暗(門前)</translation>
    </message>
    <message>
        <source>Meld {n} kind</source>
        <translation>面子{n}の種類</translation>
    </message>
    <message>
        <source>Meld {n} of terminals or honors</source>
        <translation>面子{n}は么九牌</translation>
    </message>
    <message>
        <source>Meld {n} state</source>
        <translation>面子{n}の状態</translation>
    </message>
    <message>
        <source>Meld {n}:</source>
        <translation>面子{n}:</translation>
    </message>
    <message>
        <source>Quad</source>
        <translation>槓子</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Terminals/honors</source>
        <translation>么九牌</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>刻子</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;{n}  {wind}:</source>
        <translation>&amp;{n}  {wind}:</translation>
    </message>
    <message>
        <source>(modified)</source>
        <translation>(変更あり)</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>(名前未入力)</translation>
    </message>
    <message>
        <source>Correct the rules to start.</source>
        <translation>開始するにはルールを修正してください。</translation>
    </message>
    <message>
        <source>Enter a name.</source>
        <translation>名前を入力してください。</translation>
    </message>
    <message>
        <source>Enter four different names to start.</source>
        <translation>開始するには4人の異なる名前を入力してください。</translation>
    </message>
    <message>
        <source>First &amp;East:</source>
        <translation>起家(&amp;E):</translation>
    </message>
    <message>
        <source>First East (first dealer)</source>
        <translation>起家(最初の親)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>四人麻雀</translation>
    </message>
    <message>
        <source>Three players (sanma)</source>
        <translation>三人麻雀（三麻）</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>人数(&amp;N):</translation>
    </message>
    <message>
        <source>Not a tournament game</source>
        <translation>大会の対局ではない</translation>
    </message>
    <message>
        <source>Tournament game: {0}, session {1}, table {2}</source>
        <translation>大会の対局：{0} 第{1}節 {2}卓</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Players, in seating order (counter-clockwise)</source>
        <translation>プレイヤー(席順、反時計回り)</translation>
    </message>
    <message>
        <source>Rese&amp;t to preset</source>
        <translation>プリセットに戻す(&amp;T)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>ルール(&amp;P):</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>ルールのプリセット</translation>
    </message>
    <message>
        <source>S&amp;huffle seats</source>
        <translation>席をシャッフル(&amp;H)</translation>
    </message>
    <message>
        <source>Same name as seat {n}.</source>
        <translation>席{n}と同じ名前です。</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>席{n}: {name}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Enter three different names to start.</source>
        <translation>異なる名前を3人分入力してください。</translation>
    </message>
    <message>
        <source>{label} (modified)</source>
        <translation>{label}(変更あり)</translation>
    </message>
</context>
<context>
    <name>PlayerFigures</name>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Counted from</source>
        <translation>集計の元</translation>
    </message>
    <message>
        <source>No player under these filters.</source>
        <translation>この条件に当てはまるプレイヤーはいません。</translation>
    </message>
    <message>
        <source>{part} of {whole}</source>
        <translation>{whole}中{part}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n戦</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>和了%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>放銃%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n riichi</source>
        <translation>
            <numerusform>立直%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dealer hand(s)</source>
        <translation>
            <numerusform>親番%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exhaustive draw(s)</source>
        <translation>
            <numerusform>流局%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>From every game</source>
        <translation>すべての対局から</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>First place</source>
        <translation>トップ率</translation>
    </message>
    <message>
        <source>Last place</source>
        <translation>ラス率</translation>
    </message>
    <message>
        <source>Busts (below zero at the end)</source>
        <translation>飛び率(終局時に0点未満)</translation>
    </message>
    <message>
        <source>Highest final score</source>
        <translation>最高得点</translation>
    </message>
    <message>
        <source>Rating (Tenhou R)</source>
        <translation>レーティング(天鳳R)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Wins by tsumo</source>
        <translation>ツモ率</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>平均打点</translation>
    </message>
    <message>
        <source>Deal-ins</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation>平均放銃点</translation>
    </message>
    <message>
        <source>Deal-ins while in riichi</source>
        <translation>立直中の放銃</translation>
    </message>
    <message>
        <source>Deal-ins to a riichi hand</source>
        <translation>立直への放銃</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直率</translation>
    </message>
    <message>
        <source>Riichi that won</source>
        <translation>立直の和了率</translation>
    </message>
    <message>
        <source>Dealer wins</source>
        <translation>親の和了率</translation>
    </message>
    <message>
        <source>Dealer repeats</source>
        <translation>連荘率</translation>
    </message>
    <message>
        <source>Tenpai at exhaustive draws</source>
        <translation>流局時聴牌率</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>None of these games came from a log: open calls and riichi turns need one.</source>
        <translation>牌譜から取り込んだ対局がありません。副露や立直巡目は牌譜があるときだけ集計します。</translation>
    </message>
    <message>
        <source>From imported logs only</source>
        <translation>取り込んだ牌譜だけから</translation>
    </message>
    <message numerus="yes">
        <source>%n riichi that won</source>
        <translation>
            <numerusform>立直の和了%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From imported logs only (%n game(s))</source>
        <translation>
            <numerusform>取り込んだ牌譜だけから(%n戦)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands with an open call</source>
        <translation>副露率</translation>
    </message>
    <message>
        <source>Average riichi turn</source>
        <translation>平均立直巡目</translation>
    </message>
    <message>
        <source>Deal-ins to an open hand</source>
        <translation>副露への放銃</translation>
    </message>
    <message>
        <source>Deal-ins to a closed hand without riichi</source>
        <translation>立直なしの門前への放銃</translation>
    </message>
    <message>
        <source>Ippatsu (of riichi that won)</source>
        <translation>一発率(立直の和了のうち)</translation>
    </message>
    <message>
        <source>Ura dora (of riichi that won)</source>
        <translation>裏ドラ率(立直の和了のうち)</translation>
    </message>
    <message>
        <source>Yaku of the wins in imported logs</source>
        <translation>取り込んだ牌譜の和了の役</translation>
    </message>
    <message>
        <source>Place, game by game</source>
        <translation>対局ごとの順位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Rating (Tenhou R) after each game</source>
        <translation>対局ごとのレーティング(天鳳R)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Wins by han</source>
        <translation>翻数ごとの和了</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>和了回数</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Change in the last hand</source>
        <translation>前局の点数移動</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Click: record a win for this player</source>
        <translation>クリック: この人の和了を記録</translation>
    </message>
    <message>
        <source>Declare riichi: 1,000 points go to the table</source>
        <translation>立直を宣言: 1,000点を供託に出します</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Take back riichi</source>
        <translation>立直を取り消す</translation>
    </message>
    <message>
        <source>Take back the riichi (until the hand is recorded)</source>
        <translation>立直を取り消す(局の記録まで)</translation>
    </message>
    <message>
        <source>This player deals the current hand.</source>
        <translation>この局の親です。</translation>
    </message>
    <message>
        <source>{0}, dealer, {1}, {2} points</source>
        <translation>{0}、親、{1}、{2}点</translation>
    </message>
    <message>
        <source>{0}, {1}, {2} points</source>
        <translation>{0}、{1}、{2}点</translation>
    </message>
    <message>
        <source>Differences: {0}</source>
        <translation>点差: {0}</translation>
    </message>
    <message>
        <source>last hand {0}</source>
        <translation>前局 {0}</translation>
    </message>
    <message>
        <source>riichi declared</source>
        <translation>立直中</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <source>EMA 2025</source>
        <translation>EMA 2025</translation>
    </message>
    <message>
        <source>M-League</source>
        <translation>Mリーグ</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>Tenhou (3 players)</source>
        <translation>天鳳(三人打ち)</translation>
    </message>
    <message>
        <source>Mahjong Soul (3 players)</source>
        <translation>雀魂(三人打ち)</translation>
    </message>
    <message>
        <source>Standard (3 players)</source>
        <translation>標準(三人打ち)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>WRC 2025</source>
        <translation>WRC 2025</translation>
    </message>
    <message>
        <source>JPML (official rules)</source>
        <translation>日本プロ麻雀連盟 公式ルール</translation>
    </message>
    <message>
        <source>JPML (WRC rules)</source>
        <translation>日本プロ麻雀連盟 WRCルール</translation>
    </message>
    <message>
        <source>RMU (A rule)</source>
        <translation>RMU Aルール</translation>
    </message>
    <message>
        <source>Saikouisen</source>
        <translation>最高位戦日本プロ麻雀協会</translation>
    </message>
    <message>
        <source>Japan Pro Mahjong Association</source>
        <translation>日本プロ麻雀協会</translation>
    </message>
    <message>
        <source>Mu league</source>
        <translation>麻将連合 μリーグ</translation>
    </message>
    <message>
        <source>International</source>
        <translation>国際ルール</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>Japanese leagues</source>
        <translation>日本のプロリーグ</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>The seed rules: 25,000 start, 30,000 return, uma 20-10.</source>
        <translation>基本ルール：25,000点持ち30,000点返し、ウマ10-20。</translation>
    </message>
    <message>
        <source>European Mahjong Association 2016: 30,000, uma 15-5, no kiriage.</source>
        <translation>欧州麻雀協会 2016：30,000点持ち、ウマ5-15、切り上げ満貫なし。</translation>
    </message>
    <message>
        <source>EMA 2025: as 2016, with kiriage mangan.</source>
        <translation>EMA 2025：2016年版に切り上げ満貫を加えたもの。</translation>
    </message>
    <message>
        <source>World Riichi Championship 2025: head bump, chombo -30 after the game.</source>
        <translation>世界リーチ麻雀選手権 2025：頭ハネ、チョンボは終了後に-30。</translation>
    </message>
    <message>
        <source>M-League: 25,000 start, uma 30-10, red fives, head bump.</source>
        <translation>Mリーグ：25,000点持ち、ウマ10-30、赤あり、頭ハネ。</translation>
    </message>
    <message>
        <source>Tenhou&apos;s ranked rooms: red fives, busting, West round.</source>
        <translation>天鳳の段位戦：赤あり、トビあり、西入あり。</translation>
    </message>
    <message>
        <source>Mahjong Soul ranked: 25,000 return, uma 15-5, double yakuman.</source>
        <translation>雀魂の段位戦：25,000点返し、ウマ5-15、ダブル役満あり。</translation>
    </message>
    <message>
        <source>JPML official: no ippatsu or ura, uma by floaters, sticks left to nobody.</source>
        <translation>連盟公式：一発・裏ドラなし、浮きウマ、終局時の供託は誰のものにもならない。</translation>
    </message>
    <message>
        <source>JPML&apos;s WRC rule: ippatsu and ura, uma 15-5, chombo -30.</source>
        <translation>連盟WRCルール：一発・裏ドラあり、ウマ5-15、チョンボ-30。</translation>
    </message>
    <message>
        <source>Japan Pro Mahjong Association: 25,000 start, uma 30-10, no kiriage.</source>
        <translation>日本プロ麻雀協会：25,000点持ち、ウマ10-30、切り上げ満貫なし。</translation>
    </message>
    <message>
        <source>Mu league: no honba, no noten payments, uma 12-4, no kiriage.</source>
        <translation>μリーグ：積み場なし、聴牌料なし、順位点4-12、切り上げ満貫なし。</translation>
    </message>
    <message>
        <source>RMU A rule: 30,000, uma 15-5, ippatsu and ura.</source>
        <translation>RMU Aルール：30,000点持ち、ウマ5-15、一発・裏ドラあり。</translation>
    </message>
    <message>
        <source>Saikouisen: 30,000, uma 30-10, no pao, yakuman do not stack.</source>
        <translation>最高位戦：30,000点持ち、ウマ10-30、パオなし、役満の複合なし。</translation>
    </message>
    <message>
        <source>Three players: 35,000 start, 40,000 return, North as dora.</source>
        <translation>三人麻雀：35,000点持ち40,000点返し、北抜きドラ。</translation>
    </message>
    <message>
        <source>Tenhou&apos;s three-player ranked rooms.</source>
        <translation>天鳳の三人打ち段位戦。</translation>
    </message>
    <message>
        <source>Mahjong Soul&apos;s three-player ranked games.</source>
        <translation>雀魂の三人麻雀段位戦。</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>After</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>Next: {round}</source>
        <translation>次局: {round}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>&lt;b&gt;Preview&lt;/b&gt; (nothing is applied until Record)</source>
        <translation>&lt;b&gt;プレビュー&lt;/b&gt;(記録を押すまで反映されません)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>The game ends.</source>
        <translation>対局が終了します。</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>{name} の成績</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>Due in</source>
        <translation>次の出題まで</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV に書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>{count} answers, {skills} skills; the weakest first.</source>
        <translation>回答 {count} 件、{skills} 項目 (苦手なものから)。</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>まだ回答がありません。</translation>
    </message>
    <message>
        <source>Export every learner&apos;s skills</source>
        <translation>全員の成績を書き出す</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>{path} に書き込めません: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}: {rows} rows.</source>
        <translation>{path} に保存しました: {rows} 行。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Forget every answer of {name}? This cannot be undone.</source>
        <translation>{name} の回答をすべて消しますか? 元に戻せません。</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>1 riichi stick</source>
        <translation>供託1本</translation>
    </message>
    <message>
        <source>On the table: {honba}, {sticks}.</source>
        <translation>場には{honba}、{sticks}。</translation>
    </message>
    <message>
        <source>no honba</source>
        <translation>0本場</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation>{n}倍役満</translation>
    </message>
    <message>
        <source>{dealer} is the dealer.</source>
        <translation>親は{dealer}。</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>Three players, tsumo loss: the absent North&apos;s {north} is not paid; the winner receives that much less.</source>
        <translation>三人麻雀・ツモ損：いない北家の {north} 点は支払われず、和了者の受け取りがその分少なくなります。</translation>
    </message>
    <message>
        <source>Three players, North bisection: the absent North&apos;s share ({north}) is split between the two payers, each adding {half} before rounding up to 100.</source>
        <translation>三人麻雀・北家折半：いない北家の分（{north} 点）を支払う二人で折半し、各自 {half} 点を加えてから100点単位に切り上げます。</translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>{n} honba</source>
        <translation>{n}本場</translation>
    </message>
    <message>
        <source>{n} riichi sticks</source>
        <translation>供託{n}本</translation>
    </message>
    <message>
        <source>{winner}, a non-dealer, wins by ron from {discarder} with {hand}.</source>
        <translation>子の{winner}が{discarder}から{hand}をロン和了。</translation>
    </message>
    <message>
        <source>{winner}, a non-dealer, wins by tsumo with {hand}.</source>
        <translation>子の{winner}が{hand}をツモ和了。</translation>
    </message>
    <message>
        <source>{winner}, the dealer, wins by ron from {discarder} with {hand}.</source>
        <translation>親の{winner}が{discarder}から{hand}をロン和了。</translation>
    </message>
    <message>
        <source>{winner}, the dealer, wins by tsumo with {hand}.</source>
        <translation>親の{winner}が{hand}をツモ和了。</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>%v s left</source>
        <translation>残り%v秒</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>学習者(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Timed ({n} s)</source>
        <translation>時間制限({n}秒)(&amp;T)</translation>
    </message>
    <message>
        <source>(you typed {typed})</source>
        <translation>(入力: {typed})</translation>
    </message>
    <message>
        <source>Dealer and non-dealer ron</source>
        <translation>親と子のロン</translation>
    </message>
    <message>
        <source>Each non-dealer pays</source>
        <translation>子の支払い(各自)</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Honba and riichi sticks</source>
        <translation>本場と供託</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>レベル(&amp;V):</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>学習者</translation>
    </message>
    <message>
        <source>Level {n}: {title}</source>
        <translation>レベル{n}: {title}</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>未入力</translation>
    </message>
    <message>
        <source>No mistakes due for review: a new question instead.</source>
        <translation>復習する間違いはありません。新しい問題を出します。</translation>
    </message>
    <message>
        <source>Non-dealer ron only</source>
        <translation>子のロンのみ</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>残念。</translation>
    </message>
    <message>
        <source>Payment quiz</source>
        <translation>点数計算クイズ</translation>
    </message>
    <message>
        <source>Review my &amp;mistakes ({n})</source>
        <translation>間違いを復習({n})(&amp;M)</translation>
    </message>
    <message>
        <source>Your accuracy: </source>
        <translation>あなたの正答率: </translation>
    </message>
    <message>
        <source>Accuracy ({name}): </source>
        <translation>{name}の正答率: </translation>
    </message>
    <message>
        <source>Review of a mistake</source>
        <translation>間違いの復習</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解!</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>放銃者の支払い</translation>
    </message>
    <message>
        <source>The winner gains in all</source>
        <translation>和了者の収入(合計)</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>時間切れです。</translation>
    </message>
    <message>
        <source>Tsumo splits</source>
        <translation>ツモの支払い分け</translation>
    </message>
    <message>
        <source>Tsumo splits, dealer, honba, kiriage and limits</source>
        <translation>ツモの支払い分け、親、本場、切り上げ満貫、満貫以上</translation>
    </message>
    <message>
        <source>Type a number of points</source>
        <translation>点数を数字で入力してください</translation>
    </message>
    <message>
        <source>Type the payment(s) and press Enter: the explanation appears here.</source>
        <translation>支払いを入力して Enter を押すと、ここに解説が表示されます。</translation>
    </message>
    <message>
        <source>level {n}: {ok}/{all} ({pct:.0%})</source>
        <translation>レベル{n}: {ok}/{all}({pct:.0%})</translation>
    </message>
    <message>
        <source>points, e.g. 3900</source>
        <translation>点(例: 3900)</translation>
    </message>
    <message>
        <source>{label}: {expected}</source>
        <translation>{label}: {expected}</translation>
    </message>
    <message>
        <source>{name}: no answers yet.</source>
        <translation>{name}: まだ回答がありません。</translation>
    </message>
    <message>
        <source>{rules}, level {n}</source>
        <translation>{rules}、レベル{n}</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Reference tables</source>
        <translation>点数早見表</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>PDF で保存(&amp;D)…</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
</context>
<context>
    <name>ReferenceTables</name>
    <message>
        <source>Dealer ron</source>
        <translation>親のロン</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>親のツモ</translation>
    </message>
    <message>
        <source>Dealer wins</source>
        <translation>親の和了</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Generated by scoretable from its scoring engine.</source>
        <translation>scoretable の点数計算エンジンで作成。</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>In each cell: the ron payment in bold; below it the tsumo payments (non-dealer: what each non-dealer / the dealer pays). Shaded: capped at mangan. – cannot occur.</source>
        <translation>各欄: 太字はロンの支払い、その下はツモの支払い(子の和了: 子の支払い / 親の支払い)。網掛け: 満貫で頭打ち。–: ありえない組み合わせ。</translation>
    </message>
    <message>
        <source>Kiriage mangan: no</source>
        <translation>切り上げ満貫: なし</translation>
    </message>
    <message>
        <source>Kiriage mangan: yes</source>
        <translation>切り上げ満貫: あり</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>子のロン</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>子のツモ</translation>
    </message>
    <message>
        <source>Three players, tsumo loss: the absent North&apos;s share is not paid (tsumo: the other non-dealer / the dealer)</source>
        <translation>三人麻雀・ツモ損：いない北家の分は支払われません（ツモ：もう一人の子／親）</translation>
    </message>
    <message>
        <source>Three players, North bisection: the absent North&apos;s share is split between the two payers (tsumo: the other non-dealer / the dealer)</source>
        <translation>三人麻雀・北家折半：いない北家の分を支払う二人で折半します（ツモ：もう一人の子／親）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>{notes}.</source>
        <translation>{notes}。</translation>
    </message>
    <message>
        <source>Non-dealer wins</source>
        <translation>子の和了</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Payment table</source>
        <translation>点数表</translation>
    </message>
    <message>
        <source>Payment table: {rules}</source>
        <translation>点数表: {rules}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF で保存</translation>
    </message>
    <message>
        <source>honba +{n} each (ron: the discarder; tsumo: {m} from each)</source>
        <translation>1本場ごとに +{n}(ロン: 放銃者が支払い、ツモ: 各自{m}点)</translation>
    </message>
    <message>
        <source>riichi sticks 1,000 each to the winner</source>
        <translation>供託は1本1,000点で和了者へ</translation>
    </message>
    <message>
        <source>{n} all</source>
        <translation>{n}オール</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n}翻</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>1 han 110 fu cannot occur on tsumo: a closed tsumo already has menzen tsumo</source>
        <translation>1翻110符はツモでは成立しません: 門前のツモには門前清自摸和が付きます</translation>
    </message>
    <message>
        <source>1 han 20 fu cannot occur: 20 fu is pinfu tsumo, already 2 han</source>
        <translation>1翻20符は成立しません: 20符は平和ツモで、既に2翻です</translation>
    </message>
    <message>
        <source>1 han 25 fu cannot occur: seven pairs alone is 2 han</source>
        <translation>1翻25符は成立しません: 七対子だけで2翻です</translation>
    </message>
    <message>
        <source>2 han 25 fu cannot occur on tsumo: seven pairs by tsumo is at least 3 han</source>
        <translation>2翻25符はツモでは成立しません: 七対子のツモは3翻以上です</translation>
    </message>
    <message>
        <source>20 fu cannot occur on ron: a closed ron starts at 30 fu and an open hand with no fu gets 2 (open pinfu)</source>
        <translation>20符はロンでは成立しません: 門前のロンは30符から、符のない鳴き手には2符が付きます(喰い平和)</translation>
    </message>
    <message>
        <source>A win has either a pao player or a rinshan pao player, not both.</source>
        <translation>責任払いは包か嶺上開花の包のどちらか一方だけです。</translation>
    </message>
    <message>
        <source>A win needs at least one winner.</source>
        <translation>和了者を1人以上選んでください。</translation>
    </message>
    <message>
        <source>Four riichi needs at least three riichi declared.</source>
        <translation>四家立直には3人以上の立直が必要です。</translation>
    </message>
    <message>
        <source>From 5 honba a hand needs 2 han (ryanhan shibari); there are {honba}.</source>
        <translation>5本場からは2翻以上が必要です(二翻縛り)。今は{honba}本場です。</translation>
    </message>
    <message>
        <source>Nagashi mangan is not played under these rules.</source>
        <translation>このルールに流し満貫はありません。</translation>
    </message>
    <message>
        <source>Only one player can win by tsumo.</source>
        <translation>ツモで和了できるのは1人だけです。</translation>
    </message>
    <message>
        <source>Pao applies only to a yakuman hand.</source>
        <translation>包(責任払い)は役満にだけ適用されます。</translation>
    </message>
    <message>
        <source>Pao is not played under these rules.</source>
        <translation>このルールに包(責任払い)はありません。</translation>
    </message>
    <message>
        <source>Riichi needs 1,000 points under these rules; {player} has {points}.</source>
        <translation>このルールでは立直に1,000点が必要です。{player}は{points}点です。</translation>
    </message>
    <message>
        <source>Rinshan kaihou is a tsumo win.</source>
        <translation>嶺上開花はツモ和了です。</translation>
    </message>
    <message>
        <source>Rinshan pao is not played under these rules.</source>
        <translation>このルールに嶺上開花の包はありません。</translation>
    </message>
    <message>
        <source>The game is over: no more hands can be recorded.</source>
        <translation>対局は終了しています。これ以上局を記録できません。</translation>
    </message>
    <message>
        <source>{value} is not a seat (0 to 2).</source>
        <translation>{value}は席の番号ではありません(0〜2)。</translation>
    </message>
    <message>
        <source>Name the liable player of the {yaku} (pao).</source>
        <translation>{yaku}の包の責任者を選んでください。</translation>
    </message>
    <message>
        <source>Pao for {yaku} is not played under these rules.</source>
        <translation>このルールに{yaku}の包はありません。</translation>
    </message>
    <message>
        <source>The liable player can answer for 1 to {yakuman} yakuman of this hand.</source>
        <translation>包の対象は、この手の役満のうち1〜{yakuman}倍分です。</translation>
    </message>
    <message>
        <source>North is not set aside as dora under these rules.</source>
        <translation>このルールでは北はドラになりません。</translation>
    </message>
    <message>
        <source>A player can set aside 0 to 4 North tiles, not {count}.</source>
        <translation>北のドラは0〜4個です(今は{count})。</translation>
    </message>
    <message>
        <source>The same player is listed twice as a winner.</source>
        <translation>同じプレイヤーが和了者に2回入っています。</translation>
    </message>
    <message>
        <source>The winner cannot be liable (pao) for their own hand.</source>
        <translation>和了者自身が包(責任払い)になることはできません。</translation>
    </message>
    <message>
        <source>The winner cannot be the discarder.</source>
        <translation>和了者は放銃者になれません。</translation>
    </message>
    <message>
        <source>The winner cannot have fed their own kan.</source>
        <translation>和了者自身が槓材を打ち出すことはできません。</translation>
    </message>
    <message>
        <source>The yakuman count is not possible.</source>
        <translation>この役満の数はありえません。</translation>
    </message>
    <message>
        <source>Unknown action {action}.</source>
        <translation>不明な操作です: {action}</translation>
    </message>
    <message>
        <source>a called run makes the hand open</source>
        <translation>鳴いた順子があれば門前ではありません</translation>
    </message>
    <message>
        <source>a closed hand has at most one open meld: the triplet the ron completed</source>
        <translation>門前の手の明刻は、ロンで完成した刻子の1つだけです</translation>
    </message>
    <message>
        <source>a closed hand won by tsumo has no open meld (only a ron opens a triplet)</source>
        <translation>門前のツモ和了に明刻はありません(刻子を明刻にするのはロンだけです)</translation>
    </message>
    <message>
        <source>a shanpon wait completes a triplet: the hand needs a closed triplet</source>
        <translation>シャンポン待ちは刻子を完成させます: 暗刻が必要です</translation>
    </message>
    <message>
        <source>a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet</source>
        <translation>シャンポン待ちは刻子を完成させます: ロンで完成した明刻が必要です</translation>
    </message>
    <message>
        <source>a triple ron is abortive exactly when &apos;ron3&apos; is among the abortive draws</source>
        <translation>三家和を途中流局にするのは、途中流局の種類に&apos;ron3&apos;(三家和)があるときだけです</translation>
    </message>
    <message>
        <source>a winning hand has 4 melds and a pair, not {count} melds</source>
        <translation>和了形は4面子1雀頭です({count}面子ではありません)</translation>
    </message>
    <message>
        <source>a {han} han hand needs its fu</source>
        <translation>{han}翻の手には符が必要です</translation>
    </message>
    <message>
        <source>a {wait} wait completes a run: the hand needs a run that was not called</source>
        <translation>{wait}待ちは順子を完成させます: 鳴いていない順子が必要です</translation>
    </message>
    <message>
        <source>an open hand has at least one called (open) meld</source>
        <translation>鳴き手には鳴いた面子が1つ以上あります</translation>
    </message>
    <message>
        <source>kan4</source>
        <translation>四開槓</translation>
    </message>
    <message>
        <source>kanchan</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>kaze4</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>kyuushu</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>penchan</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>reach4</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>ron3</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>ryanmen</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>seven pairs always waits on a pair (tanki)</source>
        <translation>七対子は必ず単騎待ちです</translation>
    </message>
    <message>
        <source>seven pairs has no melds: it is seven pairs</source>
        <translation>七対子に面子はありません</translation>
    </message>
    <message>
        <source>seven pairs is always a closed hand</source>
        <translation>七対子は必ず門前です</translation>
    </message>
    <message>
        <source>start points must be positive and the return at least the start</source>
        <translation>配給原点は正の数、返し点は配給原点以上にしてください</translation>
    </message>
    <message>
        <source>uma must add up to 0, not {total}</source>
        <translation>ウマの合計は0にしてください(今は{total})</translation>
    </message>
    <message>
        <source>uma needs 4 values (1st to 4th), not {count}</source>
        <translation>ウマは1位から4位までの4つの値です(今は{count}個)</translation>
    </message>
    <message>
        <source>under aotenjou every hand needs its fu</source>
        <translation>青天井ではすべての手に符が必要です</translation>
    </message>
    <message>
        <source>uma needs 3 values (1st to 3rd), not {count}</source>
        <translation>ウマは1位から3位までの3つの値です(今は{count}個)</translation>
    </message>
    <message>
        <source>unknown {name}: {unknown} (known: {known})</source>
        <translation>不明な{name}: {unknown}(使えるもの: {known})</translation>
    </message>
    <message>
        <source>the target points must be positive</source>
        <translation>目標点は正の数にしてください</translation>
    </message>
    <message>
        <source>{kinds}: no such abortive draw with three players</source>
        <translation>{kinds}: 三人打ちにはこの途中流局はありません</translation>
    </message>
    <message>
        <source>nukidora (North as dora) needs three players</source>
        <translation>北のドラ(ペー)は三人打ちだけのルールです</translation>
    </message>
    <message>
        <source>unreadable rules: {detail}</source>
        <translation>ルールを読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{double} double yakuman cannot be more than the hand&apos;s {yakuman} yakuman or negative</source>
        <translation>ダブル役満の数({double})は0以上、手の役満の数({yakuman})以下にしてください</translation>
    </message>
    <message>
        <source>{fu} fu cannot occur: every hand has at least 20 fu</source>
        <translation>{fu}符は成立しません: どの手も20符以上です</translation>
    </message>
    <message>
        <source>{fu} fu cannot occur: fu are rounded up to 10 (only seven pairs has 25)</source>
        <translation>{fu}符は成立しません: 符は10符単位に切り上げます(25符は七対子だけ)</translation>
    </message>
    <message>
        <source>{han} han cannot occur</source>
        <translation>{han}翻は成立しません</translation>
    </message>
    <message>
        <source>{han} han cannot occur: a winning hand needs at least 1 han</source>
        <translation>{han}翻は成立しません: 和了には1翻以上が必要です</translation>
    </message>
    <message>
        <source>{kind} is not a kind of abortive draw.</source>
        <translation>{kind}は途中流局の種類ではありません。</translation>
    </message>
    <message>
        <source>{kind} is not an abortive draw under these rules.</source>
        <translation>このルールでは{kind}は途中流局になりません。</translation>
    </message>
    <message>
        <source>{name} cannot be negative</source>
        <translation>{name}は負の数にできません</translation>
    </message>
    <message>
        <source>{name} must be one of {allowed}, not {value}</source>
        <translation>{name}は{allowed}のどれかにしてください({value}は使えません)</translation>
    </message>
    <message>
        <source>{player} has already declared riichi in this hand.</source>
        <translation>{player}はこの局で既に立直しています。</translation>
    </message>
    <message>
        <source>{player} has not declared riichi in this hand.</source>
        <translation>{player}はこの局で立直していません。</translation>
    </message>
    <message>
        <source>{value} is not a seat (0 to 3).</source>
        <translation>{value}は席の番号ではありません(0〜3)。</translation>
    </message>
    <message>
        <source>{yakuman} yakuman cannot occur</source>
        <translation>役満の数{yakuman}は成立しません</translation>
    </message>
    <message>
        <source>{what}: {tile} is not a tile (honors are 1z to 7z)</source>
        <translation>{what}: {tile} は牌ではありません(字牌は 1z から 7z)</translation>
    </message>
    <message>
        <source>{what}: cannot read {rest!r} in {text!r}: write digits, then their suit letter m, p, s or z (e.g. 123m406p1122z)</source>
        <translation>{what}: {text!r} の {rest!r} が読めません: 数字の後に m、p、s、z を書きます (例 123m406p1122z)</translation>
    </message>
    <message>
        <source>{what}: one tile is needed, e.g. 7m, not {text!r}</source>
        <translation>{what}: 牌を1つ書きます(例 7m、{text!r} ではなく)</translation>
    </message>
    <message>
        <source>meld {text!r}: write chi:, pon:, kan: or ankan: and then its tiles (chi:345m)</source>
        <translation>面子 {text!r}: chi:、pon:、kan:、ankan: の後に牌を書きます (chi:345m)</translation>
    </message>
    <message>
        <source>meld {text!r}: a chi is three consecutive tiles of one suit (chi:345m)</source>
        <translation>面子 {text!r}: チーは同じ種類の順子です (chi:345m)</translation>
    </message>
    <message>
        <source>meld {text!r}: a {kind} is {size} identical tiles</source>
        <translation>面子 {text!r}: {kind} は同じ牌{size}つです</translation>
    </message>
    <message>
        <source>melds must be a list of strings such as &quot;pon:777p&quot;</source>
        <translation>melds は &quot;pon:777p&quot; のような表記のリストです</translation>
    </message>
    <message>
        <source>{key} must be {kind}</source>
        <translation>{key} は {kind} でなければなりません</translation>
    </message>
    <message>
        <source>a hand needs &quot;tiles&quot; and &quot;win&quot;</source>
        <translation>手には &quot;tiles&quot; と &quot;win&quot; が必要です</translation>
    </message>
    <message>
        <source>{what}: a fifth {tile} (there are four of each tile)</source>
        <translation>{what}: 5つ目の {tile} (各牌は4つです)</translation>
    </message>
    <message>
        <source>{what}: a second red {tile} (there is one red five of each suit)</source>
        <translation>{what}: 2つ目の赤 {tile} (赤ドラは各種類に1つです)</translation>
    </message>
    <message>
        <source>the tiles do not make a winning hand (four sets and a pair, seven pairs or kokushi)</source>
        <translation>和了の形になっていません(4面子1雀頭、七対子、国士無双)</translation>
    </message>
    <message>
        <source>the hand has no yaku (dora alone do not make a win)</source>
        <translation>役がありません(ドラだけでは和了できません)</translation>
    </message>
    <message>
        <source>riichi is impossible with an open hand</source>
        <translation>副露した手で立直はできません</translation>
    </message>
    <message>
        <source>double riichi is impossible with an open hand</source>
        <translation>副露した手で両立直はできません</translation>
    </message>
    <message>
        <source>ippatsu needs riichi or double riichi</source>
        <translation>一発には立直か両立直が必要です</translation>
    </message>
    <message>
        <source>chankan is a ron (robbing a kan), not a tsumo</source>
        <translation>搶槓はロンです(ツモではありません)</translation>
    </message>
    <message>
        <source>rinshan kaihou is a tsumo</source>
        <translation>嶺上開花はツモです</translation>
    </message>
    <message>
        <source>haitei is a tsumo on the last tile (houtei is the ron on the last discard)</source>
        <translation>海底摸月は最後の牌のツモです(最後の打牌のロンは河底撈魚)</translation>
    </message>
    <message>
        <source>houtei is a ron on the last discard (haitei is the tsumo on the last tile)</source>
        <translation>河底撈魚は最後の打牌のロンです(最後の牌のツモは海底摸月)</translation>
    </message>
    <message>
        <source>haitei and rinshan kaihou exclude each other</source>
        <translation>海底摸月と嶺上開花は同時にありません</translation>
    </message>
    <message>
        <source>houtei and chankan exclude each other</source>
        <translation>河底撈魚と搶槓は同時にありません</translation>
    </message>
    <message>
        <source>tenhou is the dealer&apos;s win (a non-dealer&apos;s is chiihou)</source>
        <translation>天和は親の和了です(子は地和)</translation>
    </message>
    <message>
        <source>tenhou is a tsumo</source>
        <translation>天和はツモです</translation>
    </message>
    <message>
        <source>tenhou is impossible after a meld or kan</source>
        <translation>副露や槓の後に天和はありません</translation>
    </message>
    <message>
        <source>chiihou is a non-dealer&apos;s win (the dealer&apos;s is tenhou)</source>
        <translation>地和は子の和了です(親は天和)</translation>
    </message>
    <message>
        <source>chiihou is a tsumo</source>
        <translation>地和はツモです</translation>
    </message>
    <message>
        <source>chiihou is impossible after a meld or kan</source>
        <translation>副露や槓の後に地和はありません</translation>
    </message>
    <message>
        <source>{what} must be E, S, W or N, not {value!r}</source>
        <translation>{what} は E、S、W、N のどれかです({value!r} ではなく)</translation>
    </message>
    <message>
        <source>{count} melds: a hand has at most four</source>
        <translation>副露{count}つ: 最大4つです</translation>
    </message>
    <message>
        <source>{count} concealed tiles with {melds} meld(s): {expected} are needed (14 in all with the winning tile, a kan counting as three)</source>
        <translation>副露{melds}つで手牌{count}: {expected}が必要です(和了牌を含め14、槓は3と数える)</translation>
    </message>
    <message>
        <source>the winning tile {tile} is not among the concealed tiles</source>
        <translation>和了牌 {tile} が手牌にありません</translation>
    </message>
    <message>
        <source>{tile}: three-player mahjong has no 2m-8m (only 1m and 9m of the characters)</source>
        <translation>{tile}：三人麻雀では2萬〜8萬を使いません（萬子は1萬と9萬のみ）</translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora) count only in three-player rules</source>
        <translation>抜きドラ（抜いた北）は三人麻雀のルールでのみ数えます</translation>
    </message>
    <message>
        <source>North tiles set aside: {count} is not a count (0 to 4)</source>
        <translation>抜いた北が {count} 枚：枚数は0〜4です</translation>
    </message>
    <message>
        <source>{count} North tiles set aside: there are four</source>
        <translation>抜いた北が {count} 枚：北は4枚しかありません</translation>
    </message>
    <message>
        <source>the hand cannot be scored</source>
        <translation>この手は計算できません</translation>
    </message>
    <message>
        <source>the hand cannot be scored under these rules: {reason}</source>
        <translation>このルールでは計算できません: {reason}</translation>
    </message>
    <message>
        <source>{name} needs one value for each of {count} places</source>
        <translation>{name} には {count} 位までの値がそれぞれ必要です</translation>
    </message>
    <message>
        <source>{name} must add up to 0, not {total}</source>
        <translation>{name} の合計は 0 でなければなりません(現在 {total})</translation>
    </message>
</context>
<context>
    <name>RenamePlayersDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>全員に名前が必要です。</translation>
    </message>
    <message>
        <source>Rename players</source>
        <translation>プレイヤー名の変更</translation>
    </message>
    <message>
        <source>Seat 1 (first East)</source>
        <translation>席1(起家)</translation>
    </message>
    <message>
        <source>Seat 2</source>
        <translation>席2</translation>
    </message>
    <message>
        <source>Seat 3</source>
        <translation>席3</translation>
    </message>
    <message>
        <source>Seat 4</source>
        <translation>席4</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay: {0}</source>
        <translation>再生: {0}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Read-only: nothing here changes the game. ←/→ step, Home/End jump.</source>
        <translation>閲覧のみ: ここでは対局は変わりません。←/→ で移動、Home/End で最初/最後へ。</translation>
    </message>
    <message>
        <source>This game has no hand yet.</source>
        <translation>この対局にはまだ局がありません。</translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation>{1}局中 {0}局目</translation>
    </message>
    <message>
        <source>Re&amp;play this game hand by hand…</source>
        <translation>この対局を一局ずつ再生(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>Standings as they stand · {0}</source>
        <translation>現時点の順位 · {0}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The scores in sticks (to check the table):</source>
        <translation>点棒での持ち点(卓の確認用):</translation>
    </message>
    <message>
        <source>no sticks make it</source>
        <translation>点棒では表せません</translation>
    </message>
    <message>
        <source>Final results · {0}</source>
        <translation>最終結果 · {0}</translation>
    </message>
    <message>
        <source>New game with the same players</source>
        <translation>同じメンバーで新規対局</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罰符</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Reopen the game as it was before its last action</source>
        <translation>最後の操作の前の状態で対局を再開する</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Result = (score − return) / 1,000 + oka + uma − penalties, rounded per the rules.</source>
        <translation>成績 = (持ち点 − 返し) / 1,000 + オカ + ウマ − 罰符(ルールに従い端数処理)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>最後の操作を元に戻す</translation>
    </message>
</context>
<context>
    <name>RiichiStick</name>
    <message>
        <source>Riichi: 1,000 on the table</source>
        <translation>立直: 供託1,000点</translation>
    </message>
</context>
<context>
    <name>RoundIndicator</name>
    <message>
        <source>1 riichi stick</source>
        <translation>供託1本</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>{0} honba</source>
        <translation>{0}本場</translation>
    </message>
    <message>
        <source>{0} riichi sticks</source>
        <translation>供託{0}本</translation>
    </message>
    <message>
        <source>{wind} {number}</source>
        <translation>{wind}{number}局</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>This game&apos;s rules ({label}, adjusted)</source>
        <translation>この対局のルール（{label}・変更あり）</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>13 han or more without a yakuman</source>
        <translation>役満なしの13翻以上</translation>
    </message>
    <message>
        <source>A triple ron is an abortive draw</source>
        <translation>三家和は途中流局</translation>
    </message>
    <message>
        <source>A yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Aotenjou (no limit at all)</source>
        <translation>青天井(上限なし)</translation>
    </message>
    <message>
        <source>Are lost</source>
        <translation>没収</translation>
    </message>
    <message>
        <source>Basengo (1,500 points per honba)</source>
        <translation>場千五(1本場1,500点)</translation>
    </message>
    <message>
        <source>Broken by seat order</source>
        <translation>席順(上家優先)で決める</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>Chombo adds a honba</source>
        <translation>チョンボで本場を積む</translation>
    </message>
    <message>
        <source>Chombo and pao</source>
        <translation>チョンボと責任払い</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Return points</source>
        <translation>返し点</translation>
    </message>
    <message>
        <source>Uma by how many players end at or above the return points</source>
        <translation>返し点以上で終えた人数でウマを変える(浮きウマ)</translation>
    </message>
    <message>
        <source>Uma with one player up</source>
        <translation>一人浮きのウマ</translation>
    </message>
    <message>
        <source>Uma with two players up</source>
        <translation>二人浮きのウマ</translation>
    </message>
    <message>
        <source>Uma with three players up</source>
        <translation>三人浮きのウマ</translation>
    </message>
    <message>
        <source>Honba counters (off: no honba at all)</source>
        <translation>積み棒(オフ:積み場なし)</translation>
    </message>
    <message>
        <source>Tsumo: the absent North&apos;s share</source>
        <translation>ツモ和了時の北家の支払い分</translation>
    </message>
    <message>
        <source>Tsumo: honba from each payer</source>
        <translation>ツモ和了時の本場（1人あたり）</translation>
    </message>
    <message>
        <source>North tiles set aside count as dora (nukidora)</source>
        <translation>北を抜きドラにする</translation>
    </message>
    <message>
        <source>Target to end the West round and for agari-yame</source>
        <translation>西入の終了とアガリ止めの目標点</translation>
    </message>
    <message>
        <source>Chombo penalty on the final result (points)</source>
        <translation>チョンボの罰符(最終結果、点)</translation>
    </message>
    <message>
        <source>Honba of a ron with pao are paid by</source>
        <translation>包のロンの積み棒を払う人</translation>
    </message>
    <message>
        <source>Red fives (one per suit, each a dora)</source>
        <translation>赤ドラ(各種類に1つ、それぞれドラ1)</translation>
    </message>
    <message>
        <source>Tanyao counts in an open hand (kuitan)</source>
        <translation>喰いタン(副露しても断么九)</translation>
    </message>
    <message>
        <source>Daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Daisuushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Dealer in first place may stop in the last hand (agari-yame)</source>
        <translation>オーラスでトップ目の親は止められる(アガリやめ)</translation>
    </message>
    <message>
        <source>Different yakuman in one hand add up</source>
        <translation>複合役満を認める</translation>
    </message>
    <message>
        <source>Double-yakuman hands (kokushi 13-sided wait, ...)</source>
        <translation>ダブル役満(国士無双十三面待ちなど)</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Each his own, the rest to the nearest winner</source>
        <translation>各自の分、残りは上家取り</translation>
    </message>
    <message>
        <source>Every winner</source>
        <translation>和了者全員</translation>
    </message>
    <message>
        <source>Every winner is paid</source>
        <translation>和了者全員に支払う</translation>
    </message>
    <message>
        <source>Four kans</source>
        <translation>四開槓</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>Fu for a pair of seat and round wind</source>
        <translation>連風牌の雀頭の符</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>Go to first place</source>
        <translation>トップ取り</translation>
    </message>
    <message>
        <source>Hanchan (East and South)</source>
        <translation>半荘戦(東南戦)</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>打点</translation>
    </message>
    <message>
        <source>Head bump: only the winner nearest the discarder</source>
        <translation>頭ハネ: 放銃者から見て最初の和了者のみ</translation>
    </message>
    <message>
        <source>Honba in a multiple ron go to</source>
        <translation>ダブロン時の積み棒</translation>
    </message>
    <message>
        <source>Kiriage mangan (4 han 30 fu and 3 han 60 fu are mangan)</source>
        <translation>切り上げ満貫(4翻30符・3翻60符を満貫)</translation>
    </message>
    <message>
        <source>Multiple ron</source>
        <translation>ダブロン・トリロン</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>Nine terminals (kyuushu) adds a honba</source>
        <translation>九種九牌で本場を積む</translation>
    </message>
    <message>
        <source>None (exact)</source>
        <translation>なし(そのまま)</translation>
    </message>
    <message>
        <source>Noten payments (total)</source>
        <translation>ノーテン罰符(合計)</translation>
    </message>
    <message>
        <source>Oka (to first place)</source>
        <translation>オカ(トップ取り)</translation>
    </message>
    <message>
        <source>One yakuman per 13 han</source>
        <translation>13翻ごとに役満1つ</translation>
    </message>
    <message>
        <source>Only his yakuman&apos;s share</source>
        <translation>その役満の分だけ</translation>
    </message>
    <message>
        <source>The discarder</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>The liable player</source>
        <translation>包の責任者</translation>
    </message>
    <message>
        <source>Lost to the winner (tsumo loss)</source>
        <translation>和了者が受け取らない（ツモ損）</translation>
    </message>
    <message>
        <source>Split between the payers (North bisection)</source>
        <translation>支払う2人で折半（北家折半）</translation>
    </message>
    <message>
        <source>A third of the honba (100 each)</source>
        <translation>本場の3分の1（1人100点）</translation>
    </message>
    <message>
        <source>Half of the honba (150 each)</source>
        <translation>本場の半分（1人150点）</translation>
    </message>
    <message>
        <source>Uma for 1st/2nd/3rd (thousands)</source>
        <translation>ウマ(1位/2位/3位、千点単位)</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Pao (liability) for</source>
        <translation>責任払い(包)の対象</translation>
    </message>
    <message>
        <source>Penalty on the final result</source>
        <translation>最終結果での罰符</translation>
    </message>
    <message>
        <source>Play into the West round if nobody reached the target</source>
        <translation>目標点に誰も届かなければ西入</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Reverse mangan at the table</source>
        <translation>卓上で満貫払い</translation>
    </message>
    <message>
        <source>Riichi needs at least 1,000 points</source>
        <translation>立直には1,000点以上必要</translation>
    </message>
    <message>
        <source>Riichi sticks in a multiple ron go to</source>
        <translation>ダブロン時の供託</translation>
    </message>
    <message>
        <source>Riichi sticks left at the end</source>
        <translation>終局時に残った供託</translation>
    </message>
    <message>
        <source>Rinshan pao (who fed the kan pays a rinshan win)</source>
        <translation>嶺上開花の責任払い(大明槓)</translation>
    </message>
    <message>
        <source>Rounding of final points</source>
        <translation>成績の端数処理</translation>
    </message>
    <message>
        <source>Sanbaiman at most</source>
        <translation>三倍満止まり</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>配給原点</translation>
    </message>
    <message>
        <source>Suukantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>The game ends when a score drops below zero</source>
        <translation>持ち点がマイナスになったら終了(飛び)</translation>
    </message>
    <message>
        <source>The whole hand</source>
        <translation>手全体</translation>
    </message>
    <message>
        <source>The winner nearest the discarder</source>
        <translation>放銃者から見て最初の和了者(上家取り)</translation>
    </message>
    <message>
        <source>Tied places</source>
        <translation>同点の順位</translation>
    </message>
    <message>
        <source>To 0.1</source>
        <translation>0.1単位</translation>
    </message>
    <message>
        <source>To 1, half away from zero</source>
        <translation>1単位(四捨五入)</translation>
    </message>
    <message>
        <source>To 1, half rounds down</source>
        <translation>1単位(五捨六入)</translation>
    </message>
    <message>
        <source>Tonpuusen (East only)</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>トリプルロン</translation>
    </message>
    <message>
        <source>Two han minimum from five honba (ryanhan shibari)</source>
        <translation>5本場から二翻縛り</translation>
    </message>
    <message>
        <source>Uma and oka shared</source>
        <translation>ウマ・オカを分ける</translation>
    </message>
    <message>
        <source>Uma for 1st/2nd/3rd/4th (thousands)</source>
        <translation>ウマ(1位/2位/3位/4位、千点単位)</translation>
    </message>
    <message>
        <source>When pao is part of a multiple yakuman, the liable player pays</source>
        <translation>複合役満の一部が包のとき、責任者の支払い</translation>
    </message>
    <message>
        <source>Yakitori (penalty for never winning a hand)</source>
        <translation>焼き鳥(一度も和了しなかった罰符)</translation>
    </message>
    <message>
        <source>Yakitori penalty (points)</source>
        <translation>焼き鳥の罰符(点)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{label}: place {n}</source>
        <translation>{label}: {n}位</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points}点</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Hands played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>点数推移グラフ</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>a table seats three or four players, not {size}</source>
        <translation>卓は3人か4人です（{size}人ではありません）</translation>
    </message>
    <message>
        <source>a player has no name</source>
        <translation>名前のない選手がいます</translation>
    </message>
    <message>
        <source>{name} is listed twice</source>
        <translation>{name} が2回登録されています</translation>
    </message>
    <message>
        <source>{count} players cannot fill a table of {size}: add players</source>
        <translation>{count}人では{size}人の卓を埋められません。選手を追加してください</translation>
    </message>
    <message>
        <source>{name} is the name of a substitute&apos;s seat: rename the player</source>
        <translation>{name} は代打ち席の名前です。選手の名前を変えてください</translation>
    </message>
    <message>
        <source>{count} players do not fill tables of {size}: {missing} substitutes&apos; seats added ({names}); seat a substitute in each, or the tables are short</source>
        <translation>{count}人では{size}人の卓が埋まりません。代打ち席を{missing}つ追加しました（{names}）。それぞれに代打ちを座らせてください。さもなければ人数の足りない卓になります</translation>
    </message>
    <message>
        <source>a tournament has 1 to 64 sessions, not {sessions}</source>
        <translation>大会の節数は1〜64です（{sessions}ではありません）</translation>
    </message>
    <message>
        <source>{played} sessions were played, more than the {sessions} planned</source>
        <translation>{played}節が終わっています。予定の{sessions}節より多いです</translation>
    </message>
    <message>
        <source>teammates share a table {count} times: there are too few other players to keep them apart</source>
        <translation>チームメイトが同卓になるのは{count}回です。ほかの選手が少なすぎて離せません</translation>
    </message>
    <message>
        <source>session {number}: the tables must all seat three players, or all four</source>
        <translation>第{number}節：卓はすべて3人、またはすべて4人でなければなりません</translation>
    </message>
    <message>
        <source>session {number}: {name} is not a player</source>
        <translation>第{number}節：{name} は選手ではありません</translation>
    </message>
    <message>
        <source>session {number}: {name} is seated twice</source>
        <translation>第{number}節：{name} が2回座っています</translation>
    </message>
    <message>
        <source>session {number}: {name} has no seat</source>
        <translation>第{number}節：{name} の席がありません</translation>
    </message>
    <message>
        <source>the seating file is not valid JSON: {detail}</source>
        <translation>席順ファイルは正しい JSON ではありません：{detail}</translation>
    </message>
    <message>
        <source>the seating file must hold &quot;sessions&quot;: a list of sessions, each a list of tables, each a list of names</source>
        <translation>席順ファイルには &quot;sessions&quot; が必要です：節のリスト、その中に卓のリスト、その中に名前のリスト</translation>
    </message>
    <message>
        <source>the seating file seats no one</source>
        <translation>席順ファイルには誰も座っていません</translation>
    </message>
    <message>
        <source>{count} players do not make tables of four</source>
        <translation>{count}人では4人卓に分けられません</translation>
    </message>
    <message>
        <source>a player is named twice</source>
        <translation>同じ名前の選手が2人います</translation>
    </message>
</context>
<context>
    <name>SecondScreen</name>
    <message>
        <source>Table</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>scoretable: standings</source>
        <translation>scoretable: 順位</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Gap to next</source>
        <translation>上との差</translation>
    </message>
    <message>
        <source>Gap to 1st</source>
        <translation>トップとの差</translation>
    </message>
    <message>
        <source>All last: what each player needs</source>
        <translation>オーラス：各自の条件</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>前の局</translation>
    </message>
    <message>
        <source>Night&apos;s &amp;leaders</source>
        <translation>今夜の上位者(&amp;L)</translation>
    </message>
    <message>
        <source>Tonight&apos;s leaders</source>
        <translation>今夜の上位者</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>The night&apos;s leaders come from the library: there is none.</source>
        <translation>今夜の上位者はライブラリから集計します: ライブラリがありません。</translation>
    </message>
    <message>
        <source>No game finished tonight yet.</source>
        <translation>今夜終わった対局はまだありません。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>{payer} → {receiver}: {points}</source>
        <translation>{payer} → {receiver}: {points}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>まだ局の記録がありません。</translation>
    </message>
    <message>
        <source>{player} — {line}</source>
        <translation>{player}：{line}</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>New code</source>
        <translation>新しいコード</translation>
    </message>
    <message>
        <source>The page opened with this code stops; a new code replaces it</source>
        <translation>このコードで開いたページは止まり、新しいコードに替わります</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <source>This phone asks what is paid after each hand won, before it shows the amounts; the answers are practice (Learn -&gt; Learners at the table)</source>
        <translation>和了のたびに、金額を見せる前にこのスマホで支払いを尋ねます。回答は練習として記録されます(学ぶ → 卓での学習記録)</translation>
    </message>
    <message>
        <source>Share with phones</source>
        <translation>スマホで共有</translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with a phone on the same network and sees their score and all-last conditions live; the overlay&apos;s code is for a stream. Phones only read: they never change the game.</source>
        <translation>各プレイヤーが同じネットワークのスマホで自分の席のコードを読み取ると、点数とオーラス条件がその場で表示されます。オーバーレイのコードは配信用です。スマホは読むだけで、対局を変えることはありません。</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>アドレス:</translation>
    </message>
    <message>
        <source>{address} (this computer)</source>
        <translation>{address}(このパソコンのみ)</translation>
    </message>
    <message>
        <source>All addresses</source>
        <translation>すべてのアドレス</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <source>0: any free port</source>
        <translation>0: 空いているポートを使う</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>共有を開始</translation>
    </message>
    <message>
        <source>New codes for every page</source>
        <translation>すべてのコードを新しくする</translation>
    </message>
    <message>
        <source>Every page opened so far stops; scan the new codes</source>
        <translation>これまでに開いたページはすべて止まります。新しいコードを読み取ってください</translation>
    </message>
    <message>
        <source>Pages open now:</source>
        <translation>開いているページ:</translation>
    </message>
    <message>
        <source>Cannot share on {address}: {reason}</source>
        <translation>{address} で共有できません: {reason}</translation>
    </message>
    <message>
        <source>all addresses</source>
        <translation>すべてのアドレス</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>共有を停止</translation>
    </message>
    <message>
        <source>Sharing on all addresses ({addresses}), port {port}: phones on the same network scan their code.</source>
        <translation>すべてのアドレス({addresses})のポート {port} で共有中: 同じネットワークのスマホでコードを読み取ってください。</translation>
    </message>
    <message>
        <source>Sharing on {address}: phones on the same network scan their code.</source>
        <translation>{address} で共有中: 同じネットワークのスマホでコードを読み取ってください。</translation>
    </message>
    <message>
        <source>Not sharing: nothing listens for phones.</source>
        <translation>共有していません: スマホからの接続は受け付けていません。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Overlay (stream)</source>
        <translation>オーバーレイ(配信用)</translation>
    </message>
    <message>
        <source>{name} ({wind})</source>
        <translation>{name}({wind})</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>オーバーレイ</translation>
    </message>
    <message>
        <source>{who}: {address}, since {time}</source>
        <translation>{who}: {address}、{time}から</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>counted yakuman</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>first</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>second</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>third</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>Abortive draw, nine terminals.</source>
        <translation>途中流局、九種九牌。</translation>
    </message>
    <message>
        <source>Abortive draw, four winds.</source>
        <translation>途中流局、四風連打。</translation>
    </message>
    <message>
        <source>Abortive draw, four riichi.</source>
        <translation>途中流局、四家立直。</translation>
    </message>
    <message>
        <source>Abortive draw, four kans.</source>
        <translation>途中流局、四槓散了。</translation>
    </message>
    <message>
        <source>Abortive draw, triple ron.</source>
        <translation>途中流局、三家和。</translation>
    </message>
    <message>
        <source>Double ron.</source>
        <translation>ダブロン。</translation>
    </message>
    <message>
        <source>Triple ron.</source>
        <translation>トリプルロン。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}番席</translation>
    </message>
    <message>
        <source>minus {points}</source>
        <translation>マイナス{points}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>{count} times yakuman</source>
        <translation>{count}倍役満</translation>
    </message>
    <message>
        <source>{who} plus {points}</source>
        <translation>{who}、プラス{points}点</translation>
    </message>
    <message>
        <source>{who} minus {points}</source>
        <translation>{who}、マイナス{points}点</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>{payer} pays {winner} {points}.</source>
        <translation>{payer}から{winner}へ、{points}点。</translation>
    </message>
    <message>
        <source>{winner} takes the riichi sticks, {points}.</source>
        <translation>{winner}、供託{points}点。</translation>
    </message>
    <message>
        <source>{winner} plus {points}.</source>
        <translation>{winner}、プラス{points}点。</translation>
    </message>
    <message>
        <source>{points} all.</source>
        <translation>{points}点オール。</translation>
    </message>
    <message>
        <source>{each} each, {dealer} from the dealer.</source>
        <translation>子{each}点、親{dealer}点。</translation>
    </message>
    <message>
        <source>{count} honba</source>
        <translation>{count}本場</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Draw, nagashi mangan by {who}.</source>
        <translation>流局、{who}の流し満貫。</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>流局。</translation>
    </message>
    <message>
        <source>All noten.</source>
        <translation>全員ノーテン。</translation>
    </message>
    <message>
        <source>All tenpai.</source>
        <translation>全員テンパイ。</translation>
    </message>
    <message>
        <source>{who} tenpai.</source>
        <translation>{who}、テンパイ。</translation>
    </message>
    <message>
        <source>Abortive draw.</source>
        <translation>途中流局。</translation>
    </message>
    <message>
        <source>Chombo by {who}.</source>
        <translation>{who}、チョンボ。</translation>
    </message>
    <message>
        <source>A final penalty of {count} points.</source>
        <translation>最終ポイントから{count}ポイントの罰符。</translation>
    </message>
    <message>
        <source>Chombo.</source>
        <translation>チョンボ。</translation>
    </message>
    <message>
        <source>Riichi.</source>
        <translation>リーチ。</translation>
    </message>
    <message>
        <source>Riichi, {who}.</source>
        <translation>{who}、リーチ。</translation>
    </message>
    <message>
        <source>Riichi taken back, {who}.</source>
        <translation>{who}、リーチ取り消し。</translation>
    </message>
    <message>
        <source>Leftover riichi sticks to {who}, {points}.</source>
        <translation>供託{points}点は{who}へ。</translation>
    </message>
    <message>
        <source>{sentence} {next}</source>
        <translation>{sentence}{next}</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>取り消しました。</translation>
    </message>
    <message>
        <source>{points} all</source>
        <translation>{points}点オール</translation>
    </message>
    <message>
        <source>{each} and {dealer}</source>
        <translation>{each}・{dealer}点</translation>
    </message>
    <message>
        <source>tsumo {points}</source>
        <translation>ツモ{points}</translation>
    </message>
    <message>
        <source>ron {points} from {who}</source>
        <translation>{who}から{points}点のロン</translation>
    </message>
    <message>
        <source>any draw</source>
        <translation>どの流局でも</translation>
    </message>
    <message>
        <source>tenpai at a draw</source>
        <translation>流局時テンパイ</translation>
    </message>
    <message>
        <source>some draws</source>
        <translation>一部の流局</translation>
    </message>
    <message>
        <source>cannot reach {place}</source>
        <translation>{place}には届かない</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first}、または{last}</translation>
    </message>
    <message>
        <source>needs for {place}: {what}</source>
        <translation>{place}条件は{what}</translation>
    </message>
    <message>
        <source>{wind}, dealer</source>
        <translation>{wind}、親</translation>
    </message>
    <message>
        <source>{place}, {points} ahead of second</source>
        <translation>{place}、2位と{points}点差</translation>
    </message>
    <message>
        <source>{place}, level with second</source>
        <translation>{place}、2位と同点</translation>
    </message>
    <message>
        <source>{place}, {points} behind the top</source>
        <translation>{place}、トップと{points}点差</translation>
    </message>
    <message>
        <source>{place}, level with the top</source>
        <translation>{place}、トップと同点</translation>
    </message>
    <message>
        <source>Seat {n}: {wind}, {name}, {score}, {standing}</source>
        <translation>{n}番席、{wind}、{name}、{score}点、{standing}</translation>
    </message>
    <message>
        <source>{situation}; {needs}</source>
        <translation>{situation}。{needs}</translation>
    </message>
    <message>
        <source>{who} {needs}.</source>
        <translation>{who}、{needs}。</translation>
    </message>
    <message>
        <source>{who} {place}, {points}</source>
        <translation>{place}{who}、{points}点</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>終局です。</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>平均打点</translation>
    </message>
    <message>
        <source>This library</source>
        <translation>このライブラリ</translation>
    </message>
    <message>
        <source>The club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>すべてのシーズン</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>四人麻雀</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Avg. placement</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Final points</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <source>Statistics of:</source>
        <translation>集計の対象:</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>シーズン:</translation>
    </message>
    <message>
        <source>&amp;Recompute from the games</source>
        <translation>対局から集計し直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Read the club again</source>
        <translation>クラブを読み直す(&amp;R)</translation>
    </message>
    <message>
        <source>Read the club&apos;s statistics</source>
        <translation>クラブの成績を読み込む</translation>
    </message>
    <message>
        <source>Reading the club&apos;s games from {0}…</source>
        <translation>クラブの対局を {0} から読み込んでいます…</translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (a log this version cannot replay) and are left out.</source>
        <translation>
            <numerusform>%n 局は読めないため(このバージョンで再生できない記録)除外しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} ({starts} to {ends})</source>
        <translation>{name}({starts}〜{ends})</translation>
    </message>
    <message>
        <source>Reading the club&apos;s server was stopped. Read it again, or choose This library.</source>
        <translation>クラブのサーバーの読み込みを中止しました。読み直すか、「このライブラリ」を選んでください。</translation>
    </message>
    <message>
        <source>Four-player games: places 1 to 4. Three-player games are counted apart.</source>
        <translation>四人麻雀の対局(順位は1〜4位)。三人麻雀の対局は別に集計します。</translation>
    </message>
    <message>
        <source>Three-player games: places 1 to 3. Four-player games are counted apart.</source>
        <translation>三人麻雀の対局(順位は1〜3位)。四人麻雀の対局は別に集計します。</translation>
    </message>
    <message>
        <source>Recompute statistics</source>
        <translation>成績の再集計</translation>
    </message>
    <message>
        <source>Every finished game&apos;s summary was recomputed; {0} were wrong or missing.</source>
        <translation>終了した全対局の集計を計算し直しました。{0} 局は誤りがあるか、集計がありませんでした。</translation>
    </message>
    <message>
        <source>Stopped after {0} of {1} games: those have their summary recomputed, the others keep theirs.</source>
        <translation>{1} 局中 {0} 局で中止しました。その分は集計し直し、残りは元の集計のままです。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Player statistics</source>
        <translation>プレイヤー成績</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>立直率</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count finished games only. Play a game to its end, or import one, and it appears here.</source>
        <translation>終局した対局はまだありません。成績は終局した対局だけを集計します。対局を最後まで記録するか、取り込むと、ここに表示されます。</translation>
    </message>
    <message>
        <source>Games of:</source>
        <translation>人数:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>トップ率</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>ラス率</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Call rate (logs)</source>
        <translation>副露率(牌譜)</translation>
    </message>
    <message>
        <source>Finished games only. Rates are per hand played; the average win counts the hand, honba and riichi sticks collected. Double-click a player for their page.</source>
        <translation>終局した対局だけを集計します。率は局数あたりです。平均打点には本場と供託を含みます。プレイヤーをダブルクリックするとそのプレイヤーのページを開きます。</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>Started from:</source>
        <translation>対局日:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>一覧</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVに書き出す…</translation>
    </message>
    <message>
        <source>Any day</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>The club&apos;s server {0}:</source>
        <translation>クラブのサーバー {0}:</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s).</source>
        <translation>
            <numerusform>終局した対局 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The club&apos;s server cannot be read:</source>
        <translation>クラブのサーバーを読めません:</translation>
    </message>
    <message>
        <source>Nothing of the club is shown: read it again, or choose This library.</source>
        <translation>クラブの成績は表示していません。読み直すか、「このライブラリ」を選んでください。</translation>
    </message>
    <message>
        <source>Export statistics as CSV</source>
        <translation>成績をCSVに書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>Sticks</name>
    <message>
        <source>no sticks</source>
        <translation>点棒なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The sticks cannot make it.</source>
        <translation>点棒では払えません。</translation>
    </message>
    <message>
        <source>Sticks: hand over {handed}.</source>
        <translation>点棒: {handed}を渡す。</translation>
    </message>
    <message>
        <source>Sticks: hand over {handed}; get {back} back: {change}.</source>
        <translation>点棒: {handed}を渡し、お釣り{back}点({change})を受け取る。</translation>
    </message>
    <message>
        <source>{player} pays {winner} {amount}. {sticks}</source>
        <translation>{player}が{winner}に{amount}点を払う。{sticks}</translation>
    </message>
</context>
<context>
    <name>SticksDialog</name>
    <message>
        <source>Paying with sticks</source>
        <translation>点棒の払い方</translation>
    </message>
    <message>
        <source>Stick</source>
        <translation>点棒</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>渡す</translation>
    </message>
    <message>
        <source>Change back</source>
        <translation>お釣り</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Pay {amount} from your sticks (one 10,000, two 5,000, four 1,000, ten 100; the receiver holds the same): which sticks do you hand over, and what change comes back?</source>
        <translation>{amount}点を自分の点棒(10,000点1本、5,000点2本、1,000点4本、100点10本。受け取る側も同じ)で払います。どの点棒を渡し、お釣りはいくら返ってきますか?</translation>
    </message>
    <message>
        <source>Right. The fewest sticks: {best}</source>
        <translation>正解。最も少ない本数: {best}</translation>
    </message>
    <message>
        <source>That makes {made}, not {amount}. {best}</source>
        <translation>それでは{made}点で、{amount}点ではありません。{best}</translation>
    </message>
</context>
<context>
    <name>Table question</name>
    <message>
        <source>Your turn to count</source>
        <translation>計算してみよう</translation>
    </message>
    <message>
        <source>As the table recorded it:</source>
        <translation>記録された手:</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解!</translation>
    </message>
    <message>
        <source>Not quite: it is {n}. Try again?</source>
        <translation>惜しい: 正解は{n}点。もう一度?</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation>{n}倍役満</translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>{value}, {n} honba</source>
        <translation>{value}、{n}本場</translation>
    </message>
    <message>
        <source>{winner} won {value} by ron from you: what do you pay?</source>
        <translation>{winner}があなたから{value}でロン和了: あなたはいくら払う?</translation>
    </message>
    <message>
        <source>You won {value} by ron from {discarder}: what does {discarder} pay you?</source>
        <translation>あなたが{discarder}から{value}でロン和了: {discarder}はいくら払う?</translation>
    </message>
    <message>
        <source>{winner} won {value} by ron from {discarder}: what does {discarder} pay?</source>
        <translation>{winner}が{discarder}から{value}でロン和了: {discarder}はいくら払う?</translation>
    </message>
    <message>
        <source>{winner} won by tsumo as dealer, {value}: what do you pay?</source>
        <translation>親の{winner}が{value}でツモ和了: あなたはいくら払う?</translation>
    </message>
    <message>
        <source>{winner} won by tsumo, {value}: what do you pay?</source>
        <translation>{winner}が{value}でツモ和了: あなたはいくら払う?</translation>
    </message>
    <message>
        <source>You won by tsumo as dealer, {value}: what does each player pay you?</source>
        <translation>親のあなたが{value}でツモ和了: 各自いくら払う?</translation>
    </message>
    <message>
        <source>You won by tsumo, {value}: what does each non-dealer pay you?</source>
        <translation>あなたが{value}でツモ和了: 子はそれぞれいくら払う?</translation>
    </message>
    <message>
        <source>{winner} won by tsumo, {value}: what does {payer} pay?</source>
        <translation>{winner}が{value}でツモ和了: {payer}はいくら払う?</translation>
    </message>
</context>
<context>
    <name>TableLearnersDialog</name>
    <message>
        <source>Learners at the table</source>
        <translation>卓での学習記録</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>学習者</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message numerus="yes">
        <source>Answers given on the phones: %n read in now.</source>
        <translation>
            <numerusform>スマホでの回答: 今回%n件を取り込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers from the table yet. Mark a seat as learning in Game -&gt; Share with phones: its phone asks what is paid after each hand.</source>
        <translation>卓からの回答はまだありません。ゲーム → スマホで共有 で席を「学習中」にすると、和了のたびにその席のスマホが支払いを尋ねます。</translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <source>Hand in notation</source>
        <translation>手牌の表記</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H):</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>押すと追加:</translation>
    </message>
    <message>
        <source>A tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>刻子</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>対子</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>A click adds a run from the tile clicked: 3m adds 345m</source>
        <translation>押した牌から順子を追加: 3萬なら345萬</translation>
    </message>
    <message>
        <source>A click adds three of the tile clicked</source>
        <translation>押した牌の刻子(3枚)を追加</translation>
    </message>
    <message>
        <source>A click adds two of the tile clicked</source>
        <translation>押した牌の対子(2枚)を追加</translation>
    </message>
    <message>
        <source>A click adds a dora indicator</source>
        <translation>押すとドラ表示牌を追加</translation>
    </message>
    <message>
        <source>A click adds an ura dora indicator (with riichi)</source>
        <translation>押すと裏ドラ表示牌を追加(立直のとき)</translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation>副露:</translation>
    </message>
    <message>
        <source>Indicators:</source>
        <translation>表示牌:</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>一つ戻す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Three-player mahjong has no 2m-8m</source>
        <translation>三人麻雀では2萬〜8萬を使いません</translation>
    </message>
    <message>
        <source>Click a tile of the hand to make it the winning tile</source>
        <translation>手牌の牌を押すと和了牌になります</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>自風</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>場風</translation>
    </message>
    <message>
        <source>Ura dora indicators (with riichi); or pick them with “Ura dora”</source>
        <translation>裏ドラ表示牌(立直のとき)。「裏ドラ」を選んで牌を押しても入ります</translation>
    </message>
    <message>
        <source>&amp;Seat wind:</source>
        <translation>自風(&amp;S):</translation>
    </message>
    <message>
        <source>R&amp;ound wind:</source>
        <translation>場風(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Dora indicators:</source>
        <translation>ドラ表示牌(&amp;D):</translation>
    </message>
    <message>
        <source>U&amp;ra indicators:</source>
        <translation>裏ドラ表示牌(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Tsumo</source>
        <translation>ツモ(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;iichi</source>
        <translation>立直(&amp;I)</translation>
    </message>
    <message>
        <source>Dou&amp;ble riichi</source>
        <translation>両立直(&amp;B)</translation>
    </message>
    <message>
        <source>I&amp;ppatsu</source>
        <translation>一発(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Last tile (haitei/houtei)</source>
        <translation>海底/河底(&amp;L)</translation>
    </message>
    <message>
        <source>Rinsh&amp;an</source>
        <translation>嶺上開花(&amp;A)</translation>
    </message>
    <message>
        <source>Chan&amp;kan</source>
        <translation>搶槓(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;First draw (tenhou/chiihou)</source>
        <translation>天和/地和(&amp;F)</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>The concealed tiles with the winning tile last, then the melds, e.g. 234567m22p78s9s pon:777z</source>
        <translation>手の内の牌(和了牌は最後)、続いて副露。例 234567m22p78s9s pon:777z</translation>
    </message>
    <message>
        <source>Dora indicators, e.g. 3p 6z; or pick them with “Dora”</source>
        <translation>ドラ表示牌 (例 3p 6z)。「ドラ」を選んで牌を押しても入ります</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora)</source>
        <translation>抜いた北（抜きドラ）</translation>
    </message>
    <message>
        <source>&amp;Nukidora (North set aside):</source>
        <translation>抜きドラ・抜いた北(&amp;N):</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>A run starts from its lowest tile, 1 to 7</source>
        <translation>順子は一番小さい牌(1から7)を押します</translation>
    </message>
    <message>
        <source>A chi starts from its lowest tile, 1 to 7</source>
        <translation>チーは一番小さい牌(1から7)を押します</translation>
    </message>
    <message>
        <source>{count} of {needed} concealed tiles (the winning tile last)</source>
        <translation>手牌 {count}/{needed} (和了牌は最後)</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation>{n}倍役満</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>{value}: {points} points</source>
        <translation>{value}: {points}点</translation>
    </message>
</context>
<context>
    <name>TimerDialog</name>
    <message>
        <source>Hanchan timer</source>
        <translation>半荘タイマー</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>タイマーなし</translation>
    </message>
    <message>
        <source>Finish the hand in play and play one more</source>
        <translation>この局を終えて、もう1局で終了</translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation>この局で終了</translation>
    </message>
    <message>
        <source>The countdown starts now. When it reaches 0:00, the game ends as chosen below (or earlier, by its rules).</source>
        <translation>カウントダウンは今から始まります。0:00 になると、下で選んだとおりに対局が終わります(ルールによってはそれより前に終わります)。</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>長さ(&amp;L):</translation>
    </message>
    <message>
        <source>When time is &amp;up:</source>
        <translation>時間切れのとき(&amp;U):</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>give the players: --players or --players-file</source>
        <translation>選手を指定してください：--players または --players-file</translation>
    </message>
    <message>
        <source>the standings hold points that are not a number: cancel the penalty or substitute that gave them</source>
        <translation>順位表に数値でない点数があります：それを与えたペナルティまたは代打ちを取り消してください</translation>
    </message>
    <message>
        <source>no tournament called {name} on the club server (known: {known})</source>
        <translation>クラブサーバーに大会 {name} はありません（あるもの：{known}）</translation>
    </message>
    <message>
        <source>a tournament needs a name</source>
        <translation>大会には名前が必要です</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>a tournament has 1 to 64 sessions, not {sessions}</source>
        <translation>大会の節数は1〜64です（{sessions}ではありません）</translation>
    </message>
    <message>
        <source>tournament {name} exists already on the club server</source>
        <translation>大会 {name} はクラブサーバーにすでにあります</translation>
    </message>
    <message>
        <source>tournament {name} has sessions 1 to {sessions}, not {session}</source>
        <translation>大会 {name} の節は1〜{sessions}です（{session}ではありません）</translation>
    </message>
    <message>
        <source>session {session} cannot be planned before the sessions before it are seated</source>
        <translation>第{session}節は、それより前の節の席が決まるまで組めません</translation>
    </message>
    <message>
        <source>a red card</source>
        <translation>レッドカード</translation>
    </message>
    <message>
        <source>session {session} has games on the server already: its tables stay</source>
        <translation>第{session}節にはサーバーに対局がすでにあります。卓はそのままです</translation>
    </message>
    <message>
        <source>a session lasts 1 to 600 minutes, not {minutes}</source>
        <translation>1節の長さは1〜600分です（{minutes}分ではありません）</translation>
    </message>
    <message>
        <source>extra time is 0 to 120 minutes, not {minutes}</source>
        <translation>延長は0〜120分です（{minutes}分ではありません）</translation>
    </message>
    <message>
        <source>session {session}&apos;s clock has not been started</source>
        <translation>第{session}節の時計はまだ始まっていません</translation>
    </message>
    <message>
        <source>session {session} has no table {table}</source>
        <translation>第{session}節に{table}卓はありません</translation>
    </message>
    <message>
        <source>a penalty is one of {kinds}, not {kind}</source>
        <translation>罰則は {kinds} のいずれかです（{kind} ではありません）</translation>
    </message>
    <message>
        <source>a penalty</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <source>{who} is not a player of tournament {name}</source>
        <translation>{who} は大会 {name} の選手ではありません</translation>
    </message>
    <message>
        <source>tournament {name} has no penalty {id}</source>
        <translation>大会 {name} に罰則 {id} はありません</translation>
    </message>
    <message>
        <source>a fixed score</source>
        <translation>固定点</translation>
    </message>
    <message>
        <source>a substitute needs a name of their own, not a player&apos;s: {who}</source>
        <translation>代打ちには選手とは別の名前が必要です：{who}</translation>
    </message>
    <message>
        <source>session {session} was never seated</source>
        <translation>第{session}節の席が決まっていません</translation>
    </message>
    <message>
        <source>player {number} of the file has more fields than its header names (a name with a comma needs quotes)</source>
        <translation>ファイルの{number}人目の行に見出しより多くの欄があります（コンマを含む名前は引用符で囲んでください）</translation>
    </message>
    <message>
        <source>session {session}: game {uid} is not finished</source>
        <translation>第{session}節：対局 {uid} が終わっていません</translation>
    </message>
    <message>
        <source>session {session}: {games} of its {tables} games are on the server</source>
        <translation>第{session}節：サーバーにある対局は{tables}局中{games}局です</translation>
    </message>
    <message>
        <source>game {uid} (session {session}): its points sum to {total}, not zero</source>
        <translation>対局 {uid}（第{session}節）：ポイントの合計が0ではなく{total}です</translation>
    </message>
    <message>
        <source>the cut keeps {cut} players: it needs two sessions or more, and a multiple of {size} below the {count} players</source>
        <translation>カットで残すのは {cut} 人です：2 セッション以上と、{count} 人未満の {size} の倍数が必要です</translation>
    </message>
    <message>
        <source>session {session} seats the top {cut} players: every game of session {before} must be finished on the server first</source>
        <translation>セッション {session} は上位 {cut} 人を着席させます：先にセッション {before} の全対局がサーバーで終了している必要があります</translation>
    </message>
    <message>
        <source>{what} is a number of points, not {value}</source>
        <translation>{what}は点数で指定してください（{value} ではなく）</translation>
    </message>
    <message>
        <source>{what} must be between -{limit} and {limit} points, not {value}</source>
        <translation>{what}は -{limit} から {limit} 点までです（{value} ではなく）</translation>
    </message>
    <message>
        <source>line {line} of the players&apos; file has a field of {length} characters: at most {limit}</source>
        <translation>選手ファイルの {line} 行目に {length} 文字の項目があります：最大 {limit} 文字です</translation>
    </message>
    <message>
        <source>line {line} of the players&apos; file: {reason}</source>
        <translation>選手ファイルの {line} 行目：{reason}</translation>
    </message>
</context>
<context>
    <name>TournamentBoard</name>
    <message>
        <source>scoretable: {0}</source>
        <translation>scoretable: {0}</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>{0}: session {1}</source>
        <translation>{0}：第{1}節</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>{0}卓</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0}：順位</translation>
    </message>
    <message>
        <source>Places {0}-{1}</source>
        <translation>{0}〜{1}位</translation>
    </message>
    <message>
        <source>{0} left</source>
        <translation>残り {0}</translation>
    </message>
    <message>
        <source>Time is up: finish the hand in play</source>
        <translation>時間です：この局で終了してください</translation>
    </message>
    <message>
        <source>Time is up: finish the hand in play and play one more</source>
        <translation>時間です：この局ともう1局で終了してください</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>大会:</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation>席順(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Penalties</source>
        <translation>罰則(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>順位(&amp;T)</translation>
    </message>
    <message>
        <source>One player a line, or CSV with a header: name,ema,country,team</source>
        <translation>1行に1人、または見出し付きの CSV：name,ema,country,team</translation>
    </message>
    <message>
        <source>&amp;Create the tournament</source>
        <translation>大会を作成(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Se&amp;ssions:</source>
        <translation>節数(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>選手(&amp;P):</translation>
    </message>
    <message>
        <source>S&amp;eat this session</source>
        <translation>この節の席を決める(&amp;E)</translation>
    </message>
    <message>
        <source>Seat &amp;again</source>
        <translation>席を決め直す(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;wiss (by standing)</source>
        <translation>スイス式・順位順(&amp;W)</translation>
    </message>
    <message>
        <source>Show on the &amp;room&apos;s screen</source>
        <translation>会場の画面に表示(&amp;R)</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>節:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Start the session&apos;s &amp;clock</source>
        <translation>節の時計を開始(&amp;C)</translation>
    </message>
    <message>
        <source>Session clock:</source>
        <translation>節の時計:</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>節</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>審判</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>&amp;Give</source>
        <translation>与える(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Cancel the one selected</source>
        <translation>選んだものを取り消す(&amp;C)</translation>
    </message>
    <message>
        <source>Substitute&apos;s name</source>
        <translation>代打ちの名前</translation>
    </message>
    <message>
        <source>Fixed points for the player:</source>
        <translation>選手に固定ポイント:</translation>
    </message>
    <message>
        <source>Seat the &amp;substitute</source>
        <translation>代打ちを座らせる(&amp;S)</translation>
    </message>
    <message>
        <source>Substitute for:</source>
        <translation>代打ちの対象:</translation>
    </message>
    <message>
        <source>Session {0}: {1} plays for {2}</source>
        <translation>第{0}節：{1} が {2} の代わりに打ちます</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罰則</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>最高対局</translation>
    </message>
    <message>
        <source>Fourths</source>
        <translation>4着</translation>
    </message>
    <message>
        <source>Ranked by total points (penalties included), then the best single game, then the fewest fourth places.</source>
        <translation>合計ポイント（罰則込み）、次に1局の最高ポイント、次に4着の少なさで順位を決めます。</translation>
    </message>
    <message>
        <source>Export the &amp;EMA results…</source>
        <translation>EMA 用の結果を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Show on the room&apos;s screen</source>
        <translation>会場の画面に表示</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>イエローカード</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>レッドカード</translation>
    </message>
    <message>
        <source>No tournament on the club&apos;s server yet: create one.</source>
        <translation>クラブのサーバーにはまだ大会がありません。作成してください。</translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} sessions, rules {3}</source>
        <translation>{0}：選手{1}人、{2}節、ルール {3}</translation>
    </message>
    <message>
        <source>Session {0}: {1} tables</source>
        <translation>第{0}節：{1}卓</translation>
    </message>
    <message>
        <source>Session {0}: the clock runs for {1} minutes</source>
        <translation>第{0}節：時計は{1}分です</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Teams: {0}</source>
        <translation>チーム：{0}</translation>
    </message>
    <message>
        <source>EMA results</source>
        <translation>EMA 用の結果</translation>
    </message>
    <message>
        <source>Wrote {0} players to {1}; penalties given: {2} (listed under Penalties)</source>
        <translation>{1} に{0}人分を書き出しました。罰則：{2}件（罰則タブに一覧）</translation>
    </message>
    <message>
        <source>&amp;Tournament (organiser)…</source>
        <translation>大会・運営(&amp;T)…</translation>
    </message>
    <message>
        <source>Table &amp;list (PDF)…</source>
        <translation>卓割り表（PDF）(&amp;L)…</translation>
    </message>
    <message>
        <source>Give e&amp;xtra time</source>
        <translation>延長を与える(&amp;X)</translation>
    </message>
    <message>
        <source>Extra time for table:</source>
        <translation>卓の延長:</translation>
    </message>
    <message>
        <source>Seat the session first: there is no table list yet</source>
        <translation>先にこの節の席を決めてください：卓割り表はまだありません</translation>
    </message>
    <message>
        <source>Table list</source>
        <translation>卓割り表</translation>
    </message>
    <message>
        <source>{0}: session {1}</source>
        <translation>{0}：第{1}節</translation>
    </message>
    <message>
        <source>Wrote the table list of session {0} to {1}</source>
        <translation>第{0}節の卓割り表を {1} に書き出しました</translation>
    </message>
    <message>
        <source>Session {0}, table {1}: {2} minutes more</source>
        <translation>第{0}節、{1}卓：{2}分延長</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>東</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>發</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Seat wind {seat}, round wind {round}.</source>
        <translation>自風{seat}、場風{round}。</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>西</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Won by ron on {tile} ({wait} wait); closed hand.</source>
        <translation>{tile}でロン和了({wait}待ち)、門前。</translation>
    </message>
    <message>
        <source>Won by ron on {tile} ({wait} wait); open hand.</source>
        <translation>{tile}でロン和了({wait}待ち)、副露あり。</translation>
    </message>
    <message>
        <source>Won by tsumo on {tile} ({wait} wait); closed hand.</source>
        <translation>{tile}でツモ和了({wait}待ち)、門前。</translation>
    </message>
    <message>
        <source>Won by tsumo on {tile} ({wait} wait); open hand.</source>
        <translation>{tile}でツモ和了({wait}待ち)、副露あり。</translation>
    </message>
    <message>
        <source>kanchan</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>penchan</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>ryanmen</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>shanpon</source>
        <translation>シャンポン</translation>
    </message>
    <message>
        <source>tanki</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{n} of bamboo</source>
        <translation>{n}索</translation>
    </message>
    <message>
        <source>{n} of characters</source>
        <translation>{n}萬</translation>
    </message>
    <message>
        <source>{n} of circles</source>
        <translation>{n}筒</translation>
    </message>
    <message>
        <source>{tiles}; win {tile} by ron</source>
        <translation>{tiles}; {tile}でロン和了</translation>
    </message>
    <message>
        <source>{tiles}; win {tile} by tsumo</source>
        <translation>{tiles}; {tile}でツモ和了</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{0}&apos;s riichi</source>
        <translation>{0}の立直</translation>
    </message>
    <message>
        <source>{0}&apos;s riichi taken back</source>
        <translation>{0}の立直の取り消し</translation>
    </message>
    <message>
        <source>{0}&apos;s tsumo, {1} in all</source>
        <translation>{0}のツモ、計{1}点</translation>
    </message>
    <message>
        <source>{0}&apos;s ron, {1} from {2}</source>
        <translation>{0}のロン、{2}から{1}点</translation>
    </message>
    <message>
        <source>Ron by {0}, {1} from {2}</source>
        <translation>{0}のロン、{2}から{1}点</translation>
    </message>
    <message>
        <source>Draw, all noten</source>
        <translation>流局、全員不聴</translation>
    </message>
    <message>
        <source>Draw, tenpai: {0}</source>
        <translation>流局、聴牌: {0}</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>{0}&apos;s chombo</source>
        <translation>{0}のチョンボ</translation>
    </message>
    <message>
        <source>End of game</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>元に戻しました: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>やり直しました: {0}</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>High &amp;contrast (white on black)</source>
        <translation>ハイコントラスト(黒地に白)(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>文字の大きさ(&amp;T)</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>文字を大きく(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>文字を小さく(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>標準の文字の大きさ(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Speak &amp;payments</source>
        <translation>支払いを読み上げ(&amp;P)</translation>
    </message>
    <message>
        <source>Speech &amp;settings…</source>
        <translation>読み上げの設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Read seat {0}&apos;s situation</source>
        <translation>{0}番席の状況を読み上げ</translation>
    </message>
    <message>
        <source>Read the all-last conditions</source>
        <translation>オーラスの条件を読み上げ</translation>
    </message>
    <message>
        <source>Speak &amp;payments (no speech engine)</source>
        <translation>支払いを読み上げ(&amp;P)(音声エンジンなし)</translation>
    </message>
    <message>
        <source>No all-last conditions in this hand.</source>
        <translation>この局にはオーラスの条件がありません。</translation>
    </message>
    <message>
        <source>No speech: Qt&apos;s text-to-speech module cannot load ({0}).</source>
        <translation>読み上げできません: Qtの音声合成モジュールを読み込めません({0})。</translation>
    </message>
    <message>
        <source>No speech engine is installed (on Linux: speech-dispatcher and espeak-ng).</source>
        <translation>音声エンジンがインストールされていません(Linuxでは speech-dispatcher と espeak-ng)。</translation>
    </message>
    <message>
        <source>The speech engine does not work: {0} (on Linux: install speech-dispatcher and espeak-ng).</source>
        <translation>音声エンジンが動きません: {0}(Linuxでは speech-dispatcher と espeak-ng をインストールしてください)。</translation>
    </message>
    <message>
        <source>Speech settings</source>
        <translation>読み上げの設定</translation>
    </message>
    <message>
        <source>Default for the language</source>
        <translation>言語の既定の声</translation>
    </message>
    <message>
        <source>&amp;Hear a sample</source>
        <translation>試しに聞く(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Voice:</source>
        <translation>声(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>速さ(&amp;R):</translation>
    </message>
    <message>
        <source>V&amp;olume:</source>
        <translation>音量(&amp;O):</translation>
    </message>
    <message>
        <source>Tsumo, mangan. 2,000 each, 4,000 from the dealer.</source>
        <translation>ツモ、満貫。子2,000点、親4,000点。</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>&amp;Discarder:</source>
        <translation>放銃者(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Ron</source>
        <translation>ロン(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tsumo</source>
        <translation>ツモ(&amp;T)</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(選択)</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>和了牌を捨てた人を選んでください。</translation>
    </message>
    <message>
        <source>Type the number of han.</source>
        <translation>翻数を入力してください。</translation>
    </message>
    <message>
        <source>{0} han? Under these rules it is paid without a limit.</source>
        <translation>{0}翻ですか？このルールでは上限なしで支払われます。</translation>
    </message>
    <message>
        <source>{0} han? That is a counted yakuman.</source>
        <translation>{0}翻ですか？数え役満になります。</translation>
    </message>
    <message>
        <source>{0} han? That is more than a hand normally has.</source>
        <translation>{0}翻ですか？通常の手にはない翻数です。</translation>
    </message>
    <message>
        <source>Check the han</source>
        <translation>翻数の確認</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {points}</source>
        <translation>{name}の和了: {points}</translation>
    </message>
    <message>
        <source>Record {0} han</source>
        <translation>{0}翻で記録</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>修正する</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>和了の記録</translation>
    </message>
    <message>
        <source>Tick who won.</source>
        <translation>和了した人にチェックを入れてください。</translation>
    </message>
    <message>
        <source>Winner(s):</source>
        <translation>和了者:</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>和了者:</translation>
    </message>
    <message>
        <source>Won by:</source>
        <translation>和了方法:</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} の和了</translation>
    </message>
</context>
<context>
    <name>Winds</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
</context>
<context>
    <name>WinnerEditor</name>
    <message>
        <source> han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>&amp;Han:</source>
        <translation>翻(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Pao (liable):</source>
        <translation>責任払い(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>打点(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Yakuman:</source>
        <translation>役満(&amp;Y):</translation>
    </message>
    <message>
        <source>A rinshan kaihou win after a kan: the player who fed the kan pays it all</source>
        <translation>大明槓からの嶺上開花: 槓させた人が全額を支払います</translation>
    </message>
    <message>
        <source>Baiman (8-10 han)</source>
        <translation>倍満(8-10翻)</translation>
    </message>
    <message>
        <source>Double-yakuman patterns</source>
        <translation>ダブル役満の形</translation>
    </message>
    <message>
        <source>F&amp;u:</source>
        <translation>符(&amp;U):</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Fu &amp;calculator</source>
        <translation>符計算(&amp;C)</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>翻・符</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>打点</translation>
    </message>
    <message>
        <source>Haneman (6-7 han)</source>
        <translation>跳満(6-7翻)</translation>
    </message>
    <message>
        <source>Kokushi 13-sided wait, suuankou tanki, junsei chuuren, daisuushii</source>
        <translation>国士無双十三面待ち、四暗刻単騎、純正九蓮宝燈、大四喜</translation>
    </message>
    <message>
        <source>Liable player (pao)</source>
        <translation>責任払い(包)</translation>
    </message>
    <message>
        <source>Mangan (5 han)</source>
        <translation>満貫(5翻)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Number of yakuman</source>
        <translation>役満の数</translation>
    </message>
    <message>
        <source>Player who fed the kan (rinshan pao)</source>
        <translation>槓させた人(嶺上開花の責任払い)</translation>
    </message>
    <message>
        <source>Ri&amp;nshan pao:</source>
        <translation>嶺上の責任払い(&amp;N):</translation>
    </message>
    <message>
        <source>Sanbaiman (11-12 han)</source>
        <translation>三倍満(11-12翻)</translation>
    </message>
    <message>
        <source>The player who fed the last dragon or wind triplet of a pao yakuman</source>
        <translation>包の役満で最後の三元牌・風牌を鳴かせた人</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora)</source>
        <translation>抜きドラ（抜いた北の枚数）</translation>
    </message>
    <message>
        <source>N&amp;orth tiles:</source>
        <translation>抜きドラ(&amp;O):</translation>
    </message>
    <message>
        <source>North tiles set aside as dora (nukidora): each adds a han</source>
        <translation>抜きドラ（抜いた北）：1枚につき1翻</translation>
    </message>
    <message>
        <source>From tile&amp;s…</source>
        <translation>牌から(&amp;S)…</translation>
    </message>
    <message>
        <source>Pick the tiles: the yaku, han and fu are counted</source>
        <translation>牌を選ぶと役・翻・符を数えます</translation>
    </message>
    <message>
        <source>Yakuman the player is liable for</source>
        <translation>責任を負う役満</translation>
    </message>
    <message>
        <source>a pao yakuman</source>
        <translation>包の役満</translation>
    </message>
    <message>
        <source>daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>daisuushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>suukantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>for</source>
        <translation>の対象:</translation>
    </message>
    <message>
        <source>Yakuman the liable player answers for</source>
        <translation>責任払いの対象になる役満</translation>
    </message>
    <message>
        <source>answers for</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>of the yakuman</source>
        <translation>役満のうち</translation>
    </message>
    <message>
        <source>of which &amp;double patterns:</source>
        <translation>うちダブル役満(&amp;D):</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name} の手</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Seat wind: {wind}</source>
        <translation>自風: {wind}</translation>
    </message>
    <message>
        <source>Round wind: {wind}</source>
        <translation>場風: {wind}</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Last tile drawn (haitei)</source>
        <translation>最後のツモ (海底)</translation>
    </message>
    <message>
        <source>Last discard (houtei)</source>
        <translation>最後の打牌 (河底)</translation>
    </message>
    <message>
        <source>After a kan (rinshan)</source>
        <translation>カンの後 (嶺上)</translation>
    </message>
    <message>
        <source>Robbing a kan (chankan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>First draw (tenhou/chiihou)</source>
        <translation>第一ツモ (天和・地和)</translation>
    </message>
    <message>
        <source>North tiles set aside: {n}</source>
        <translation>抜きドラ: {n} 枚</translation>
    </message>
    <message>
        <source>Worksheet: what is the hand worth?</source>
        <translation>練習問題: この手は何点?</translation>
    </message>
    <message>
        <source>For each hand: its yaku, han, fu and what it pays (without honba or sticks).</source>
        <translation>各手について、役・翻・符と支払い (本場・供託を除く) を書きましょう。</translation>
    </message>
    <message>
        <source>Question {n}</source>
        <translation>問題 {n}</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Ura dora indicators:</source>
        <translation>裏ドラ表示牌:</translation>
    </message>
    <message>
        <source>Yaku: ________________________________________________</source>
        <translation>役: ________________________________________________</translation>
    </message>
    <message>
        <source>Han: ______    Fu: ______    Points: ______________</source>
        <translation>翻: ______    符: ______    点数: ______________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>{name}, line {number}: not JSON ({detail})</source>
        <translation>{name} の {number} 行目: JSON ではありません（{detail}）</translation>
    </message>
    <message>
        <source>{name}, line {number}: a hand is a JSON object</source>
        <translation>{name} の {number} 行目: 手牌は JSON オブジェクトで書きます</translation>
    </message>
    <message>
        <source>{name}, line {number}: {error}</source>
        <translation>{name} の {number} 行目: {error}</translation>
    </message>
    <message>
        <source>{name}: no hand in the file</source>
        <translation>{name}: ファイルに手牌がありません</translation>
    </message>
    <message>
        <source>{name}, hand {number}: {error}</source>
        <translation>{name} の第{number}局: {error}</translation>
    </message>
    <message>
        <source>{name}: no winning hand in the log</source>
        <translation>{name}: 牌譜に和了がありません</translation>
    </message>
    <message>
        <source>a worksheet has at most {limit} questions, not {count}: choose fewer (--count N)</source>
        <translation>問題用紙の問題は最大 {limit} 問です（{count} 問ではなく）：問題数を減らしてください（--count N）</translation>
    </message>
    <message>
        <source>--count must be between 1 and {total} (the hands in the file)</source>
        <translation>--count は 1 から {total}（ファイルの手牌の数）までです</translation>
    </message>
    <message>
        <source>line {number}: {error}</source>
        <translation>{number} 行目: {error}</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheet</source>
        <translation>練習問題プリント</translation>
    </message>
    <message>
        <source>Questions “what is this hand worth?” with the tiles as pictures and the answer key at the back, to print.</source>
        <translation>「この手は何点?」の問題を牌の絵で作り、最後に解答を付けて印刷用の PDF にします。</translation>
    </message>
    <message>
        <source>The course: real hands of Tenhou games</source>
        <translation>コース: 天鳳の実戦の手</translation>
    </message>
    <message>
        <source>A file of hands</source>
        <translation>手のファイル</translation>
    </message>
    <message>
        <source>Hands &amp;from:</source>
        <translation>出題元(&amp;F):</translation>
    </message>
    <message>
        <source>One hand a line, in the format of “scoretable hand --batch” (JSON), or a Tenhou log (mjlog XML): its winning hands</source>
        <translation>1行に1つの手、「scoretable hand --batch」の形式 (JSON)、または天鳳の牌譜 (mjlog XML): そのアガリ手</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Hands file:</source>
        <translation>手のファイル(&amp;H):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>問題数</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>問題数(&amp;Q):</translation>
    </message>
    <message>
        <source>The same number chooses the same hands</source>
        <translation>同じ番号なら同じ手が選ばれます</translation>
    </message>
    <message>
        <source>&amp;Choice number:</source>
        <translation>選択番号(&amp;C):</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>レター</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>用紙(&amp;P):</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>PDF を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Hands file</source>
        <translation>手のファイル</translation>
    </message>
    <message>
        <source>Hands or Tenhou logs (*.jsonl *.json *.txt *.xml *.mjlog);;All (*)</source>
        <translation>手・天鳳の牌譜 (*.jsonl *.json *.txt *.xml *.mjlog);;すべて (*)</translation>
    </message>
    <message>
        <source>Cannot read the file: {reason}</source>
        <translation>ファイルを読めません: {reason}</translation>
    </message>
    <message>
        <source>{count} of the {total} hands make the sheet.</source>
        <translation>{total} 手のうち {count} 手で問題を作ります。</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>練習問題プリントの保存</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the sheet…</source>
        <translation>ワークシートを作成しています…</translation>
    </message>
    <message>
        <source>Saved {path}: {count} questions on {pages} pages.</source>
        <translation>{path} に保存しました: {count} 問、{pages} ページ。</translation>
    </message>
    <message>
        <source>Stopped: no file was written ({path}).</source>
        <translation>中止しました。ファイルは書き込まれていません（{path}）。</translation>
    </message>
</context>
<context>
    <name>Worth</name>
    <message>
        <source>Counting the han</source>
        <translation>翻の数え方</translation>
    </message>
    <message>
        <source>Fu: the base</source>
        <translation>符: 副底</translation>
    </message>
    <message>
        <source>Fu: the melds</source>
        <translation>符: 面子</translation>
    </message>
    <message>
        <source>Fu: the wait</source>
        <translation>符: 待ち</translation>
    </message>
    <message>
        <source>Fu: the pair</source>
        <translation>符: 雀頭</translation>
    </message>
    <message>
        <source>Fu: tsumo or open pinfu</source>
        <translation>符: ツモ・鳴き平和</translation>
    </message>
    <message>
        <source>Fu: the total, rounded</source>
        <translation>符: 合計と切り上げ</translation>
    </message>
    <message>
        <source>Non-dealer ron payments</source>
        <translation>子のロンの点数</translation>
    </message>
    <message>
        <source>Non-dealer tsumo payments</source>
        <translation>子のツモの点数</translation>
    </message>
    <message>
        <source>Dealer ron payments</source>
        <translation>親のロンの点数</translation>
    </message>
    <message>
        <source>Dealer tsumo payments</source>
        <translation>親のツモの点数</translation>
    </message>
    <message>
        <source>Limit hands (mangan and up)</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>{name} ({name_ja})</source>
        <translation>{name_ja} ({name})</translation>
    </message>
    <message>
        <source>Yaku: {name}</source>
        <translation>役: {name}</translation>
    </message>
    <message>
        <source>Missed: {name}</source>
        <translation>見落とし: {name}</translation>
    </message>
    <message>
        <source>Not in this hand: {name}</source>
        <translation>この手にはない: {name}</translation>
    </message>
    <message>
        <source>{honba} honba: {extra} more from each who pays</source>
        <translation>{honba}本場: 支払う人それぞれ {extra} 点増し</translation>
    </message>
    <message>
        <source>The discarder pays {points}</source>
        <translation>放銃者が {points} 点を支払う</translation>
    </message>
    <message>
        <source>Each player pays {points}</source>
        <translation>各自が {points} 点を支払う</translation>
    </message>
    <message>
        <source>The dealer pays {points}</source>
        <translation>親が {points} 点を支払う</translation>
    </message>
    <message>
        <source>Each non-dealer pays {points}</source>
        <translation>子がそれぞれ {points} 点を支払う</translation>
    </message>
</context>
<context>
    <name>WorthDialog</name>
    <message>
        <source>What is it worth?</source>
        <translation>この手は何点?</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>学習者</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>学習者(&amp;L):</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>全ステップ</translation>
    </message>
    <message>
        <source>Yaku only</source>
        <translation>役だけ</translation>
    </message>
    <message>
        <source>Han only</source>
        <translation>翻だけ</translation>
    </message>
    <message>
        <source>Fu only</source>
        <translation>符だけ</translation>
    </message>
    <message>
        <source>Points only</source>
        <translation>点数だけ</translation>
    </message>
    <message>
        <source>&amp;Practise:</source>
        <translation>練習(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Adapt to me</source>
        <translation>苦手に合わせる(&amp;A)</translation>
    </message>
    <message>
        <source>Bring back what I get wrong; without it the course comes in order</source>
        <translation>間違えた項目をまた出題します。オフにするとコースの順に出題します</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Base for winning (20, 25 or 30):</source>
        <translation>副底 (20、25、30):</translation>
    </message>
    <message>
        <source>Triplets and quads:</source>
        <translation>刻子・槓子:</translation>
    </message>
    <message>
        <source>The wait:</source>
        <translation>待ち:</translation>
    </message>
    <message>
        <source>The pair:</source>
        <translation>雀頭:</translation>
    </message>
    <message>
        <source>Tsumo or open pinfu:</source>
        <translation>ツモ・鳴き平和:</translation>
    </message>
    <message>
        <source>Fu in all, rounded up</source>
        <translation>符の合計 (切り上げ)</translation>
    </message>
    <message>
        <source>Fu in all, rounded up:</source>
        <translation>符の合計 (切り上げ):</translation>
    </message>
    <message>
        <source>Han, dora included:</source>
        <translation>翻 (ドラ込み):</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Point at a line to outline its tiles</source>
        <translation>行にマウスを合わせると、その牌を囲んで示します</translation>
    </message>
    <message>
        <source>P&amp;rogress…</source>
        <translation>成績(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Seat wind: {wind}</source>
        <translation>自風: {wind}</translation>
    </message>
    <message>
        <source>Round wind: {wind}</source>
        <translation>場風: {wind}</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Last tile drawn (haitei)</source>
        <translation>最後のツモ (海底)</translation>
    </message>
    <message>
        <source>Last discard (houtei)</source>
        <translation>最後の打牌 (河底)</translation>
    </message>
    <message>
        <source>After a kan (rinshan)</source>
        <translation>カンの後 (嶺上)</translation>
    </message>
    <message>
        <source>Robbing a kan (chankan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>{n} honba</source>
        <translation>{n}本場</translation>
    </message>
    <message>
        <source>Which yaku does this hand have? (dora are counted in the han)</source>
        <translation>この手の役は? (ドラは翻で数えます)</translation>
    </message>
    <message>
        <source>How many han, dora included?</source>
        <translation>何翻? (ドラ込み)</translation>
    </message>
    <message>
        <source>How many fu, part by part?</source>
        <translation>何符? (部分ごとに)</translation>
    </message>
    <message>
        <source>Who pays what? (honba included)</source>
        <translation>誰が何点払う? (本場込み)</translation>
    </message>
    <message>
        <source>Step {n} of {count}: </source>
        <translation>ステップ {n}/{count}: </translation>
    </message>
    <message>
        <source>The discarder pays:</source>
        <translation>放銃者の支払い:</translation>
    </message>
    <message>
        <source>Each player pays:</source>
        <translation>各自の支払い:</translation>
    </message>
    <message>
        <source>The dealer pays:</source>
        <translation>親の支払い:</translation>
    </message>
    <message>
        <source>Each non-dealer pays:</source>
        <translation>子の支払い (各自):</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <source>Not quite:</source>
        <translation>残念:</translation>
    </message>
</context>
</TS>
