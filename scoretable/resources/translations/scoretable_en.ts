<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AllLast</name>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{round} {hand}, {honba} honba, riichi sticks on the table: {sticks}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is the cheapest tsumo that ends the game with {wind} {place}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation type="unfinished">Each player pays</translation>
    </message>
    <message>
        <source>Each non-dealer pays</source>
        <translation type="unfinished">Each non-dealer pays</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation type="unfinished">The dealer pays</translation>
    </message>
    <message>
        <source>The gap: {rival} has {theirs:,}, {me} {mine:,}: {gap:,} behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealer&apos;s tsumo of {each:,} all takes {each:,} from each player: {me} gains {gain:,} and {rival} loses {each:,}, closing the gap by {closed:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tsumo of {small:,}/{big:,} takes {small:,} from each non-dealer and {big:,} from the dealer: {me} gains {gain:,} and {rival} loses {loss:,}, closing the gap by {closed:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{honba} honba: {each} more from each player, {total:,} in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi sticks on the table: {sticks}, {points:,} more to the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After it: {me} {mine:,}, {rival} {theirs:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: under these rules the tied players share the place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie goes to the seat nearer the first dealer: {me} here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{me} sits nearer the first dealer: a tie would have been enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rival} sits nearer the first dealer and wins a tie: {me} must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step less, {shown}, is refused under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step less, {shown}, would not end the game (the rules&apos; end of game: a dealer&apos;s win goes on, or nobody would reach the target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step less, {shown}, leaves {me} {mine:,} against {theirs:,}: not enough.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AllLastQuizDialog</name>
    <message>
        <source>All-last quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished">&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation type="unfinished">&amp;Next question</translation>
    </message>
    <message>
        <source>A real game: tenhou.net log {log} ({rules} rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quiz is four-player only: its situations are four-player games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: {answer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: the answer is {answer}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>East player</source>
        <translation>East player</translation>
    </message>
    <message>
        <source>North player</source>
        <translation>North player</translation>
    </message>
    <message>
        <source>This game cannot be saved ({0}); start a new game (Ctrl+N) to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South player</source>
        <translation>South player</translation>
    </message>
    <message>
        <source>West player</source>
        <translation>West player</translation>
    </message>
</context>
<context>
    <name>ChartDialog</name>
    <message>
        <source>This game</source>
        <translation>This game</translation>
    </message>
</context>
<context>
    <name>ChomboDialog</name>
    <message>
        <source>&amp;Offender:</source>
        <translation>&amp;Offender:</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choose)</translation>
    </message>
    <message>
        <source>Choose who committed the chombo.</source>
        <translation>Choose who committed the chombo.</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Offender</translation>
    </message>
    <message>
        <source>Record a chombo</source>
        <translation>Record a chombo</translation>
    </message>
    <message>
        <source>Under {rules}, a chombo costs {n} points on the final result; nothing is paid at the table and the hand is replayed.</source>
        <translation>Under {rules}, a chombo costs {n} points on the final result; nothing is paid at the table and the hand is replayed.</translation>
    </message>
    <message>
        <source>Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and 2,000 to the other player, the dealer 4,000 to each of the two; the hand is replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and 2,000 to each other player, the dealer 4,000 to each; the hand is replayed.</source>
        <translation>Under {rules}, a chombo is a reverse mangan: a non-dealer pays 4,000 to the dealer and 2,000 to each other player, the dealer 4,000 to each; the hand is replayed.</translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <source>{command} needs the club&apos;s server: --club URL or SCORETABLE_CLUB_URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club address {where} is not usable: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSL root certificate {file} is missing, so the club server {where} cannot be checked: put the club&apos;s certificate there (or name it with sslrootcert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server {where} wants a password and none was given: put it in ~/.pgpass (or PGPASSWORD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server refused the password for {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server does not let this role in ({where}): ask the organiser for the right to connect ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server has no such database or user: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server is unreachable ({where}): {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another table has held what this needs on the club server for over {seconds} s (a laptop asleep while sending?): a lock wait; it is tried again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server did not answer within {seconds} s; it is tried again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server&apos;s role lacks a right: {detail} (ask the organiser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server stopped answering ({where}): {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server refused it: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this table could not read the game to send: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club server&apos;s schema is version {version}, newer than this scoretable&apos;s ({ours}): update scoretable; nothing was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the club&apos;s tables on {where} are missing or older than this scoretable&apos;s, and role {user} may not create or upgrade them ({detail}): run one sync as the role that owns the club&apos;s database (it needs CREATE on the database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role {user} may not send games to the club server {where}: it lacks {right} on {on} (ask the organiser to grant it); nothing was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role {user} may not read the club server {where}: it lacks {right} on {on} (ask the organiser to grant it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sync&apos;s time ({seconds} s) was up while the club server was still busy; what was sent stays sent, the rest goes next time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tournament called {name} on the club server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament {name} has no session {session}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is neither a player of tournament {name} nor a substitute in session {session}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no season called {season} on the club server (known: {known})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a season needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>season {name} would end ({ends}) before it starts ({starts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player cannot be merged with himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{alias} cannot be merged into {target}: {target} already counts as {alias}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {game} [{uid}]: table {table}&apos;s copy differs from the one the club counts, from table {held}; the standings count table {held}&apos;s until someone chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {game} [{uid}]: table {table}&apos;s copy differs from the one the club counts, sent by an older scoretable; the standings count the club&apos;s until someone chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game {game} in conflict on the club server (in conflict: {known})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} names several games in conflict: {known}; give more of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no copy of game {game} from table {table} in conflict (keep server, or one of: {known})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>{0} games sent; {1} already on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} games withdrawn by the club were not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {0} ({1}) was not sent: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} games were not sent: the details say which, and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} more games were not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} games go on further on the server, whose copy was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings count the club&apos;s copy of each until someone chooses: Games -&gt; Club: copies that differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} games were not tried (the sync&apos;s time was up); they go at the next sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the library to the club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sync was stopped after {0} of {1} games. Those sent stay on the server; the next sync sends the rest (none twice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the &amp;whole library to the club…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished">2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished">3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation type="unfinished">4th</translation>
    </message>
    <message>
        <source>{points} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation type="unfinished">yakuman</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation type="unfinished">{han} han</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished">{han} han {fu} fu</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all noten</source>
        <translation type="unfinished">all noten</translation>
    </message>
    <message>
        <source>ron {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tsumo {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {conditions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tsumo is written non-dealer/dealer: “1,000/2,000” is 1,000 from each non-dealer and 2,000 from the dealer; a dealer&apos;s tsumo is “2,000 all”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealer} deals: a dealer&apos;s win ends the game only if it leaves the dealer top, so each of {dealer}&apos;s places needs the top, and a ron from the player in that place (“direct”) can cost more than one from another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealer} deals: under these rules a dealer&apos;s win never ends the game (the dealer deals again), so no hand of {dealer}&apos;s ends it in a better place now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this player needs to end the game in a better place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ron: the cheapest ron from another player; direct: a ron from the player now in that place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-last conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any hand, as if the game ended now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player declares riichi (1,000 to the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Player</translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished">Place</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation type="unfinished">Tsumo</translation>
    </message>
    <message>
        <source>Ron from {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: who is tenpai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the last hand: switch on “any hand” to see the conditions now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can move up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest hand that ends the game with the player in that place or better. The points are the hand&apos;s own; the honba and the riichi sticks it collects are already taken into account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-last &amp;conditions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions in &amp;every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each player needs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictsDialog</name>
    <message>
        <source>Club: copies that differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two tables sent different copies of these games. The standings count the club&apos;s copy until you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the club&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take this table&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No copies differ: the club counts one copy of every game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club now counts table {0}&apos;s copy of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club keeps its copy of {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: copies that &amp;differ…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogCommon</name>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>&amp;Abortive draw</source>
        <translation>&amp;Abortive draw</translation>
    </message>
    <message>
        <source>&amp;Exhaustive draw (the wall ran out)</source>
        <translation>&amp;Exhaustive draw (the wall ran out)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>&amp;{n} tenpai</source>
        <translation>&amp;{n} tenpai</translation>
    </message>
    <message>
        <source>&lt;i&gt;Nagashi mangan&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nagashi mangan&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Tenpai&lt;/i&gt;</source>
        <translation>&lt;i&gt;Tenpai&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Four kans (suukaikan)</source>
        <translation>Four kans (suukaikan)</translation>
    </message>
    <message>
        <source>Four riichi (suucha riichi)</source>
        <translation>Four riichi (suucha riichi)</translation>
    </message>
    <message>
        <source>Four winds discarded (suufon renda)</source>
        <translation>Four winds discarded (suufon renda)</translation>
    </message>
    <message>
        <source>Kind of abortive draw</source>
        <translation>Kind of abortive draw</translation>
    </message>
    <message>
        <source>Nine terminals and honors (kyuushu kyuuhai)</source>
        <translation>Nine terminals and honors (kyuushu kyuuhai)</translation>
    </message>
    <message>
        <source>Record a draw</source>
        <translation>Record a draw</translation>
    </message>
    <message>
        <source>These rules ({rules}) have no abortive draws.</source>
        <translation>These rules ({rules}) have no abortive draws.</translation>
    </message>
    <message>
        <source>Triple ron (sanchahou)</source>
        <translation>Triple ron (sanchahou)</translation>
    </message>
    <message>
        <source>nagashi</source>
        <translation>nagashi</translation>
    </message>
    <message>
        <source>{name} nagashi mangan</source>
        <translation>{name} nagashi mangan</translation>
    </message>
    <message>
        <source>{name} tenpai</source>
        <translation>{name} tenpai</translation>
    </message>
</context>
<context>
    <name>ErrorLabel</name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Could not write or read {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write or read a file: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong ({0}); nothing more was done. The details are in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library cannot be used now ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>the rules are for {count} players, not {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry {number}: {error}</source>
        <translation>entry {number}: {error}</translation>
    </message>
    <message>
        <source>game {number}: {error}</source>
        <translation>game {number}: {error}</translation>
    </message>
    <message>
        <source>not a scoretable game (no &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>not a scoretable game (no &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game does not replay: {error}</source>
        <translation>the game does not replay: {error}</translation>
    </message>
    <message>
        <source>is true, but the game is not over after its {count} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is false, but the game is over after its {count} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds more than {count} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer scoretable (format version {version})</source>
        <translation>written by a newer scoretable (format version {version})</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be read as JSON: {detail}</source>
        <translation>{file} cannot be read as JSON: {detail}</translation>
    </message>
    <message>
        <source>{file} is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is larger than {limit} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds an unpaired surrogate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a name, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an integer from {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a number from {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be true or false, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an ISO 8601 date and time, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an object, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a list, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should hold {count} items, not {length}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should hold {count} names, as rules.players is {count}, not {length}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds more than {count} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should name each seat once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a library backup: use Restore library backup</source>
        <translation>{file} is a library backup: use Restore library backup</translation>
    </message>
    <message>
        <source>{file} is not a scoretable library backup</source>
        <translation>{file} is not a scoretable library backup</translation>
    </message>
    <message>
        <source>{file}: no list of games</source>
        <translation>{file}: no list of games</translation>
    </message>
    <message>
        <source>is missing (NULL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be text, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing from a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} should be {type}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} should be a list of integers, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} should have {count} values, not {length}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win entry should be an object, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an action should be an object, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action type {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table state should be an object, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s rules cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log&apos;s rules cannot be kept: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start points {points} (from the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom lobby&apos;s rules (GO type {type}), read as Tenhou&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game starts with unequal scores {scores}: not a whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log ends the game where these rules play on (after {hand})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final scores: the log has {log}, the engine {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends after {hand}, but the log has no end-of-game line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log stops after {hand} without the end of the game: kept as an unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the engine ended the game before this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the log starts it with dealer {dealer}, {sticks} sticks and scores {scores}; the engine&apos;s table has {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the engine refuses it: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the log pays three winners of one discard; these rules make a triple ron an abortive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the log books {log}, the engine {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: the log states a win by seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="unfinished">limit</translation>
    </message>
    <message>
        <source>riichi sticks</source>
        <translation type="unfinished">riichi sticks</translation>
    </message>
    <message>
        <source>payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payment by all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: seat {seat}&apos;s win states honba {stated}, the hand has {honba}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: seat {seat}&apos;s win states {what} {stated}, the engine {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final points to 0.1 (as the log has them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no oka and no uma (as the log has them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uma {uma} (from the log&apos;s end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final points: the log has {log}, the engine {engine}, and neither the rounding nor an uma explains the difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} ({wind} {hand}, {honba} honba)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than {limit} MiB: not a game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a damaged gzip file ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unpacked file is too large: not a game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {offset}): neither mjlog XML nor tenhou.net/6 JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither mjlog XML nor tenhou.net/6 JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;{tag}&gt; has no {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be {count} whole numbers, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be whole numbers, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;{tag} {field}&gt; should be a seat 0-3, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name of seat {seat} is not UTF-8 (&lt;UN n{seat}&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}: &lt;{tag} {attribute}&gt; should be a seat 0-2 in a three-player log, not {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}: &lt;AGARI ten&gt; states a limit {limit}, not 0-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XML file with a document type: not an mjlog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not mjlog XML ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a three-player log (GO type {go_type} has no bit 0x10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} (record #{index}) has no result (the log is cut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a pipe, a device or a folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not well-formed XML ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XML file whose root is &lt;{tag}&gt;, not an mjlog &lt;mjloggm&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than {limit} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;{tag}&gt; before the first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a &lt;{tag}&gt; after the hand&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an mjlog with no finished hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;{field}&gt; states the scores {stated}; the hand&apos;s start and its riichi give {running}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a score beyond {limit} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unreadable end-of-game line ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &lt;AGARI yaku&gt; should be pairs of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a hand without its result (the log is cut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the wins of one hand name different discarders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unknown kind of draw ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a round number {value} out of range (0-15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: honba and sticks should be 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (nested too deeply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON file without a &apos;log&apos; list: not tenhou.net/6 JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;name&apos; should be a list of {count} names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name of seat {seat} is not valid text (&apos;name&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenhou.net/6 file with no hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: not a tenhou.net/6 hand (17 parts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unreadable end-of-game line (&apos;sc&apos;: {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s own results do not match its hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unreadable result ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the result is not a win or a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file&apos;s own riichi do not match its hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the round, honba and sticks are not three numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unreadable win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the wins name different discarders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unreadable draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unknown result {word}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the {what} should be four whole numbers, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a win whose seats are not 0-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: an unreadable value of a win ({text})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: a yaku without its han ({text})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the win&apos;s text states {stated} han, its yaku add up to {han}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read it ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has {players} players; {names} names were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library holds this game already (game {game}) under other names: delete it there first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library cannot store it: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes the unfinished game {game} of a cut log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number out of range ({number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not a Tenhou log (mjlog XML): {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not a Tenhou log (mjlog XML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: a three-player log (worksheets take four players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, hand {number}: a win that cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>1 riichi stick stays on the table</source>
        <translation>1 riichi stick stays on the table</translation>
    </message>
    <message>
        <source>Abortive draw: no payments</source>
        <translation>Abortive draw: no payments</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Exhaustive draw</translation>
    </message>
    <message>
        <source>Exhaustive draw with nagashi mangan</source>
        <translation>Exhaustive draw with nagashi mangan</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honba: {parts}</source>
        <translation>Honba: {parts}</translation>
    </message>
    <message>
        <source>Nagashi mangan, paid as a mangan tsumo: {players}</source>
        <translation>Nagashi mangan, paid as a mangan tsumo: {players}</translation>
    </message>
    <message>
        <source>No honba for {winner}: they go to the winner nearest the discarder</source>
        <translation>No honba for {winner}: they go to the winner nearest the discarder</translation>
    </message>
    <message>
        <source>{player}: −{n} points on the final result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not zero-sum: {why}</source>
        <translation>Not zero-sum: {why}</translation>
    </message>
    <message>
        <source>Pao: {player} is liable for the yakuman</source>
        <translation>Pao: {player} is liable for the yakuman</translation>
    </message>
    <message>
        <source>Riichi declared</source>
        <translation>Riichi declared</translation>
    </message>
    <message>
        <source>Riichi taken back</source>
        <translation>Riichi taken back</translation>
    </message>
    <message>
        <source>Ron: {winner} ({role}) wins from {discarder}</source>
        <translation>Ron: {winner} ({role}) wins from {discarder}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>Tenpai: {players}</source>
        <translation>Tenpai: {players}</translation>
    </message>
    <message>
        <source>Total: {total} fu</source>
        <translation>Total: {total} fu</translation>
    </message>
    <message>
        <source>Tsumo: {winner} ({role}) wins</source>
        <translation>Tsumo: {winner} ({role}) wins</translation>
    </message>
    <message>
        <source>Win {n} of {count}. {head}</source>
        <translation>Win {n} of {count}. {head}</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>baiman</translation>
    </message>
    <message>
        <source>chombo, reverse mangan</source>
        <translation>chombo, reverse mangan</translation>
    </message>
    <message>
        <source>counted yakuman (kazoe)</source>
        <translation>counted yakuman (kazoe)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>for honba</source>
        <translation>for honba</translation>
    </message>
    <message>
        <source>for the hand</source>
        <translation>for the hand</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>haneman</translation>
    </message>
    <message>
        <source>head bump: only the winner nearest the discarder is paid</source>
        <translation>head bump: only the winner nearest the discarder is paid</translation>
    </message>
    <message>
        <source>leftover riichi sticks</source>
        <translation>leftover riichi sticks</translation>
    </message>
    <message>
        <source>leftover riichi sticks are lost</source>
        <translation>leftover riichi sticks are lost</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limit</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <source>nagashi mangan: paid as a mangan tsumo, no honba, no noten payments</source>
        <translation>nagashi mangan: paid as a mangan tsumo, no honba, no noten payments</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>non-dealer</translation>
    </message>
    <message>
        <source>noten payment</source>
        <translation>noten payment</translation>
    </message>
    <message>
        <source>riichi deposit</source>
        <translation>riichi deposit</translation>
    </message>
    <message>
        <source>riichi sticks</source>
        <translation>riichi sticks</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>sanbaiman</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>the discarder</translation>
    </message>
    <message>
        <source>the fourth riichi&apos;s deposit goes on the table first</source>
        <translation>the fourth riichi&apos;s deposit goes on the table first</translation>
    </message>
    <message>
        <source>the game was ended at the table</source>
        <translation>the game was ended at the table</translation>
    </message>
    <message>
        <source>three players: the absent North&apos;s share is lost</source>
        <translation>three players: the absent North&apos;s share is lost</translation>
    </message>
    <message>
        <source>three players: the absent North&apos;s share is split between the payers</source>
        <translation>three players: the absent North&apos;s share is split between the payers</translation>
    </message>
    <message>
        <source>the hand is replayed</source>
        <translation>the hand is replayed</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>the table</translation>
    </message>
    <message>
        <source>triple ron: an abortive draw under these rules</source>
        <translation>triple ron: an abortive draw under these rules</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <source>{han} han: counted yakuman (kazoe), {basic} basic points</source>
        <translation>{han} han: counted yakuman (kazoe), {basic} basic points</translation>
    </message>
    <message>
        <source>{han} han: {name}, {basic} basic points</source>
        <translation>{han} han: {name}, {basic} basic points</translation>
    </message>
    <message>
        <source>daisangen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daisuushii</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suukantsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({name_ja}): yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({name_ja}): {han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ron: the discarder pays {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo: each player pays {each}, {total} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo: the dealer pays {dealer}, each non-dealer {other}, {total} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han: {n} × counted yakuman (kazoe), {basic} basic points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} counted as {han} han: {fu} fu × {power} (2 + {han} han) = {raw} basic points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw}: kiriage mangan rounds it up to {basic} basic points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw}, over the {basic} cap: {name}, {basic}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fu} fu × {power} (2 + {han} han) = {raw} basic points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} for a {who} ron, half paid by the liable player (pao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} for a {who} ron, half paid by the discarder (pao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n}: fed the kan, pays the whole win as a ron (rinshan pao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n}: the liable player pays the whole {who} win (pao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} for a {who} ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} for a dealer tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×2 as the dealer, for a non-dealer tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} as a non-dealer, for a non-dealer tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{n} as non-dealers, for a non-dealer tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han + {n} North set aside (nukidora) = {total} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pao: {player} is liable for {yaku}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} honba: {parts}</source>
        <translation>{n} honba: {parts}</translation>
    </message>
    <message>
        <source>{n} riichi stick from the table: +{amount}</source>
        <translation>{n} riichi stick from the table: +{amount}</translation>
    </message>
    <message>
        <source>{n} riichi sticks from the table: +{amount}</source>
        <translation>{n} riichi sticks from the table: +{amount}</translation>
    </message>
    <message>
        <source>{payer}, liable (pao), pays +{amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{payer}, liable for {yaku}, pays +{amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} riichi sticks stay on the table</source>
        <translation>{n} riichi sticks stay on the table</translation>
    </message>
    <message>
        <source>{payers} and {last} each pay {how}: {calc}</source>
        <translation>{payers} and {last} each pay {how}: {calc}</translation>
    </message>
    <message>
        <source>{payer} pays +{amount}</source>
        <translation>{payer} pays +{amount}</translation>
    </message>
    <message>
        <source>{payer} pays {amount} to {receiver} ({words})</source>
        <translation>{payer} pays {amount} to {receiver} ({words})</translation>
    </message>
    <message>
        <source>{payer} pays {how}: {calc}</source>
        <translation>{payer} pays {how}: {calc}</translation>
    </message>
    <message>
        <source>{payer} puts {amount} on the table ({words})</source>
        <translation>{payer} puts {amount} on the table ({words})</translation>
    </message>
    <message>
        <source>{player}: {delta}</source>
        <translation>{player}: {delta}</translation>
    </message>
    <message>
        <source>{raw} fu rounded up to {total} fu</source>
        <translation>{raw} fu rounded up to {total} fu</translation>
    </message>
    <message>
        <source>{reason}: {fu} fu</source>
        <translation>{reason}: {fu} fu</translation>
    </message>
    <message>
        <source>{receiver} takes {amount} from the table ({words})</source>
        <translation>{receiver} takes {amount} from the table ({words})</translation>
    </message>
    <message>
        <source>{unit}: {basic} basic points</source>
        <translation>{unit}: {basic} basic points</translation>
    </message>
    <message>
        <source>{winner} is not paid: head bump (only the winner nearest the discarder is)</source>
        <translation>{winner} is not paid: head bump (only the winner nearest the discarder is)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Back up library</source>
        <translation>Back up library</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Export game as CSV</source>
        <translation>Export game as CSV</translation>
    </message>
    <message>
        <source>Export game as JSON</source>
        <translation>Export game as JSON</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Import game</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>{0} games cannot be read and are not in it: export them one by one from the library (Export JSON writes them as stored).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was stopped: no file was written ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore library backup</source>
        <translation>Restore library backup</translation>
    </message>
    <message>
        <source>{0} of the {1} new games were added before it stopped; they are kept. Restoring the same backup again adds the rest (none twice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped before any game was added: the library is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The restore was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on the table is not stored.</source>
        <translation>The game on the table is not stored.</translation>
    </message>
    <message>
        <source>{0} games added to the library.</source>
        <translation>{0} games added to the library.</translation>
    </message>
    <message>
        <source>{0} games written to {1}.</source>
        <translation>{0} games written to {1}.</translation>
    </message>
    <message>
        <source>{0} were there already.</source>
        <translation>{0} were there already.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file named (an empty name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file name: it holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}, not a file to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than {limit}: not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not text: broken UTF-16 after its byte-order mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not text: a NUL byte at byte {at} (a binary file, or UTF-16 without a byte-order mark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {at})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not text: it holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}, not a file to write: left as it is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fu</name>
    <message>
        <source>20 for winning (open hand)</source>
        <translation>20 for winning (open hand)</translation>
    </message>
    <message>
        <source>20 for winning (tsumo)</source>
        <translation>20 for winning (tsumo)</translation>
    </message>
    <message>
        <source>closed quad of simples</source>
        <translation>closed quad of simples</translation>
    </message>
    <message>
        <source>closed quad of terminals/honors</source>
        <translation>closed quad of terminals/honors</translation>
    </message>
    <message>
        <source>closed ron: 20 for winning + 10 menzen ron</source>
        <translation>closed ron: 20 for winning + 10 menzen ron</translation>
    </message>
    <message>
        <source>closed triplet of simples</source>
        <translation>closed triplet of simples</translation>
    </message>
    <message>
        <source>closed triplet of terminals/honors</source>
        <translation>closed triplet of terminals/honors</translation>
    </message>
    <message>
        <source>kanchan wait (the middle tile of a run)</source>
        <translation>kanchan wait (the middle tile of a run)</translation>
    </message>
    <message>
        <source>open pinfu (an open hand with no other fu)</source>
        <translation>open pinfu (an open hand with no other fu)</translation>
    </message>
    <message>
        <source>open quad of simples</source>
        <translation>open quad of simples</translation>
    </message>
    <message>
        <source>open quad of terminals/honors</source>
        <translation>open quad of terminals/honors</translation>
    </message>
    <message>
        <source>open triplet of simples</source>
        <translation>open triplet of simples</translation>
    </message>
    <message>
        <source>open triplet of terminals/honors</source>
        <translation>open triplet of terminals/honors</translation>
    </message>
    <message>
        <source>pair of dragons or of the seat or round wind</source>
        <translation>pair of dragons or of the seat or round wind</translation>
    </message>
    <message>
        <source>pair of the seat wind that is also the round wind (2 for each)</source>
        <translation>pair of the seat wind that is also the round wind (2 for each)</translation>
    </message>
    <message>
        <source>pair of the seat wind that is also the round wind (2 in total)</source>
        <translation>pair of the seat wind that is also the round wind (2 in total)</translation>
    </message>
    <message>
        <source>penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)</source>
        <translation>penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)</translation>
    </message>
    <message>
        <source>run (no fu)</source>
        <translation>run (no fu)</translation>
    </message>
    <message>
        <source>seven pairs (fixed, not rounded)</source>
        <translation>seven pairs (fixed, not rounded)</translation>
    </message>
    <message>
        <source>tanki wait (completing the pair)</source>
        <translation>tanki wait (completing the pair)</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>tsumo</translation>
    </message>
</context>
<context>
    <name>FuCalculator</name>
    <message>
        <source>&amp;Use this fu</source>
        <translation>&amp;Use this fu</translation>
    </message>
    <message>
        <source>&amp;Wait:</source>
        <translation>&amp;Wait:</translation>
    </message>
    <message>
        <source>Dragon, seat or round wind</source>
        <translation>Dragon, seat or round wind</translation>
    </message>
    <message>
        <source>Dual pon (shanpon)</source>
        <translation>Dual pon (shanpon)</translation>
    </message>
    <message>
        <source>Edge (penchan)</source>
        <translation>Edge (penchan)</translation>
    </message>
    <message>
        <source>Total {raw} → {total} fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu calculator</source>
        <translation>Fu calculator</translation>
    </message>
    <message>
        <source>Middle (kanchan)</source>
        <translation>Middle (kanchan)</translation>
    </message>
    <message>
        <source>Pa&amp;ir:</source>
        <translation>Pa&amp;ir:</translation>
    </message>
    <message>
        <source>Pair (tanki)</source>
        <translation>Pair (tanki)</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Plain</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <source>Se&amp;ven pairs (25 fu)</source>
        <translation>Se&amp;ven pairs (25 fu)</translation>
    </message>
    <message>
        <source>Seat and round wind at once</source>
        <translation>Seat and round wind at once</translation>
    </message>
    <message>
        <source>Total {total} fu</source>
        <translation>Total {total} fu</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <source>Two-sided (ryanmen)</source>
        <translation>Two-sided (ryanmen)</translation>
    </message>
    <message>
        <source>Won &amp;by:</source>
        <translation>Won &amp;by:</translation>
    </message>
</context>
<context>
    <name>FuSpinBox</name>
    <message>
        <source> fu</source>
        <translation> fu</translation>
    </message>
</context>
<context>
    <name>FuTrainerDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Fu of this hand:</source>
        <translation>&amp;Fu of this hand:</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Next hand</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <source>Fu trainer</source>
        <translation>Fu trainer</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Me</translation>
    </message>
    <message>
        <source>Sum {raw} fu, rounded up to {total} fu</source>
        <translation>Sum {raw} fu, rounded up to {total} fu</translation>
    </message>
    <message>
        <source>Total {total} fu</source>
        <translation>Total {total} fu</translation>
    </message>
    <message>
        <source>Type the fu as a number, e.g. 40</source>
        <translation>Type the fu as a number, e.g. 40</translation>
    </message>
    <message>
        <source>called</source>
        <translation>called</translation>
    </message>
    <message>
        <source>closed kan</source>
        <translation>closed kan</translation>
    </message>
    <message>
        <source>fu, e.g. 40</source>
        <translation>fu, e.g. 40</translation>
    </message>
    <message>
        <source>✔ Right: {n} fu.</source>
        <translation>✔ Right: {n} fu.</translation>
    </message>
    <message>
        <source>✘ Not quite: {n} fu, not {given}.</source>
        <translation>✘ Not quite: {n} fu, not {given}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>A player needs a name.</source>
        <translation>A player needs a name.</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Abortive draw</translation>
    </message>
    <message>
        <source>A timer cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hanchan timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <source>End of game</source>
        <translation>End of game</translation>
    </message>
    <message>
        <source>index {index} outside 0..{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log entry {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>Exhaustive draw</translation>
    </message>
    <message>
        <source>Rename {0}</source>
        <translation>Rename {0}</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <source>Take back riichi</source>
        <translation>Take back riichi</translation>
    </message>
    <message>
        <source>There is no seat {0}.</source>
        <translation>There is no seat {0}.</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
</context>
<context>
    <name>HanchanTimer</name>
    <message>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time up: 2 hands left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: finish this hand and play one more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time up: last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: this hand is the last</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandCalculatorDialog</name>
    <message>
        <source>Hand calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;From the yaku to the payment&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPicture</name>
    <message>
        <source>Dora:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>(no tiles yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Abortive draw ({0})</source>
        <translation>Abortive draw ({0})</translation>
    </message>
    <message>
        <source>Chombo: {0}</source>
        <translation>Chombo: {0}</translation>
    </message>
    <message>
        <source>Double ron</source>
        <translation>Double ron</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>Game ended</translation>
    </message>
    <message>
        <source>Leftover riichi sticks</source>
        <translation>Leftover riichi sticks</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>Triple ron</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ {0} North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo: {0}</source>
        <translation>Tsumo: {0}</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>all noten</translation>
    </message>
    <message>
        <source>{player}: {hand} − {deposit} riichi = {change}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four kans</source>
        <translation>four kans</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>four riichi</translation>
    </message>
    <message>
        <source>four winds</source>
        <translation>four winds</translation>
    </message>
    <message>
        <source>nagashi mangan: {0}</source>
        <translation>nagashi mangan: {0}</translation>
    </message>
    <message>
        <source>nine terminals</source>
        <translation>nine terminals</translation>
    </message>
    <message>
        <source>pao: {0}</source>
        <translation>pao: {0}</translation>
    </message>
    <message>
        <source>tenpai: {0}</source>
        <translation>tenpai: {0}</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>triple ron</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <source>{0} han</source>
        <translation>{0} han</translation>
    </message>
    <message>
        <source>{0} han {1} fu</source>
        <translation>{0} han {1} fu</translation>
    </message>
    <message>
        <source>{kind}: {winners} from {discarder}</source>
        <translation>{kind}: {winners} from {discarder}</translation>
    </message>
    <message>
        <source>{wind} {number}
{honba} honba</source>
        <translation>{wind} {number}
{honba} honba</translation>
    </message>
    <message>
        <source>{wind} {number}, {honba} honba</source>
        <translation>{wind} {number}, {honba} honba</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Select a hand to see how it was paid.</source>
        <translation>Select a hand to see how it was paid.</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished">Hands played</translation>
    </message>
    <message>
        <source>How the selected hand was paid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Follow the &amp;system</translation>
    </message>
    <message>
        <source>The interface will be in {language} the next time scoretable starts.</source>
        <translation>The interface will be in {language} the next time scoretable starts.</translation>
    </message>
    <message>
        <source>The language could not be saved: {0}</source>
        <translation>The language could not be saved: {0}</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win / deal-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation type="unfinished">Export C&amp;SV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished">Rules:</translation>
    </message>
    <message>
        <source>Games of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One player a line (a multiple of four)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid opponents already met tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating as &amp;PDF (to print)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s server: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s server cannot be read ({0}); showing this library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This library (no club server is set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF was not written: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lea&amp;gue: standings and seating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club &amp;server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server, e.g. postgresql://table3@club.local/league
(empty: no club). The password is read from ~/.pgpass, never kept here.
It is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: not sent (will retry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: copies differ (Games menu)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>&amp;All-last quiz…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fu trainer…</source>
        <translation>&amp;Fu trainer…</translation>
    </message>
    <message>
        <source>&amp;Reference tables…</source>
        <translation>&amp;Reference tables…</translation>
    </message>
    <message>
        <source>&amp;Hand calculator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying with &amp;sticks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learners at the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment &amp;quiz…</source>
        <translation>Payment &amp;quiz…</translation>
    </message>
    <message>
        <source>&amp;What is it worth?…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source> (process {0})</source>
        <translation> (process {0})</translation>
    </message>
    <message>
        <source>&amp;Back up library…</source>
        <translation>&amp;Back up library…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>&amp;Import game…</translation>
    </message>
    <message>
        <source>&amp;Library of games…</source>
        <translation>&amp;Library of games…</translation>
    </message>
    <message>
        <source>&amp;Restore library backup…</source>
        <translation>&amp;Restore library backup…</translation>
    </message>
    <message>
        <source>Another scoretable{0} is already using the database in {1}. Close it first, or start this one with a different --data-dir.</source>
        <translation>Another scoretable{0} is already using the database in {1}. Close it first, or start this one with a different --data-dir.</translation>
    </message>
    <message>
        <source>The last game cannot be resumed ({0}); it is kept in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Export game as &amp;JSON…</source>
        <translation>Export game as &amp;JSON…</translation>
    </message>
    <message>
        <source>Export game as C&amp;SV…</source>
        <translation>Export game as C&amp;SV…</translation>
    </message>
    <message>
        <source>Player &amp;statistics…</source>
        <translation>Player &amp;statistics…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>Score &amp;chart…</translation>
    </message>
    <message>
        <source>Started {0}, last played {1}</source>
        <translation>Started {0}, last played {1}</translation>
    </message>
    <message>
        <source>The database cannot be read: {0}.</source>
        <translation>The database cannot be read: {0}.</translation>
    </message>
    <message>
        <source>The database is damaged: {0}</source>
        <translation>The database is damaged: {0}</translation>
    </message>
    <message>
        <source>The database was written by a newer version of scoretable (schema {0}).</source>
        <translation>The database was written by a newer version of scoretable (schema {0}).</translation>
    </message>
    <message>
        <source>The library could not be opened</source>
        <translation>The library could not be opened</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>scoretable is already running</source>
        <translation>scoretable is already running</translation>
    </message>
    <message>
        <source>The library cannot be opened now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library was put right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program is using the database ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be written ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}

The library was not changed. Retry when this is fixed, Ignore to play without saving, or Close to quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file is empty (0 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}

The file was kept, renamed to:
{1}

scoretable started with a new, empty library.</source>
        <translation>{0}

The file was kept, renamed to:
{1}

scoretable started with a new, empty library.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file. Move it away and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist. Restore what it points to, or remove the link, and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is another application&apos;s database (tables: {tables}); scoretable leaves it alone. Choose another --data-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} was found without its database and cannot be moved aside: {reason}. Move it away and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{files} was found without its database ({database}): it was kept, renamed to:
{moved}

scoretable started with a new, empty library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database says it is schema {version}, but its tables are not those of schema {version} or of any later one this scoretable knows (a downgrade gone wrong, or a file changed by another program?). The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database&apos;s schema number was {number}, but its tables are exactly those of schema {schema} (a downgrade gone wrong?): the number was put right. No game was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory {folder} cannot be used: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>This game cannot be opened: {0}. Export JSON writes it as stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Delete game</translation>
    </message>
    <message>
        <source>Delete the game of {0} ({1})? This cannot be undone.</source>
        <translation>Delete the game of {0} ({1})? This cannot be undone.</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not deleted: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw it from the club&apos;s league too? The club&apos;s server then forgets it and no table sends it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>Export C&amp;SV…</translation>
    </message>
    <message>
        <source>Library of games</source>
        <translation>Library of games</translation>
    </message>
    <message>
        <source>No games yet: every game you play is kept here.</source>
        <translation>No games yet: every game you play is kept here.</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;name…</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Rename game</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>Score &amp;chart…</translation>
    </message>
    <message>
        <source>This game cannot be opened: {0}</source>
        <translation>This game cannot be opened: {0}</translation>
    </message>
    <message>
        <source>This game is on the table now.</source>
        <translation>This game is on the table now.</translation>
    </message>
    <message>
        <source>This game is on the table; start or open another one to delete it.</source>
        <translation>This game is on the table; start or open another one to delete it.</translation>
    </message>
    <message>
        <source>Title of the game:</source>
        <translation>Title of the game:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
</context>
<context>
    <name>LogFiles</name>
    <message>
        <source>Refused: {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in the library: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: {0}{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Tenhou logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenhou logs (*.mjlog *.xml *.json *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before {0} of the {1} files. Those listed below were dealt with and are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped by an error ({0}) before {1} of the {2} files. Those listed below were dealt with and are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as tenhou.net/6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}.

A score table records results, not tiles: the file has each hand&apos;s scores and payments but no discards, so discard-review tools (Mortal, NAGA) cannot work from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Tenhou logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game as tenhou.net/&amp;6…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library cannot take more games: the disk is full ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library cannot take more games: another program is using the database ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library cannot take more games: the database cannot be written ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library cannot take more games ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before {0} of the {1} files. Those listed below were dealt with and are kept; import the others again once this is put right.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>{0} is still running. Try again once it has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is still running. Stop it and close? What it has finished is kept where it can be (see its message).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the games to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing the logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputing each game&apos;s summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the games to the club&apos;s server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}% of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {0} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {0} min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About scoretable</source>
        <translation>&amp;About scoretable</translation>
    </message>
    <message>
        <source>&amp;Chombo…</source>
        <translation>&amp;Chombo…</translation>
    </message>
    <message>
        <source>&amp;Draw…</source>
        <translation>&amp;Draw…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;End game now</source>
        <translation>&amp;End game now</translation>
    </message>
    <message>
        <source>Win  [W]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw  [D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo  [C]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished">Results</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished">New game</translation>
    </message>
    <message>
        <source>The new game could not be saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hanchan &amp;timer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share with phones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table mode (each player faces their score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Second screen (for a TV or projector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Hand</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Learn</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Redo {0}</translation>
    </message>
    <message>
        <source>&amp;Rotate view</source>
        <translation>&amp;Rotate view</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Undo {0}</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Win (ron or tsumo)…</source>
        <translation>&amp;Win (ron or tsumo)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;scoretable {0}&lt;/b&gt;&lt;br&gt;A score table for Riichi mahjong: exact payments, every common ruleset, undo for everything.</source>
        <translation>&lt;b&gt;scoretable {0}&lt;/b&gt;&lt;br&gt;A score table for Riichi mahjong: exact payments, every common ruleset, undo for everything.</translation>
    </message>
    <message>
        <source>About scoretable</source>
        <translation>About scoretable</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>G&amp;ames</translation>
    </message>
    <message>
        <source>Hand &amp;history</source>
        <translation>Hand &amp;history</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Hand history</translation>
    </message>
    <message>
        <source>Re&amp;name players…</source>
        <translation>Re&amp;name players…</translation>
    </message>
    <message>
        <source>Riichi / take back: seat {0}</source>
        <translation>Riichi / take back: seat {0}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the final places are in each panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. Results (Ctrl+E) · Undo (Ctrl+Z) · New game (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi / take back: {0}</source>
        <translation>Riichi / take back: {0}</translation>
    </message>
    <message>
        <source>Show &amp;differences</source>
        <translation>Show &amp;differences</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Show &amp;results</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}</source>
        <translation>The game could not be saved: {0}</translation>
    </message>
    <message>
        <source>The game is over: undo (Ctrl+Z) to reopen it, or start a new game.</source>
        <translation>The game is over: undo (Ctrl+Z) to reopen it, or start a new game.</translation>
    </message>
    <message>
        <source>Tile pictures: riichi-mahjong-tiles by FluffyStuff, in the public domain (CC0 1.0).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldRow</name>
    <message>
        <source>Called (open)</source>
        <translation>Called (open)</translation>
    </message>
    <message>
        <source>Completed by ron</source>
        <translation>Completed by ron</translation>
    </message>
    <message>
        <source>Concealed</source>
        <translation>Concealed</translation>
    </message>
    <message>
        <source>Meld {n} kind</source>
        <translation>Meld {n} kind</translation>
    </message>
    <message>
        <source>Meld {n} of terminals or honors</source>
        <translation>Meld {n} of terminals or honors</translation>
    </message>
    <message>
        <source>Meld {n} state</source>
        <translation>Meld {n} state</translation>
    </message>
    <message>
        <source>Meld {n}:</source>
        <translation>Meld {n}:</translation>
    </message>
    <message>
        <source>Quad</source>
        <translation>Quad</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Terminals/honors</source>
        <translation>Terminals/honors</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>Triplet</translation>
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
        <translation>(modified)</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>(no name yet)</translation>
    </message>
    <message>
        <source>Correct the rules to start.</source>
        <translation>Correct the rules to start.</translation>
    </message>
    <message>
        <source>Enter a name.</source>
        <translation>Enter a name.</translation>
    </message>
    <message>
        <source>Enter four different names to start.</source>
        <translation>Enter four different names to start.</translation>
    </message>
    <message>
        <source>First &amp;East:</source>
        <translation>First &amp;East:</translation>
    </message>
    <message>
        <source>First East (first dealer)</source>
        <translation>First East (first dealer)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players (sanma)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a tournament game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament game: {0}, session {1}, table {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Players, in seating order (counter-clockwise)</source>
        <translation>Players, in seating order (counter-clockwise)</translation>
    </message>
    <message>
        <source>Rese&amp;t to preset</source>
        <translation>Rese&amp;t to preset</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>Rules &amp;preset:</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Rules preset</translation>
    </message>
    <message>
        <source>S&amp;huffle seats</source>
        <translation>S&amp;huffle seats</translation>
    </message>
    <message>
        <source>Same name as seat {n}.</source>
        <translation>Same name as seat {n}.</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>Seat {n}: {name}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Enter three different names to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} (modified)</source>
        <translation>{label} (modified)</translation>
    </message>
</context>
<context>
    <name>PlayerFigures</name>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player under these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{part} of {whole}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>%n deal-in</numerusform>
            <numerusform>%n deal-ins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n riichi</source>
        <translation>
            <numerusform>%n riichi</numerusform>
            <numerusform>%n riichi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dealer hand(s)</source>
        <translation>
            <numerusform>%n dealer hand</numerusform>
            <numerusform>%n dealer hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exhaustive draw(s)</source>
        <translation>
            <numerusform>%n exhaustive draw</numerusform>
            <numerusform>%n exhaustive draws</numerusform>
        </translation>
    </message>
    <message>
        <source>From every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busts (below zero at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (Tenhou R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins by tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average win</source>
        <translation type="unfinished">Average win</translation>
    </message>
    <message>
        <source>Deal-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal-ins while in riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal-ins to a riichi hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <source>Riichi that won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer wins</source>
        <translation type="unfinished">Dealer wins</translation>
    </message>
    <message>
        <source>Dealer repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenpai at exhaustive draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation type="unfinished">Yakuman</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation type="unfinished">Chombo</translation>
    </message>
    <message>
        <source>None of these games came from a log: open calls and riichi turns need one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From imported logs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n riichi that won</source>
        <translation>
            <numerusform>%n riichi that won</numerusform>
            <numerusform>%n riichi that won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From imported logs only (%n game(s))</source>
        <translation>
            <numerusform>From imported logs only (%n game)</numerusform>
            <numerusform>From imported logs only (%n games)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands with an open call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average riichi turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal-ins to an open hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal-ins to a closed hand without riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ippatsu (of riichi that won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura dora (of riichi that won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku of the wins in imported logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place, game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished">Place</translation>
    </message>
    <message>
        <source>Rating (Tenhou R) after each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins by han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han</source>
        <translation type="unfinished">Han</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Change in the last hand</source>
        <translation>Change in the last hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Click: record a win for this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare riichi: 1,000 points go to the table</source>
        <translation>Declare riichi: 1,000 points go to the table</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <source>Take back riichi</source>
        <translation>Take back riichi</translation>
    </message>
    <message>
        <source>Take back the riichi (until the hand is recorded)</source>
        <translation>Take back the riichi (until the hand is recorded)</translation>
    </message>
    <message>
        <source>This player deals the current hand.</source>
        <translation>This player deals the current hand.</translation>
    </message>
    <message>
        <source>{0}, dealer, {1}, {2} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}, {2} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>riichi declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
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
        <translation>M-League</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <source>Tenhou (3 players)</source>
        <translation>Tenhou (3 players)</translation>
    </message>
    <message>
        <source>Mahjong Soul (3 players)</source>
        <translation>Mahjong Soul (3 players)</translation>
    </message>
    <message>
        <source>Standard (3 players)</source>
        <translation>Standard (3 players)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <source>WRC 2025</source>
        <translation>WRC 2025</translation>
    </message>
    <message>
        <source>JPML (official rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPML (WRC rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMU (A rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saikouisen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japan Pro Mahjong Association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>International</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese leagues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed rules: 25,000 start, 30,000 return, uma 20-10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>European Mahjong Association 2016: 30,000, uma 15-5, no kiriage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EMA 2025: as 2016, with kiriage mangan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World Riichi Championship 2025: head bump, chombo -30 after the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M-League: 25,000 start, uma 30-10, red fives, head bump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenhou&apos;s ranked rooms: red fives, busting, West round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mahjong Soul ranked: 25,000 return, uma 15-5, double yakuman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPML official: no ippatsu or ura, uma by floaters, sticks left to nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPML&apos;s WRC rule: ippatsu and ura, uma 15-5, chombo -30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japan Pro Mahjong Association: 25,000 start, uma 30-10, no kiriage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu league: no honba, no noten payments, uma 12-4, no kiriage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMU A rule: 30,000, uma 15-5, ippatsu and ura.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saikouisen: 30,000, uma 30-10, no pao, yakuman do not stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: 35,000 start, 40,000 return, North as dora.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenhou&apos;s three-player ranked rooms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mahjong Soul&apos;s three-player ranked games.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Next: {round}</source>
        <translation>Next: {round}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>&lt;b&gt;Preview&lt;/b&gt; (nothing is applied until Record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>The game ends.</source>
        <translation>The game ends.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han</source>
        <translation type="unfinished">Han</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation type="unfinished">Fu</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Close</translation>
    </message>
    <message>
        <source>{count} answers, {skills} skills; the weakest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export every learner&apos;s skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}: {rows} rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every answer of {name}? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>1 riichi stick</source>
        <translation>1 riichi stick</translation>
    </message>
    <message>
        <source>On the table: {honba}, {sticks}.</source>
        <translation>On the table: {honba}, {sticks}.</translation>
    </message>
    <message>
        <source>no honba</source>
        <translation>no honba</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealer} is the dealer.</source>
        <translation>{dealer} is the dealer.</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>Three players, tsumo loss: the absent North&apos;s {north} is not paid; the winner receives that much less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players, North bisection: the absent North&apos;s share ({north}) is split between the two payers, each adding {half} before rounding up to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation>{han} han</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han} han {fu} fu</translation>
    </message>
    <message>
        <source>{n} honba</source>
        <translation>{n} honba</translation>
    </message>
    <message>
        <source>{n} riichi sticks</source>
        <translation>{n} riichi sticks</translation>
    </message>
    <message>
        <source>{winner}, a non-dealer, wins by ron from {discarder} with {hand}.</source>
        <translation>{winner}, a non-dealer, wins by ron from {discarder} with {hand}.</translation>
    </message>
    <message>
        <source>{winner}, a non-dealer, wins by tsumo with {hand}.</source>
        <translation>{winner}, a non-dealer, wins by tsumo with {hand}.</translation>
    </message>
    <message>
        <source>{winner}, the dealer, wins by ron from {discarder} with {hand}.</source>
        <translation>{winner}, the dealer, wins by ron from {discarder} with {hand}.</translation>
    </message>
    <message>
        <source>{winner}, the dealer, wins by tsumo with {hand}.</source>
        <translation>{winner}, the dealer, wins by tsumo with {hand}.</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>%v s left</source>
        <translation>%v s left</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>&amp;Learner:</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>&amp;Next question</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Timed ({n} s)</source>
        <translation>&amp;Timed ({n} s)</translation>
    </message>
    <message>
        <source>(you typed {typed})</source>
        <translation>(you typed {typed})</translation>
    </message>
    <message>
        <source>Dealer and non-dealer ron</source>
        <translation>Dealer and non-dealer ron</translation>
    </message>
    <message>
        <source>Each non-dealer pays</source>
        <translation>Each non-dealer pays</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>Each player pays</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explanation</translation>
    </message>
    <message>
        <source>Honba and riichi sticks</source>
        <translation>Honba and riichi sticks</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Le&amp;vel:</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Learner</translation>
    </message>
    <message>
        <source>Level {n}: {title}</source>
        <translation>Level {n}: {title}</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Me</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <source>No mistakes due for review: a new question instead.</source>
        <translation>No mistakes due for review: a new question instead.</translation>
    </message>
    <message>
        <source>Non-dealer ron only</source>
        <translation>Non-dealer ron only</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Not quite.</translation>
    </message>
    <message>
        <source>Payment quiz</source>
        <translation>Payment quiz</translation>
    </message>
    <message>
        <source>Review my &amp;mistakes ({n})</source>
        <translation>Review my &amp;mistakes ({n})</translation>
    </message>
    <message>
        <source>Your accuracy: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy ({name}): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of a mistake</source>
        <translation>Review of a mistake</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Right!</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>The dealer pays</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>The discarder pays</translation>
    </message>
    <message>
        <source>The winner gains in all</source>
        <translation>The winner gains in all</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Time is up.</translation>
    </message>
    <message>
        <source>Tsumo splits</source>
        <translation>Tsumo splits</translation>
    </message>
    <message>
        <source>Tsumo splits, dealer, honba, kiriage and limits</source>
        <translation>Tsumo splits, dealer, honba, kiriage and limits</translation>
    </message>
    <message>
        <source>Type a number of points</source>
        <translation>Type a number of points</translation>
    </message>
    <message>
        <source>Type the payment(s) and press Enter: the explanation appears here.</source>
        <translation>Type the payment(s) and press Enter: the explanation appears here.</translation>
    </message>
    <message>
        <source>level {n}: {ok}/{all} ({pct:.0%})</source>
        <translation>level {n}: {ok}/{all} ({pct:.0%})</translation>
    </message>
    <message>
        <source>points, e.g. 3900</source>
        <translation>points, e.g. 3900</translation>
    </message>
    <message>
        <source>{label}: {expected}</source>
        <translation>{label}: {expected}</translation>
    </message>
    <message>
        <source>{name}: no answers yet.</source>
        <translation>{name}: no answers yet.</translation>
    </message>
    <message>
        <source>{rules}, level {n}</source>
        <translation>{rules}, level {n}</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Reference tables</source>
        <translation>Reference tables</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Save as P&amp;DF…</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Saved {path}</translation>
    </message>
</context>
<context>
    <name>ReferenceTables</name>
    <message>
        <source>Dealer ron</source>
        <translation>Dealer ron</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>Dealer tsumo</translation>
    </message>
    <message>
        <source>Dealer wins</source>
        <translation>Dealer wins</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <source>Generated by scoretable from its scoring engine.</source>
        <translation>Generated by scoretable from its scoring engine.</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>In each cell: the ron payment in bold; below it the tsumo payments (non-dealer: what each non-dealer / the dealer pays). Shaded: capped at mangan. – cannot occur.</source>
        <translation>In each cell: the ron payment in bold; below it the tsumo payments (non-dealer: what each non-dealer / the dealer pays). Shaded: capped at mangan. – cannot occur.</translation>
    </message>
    <message>
        <source>Kiriage mangan: no</source>
        <translation>Kiriage mangan: no</translation>
    </message>
    <message>
        <source>Kiriage mangan: yes</source>
        <translation>Kiriage mangan: yes</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>Non-dealer ron</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>Non-dealer tsumo</translation>
    </message>
    <message>
        <source>Three players, tsumo loss: the absent North&apos;s share is not paid (tsumo: the other non-dealer / the dealer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players, North bisection: the absent North&apos;s share is split between the two payers (tsumo: the other non-dealer / the dealer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{notes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-dealer wins</source>
        <translation>Non-dealer wins</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Payment table</source>
        <translation>Payment table</translation>
    </message>
    <message>
        <source>Payment table: {rules}</source>
        <translation>Payment table: {rules}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <source>honba +{n} each (ron: the discarder; tsumo: {m} from each)</source>
        <translation>honba +{n} each (ron: the discarder; tsumo: {m} from each)</translation>
    </message>
    <message>
        <source>riichi sticks 1,000 each to the winner</source>
        <translation>riichi sticks 1,000 each to the winner</translation>
    </message>
    <message>
        <source>{n} all</source>
        <translation>{n} all</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n} han</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>1 han 110 fu cannot occur on tsumo: a closed tsumo already has menzen tsumo</source>
        <translation>1 han 110 fu cannot occur on tsumo: a closed tsumo already has menzen tsumo</translation>
    </message>
    <message>
        <source>1 han 20 fu cannot occur: 20 fu is pinfu tsumo, already 2 han</source>
        <translation>1 han 20 fu cannot occur: 20 fu is pinfu tsumo, already 2 han</translation>
    </message>
    <message>
        <source>1 han 25 fu cannot occur: seven pairs alone is 2 han</source>
        <translation>1 han 25 fu cannot occur: seven pairs alone is 2 han</translation>
    </message>
    <message>
        <source>2 han 25 fu cannot occur on tsumo: seven pairs by tsumo is at least 3 han</source>
        <translation>2 han 25 fu cannot occur on tsumo: seven pairs by tsumo is at least 3 han</translation>
    </message>
    <message>
        <source>20 fu cannot occur on ron: a closed ron starts at 30 fu and an open hand with no fu gets 2 (open pinfu)</source>
        <translation>20 fu cannot occur on ron: a closed ron starts at 30 fu and an open hand with no fu gets 2 (open pinfu)</translation>
    </message>
    <message>
        <source>A win has either a pao player or a rinshan pao player, not both.</source>
        <translation>A win has either a pao player or a rinshan pao player, not both.</translation>
    </message>
    <message>
        <source>A win needs at least one winner.</source>
        <translation>A win needs at least one winner.</translation>
    </message>
    <message>
        <source>Four riichi needs at least three riichi declared.</source>
        <translation>Four riichi needs at least three riichi declared.</translation>
    </message>
    <message>
        <source>From 5 honba a hand needs 2 han (ryanhan shibari); there are {honba}.</source>
        <translation>From 5 honba a hand needs 2 han (ryanhan shibari); there are {honba}.</translation>
    </message>
    <message>
        <source>Nagashi mangan is not played under these rules.</source>
        <translation>Nagashi mangan is not played under these rules.</translation>
    </message>
    <message>
        <source>Only one player can win by tsumo.</source>
        <translation>Only one player can win by tsumo.</translation>
    </message>
    <message>
        <source>Pao applies only to a yakuman hand.</source>
        <translation>Pao applies only to a yakuman hand.</translation>
    </message>
    <message>
        <source>Pao is not played under these rules.</source>
        <translation>Pao is not played under these rules.</translation>
    </message>
    <message>
        <source>Riichi needs 1,000 points under these rules; {player} has {points}.</source>
        <translation>Riichi needs 1,000 points under these rules; {player} has {points}.</translation>
    </message>
    <message>
        <source>Rinshan kaihou is a tsumo win.</source>
        <translation>Rinshan kaihou is a tsumo win.</translation>
    </message>
    <message>
        <source>Rinshan pao is not played under these rules.</source>
        <translation>Rinshan pao is not played under these rules.</translation>
    </message>
    <message>
        <source>The game is over: no more hands can be recorded.</source>
        <translation>The game is over: no more hands can be recorded.</translation>
    </message>
    <message>
        <source>{value} is not a seat (0 to 2).</source>
        <translation>{value} is not a seat (0 to 2).</translation>
    </message>
    <message>
        <source>Name the liable player of the {yaku} (pao).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pao for {yaku} is not played under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The liable player can answer for 1 to {yakuman} yakuman of this hand.</source>
        <translation>The liable player can answer for 1 to {yakuman} yakuman of this hand.</translation>
    </message>
    <message>
        <source>North is not set aside as dora under these rules.</source>
        <translation>North is not set aside as dora under these rules.</translation>
    </message>
    <message>
        <source>A player can set aside 0 to 4 North tiles, not {count}.</source>
        <translation>A player can set aside 0 to 4 North tiles, not {count}.</translation>
    </message>
    <message>
        <source>The same player is listed twice as a winner.</source>
        <translation>The same player is listed twice as a winner.</translation>
    </message>
    <message>
        <source>The winner cannot be liable (pao) for their own hand.</source>
        <translation>The winner cannot be liable (pao) for their own hand.</translation>
    </message>
    <message>
        <source>The winner cannot be the discarder.</source>
        <translation>The winner cannot be the discarder.</translation>
    </message>
    <message>
        <source>The winner cannot have fed their own kan.</source>
        <translation>The winner cannot have fed their own kan.</translation>
    </message>
    <message>
        <source>The yakuman count is not possible.</source>
        <translation>The yakuman count is not possible.</translation>
    </message>
    <message>
        <source>Unknown action {action}.</source>
        <translation>Unknown action {action}.</translation>
    </message>
    <message>
        <source>a called run makes the hand open</source>
        <translation>a called run makes the hand open</translation>
    </message>
    <message>
        <source>a closed hand has at most one open meld: the triplet the ron completed</source>
        <translation>a closed hand has at most one open meld: the triplet the ron completed</translation>
    </message>
    <message>
        <source>a closed hand won by tsumo has no open meld (only a ron opens a triplet)</source>
        <translation>a closed hand won by tsumo has no open meld (only a ron opens a triplet)</translation>
    </message>
    <message>
        <source>a shanpon wait completes a triplet: the hand needs a closed triplet</source>
        <translation>a shanpon wait completes a triplet: the hand needs a closed triplet</translation>
    </message>
    <message>
        <source>a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet</source>
        <translation>a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet</translation>
    </message>
    <message>
        <source>a triple ron is abortive exactly when &apos;ron3&apos; is among the abortive draws</source>
        <translation>a triple ron is abortive exactly when &apos;ron3&apos; is among the abortive draws</translation>
    </message>
    <message>
        <source>a winning hand has 4 melds and a pair, not {count} melds</source>
        <translation>a winning hand has 4 melds and a pair, not {count} melds</translation>
    </message>
    <message>
        <source>a {han} han hand needs its fu</source>
        <translation>a {han} han hand needs its fu</translation>
    </message>
    <message>
        <source>a {wait} wait completes a run: the hand needs a run that was not called</source>
        <translation>a {wait} wait completes a run: the hand needs a run that was not called</translation>
    </message>
    <message>
        <source>an open hand has at least one called (open) meld</source>
        <translation>an open hand has at least one called (open) meld</translation>
    </message>
    <message>
        <source>kan4</source>
        <translation>kan4</translation>
    </message>
    <message>
        <source>kanchan</source>
        <translation>kanchan</translation>
    </message>
    <message>
        <source>kaze4</source>
        <translation>kaze4</translation>
    </message>
    <message>
        <source>kyuushu</source>
        <translation>kyuushu</translation>
    </message>
    <message>
        <source>penchan</source>
        <translation>penchan</translation>
    </message>
    <message>
        <source>reach4</source>
        <translation>reach4</translation>
    </message>
    <message>
        <source>ron3</source>
        <translation>ron3</translation>
    </message>
    <message>
        <source>ryanmen</source>
        <translation>ryanmen</translation>
    </message>
    <message>
        <source>seven pairs always waits on a pair (tanki)</source>
        <translation>seven pairs always waits on a pair (tanki)</translation>
    </message>
    <message>
        <source>seven pairs has no melds: it is seven pairs</source>
        <translation>seven pairs has no melds: it is seven pairs</translation>
    </message>
    <message>
        <source>seven pairs is always a closed hand</source>
        <translation>seven pairs is always a closed hand</translation>
    </message>
    <message>
        <source>start points must be positive and the return at least the start</source>
        <translation>start points must be positive and the return at least the start</translation>
    </message>
    <message>
        <source>uma must add up to 0, not {total}</source>
        <translation>uma must add up to 0, not {total}</translation>
    </message>
    <message>
        <source>uma needs 4 values (1st to 4th), not {count}</source>
        <translation>uma needs 4 values (1st to 4th), not {count}</translation>
    </message>
    <message>
        <source>under aotenjou every hand needs its fu</source>
        <translation>under aotenjou every hand needs its fu</translation>
    </message>
    <message>
        <source>uma needs 3 values (1st to 3rd), not {count}</source>
        <translation>uma needs 3 values (1st to 3rd), not {count}</translation>
    </message>
    <message>
        <source>unknown {name}: {unknown} (known: {known})</source>
        <translation>unknown {name}: {unknown} (known: {known})</translation>
    </message>
    <message>
        <source>the target points must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kinds}: no such abortive draw with three players</source>
        <translation>{kinds}: no such abortive draw with three players</translation>
    </message>
    <message>
        <source>nukidora (North as dora) needs three players</source>
        <translation>nukidora (North as dora) needs three players</translation>
    </message>
    <message>
        <source>unreadable rules: {detail}</source>
        <translation>unreadable rules: {detail}</translation>
    </message>
    <message>
        <source>{double} double yakuman cannot be more than the hand&apos;s {yakuman} yakuman or negative</source>
        <translation>{double} double yakuman cannot be more than the hand&apos;s {yakuman} yakuman or negative</translation>
    </message>
    <message>
        <source>{fu} fu cannot occur: every hand has at least 20 fu</source>
        <translation>{fu} fu cannot occur: every hand has at least 20 fu</translation>
    </message>
    <message>
        <source>{fu} fu cannot occur: fu are rounded up to 10 (only seven pairs has 25)</source>
        <translation>{fu} fu cannot occur: fu are rounded up to 10 (only seven pairs has 25)</translation>
    </message>
    <message>
        <source>{han} han cannot occur</source>
        <translation>{han} han cannot occur</translation>
    </message>
    <message>
        <source>{han} han cannot occur: a winning hand needs at least 1 han</source>
        <translation>{han} han cannot occur: a winning hand needs at least 1 han</translation>
    </message>
    <message>
        <source>{kind} is not a kind of abortive draw.</source>
        <translation>{kind} is not a kind of abortive draw.</translation>
    </message>
    <message>
        <source>{kind} is not an abortive draw under these rules.</source>
        <translation>{kind} is not an abortive draw under these rules.</translation>
    </message>
    <message>
        <source>{name} cannot be negative</source>
        <translation>{name} cannot be negative</translation>
    </message>
    <message>
        <source>{name} must be one of {allowed}, not {value}</source>
        <translation>{name} must be one of {allowed}, not {value}</translation>
    </message>
    <message>
        <source>{player} has already declared riichi in this hand.</source>
        <translation>{player} has already declared riichi in this hand.</translation>
    </message>
    <message>
        <source>{player} has not declared riichi in this hand.</source>
        <translation>{player} has not declared riichi in this hand.</translation>
    </message>
    <message>
        <source>{value} is not a seat (0 to 3).</source>
        <translation>{value} is not a seat (0 to 3).</translation>
    </message>
    <message>
        <source>{yakuman} yakuman cannot occur</source>
        <translation>{yakuman} yakuman cannot occur</translation>
    </message>
    <message>
        <source>{what}: {tile} is not a tile (honors are 1z to 7z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: cannot read {rest!r} in {text!r}: write digits, then their suit letter m, p, s or z (e.g. 123m406p1122z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: one tile is needed, e.g. 7m, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meld {text!r}: write chi:, pon:, kan: or ankan: and then its tiles (chi:345m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meld {text!r}: a chi is three consecutive tiles of one suit (chi:345m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meld {text!r}: a {kind} is {size} identical tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melds must be a list of strings such as &quot;pon:777p&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} must be {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand needs &quot;tiles&quot; and &quot;win&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: a fifth {tile} (there are four of each tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: a second red {tile} (there is one red five of each suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tiles do not make a winning hand (four sets and a pair, seven pairs or kokushi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand has no yaku (dora alone do not make a win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>riichi is impossible with an open hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double riichi is impossible with an open hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ippatsu needs riichi or double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chankan is a ron (robbing a kan), not a tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rinshan kaihou is a tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>haitei is a tsumo on the last tile (houtei is the ron on the last discard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>houtei is a ron on the last discard (haitei is the tsumo on the last tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>haitei and rinshan kaihou exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>houtei and chankan exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenhou is the dealer&apos;s win (a non-dealer&apos;s is chiihou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenhou is a tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenhou is impossible after a meld or kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chiihou is a non-dealer&apos;s win (the dealer&apos;s is tenhou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chiihou is a tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chiihou is impossible after a meld or kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be E, S, W or N, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} melds: a hand has at most four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} concealed tiles with {melds} meld(s): {expected} are needed (14 in all with the winning tile, a kan counting as three)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the winning tile {tile} is not among the concealed tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile}: three-player mahjong has no 2m-8m (only 1m and 9m of the characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora) count only in three-player rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside: {count} is not a count (0 to 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} North tiles set aside: there are four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand cannot be scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand cannot be scored under these rules: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} needs one value for each of {count} places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must add up to 0, not {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenamePlayersDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <source>Rename players</source>
        <translation>Rename players</translation>
    </message>
    <message>
        <source>Seat 1 (first East)</source>
        <translation>Seat 1 (first East)</translation>
    </message>
    <message>
        <source>Seat 2</source>
        <translation>Seat 2</translation>
    </message>
    <message>
        <source>Seat 3</source>
        <translation>Seat 3</translation>
    </message>
    <message>
        <source>Seat 4</source>
        <translation>Seat 4</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: nothing here changes the game. ←/→ step, Home/End jump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no hand yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play this game hand by hand…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4th</translation>
    </message>
    <message>
        <source>Standings as they stand · {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The scores in sticks (to check the table):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sticks make it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final results · {0}</source>
        <translation>Final results · {0}</translation>
    </message>
    <message>
        <source>New game with the same players</source>
        <translation>New game with the same players</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Oka</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Reopen the game as it was before its last action</source>
        <translation>Reopen the game as it was before its last action</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Result = (score − return) / 1,000 + oka + uma − penalties, rounded per the rules.</source>
        <translation>Result = (score − return) / 1,000 + oka + uma − penalties, rounded per the rules.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>Uma</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Undo last action</translation>
    </message>
</context>
<context>
    <name>RiichiStick</name>
    <message>
        <source>Riichi: 1,000 on the table</source>
        <translation>Riichi: 1,000 on the table</translation>
    </message>
</context>
<context>
    <name>RoundIndicator</name>
    <message>
        <source>1 riichi stick</source>
        <translation>1 riichi stick</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{0} honba</source>
        <translation>{0} honba</translation>
    </message>
    <message>
        <source>{0} riichi sticks</source>
        <translation>{0} riichi sticks</translation>
    </message>
    <message>
        <source>{wind} {number}</source>
        <translation>{wind} {number}</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>This game&apos;s rules ({label}, adjusted)</source>
        <translation>This game&apos;s rules ({label}, adjusted)</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>13 han or more without a yakuman</source>
        <translation>13 han or more without a yakuman</translation>
    </message>
    <message>
        <source>A triple ron is an abortive draw</source>
        <translation>A triple ron is an abortive draw</translation>
    </message>
    <message>
        <source>A yakuman</source>
        <translation>A yakuman</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Abortive draws</translation>
    </message>
    <message>
        <source>Aotenjou (no limit at all)</source>
        <translation>Aotenjou (no limit at all)</translation>
    </message>
    <message>
        <source>Are lost</source>
        <translation>Are lost</translation>
    </message>
    <message>
        <source>Basengo (1,500 points per honba)</source>
        <translation>Basengo (1,500 points per honba)</translation>
    </message>
    <message>
        <source>Broken by seat order</source>
        <translation>Broken by seat order</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <source>Chombo adds a honba</source>
        <translation>Chombo adds a honba</translation>
    </message>
    <message>
        <source>Chombo and pao</source>
        <translation>Chombo and pao</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uma by how many players end at or above the return points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uma with one player up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uma with two players up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uma with three players up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honba counters (off: no honba at all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo: the absent North&apos;s share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo: honba from each payer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside count as dora (nukidora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target to end the West round and for agari-yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo penalty on the final result (points)</source>
        <translation>Chombo penalty on the final result (points)</translation>
    </message>
    <message>
        <source>Honba of a ron with pao are paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red fives (one per suit, each a dora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanyao counts in an open hand (kuitan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daisangen</source>
        <translation>Daisangen</translation>
    </message>
    <message>
        <source>Daisuushii</source>
        <translation>Daisuushii</translation>
    </message>
    <message>
        <source>Dealer in first place may stop in the last hand (agari-yame)</source>
        <translation>Dealer in first place may stop in the last hand (agari-yame)</translation>
    </message>
    <message>
        <source>Different yakuman in one hand add up</source>
        <translation>Different yakuman in one hand add up</translation>
    </message>
    <message>
        <source>Double-yakuman hands (kokushi 13-sided wait, ...)</source>
        <translation>Double-yakuman hands (kokushi 13-sided wait, ...)</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Each his own, the rest to the nearest winner</source>
        <translation>Each his own, the rest to the nearest winner</translation>
    </message>
    <message>
        <source>Every winner</source>
        <translation>Every winner</translation>
    </message>
    <message>
        <source>Every winner is paid</source>
        <translation>Every winner is paid</translation>
    </message>
    <message>
        <source>Four kans</source>
        <translation>Four kans</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>Four riichi</translation>
    </message>
    <message>
        <source>Four winds</source>
        <translation>Four winds</translation>
    </message>
    <message>
        <source>Fu for a pair of seat and round wind</source>
        <translation>Fu for a pair of seat and round wind</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
    </message>
    <message>
        <source>Go to first place</source>
        <translation>Go to first place</translation>
    </message>
    <message>
        <source>Hanchan (East and South)</source>
        <translation>Hanchan (East and South)</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>Hand value</translation>
    </message>
    <message>
        <source>Head bump: only the winner nearest the discarder</source>
        <translation>Head bump: only the winner nearest the discarder</translation>
    </message>
    <message>
        <source>Honba in a multiple ron go to</source>
        <translation>Honba in a multiple ron go to</translation>
    </message>
    <message>
        <source>Kiriage mangan (4 han 30 fu and 3 han 60 fu are mangan)</source>
        <translation>Kiriage mangan (4 han 30 fu and 3 han 60 fu are mangan)</translation>
    </message>
    <message>
        <source>Multiple ron</source>
        <translation>Multiple ron</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <translation>Nine terminals</translation>
    </message>
    <message>
        <source>Nine terminals (kyuushu) adds a honba</source>
        <translation>Nine terminals (kyuushu) adds a honba</translation>
    </message>
    <message>
        <source>None (exact)</source>
        <translation>None (exact)</translation>
    </message>
    <message>
        <source>Noten payments (total)</source>
        <translation>Noten payments (total)</translation>
    </message>
    <message>
        <source>Oka (to first place)</source>
        <translation>Oka (to first place)</translation>
    </message>
    <message>
        <source>One yakuman per 13 han</source>
        <translation>One yakuman per 13 han</translation>
    </message>
    <message>
        <source>Only his yakuman&apos;s share</source>
        <translation>Only his yakuman&apos;s share</translation>
    </message>
    <message>
        <source>The discarder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The liable player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to the winner (tsumo loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split between the payers (North bisection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A third of the honba (100 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half of the honba (150 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uma for 1st/2nd/3rd (thousands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>Pao (liability) for</source>
        <translation>Pao (liability) for</translation>
    </message>
    <message>
        <source>Penalty on the final result</source>
        <translation>Penalty on the final result</translation>
    </message>
    <message>
        <source>Play into the West round if nobody reached the target</source>
        <translation>Play into the West round if nobody reached the target</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Reverse mangan at the table</source>
        <translation>Reverse mangan at the table</translation>
    </message>
    <message>
        <source>Riichi needs at least 1,000 points</source>
        <translation>Riichi needs at least 1,000 points</translation>
    </message>
    <message>
        <source>Riichi sticks in a multiple ron go to</source>
        <translation>Riichi sticks in a multiple ron go to</translation>
    </message>
    <message>
        <source>Riichi sticks left at the end</source>
        <translation>Riichi sticks left at the end</translation>
    </message>
    <message>
        <source>Rinshan pao (who fed the kan pays a rinshan win)</source>
        <translation>Rinshan pao (who fed the kan pays a rinshan win)</translation>
    </message>
    <message>
        <source>Rounding of final points</source>
        <translation>Rounding of final points</translation>
    </message>
    <message>
        <source>Sanbaiman at most</source>
        <translation>Sanbaiman at most</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>Starting points</translation>
    </message>
    <message>
        <source>Suukantsu</source>
        <translation>Suukantsu</translation>
    </message>
    <message>
        <source>The game ends when a score drops below zero</source>
        <translation>The game ends when a score drops below zero</translation>
    </message>
    <message>
        <source>The whole hand</source>
        <translation>The whole hand</translation>
    </message>
    <message>
        <source>The winner nearest the discarder</source>
        <translation>The winner nearest the discarder</translation>
    </message>
    <message>
        <source>Tied places</source>
        <translation>Tied places</translation>
    </message>
    <message>
        <source>To 0.1</source>
        <translation>To 0.1</translation>
    </message>
    <message>
        <source>To 1, half away from zero</source>
        <translation>To 1, half away from zero</translation>
    </message>
    <message>
        <source>To 1, half rounds down</source>
        <translation>To 1, half rounds down</translation>
    </message>
    <message>
        <source>Tonpuusen (East only)</source>
        <translation>Tonpuusen (East only)</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>Triple ron</translation>
    </message>
    <message>
        <source>Two han minimum from five honba (ryanhan shibari)</source>
        <translation>Two han minimum from five honba (ryanhan shibari)</translation>
    </message>
    <message>
        <source>Uma and oka shared</source>
        <translation>Uma and oka shared</translation>
    </message>
    <message>
        <source>Uma for 1st/2nd/3rd/4th (thousands)</source>
        <translation>Uma for 1st/2nd/3rd/4th (thousands)</translation>
    </message>
    <message>
        <source>When pao is part of a multiple yakuman, the liable player pays</source>
        <translation>When pao is part of a multiple yakuman, the liable player pays</translation>
    </message>
    <message>
        <source>Yakitori (penalty for never winning a hand)</source>
        <translation>Yakitori (penalty for never winning a hand)</translation>
    </message>
    <message>
        <source>Yakitori penalty (points)</source>
        <translation>Yakitori penalty (points)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>{label}: place {n}</source>
        <translation>{label}: place {n}</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Score chart</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>a table seats three or four players, not {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players cannot fill a table of {size}: add players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the name of a substitute&apos;s seat: rename the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players do not fill tables of {size}: {missing} substitutes&apos; seats added ({names}); seat a substitute in each, or the tables are short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tournament has 1 to 64 sessions, not {sessions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{played} sessions were played, more than the {sessions} planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teammates share a table {count} times: there are too few other players to keep them apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {number}: the tables must all seat three players, or all four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {number}: {name} is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {number}: {name} is seated twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {number}: {name} has no seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seating file is not valid JSON: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seating file must hold &quot;sessions&quot;: a list of sessions, each a list of tables, each a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seating file seats no one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players do not make tables of four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player is named twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecondScreen</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoretable: standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished">Score</translation>
    </message>
    <message>
        <source>Gap to next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap to 1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All last: what each player needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night&apos;s &amp;leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight&apos;s leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The night&apos;s leaders come from the library: there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game finished tonight yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished">Game over</translation>
    </message>
    <message>
        <source>{payer} → {receiver}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} — {line}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>New code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page opened with this code stops; a new code replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This phone asks what is paid after each hand won, before it shows the amounts; the answers are practice (Learn -&gt; Learners at the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share with phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with a phone on the same network and sees their score and all-last conditions live; the overlay&apos;s code is for a stream. Phones only read: they never change the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{address} (this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New codes for every page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every page opened so far stops; scan the new codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages open now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot share on {address}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing on all addresses ({addresses}), port {port}: phones on the same network scan their code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing on {address}: phones on the same network scan their code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sharing: nothing listens for phones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>Overlay (stream)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({wind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {address}, since {time}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>mangan</source>
        <translation type="unfinished">mangan</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation type="unfinished">haneman</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation type="unfinished">baiman</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation type="unfinished">sanbaiman</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation type="unfinished">yakuman</translation>
    </message>
    <message>
        <source>counted yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw, nine terminals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw, four winds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw, four riichi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw, four kans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw, triple ron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double ron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple ron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished">Seat {n}</translation>
    </message>
    <message>
        <source>minus {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} times yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} plus {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} minus {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{payer} pays {winner} {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} takes the riichi sticks, {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} plus {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{each} each, {dealer} from the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation type="unfinished">Tsumo</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation type="unfinished">Ron</translation>
    </message>
    <message>
        <source>Draw, nagashi mangan by {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All noten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tenpai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} tenpai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo by {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A final penalty of {count} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi, {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi taken back, {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftover riichi sticks to {who}, {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} {next}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{each} and {dealer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tsumo {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ron {points} from {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenpai at a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs for {place}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wind}, dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, {points} ahead of second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, level with second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, {points} behind the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, level with the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: {wind}, {name}, {score}, {standing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{situation}; {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} {needs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} {place}, {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>All rules</source>
        <translation>All rules</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>Average win</translation>
    </message>
    <message>
        <source>This library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. placement</source>
        <translation>Avg. placement</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>Deal-in rate</translation>
    </message>
    <message>
        <source>Final points</source>
        <translation>Final points</translation>
    </message>
    <message>
        <source>Statistics of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recompute from the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read the club again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the club&apos;s statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the club&apos;s games from {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (a log this version cannot replay) and are left out.</source>
        <translation>
            <numerusform>%n could not be read (a log this version cannot replay) and is left out.</numerusform>
            <numerusform>%n could not be read (a log this version cannot replay) and are left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} ({starts} to {ends})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the club&apos;s server was stopped. Read it again, or choose This library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-player games: places 1 to 4. Three-player games are counted apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-player games: places 1 to 3. Four-player games are counted apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every finished game&apos;s summary was recomputed; {0} were wrong or missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after {0} of {1} games: those have their summary recomputed, the others keep theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Player statistics</source>
        <translation>Player statistics</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>Riichi rate</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count finished games only. Play a game to its end, or import one, and it appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished">1st</translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call rate (logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games only. Rates are per hand played; the average win counts the hand, honba and riichi sticks collected. Double-click a player for their page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished">Players</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s server {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s).</source>
        <translation>
            <numerusform>%n finished game.</numerusform>
            <numerusform>%n finished games.</numerusform>
        </translation>
    </message>
    <message>
        <source>The club&apos;s server cannot be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of the club is shown: read it again, or choose This library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished">CSV files (*.csv);;All files (*)</translation>
    </message>
</context>
<context>
    <name>Sticks</name>
    <message>
        <source>no sticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sticks cannot make it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sticks: hand over {handed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sticks: hand over {handed}; get {back} back: {change}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {winner} {amount}. {sticks}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SticksDialog</name>
    <message>
        <source>Paying with sticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished">&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {amount} from your sticks (one 10,000, two 5,000, four 1,000, ten 100; the receiver holds the same): which sticks do you hand over, and what change comes back?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right. The fewest sticks: {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That makes {made}, not {amount}. {best}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table question</name>
    <message>
        <source>Your turn to count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the table recorded it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right!</source>
        <translation type="unfinished">Right!</translation>
    </message>
    <message>
        <source>Not quite: it is {n}. Try again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation type="unfinished">yakuman</translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation type="unfinished">{han} han</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished">{han} han {fu} fu</translation>
    </message>
    <message>
        <source>{value}, {n} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won {value} by ron from you: what do you pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won {value} by ron from {discarder}: what does {discarder} pay you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won {value} by ron from {discarder}: what does {discarder} pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won by tsumo as dealer, {value}: what do you pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won by tsumo, {value}: what do you pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won by tsumo as dealer, {value}: what does each player pay you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won by tsumo, {value}: what does each non-dealer pay you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won by tsumo, {value}: what does {payer} pay?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLearnersDialog</name>
    <message>
        <source>Learners at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learner</source>
        <translation type="unfinished">Learner</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Answers given on the phones: %n read in now.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No answers from the table yet. Mark a seat as learning in Game -&gt; Share with phones: its phone asks what is paid after each hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <source>Hand in notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation type="unfinished">Triplet</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds a run from the tile clicked: 3m adds 345m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds three of the tile clicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds two of the tile clicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds a dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click adds an ura dora indicator (with riichi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indicators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-player mahjong has no 2m-8m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a tile of the hand to make it the winning tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura dora indicators (with riichi); or pick them with “Ura dora”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat wind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound wind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dora indicators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;ra indicators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tsumo</source>
        <translation type="unfinished">&amp;Tsumo</translation>
    </message>
    <message>
        <source>R&amp;iichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dou&amp;ble riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;ppatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last tile (haitei/houtei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rinsh&amp;an</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chan&amp;kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First draw (tenhou/chiihou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The concealed tiles with the winning tile last, then the melds, e.g. 234567m22p78s9s pon:777z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dora indicators, e.g. 3p 6z; or pick them with “Dora”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nukidora (North set aside):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run starts from its lowest tile, 1 to 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chi starts from its lowest tile, 1 to 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of {needed} concealed tiles (the winning tile last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation type="unfinished">yakuman</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}× yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished">{han} han {fu} fu</translation>
    </message>
    <message>
        <source>{value}: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimerDialog</name>
    <message>
        <source>Hanchan timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the hand in play and play one more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The countdown starts now. When it reaches 0:00, the game ends as chosen below (or earlier, by its rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When time is &amp;up:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>give the players: --players or --players-file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the standings hold points that are not a number: cancel the penalty or substitute that gave them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tournament called {name} on the club server (known: {known})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tournament needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tournament has 1 to 64 sessions, not {sessions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament {name} exists already on the club server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament {name} has sessions 1 to {sessions}, not {session}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session} cannot be planned before the sessions before it are seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a red card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session} has games on the server already: its tables stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a session lasts 1 to 600 minutes, not {minutes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra time is 0 to 120 minutes, not {minutes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session}&apos;s clock has not been started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session} has no table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a penalty is one of {kinds}, not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is not a player of tournament {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament {name} has no penalty {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fixed score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a substitute needs a name of their own, not a player&apos;s: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session} was never seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player {number} of the file has more fields than its header names (a name with a comma needs quotes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session}: game {uid} is not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session}: {games} of its {tables} games are on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {uid} (session {session}): its points sum to {total}, not zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut keeps {cut} players: it needs two sessions or more, and a multiple of {size} below the {count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session {session} seats the top {cut} players: every game of session {before} must be finished on the server first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is a number of points, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be between -{limit} and {limit} points, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line} of the players&apos; file has a field of {length} characters: at most {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line} of the players&apos; file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentBoard</name>
    <message>
        <source>scoretable: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>{0}: session {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places {0}-{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: finish the hand in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: finish the hand in play and play one more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One player a line, or CSV with a header: name,ema,country,team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished">&amp;Rules:</translation>
    </message>
    <message>
        <source>Se&amp;ssions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eat this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wiss (by standing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on the &amp;room&apos;s screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the session&apos;s &amp;clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Player</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel the one selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed points for the player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the &amp;substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {0}: {1} plays for {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished">Penalties</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fourths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked by total points (penalties included), then the best single game, then the fewest fourth places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the &amp;EMA results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on the room&apos;s screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation type="unfinished">Chombo</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament on the club&apos;s server yet: create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} players, {2} sessions, rules {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {0}: {1} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {0}: the clock runs for {1} minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EMA results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {0} players to {1}; penalties given: {2} (listed under Penalties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tournament (organiser)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;list (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give e&amp;xtra time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time for table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the session first: there is no table list yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: session {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the table list of session {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {0}, table {1}: {2} minutes more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>East wind</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Green dragon</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>North wind</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Red dragon</translation>
    </message>
    <message>
        <source>Seat wind {seat}, round wind {round}.</source>
        <translation>Seat wind {seat}, round wind {round}.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>South wind</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>West wind</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>White dragon</translation>
    </message>
    <message>
        <source>Won by ron on {tile} ({wait} wait); closed hand.</source>
        <translation>Won by ron on {tile} ({wait} wait); closed hand.</translation>
    </message>
    <message>
        <source>Won by ron on {tile} ({wait} wait); open hand.</source>
        <translation>Won by ron on {tile} ({wait} wait); open hand.</translation>
    </message>
    <message>
        <source>Won by tsumo on {tile} ({wait} wait); closed hand.</source>
        <translation>Won by tsumo on {tile} ({wait} wait); closed hand.</translation>
    </message>
    <message>
        <source>Won by tsumo on {tile} ({wait} wait); open hand.</source>
        <translation>Won by tsumo on {tile} ({wait} wait); open hand.</translation>
    </message>
    <message>
        <source>kanchan</source>
        <translation>kanchan</translation>
    </message>
    <message>
        <source>penchan</source>
        <translation>penchan</translation>
    </message>
    <message>
        <source>ryanmen</source>
        <translation>ryanmen</translation>
    </message>
    <message>
        <source>shanpon</source>
        <translation>shanpon</translation>
    </message>
    <message>
        <source>tanki</source>
        <translation>tanki</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{n} of bamboo</source>
        <translation>{n} of bamboo</translation>
    </message>
    <message>
        <source>{n} of characters</source>
        <translation>{n} of characters</translation>
    </message>
    <message>
        <source>{n} of circles</source>
        <translation>{n} of circles</translation>
    </message>
    <message>
        <source>{tiles}; win {tile} by ron</source>
        <translation>{tiles}; win {tile} by ron</translation>
    </message>
    <message>
        <source>{tiles}; win {tile} by tsumo</source>
        <translation>{tiles}; win {tile} by tsumo</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s riichi taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s tsumo, {1} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s ron, {1} from {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ron by {0}, {1} from {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw, all noten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw, tenpai: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation type="unfinished">Abortive draw</translation>
    </message>
    <message>
        <source>{0}&apos;s chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of game</source>
        <translation type="unfinished">End of game</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>High &amp;contrast (white on black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Speak &amp;payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read seat {0}&apos;s situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the all-last conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak &amp;payments (no speech engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No all-last conditions in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speech: Qt&apos;s text-to-speech module cannot load ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speech engine is installed (on Linux: speech-dispatcher and espeak-ng).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speech engine does not work: {0} (on Linux: install speech-dispatcher and espeak-ng).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default for the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hear a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Voice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;olume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo, mangan. 2,000 each, 4,000 from the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>&amp;Discarder:</source>
        <translation>&amp;Discarder:</translation>
    </message>
    <message>
        <source>&amp;Ron</source>
        <translation>&amp;Ron</translation>
    </message>
    <message>
        <source>&amp;Tsumo</source>
        <translation>&amp;Tsumo</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choose)</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>Choose who discarded the winning tile.</translation>
    </message>
    <message>
        <source>Type the number of han.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} han? Under these rules it is paid without a limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} han? That is a counted yakuman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} han? That is more than a hand normally has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record {0} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Discarder</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>Record a win</translation>
    </message>
    <message>
        <source>Tick who won.</source>
        <translation>Tick who won.</translation>
    </message>
    <message>
        <source>Winner(s):</source>
        <translation>Winner(s):</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Winner:</translation>
    </message>
    <message>
        <source>Won by:</source>
        <translation>Won by:</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} won</translation>
    </message>
</context>
<context>
    <name>Winds</name>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
</context>
<context>
    <name>WinnerEditor</name>
    <message>
        <source> han</source>
        <translation> han</translation>
    </message>
    <message>
        <source>&amp;Han:</source>
        <translation>&amp;Han:</translation>
    </message>
    <message>
        <source>&amp;Pao (liable):</source>
        <translation>&amp;Pao (liable):</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Value:</translation>
    </message>
    <message>
        <source>&amp;Yakuman:</source>
        <translation>&amp;Yakuman:</translation>
    </message>
    <message>
        <source>A rinshan kaihou win after a kan: the player who fed the kan pays it all</source>
        <translation>A rinshan kaihou win after a kan: the player who fed the kan pays it all</translation>
    </message>
    <message>
        <source>Baiman (8-10 han)</source>
        <translation>Baiman (8-10 han)</translation>
    </message>
    <message>
        <source>Double-yakuman patterns</source>
        <translation>Double-yakuman patterns</translation>
    </message>
    <message>
        <source>F&amp;u:</source>
        <translation>F&amp;u:</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <source>Fu &amp;calculator</source>
        <translation>Fu &amp;calculator</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>Han and fu</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>Hand value</translation>
    </message>
    <message>
        <source>Haneman (6-7 han)</source>
        <translation>Haneman (6-7 han)</translation>
    </message>
    <message>
        <source>Kokushi 13-sided wait, suuankou tanki, junsei chuuren, daisuushii</source>
        <translation>Kokushi 13-sided wait, suuankou tanki, junsei chuuren, daisuushii</translation>
    </message>
    <message>
        <source>Liable player (pao)</source>
        <translation>Liable player (pao)</translation>
    </message>
    <message>
        <source>Mangan (5 han)</source>
        <translation>Mangan (5 han)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nobody</translation>
    </message>
    <message>
        <source>Number of yakuman</source>
        <translation>Number of yakuman</translation>
    </message>
    <message>
        <source>Player who fed the kan (rinshan pao)</source>
        <translation>Player who fed the kan (rinshan pao)</translation>
    </message>
    <message>
        <source>Ri&amp;nshan pao:</source>
        <translation>Ri&amp;nshan pao:</translation>
    </message>
    <message>
        <source>Sanbaiman (11-12 han)</source>
        <translation>Sanbaiman (11-12 han)</translation>
    </message>
    <message>
        <source>The player who fed the last dragon or wind triplet of a pao yakuman</source>
        <translation>The player who fed the last dragon or wind triplet of a pao yakuman</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <source>North tiles set aside (nukidora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;orth tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside as dora (nukidora): each adds a han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From tile&amp;s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the tiles: the yaku, han and fu are counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yakuman the player is liable for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pao yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daisangen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daisuushii</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suukantsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yakuman the liable player answers for</source>
        <translation>Yakuman the liable player answers for</translation>
    </message>
    <message>
        <source>answers for</source>
        <translation>answers for</translation>
    </message>
    <message>
        <source>of the yakuman</source>
        <translation>of the yakuman</translation>
    </message>
    <message>
        <source>of which &amp;double patterns:</source>
        <translation>of which &amp;double patterns:</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}&apos;s hand</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>Seat wind: {wind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round wind: {wind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation type="unfinished">Tsumo</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation type="unfinished">Ron</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last tile drawn (haitei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last discard (houtei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a kan (rinshan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robbing a kan (chankan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First draw (tenhou/chiihou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North tiles set aside: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet: what is the hand worth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each hand: its yaku, han, fu and what it pays (without honba or sticks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ura dora indicators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku: ________________________________________________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han: ______    Fu: ______    Points: ______________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, line {number}: not JSON ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, line {number}: a hand is a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, line {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: no hand in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, hand {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: no winning hand in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worksheet has at most {limit} questions, not {count}: choose fewer (--count N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count must be between 1 and {total} (the hands in the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions “what is this hand worth?” with the tiles as pictures and the answer key at the back, to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course: real hands of Tenhou games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands &amp;from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hand a line, in the format of “scoretable hand --batch” (JSON), or a Tenhou log (mjlog XML): its winning hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hands file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number chooses the same hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choice number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished">Rules:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands or Tenhou logs (*.jsonl *.json *.txt *.xml *.mjlog);;All (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of the {total} hands make the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}: {count} questions on {pages} pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: no file was written ({path}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Worth</name>
    <message>
        <source>Counting the han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: the base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: the melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: the wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: tsumo or open pinfu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu: the total, rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-dealer ron payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-dealer tsumo payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer ron payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer tsumo payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit hands (mangan and up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({name_ja})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this hand: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{honba} honba: {extra} more from each who pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discarder pays {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player pays {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer pays {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each non-dealer pays {points}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorthDialog</name>
    <message>
        <source>What is it worth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Me</source>
        <translation type="unfinished">Me</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation type="unfinished">Learner</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation type="unfinished">&amp;Learner:</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practise:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Adapt to me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back what I get wrong; without it the course comes in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han</source>
        <translation type="unfinished">Han</translation>
    </message>
    <message>
        <source>Base for winning (20, 25 or 30):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triplets and quads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wait:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pair:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo or open pinfu:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu in all, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fu in all, rounded up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Han, dora included:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished">Explanation</translation>
    </message>
    <message>
        <source>Point at a line to outline its tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rogress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished">&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Close</translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished">North</translation>
    </message>
    <message>
        <source>Seat wind: {wind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round wind: {wind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation type="unfinished">Tsumo</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation type="unfinished">Ron</translation>
    </message>
    <message>
        <source>Last tile drawn (haitei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last discard (houtei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a kan (rinshan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robbing a kan (chankan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} honba</source>
        <translation type="unfinished">{n} honba</translation>
    </message>
    <message>
        <source>Which yaku does this hand have? (dora are counted in the han)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many han, dora included?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many fu, part by part?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays what? (honba included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n} of {count}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discarder pays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player pays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer pays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each non-dealer pays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
