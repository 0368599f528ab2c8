<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>No game is available yet.</source>
            <translation>No game is available yet.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
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
</TS>
