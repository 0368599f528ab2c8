<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Access</name>
        <message>
            <source>face-down card</source>
            <extracomment>the translation context of the table's accessible texts</extracomment>
            <translation>face-down card</translation>
        </message>
        <message>
            <source>What lies on the table</source>
            <translation>What lies on the table</translation>
        </message>
        <message>
            <source>{card}, face down</source>
            <translation>{card}, face down</translation>
        </message>
        <message>
            <source>card {n}: {card}</source>
            <translation>card {n}: {card}</translation>
        </message>
        <message>
            <source>Middle of the table</source>
            <translation>Middle of the table</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <source>Your row</source>
            <translation>Your row</translation>
        </message>
        <message>
            <source>Your cards: {pile}</source>
            <translation>Your cards: {pile}</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Your cards</translation>
        </message>
        <message>
            <source>Cannot be played now.</source>
            <translation>Cannot be played now.</translation>
        </message>
        <message>
            <source>Not your turn.</source>
            <translation>Not your turn.</translation>
        </message>
        <message>
            <source>Cards won</source>
            <translation>Cards won</translation>
        </message>
        <message>
            <source>Cards played</source>
            <translation>Cards played</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stock</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>{card} by {name}</source>
            <translation>{card} by {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>{pile}: {count}, on top {card}</source>
            <translation>{pile}: {count}, on top {card}</translation>
        </message>
        <message>
            <source>{pile}: {cards}</source>
            <translation>{pile}: {cards}</translation>
        </message>
        <message>
            <source>{pile}: {count}, showing {cards}</source>
            <translation>{pile}: {count}, showing {cards}</translation>
        </message>
        <message>
            <source>your {card}</source>
            <translation>your {card}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <source>Nothing in the middle of the table.</source>
            <translation>Nothing in the middle of the table.</translation>
        </message>
        <message>
            <source>To play: {names}.</source>
            <translation>To play: {names}.</translation>
        </message>
        <message>
            <source>No hand to read now.</source>
            <translation>No hand to read now.</translation>
        </message>
        <message>
            <source>Your hand is empty.</source>
            <translation>Your hand is empty.</translation>
        </message>
        <message numerus="yes">
            <source>Your hand: %n face-down card(s).</source>
            <translation>
                <numerusform>Your hand: %n face-down card.</numerusform>
                <numerusform>Your hand: %n face-down cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>{suit}: {ranks}</source>
            <translation>{suit}: {ranks}</translation>
        </message>
        <message>
            <source>Your hand: {suits}.</source>
            <translation>Your hand: {suits}.</translation>
        </message>
        <message>
            <source>This game has no tricks.</source>
            <translation>This game has no tricks.</translation>
        </message>
        <message>
            <source>{title}: {cards}</source>
            <translation>{title}: {cards}</translation>
        </message>
        <message>
            <source>Nothing more to read in this game.</source>
            <translation>Nothing more to read in this game.</translation>
        </message>
        <message>
            <source>Key not used here. The keys: Help menu, Keyboard and screen readers.</source>
            <translation>Key not used here. The keys: Help menu, Keyboard and screen readers.</translation>
        </message>
        <message>
            <source>Nothing said yet.</source>
            <translation>Nothing said yet.</translation>
        </message>
        <message>
            <source>not seen</source>
            <translation>not seen</translation>
        </message>
        <message>
            <source>Your row: {cards}.</source>
            <translation>Your row: {cards}.</translation>
        </message>
        <message>
            <source>{title}: {lines}.</source>
            <translation>{title}: {lines}.</translation>
        </message>
        <message>
            <source>The middle of the table, and whose turn it is</source>
            <extracomment>the keys that read the table (F-keys: no game and no menu uses them, and Deutch's rapidité keys, chosen by the players, are letters); the help's rows</extracomment>
            <translation>The middle of the table, and whose turn it is</translation>
        </message>
        <message>
            <source>The players: scores, bids, tricks, whose turn</source>
            <translation>The players: scores, bids, tricks, whose turn</translation>
        </message>
        <message>
            <source>Your hand, suit by suit (Deutch: the card you drew, your row)</source>
            <translation>Your hand, suit by suit (Deutch: the card you drew, your row)</translation>
        </message>
        <message>
            <source>The last trick or battle</source>
            <translation>The last trick or battle</translation>
        </message>
        <message>
            <source>This game's own state: your target (Peech), what you know of your row (Deutch), the ask log (Les Auteurs)</source>
            <translation>This game's own state: your target (Peech), what you know of your row (Deutch), the ask log (Les Auteurs)</translation>
        </message>
        <message>
            <source>The last line said, again</source>
            <translation>The last line said, again</translation>
        </message>
    </context>
    <context>
        <name>AtoutPique</name>
        <message>
            <source>Your bid</source>
            <translation>Your bid</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>Contracts: {t0} {c0}, {t1} {c1}. You lead.</source>
            <translation>Contracts: {t0} {c0}, {t1} {c1}. You lead.</translation>
        </message>
        <message>
            <source>Bid nil: take no trick at all (+100 if made, −100 if not)</source>
            <translation>Bid nil: take no trick at all (+100 if made, −100 if not)</translation>
        </message>
        <message>
            <source>Bid {n}: your team must take at least your bids added up</source>
            <translation>Bid {n}: your team must take at least your bids added up</translation>
        </message>
        <message>
            <source>Suggest a bid</source>
            <translation>Suggest a bid</translation>
        </message>
        <message>
            <source>Blind nil (±200)</source>
            <translation>Blind nil (±200)</translation>
        </message>
        <message>
            <source>Look at my cards</source>
            <translation>Look at my cards</translation>
        </message>
        <message>
            <source>Bid: …</source>
            <translation>Bid: …</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Blind nil</translation>
        </message>
        <message>
            <source>tricks: {n}</source>
            <translation>tricks: {n}</translation>
        </message>
        <message>
            <source>Bid {b} · tricks: {n}</source>
            <translation>Bid {b} · tricks: {n}</translation>
        </message>
        <message>
            <source>{score} pts</source>
            <translation>{score} pts</translation>
        </message>
        <message>
            <source>Hand {n}: you bid first.</source>
            <translation>Hand {n}: you bid first.</translation>
        </message>
        <message>
            <source>Hand {n}: {name} bids first.</source>
            <translation>Hand {n}: {name} bids first.</translation>
        </message>
        <message>
            <source>You bid blind nil!</source>
            <translation>You bid blind nil!</translation>
        </message>
        <message>
            <source>{name}: blind nil!</source>
            <translation>{name}: blind nil!</translation>
        </message>
        <message>
            <source>You bid nil!</source>
            <translation>You bid nil!</translation>
        </message>
        <message>
            <source>{name}: nil!</source>
            <translation>{name}: nil!</translation>
        </message>
        <message>
            <source>You bid {n}</source>
            <translation>You bid {n}</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} bids {n}</translation>
        </message>
        <message>
            <source>Contracts: {t0} {c0}, {t1} {c1}. {name} leads.</source>
            <translation>Contracts: {t0} {c0}, {t1} {c1}. {name} leads.</translation>
        </message>
        <message>
            <source>Spades are broken!</source>
            <translation>Spades are broken!</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Hand {n}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Next hand</translation>
        </message>
        <message>
            <source>Victory! You and {partner} win!</source>
            <translation>Victory! You and {partner} win!</translation>
        </message>
        <message>
            <source>You lose: {team} win.</source>
            <translation>You lose: {team} win.</translation>
        </message>
        <message>
            <source>Victory! {team} win!</source>
            <translation>Victory! {team} win!</translation>
        </message>
        <message>
            <source>{team} win!</source>
            <translation>{team} win!</translation>
        </message>
        <message>
            <source>Final score: {t0} {s0}, {t1} {s1}.</source>
            <translation>Final score: {t0} {s0}, {t1} {s1}.</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contract</translation>
        </message>
        <message>
            <source>Tricks counted</source>
            <translation>Tricks counted</translation>
        </message>
        <message>
            <source>Contract points</source>
            <translation>Contract points</translation>
        </message>
        <message>
            <source>Bags this hand</source>
            <translation>Bags this hand</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>Bag penalty</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Bags in reserve</source>
            <translation>Bags in reserve</translation>
        </message>
        <message>
            <source>Boston! {team} took all 13 tricks.</source>
            <translation>Boston! {team} took all 13 tricks.</translation>
        </message>
        <message>
            <source>You make your nil {points}</source>
            <translation>You make your nil {points}</translation>
        </message>
        <message>
            <source>You fail your nil {points}</source>
            <translation>You fail your nil {points}</translation>
        </message>
        <message>
            <source>{name} makes nil {points}</source>
            <translation>{name} makes nil {points}</translation>
        </message>
        <message>
            <source>{name} fails nil {points}</source>
            <translation>{name} fails nil {points}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>blind nil</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (partner)</translation>
        </message>
        <message>
            <source>{name}: {bid}</source>
            <translation>{name}: {bid}</translation>
        </message>
        <message>
            <source>You bid first.</source>
            <translation>You bid first.</translation>
        </message>
        <message>
            <source>{name} bids first.</source>
            <translation>{name} bids first.</translation>
        </message>
        <message>
            <source>Bids so far: {bids}.</source>
            <translation>Bids so far: {bids}.</translation>
        </message>
        <message>
            <source>{name}, your bid</source>
            <translation>{name}, your bid</translation>
        </message>
        <message>
            <source>Your team trails: you may bid blind nil before looking at your cards.</source>
            <translation>Your team trails: you may bid blind nil before looking at your cards.</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>How many tricks will you take?</translation>
        </message>
        <message>
            <source>No bid chosen: type a number (N for nil), then Enter.</source>
            <translation>No bid chosen: type a number (N for nil), then Enter.</translation>
        </message>
        <message>
            <source>Bid {n} selected: press Enter to confirm.</source>
            <translation>Bid {n} selected: press Enter to confirm.</translation>
        </message>
        <message>
            <source>Nil selected: press Enter to confirm.</source>
            <translation>Nil selected: press Enter to confirm.</translation>
        </message>
        <message>
            <source>Hint: bid blind nil.</source>
            <translation>Hint: bid blind nil.</translation>
        </message>
        <message>
            <source>Hint: look at your cards.</source>
            <translation>Hint: look at your cards.</translation>
        </message>
        <message>
            <source>Hint: bid {n}.</source>
            <translation>Hint: bid {n}.</translation>
        </message>
        <message>
            <source>Hint: bid nil.</source>
            <translation>Hint: bid nil.</translation>
        </message>
        <message numerus="yes">
            <source>You have %n sure trick(s).</source>
            <translation>
                <numerusform>You have %n sure trick.</numerusform>
                <numerusform>You have %n sure tricks.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your hand should take about %n trick(s)</source>
            <translation>
                <numerusform>Your hand should take about %n trick</numerusform>
                <numerusform>Your hand should take about %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n sure).</source>
            <translation>
                <numerusform>(%n sure).</numerusform>
                <numerusform>(%n sure).</numerusform>
            </translation>
        </message>
        <message>
            <source>Your cards are low: nil is worth the risk.</source>
            <translation>Your cards are low: nil is worth the risk.</translation>
        </message>
        <message>
            <source>Your team is far behind: blind nil can catch up.</source>
            <translation>Your team is far behind: blind nil can catch up.</translation>
        </message>
        <message>
            <source>It is the only card you may play.</source>
            <translation>It is the only card you may play.</translation>
        </message>
        <message>
            <source>Your {card} is the highest card left in its suit.</source>
            <translation>Your {card} is the highest card left in its suit.</translation>
        </message>
        <message>
            <source>Only your own cards are higher than your {card} in its suit: it does as well as they do.</source>
            <translation>Only your own cards are higher than your {card} in its suit: it does as well as they do.</translation>
        </message>
        <message>
            <source>Your partner already has the trick: keep your good cards.</source>
            <translation>Your partner already has the trick: keep your good cards.</translation>
        </message>
        <message>
            <source>Your partner is winning the trick so far: keep your good cards.</source>
            <translation>Your partner is winning the trick so far: keep your good cards.</translation>
        </message>
        <message>
            <source>It is the cheapest card that takes the trick.</source>
            <translation>It is the cheapest card that takes the trick.</translation>
        </message>
        <message>
            <source>Take the trick high: a lower card could be beaten by the players after you.</source>
            <translation>Take the trick high: a lower card could be beaten by the players after you.</translation>
        </message>
        <message>
            <source>You cannot follow suit: a spade takes the trick.</source>
            <translation>You cannot follow suit: a spade takes the trick.</translation>
        </message>
        <message>
            <source>You cannot take this trick: play your lowest card.</source>
            <translation>You cannot take this trick: play your lowest card.</translation>
        </message>
        <message>
            <source>Keep your high cards for later: play low now.</source>
            <translation>Keep your high cards for later: play low now.</translation>
        </message>
        <message>
            <source>You cannot follow suit: throw away your least useful card.</source>
            <translation>You cannot follow suit: throw away your least useful card.</translation>
        </message>
        <message>
            <source>Your contract is made: avoid extra tricks (bags).</source>
            <translation>Your contract is made: avoid extra tricks (bags).</translation>
        </message>
        <message>
            <source>You bid nil: play under the winning card.</source>
            <translation>You bid nil: play under the winning card.</translation>
        </message>
        <message>
            <source>You bid nil: lead a low card.</source>
            <translation>You bid nil: lead a low card.</translation>
        </message>
        <message>
            <source>You bid nil, but every card you may play wins: use the least harmful one.</source>
            <translation>You bid nil, but every card you may play wins: use the least harmful one.</translation>
        </message>
        <message>
            <source>Your partner bid nil: take the trick for them.</source>
            <translation>Your partner bid nil: take the trick for them.</translation>
        </message>
        <message>
            <source>Your partner bid nil: lead high, so that they can play under your card.</source>
            <translation>Your partner bid nil: lead high, so that they can play under your card.</translation>
        </message>
        <message>
            <source>Lead your short suit: you will be able to trump it soon.</source>
            <translation>Lead your short suit: you will be able to trump it soon.</translation>
        </message>
        <message>
            <source>Lead a spade to draw the opponents' trumps.</source>
            <translation>Lead a spade to draw the opponents' trumps.</translation>
        </message>
        <message>
            <source>Lead a low card and keep your high cards.</source>
            <translation>Lead a low card and keep your high cards.</translation>
        </message>
        <message>
            <source>An opponent bid nil: play low and make them take a trick.</source>
            <translation>An opponent bid nil: play low and make them take a trick.</translation>
        </message>
        <message>
            <source>Few cards are left: with the rest of the hand played out card by card in each likely deal, this card scores best.</source>
            <translation>Few cards are left: with the rest of the hand played out card by card in each likely deal, this card scores best.</translation>
        </message>
        <message>
            <source>Played out over many likely deals, this card scores best.</source>
            <translation>Played out over many likely deals, this card scores best.</translation>
        </message>
        <message>
            <source>Played out over many likely deals, nil scores best: your high cards can be thrown away on the others' tricks.</source>
            <translation>Played out over many likely deals, nil scores best: your high cards can be thrown away on the others' tricks.</translation>
        </message>
        <message>
            <source>A blind nil fails far more often than it succeeds: a bid made on your cards scores more.</source>
            <translation>A blind nil fails far more often than it succeeds: a bid made on your cards scores more.</translation>
        </message>
        <message>
            <source>A failed blind nil would take your team to −200 and lose the game.</source>
            <translation>A failed blind nil would take your team to −200 and lose the game.</translation>
        </message>
        <message>
            <source>The opponents should win at the end of this hand and an ordinary bid would not catch them up: it is your last chance.</source>
            <translation>The opponents should win at the end of this hand and an ordinary bid would not catch them up: it is your last chance.</translation>
        </message>
        <message>
            <source>Played out over many likely deals, this bid scores best.</source>
            <translation>Played out over many likely deals, this bid scores best.</translation>
        </message>
    </context>
    <context>
        <name>Auteurs</name>
        <message>
            <source>aces</source>
            <extracomment>the fewest lines the ask log shows in its place before it looks for another the narrowest the ask log gets (its lines wrapped) to keep its place</extracomment>
            <translation>aces</translation>
        </message>
        <message>
            <source>twos</source>
            <translation>twos</translation>
        </message>
        <message>
            <source>threes</source>
            <translation>threes</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>fours</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>fives</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>sixes</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>sevens</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>eights</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>nines</translation>
        </message>
        <message>
            <source>tens</source>
            <translation>tens</translation>
        </message>
        <message>
            <source>jacks</source>
            <translation>jacks</translation>
        </message>
        <message>
            <source>queens</source>
            <translation>queens</translation>
        </message>
        <message>
            <source>kings</source>
            <translation>kings</translation>
        </message>
        <message>
            <source>Ask log (J)</source>
            <extracomment>the card's name with its article: "la dame de pique", "the queen of spades" the deals whose end the table has shown (the sheet's rows: the engine records a deal as its last poisson is laid, before the tokens fly) what each part of the log says, from which its lines are written (again with the names as they are now: a seat of a network table named once its person joins, after the draw and the poissons dealt whole: never "Place 2" left in the log): ("draw", rounds, dealer), ("poisson", seat, rank), ("ask", the ask) how the open card prompt was laid out (:meth:`_ask_fitted`), for :meth:`place_prompt` to place it again the same way</extracomment>
            <translation>Ask log (J)</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n poisson(s)</source>
            <translation>
                <numerusform>%n poisson</numerusform>
                <numerusform>%n poissons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n token(s)</source>
            <translation>
                <numerusform>%n token</numerusform>
                <numerusform>%n tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>Ask log shown (J hides it).</source>
            <translation>Ask log shown (J hides it).</translation>
        </message>
        <message>
            <source>Ask log hidden (J shows it).</source>
            <translation>Ask log hidden (J shows it).</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>{asker} → {target}: {card} {answer}</source>
            <translation>{asker} → {target}: {card} {answer}</translation>
        </message>
        <message>
            <source>Draw: {name} {card}</source>
            <extracomment>the longest name the ask log writes whole (a longer one ends with "…")</extracomment>
            <translation>Draw: {name} {card}</translation>
        </message>
        <message>
            <source>Draw again: {name} {card}</source>
            <translation>Draw again: {name} {card}</translation>
        </message>
        <message>
            <source>You deal (highest card).</source>
            <translation>You deal (highest card).</translation>
        </message>
        <message>
            <source>{name} deals (highest card).</source>
            <translation>{name} deals (highest card).</translation>
        </message>
        <message>
            <source>You lay the four {rank}</source>
            <translation>You lay the four {rank}</translation>
        </message>
        <message>
            <source>{name} lays the four {rank}</source>
            <translation>{name} lays the four {rank}</translation>
        </message>
        <message>
            <source>Ask log</source>
            <translation>Ask log</translation>
        </message>
        <message>
            <source>No ask yet in this deal.</source>
            <translation>No ask yet in this deal.</translation>
        </message>
        <message>
            <source>Tie between {names}: they draw again.</source>
            <translation>Tie between {names}: they draw again.</translation>
        </message>
        <message>
            <source>You draw the highest card: you deal.</source>
            <translation>You draw the highest card: you deal.</translation>
        </message>
        <message>
            <source>{name} draws the highest card and deals.</source>
            <translation>{name} draws the highest card and deals.</translation>
        </message>
        <message>
            <source>Deal {n} of {total}: you deal.</source>
            <extracomment>where the log was last put, and the table's layout then (:meth:`_journal_layout`) the most lines the log was given room for where it was put the index in :meth:`_journal_spots` of the corner the log was last put in</extracomment>
            <translation>Deal {n} of {total}: you deal.</translation>
        </message>
        <message>
            <source>Deal {n} of {total}: {name} deals.</source>
            <translation>Deal {n} of {total}: {name} deals.</translation>
        </message>
        <message>
            <source>You deal all the cards.</source>
            <translation>You deal all the cards.</translation>
        </message>
        <message>
            <source>{name} deals all the cards.</source>
            <translation>{name} deals all the cards.</translation>
        </message>
        <message>
            <source>You lay the four {rank}!</source>
            <translation>You lay the four {rank}!</translation>
        </message>
        <message>
            <source>{name} lays the four {rank}!</source>
            <translation>{name} lays the four {rank}!</translation>
        </message>
        <message numerus="yes">
            <source>+%n token(s)</source>
            <translation>
                <numerusform>+%n token</numerusform>
                <numerusform>+%n tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>{names}: no cards left, skipped.</source>
            <translation>{names}: no cards left, skipped.</translation>
        </message>
        <message>
            <source>{name} asks.</source>
            <translation>{name} asks.</translation>
        </message>
        <message>
            <source>Have you got {card}?</source>
            <translation>Have you got {card}?</translation>
        </message>
        <message>
            <source>{name} asks you for {card}.</source>
            <translation>{name} asks you for {card}.</translation>
        </message>
        <message>
            <source>{name}, have you got {card}?</source>
            <translation>{name}, have you got {card}?</translation>
        </message>
        <message>
            <source>You ask {target} for {card}.</source>
            <translation>You ask {target} for {card}.</translation>
        </message>
        <message>
            <source>{name} asks {target} for {card}.</source>
            <translation>{name} asks {target} for {card}.</translation>
        </message>
        <message>
            <source>Yes!</source>
            <translation>Yes!</translation>
        </message>
        <message>
            <source>No, I don't have it.</source>
            <translation>No, I don't have it.</translation>
        </message>
        <message>
            <source>{name} does not have it: the turn passes.</source>
            <translation>{name} does not have it: the turn passes.</translation>
        </message>
        <message>
            <source>You do not have it: the turn passes.</source>
            <translation>You do not have it: the turn passes.</translation>
        </message>
        <message>
            <source>You have it: it goes to {name}.</source>
            <translation>You have it: it goes to {name}.</translation>
        </message>
        <message>
            <source>{name} has it: it is yours.</source>
            <translation>{name} has it: it is yours.</translation>
        </message>
        <message>
            <source>{name} has it: it goes to {to}.</source>
            <translation>{name} has it: it goes to {to}.</translation>
        </message>
        <message>
            <source>Deal {n}: the count</source>
            <translation>Deal {n}: the count</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>See the result</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
        <message numerus="yes">
            <source>You win with %n token(s)!</source>
            <translation>
                <numerusform>You win with %n token!</numerusform>
                <numerusform>You win with %n tokens!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} wins with %n token(s)!</source>
            <translation>
                <numerusform>{name} wins with %n token!</numerusform>
                <numerusform>{name} wins with %n tokens!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Ask log: %n ask(s)</source>
            <translation>
                <numerusform>Ask log: %n ask</numerusform>
                <numerusform>Ask log: %n asks</numerusform>
            </translation>
        </message>
        <message>
            <source>the {rank}</source>
            <translation>the {rank}</translation>
        </message>
        <message>
            <source>No room for the ask log beside the card prompt: it is back when the prompt closes.</source>
            <translation>No room for the ask log beside the card prompt: it is back when the prompt closes.</translation>
        </message>
        <message>
            <source>No room for the ask log beside the cards: make the window larger or close the scoresheet (J hides it).</source>
            <translation>No room for the ask log beside the cards: make the window larger or close the scoresheet (J hides it).</translation>
        </message>
        <message>
            <source>{name} with {card}</source>
            <translation>{name} with {card}</translation>
        </message>
        <message numerus="yes">
            <source>Ask log, the last %n lines of {total}</source>
            <translation>
                <numerusform>Ask log, the last %n lines of {total}</numerusform>
                <numerusform>Ask log, the last %n lines of {total}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You receive %n token(s).</source>
            <translation>
                <numerusform>You receive %n token.</numerusform>
                <numerusform>You receive %n tokens.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} receives %n token(s).</source>
            <translation>
                <numerusform>{name} receives %n token.</numerusform>
                <numerusform>{name} receives %n tokens.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have no cards left: your turn passes.</source>
            <translation>You have no cards left: your turn passes.</translation>
        </message>
        <message>
            <source>You share the win with {names}!</source>
            <translation>You share the win with {names}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} share the win!</translation>
        </message>
        <message>
            <source>Final tokens (the most wins): {list}.</source>
            <translation>Final tokens (the most wins): {list}.</translation>
        </message>
        <message>
            <source>Poissons</source>
            <translation>Poissons</translation>
        </message>
        <message>
            <source>Ranks laid</source>
            <translation>Ranks laid</translation>
        </message>
        <message>
            <source>Tokens this deal</source>
            <translation>Tokens this deal</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Tokens</translation>
        </message>
        <message>
            <source>Each poisson laid earns one token from each other player: {n} × poissons − 13.</source>
            <translation>Each poisson laid earns one token from each other player: {n} × poissons − 13.</translation>
        </message>
        <message>
            <source>Each poisson laid earns one token from each other player: {n} times the number of poissons, minus 13.</source>
            <translation>Each poisson laid earns one token from each other player: {n} times the number of poissons, minus 13.</translation>
        </message>
        <message>
            <source>Poissons: {ranks}</source>
            <translation>Poissons: {ranks}</translation>
        </message>
        <message numerus="yes">
            <source>The computers made %n more ask(s).</source>
            <translation>
                <numerusform>The computers made %n more ask.</numerusform>
                <numerusform>The computers made %n more asks.</numerusform>
            </translation>
        </message>
        <message>
            <source>You lay {ranks}.</source>
            <translation>You lay {ranks}.</translation>
        </message>
        <message>
            <source>{name} lays {ranks}.</source>
            <translation>{name} lays {ranks}.</translation>
        </message>
        <message>
            <source>No poisson laid.</source>
            <translation>No poisson laid.</translation>
        </message>
        <message>
            <source>You have no cards left: the computers finish the deal.</source>
            <translation>You have no cards left: the computers finish the deal.</translation>
        </message>
        <message>
            <source>{names}: no cards left, the computers finish the deal.</source>
            <translation>{names}: no cards left, the computers finish the deal.</translation>
        </message>
        <message>
            <source>choose the player to ask with keys {keys} (or Enter, then the arrows), then the card to ask for.</source>
            <translation>choose the player to ask with keys {keys} (or Enter, then the arrows), then the card to ask for.</translation>
        </message>
        <message>
            <source>drag one of your cards onto a player, or click a player (keys {keys}), then choose the card to ask for.</source>
            <translation>drag one of your cards onto a player, or click a player (keys {keys}), then choose the card to ask for.</translation>
        </message>
        <message>
            <source>{name}, your turn: {text}</source>
            <translation>{name}, your turn: {text}</translation>
        </message>
        <message>
            <source>Your turn: {text}</source>
            <translation>Your turn: {text}</translation>
        </message>
        <message>
            <source>Whom do you ask for one of the {rank}? Click their name, or the arrows and Enter (Esc: cancel).</source>
            <translation>Whom do you ask for one of the {rank}? Click their name, or the arrows and Enter (Esc: cancel).</translation>
        </message>
        <message>
            <source>{name} has no cards left: nobody may ask them.</source>
            <translation>{name} has no cards left: nobody may ask them.</translation>
        </message>
        <message>
            <source>Ask {name} for {card}</source>
            <translation>Ask {name} for {card}</translation>
        </message>
        <message>
            <source>You hold {card}</source>
            <translation>You hold {card}</translation>
        </message>
        <message>
            <source>You have it</source>
            <translation>You have it</translation>
        </message>
        <message>
            <source>You already have {card}: ask for a card you do not hold.</source>
            <translation>You already have {card}: ask for a card you do not hold.</translation>
        </message>
        <message>
            <source>You may not ask for this card</source>
            <translation>You may not ask for this card</translation>
        </message>
        <message>
            <source>Which of the {rank} do you ask {name} for?</source>
            <translation>Which of the {rank} do you ask {name} for?</translation>
        </message>
        <message>
            <source>Ask {name} for which card?</source>
            <translation>Ask {name} for which card?</translation>
        </message>
        <message>
            <source>Marked “You have it”: the cards you hold.</source>
            <translation>Marked “You have it”: the cards you hold.</translation>
        </message>
        <message>
            <source>Arrows choose, Enter asks, Esc goes back.</source>
            <translation>Arrows choose, Enter asks, Esc goes back.</translation>
        </message>
        <message>
            <source>Suggest</source>
            <translation>Suggest</translation>
        </message>
        <message>
            <source>Another player</source>
            <translation>Another player</translation>
        </message>
        <message>
            <source>{name} may not be asked.</source>
            <translation>{name} may not be asked.</translation>
        </message>
        <message>
            <source>There are {n} other players: press 1 to {n}.</source>
            <translation>There are {n} other players: press 1 to {n}.</translation>
        </message>
        <message>
            <source>Choose the player to ask: arrows, then Enter (Esc: cancel).</source>
            <translation>Choose the player to ask: arrows, then Enter (Esc: cancel).</translation>
        </message>
        <message>
            <source>Hint: ask {name} for {card}.</source>
            <translation>Hint: ask {name} for {card}.</translation>
        </message>
        <message>
            <source>Enter asks {name} for {card}.</source>
            <extracomment>the advice is up in the card picker, not read yet: the first Entrée reads it (:meth:`hint_read`), as the other games' hint panel</extracomment>
            <translation>Enter asks {name} for {card}.</translation>
        </message>
        <message>
            <source>Enter again asks {name} for {card}, as advised; the arrows choose another card, Esc another player.</source>
            <translation>Enter again asks {name} for {card}, as advised; the arrows choose another card, Esc another player.</translation>
        </message>
        <message>
            <source>The asks so far prove that this player holds it: a sure hit.</source>
            <extracomment>the hint's one line (:meth:`DifficilePlayer.explain`), by reason code</extracomment>
            <translation>The asks so far prove that this player holds it: a sure hit.</translation>
        </message>
        <message>
            <source>The asks so far prove that this player holds it, and it completes your poisson.</source>
            <translation>The asks so far prove that this player holds it, and it completes your poisson.</translation>
        </message>
        <message>
            <source>Your turn searched to its end over the deals that fit every ask: this ask should lay the most poissons.</source>
            <translation>Your turn searched to its end over the deals that fit every ask: this ask should lay the most poissons.</translation>
        </message>
        <message>
            <source>A likely hit: this player holds it in about {pct}% of all the deals that fit the asks so far.</source>
            <translation>A likely hit: this player holds it in about {pct}% of all the deals that fit the asks so far.</translation>
        </message>
        <message>
            <source>No sure hit: this player holds it in only about {pct}% of all the deals that fit the asks so far.</source>
            <translation>No sure hit: this player holds it in only about {pct}% of all the deals that fit the asks so far.</translation>
        </message>
        <message>
            <source>A likely hit: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
            <translation>A likely hit: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</translation>
        </message>
        <message>
            <source>A guess: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
            <translation>A guess: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</translation>
        </message>
        <message>
            <source>A likely hit, and it would complete your poisson: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
            <translation>A likely hit, and it would complete your poisson: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</translation>
        </message>
        <message>
            <source>A guess to complete your poisson: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
            <translation>A guess to complete your poisson: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</translation>
        </message>
        <message>
            <source>A likely hit, and it would complete your poisson: this player holds it in about {pct}% of all the deals that fit the asks so far.</source>
            <translation>A likely hit, and it would complete your poisson: this player holds it in about {pct}% of all the deals that fit the asks so far.</translation>
        </message>
        <message>
            <source>A guess to complete your poisson: this player holds it in only about {pct}% of all the deals that fit the asks so far.</source>
            <translation>A guess to complete your poisson: this player holds it in only about {pct}% of all the deals that fit the asks so far.</translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>Play a real game</source>
            <extracomment>point {"button": name} -&gt; the corner button's source label (context "Table") the piles of the middle the coach keeps clear of when it can (a card may be dropped there) how often the coach looks whether a panel of the table moved under it</extracomment>
            <translation>Play a real game</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Skip this step</source>
            <translation>Skip this step</translation>
        </message>
        <message>
            <source>Quit the lesson</source>
            <translation>Quit the lesson</translation>
        </message>
    </context>
    <context>
        <name>CountGate</name>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} and {last}</translation>
        </message>
        <message>
            <source>Waiting for {names}…</source>
            <translation>Waiting for {names}…</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Unexpected error</source>
            <translation>Unexpected error</translation>
        </message>
        <message>
            <source>Something went wrong in the program.</source>
            <translation>Something went wrong in the program.</translation>
        </message>
        <message>
            <source>The game in progress was saved before the error and is not lost.</source>
            <translation>The game in progress was saved before the error and is not lost.</translation>
        </message>
        <message>
            <source>The report below was written to the log file {file}.</source>
            <translation>The report below was written to the log file {file}.</translation>
        </message>
        <message>
            <source>You may copy it to tell the authors. Go on playing, or quit?</source>
            <translation>You may copy it to tell the authors. Go on playing, or quit?</translation>
        </message>
        <message>
            <source>Error report</source>
            <translation>Error report</translation>
        </message>
        <message>
            <source>Copy the report</source>
            <translation>Copy the report</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Go on</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Another unexpected error happened; it was written to the log file.</source>
            <translation>Another unexpected error happened; it was written to the log file.</translation>
        </message>
    </context>
    <context>
        <name>Deutch</name>
        <message>
            <source>Press a key…</source>
            <extracomment>far apart on AZERTY and QWERTY alike, letters only (a digit needs Shift on AZERTY) keys the table already uses while a rapidité window is open (H, C, ?: a hint) Esc while it waited: the key stays as it was whose key it is: a screen reader hears "Touche de rapidité de Léa : A", not "A"</extracomment>
            <translation>Press a key…</translation>
        </message>
        <message>
            <source>Rapidité key of {who}: {key}</source>
            <translation>Rapidité key of {who}: {key}</translation>
        </message>
        <message>
            <source>With several people at one screen, each one has a key to claim a rapidité: the first key pressed wins, then that player picks their card. Click a key, then press the new one.</source>
            <translation>With several people at one screen, each one has a key to claim a rapidité: the first key pressed wins, then that player picks their card. Click a key, then press the new one.</translation>
        </message>
        <message>
            <source>Click, then press the key this player will use.</source>
            <translation>Click, then press the key this player will use.</translation>
        </message>
        <message>
            <source>{who}: the rapidité key stays {key}.</source>
            <translation>{who}: the rapidité key stays {key}.</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>Reset to defaults</translation>
        </message>
        <message>
            <source>Memory aid: the cards you have seen show their value</source>
            <translation>Memory aid: the cards you have seen show their value</translation>
        </message>
        <message>
            <source>Other places (games with more players)</source>
            <translation>Other places (games with more players)</translation>
        </message>
        <message>
            <source>Player {n} at the screen</source>
            <translation>Player {n} at the screen</translation>
        </message>
        <message>
            <source>Press the key you want for {who} (Esc: keep {key}).</source>
            <translation>Press the key you want for {who} (Esc: keep {key}).</translation>
        </message>
        <message>
            <source>Choose a letter (that key types nothing).</source>
            <translation>Choose a letter (that key types nothing).</translation>
        </message>
        <message>
            <source>{key} picks your card of that number at the table: choose a letter.</source>
            <translation>{key} picks your card of that number at the table: choose a letter.</translation>
        </message>
        <message>
            <source>{key} asks for a hint at the table: choose another key.</source>
            <translation>{key} asks for a hint at the table: choose another key.</translation>
        </message>
        <message>
            <source>{key} is already the key of {who}: choose another one.</source>
            <translation>{key} is already the key of {who}: choose another one.</translation>
        </message>
        <message>
            <source>{who}: the rapidité key is now {key}.</source>
            <translation>{who}: the rapidité key is now {key}.</translation>
        </message>
        <message>
            <source>The keys are back to their defaults.</source>
            <translation>The keys are back to their defaults.</translation>
        </message>
        <message>
            <source>Rapidité keys</source>
            <extracomment>the modes in which a digit picks the person's card of that number in their row (its place): the two cards looked at, the card the discard's top card or the drawn card replaces, the card a queen peeks at or a jack swaps (a rapidité's pick has its own)</extracomment>
            <translation>Rapidité keys</translation>
        </message>
        <message>
            <source>Memory aid on: the cards you have seen show their value.</source>
            <extracomment>each plate's words before its number of cards ("Dernier tour"), as last written</extracomment>
            <translation>Memory aid on: the cards you have seen show their value.</translation>
        </message>
        <message>
            <source>Memory aid off.</source>
            <translation>Memory aid off.</translation>
        </message>
        <message>
            <source>Memory aid</source>
            <translation>Memory aid</translation>
        </message>
        <message>
            <source>Last moves (J)</source>
            <translation>Last moves (J)</translation>
        </message>
        <message>
            <source>Last moves shown (J hides them).</source>
            <translation>Last moves shown (J hides them).</translation>
        </message>
        <message>
            <source>No room for the last moves beside the cards: make the window larger or close the scoresheet (J hides them).</source>
            <extracomment>the lines "Last moves" shows J said there was no room for "Last moves" (the next J turns them off)</extracomment>
            <translation>No room for the last moves beside the cards: make the window larger or close the scoresheet (J hides them).</translation>
        </message>
        <message>
            <source>Last moves hidden (J shows them).</source>
            <translation>Last moves hidden (J shows them).</translation>
        </message>
        <message>
            <source>In your hand, the card you drew: {card}.</source>
            <translation>In your hand, the card you drew: {card}.</translation>
        </message>
        <message>
            <source>Your row is empty.</source>
            <translation>Your row is empty.</translation>
        </message>
        <message>
            <source>Last moves</source>
            <translation>Last moves</translation>
        </message>
        <message>
            <source>No move yet in this round.</source>
            <translation>No move yet in this round.</translation>
        </message>
        <message>
            <source>Deutch!</source>
            <translation>Deutch!</translation>
        </message>
        <message>
            <source>Last turn played</source>
            <translation>Last turn played</translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Last turn</translation>
        </message>
        <message>
            <source>looking…</source>
            <translation>looking…</translation>
        </message>
        <message>
            <source>key {key}</source>
            <translation>key {key}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Total {total}</translation>
        </message>
        <message>
            <source>You saw this card: {card} ({points} points)</source>
            <translation>You saw this card: {card} ({points} points)</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>Round {n} of {total}</translation>
        </message>
        <message>
            <source>I've looked.</source>
            <translation>I've looked.</translation>
        </message>
        <message>
            <source>Your card {n}: {card}.</source>
            <translation>Your card {n}: {card}.</translation>
        </message>
        <message>
            <source>Remember your cards {a} and {b}: they turn face down again when you go on.</source>
            <translation>Remember your cards {a} and {b}: they turn face down again when you go on.</translation>
        </message>
        <message>
            <source>Remember your card {n}: it turns face down again when you go on.</source>
            <translation>Remember your card {n}: it turns face down again when you go on.</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Your cards</translation>
        </message>
        <message>
            <source>{name}: your cards</source>
            <translation>{name}: your cards</translation>
        </message>
        <message>
            <source>I have seen them</source>
            <translation>I have seen them</translation>
        </message>
        <message>
            <source>I have seen it</source>
            <translation>I have seen it</translation>
        </message>
        <message>
            <source>Then click “{button}”, press Enter, or click the table.</source>
            <translation>Then click “{button}”, press Enter, or click the table.</translation>
        </message>
        <message>
            <source>Your last turn.</source>
            <translation>Your last turn.</translation>
        </message>
        <message>
            <source>Last turn for {name}.</source>
            <translation>Last turn for {name}.</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>{name}'s turn.</translation>
        </message>
        <message>
            <source>I take {card}.</source>
            <translation>I take {card}.</translation>
        </message>
        <message>
            <source>You take {card} and discard {old}.</source>
            <translation>You take {card} and discard {old}.</translation>
        </message>
        <message>
            <source>{name} takes {card} and discards {old}.</source>
            <translation>{name} takes {card} and discards {old}.</translation>
        </message>
        <message>
            <source>The discard is shuffled into a new stock.</source>
            <translation>The discard is shuffled into a new stock.</translation>
        </message>
        <message>
            <source>You draw a card.</source>
            <translation>You draw a card.</translation>
        </message>
        <message>
            <source>{name} draws a card.</source>
            <translation>{name} draws a card.</translation>
        </message>
        <message>
            <source>You drew {card}.</source>
            <translation>You drew {card}.</translation>
        </message>
        <message>
            <source>You put the drawn card in place of your card {n} and discard {old}.</source>
            <translation>You put the drawn card in place of your card {n} and discard {old}.</translation>
        </message>
        <message>
            <source>{name} puts the drawn card in place of their card {n} and discards {old}.</source>
            <translation>{name} puts the drawn card in place of their card {n} and discards {old}.</translation>
        </message>
        <message>
            <source>You discard {card}.</source>
            <translation>You discard {card}.</translation>
        </message>
        <message>
            <source>{name} discards {card}.</source>
            <translation>{name} discards {card}.</translation>
        </message>
        <message>
            <source>Rapidité!</source>
            <translation>Rapidité!</translation>
        </message>
        <message>
            <source>Too late!</source>
            <translation>Too late!</translation>
        </message>
        <message>
            <source>{name}: rapidité claimed, no card picked in time: a penalty card.</source>
            <translation>{name}: rapidité claimed, no card picked in time: a penalty card.</translation>
        </message>
        <message>
            <source>Rapidité: {card}!</source>
            <translation>Rapidité: {card}!</translation>
        </message>
        <message>
            <source>{name}: rapidité with {card}, right.</source>
            <translation>{name}: rapidité with {card}, right.</translation>
        </message>
        <message>
            <source>{name}: {words}</source>
            <translation>{name}: {words}</translation>
        </message>
        <message>
            <source>{name}: rapidité with {card}, missed: a penalty card.</source>
            <translation>{name}: rapidité with {card}, missed: a penalty card.</translation>
        </message>
        <message>
            <source>Rapidité taken by {name}.</source>
            <translation>Rapidité taken by {name}.</translation>
        </message>
        <message>
            <source>You swap your card {n} with {other}'s card {m}.</source>
            <translation>You swap your card {n} with {other}'s card {m}.</translation>
        </message>
        <message>
            <source>{name} swaps their card {n} with your card {m}.</source>
            <translation>{name} swaps their card {n} with your card {m}.</translation>
        </message>
        <message>
            <source>{name} swaps their card {n} with {other}'s card {m}.</source>
            <translation>{name} swaps their card {n} with {other}'s card {m}.</translation>
        </message>
        <message>
            <source>You look at your card {n}.</source>
            <translation>You look at your card {n}.</translation>
        </message>
        <message>
            <source>{name} looks at their card {n}.</source>
            <translation>{name} looks at their card {n}.</translation>
        </message>
        <message>
            <source>{name}: everybody plays one last turn.</source>
            <translation>{name}: everybody plays one last turn.</translation>
        </message>
        <message>
            <source>You call Deutch!</source>
            <translation>You call Deutch!</translation>
        </message>
        <message>
            <source>{name} calls Deutch!</source>
            <translation>{name} calls Deutch!</translation>
        </message>
        <message>
            <source>Count: {points}</source>
            <translation>Count: {points}</translation>
        </message>
        <message>
            <source>Round {n}: the count</source>
            <translation>Round {n}: the count</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Next round</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>{name} (Deutch!)</source>
            <translation>{name} (Deutch!)</translation>
        </message>
        <message>
            <source>You called Deutch and have the lowest count: 0 points.</source>
            <translation>You called Deutch and have the lowest count: 0 points.</translation>
        </message>
        <message>
            <source>{name} called Deutch and has the lowest count: 0 points.</source>
            <translation>{name} called Deutch and has the lowest count: 0 points.</translation>
        </message>
        <message>
            <source>The {score} of round {round} is struck out.</source>
            <translation>The {score} of round {round} is struck out.</translation>
        </message>
        <message>
            <source>You called Deutch but someone has less: {points} + 10 points.</source>
            <translation>You called Deutch but someone has less: {points} + 10 points.</translation>
        </message>
        <message>
            <source>{name} called Deutch but someone has less: {points} + 10 points.</source>
            <translation>{name} called Deutch but someone has less: {points} + 10 points.</translation>
        </message>
        <message>
            <source>You called Deutch and are tied for lowest: {points} points.</source>
            <translation>You called Deutch and are tied for lowest: {points} points.</translation>
        </message>
        <message>
            <source>{name} called Deutch and is tied for lowest: {points} points.</source>
            <translation>{name} called Deutch and is tied for lowest: {points} points.</translation>
        </message>
        <message>
            <source>A row is empty: the round ends.</source>
            <translation>A row is empty: the round ends.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>Lowest total wins: {names}.</source>
            <translation>Lowest total wins: {names}.</translation>
        </message>
        <message>
            <source>Rapidité: press your key to claim ({keys}).</source>
            <translation>Rapidité: press your key to claim ({keys}).</translation>
        </message>
        <message>
            <source>Rapidité? Key {key}</source>
            <translation>Rapidité? Key {key}</translation>
        </message>
        <message>
            <source>Not this card: choose a second one of your own cards, at the bottom.</source>
            <translation>Not this card: choose a second one of your own cards, at the bottom.</translation>
        </message>
        <message>
            <source>Not now: first look at two of your own cards, at the bottom.</source>
            <translation>Not now: first look at two of your own cards, at the bottom.</translation>
        </message>
        <message>
            <source>Choose two of your cards to look at: their numbers, or the arrows and Enter.</source>
            <translation>Choose two of your cards to look at: their numbers, or the arrows and Enter.</translation>
        </message>
        <message>
            <source>Choose two of your cards to look at (click them, or arrows and Enter).</source>
            <translation>Choose two of your cards to look at (click them, or arrows and Enter).</translation>
        </message>
        <message>
            <source>Your turn: Enter draws from the stock; or the arrows to the discard's top card, Enter, then the number of your card it replaces.</source>
            <translation>Your turn: Enter draws from the stock; or the arrows to the discard's top card, Enter, then the number of your card it replaces.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock (click it, or Enter), or drag the discard's top card onto one of your cards.</source>
            <translation>Your turn: draw from the stock (click it, or Enter), or drag the discard's top card onto one of your cards.</translation>
        </message>
        <message>
            <source>Remember your cards {a} and {b}.</source>
            <translation>Remember your cards {a} and {b}.</translation>
        </message>
        <message>
            <source>Remember your card {n}.</source>
            <translation>Remember your card {n}.</translation>
        </message>
        <message>
            <source>{name}: rapidité missed ({card} ≠ {rank}), a penalty card.</source>
            <translation>{name}: rapidité missed ({card} ≠ {rank}), a penalty card.</translation>
        </message>
        <message>
            <source>{name}: rapidité missed, {card} is not the same rank as {top}; a penalty card.</source>
            <translation>{name}: rapidité missed, {card} is not the same rank as {top}; a penalty card.</translation>
        </message>
        <message>
            <source>Card put back: choose two of your cards to look at.</source>
            <translation>Card put back: choose two of your cards to look at.</translation>
        </message>
        <message>
            <source>Drag the drawn card onto one of your cards to replace it, or onto the discard (or click where it goes; keyboard: arrows, then Enter).</source>
            <translation>Drag the drawn card onto one of your cards to replace it, or onto the discard (or click where it goes; keyboard: arrows, then Enter).</translation>
        </message>
        <message>
            <source>Claim the rapidité ({key})</source>
            <translation>Claim the rapidité ({key})</translation>
        </message>
        <message>
            <source>Then pick your card: click it, or its number.</source>
            <translation>Then pick your card: click it, or its number.</translation>
        </message>
        <message>
            <source>Same rank as the discard's top card? Press {key}, then your card's number.</source>
            <translation>Same rank as the discard's top card? Press {key}, then your card's number.</translation>
        </message>
        <message>
            <source>Rapidité! Drag one of your cards onto the discard if it is the same rank, or press {key}, then the card's number.</source>
            <translation>Rapidité! Drag one of your cards onto the discard if it is the same rank, or press {key}, then the card's number.</translation>
        </message>
        <message>
            <source>Rapidité! {key}, then the number.</source>
            <translation>Rapidité! {key}, then the number.</translation>
        </message>
        <message>
            <source>Pick one of your cards (its number, or the arrows and Enter), then an opponent's card (the arrows and Enter).</source>
            <translation>Pick one of your cards (its number, or the arrows and Enter), then an opponent's card (the arrows and Enter).</translation>
        </message>
        <message>
            <source>Pick one of your cards to look at it: its number, or the arrows and Enter.</source>
            <translation>Pick one of your cards to look at it: its number, or the arrows and Enter.</translation>
        </message>
        <message>
            <source>You</source>
            <extracomment>the cards the bubble being placed names (viewport pixels): it leaves them in view</extracomment>
            <translation>You</translation>
        </message>
        <message>
            <source>The stock is chosen: Enter draws a card.</source>
            <translation>The stock is chosen: Enter draws a card.</translation>
        </message>
        <message>
            <source>The discard's top card is chosen: Enter takes it, then you pick the card of yours it replaces.</source>
            <translation>The discard's top card is chosen: Enter takes it, then you pick the card of yours it replaces.</translation>
        </message>
        <message>
            <source>The drawn card is raised: Enter throws it on the discard.</source>
            <translation>The drawn card is raised: Enter throws it on the discard.</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter puts the drawn card in its place.</source>
            <translation>Your card {n} is raised: Enter puts the drawn card in its place.</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter puts the discard's top card in its place.</source>
            <translation>Your card {n} is raised: Enter puts the discard's top card in its place.</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter lays it on the discard (a rapidité: same rank only).</source>
            <translation>Your card {n} is raised: Enter lays it on the discard (a rapidité: same rank only).</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter chooses it to look at.</source>
            <translation>Your card {n} is raised: Enter chooses it to look at.</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter chooses it for the swap.</source>
            <translation>Your card {n} is raised: Enter chooses it for the swap.</translation>
        </message>
        <message>
            <source>Your card {n} is raised: Enter shows it to you.</source>
            <translation>Your card {n} is raised: Enter shows it to you.</translation>
        </message>
        <message>
            <source>Pick the card of yours the discard's top card replaces: Enter takes your card {n}, as advised (Esc: back; the stock: draw instead).</source>
            <translation>Pick the card of yours the discard's top card replaces: Enter takes your card {n}, as advised (Esc: back; the stock: draw instead).</translation>
        </message>
        <message>
            <source>Enter puts the discard's top card in place of your card {n}, as advised; or the number of another card of yours (Esc: back).</source>
            <translation>Enter puts the discard's top card in place of your card {n}, as advised; or the number of another card of yours (Esc: back).</translation>
        </message>
        <message>
            <source>Pick the card of yours the discard's top card replaces (Esc: back; the stock: draw instead).</source>
            <translation>Pick the card of yours the discard's top card replaces (Esc: back; the stock: draw instead).</translation>
        </message>
        <message>
            <source>The number of the card of yours the discard's top card replaces (or the arrows and Enter; Esc: back).</source>
            <translation>The number of the card of yours the discard's top card replaces (or the arrows and Enter; Esc: back).</translation>
        </message>
        <message>
            <source>No rapidité now: one opens each time a card lands on the discard, until the first one is claimed.</source>
            <translation>No rapidité now: one opens each time a card lands on the discard, until the first one is claimed.</translation>
        </message>
        <message>
            <source>Hint: claim the rapidité.</source>
            <translation>Hint: claim the rapidité.</translation>
        </message>
        <message>
            <source>Hint: take {card} from the discard in place of your card {n}.</source>
            <translation>Hint: take {card} from the discard in place of your card {n}.</translation>
        </message>
        <message>
            <source>Hint: put the drawn card in place of your card {n}.</source>
            <translation>Hint: put the drawn card in place of your card {n}.</translation>
        </message>
        <message>
            <source>Hint: your card {n} on the discard (rapidité).</source>
            <translation>Hint: your card {n} on the discard (rapidité).</translation>
        </message>
        <message>
            <source>Hint: look at your cards {a} and {b}.</source>
            <translation>Hint: look at your cards {a} and {b}.</translation>
        </message>
        <message>
            <source>Hint: look at your card {n}.</source>
            <translation>Hint: look at your card {n}.</translation>
        </message>
        <message>
            <source>Hint: swap your card {n} with {name}'s card {m}.</source>
            <translation>Hint: swap your card {n} with {name}'s card {m}.</translation>
        </message>
        <message>
            <source>Hint: skip the power.</source>
            <translation>Hint: skip the power.</translation>
        </message>
        <message>
            <source>Hint: no rapidité this time.</source>
            <translation>Hint: no rapidité this time.</translation>
        </message>
        <message>
            <source>Hint: end your turn.</source>
            <translation>Hint: end your turn.</translation>
        </message>
        <message>
            <source>Rapidité! Drag one of your cards onto the discard if it is the same rank.</source>
            <translation>Rapidité! Drag one of your cards onto the discard if it is the same rank.</translation>
        </message>
        <message>
            <source>Missed: {card} ≠ {rank}: a penalty card.</source>
            <translation>Missed: {card} ≠ {rank}: a penalty card.</translation>
        </message>
        <message>
            <source>You were faster.</source>
            <translation>You were faster.</translation>
        </message>
        <message>
            <source>Too late: {name} was faster.</source>
            <translation>Too late: {name} was faster.</translation>
        </message>
        <message>
            <source>Jack: I may swap a card.</source>
            <translation>Jack: I may swap a card.</translation>
        </message>
        <message>
            <source>Queen: I may look at one of my cards.</source>
            <translation>Queen: I may look at one of my cards.</translation>
        </message>
        <message>
            <source>Jack: you swap your card {n} with {name}'s card {m}.</source>
            <translation>Jack: you swap your card {n} with {name}'s card {m}.</translation>
        </message>
        <message>
            <source>Jack: I swap my card {n} with your card {m}.</source>
            <translation>Jack: I swap my card {n} with your card {m}.</translation>
        </message>
        <message>
            <source>Jack: I swap my card {n} with {name}'s card {m}.</source>
            <translation>Jack: I swap my card {n} with {name}'s card {m}.</translation>
        </message>
        <message>
            <source>Queen: I look at my card {n}.</source>
            <translation>Queen: I look at my card {n}.</translation>
        </message>
        <message>
            <source>I don't use the jack.</source>
            <translation>I don't use the jack.</translation>
        </message>
        <message>
            <source>I don't use the queen.</source>
            <translation>I don't use the queen.</translation>
        </message>
        <message>
            <source>The number of one of your cards puts the drawn card in its place; or the arrows to the drawn card, then Enter, throw it on the discard.</source>
            <translation>The number of one of your cards puts the drawn card in its place; or the arrows to the drawn card, then Enter, throw it on the discard.</translation>
        </message>
        <message>
            <source>Jack: swap a card</source>
            <translation>Jack: swap a card</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Skip</translation>
        </message>
        <message>
            <source>Pick one of your cards, then an opponent's card.</source>
            <translation>Pick one of your cards, then an opponent's card.</translation>
        </message>
        <message>
            <source>Queen: look at a card</source>
            <translation>Queen: look at a card</translation>
        </message>
        <message>
            <source>Pick one of your cards to look at it.</source>
            <translation>Pick one of your cards to look at it.</translation>
        </message>
        <message>
            <source>End of your turn</source>
            <translation>End of your turn</translation>
        </message>
        <message>
            <source>Announce the last turn: everybody plays once more, then the count.</source>
            <translation>Announce the last turn: everybody plays once more, then the count.</translation>
        </message>
        <message>
            <source>End my turn</source>
            <translation>End my turn</translation>
        </message>
        <message>
            <source>Call Deutch, or end your turn.</source>
            <translation>Call Deutch, or end your turn.</translation>
        </message>
        <message>
            <source>{name}: pick your card for the rapidité (click it, or keys 1 to {n}) within {s} seconds.</source>
            <translation>{name}: pick your card for the rapidité (click it, or keys 1 to {n}) within {s} seconds.</translation>
        </message>
        <message>
            <source>And a second card.</source>
            <translation>And a second card.</translation>
        </message>
        <message>
            <source>Now pick the opponent's card to swap with.</source>
            <translation>Now pick the opponent's card to swap with.</translation>
        </message>
        <message>
            <source>Hint: draw from the stock.</source>
            <translation>Hint: draw from the stock.</translation>
        </message>
        <message>
            <source>Hint: discard the drawn card.</source>
            <translation>Hint: discard the drawn card.</translation>
        </message>
        <message>
            <source>Hint: call Deutch!</source>
            <translation>Hint: call Deutch!</translation>
        </message>
        <message>
            <source>Lower than the card it replaces, and surer than a draw.</source>
            <extracomment>why Difficile (the hint) chooses an action, one line each (:meth:`DifficilePlayer.explain`)</extracomment>
            <translation>Lower than the card it replaces, and surer than a draw.</translation>
        </message>
        <message>
            <source>The discard's card would lower your total less than a card from the stock should.</source>
            <translation>The discard's card would lower your total less than a card from the stock should.</translation>
        </message>
        <message>
            <source>The discard's card is no lower than any of your cards: taking it would not lower your total.</source>
            <translation>The discard's card is no lower than any of your cards: taking it would not lower your total.</translation>
        </message>
        <message>
            <source>The discard's card is no lower than the cards you know, nor than an unseen card is worth on average.</source>
            <translation>The discard's card is no lower than the cards you know, nor than an unseen card is worth on average.</translation>
        </message>
        <message>
            <source>The drawn card is lower than the card it replaces.</source>
            <translation>The drawn card is lower than the card it replaces.</translation>
        </message>
        <message>
            <source>Lower than an unseen card is worth on average, and surer than a draw.</source>
            <translation>Lower than an unseen card is worth on average, and surer than a draw.</translation>
        </message>
        <message>
            <source>The drawn card is lower than an unseen card is worth on average.</source>
            <translation>The drawn card is lower than an unseen card is worth on average.</translation>
        </message>
        <message>
            <source>Lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</source>
            <translation>Lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</translation>
        </message>
        <message>
            <source>The drawn card is lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</source>
            <translation>The drawn card is lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</translation>
        </message>
        <message>
            <source>Then your {card} (card {number}), of the same rank as the card replaced, follows it onto the discard (rapidité).</source>
            <translation>Then your {card} (card {number}), of the same rank as the card replaced, follows it onto the discard (rapidité).</translation>
        </message>
        <message>
            <source>Your {card} (card {number}) has the same rank: a rapidité can then send it onto the discard too.</source>
            <translation>Your {card} (card {number}) has the same rank: a rapidité can then send it onto the discard too.</translation>
        </message>
        <message>
            <source>Its power is worth more than keeping it.</source>
            <translation>Its power is worth more than keeping it.</translation>
        </message>
        <message>
            <source>It is not lower than the cards it could replace.</source>
            <translation>It is not lower than the cards it could replace.</translation>
        </message>
        <message>
            <source>It is not lower than the cards you know, nor than an unseen card is worth on average.</source>
            <translation>It is not lower than the cards you know, nor than an unseen card is worth on average.</translation>
        </message>
        <message>
            <source>You know this card has the same rank as the discard's.</source>
            <translation>You know this card has the same rank as the discard's.</translation>
        </message>
        <message>
            <source>None of the cards you know has the same rank as the discard's.</source>
            <translation>None of the cards you know has the same rank as the discard's.</translation>
        </message>
        <message>
            <source>Any two will do: remember them well.</source>
            <translation>Any two will do: remember them well.</translation>
        </message>
        <message>
            <source>You do not know this card yet.</source>
            <translation>You do not know this card yet.</translation>
        </message>
        <message>
            <source>You already know all your cards.</source>
            <translation>You already know all your cards.</translation>
        </message>
        <message>
            <source>Once known, it can follow its twin (rapidité) or be replaced.</source>
            <translation>Once known, it can follow its twin (rapidité) or be replaced.</translation>
        </message>
        <message>
            <source>Played out on deals like this one, it gives you the best chance of winning.</source>
            <translation>Played out on deals like this one, it gives you the best chance of winning.</translation>
        </message>
        <message>
            <source>You give away a high card and take a lower one.</source>
            <translation>You give away a high card and take a lower one.</translation>
        </message>
        <message>
            <source>You give away your {card} for a card you have not seen, worth less on average.</source>
            <translation>You give away your {card} for a card you have not seen, worth less on average.</translation>
        </message>
        <message>
            <source>You give away a card you have not seen, worth more on average than the {card} you take.</source>
            <translation>You give away a card you have not seen, worth more on average than the {card} you take.</translation>
        </message>
        <message>
            <source>{player} has already had turns to lower their cards: the card you take is likely lower than the one you give.</source>
            <translation>{player} has already had turns to lower their cards: the card you take is likely lower than the one you give.</translation>
        </message>
        <message>
            <source>No swap would lower your total enough.</source>
            <translation>No swap would lower your total enough.</translation>
        </message>
        <message>
            <source>Your total is likely the lowest: a won call scores 0 and erases your worst round.</source>
            <translation>Your total is likely the lowest: a won call scores 0 and erases your worst round.</translation>
        </message>
        <message>
            <source>Your total may not be the lowest yet: calling now risks the 10-point penalty.</source>
            <translation>Your total may not be the lowest yet: calling now risks the 10-point penalty.</translation>
        </message>
    </context>
    <context>
        <name>DisplayOptions</name>
        <message>
            <source>Small</source>
            <comment>card size</comment>
            <translation>Small</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>card size</comment>
            <translation>Medium</translation>
        </message>
        <message>
            <source>Large</source>
            <comment>card size</comment>
            <translation>Large</translation>
        </message>
        <message>
            <source>Very large</source>
            <comment>card size</comment>
            <translation>Very large</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>Card &amp;size</translation>
        </message>
        <message>
            <source>&amp;Larger cards</source>
            <translation>&amp;Larger cards</translation>
        </message>
        <message>
            <source>S&amp;maller cards</source>
            <translation>S&amp;maller cards</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;High contrast</translation>
        </message>
        <message>
            <source>Larger card indices, stronger outlines and bolder name plates</source>
            <translation>Larger card indices, stronger outlines and bolder name plates</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>the file could not be opened.</source>
            <extracomment>the reasons a save may be unusable, as short sentences for the user</extracomment>
            <translation>the file could not be opened.</translation>
        </message>
        <message>
            <source>the file is damaged (cut short, or changed by hand).</source>
            <translation>the file is damaged (cut short, or changed by hand).</translation>
        </message>
        <message>
            <source>the file is not a saved game of this program.</source>
            <translation>the file is not a saved game of this program.</translation>
        </message>
        <message>
            <source>the game was saved by a newer version of the program.</source>
            <translation>the game was saved by a newer version of the program.</translation>
        </message>
        <message>
            <source>the game was saved in a format this version does not know.</source>
            <translation>the game was saved in a format this version does not know.</translation>
        </message>
        <message>
            <source>the players or options of the game are missing or wrong.</source>
            <translation>the players or options of the game are missing or wrong.</translation>
        </message>
        <message>
            <source>the position of the cards in the game is damaged.</source>
            <translation>the position of the cards in the game is damaged.</translation>
        </message>
        <message>
            <source>the players or the options do not match the game that was saved.</source>
            <translation>the players or the options do not match the game that was saved.</translation>
        </message>
        <message>
            <source>the file is far too large to be a saved game.</source>
            <translation>the file is far too large to be a saved game.</translation>
        </message>
        <message>
            <source>the game in the file is already finished.</source>
            <translation>the game in the file is already finished.</translation>
        </message>
        <message>
            <source>the file holds a game this version of the program does not know.</source>
            <translation>the file holds a game this version of the program does not know.</translation>
        </message>
        <message>
            <source>There is no game in progress.</source>
            <extracomment>Python's switch interval once computers think beside the window (seconds). The thinking thread and the window share the GIL: at Python's default (5 ms) every call into Qt that lets the GIL go costs the window up to 5 ms to take it back, and a frame makes many such calls, so a slow decision held a deal's animation back by hundreds of milliseconds; a shorter interval gives the GIL back to the window sooner (benchmarks/bench_frames.py, figures in docs/measuring.md). more of the memory, kept beside the table's under their own keys (a network host's events for each remote seat): each callable gives its part, or None for none (see :meth:`table_memory`) the game's engine state is here (a joined computer's table is fed by a :class:`cardtable.ui.network.remote_controller.RemoteController` instead, which answers the same questions from what the host sends its seat)</extracomment>
            <translation>There is no game in progress.</translation>
        </message>
        <message>
            <source>This seat is played on another computer.</source>
            <translation>This seat is played on another computer.</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>The computer plays this seat.</translation>
        </message>
        <message>
            <source>The game is paused while a window is open.</source>
            <translation>The game is paused while a window is open.</translation>
        </message>
        <message>
            <source>Undo is turned off (Game &gt; Allow undo).</source>
            <translation>Undo is turned off (Game &gt; Allow undo).</translation>
        </message>
        <message>
            <source>There is no undo in a network game: the other players have seen the move.</source>
            <translation>There is no undo in a network game: the other players have seen the move.</translation>
        </message>
        <message>
            <source>Undo is possible only when one person plays against the computer.</source>
            <translation>Undo is possible only when one person plays against the computer.</translation>
        </message>
        <message>
            <source>This game does not allow taking a move back.</source>
            <translation>This game does not allow taking a move back.</translation>
        </message>
        <message>
            <source>Nothing to undo: {reason}</source>
            <translation>Nothing to undo: {reason}</translation>
        </message>
        <message>
            <source>This move cannot be taken back.</source>
            <translation>This move cannot be taken back.</translation>
        </message>
    </context>
    <context>
        <name>GamePlugin</name>
        <message>
            <source>You</source>
            <extracomment>the computers' first names, in the order the seats take them; the rest are spares for a seat whose automatic name a person already has</extracomment>
            <translation>You</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
    </context>
    <context>
        <name>GameSettings</name>
        <message>
            <source>Game &amp;settings…</source>
            <translation>Game &amp;settings…</translation>
        </message>
        <message>
            <source>Settings of each game (Deutch: the rapidité keys)</source>
            <translation>Settings of each game (Deutch: the rapidité keys)</translation>
        </message>
    </context>
    <context>
        <name>GameSettingsDialog</name>
        <message>
            <source>Game settings</source>
            <translation>Game settings</translation>
        </message>
    </context>
    <context>
        <name>Hosting</name>
        <message>
            <source>&amp;Network game</source>
            <translation>&amp;Network game</translation>
        </message>
        <message>
            <source>&amp;Host a game…</source>
            <translation>&amp;Host a game…</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>&amp;Join a game…</translation>
        </message>
        <message>
            <source>&amp;Stop hosting</source>
            <translation>&amp;Stop hosting</translation>
        </message>
        <message>
            <source>&amp;Leave the table</source>
            <translation>&amp;Leave the table</translation>
        </message>
        <message>
            <source>Show the &amp;address and the code…</source>
            <translation>Show the &amp;address and the code…</translation>
        </message>
        <message>
            <source>Host again</source>
            <translation>Host again</translation>
        </message>
        <message>
            <source>Show large</source>
            <translation>Show large</translation>
        </message>
        <message>
            <source>The address and the table code, large enough to read across the room</source>
            <translation>The address and the table code, large enough to read across the room</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copy</translation>
        </message>
        <message>
            <source>Copy the address and the table code, to send them</source>
            <translation>Copy the address and the table code, to send them</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Host a network game</source>
            <translation>Host a network game</translation>
        </message>
        <message>
            <source>Rematch: the same players at the same table.</source>
            <translation>Rematch: the same players at the same table.</translation>
        </message>
        <message>
            <source>The game cannot be hosted: this computer refuses to open a network port for it.</source>
            <translation>The game cannot be hosted: this computer refuses to open a network port for it.</translation>
        </message>
        <message>
            <source>The table is open: give the other players the table code {code}.</source>
            <translation>The table is open: give the other players the table code {code}.</translation>
        </message>
        <message>
            <source>The table is closed; the game is saved.</source>
            <translation>The table is closed; the game is saved.</translation>
        </message>
        <message>
            <source>The table is closed: host it again to go on.</source>
            <translation>The table is closed: host it again to go on.</translation>
        </message>
        <message>
            <source>The game is over. “Rematch” starts a new game with the same players.</source>
            <translation>The game is over. “Rematch” starts a new game with the same players.</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Give a seat back?</source>
            <translation>Give a seat back?</translation>
        </message>
        <message>
            <source>Someone who calls themselves {name} asks to come back to the seat of {seat}, which waits for its player. Give this seat back?</source>
            <translation>Someone who calls themselves {name} asks to come back to the seat of {seat}, which waits for its player. Give this seat back?</translation>
        </message>
        <message>
            <source>Say yes if it is {seat} on another computer. A player connected now never loses their seat.</source>
            <translation>Say yes if it is {seat} on another computer. A player connected now never loses their seat.</translation>
        </message>
        <message>
            <source>Give the seat back</source>
            <translation>Give the seat back</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Refuse</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Quit during a network game with {names}?</source>
            <translation>Quit during a network game with {names}?</translation>
        </message>
        <message>
            <source>They are sent away from the table. The game is saved on this computer: host it again when the program starts, and they can join it again.</source>
            <translation>They are sent away from the table. The game is saved on this computer: host it again when the program starts, and they can join it again.</translation>
        </message>
        <message>
            <source>This person is sent away from the table. The game is saved on this computer: host it again when the program starts, and this person can join it again.</source>
            <translation>This person is sent away from the table. The game is saved on this computer: host it again when the program starts, and this person can join it again.</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>Stay</translation>
        </message>
        <message>
            <source>{name} is back at the table.</source>
            <translation>{name} is back at the table.</translation>
        </message>
        <message>
            <source>{name} joined the table.</source>
            <translation>{name} joined the table.</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>{name} left the table.</translation>
        </message>
        <message>
            <source>The connection with {name} is lost.</source>
            <translation>The connection with {name} is lost.</translation>
        </message>
        <message>
            <source>A computer plays for {name}.</source>
            <translation>A computer plays for {name}.</translation>
        </message>
        <message>
            <source>Copied: {text}</source>
            <translation>Copied: {text}</translation>
        </message>
        <message>
            <source>This computer is on no network: only the program's windows on this computer can join the table. Connect it to the home network, then host again, for other computers.</source>
            <translation>This computer is on no network: only the program's windows on this computer can join the table. Connect it to the home network, then host again, for other computers.</translation>
        </message>
        <message>
            <source>Seat {n} free</source>
            <translation>Seat {n} free</translation>
        </message>
        <message>
            <source>A computer plays for {name}</source>
            <translation>A computer plays for {name}</translation>
        </message>
        <message>
            <source>{name}: online</source>
            <translation>{name}: online</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>Waiting for {name}…</translation>
        </message>
        <message>
            <source>waiting</source>
            <extracomment>the address the window's host listens on (every IPv4 address; tests use 127.0.0.1)</extracomment>
            <translation>waiting</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>computer</translation>
        </message>
        <message>
            <source>offline</source>
            <translation>offline</translation>
        </message>
        <message>
            <source>This game is played over the network. Host it again? Its players on other computers will join it again with the table code shown on the table.</source>
            <translation>This game is played over the network. Host it again? Its players on other computers will join it again with the table code shown on the table.</translation>
        </message>
        <message>
            <source>Table code: {code} — address: {address}</source>
            <translation>Table code: {code} — address: {address}</translation>
        </message>
        <message>
            <source>{name} asks for a rematch: “Rematch” starts it.</source>
            <translation>{name} asks for a rematch: “Rematch” starts it.</translation>
        </message>
        <message>
            <source>Only windows on this computer can join: it is on no network.</source>
            <translation>Only windows on this computer can join: it is on no network.</translation>
        </message>
        <message>
            <source>The game starts when every seat is taken.</source>
            <translation>The game starts when every seat is taken.</translation>
        </message>
        <message>
            <source>The players on other computers can join again once it is hosted again.</source>
            <translation>The players on other computers can join again once it is hosted again.</translation>
        </message>
    </context>
    <context>
        <name>JoinInfoDialog</name>
        <message>
            <source>Join this table</source>
            <translation>Join this table</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Address</translation>
        </message>
        <message>
            <source>Table code</source>
            <translation>Table code</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copy</translation>
        </message>
        <message>
            <source>On the other computer: Game &gt; Network game &gt; Join a game…, then type the address and the code.</source>
            <translation>On the other computer: Game &gt; Network game &gt; Join a game…, then type the address and the code.</translation>
        </message>
    </context>
    <context>
        <name>KeysHelp</name>
        <message>
            <source>← →</source>
            <translation>← →</translation>
        </message>
        <message>
            <source>Choose a card (only those you may play); over a count or the end of the game, go along its buttons</source>
            <translation>Choose a card (only those you may play); over a count or the end of the game, go along its buttons</translation>
        </message>
        <message>
            <source>↓ ↑</source>
            <translation>↓ ↑</translation>
        </message>
        <message>
            <source>In a grid of choices on several rows (a bid, the cards Les Auteurs asks for): the choice below or above</source>
            <translation>In a grid of choices on several rows (a bid, the cards Les Auteurs asks for): the choice below or above</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Play the chosen card; the first button of a count</source>
            <translation>Play the chosen card; the first button of a count</translation>
        </message>
        <message>
            <source>Pressed just as the table changes (the hand shown after the curtain, a count come up), it is not taken and the status bar says so: press it again. After an arrow that chose, it is taken at once</source>
            <translation>Pressed just as the table changes (the hand shown after the curtain, a count come up), it is not taken and the status bar says so: press it again. After an arrow that chose, it is taken at once</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Cancel a gesture, close a panel</source>
            <translation>Cancel a gesture, close a panel</translation>
        </message>
        <message>
            <source>A hint</source>
            <translation>A hint</translation>
        </message>
        <message>
            <source>The last trick, shown</source>
            <translation>The last trick, shown</translation>
        </message>
        <message>
            <source>The last count, shown again</source>
            <translation>The last count, shown again</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>The buttons over the table, the scoresheet</source>
            <translation>The buttons over the table, the scoresheet</translation>
        </message>
        <message>
            <source>A, then 1, 2, 3…</source>
            <translation>A, then 1, 2, 3…</translation>
        </message>
        <message>
            <source>Deutch: claim a rapidité with your rapidité key (A unless changed in Game &gt; Game settings…), then pick your card by its number</source>
            <translation>Deutch: claim a rapidité with your rapidité key (A unless changed in Game &gt; Game settings…), then pick your card by its number</translation>
        </message>
        <message>
            <source>1, 2, 3…</source>
            <translation>1, 2, 3…</translation>
        </message>
        <message>
            <source>Les Auteurs: ask the player of that number, counted round the table from your left (1: your left-hand neighbour; each plate shows its number), then choose the card with the arrows and Enter</source>
            <translation>Les Auteurs: ask the player of that number, counted round the table from your left (1: your left-hand neighbour; each plate shows its number), then choose the card with the arrows and Enter</translation>
        </message>
        <message>
            <source>Deutch: your card of that number in your row (its place): the one the drawn card or the discard replaces, the two to look at, a power's card</source>
            <translation>Deutch: your card of that number in your row (its place): the one the drawn card or the discard replaces, the two to look at, a power's card</translation>
        </message>
        <message>
            <source>0 to 13, N</source>
            <translation>0 to 13, N</translation>
        </message>
        <message>
            <source>Atout Pique: a bid typed (N: nil), then Enter</source>
            <translation>Atout Pique: a bid typed (N: nil), then Enter</translation>
        </message>
        <message>
            <source>Peech: your target card, shown to you alone</source>
            <translation>Peech: your target card, shown to you alone</translation>
        </message>
        <message>
            <source>Les Auteurs, Deutch: the log of the last moves, shown or hidden</source>
            <translation>Les Auteurs, Deutch: the log of the last moves, shown or hidden</translation>
        </message>
        <message>
            <source>Enter, Space, a click</source>
            <translation>Enter, Space, a click</translation>
        </message>
        <message>
            <source>Several people at one screen: lift the curtain, once the screen is yours</source>
            <translation>Several people at one screen: lift the curtain, once the screen is yours</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <source>Take back your last move (alone against the computers, when Game &gt; Allow undo is ticked)</source>
            <translation>Take back your last move (alone against the computers, when Game &gt; Allow undo is ticked)</translation>
        </message>
        <message>
            <source>Ctrl+N</source>
            <translation>Ctrl+N</translation>
        </message>
        <message>
            <source>A new game</source>
            <translation>A new game</translation>
        </message>
        <message>
            <source>Ctrl+ and Ctrl−</source>
            <translation>Ctrl+ and Ctrl−</translation>
        </message>
        <message>
            <source>Larger or smaller cards (View &gt; Card size)</source>
            <translation>Larger or smaller cards (View &gt; Card size)</translation>
        </message>
        <message>
            <source>With a screen reader (NVDA or Narrator on Windows, VoiceOver on macOS, Orca on Linux), the table is read like a window: your cards, the middle of the table, the players and every panel's buttons; each move is said as it is made. Nothing needs installing beside the screen reader.</source>
            <translation>With a screen reader (NVDA or Narrator on Windows, VoiceOver on macOS, Orca on Linux), the table is read like a window: your cards, the middle of the table, the players and every panel's buttons; each move is said as it is made. Nothing needs installing beside the screen reader.</translation>
        </message>
        <message>
            <source>The computers wait for each move to have been said before they play the next: View &gt; Announcement pace (Normal, Slow, Very slow, Don't wait).</source>
            <translation>The computers wait for each move to have been said before they play the next: View &gt; Announcement pace (Normal, Slow, Very slow, Don't wait).</translation>
        </message>
        <message>
            <source>Keyboard and screen readers</source>
            <translation>Keyboard and screen readers</translation>
        </message>
    </context>
    <context>
        <name>LessonActions</name>
        <message>
            <source>&amp;Learn to play</source>
            <extracomment>the games whose lesson the person played to its last step: a game learned so is not offered its lesson again before a new game of it the games whose offered lesson the person declined ("Jouer tout de suite"): not offered again, even before a first game of it is finished the games a person played in this window, started or resumed, finished or not (a lesson's game is not counted): not "never played", though no result of them is in the statistics yet</extracomment>
            <translation>&amp;Learn to play</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Learn to play</translation>
        </message>
        <message>
            <source>You left this lesson at step {n}. Go on from there?</source>
            <translation>You left this lesson at step {n}. Go on from there?</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Start again</translation>
        </message>
        <message>
            <source>Leave the game in progress for the lesson?</source>
            <translation>Leave the game in progress for the lesson?</translation>
        </message>
        <message>
            <source>Your game is kept: when you leave the lesson, you will be offered to resume it where you stopped. Starting another game replaces it.</source>
            <translation>Your game is kept: when you leave the lesson, you will be offered to resume it where you stopped. Starting another game replaces it.</translation>
        </message>
        <message>
            <source>Open the lesson</source>
            <translation>Open the lesson</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>You have never played this game ({game}). Would you like a short lesson first? You play a real hand, explained step by step.</source>
            <translation>You have never played this game ({game}). Would you like a short lesson first? You play a real hand, explained step by step.</translation>
        </message>
        <message>
            <source>Play now</source>
            <translation>Play now</translation>
        </message>
        <message>
            <source>Don't offer again</source>
            <translation>Don't offer again</translation>
        </message>
        <message>
            <source>Lesson: {game}</source>
            <translation>Lesson: {game}</translation>
        </message>
        <message>
            <source>Ask the Difficile player for advice (H)</source>
            <translation>Ask the Difficile player for advice (H)</translation>
        </message>
    </context>
    <context>
        <name>LessonPlayer</name>
        <message>
            <source>Step {n} of {total}</source>
            <extracomment>a timed window the current step does not teach is let go by (the person passes it) as soon as every computer in it has passed, instead of running to its clock: the person may not act in it (the step refuses every move it does not teach), so its clock would only be a wait. The events are those of the clock running out. A test may set it False to see such a window run to its clock. the table's panel an explaining step speaks of (a hand's count), as it was on screen when the step was shown where each player's last words were said during the step shown (a bid said just after the coach came), by bubble: kept clear the step long, so the coach does not move back over them as they fade</extracomment>
            <translation>Step {n} of {total}</translation>
        </message>
        <message>
            <source>Lesson complete</source>
            <translation>Lesson complete</translation>
        </message>
        <message>
            <source>You have seen the whole game. “Play a real game” opens the New game window set for this game, against the computer at the Easy level: you may change anything before you start. During the game, the Hint button is there whenever you want advice.</source>
            <translation>You have seen the whole game. “Play a real game” opens the New game window set for this game, against the computer at the Easy level: you may change anything before you start. During the game, the Hint button is there whenever you want advice.</translation>
        </message>
        <message>
            <source>Not yet: follow the coach.</source>
            <translation>Not yet: follow the coach.</translation>
        </message>
        <message>
            <source>Not yet: read the coach first, then press Continue.</source>
            <translation>Not yet: read the coach first, then press Continue.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Card table</source>
            <extracomment>the levels' names as the program shows them (French and English), any case, accents optional the options of a plain start (no argument): what the command line's reading gives for an empty line (``tests/test_startup.py`` compares them)</extracomment>
            <translation>Card table</translation>
        </message>
        <message>
            <source>Welcome! Choose Game &gt; New game to start.</source>
            <extracomment>what had the keyboard when a menu of the bar opened (given back by Échap)</extracomment>
            <translation>Welcome! Choose Game &gt; New game to start.</translation>
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
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;About</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>below this available width the scoresheet starts folded (Affichage opens it) below this available width the scoresheet starts at its narrowest QSettings keys: the window's geometry and its docks (restored at start) emitted once, as the deferred part of the window starts being built</extracomment>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Animation &amp;speed</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>None</source>
            <translation>None</translation>
        </message>
        <message>
            <source>Announcement &amp;pace</source>
            <translation>Announcement &amp;pace</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>announcement pace</comment>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <comment>announcement pace</comment>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Very slow</source>
            <comment>announcement pace</comment>
            <translation>Very slow</translation>
        </message>
        <message>
            <source>Don't wait</source>
            <comment>announcement pace</comment>
            <translation>Don't wait</translation>
        </message>
        <message>
            <source>&amp;Cards</source>
            <translation>&amp;Cards</translation>
        </message>
        <message>
            <source>Classic (two colours)</source>
            <translation>Classic (two colours)</translation>
        </message>
        <message>
            <source>Four colours</source>
            <translation>Four colours</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Grey</source>
            <translation>Grey</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>&amp;Table colour</translation>
        </message>
        <message>
            <source>&amp;Dim the cards you may not play</source>
            <translation>&amp;Dim the cards you may not play</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Keyboard and screen readers</source>
            <translation>&amp;Keyboard and screen readers</translation>
        </message>
        <message>
            <source>Show the &amp;last count again</source>
            <translation>Show the &amp;last count again</translation>
        </message>
        <message>
            <source>&amp;Undo my last move</source>
            <translation>&amp;Undo my last move</translation>
        </message>
        <message>
            <source>&amp;Allow undo</source>
            <translation>&amp;Allow undo</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistics…</translation>
        </message>
        <message>
            <source>Take back your last move (and the computer's moves after it).</source>
            <translation>Take back your last move (and the computer's moves after it).</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Your last move was taken back.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>The scoresheet is folded away: View &gt; Scoresheet opens it.</source>
            <translation>The scoresheet is folded away: View &gt; Scoresheet opens it.</translation>
        </message>
        <message>
            <source>Scoresheet saved: {path}</source>
            <translation>Scoresheet saved: {path}</translation>
        </message>
        <message>
            <source>Saved: {name}</source>
            <translation>Saved: {name}</translation>
        </message>
        <message>
            <source>Computer {n}</source>
            <translation>Computer {n}</translation>
        </message>
        <message>
            <source>It could not be moved aside; it was left as it is, as {file} in the folder {folder}.</source>
            <translation>It could not be moved aside; it was left as it is, as {file} in the folder {folder}.</translation>
        </message>
        <message>
            <source>Saved game unreadable</source>
            <translation>Saved game unreadable</translation>
        </message>
        <message>
            <source>The saved game could not be read: {reason}</source>
            <translation>The saved game could not be read: {reason}</translation>
        </message>
        <message>
            <source>It was kept aside, not deleted, as {file} in the folder {folder}.</source>
            <translation>It was kept aside, not deleted, as {file} in the folder {folder}.</translation>
        </message>
        <message>
            <source>A new game can start.</source>
            <translation>A new game can start.</translation>
        </message>
        <message>
            <source>About Card table</source>
            <translation>About Card table</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Card table {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique and Deutch, to play offline against the computer or with the family on one screen.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Card table {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique and Deutch, to play offline against the computer or with the family on one screen.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NameLimit</name>
        <message>
            <source>A name has at most {most} characters: this one is full.</source>
            <extracomment>the most characters of a player's name (see the module docstring) the note counts what is left once this few characters remain</extracomment>
            <translation>A name has at most {most} characters: this one is full.</translation>
        </message>
        <message>
            <source>A name has at most {most} characters: {left} more.</source>
            <translation>A name has at most {most} characters: {left} more.</translation>
        </message>
        <message>
            <source>At most {most} characters.</source>
            <translation>At most {most} characters.</translation>
        </message>
    </context>
    <context>
        <name>NamePlate</name>
        <message>
            <source>1</source>
            <comment>chip of the round's first player</comment>
            <extracomment>the name, status, score, dealer or turn changed (the view's accessible description follows the plates) what the plate read aloud says of its status, when its drawn words hold more (:meth:`set_status`'s ``said``); None: the drawn words said last of all, lit or not (:meth:`set_state_text`)</extracomment>
            <translation>1</translation>
        </message>
        <message>
            <source>D</source>
            <comment>dealer chip (donneur)</comment>
            <translation>D</translation>
        </message>
        <message>
            <source>{chip}: plays first this round</source>
            <translation>{chip}: plays first this round</translation>
        </message>
        <message>
            <source>{chip}: the dealer (deals the cards this hand)</source>
            <translation>{chip}: the dealer (deals the cards this hand)</translation>
        </message>
        <message>
            <source>plays first</source>
            <translation>plays first</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>dealer</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>to play</translation>
        </message>
        <message>
            <source>key {key}</source>
            <translation>key {key}</translation>
        </message>
    </context>
    <context>
        <name>NetJoin</name>
        <message>
            <source>Type the address as the host shows it, for example 192.168.1.20:52100.</source>
            <translation>Type the address as the host shows it, for example 192.168.1.20:52100.</translation>
        </message>
        <message>
            <source>The port (after the colon) is a number from 1 to 65535.</source>
            <translation>The port (after the colon) is a number from 1 to 65535.</translation>
        </message>
        <message>
            <source>This address is not one a computer can have.</source>
            <translation>This address is not one a computer can have.</translation>
        </message>
        <message>
            <source>Type the table code the host shows.</source>
            <translation>Type the table code the host shows.</translation>
        </message>
        <message>
            <source>A table code has 6 letters and digits, as the host shows it.</source>
            <translation>A table code has 6 letters and digits, as the host shows it.</translation>
        </message>
        <message>
            <source>Type your name: the others see it at the table.</source>
            <translation>Type your name: the others see it at the table.</translation>
        </message>
        <message>
            <source>No host answers at this address. Check the address, and that the other computer is hosting the game.</source>
            <translation>No host answers at this address. Check the address, and that the other computer is hosting the game.</translation>
        </message>
        <message>
            <source>The host does not answer at this address.</source>
            <translation>The host does not answer at this address.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Join a network game</translation>
        </message>
        <message>
            <source>Tables on this network:</source>
            <translation>Tables on this network:</translation>
        </message>
        <message>
            <source>Tables on this network</source>
            <translation>Tables on this network</translation>
        </message>
        <message>
            <source>&amp;Address:</source>
            <translation>&amp;Address:</translation>
        </message>
        <message>
            <source>Table &amp;code:</source>
            <translation>Table &amp;code:</translation>
        </message>
        <message>
            <source>Your first name</source>
            <translation>Your first name</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Your &amp;name:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>&amp;Join</translation>
        </message>
        <message>
            <source>Looking for tables…</source>
            <translation>Looking for tables…</translation>
        </message>
        <message>
            <source>The tables of this network cannot be listed here: type the address the host shows.</source>
            <translation>The tables of this network cannot be listed here: type the address the host shows.</translation>
        </message>
        <message numerus="yes">
            <source>%n free seat(s)</source>
            <translation>
                <numerusform>%n free seat</numerusform>
                <numerusform>%n free seats</numerusform>
            </translation>
        </message>
        <message>
            <source>No free seat</source>
            <translation>No free seat</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s) waiting for their player</source>
            <translation>
                <numerusform>%n seat waiting for their player</numerusform>
                <numerusform>%n seats waiting for their player</numerusform>
            </translation>
        </message>
        <message>
            <source>No table found yet: type the address the host shows, or wait a moment.</source>
            <translation>No table found yet: type the address the host shows, or wait a moment.</translation>
        </message>
        <message>
            <source>This table plays a game this program does not have.</source>
            <translation>This table plays a game this program does not have.</translation>
        </message>
        <message>
            <source>Write your first name: on the other screens, “{name}” would name nobody.</source>
            <translation>Write your first name: on the other screens, “{name}” would name nobody.</translation>
        </message>
        <message>
            <source>This window hosts the table at this address: you already sit at it. The others join it from their own computers.</source>
            <translation>This window hosts the table at this address: you already sit at it. The others join it from their own computers.</translation>
        </message>
        <message>
            <source>Joining the table…</source>
            <translation>Joining the table…</translation>
        </message>
        <message>
            <source>Connected: waiting for the host's answer…</source>
            <translation>Connected: waiting for the host's answer…</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>Join a game</translation>
        </message>
        <message>
            <source>You joined the table at {address}.</source>
            <translation>You joined the table at {address}.</translation>
        </message>
        <message>
            <source>You play as {name}</source>
            <translation>You play as {name}</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>The host keeps the saves, undo and statistics of a network game.</source>
            <translation>The host keeps the saves, undo and statistics of a network game.</translation>
        </message>
        <message>
            <source>Waiting for a player to take seat {n}…</source>
            <translation>Waiting for a player to take seat {n}…</translation>
        </message>
        <message>
            <source>The connection to the host is cut; your seat waits for you.</source>
            <translation>The connection to the host is cut; your seat waits for you.</translation>
        </message>
        <message>
            <source>your card {n}, {card}</source>
            <translation>your card {n}, {card}</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between two cards of a list</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>While you were away, the computer played for you. You now know: {cards}.</source>
            <translation>While you were away, the computer played for you. You now know: {cards}.</translation>
        </message>
        <message>
            <source>The computer played for you. You now know: {cards}.</source>
            <translation>The computer played for you. You now know: {cards}.</translation>
        </message>
        <message>
            <source>While you were away</source>
            <translation>While you were away</translation>
        </message>
        <message>
            <source>You were at {name}'s table ({game}). Join it again?</source>
            <translation>You were at {name}'s table ({game}). Join it again?</translation>
        </message>
        <message>
            <source>You were at a network table ({game}). Join it again?</source>
            <translation>You were at a network table ({game}). Join it again?</translation>
        </message>
        <message>
            <source>Address {address}, table code {code}, your name {name}.</source>
            <translation>Address {address}, table code {code}, your name {name}.</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>Waiting for {name}…</translation>
        </message>
        <message>
            <source>Waiting for {names} and {last}…</source>
            <translation>Waiting for {names} and {last}…</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n player(s)…</source>
            <translation>
                <numerusform>Waiting for %n player…</numerusform>
                <numerusform>Waiting for %n players…</numerusform>
            </translation>
        </message>
        <message>
            <source>The game resumes when every seat is taken.</source>
            <translation>The game resumes when every seat is taken.</translation>
        </message>
        <message>
            <source>Connection lost: {names}.</source>
            <translation>Connection lost: {names}.</translation>
        </message>
        <message>
            <source>Back at the table: {names}.</source>
            <translation>Back at the table: {names}.</translation>
        </message>
        <message>
            <source>Every seat is taken: the game resumes.</source>
            <translation>Every seat is taken: the game resumes.</translation>
        </message>
        <message>
            <source>{name} joined the table.</source>
            <translation>{name} joined the table.</translation>
        </message>
        <message>
            <source>A name has at most {most} characters.</source>
            <translation>A name has at most {most} characters.</translation>
        </message>
        <message>
            <source>Every seat is taken: the game starts.</source>
            <translation>Every seat is taken: the game starts.</translation>
        </message>
        <message>
            <source>Connection lost, reconnecting…</source>
            <translation>Connection lost, reconnecting…</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>Leave the table</translation>
        </message>
        <message>
            <source>The host left the game</source>
            <translation>The host left the game</translation>
        </message>
        <message>
            <source>The host left the game.</source>
            <translation>The host left the game.</translation>
        </message>
        <message>
            <source>The host stopped hosting this game. If it is hosted again, you can join it again with the code the host gives.</source>
            <translation>The host stopped hosting this game. If it is hosted again, you can join it again with the code the host gives.</translation>
        </message>
        <message>
            <source>You left the table</source>
            <translation>You left the table</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>You left the table.</translation>
        </message>
        <message>
            <source>The host does not answer</source>
            <translation>The host does not answer</translation>
        </message>
        <message>
            <source>The connection could not be made again.</source>
            <translation>The connection could not be made again.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Try again</translation>
        </message>
        <message>
            <source>The host does not answer.</source>
            <translation>The host does not answer.</translation>
        </message>
        <message>
            <source>You asked for a rematch: it starts when the host starts it.</source>
            <translation>You asked for a rematch: it starts when the host starts it.</translation>
        </message>
        <message>
            <source>Rematch: the same players at the same table.</source>
            <translation>Rematch: the same players at the same table.</translation>
        </message>
        <message>
            <source>Back at the table.</source>
            <translation>Back at the table.</translation>
        </message>
        <message>
            <source>You left the table: Network game &gt; Join a game… gives your place back.</source>
            <translation>You left the table: Network game &gt; Join a game… gives your place back.</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>Leave the table?</translation>
        </message>
        <message>
            <source>Leave the network game? The computer plays your seat until you come back.</source>
            <translation>Leave the network game? The computer plays your seat until you come back.</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>Stay</translation>
        </message>
        <message>
            <source>You left the network game.</source>
            <translation>You left the network game.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Easy</source>
            <extracomment>how soon a computer plays for a player whose connection broke (ms; None: never) the most seats a remembered setup keeps (no game has more)</extracomment>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermediate</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>A beginner: simple bids, plays without much planning</source>
            <translation>A beginner: simple bids, plays without much planning</translation>
        </message>
        <message>
            <source>A steady family player</source>
            <translation>A steady family player</translation>
        </message>
        <message>
            <source>Remembers every card played and works out the hidden hands</source>
            <translation>Remembers every card played and works out the hidden hands</translation>
        </message>
        <message>
            <source>South</source>
            <translation>South</translation>
        </message>
        <message>
            <source>South (you, at the bottom)</source>
            <translation>South (you, at the bottom)</translation>
        </message>
        <message>
            <source>West</source>
            <translation>West</translation>
        </message>
        <message>
            <source>North</source>
            <translation>North</translation>
        </message>
        <message>
            <source>East</source>
            <translation>East</translation>
        </message>
        <message>
            <source>Partners sit opposite each other: South and North against West and East. The computer partner of a human always plays at the Hard level; the level chosen is the opponents'.</source>
            <translation>Partners sit opposite each other: South and North against West and East. The computer partner of a human always plays at the Hard level; the level chosen is the opponents'.</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Seat {n}</translation>
        </message>
        <message>
            <source>Seat {n} (you, at the bottom)</source>
            <translation>Seat {n} (you, at the bottom)</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Abandon the unfinished game that was saved?</source>
            <translation>Abandon the unfinished game that was saved?</translation>
        </message>
        <message>
            <source>It will be lost. "No" keeps it: Game &gt; Resume the unfinished game… takes it up.</source>
            <translation>It will be lost. "No" keeps it: Game &gt; Resume the unfinished game… takes it up.</translation>
        </message>
        <message>
            <source>Abandon the game in progress?</source>
            <translation>Abandon the game in progress?</translation>
        </message>
        <message>
            <source>The game in progress will be lost.</source>
            <translation>The game in progress will be lost.</translation>
        </message>
        <message>
            <source>The game in progress will be lost, and the players on other computers ({names}) will be sent away from the table.</source>
            <translation>The game in progress will be lost, and the players on other computers ({names}) will be sent away from the table.</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>On another computer</source>
            <translation>On another computer</translation>
        </message>
        <message>
            <source>Who plays this seat: a person at this screen, the computer, or a person on another computer who joins the table</source>
            <translation>Who plays this seat: a person at this screen, the computer, or a person on another computer who joins the table</translation>
        </message>
        <message>
            <source>Who plays this seat: a person at the screen or the computer</source>
            <translation>Who plays this seat: a person at the screen or the computer</translation>
        </message>
        <message>
            <source>Host a network game</source>
            <translation>Host a network game</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Number of players</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Players:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Seat</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Played by</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Host</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>On the network</source>
            <translation>On the network</translation>
        </message>
        <message>
            <source>When a player's connection breaks, how soon the computer plays for them until they come back</source>
            <translation>When a player's connection breaks, how soon the computer plays for them until they come back</translation>
        </message>
        <message>
            <source>A computer plays for a player who left:</source>
            <translation>A computer plays for a player who left:</translation>
        </message>
        <message>
            <source>Level of that computer:</source>
            <translation>Level of that computer:</translation>
        </message>
        <message>
            <source>The table code and the address to join are shown on the table once the game is hosted. The game starts when every seat on another computer is taken.</source>
            <translation>The table code and the address to join are shown on the table once the game is hosted. The game starts when every seat on another computer is taken.</translation>
        </message>
        <message>
            <source>{seat}, name</source>
            <translation>{seat}, name</translation>
        </message>
        <message>
            <source>{seat}, who plays</source>
            <translation>{seat}, who plays</translation>
        </message>
        <message>
            <source>{seat}, level</source>
            <translation>{seat}, level</translation>
        </message>
        <message>
            <source>The player gives their name when joining the table</source>
            <translation>The player gives their name when joining the table</translation>
        </message>
        <message>
            <source>Two players are called {name}: give each player a different name.</source>
            <translation>Two players are called {name}: give each player a different name.</translation>
        </message>
        <message>
            <source>The partner of a human player plays at the {level} level.</source>
            <translation>The partner of a human player plays at the {level} level.</translation>
        </message>
        <message>
            <source>{level} (imposed)</source>
            <translation>{level} (imposed)</translation>
        </message>
        <message>
            <source>Game settings</source>
            <translation>Game settings</translation>
        </message>
        <message>
            <source>{label}: the saved value, {value}, is not allowed ({range}); the nearest, {nearest}, is proposed.</source>
            <translation>{label}: the saved value, {value}, is not allowed ({range}); the nearest, {nearest}, is proposed.</translation>
        </message>
        <message>
            <source>{label}: the saved value cannot be used; the usual value is proposed.</source>
            <translation>{label}: the saved value cannot be used; the usual value is proposed.</translation>
        </message>
        <message>
            <source>{label}: {range}. {typed} is too small: the value becomes {value}.</source>
            <translation>{label}: {range}. {typed} is too small: the value becomes {value}.</translation>
        </message>
        <message>
            <source>{label}: {range}. {typed} is too large: the value becomes {value}.</source>
            <translation>{label}: {range}. {typed} is too large: the value becomes {value}.</translation>
        </message>
        <message>
            <source>The saved options of this game could not be read; the usual ones are proposed.</source>
            <translation>The saved options of this game could not be read; the usual ones are proposed.</translation>
        </message>
        <message>
            <source>Choose at least one seat played on another computer.</source>
            <translation>Choose at least one seat played on another computer.</translation>
        </message>
        <message>
            <source>Level set by the rules of the game: {level}</source>
            <translation>Level set by the rules of the game: {level}</translation>
        </message>
        <message>
            <source>At once</source>
            <translation>At once</translation>
        </message>
        <message>
            <source>After 10 seconds</source>
            <translation>After 10 seconds</translation>
        </message>
        <message>
            <source>After 30 seconds</source>
            <translation>After 30 seconds</translation>
        </message>
        <message>
            <source>After 1 minute</source>
            <translation>After 1 minute</translation>
        </message>
        <message>
            <source>Never (the game waits)</source>
            <translation>Never (the game waits)</translation>
        </message>
        <message>
            <source>How well the computer plays this seat</source>
            <translation>How well the computer plays this seat</translation>
        </message>
        <message>
            <source>Ask another player for one exact card of a rank you hold: keep asking while you get it. Four of a rank make a poisson, and each other player pays you a token. Remember every question: the most tokens wins.</source>
            <translation>Ask another player for one exact card of a rank you hold: keep asking while you get it. Four of a rank make a poisson, and each other player pays you a token. Remember every question: the most tokens wins.</translation>
        </message>
        <message>
            <source>Everyone lays a card face down at once; the strongest card takes the weakest. Win exactly the number of cards your secret target card says, collect points, and finish with the lowest total.</source>
            <translation>Everyone lays a card face down at once; the strongest card takes the weakest. Win exactly the number of cards your secret target card says, collect points, and finish with the lowest total.</translation>
        </message>
        <message>
            <source>At random</source>
            <translation>At random</translation>
        </message>
        <message>
            <source>from {minimum} to {maximum}</source>
            <translation>from {minimum} to {maximum}</translation>
        </message>
        <message>
            <source>A whole number {range}.</source>
            <extracomment>what may stand in the field while a number is typed (a sign, up to 7 digits) a number typed out of range, and the allowed value it became the person typed in the field or stepped its value</extracomment>
            <translation>A whole number {range}.</translation>
        </message>
        <message>
            <source>Four cards face down in front of you, and you may look at only two. Swap them for lower ones, race to throw a matching card on the discard, and call “Deutch!” when you think your row is the lowest.</source>
            <translation>Four cards face down in front of you, and you may look at only two. Swap them for lower ones, race to throw a matching card on the discard, and call “Deutch!” when you think your row is the lowest.</translation>
        </message>
    </context>
    <context>
        <name>Peech</name>
        <message>
            <source>Last battle</source>
            <translation>Last battle</translation>
        </message>
        <message>
            <source>The ace rule</source>
            <extracomment>per reveal event (its id) of the batch being shown: (taker, card, from) per reveal event (its id): the lone ace's swap (taker, ace, card replaced) the last battle the table revealed (for "Last battle", even once the engine has moved on to the next round); None after a rebuild the ace rule said on the table while its battle is shown (:meth:`ace_text`)</extracomment>
            <translation>The ace rule</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stock</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>My target</source>
            <translation>My target</translation>
        </message>
        <message>
            <source>Peech! {won}/{target}</source>
            <translation>Peech! {won}/{target}</translation>
        </message>
        <message>
            <source>Won {won}/{target}</source>
            <translation>Won {won}/{target}</translation>
        </message>
        <message>
            <source>Won {won}</source>
            <translation>Won {won}</translation>
        </message>
        <message>
            <source>{status} · has chosen</source>
            <translation>{status} · has chosen</translation>
        </message>
        <message>
            <source>choosing</source>
            <translation>choosing</translation>
        </message>
        <message>
            <source>has chosen</source>
            <translation>has chosen</translation>
        </message>
        <message>
            <source>Start {points}</source>
            <translation>Start {points}</translation>
        </message>
        <message>
            <source>Your target card is shown only to you, when you are at the screen.</source>
            <translation>Your target card is shown only to you, when you are at the screen.</translation>
        </message>
        <message>
            <source>{name}, choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</source>
            <translation>{name}, choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</translation>
        </message>
        <message>
            <source>Choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</source>
            <translation>Choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</translation>
        </message>
        <message>
            <source>You said Peech: you sit out the rest of the round.</source>
            <translation>You said Peech: you sit out the rest of the round.</translation>
        </message>
        <message>
            <source>Your card is on the mat: wait for the others.</source>
            <translation>Your card is on the mat: wait for the others.</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>Round {n} of {total}</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Starting points: {list}.</source>
            <translation>Starting points: {list}.</translation>
        </message>
        <message>
            <source>The stock is empty: the discarded cards are shuffled into a new stock.</source>
            <translation>The stock is empty: the discarded cards are shuffled into a new stock.</translation>
        </message>
        <message>
            <source>Your card lies face down on the mat.</source>
            <translation>Your card lies face down on the mat.</translation>
        </message>
        <message>
            <source>{name} has chosen.</source>
            <translation>{name} has chosen.</translation>
        </message>
        <message>
            <source>Your turn: the others have chosen.</source>
            <translation>Your turn: the others have chosen.</translation>
        </message>
        <message>
            <source>Cards turned up: {cards}.</source>
            <translation>Cards turned up: {cards}.</translation>
        </message>
        <message>
            <source>Replaced by the ace</source>
            <translation>Replaced by the ace</translation>
        </message>
        <message>
            <source>You take {ace}, the only ace on the mat: it replaces the last card you won, {card}, which goes to the discard. Your number of cards won does not change.</source>
            <translation>You take {ace}, the only ace on the mat: it replaces the last card you won, {card}, which goes to the discard. Your number of cards won does not change.</translation>
        </message>
        <message>
            <source>{name} takes {ace}, the only ace on the mat: it replaces their last card won, {card}, which goes to the discard. Their number of cards won does not change.</source>
            <translation>{name} takes {ace}, the only ace on the mat: it replaces their last card won, {card}, which goes to the discard. Their number of cards won does not change.</translation>
        </message>
        <message>
            <source>All the same rank: everyone keeps their own card.</source>
            <translation>All the same rank: everyone keeps their own card.</translation>
        </message>
        <message>
            <source>No single strongest card: nobody wins, the cards go to the discard.</source>
            <translation>No single strongest card: nobody wins, the cards go to the discard.</translation>
        </message>
        <message>
            <source>Two pairs: {a} and {b} each take a weak card.</source>
            <translation>Two pairs: {a} and {b} each take a weak card.</translation>
        </message>
        <message>
            <source>Your target: {card}. Win {n} cards (you have {won}).</source>
            <translation>Your target: {card}. Win {n} cards (you have {won}).</translation>
        </message>
        <message>
            <source>{text} Click or press a key to go on.</source>
            <translation>{text} Click or press a key to go on.</translation>
        </message>
        <message>
            <source>★ Wins</source>
            <translation>★ Wins</translation>
        </message>
        <message>
            <source>Kept by you</source>
            <translation>Kept by you</translation>
        </message>
        <message>
            <source>Kept by {name}</source>
            <translation>Kept by {name}</translation>
        </message>
        <message>
            <source>Taken by you</source>
            <translation>Taken by you</translation>
        </message>
        <message>
            <source>Taken by {name}</source>
            <translation>Taken by {name}</translation>
        </message>
        <message>
            <source>you take {taken}</source>
            <translation>you take {taken}</translation>
        </message>
        <message>
            <source>{name} takes {taken}</source>
            <translation>{name} takes {taken}</translation>
        </message>
        <message>
            <source>Two pairs: {first} and {second}.</source>
            <translation>Two pairs: {first} and {second}.</translation>
        </message>
        <message>
            <source>{card} is the strongest.</source>
            <translation>{card} is the strongest.</translation>
        </message>
        <message>
            <source>{card} is the strongest.</source>
            <comment>the card is feminine</comment>
            <translation>{card} is the strongest.</translation>
        </message>
        <message>
            <source>{card} is the strongest: you take {taken}.</source>
            <translation>{card} is the strongest: you take {taken}.</translation>
        </message>
        <message>
            <source>{card} is the strongest: you take {taken}.</source>
            <comment>the card is feminine</comment>
            <translation>{card} is the strongest: you take {taken}.</translation>
        </message>
        <message>
            <source>{card} is the strongest: {name} takes {taken}.</source>
            <translation>{card} is the strongest: {name} takes {taken}.</translation>
        </message>
        <message>
            <source>{card} is the strongest: {name} takes {taken}.</source>
            <comment>the card is feminine</comment>
            <translation>{card} is the strongest: {name} takes {taken}.</translation>
        </message>
        <message>
            <source>You have won your {n} cards!</source>
            <translation>You have won your {n} cards!</translation>
        </message>
        <message>
            <source>{name} has won {n} cards.</source>
            <translation>{name} has won {n} cards.</translation>
        </message>
        <message>
            <source>Peech!</source>
            <translation>Peech!</translation>
        </message>
        <message>
            <source>Peech! {text}</source>
            <translation>Peech! {text}</translation>
        </message>
        <message>
            <source>Round {n}: the count</source>
            <translation>Round {n}: the count</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Next round</translation>
        </message>
        <message>
            <source>See the result</source>
            <translation>See the result</translation>
        </message>
        <message>
            <source>You win with the lowest total!</source>
            <translation>You win with the lowest total!</translation>
        </message>
        <message>
            <source>You share the win: {names}!</source>
            <translation>You share the win: {names}!</translation>
        </message>
        <message>
            <source>{name} wins with the lowest total!</source>
            <translation>{name} wins with the lowest total!</translation>
        </message>
        <message>
            <source>Shared win: {names}!</source>
            <translation>Shared win: {names}!</translation>
        </message>
        <message>
            <source>Final totals (the lowest wins): {list}.</source>
            <translation>Final totals (the lowest wins): {list}.</translation>
        </message>
        <message>
            <source>Starting points</source>
            <translation>Starting points</translation>
        </message>
        <message>
            <source>Target card</source>
            <translation>Target card</translation>
        </message>
        <message>
            <source>Cards won</source>
            <translation>Cards won</translation>
        </message>
        <message>
            <source>Points won</source>
            <translation>Points won</translation>
        </message>
        <message>
            <source>Target card points</source>
            <translation>Target card points</translation>
        </message>
        <message>
            <source>Penalty (cards missing)</source>
            <translation>Penalty (cards missing)</translation>
        </message>
        <message>
            <source>Round score</source>
            <translation>Round score</translation>
        </message>
        <message>
            <source>Round won (−1 off the total)</source>
            <translation>Round won (−1 off the total)</translation>
        </message>
        <message>
            <source>Total so far</source>
            <translation>Total so far</translation>
        </message>
        <message>
            <source>Reached: start − (points won + target card points), never below 0. Missed: start − points won (never below 0) + one per card missing.</source>
            <translation>Reached: start − (points won + target card points), never below 0. Missed: start − points won (never below 0) + one per card missing.</translation>
        </message>
        <message>
            <source>The round reached its limit of battles and was scored as it stood.</source>
            <translation>The round reached its limit of battles and was scored as it stood.</translation>
        </message>
        <message>
            <source>Last battle: nobody took a card</source>
            <translation>Last battle: nobody took a card</translation>
        </message>
        <message>
            <source>Last battle: you took a card</source>
            <translation>Last battle: you took a card</translation>
        </message>
        <message>
            <source>Last battle: {name} took a card</source>
            <translation>Last battle: {name} took a card</translation>
        </message>
        <message>
            <source>Last battle: {names} each took a card</source>
            <translation>Last battle: {names} each took a card</translation>
        </message>
        <message>
            <source>No battle has been fought yet in this round.</source>
            <translation>No battle has been fought yet in this round.</translation>
        </message>
        <message>
            <source>The last battle of round {n}.</source>
            <translation>The last battle of round {n}.</translation>
        </message>
        <message numerus="yes">
            <source>Your strongest card: you still need %n card(s) for your target, and the others seem to play at random, so this card wins about as often now as later. Cards still in your hand when the round ends are wasted: play strong early.</source>
            <extracomment>in-play points per rank (index 1..13) the hint's words for each of Difficile's reasons (:meth:`DifficilePlayer.explain`), in the context "Peech"; ``%n`` is the count of the reason (``n``), ``{card}`` a card of the hand, the other fields figures of the search (:class:`Search`)</extracomment>
            <translation>
                <numerusform>Your strongest card: you still need %n card for your target, and the others seem to play at random, so this card wins about as often now as later. Cards still in your hand when the round ends are wasted: play strong early.</numerusform>
                <numerusform>Your strongest card: you still need %n cards for your target, and the others seem to play at random, so this card wins about as often now as later. Cards still in your hand when the round ends are wasted: play strong early.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On %n deal(s) drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average, against {other} with your {card} (the lowest total wins).</source>
            <translation>
                <numerusform>On %n deal drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average, against {other} with your {card} (the lowest total wins).</numerusform>
                <numerusform>On %n deals drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average, against {other} with your {card} (the lowest total wins).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On %n deal(s) drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average and {others} in each of the others'; with your {card}: {other} and {other_others}. The lowest total wins: what the others score counts too.</source>
            <translation>
                <numerusform>On %n deal drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average and {others} in each of the others'; with your {card}: {other} and {other_others}. The lowest total wins: what the others score counts too.</numerusform>
                <numerusform>On %n deals drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average and {others} in each of the others'; with your {card}: {other} and {other_others}. The lowest total wins: what the others score counts too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your strongest card: on %n deal(s) drawn at random and played out to the end of the round, your {card} did hardly better (the round counted {other} in your total on average, against {mine} with this card). Cards still in your hand when the round ends are wasted: play strong early.</source>
            <translation>
                <numerusform>Your strongest card: on %n deal drawn at random and played out to the end of the round, your {card} did hardly better (the round counted {other} in your total on average, against {mine} with this card). Cards still in your hand when the round ends are wasted: play strong early.</numerusform>
                <numerusform>Your strongest card: on %n deals drawn at random and played out to the end of the round, your {card} did hardly better (the round counted {other} in your total on average, against {mine} with this card). Cards still in your hand when the round ends are wasted: play strong early.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>On %n deal(s) drawn at random and played out to the end of the round, this card and your {card} did just as well: the round counted {mine} in your total on average (the lowest total wins).</source>
            <translation>
                <numerusform>On %n deal drawn at random and played out to the end of the round, this card and your {card} did just as well: the round counted {mine} in your total on average (the lowest total wins).</numerusform>
                <numerusform>On %n deals drawn at random and played out to the end of the round, this card and your {card} did just as well: the round counted {mine} in your total on average (the lowest total wins).</numerusform>
            </translation>
        </message>
        <message>
            <source>It is the only card left in your hand.</source>
            <translation>It is the only card left in your hand.</translation>
        </message>
        <message>
            <source>All your cards have the same rank, and suits never matter in Peech: any of them will do.</source>
            <translation>All your cards have the same rank, and suits never matter in Peech: any of them will do.</translation>
        </message>
    </context>
    <context>
        <name>PeechTable</name>
        <message numerus="yes">
            <source>%n card(s) each.</source>
            <translation>
                <numerusform>%n card each.</numerusform>
                <numerusform>%n cards each.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PromptPanel</name>
        <message>
            <source>Page {n} of {total}</source>
            <extracomment>the reading width of a prompt's text, in average characters how many Entrée (or Espace) presses the table is handling now (:func:`enter_pressed`): a prompt that comes up during one was opened by it a card picture's width when neither the behaviour nor the table says one a turned page holding this many choices or fewer is said with their names (Les Auteurs: a rank's four cards) why a choice not enabled cannot be taken, said when it is clicked (:attr:`PromptPanel.refused`) the least width of a card picture (the table's hand cards) the cell ↓ ↑ last took and the column they keep (:meth:`step_row`) came up during an Entrée (:func:`enter_pressed`): the next Entrée must wait for the panel's guard (:meth:`handle_key`) the arrows move among the choices (False: they stay with the table's cards, as in Deutch's rapidité, where the arrows choose the card) the choice the prompt opened with (``ask``'s ``default``) the choice → and Entrée take first while none is chosen (``ask``'s ``start``)</extracomment>
            <translation>Page {n} of {total}</translation>
        </message>
        <message>
            <source>{page}: {choices}.</source>
            <translation>{page}: {choices}.</translation>
        </message>
        <message>
            <source>not available</source>
            <translation>not available</translation>
        </message>
        <message>
            <source>{name} ({why})</source>
            <translation>{name} ({why})</translation>
        </message>
        <message>
            <source>Previous choices (Page Up)</source>
            <translation>Previous choices (Page Up)</translation>
        </message>
        <message>
            <source>Next choices (Page Down)</source>
            <translation>Next choices (Page Down)</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>RemoteController</name>
        <message>
            <source>It is not this seat's turn.</source>
            <extracomment>the host's own refusals (cardtable.ui.network.host, GameController.submit_remote), in English</extracomment>
            <translation>It is not this seat's turn.</translation>
        </message>
        <message>
            <source>This action is not allowed now.</source>
            <translation>This action is not allowed now.</translation>
        </message>
        <message>
            <source>The game is paused on the host.</source>
            <translation>The game is paused on the host.</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>The computer plays this seat.</translation>
        </message>
        <message>
            <source>There is no game in progress.</source>
            <translation>There is no game in progress.</translation>
        </message>
        <message>
            <source>This seat is not played on another computer.</source>
            <translation>This seat is not played on another computer.</translation>
        </message>
        <message>
            <source>Undo stays with the host of a network game.</source>
            <translation>Undo stays with the host of a network game.</translation>
        </message>
        <message>
            <source>Not connected to the host.</source>
            <translation>Not connected to the host.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>the window's size when the screen has room for it pixels kept free under the window for a task bar the system may not report</extracomment>
            <translation>The rules of this game are not written yet.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Rules — {game}</source>
            <translation>Rules — {game}</translation>
        </message>
    </context>
    <context>
        <name>SaveActions</name>
        <message>
            <source>&amp;Save as…</source>
            <extracomment>the start-up question was answered « Non » (or Échap): the unfinished game stays in the autosave until another game starts (may_replace)</extracomment>
            <translation>&amp;Save as…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Not saved</translation>
        </message>
        <message>
            <source>The game cannot be saved at the moment; it goes on.</source>
            <translation>The game cannot be saved at the moment; it goes on.</translation>
        </message>
        <message>
            <source>{a} and {c} against {b} and {d}</source>
            <translation>{a} and {c} against {b} and {d}</translation>
        </message>
        <message>
            <source>{us} to {them}</source>
            <translation>{us} to {them}</translation>
        </message>
        <message>
            <source>{game} — {players}: {score}</source>
            <translation>{game} — {players}: {score}</translation>
        </message>
        <message>
            <source>A game was not finished. Resume it?</source>
            <translation>A game was not finished. Resume it?</translation>
        </message>
        <message>
            <source>Saved on {date}.</source>
            <translation>Saved on {date}.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>The last game saved was already finished:</source>
            <translation>The last game saved was already finished:</translation>
        </message>
        <message>
            <source>Its save was kept as {file} in the folder {folder}.</source>
            <translation>Its save was kept as {file} in the folder {folder}.</translation>
        </message>
        <message>
            <source>Its save was left as {file} in the folder {folder}.</source>
            <translation>Its save was left as {file} in the folder {folder}.</translation>
        </message>
        <message>
            <source>A new game can start.</source>
            <translation>A new game can start.</translation>
        </message>
        <message>
            <source>Game finished</source>
            <translation>Game finished</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>The game could not be saved.</translation>
        </message>
        <message>
            <source>The game goes on, and saving will be tried again after each move. You may choose another folder to save in.</source>
            <translation>The game goes on, and saving will be tried again after each move. You may choose another folder to save in.</translation>
        </message>
        <message>
            <source>Saving failed</source>
            <translation>Saving failed</translation>
        </message>
        <message>
            <source>Choose another folder…</source>
            <translation>Choose another folder…</translation>
        </message>
        <message>
            <source>Go on without saving</source>
            <translation>Go on without saving</translation>
        </message>
        <message>
            <source>&amp;Resume the unfinished game…</source>
            <translation>&amp;Resume the unfinished game…</translation>
        </message>
        <message>
            <source>{name}: {total}</source>
            <translation>{name}: {total}</translation>
        </message>
        <message>
            <source>{game} — {scores}</source>
            <translation>{game} — {scores}</translation>
        </message>
        <message>
            <source>A network game was not finished. Host it again? It keeps its table code, {code}: its players on other computers get their places back by joining it again.</source>
            <translation>A network game was not finished. Host it again? It keeps its table code, {code}: its players on other computers get their places back by joining it again.</translation>
        </message>
        <message>
            <source>A network game was not finished. Host it again? Its players on other computers will join it again with the new table code.</source>
            <translation>A network game was not finished. Host it again? Its players on other computers will join it again with the new table code.</translation>
        </message>
        <message>
            <source>The statistics could not be saved.</source>
            <translation>The statistics could not be saved.</translation>
        </message>
        <message>
            <source>Statistics not saved</source>
            <translation>Statistics not saved</translation>
        </message>
        <message>
            <source>The results are kept until the program is closed, and written with the next game's. You may choose another folder, where the games and the statistics will be saved.</source>
            <translation>The results are kept until the program is closed, and written with the next game's. You may choose another folder, where the games and the statistics will be saved.</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Go on</translation>
        </message>
        <message>
            <source>The game is saved again in {folder}.</source>
            <translation>The game is saved again in {folder}.</translation>
        </message>
        <message>
            <source>Folder to save the game in</source>
            <translation>Folder to save the game in</translation>
        </message>
        <message>
            <source>The game is now saved in {folder}.</source>
            <translation>The game is now saved in {folder}.</translation>
        </message>
        <message>
            <source>Save the game as</source>
            <translation>Save the game as</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Saved games (*.json)</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Save as</translation>
        </message>
        <message>
            <source>The game could not be saved in {file}.</source>
            <translation>The game could not be saved in {file}.</translation>
        </message>
        <message>
            <source>Game saved: {path}</source>
            <translation>Game saved: {path}</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <source>Saved games (*.json);;All files (*)</source>
            <translation>Saved games (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>The file {file} could not be opened: {reason}</source>
            <translation>The file {file} could not be opened: {reason}</translation>
        </message>
        <message>
            <source>The file was left as it is.</source>
            <translation>The file was left as it is.</translation>
        </message>
        <message>
            <source>Game opened: {path}</source>
            <translation>Game opened: {path}</translation>
        </message>
    </context>
    <context>
        <name>ScoreModel</name>
        <message>
            <source>{group}: {total} in all</source>
            <extracomment>sub-columns (indices in :attr:`columns`) folded away on a narrow sheet whose figures the total cell of their group writes above the total</extracomment>
            <translation>{group}: {total} in all</translation>
        </message>
        <message>
            <source>In the lead</source>
            <translation>In the lead</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>{first} against {second}</source>
            <translation>{first} against {second}</translation>
        </message>
        <message>
            <source>Details</source>
            <extracomment>the sizes a group name may shrink to (of :meth:`name_font`'s) before it is elided</extracomment>
            <translation>Details</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetCounts</name>
        <message numerus="yes">
            <source>%n bag(s)</source>
            <translation>
                <numerusform>%n bag</numerusform>
                <numerusform>%n bags</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoresheetDock</name>
        <message>
            <source>Scoresheet</source>
            <extracomment>the sheet's narrowest comfortable width (the buttons under it whole) the largest share of the window the dock takes by itself (a netbook's table keeps the room) the controller's public view as the table has shown it so far (the table may still animate what the engine has already counted: a poisson dealt whole is paid at once and laid after the deal); None: the engine's view as it is</extracomment>
            <translation>Scoresheet</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>Save the scoresheet as a CSV file for a spreadsheet</source>
            <translation>Save the scoresheet as a CSV file for a spreadsheet</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Save as PDF…</translation>
        </message>
        <message>
            <source>Save the scoresheet as a PDF document</source>
            <translation>Save the scoresheet as a PDF document</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <source>Print the scoresheet</source>
            <translation>Print the scoresheet</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} and {last}</translation>
        </message>
        <message>
            <source>The small number above each total: {what}</source>
            <translation>The small number above each total: {what}</translation>
        </message>
        <message>
            <source>The small numbers above each total: {what}</source>
            <translation>The small numbers above each total: {what}</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totals</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>No game in progress</source>
            <extracomment>the sheet's width the body last asked for (:meth:`body_width_hint`)</extracomment>
            <translation>No game in progress</translation>
        </message>
        <message>
            <source>{short}: {title}</source>
            <translation>{short}: {title}</translation>
        </message>
        <message>
            <source>scoresheet-{game}</source>
            <translation>scoresheet-{game}</translation>
        </message>
        <message>
            <source>Export the scoresheet</source>
            <translation>Export the scoresheet</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Save the scoresheet as PDF</source>
            <translation>Save the scoresheet as PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <source>The file {path} could not be written.</source>
            <translation>The file {path} could not be written.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Team points</source>
            <translation>Team points</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Tokens</translation>
        </message>
        <message>
            <source>Total (lowest wins)</source>
            <translation>Total (lowest wins)</translation>
        </message>
        <message>
            <source>The statistics file {file} is damaged and could not be moved aside; new figures start from zero.</source>
            <translation>The statistics file {file} is damaged and could not be moved aside; new figures start from zero.</translation>
        </message>
        <message>
            <source>The statistics file was damaged. It was kept aside, not deleted, as {file} in the folder {folder}; new figures start from zero.</source>
            <translation>The statistics file was damaged. It was kept aside, not deleted, as {file} in the folder {folder}; new figures start from zero.</translation>
        </message>
        <message>
            <source>Chart of the recent results</source>
            <translation>Chart of the recent results</translation>
        </message>
        <message>
            <source>No game yet</source>
            <translation>No game yet</translation>
        </message>
    </context>
    <context>
        <name>StatsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Games played</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Games won</translation>
        </message>
        <message>
            <source>Best result</source>
            <translation>Best result</translation>
        </message>
        <message>
            <source>Average result</source>
            <translation>Average result</translation>
        </message>
        <message>
            <source>Current winning streak</source>
            <translation>Current winning streak</translation>
        </message>
        <message>
            <source>Best winning streak</source>
            <translation>Best winning streak</translation>
        </message>
        <message>
            <source>No finished game yet. Figures appear here after your first game.</source>
            <translation>No finished game yet. Figures appear here after your first game.</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Reset…</translation>
        </message>
        <message>
            <source>{n} (with help: {h})</source>
            <translation>{n} (with help: {h})</translation>
        </message>
        <message>
            <source>{n} ({pct} %)</source>
            <translation>{n} ({pct} %)</translation>
        </message>
        <message>
            <source>Recent games ({label}): filled dot = won, empty dot = lost, dashed ring = played with help</source>
            <translation>Recent games ({label}): filled dot = won, empty dot = lost, dashed ring = played with help</translation>
        </message>
        <message>
            <source>Reset the statistics</source>
            <translation>Reset the statistics</translation>
        </message>
        <message>
            <source>Erase the statistics of every game and every player? This cannot be undone.</source>
            <translation>Erase the statistics of every game and every player? This cannot be undone.</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>The folder {folder} cannot be written to (it is read-only or you do not have the right to write there).</source>
            <extracomment>a save file larger than this is refused before it is read QSettings keys: the folder chosen for saves, the last folder of Save as / Open the folder of named saves, inside Documents (the same name in every language) why a file could not be written, as sentences for the person</extracomment>
            <translation>The folder {folder} cannot be written to (it is read-only or you do not have the right to write there).</translation>
        </message>
        <message>
            <source>The disk that holds the folder {folder} is full.</source>
            <translation>The disk that holds the folder {folder} is full.</translation>
        </message>
        <message>
            <source>The folder {folder} could not be created.</source>
            <translation>The folder {folder} could not be created.</translation>
        </message>
        <message>
            <source>The file {file} could not be written in the folder {folder}.</source>
            <translation>The file {file} could not be written in the folder {folder}.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} and {last}</translation>
        </message>
        <message>
            <source>Hint</source>
            <extracomment>"Rematch" on the end panel: the director starts a new game with the same players and options (a new seed) the pile kinds whose cards belong to one seat's eyes: :meth:`hide_private` turns them down before the hot-seat curtain (a game adds its own kinds: Peech's target cards, Deutch's rows and drawn card) the whole prompt lines a screen reader has heard in this game (:meth:`prompt_status`'s ``again``) the events being dispatched end the game: a hand's breakdown waits for the result and both show together (:meth:`show_end`) the last count shown by :meth:`show_info` (title, html): R or Game &gt; Show the last count again (:meth:`show_last_summary`) armed when a :meth:`hold_to_read` ends by its time rather than by the person: the Entrée, Espace or click they made to end it plays nothing (:meth:`hold`); and when a hold is ended by Entrée or Espace: that key pressed twice plays nothing armed when Entrée closes a hint's panel: the same key pressed twice at once plays nothing; half the usual guard, and a press refused does not start it again, so a person who read the advice and presses Entrée again to follow it is not kept waiting armed when a hold comes up: an Entrée, Espace or click made for what was there before (a key pressed twice to play a Dame, to show a battle) does not end a hold the person has not seen yet armed by each Entrée or Espace that could play nothing (an animation running, another player's turn): a person pressing again and again through an animation (a choice made at « Lente ») does not play the card raised the moment their input opens; a press counts again once their keys have stopped for the guard's time (:meth:`_refused_by_enter`) armed when an Entrée raises the first choice (nothing was raised: a card, a player, a bid): the same key pressed twice at once takes nothing; half the usual guard, and a press refused does not start it again (only a double press is absorbed, never a person who read the line and presses again)</extracomment>
            <translation>Hint</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rematch</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>You have nothing left to do in this deal: the computers play it to its end.</source>
            <translation>You have nothing left to do in this deal: the computers play it to its end.</translation>
        </message>
        <message>
            <source>Speed up</source>
            <translation>Speed up</translation>
        </message>
        <message>
            <source>Normal speed</source>
            <translation>Normal speed</translation>
        </message>
        <message>
            <source>Skip to the end of the deal</source>
            <translation>Skip to the end of the deal</translation>
        </message>
        <message>
            <source>Skipping to the end of the deal…</source>
            <translation>Skipping to the end of the deal…</translation>
        </message>
        <message>
            <source>Speeding up until the end of the deal.</source>
            <translation>Speeding up until the end of the deal.</translation>
        </message>
        <message>
            <source>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</source>
            <extracomment>widgets over the table that a prompt keeps clear of as it does the cards in the middle (a lesson's coach, which goes on speaking while the person answers the prompt) how long a speech bubble stays at least (ms), even at speed "off" when a person plays (what was said must be readable)</extracomment>
            <translation>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between a count row's values that hold commas</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>{label}: {values}</source>
            <translation>{label}: {values}</translation>
        </message>
        <message>
            <source>{title} — Enter: {button}</source>
            <translation>{title} — Enter: {button}</translation>
        </message>
        <message>
            <source>A card is raised: Enter plays it.</source>
            <extracomment>the line the status bar showed before the keyboard raised a card, and the line that says what Entrée does with the card raised (:meth:`on_key_raised`); Échap puts the first back</extracomment>
            <translation>A card is raised: Enter plays it.</translation>
        </message>
        <message>
            <source>Card raised: {card}. Enter plays it.</source>
            <translation>Card raised: {card}. Enter plays it.</translation>
        </message>
        <message>
            <source>Choice: “{choice}”. Enter confirms it.</source>
            <translation>Choice: “{choice}”. Enter confirms it.</translation>
        </message>
        <message>
            <source>Wait for the end of the animation.</source>
            <translation>Wait for the end of the animation.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>No card is raised: Enter or the arrows raise one, the next Enter plays it.</source>
            <extracomment>an Entrée or Espace was refused while the table moved towards the person's turn: the turn opens with :attr:`early_guard` armed</extracomment>
            <translation>No card is raised: Enter or the arrows raise one, the next Enter plays it.</translation>
        </message>
        <message>
            <source>Not this player. {todo}</source>
            <translation>Not this player. {todo}</translation>
        </message>
        <message>
            <source>Not this card. {todo}</source>
            <translation>Not this card. {todo}</translation>
        </message>
        <message>
            <source>That click came just as the table changed, so it was not taken: click again.</source>
            <extracomment>False while a lesson's coach decides when the table stops to explain (:mod:`cardtable.ui.table.lesson`): no outcome is then held to be read for a time, but the one the coach explains is held (:meth:`hold_to_explain`) set by a lesson's coach: asked when an outcome (a battle revealed, a trick won, an answer) has been shown and is about to be gathered or cleared; True when the coach is going to explain it, so that it stays on the table until the person goes on (:meth:`release_explained`) a private look (cards turned up for one person) stays until that person says they have seen it (:meth:`hold_until_seen`); off, it is held for a fixed time (``tests/conftest.py`` turns it off but where it is tested)</extracomment>
            <translation>That click came just as the table changed, so it was not taken: click again.</translation>
        </message>
        <message>
            <source>That key came just as the table changed, so it was not taken: press it again.</source>
            <translation>That key came just as the table changed, so it was not taken: press it again.</translation>
        </message>
        <message>
            <source>No count to show again yet.</source>
            <translation>No count to show again yet.</translation>
        </message>
        <message>
            <source>The game is over: no more hints. R shows the result again, with "New game" and "Rematch".</source>
            <translation>The game is over: no more hints. R shows the result again, with "New game" and "Rematch".</translation>
        </message>
        <message>
            <source>Hints are given when it is your turn.</source>
            <translation>Hints are given when it is your turn.</translation>
        </message>
        <message>
            <source>No hint for this choice.</source>
            <translation>No hint for this choice.</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Thinking about a hint…</translation>
        </message>
        <message>
            <source>Hint: {card}.</source>
            <translation>Hint: {card}.</translation>
        </message>
        <message>
            <source>OK</source>
            <extracomment>the widest a hint's panel is (pixels; narrower on a narrow table)</extracomment>
            <translation>OK</translation>
        </message>
        <message>
            <source>Last trick</source>
            <extracomment>speed "off": how long a completed trick is held when the person is not the one to play next (any key or click ends it sooner) the completed trick left in the middle until the next card (speed "off")</extracomment>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>You play a card.</source>
            <translation>You play a card.</translation>
        </message>
        <message>
            <source>{name} plays a card.</source>
            <translation>{name} plays a card.</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>You take the trick.</translation>
        </message>
        <message>
            <source>{name} takes the trick.</source>
            <translation>{name} takes the trick.</translation>
        </message>
        <message>
            <source>No trick has been played yet in this hand.</source>
            <translation>No trick has been played yet in this hand.</translation>
        </message>
        <message>
            <source>“{panel}” closed.</source>
            <translation>“{panel}” closed.</translation>
        </message>
        <message>
            <source>{name}: {card}</source>
            <translation>{name}: {card}</translation>
        </message>
        <message>
            <source>Enter closes it.</source>
            <translation>Enter closes it.</translation>
        </message>
        <message>
            <source>Last trick: nobody took it</source>
            <translation>Last trick: nobody took it</translation>
        </message>
        <message>
            <source>You play {card}.</source>
            <translation>You play {card}.</translation>
        </message>
        <message>
            <source>{name} plays {card}.</source>
            <translation>{name} plays {card}.</translation>
        </message>
        <message>
            <source>Last trick: you took it</source>
            <translation>Last trick: you took it</translation>
        </message>
        <message>
            <source>Last trick: {name} took it</source>
            <translation>Last trick: {name} took it</translation>
        </message>
        <message>
            <source>Last trick: taken by {names}</source>
            <translation>Last trick: taken by {names}</translation>
        </message>
    </context>
    <context>
        <name>TableDirector</name>
        <message>
            <source>{name}'s turn</source>
            <extracomment>the person at the screen was offered their input (their turn, a choice): a notice over the table that would lie over its prompt goes away starts a rematch's setup instead of ``controller.start`` when set (the window's) a network table's gate between two rounds (``cardtable.ui.network.count_gate``): the screens go on from a round's count together; None: this screen goes on when its person says so the controller's position (``actions_applied``) of the events the table is showing asked instead of a rematch by a joined seat's screen (the host starts the games) the letter or digit last said to do nothing (:meth:`_key`): said once until another key is pressed</extracomment>
            <translation>{name}'s turn</translation>
        </message>
        <message>
            <source>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</source>
            <translation>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</translation>
        </message>
    </context>
    <context>
        <name>TableInput</name>
        <message>
            <source>Choose this player</source>
            <extracomment>the person's last gesture at the table was a key (arrows, Enter), not a mouse press</extracomment>
            <translation>Choose this player</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <extracomment>Qt's values of the view's enum properties, set through the meta-object (``setProperty``) so that the first frame does not need the ``Qt`` namespace: Qt.ScrollBarAlwaysOff, Qt.AlignLeft | Qt.AlignTop</extracomment>
            <translation>Card table</translation>
        </message>
        <message>
            <source>The arrows choose, Enter confirms, Esc cancels; F2 to F7 read the table.</source>
            <translation>The arrows choose, Enter confirms, Esc cancels; F2 to F7 read the table.</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>This game does not allow taking a move back.</source>
            <extracomment>the translation context of the undo rules' reasons and of the result labels (raw engine event, the human's seat) -&gt; why nothing before this event may be taken back (English, ``QT_TRANSLATE_NOOP("Undo", ...)``), or None an action of the human -&gt; why it may never be taken back, or None why a game without an undo rule allows none (games give their own reason)</extracomment>
            <translation>This game does not allow taking a move back.</translation>
        </message>
        <message>
            <source>the game is over.</source>
            <translation>the game is over.</translation>
        </message>
        <message>
            <source>wait until the rapidité is over.</source>
            <translation>wait until the rapidité is over.</translation>
        </message>
        <message>
            <source>In Les Auteurs every question is answered at once, showing where a card is: a question cannot be taken back.</source>
            <translation>In Les Auteurs every question is answered at once, showing where a card is: a question cannot be taken back.</translation>
        </message>
        <message>
            <source>a card was shown since your move.</source>
            <extracomment>events after which nothing before them may be taken back (see undo_barrier)</extracomment>
            <translation>a card was shown since your move.</translation>
        </message>
        <message>
            <source>a rapidité was possible since your move.</source>
            <translation>a rapidité was possible since your move.</translation>
        </message>
        <message>
            <source>the stock was shuffled since your move.</source>
            <translation>the stock was shuffled since your move.</translation>
        </message>
        <message>
            <source>your last move was in a round that is over.</source>
            <translation>your last move was in a round that is over.</translation>
        </message>
        <message>
            <source>you saw the card you drew.</source>
            <extracomment>events that show a card to the seat that acted (barriers for the human only)</extracomment>
            <translation>you saw the card you drew.</translation>
        </message>
        <message>
            <source>you looked at your cards.</source>
            <translation>you looked at your cards.</translation>
        </message>
        <message>
            <source>you looked at one of your cards.</source>
            <translation>you looked at one of your cards.</translation>
        </message>
        <message>
            <source>In Peech a choice is final: the cards are revealed together and cannot be taken back.</source>
            <translation>In Peech a choice is final: the cards are revealed together and cannot be taken back.</translation>
        </message>
        <message>
            <source>there is no move of yours to take back.</source>
            <translation>there is no move of yours to take back.</translation>
        </message>
        <message>
            <source>your last move was in a hand that is over.</source>
            <translation>your last move was in a hand that is over.</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>Card table: Peech, Les Auteurs, Atout Pique and Deutch.</source>
            <translation>Card table: Peech, Les Auteurs, Atout Pique and Deutch.</translation>
        </message>
        <message>
            <source>language of the interface (default: French)</source>
            <translation>language of the interface (default: French)</translation>
        </message>
        <message>
            <source>open the table with every seat played by the computer</source>
            <translation>open the table with every seat played by the computer</translation>
        </message>
        <message>
            <source>seed of the demo game (default: 1)</source>
            <translation>seed of the demo game (default: 1)</translation>
        </message>
        <message>
            <source>level of the computer players (default: intermediaire)</source>
            <translation>level of the computer players (default: intermediaire)</translation>
        </message>
        <message>
            <source>with --demo: play without animations, print the final totals as JSON and quit; with --lesson: play the lesson through, print its result as JSON and quit; with --serve: computers play without pauses, quit at the end; with --join: print the final totals as JSON at the end</source>
            <translation>with --demo: play without animations, print the final totals as JSON and quit; with --lesson: play the lesson through, print its result as JSON and quit; with --serve: computers play without pauses, quit at the end; with --join: print the final totals as JSON at the end</translation>
        </message>
        <message>
            <source>show the version and quit</source>
            <translation>show the version and quit</translation>
        </message>
        <message>
            <source>show this help and quit</source>
            <translation>show this help and quit</translation>
        </message>
        <message>
            <source>The game {game} is not available yet in this version.</source>
            <translation>The game {game} is not available yet in this version.</translation>
        </message>
        <message>
            <source>Unknown game {game}; the games are: {games}.</source>
            <translation>Unknown game {game}; the games are: {games}.</translation>
        </message>
        <message>
            <source>open the lesson of a game (Help &gt; Learn to play)</source>
            <translation>open the lesson of a game (Help &gt; Learn to play)</translation>
        </message>
        <message>
            <source>--exit only makes sense with --demo or --lesson.</source>
            <translation>--exit only makes sense with --demo or --lesson.</translation>
        </message>
        <message>
            <source>--demo and --lesson cannot be used together.</source>
            <translation>--demo and --lesson cannot be used together.</translation>
        </message>
        <message>
            <source>There is no lesson for {game}; the lessons are: {games}.</source>
            <translation>There is no lesson for {game}; the lessons are: {games}.</translation>
        </message>
        <message>
            <source>usage: </source>
            <translation>usage: </translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
        <message>
            <source>{prog}: error: {message}</source>
            <translation>{prog}: error: {message}</translation>
        </message>
        <message>
            <source>unknown argument(s): {args}.</source>
            <translation>unknown argument(s): {args}.</translation>
        </message>
        <message>
            <source>the option {option} needs a value.</source>
            <translation>the option {option} needs a value.</translation>
        </message>
        <message>
            <source>the option {option} takes no value.</source>
            <translation>the option {option} takes no value.</translation>
        </message>
        <message>
            <source>the command line is not understood ({detail}).</source>
            <translation>the command line is not understood ({detail}).</translation>
        </message>
        <message>
            <source>unknown level {level}; the levels are: {levels}.</source>
            <translation>unknown level {level}; the levels are: {levels}.</translation>
        </message>
        <message>
            <source>unknown language {lang}; the languages are: {langs}.</source>
            <translation>unknown language {lang}; the languages are: {langs}.</translation>
        </message>
        <message>
            <source>the seed must be a whole number, not {value}.</source>
            <translation>the seed must be a whole number, not {value}.</translation>
        </message>
        <message>
            <source>cardtable --help lists the options.</source>
            <translation>cardtable --help lists the options.</translation>
        </message>
        <message>
            <source>host a network game of GAME in this terminal (Ctrl+C saves and stops)</source>
            <translation>host a network game of GAME in this terminal (Ctrl+C saves and stops)</translation>
        </message>
        <message>
            <source>with --serve: the port to listen on (default: the port of the last hosting when it is free, else a free one)</source>
            <translation>with --serve: the port to listen on (default: the port of the last hosting when it is free, else a free one)</translation>
        </message>
        <message>
            <source>the table code (with --serve: default, a new one)</source>
            <translation>the table code (with --serve: default, a new one)</translation>
        </message>
        <message>
            <source>with --serve: each seat, remote or a computer level, separated by commas (default: every seat remote)</source>
            <translation>with --serve: each seat, remote or a computer level, separated by commas (default: every seat remote)</translation>
        </message>
        <message>
            <source>with --serve: the address to listen on (default: every network)</source>
            <translation>with --serve: the address to listen on (default: every network)</translation>
        </message>
        <message>
            <source>with --serve: seconds before a computer plays a seat whose player left (default: 30; 0: at once)</source>
            <translation>with --serve: seconds before a computer plays a seat whose player left (default: 30; 0: at once)</translation>
        </message>
        <message>
            <source>with --serve: a seat whose player left cannot be taken back by giving its name with the table code (by default it can: a player who lost the seat's token, on another computer, comes back; a connected player's seat is never given)</source>
            <translation>with --serve: a seat whose player left cannot be taken back by giving its name with the table code (by default it can: a player who lost the seat's token, on another computer, comes back; a connected player's seat is never given)</translation>
        </message>
        <message>
            <source>join the network game at HOST:PORT with a computer player</source>
            <translation>join the network game at HOST:PORT with a computer player</translation>
        </message>
        <message>
            <source>with --join: the name shown at the table; with --serve: the table's name in the list of tables on the network (default: this computer's name)</source>
            <translation>with --join: the name shown at the table; with --serve: the table's name in the list of tables on the network (default: this computer's name)</translation>
        </message>
        <message>
            <source>with --join: the level of the computer player that plays the seat</source>
            <translation>with --join: the level of the computer player that plays the seat</translation>
        </message>
        <message>
            <source>--serve and --join are used alone (not with --demo, --lesson or each other).</source>
            <translation>--serve and --join are used alone (not with --demo, --lesson or each other).</translation>
        </message>
        <message>
            <source>--join needs --code, --name and --computer.</source>
            <translation>--join needs --code, --name and --computer.</translation>
        </message>
        <message>
            <source>{value} is not HOST:PORT (for example 192.168.1.20:5000).</source>
            <translation>{value} is not HOST:PORT (for example 192.168.1.20:5000).</translation>
        </message>
        <message>
            <source>the port must be a whole number from 0 to 65535, not {value}.</source>
            <translation>the port must be a whole number from 0 to 65535, not {value}.</translation>
        </message>
        <message>
            <source>{value} is not a list of seats for {game}: {count} seats, each remote or a level ({levels}).</source>
            <translation>{value} is not a list of seats for {game}: {count} seats, each remote or a level ({levels}).</translation>
        </message>
        <message>
            <source>the name must have 1 to 40 printable characters.</source>
            <translation>the name must have 1 to 40 printable characters.</translation>
        </message>
        <message>
            <source>the table code has 6 letters and digits (for example K7M2QX), not {value}.</source>
            <translation>the table code has 6 letters and digits (for example K7M2QX), not {value}.</translation>
        </message>
        <message>
            <source>--takeover must be a whole number of seconds, not {value}.</source>
            <translation>--takeover must be a whole number of seconds, not {value}.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Atout Pique</source>
            <translation>Atout Pique</translation>
        </message>
        <message>
            <source>Points to win</source>
            <translation>Points to win</translation>
        </message>
        <message>
            <source>Blind nil (±200)</source>
            <translation>Blind nil (±200)</translation>
        </message>
        <message>
            <source>A team at −200 or less loses</source>
            <translation>A team at −200 or less loses</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
        <message>
            <source>You must bid now.</source>
            <translation>You must bid now.</translation>
        </message>
        <message>
            <source>Bids are from 0 to 13.</source>
            <translation>Bids are from 0 to 13.</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game.</source>
            <translation>Blind nil is not allowed in this game.</translation>
        </message>
        <message>
            <source>A blind bid can only be nil.</source>
            <translation>A blind bid can only be nil.</translation>
        </message>
        <message>
            <source>Blind nil is only allowed when your team trails by {points} points or more.</source>
            <translation>Blind nil is only allowed when your team trails by {points} points or more.</translation>
        </message>
        <message>
            <source>You must play a card now.</source>
            <translation>You must play a card now.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>You do not hold that card.</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}.</source>
            <translation>You must follow suit: {suit}.</translation>
        </message>
        <message>
            <source>You may not lead a spade to the first trick.</source>
            <translation>You may not lead a spade to the first trick.</translation>
        </message>
        <message>
            <source>Spades are not broken yet.</source>
            <translation>Spades are not broken yet.</translation>
        </message>
        <message>
            <source>Peech</source>
            <translation>Peech</translation>
        </message>
        <message>
            <source>You said Peech: you sit out the rest of the round.</source>
            <translation>You said Peech: you sit out the rest of the round.</translation>
        </message>
        <message>
            <source>You have already chosen your card for this battle.</source>
            <translation>You have already chosen your card for this battle.</translation>
        </message>
        <message>
            <source>You must choose a card now.</source>
            <translation>You must choose a card now.</translation>
        </message>
        <message>
            <source>Les Auteurs</source>
            <translation>Les Auteurs</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Deals</translation>
        </message>
        <message>
            <source>Tokens each at the start</source>
            <translation>Tokens each at the start</translation>
        </message>
        <message>
            <source>You must ask another player for a card.</source>
            <translation>You must ask another player for a card.</translation>
        </message>
        <message>
            <source>There is no such player at the table.</source>
            <translation>There is no such player at the table.</translation>
        </message>
        <message>
            <source>You cannot ask yourself for a card.</source>
            <translation>You cannot ask yourself for a card.</translation>
        </message>
        <message>
            <source>That player has no cards left.</source>
            <translation>That player has no cards left.</translation>
        </message>
        <message>
            <source>You must name one exact card.</source>
            <translation>You must name one exact card.</translation>
        </message>
        <message>
            <source>You already hold that card.</source>
            <translation>You already hold that card.</translation>
        </message>
        <message>
            <source>You must hold a card of that rank.</source>
            <translation>You must hold a card of that rank.</translation>
        </message>
        <message>
            <source>Deutch</source>
            <extracomment>the default of the option ``earliest_call``: "Deutch !" from each player's third turn of the round (see :func:`may_call`)</extracomment>
            <translation>Deutch</translation>
        </message>
        <message>
            <source>Rounds</source>
            <extracomment>the lowest total wins (read by the arena)</extracomment>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>A jack or queen leaving your row also gives its power</source>
            <translation>A jack or queen leaving your row also gives its power</translation>
        </message>
        <message>
            <source>Time for a rapidité</source>
            <translation>Time for a rapidité</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>First player</translation>
        </message>
        <message>
            <source>“Deutch!” allowed from each player's turn</source>
            <translation>“Deutch!” allowed from each player's turn</translation>
        </message>
        <message>
            <source>Too early for “Deutch!”: at this table it may be called from each player's turn {turn} of the round.</source>
            <translation>Too early for “Deutch!”: at this table it may be called from each player's turn {turn} of the round.</translation>
        </message>
        <message>
            <source>There is no card of yours in that place.</source>
            <translation>There is no card of yours in that place.</translation>
        </message>
        <message>
            <source>Choose two different cards of your row.</source>
            <translation>Choose two different cards of your row.</translation>
        </message>
        <message>
            <source>No rapidité now: wait for a card on the discard.</source>
            <translation>No rapidité now: wait for a card on the discard.</translation>
        </message>
        <message>
            <source>Deutch has already been called.</source>
            <translation>Deutch has already been called.</translation>
        </message>
        <message>
            <source>Call Deutch at the end of your turn.</source>
            <translation>Call Deutch at the end of your turn.</translation>
        </message>
        <message>
            <source>Draw a card from the stock first.</source>
            <translation>Draw a card from the stock first.</translation>
        </message>
        <message>
            <source>Put the drawn card in your row or on the discard.</source>
            <translation>Put the drawn card in your row or on the discard.</translation>
        </message>
        <message>
            <source>Swap one of your cards with an opponent's card.</source>
            <translation>Swap one of your cards with an opponent's card.</translation>
        </message>
        <message>
            <source>Only a jack you discarded lets you swap.</source>
            <translation>Only a jack you discarded lets you swap.</translation>
        </message>
        <message>
            <source>Only a queen you discarded lets you look at a card.</source>
            <translation>Only a queen you discarded lets you look at a card.</translation>
        </message>
        <message>
            <source>spades</source>
            <extracomment>members are singletons compared by identity: hash them by identity too, in C (``Enum.__hash__`` is Python code, called for every card put in a set or dict)</extracomment>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
    </context>
    <context>
        <name>net</name>
        <message>
            <source>The table code is not right.</source>
            <extracomment>how each side words a refusal or a goodbye (protocol.REASONS)</extracomment>
            <translation>The table code is not right.</translation>
        </message>
        <message>
            <source>The table code was not given in time.</source>
            <translation>The table code was not given in time.</translation>
        </message>
        <message>
            <source>The host runs another version of the program: both computers need the same one.</source>
            <translation>The host runs another version of the program: both computers need the same one.</translation>
        </message>
        <message>
            <source>Every seat of this table is taken.</source>
            <translation>Every seat of this table is taken.</translation>
        </message>
        <message>
            <source>This seat is not yours any more (the host started another game).</source>
            <translation>This seat is not yours any more (the host started another game).</translation>
        </message>
        <message>
            <source>The connection was closed: a message was not understood.</source>
            <translation>The connection was closed: a message was not understood.</translation>
        </message>
        <message>
            <source>The host stopped the game; it is kept on the host.</source>
            <translation>The host stopped the game; it is kept on the host.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>This seat was taken again from another connection.</source>
            <translation>This seat was taken again from another connection.</translation>
        </message>
        <message>
            <source>The connection was closed: too many messages too fast.</source>
            <translation>The connection was closed: too many messages too fast.</translation>
        </message>
        <message>
            <source>The host did not give you that seat back.</source>
            <translation>The host did not give you that seat back.</translation>
        </message>
        <message>
            <source>The connection to the host was lost.</source>
            <translation>The connection to the host was lost.</translation>
        </message>
        <message>
            <source>Another player is called {asked}: you play under the name {name}.</source>
            <translation>Another player is called {asked}: you play under the name {name}.</translation>
        </message>
        <message>
            <source>Table code: {code}</source>
            <translation>Table code: {code}</translation>
        </message>
        <message>
            <source>Join at: {address}</source>
            <translation>Join at: {address}</translation>
        </message>
        <message>
            <source>The saved network game is resumed; its seats wait for their players.</source>
            <translation>The saved network game is resumed; its seats wait for their players.</translation>
        </message>
        <message>
            <source>Cannot listen on {address}:{port} (is the port in use?).</source>
            <translation>Cannot listen on {address}:{port} (is the port in use?).</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
        <message>
            <source>The game is saved; the host stops.</source>
            <translation>The game is saved; the host stops.</translation>
        </message>
        <message>
            <source>Seat {seat} taken.</source>
            <translation>Seat {seat} taken.</translation>
        </message>
        <message>
            <source>{name} joined the table (seat {seat}).</source>
            <translation>{name} joined the table (seat {seat}).</translation>
        </message>
        <message>
            <source>{name} is back at the table (seat {seat}).</source>
            <translation>{name} is back at the table (seat {seat}).</translation>
        </message>
        <message>
            <source>{name} left the table (seat {seat}).</source>
            <translation>{name} left the table (seat {seat}).</translation>
        </message>
        <message>
            <source>The connection with {name} is lost (seat {seat}).</source>
            <translation>The connection with {name} is lost (seat {seat}).</translation>
        </message>
        <message>
            <source>A computer plays for {name} (seat {seat}).</source>
            <translation>A computer plays for {name} (seat {seat}).</translation>
        </message>
        <message>
            <source>The game is over. Ctrl+C stops the host.</source>
            <translation>The game is over. Ctrl+C stops the host.</translation>
        </message>
        <message>
            <source>Only this computer can join: it is on no network (or --address is a loopback address).</source>
            <translation>Only this computer can join: it is on no network (or --address is a loopback address).</translation>
        </message>
    </context>
    <context>
        <name>scoresheet</name>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>The team's contract: the partners' bids added up (nil bids excluded)</source>
            <translation>The team's contract: the partners' bids added up (nil bids excluded)</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Tricks taken by the two partners</source>
            <translation>Tricks taken by the two partners</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>Bags</translation>
        </message>
        <message>
            <source>Bags in reserve after the hand (at 10 bags: −100 points)</source>
            <translation>Bags in reserve after the hand (at 10 bags: −100 points)</translation>
        </message>
        <message>
            <source>Bags in reserve</source>
            <translation>Bags in reserve</translation>
        </message>
        <message>
            <source>the bags in reserve</source>
            <translation>the bags in reserve</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
        </message>
        <message>
            <source>Nil bids: ✓ made (+100), ✗ failed (−100)</source>
            <translation>Nil bids: ✓ made (+100), ✗ failed (−100)</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Points scored by the team in this hand</source>
            <translation>Points scored by the team in this hand</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The team's score after the hand</source>
            <translation>The team's score after the hand</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Seat {n}</translation>
        </message>
        <message>
            <source>{team} {points} ({what})</source>
            <translation>{team} {points} ({what})</translation>
        </message>
        <message>
            <source>{team} {points}</source>
            <translation>{team} {points}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Hand {n}</translation>
        </message>
        <message>
            <source>{hand}: {summary}</source>
            <translation>{hand}: {summary}</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>blind nil</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>{name} {bid}</source>
            <translation>{name} {bid}</translation>
        </message>
        <message>
            <source>Bids: {bids} → contract of {contract}</source>
            <translation>Bids: {bids} → contract of {contract}</translation>
        </message>
        <message>
            <source>Tricks: {tricks} ({total} in all)</source>
            <translation>Tricks: {tricks} ({total} in all)</translation>
        </message>
        <message>
            <source>{name} {n}</source>
            <translation>{name} {n}</translation>
        </message>
        <message>
            <source>{name}: failed nil, {tricks} counted toward the contract</source>
            <translation>{name}: failed nil, {tricks} counted toward the contract</translation>
        </message>
        <message>
            <source>Boston: the team took all 13 tricks!</source>
            <translation>Boston: the team took all 13 tricks!</translation>
        </message>
        <message>
            <source>{bags} this hand, {reserve} in reserve (10 bags cost 100 points)</source>
            <translation>{bags} this hand, {reserve} in reserve (10 bags cost 100 points)</translation>
        </message>
        <message>
            <source>{count} bags reached: {points}</source>
            <translation>{count} bags reached: {points}</translation>
        </message>
        <message>
            <source>n! (bags): 10 bags reached, {points} points, n left in reserve</source>
            <translation>n! (bags): 10 bags reached, {points} points, n left in reserve</translation>
        </message>
        <message>
            <source>{name}: blind nil made → {points}</source>
            <translation>{name}: blind nil made → {points}</translation>
        </message>
        <message>
            <source>{name}: nil made → {points}</source>
            <translation>{name}: nil made → {points}</translation>
        </message>
        <message>
            <source>blind nil made ({name})</source>
            <translation>blind nil made ({name})</translation>
        </message>
        <message>
            <source>nil made ({name})</source>
            <translation>nil made ({name})</translation>
        </message>
        <message>
            <source>{name}: blind nil failed ({tricks}) → {points}</source>
            <translation>{name}: blind nil failed ({tricks}) → {points}</translation>
        </message>
        <message>
            <source>{name}: nil failed ({tricks}) → {points}</source>
            <translation>{name}: nil failed ({tricks}) → {points}</translation>
        </message>
        <message>
            <source>blind nil failed ({name})</source>
            <translation>blind nil failed ({name})</translation>
        </message>
        <message>
            <source>nil failed ({name})</source>
            <translation>nil failed ({name})</translation>
        </message>
        <message>
            <source>No nil bid</source>
            <translation>No nil bid</translation>
        </message>
        <message>
            <source>Contract {contract} ({parts})</source>
            <translation>Contract {contract} ({parts})</translation>
        </message>
        <message>
            <source>Contract {contract}</source>
            <translation>Contract {contract}</translation>
        </message>
        <message>
            <source>{contract}: {counted} counted ≥ {target} → {points}</source>
            <translation>{contract}: {counted} counted ≥ {target} → {points}</translation>
        </message>
        <message>
            <source>, {bags} → {points}</source>
            <translation>, {bags} → {points}</translation>
        </message>
        <message>
            <source>bid of {n} made</source>
            <translation>bid of {n} made</translation>
        </message>
        <message>
            <source>{contract}: {counted} counted &lt; {target} → {points}</source>
            <translation>{contract}: {counted} counted &lt; {target} → {points}</translation>
        </message>
        <message>
            <source>bid of {n} failed</source>
            <translation>bid of {n} failed</translation>
        </message>
        <message>
            <source>No contract (two nils): every trick is a bag, {bags} → {points}</source>
            <translation>No contract (two nils): every trick is a bag, {bags} → {points}</translation>
        </message>
        <message>
            <source>{count} bags: {points}</source>
            <translation>{count} bags: {points}</translation>
        </message>
        <message>
            <source>Boston!</source>
            <translation>Boston!</translation>
        </message>
        <message>
            <source>Points for the hand: {points}</source>
            <translation>Points for the hand: {points}</translation>
        </message>
        <message>
            <source>Score after hand {hand}: {before} {sign} {points} = {score}</source>
            <translation>Score after hand {hand}: {before} {sign} {points} = {score}</translation>
        </message>
        <message>
            <source>Poissons</source>
            <translation>Poissons</translation>
        </message>
        <message>
            <source>Poissons (four cards of one rank) laid in the deal</source>
            <translation>Poissons (four cards of one rank) laid in the deal</translation>
        </message>
        <message>
            <source>Poi</source>
            <translation>Poi</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Tokens</translation>
        </message>
        <message>
            <source>Tokens won or lost in the deal: one from each other player for each poisson laid, one paid for each poisson another player laid</source>
            <translation>Tokens won or lost in the deal: one from each other player for each poisson laid, one paid for each poisson another player laid</translation>
        </message>
        <message>
            <source>Tok</source>
            <translation>Tok</translation>
        </message>
        <message>
            <source>Tokens held after the deal: the most tokens wins</source>
            <translation>Tokens held after the deal: the most tokens wins</translation>
        </message>
        <message>
            <source>Tot</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Deal {n}</translation>
        </message>
        <message>
            <source>{name} {delta}</source>
            <translation>{name} {delta}</translation>
        </message>
        <message>
            <source>{deal}: {summary}</source>
            <translation>{deal}: {summary}</translation>
        </message>
        <message>
            <source>(dealt by {name})</source>
            <translation>(dealt by {name})</translation>
        </message>
        <message numerus="yes">
            <source>{name} laid %n poisson(s) in deal {deal}</source>
            <translation>
                <numerusform>{name} laid %n poisson in deal {deal}</numerusform>
                <numerusform>{name} laid %n poissons in deal {deal}</numerusform>
            </translation>
        </message>
        <message>
            <source>{won} won ({poissons} poisson(s) × {payers} players) − {lost} paid ({others} poisson(s) of the others) = {delta}</source>
            <translation>{won} won ({poissons} poisson(s) × {payers} players) − {lost} paid ({others} poisson(s) of the others) = {delta}</translation>
        </message>
        <message>
            <source>Tokens after deal {deal}: {before} {change} = {after}</source>
            <translation>Tokens after deal {deal}: {before} {change} = {after}</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Starting points, from the round's points card (7 = 12 … K = 21)</source>
            <translation>Starting points, from the round's points card (7 = 12 … K = 21)</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Cards to win: the rank of the secret target card (4 to 10)</source>
            <translation>Cards to win: the rank of the secret target card (4 to 10)</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Cards won in the battles (✓: the target was reached)</source>
            <translation>Cards won in the battles (✓: the target was reached)</translation>
        </message>
        <message>
            <source>Points of the cards won, plus the target card's points when the target was reached; taken off the starting points</source>
            <translation>Points of the cards won, plus the target card's points when the target was reached; taken off the starting points</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>Penalty</translation>
        </message>
        <message>
            <source>Target missed: one point per card missing</source>
            <translation>Target missed: one point per card missing</translation>
        </message>
        <message>
            <source>Pen</source>
            <translation>Pen</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Points of the cards left in the row (red K 0 … black K 13)</source>
            <translation>Points of the cards left in the row (red K 0 … black K 13)</translation>
        </message>
        <message>
            <source>Cd</source>
            <translation>Cd</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>The round's score (⚑ called Deutch; a struck figure is erased)</source>
            <translation>The round's score (⚑ called Deutch; a struck figure is erased)</translation>
        </message>
        <message>
            <source>the round's score (⚑: called Deutch)</source>
            <translation>the round's score (⚑: called Deutch)</translation>
        </message>
        <message>
            <source>Round scores not erased: the lowest total wins</source>
            <translation>Round scores not erased: the lowest total wins</translation>
        </message>
        <message>
            <source>{name} called Deutch with the lowest count: 0, and erases their highest earlier score</source>
            <translation>{name} called Deutch with the lowest count: 0, and erases their highest earlier score</translation>
        </message>
        <message>
            <source>{name} called Deutch, tied for the lowest count: {points}</source>
            <translation>{name} called Deutch, tied for the lowest count: {points}</translation>
        </message>
        <message>
            <source>{name} called Deutch but someone had less: {points} + 10 = {score}</source>
            <translation>{name} called Deutch but someone had less: {points} + 10 = {score}</translation>
        </message>
        <message>
            <source>{name} scores the {points} points of their cards</source>
            <translation>{name} scores the {points} points of their cards</translation>
        </message>
        <message>
            <source>Erased by a successful Deutch later: this {score} does not count</source>
            <translation>Erased by a successful Deutch later: this {score} does not count</translation>
        </message>
        <message>
            <source>Cards left: {points} points</source>
            <translation>Cards left: {points} points</translation>
        </message>
        <message>
            <source>Total after round {n}: {total}</source>
            <translation>Total after round {n}: {total}</translation>
        </message>
        <message>
            <source>(Deutch called by {name})</source>
            <translation>(Deutch called by {name})</translation>
        </message>
        <message>
            <source>The round's score (the lower the better)</source>
            <translation>The round's score (the lower the better)</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>Rd</translation>
        </message>
        <message>
            <source>★ a round won (first to reach the target): one point off the total</source>
            <translation>★ a round won (first to reach the target): one point off the total</translation>
        </message>
        <message>
            <source>Round scores so far minus round wins: the lowest total wins</source>
            <translation>Round scores so far minus round wins: the lowest total wins</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Round {n}</translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>{round}: {summary}</source>
            <translation>{round}: {summary}</translation>
        </message>
        <message>
            <source>Starting points</source>
            <translation>Starting points</translation>
        </message>
        <message>
            <source>Cards to win</source>
            <translation>Cards to win</translation>
        </message>
        <message>
            <source>Cards won</source>
            <translation>Cards won</translation>
        </message>
        <message>
            <source>Points taken off</source>
            <translation>Points taken off</translation>
        </message>
        <message>
            <source>Round score</source>
            <translation>Round score</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>the round's score</source>
            <translation>the round's score</translation>
        </message>
        <message>
            <source>Round won: −1</source>
            <translation>Round won: −1</translation>
        </message>
        <message>
            <source>★ −1</source>
            <translation>★ −1</translation>
        </message>
        <message>
            <source>★ −1 for a round won</source>
            <translation>★ −1 for a round won</translation>
        </message>
        <message>
            <source>Total so far</source>
            <translation>Total so far</translation>
        </message>
        <message>
            <source>(ended at the limit of battles)</source>
            <translation>(ended at the limit of battles)</translation>
        </message>
        <message>
            <source>{name} starts round {n} with {points} points (points card)</source>
            <translation>{name} starts round {n} with {points} points (points card)</translation>
        </message>
        <message>
            <source>Target card: a {rank}, so {n} cards to win</source>
            <translation>Target card: a {rank}, so {n} cards to win</translation>
        </message>
        <message>
            <source>{won} cards won out of {target}: target reached</source>
            <translation>{won} cards won out of {target}: target reached</translation>
        </message>
        <message>
            <source>{won} cards won out of {target}: {missing} missing</source>
            <translation>{won} cards won out of {target}: {missing} missing</translation>
        </message>
        <message>
            <source>Cards won: {won} points + target card: {target} points = {total}</source>
            <translation>Cards won: {won} points + target card: {target} points = {total}</translation>
        </message>
        <message>
            <source>Cards won: {won} points (the target card counts only when the target is reached)</source>
            <translation>Cards won: {won} points (the target card counts only when the target is reached)</translation>
        </message>
        <message>
            <source>Target missed by {n}: +{n} to the round's score</source>
            <translation>Target missed by {n}: +{n} to the round's score</translation>
        </message>
        <message>
            <source>No penalty: the target was reached</source>
            <translation>No penalty: the target was reached</translation>
        </message>
        <message>
            <source>No penalty</source>
            <translation>No penalty</translation>
        </message>
        <message>
            <source>{start} − {points} = {score} (never below 0)</source>
            <translation>{start} − {points} = {score} (never below 0)</translation>
        </message>
        <message>
            <source>{start} − {points} is below 0: the round scores 0</source>
            <translation>{start} − {points} is below 0: the round scores 0</translation>
        </message>
        <message>
            <source>{start} − {points} → {base}, + {penalty} penalty = {score}</source>
            <translation>{start} − {points} → {base}, + {penalty} penalty = {score}</translation>
        </message>
        <message>
            <source>Round won: one point off the total</source>
            <translation>Round won: one point off the total</translation>
        </message>
        <message>
            <source>Round not won</source>
            <translation>Round not won</translation>
        </message>
        <message>
            <source>Total after round {n}: {before} + {score} − 1 (round won) = {total}</source>
            <translation>Total after round {n}: {before} + {score} − 1 (round won) = {total}</translation>
        </message>
        <message>
            <source>Total after round {n}: {before} + {score} = {total}</source>
            <translation>Total after round {n}: {before} + {score} = {total}</translation>
        </message>
        <message>
            <source>Trk</source>
            <translation>Trk</translation>
        </message>
    </context>
</TS>
