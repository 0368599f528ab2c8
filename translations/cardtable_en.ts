<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AtoutPique</name>
        <message>
            <source>Your bid</source>
            <translation>Your bid</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Nil</translation>
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
            <source>Hint</source>
            <translation>Hint</translation>
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
            <source>Hand {n}: {name} bids first.</source>
            <translation>Hand {n}: {name} bids first.</translation>
        </message>
        <message>
            <source>{name}: blind nil!</source>
            <translation>{name}: blind nil!</translation>
        </message>
        <message>
            <source>{name}: nil!</source>
            <translation>{name}: nil!</translation>
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
            <source>{name} takes the trick.</source>
            <translation>{name} takes the trick.</translation>
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
            <source>{team} win!</source>
            <translation>{team} win!</translation>
        </message>
        <message>
            <source>Victory! {team} win!</source>
            <translation>Victory! {team} win!</translation>
        </message>
        <message>
            <source>Final score: {t0} {s0}, {t1} {s1}.</source>
            <translation>Final score: {t0} {s0}, {t1} {s1}.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
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
            <source>made</source>
            <translation>made</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>failed</translation>
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
            <source>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</source>
            <translation>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</translation>
        </message>
        <message>
            <source>{name}, your bid</source>
            <translation>{name}, your bid</translation>
        </message>
        <message>
            <source>Your partner bid {n}.</source>
            <translation>Your partner bid {n}.</translation>
        </message>
        <message>
            <source>Your partner bid nil.</source>
            <translation>Your partner bid nil.</translation>
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
            <source>Bid {n} selected: press Enter to confirm.</source>
            <translation>Bid {n} selected: press Enter to confirm.</translation>
        </message>
        <message>
            <source>Nil selected: press Enter to confirm.</source>
            <translation>Nil selected: press Enter to confirm.</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Thinking about a hint…</translation>
        </message>
        <message>
            <source>Hint: bid {n}.</source>
            <translation>Hint: bid {n}.</translation>
        </message>
        <message>
            <source>Hint: bid nil.</source>
            <translation>Hint: bid nil.</translation>
        </message>
        <message>
            <source>Hint: {card}.</source>
            <translation>Hint: {card}.</translation>
        </message>
        <message>
            <source>No trick has been played yet in this hand.</source>
            <translation>No trick has been played yet in this hand.</translation>
        </message>
        <message>
            <source>Last trick: {name} took it</source>
            <translation>Last trick: {name} took it</translation>
        </message>
    </context>
    <context>
        <name>GamePlugin</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Card table</source>
            <translation>Card table</translation>
        </message>
        <message>
            <source>Welcome! Choose Game &gt; New game to start.</source>
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
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <source>The new language will be used the next time the program starts.</source>
            <translation>The new language will be used the next time the program starts.</translation>
        </message>
        <message>
            <source>Card table — {game}</source>
            <translation>Card table — {game}</translation>
        </message>
        <message>
            <source>Computer {n}</source>
            <translation>Computer {n}</translation>
        </message>
        <message>
            <source>Saved game unreadable</source>
            <translation>Saved game unreadable</translation>
        </message>
        <message>
            <source>The saved game could not be read ({reason}). It was kept aside as {file} and a new game can start.</source>
            <translation>The saved game could not be read ({reason}). It was kept aside as {file} and a new game can start.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>A game of {game} was not finished. Resume it?</source>
            <translation>A game of {game} was not finished. Resume it?</translation>
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
        <name>NamePlate</name>
        <message>
            <source>D</source>
            <comment>dealer chip (donneur)</comment>
            <translation>D</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Easy</source>
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
            <source>Four players, each on their own. Lowest total wins.</source>
            <translation>Four players, each on their own. Lowest total wins.</translation>
        </message>
        <message>
            <source>Ask the others for cards to complete sets of four. Most tokens wins.</source>
            <translation>Ask the others for cards to complete sets of four. Most tokens wins.</translation>
        </message>
        <message>
            <source>Keep the points of your four hidden cards as low as you can. Lowest total wins.</source>
            <translation>Keep the points of your four hidden cards as low as you can. Lowest total wins.</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Seat {n}</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
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
            <source>Who plays this seat: a person at the screen or the computer</source>
            <translation>Who plays this seat: a person at the screen or the computer</translation>
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
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>{level} (imposed)</source>
            <translation>{level} (imposed)</translation>
        </message>
        <message>
            <source>Level set by the rules of the game: {level}</source>
            <translation>Level set by the rules of the game: {level}</translation>
        </message>
        <message>
            <source>How well the computer plays this seat</source>
            <translation>How well the computer plays this seat</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of this game are not written yet.</source>
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
        <name>ScoreModel</name>
        <message>
            <source>{group}: {total} in all</source>
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
            <translation>Details</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetDock</name>
        <message>
            <source>Scoresheet</source>
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
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>No game in progress</source>
            <translation>No game in progress</translation>
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
        <name>TableDirector</name>
        <message>
            <source>{name}'s turn</source>
            <translation>{name}'s turn</translation>
        </message>
        <message>
            <source>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</source>
            <translation>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</translation>
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
            <source>with --demo: play without animations, print the final totals as JSON and quit</source>
            <translation>with --demo: play without animations, print the final totals as JSON and quit</translation>
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
            <source>--exit only makes sense with --demo.</source>
            <translation>--exit only makes sense with --demo.</translation>
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
            <source>Les Auteurs</source>
            <translation>Les Auteurs</translation>
        </message>
        <message>
            <source>Deutch</source>
            <translation>Deutch</translation>
        </message>
        <message>
            <source>spades</source>
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
            <source>{n} bag</source>
            <translation>{n} bag</translation>
        </message>
        <message>
            <source>{n} bags</source>
            <translation>{n} bags</translation>
        </message>
        <message>
            <source>{n} trick</source>
            <translation>{n} trick</translation>
        </message>
        <message>
            <source>{n} tricks</source>
            <translation>{n} tricks</translation>
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
    </context>
</TS>
