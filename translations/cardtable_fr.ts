<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>MainWindow</name>
        <message>
            <source>Card table</source>
            <translation>Table de cartes</translation>
        </message>
        <message>
            <source>Welcome! Choose Game &gt; New game to start.</source>
            <translation>Bienvenue ! Choisissez Partie &gt; Nouvelle partie pour commencer.</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>À &amp;propos</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Affic&amp;hage</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>&amp;Vitesse des animations</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The new language will be used the next time the program starts.</source>
            <translation>La nouvelle langue sera utilisée au prochain démarrage du programme.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>No game is available yet.</source>
            <translation>Aucun jeu n'est encore disponible.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>About Card table</source>
            <translation>À propos de Table de cartes</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Card table {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique and Deutch, to play offline against the computer or with the family on one screen.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Table de cartes {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique et Deutch, à jouer hors ligne contre l'ordinateur ou en famille sur un seul écran.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>Card table: Peech, Les Auteurs, Atout Pique and Deutch.</source>
            <translation>Table de cartes : Peech, Les Auteurs, Atout Pique et Deutch.</translation>
        </message>
        <message>
            <source>language of the interface (default: French)</source>
            <translation>langue de l'interface (par défaut : français)</translation>
        </message>
        <message>
            <source>open the table with every seat played by the computer</source>
            <translation>ouvrir la table avec toutes les places jouées par l'ordinateur</translation>
        </message>
        <message>
            <source>seed of the demo game (default: 1)</source>
            <translation>graine de la partie de démonstration (par défaut : 1)</translation>
        </message>
        <message>
            <source>level of the computer players (default: intermediaire)</source>
            <translation>niveau des joueurs ordinateur (par défaut : intermediaire)</translation>
        </message>
        <message>
            <source>with --demo: play without animations, print the final totals as JSON and quit</source>
            <translation>avec --demo : jouer sans animations, afficher les totaux finaux en JSON et quitter</translation>
        </message>
        <message>
            <source>show the version and quit</source>
            <translation>afficher la version et quitter</translation>
        </message>
        <message>
            <source>show this help and quit</source>
            <translation>afficher cette aide et quitter</translation>
        </message>
        <message>
            <source>The game {game} is not available yet in this version.</source>
            <translation>Le jeu {game} n'est pas encore disponible dans cette version.</translation>
        </message>
        <message>
            <source>Unknown game {game}; the games are: {games}.</source>
            <translation>Jeu inconnu : {game} ; les jeux sont : {games}.</translation>
        </message>
        <message>
            <source>--exit only makes sense with --demo.</source>
            <translation>--exit ne s'utilise qu'avec --demo.</translation>
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
            <translation>Points pour gagner</translation>
        </message>
        <message>
            <source>Blind nil (±200)</source>
            <translation>Zéro aveugle (±200)</translation>
        </message>
        <message>
            <source>A team at −200 or less loses</source>
            <translation>Une équipe à −200 ou moins perd</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n'est pas votre tour.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>Ce coup n'est pas permis maintenant.</translation>
        </message>
        <message>
            <source>You must bid now.</source>
            <translation>Vous devez miser maintenant.</translation>
        </message>
        <message>
            <source>Bids are from 0 to 13.</source>
            <translation>Les mises vont de 0 à 13.</translation>
        </message>
        <message>
            <source>Blind nil is not allowed in this game.</source>
            <translation>Le zéro aveugle n'est pas permis dans cette partie.</translation>
        </message>
        <message>
            <source>A blind bid can only be nil.</source>
            <translation>Une mise aveugle ne peut être que zéro.</translation>
        </message>
        <message>
            <source>Blind nil is only allowed when your team trails by {points} points or more.</source>
            <translation>Le zéro aveugle n'est permis que si votre équipe est menée d'au moins {points} points.</translation>
        </message>
        <message>
            <source>You must play a card now.</source>
            <translation>Vous devez jouer une carte maintenant.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>Vous n'avez pas cette carte.</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}.</source>
            <translation>Vous devez fournir à la couleur demandée : {suit}.</translation>
        </message>
        <message>
            <source>You may not lead a spade to the first trick.</source>
            <translation>Vous ne pouvez pas entamer le premier pli par un pique.</translation>
        </message>
        <message>
            <source>Spades are not broken yet.</source>
            <translation>Le pique n'est pas encore ouvert.</translation>
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
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
    </context>
</TS>
