<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AtoutPique</name>
        <message>
            <source>Your bid</source>
            <translation>Votre mise</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernier pli</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Zéro</translation>
        </message>
        <message>
            <source>Bid nil: take no trick at all (+100 if made, −100 if not)</source>
            <translation>Miser zéro : ne faire aucun pli (+100 si réussi, −100 sinon)</translation>
        </message>
        <message>
            <source>Bid {n}: your team must take at least your bids added up</source>
            <translation>Miser {n} : votre équipe doit faire au moins la somme de vos mises</translation>
        </message>
        <message>
            <source>Suggest a bid</source>
            <translation>Proposer une mise</translation>
        </message>
        <message>
            <source>Blind nil (±200)</source>
            <translation>Zéro aveugle (±200)</translation>
        </message>
        <message>
            <source>Look at my cards</source>
            <translation>Voir mes cartes</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>Bid: …</source>
            <translation>Mise : …</translation>
        </message>
        <message>
            <source>Blind nil</source>
            <translation>Zéro aveugle</translation>
        </message>
        <message>
            <source>tricks: {n}</source>
            <translation>plis : {n}</translation>
        </message>
        <message>
            <source>Bid {b} · tricks: {n}</source>
            <translation>Mise {b} · plis : {n}</translation>
        </message>
        <message>
            <source>{score} pts</source>
            <translation>{score} pts</translation>
        </message>
        <message>
            <source>Hand {n}: {name} bids first.</source>
            <translation>Donne {n} : {name} parle en premier.</translation>
        </message>
        <message>
            <source>{name}: blind nil!</source>
            <translation>{name} : zéro aveugle !</translation>
        </message>
        <message>
            <source>{name}: nil!</source>
            <translation>{name} : zéro !</translation>
        </message>
        <message>
            <source>{name} bids {n}</source>
            <translation>{name} mise {n}</translation>
        </message>
        <message>
            <source>Contracts: {t0} {c0}, {t1} {c1}. {name} leads.</source>
            <translation>Contrats : {t0} {c0}, {t1} {c1}. {name} entame.</translation>
        </message>
        <message>
            <source>Spades are broken!</source>
            <translation>Le pique est ouvert !</translation>
        </message>
        <message>
            <source>{name} takes the trick.</source>
            <translation>{name} remporte le pli.</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Donne {n}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Donne suivante</translation>
        </message>
        <message>
            <source>{team} win!</source>
            <translation>{team} gagnent !</translation>
        </message>
        <message>
            <source>Victory! {team} win!</source>
            <translation>Victoire ! {team} gagnent !</translation>
        </message>
        <message>
            <source>Final score: {t0} {s0}, {t1} {s1}.</source>
            <translation>Score final : {t0} {s0}, {t1} {s1}.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contrat</translation>
        </message>
        <message>
            <source>Tricks counted</source>
            <translation>Plis comptés</translation>
        </message>
        <message>
            <source>Contract points</source>
            <translation>Points du contrat</translation>
        </message>
        <message>
            <source>Bags this hand</source>
            <translation>Sacs de la donne</translation>
        </message>
        <message>
            <source>made</source>
            <translation>réussi</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>chuté</translation>
        </message>
        <message>
            <source>Bag penalty</source>
            <translation>Pénalité de sacs</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Bags in reserve</source>
            <translation>Sacs en réserve</translation>
        </message>
        <message>
            <source>Boston! {team} took all 13 tricks.</source>
            <translation>Boston ! {team} ont fait les 13 plis.</translation>
        </message>
        <message>
            <source>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</source>
            <translation>À vous : glissez une carte au centre, cliquez dessus, ou utilisez les flèches et Entrée.</translation>
        </message>
        <message>
            <source>{name}, your bid</source>
            <translation>{name}, votre mise</translation>
        </message>
        <message>
            <source>Your partner bid {n}.</source>
            <translation>Votre partenaire a misé {n}.</translation>
        </message>
        <message>
            <source>Your partner bid nil.</source>
            <translation>Votre partenaire a misé zéro.</translation>
        </message>
        <message>
            <source>Your team trails: you may bid blind nil before looking at your cards.</source>
            <translation>Votre équipe est menée : vous pouvez miser zéro aveugle avant de regarder vos cartes.</translation>
        </message>
        <message>
            <source>How many tricks will you take?</source>
            <translation>Combien de plis ferez-vous ?</translation>
        </message>
        <message>
            <source>Bid {n} selected: press Enter to confirm.</source>
            <translation>Mise {n} choisie : appuyez sur Entrée pour confirmer.</translation>
        </message>
        <message>
            <source>Nil selected: press Enter to confirm.</source>
            <translation>Zéro choisi : appuyez sur Entrée pour confirmer.</translation>
        </message>
        <message>
            <source>Thinking about a hint…</source>
            <translation>Recherche d'un conseil…</translation>
        </message>
        <message>
            <source>Hint: bid {n}.</source>
            <translation>Conseil : misez {n}.</translation>
        </message>
        <message>
            <source>Hint: bid nil.</source>
            <translation>Conseil : misez zéro.</translation>
        </message>
        <message>
            <source>Hint: {card}.</source>
            <translation>Conseil : {card}.</translation>
        </message>
        <message>
            <source>No trick has been played yet in this hand.</source>
            <translation>Aucun pli n'a encore été joué dans cette donne.</translation>
        </message>
        <message>
            <source>Last trick: {name} took it</source>
            <translation>Dernier pli : remporté par {name}</translation>
        </message>
    </context>
    <context>
        <name>GamePlugin</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
    </context>
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
            <source>&amp;Cards</source>
            <translation>&amp;Cartes</translation>
        </message>
        <message>
            <source>Classic (two colours)</source>
            <translation>Classiques (deux couleurs)</translation>
        </message>
        <message>
            <source>Four colours</source>
            <translation>Quatre couleurs</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Grey</source>
            <translation>Gris</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>Couleur du &amp;tapis</translation>
        </message>
        <message>
            <source>&amp;Dim the cards you may not play</source>
            <translation>&amp;Assombrir les cartes injouables</translation>
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
            <source>Card table — {game}</source>
            <translation>Table de cartes — {game}</translation>
        </message>
        <message>
            <source>Computer {n}</source>
            <translation>Ordinateur {n}</translation>
        </message>
        <message>
            <source>Saved game unreadable</source>
            <translation>Partie enregistrée illisible</translation>
        </message>
        <message>
            <source>The saved game could not be read ({reason}). It was kept aside as {file} and a new game can start.</source>
            <translation>La partie enregistrée n'a pas pu être lue ({reason}). Elle a été mise de côté sous le nom {file} et une nouvelle partie peut commencer.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>A game of {game} was not finished. Resume it?</source>
            <translation>Une partie de {game} n'est pas terminée. La reprendre ?</translation>
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
            <translation>Facile</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermédiaire</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>A beginner: simple bids, plays without much planning</source>
            <translation>Un débutant : annonces simples, joue sans trop réfléchir</translation>
        </message>
        <message>
            <source>A steady family player</source>
            <translation>Un joueur de famille solide</translation>
        </message>
        <message>
            <source>Remembers every card played and works out the hidden hands</source>
            <translation>Se souvient de toutes les cartes jouées et devine les mains cachées</translation>
        </message>
        <message>
            <source>South (you, at the bottom)</source>
            <translation>Sud (vous, en bas)</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ouest</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>Partners sit opposite each other: South and North against West and East. The computer partner of a human always plays at the Hard level; the level chosen is the opponents'.</source>
            <translation>Les partenaires sont assis face à face : Sud et Nord contre Ouest et Est. Le partenaire d'un joueur humain joue toujours au niveau Difficile ; le niveau choisi est celui des adversaires.</translation>
        </message>
        <message>
            <source>Four players, each on their own. Lowest total wins.</source>
            <translation>Quatre joueurs, chacun pour soi. Le plus petit total gagne.</translation>
        </message>
        <message>
            <source>Ask the others for cards to complete sets of four. Most tokens wins.</source>
            <translation>Réunissez les quatre cartes d'une même valeur en les demandant aux autres. Le plus de jetons gagne.</translation>
        </message>
        <message>
            <source>Keep the points of your four hidden cards as low as you can. Lowest total wins.</source>
            <translation>Gardez le moins de points possible dans vos quatre cartes cachées. Le plus petit total gagne.</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Place {n}</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Abandon the game in progress?</source>
            <translation>Abandonner la partie en cours ?</translation>
        </message>
        <message>
            <source>The game in progress will be lost.</source>
            <translation>La partie en cours sera perdue.</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <source>Who plays this seat: a person at the screen or the computer</source>
            <translation>Qui joue à cette place : une personne devant l'écran ou l'ordinateur</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Jeu :</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>J&amp;oueurs :</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Joué par</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>{level} (imposed)</source>
            <translation>{level} (imposé)</translation>
        </message>
        <message>
            <source>Level set by the rules of the game: {level}</source>
            <translation>Niveau imposé par la règle du jeu : {level}</translation>
        </message>
        <message>
            <source>How well the computer plays this seat</source>
            <translation>La force de l'ordinateur à cette place</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of this game are not written yet.</source>
            <translation>Les règles de ce jeu ne sont pas encore écrites.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Jeu :</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Rules — {game}</source>
            <translation>Règles — {game}</translation>
        </message>
    </context>
    <context>
        <name>ScoreModel</name>
        <message>
            <source>{group}: {total} in all</source>
            <translation>{group} : {total} au total</translation>
        </message>
        <message>
            <source>In the lead</source>
            <translation>En tête</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>{first} against {second}</source>
            <translation>{first} contre {second}</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détail</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetDock</name>
        <message>
            <source>Scoresheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exporter en CSV…</translation>
        </message>
        <message>
            <source>Save the scoresheet as a CSV file for a spreadsheet</source>
            <translation>Enregistrer la feuille de marque en CSV, pour un tableur</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <source>Save the scoresheet as a PDF document</source>
            <translation>Enregistrer la feuille de marque en document PDF</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Print the scoresheet</source>
            <translation>Imprimer la feuille de marque</translation>
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
            <translation>Aucune partie en cours</translation>
        </message>
        <message>
            <source>scoresheet-{game}</source>
            <translation>feuille-de-marque-{game}</translation>
        </message>
        <message>
            <source>Export the scoresheet</source>
            <translation>Exporter la feuille de marque</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Save the scoresheet as PDF</source>
            <translation>Enregistrer la feuille de marque en PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The file {path} could not be written.</source>
            <translation>Impossible d'écrire le fichier {path}.</translation>
        </message>
    </context>
    <context>
        <name>TableDirector</name>
        <message>
            <source>{name}'s turn</source>
            <translation>Au tour de {name}</translation>
        </message>
        <message>
            <source>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</source>
            <translation>Passez l'écran à {name}. {name}, cliquez n'importe où quand vous êtes prêt ou prête à voir vos cartes.</translation>
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
    <context>
        <name>scoresheet</name>
        <message>
            <source>Bid</source>
            <translation>Mise</translation>
        </message>
        <message>
            <source>The team's contract: the partners' bids added up (nil bids excluded)</source>
            <translation>Contrat de l'équipe : les mises des deux partenaires additionnées (hors zéros)</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Plis</translation>
        </message>
        <message>
            <source>Tricks taken by the two partners</source>
            <translation>Plis remportés par les deux partenaires</translation>
        </message>
        <message>
            <source>Bags</source>
            <translation>Sacs</translation>
        </message>
        <message>
            <source>Bags in reserve after the hand (at 10 bags: −100 points)</source>
            <translation>Sacs en réserve après la donne (à 10 sacs : −100 points)</translation>
        </message>
        <message>
            <source>Nil</source>
            <translation>Zéro</translation>
        </message>
        <message>
            <source>Nil bids: ✓ made (+100), ✗ failed (−100)</source>
            <translation>Mises de zéro : ✓ réussie (+100), ✗ ratée (−100)</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Points scored by the team in this hand</source>
            <translation>Points marqués par l'équipe pendant la donne</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The team's score after the hand</source>
            <translation>Score de l'équipe après la donne</translation>
        </message>
        <message>
            <source>{n} bag</source>
            <translation>{n} sac</translation>
        </message>
        <message>
            <source>{n} bags</source>
            <translation>{n} sacs</translation>
        </message>
        <message>
            <source>{n} trick</source>
            <translation>{n} pli</translation>
        </message>
        <message>
            <source>{n} tricks</source>
            <translation>{n} plis</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Place {n}</translation>
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
            <translation>Donne {n}</translation>
        </message>
        <message>
            <source>{hand}: {summary}</source>
            <translation>{hand} : {summary}</translation>
        </message>
        <message>
            <source>; </source>
            <translation> ; </translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>zéro à l'aveugle</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>zéro</translation>
        </message>
        <message>
            <source>{name} {bid}</source>
            <translation>{name} {bid}</translation>
        </message>
        <message>
            <source>Bids: {bids} → contract of {contract}</source>
            <translation>Mises : {bids} → contrat de {contract}</translation>
        </message>
        <message>
            <source>Tricks: {tricks} ({total} in all)</source>
            <translation>Plis : {tricks} ({total} au total)</translation>
        </message>
        <message>
            <source>{name} {n}</source>
            <translation>{name} {n}</translation>
        </message>
        <message>
            <source>{name}: failed nil, {tricks} counted toward the contract</source>
            <translation>{name} : zéro raté, {tricks} à compter pour le contrat</translation>
        </message>
        <message>
            <source>Boston: the team took all 13 tricks!</source>
            <translation>Boston : l'équipe a fait les 13 plis !</translation>
        </message>
        <message>
            <source>{bags} this hand, {reserve} in reserve (10 bags cost 100 points)</source>
            <translation>{bags} cette donne, {reserve} en réserve (10 sacs coûtent 100 points)</translation>
        </message>
        <message>
            <source>{count} bags reached: {points}</source>
            <translation>{count} sacs atteints : {points}</translation>
        </message>
        <message>
            <source>{name}: blind nil made → {points}</source>
            <translation>{name} : zéro à l'aveugle réussi → {points}</translation>
        </message>
        <message>
            <source>{name}: nil made → {points}</source>
            <translation>{name} : zéro réussi → {points}</translation>
        </message>
        <message>
            <source>blind nil made ({name})</source>
            <translation>zéro à l'aveugle réussi ({name})</translation>
        </message>
        <message>
            <source>nil made ({name})</source>
            <translation>zéro réussi ({name})</translation>
        </message>
        <message>
            <source>{name}: blind nil failed ({tricks}) → {points}</source>
            <translation>{name} : zéro à l'aveugle raté ({tricks}) → {points}</translation>
        </message>
        <message>
            <source>{name}: nil failed ({tricks}) → {points}</source>
            <translation>{name} : zéro raté ({tricks}) → {points}</translation>
        </message>
        <message>
            <source>blind nil failed ({name})</source>
            <translation>zéro à l'aveugle raté ({name})</translation>
        </message>
        <message>
            <source>nil failed ({name})</source>
            <translation>zéro raté ({name})</translation>
        </message>
        <message>
            <source>No nil bid</source>
            <translation>Pas de mise de zéro</translation>
        </message>
        <message>
            <source>Contract {contract} ({parts})</source>
            <translation>Contrat de {contract} ({parts})</translation>
        </message>
        <message>
            <source>Contract {contract}</source>
            <translation>Contrat de {contract}</translation>
        </message>
        <message>
            <source>{contract}: {counted} counted ≥ {target} → {points}</source>
            <translation>{contract} : {counted} ≥ {target} → {points}</translation>
        </message>
        <message>
            <source>, {bags} → {points}</source>
            <translation>, {bags} → {points}</translation>
        </message>
        <message>
            <source>bid of {n} made</source>
            <translation>mise de {n} réussie</translation>
        </message>
        <message>
            <source>{contract}: {counted} counted &lt; {target} → {points}</source>
            <translation>{contract} : {counted} &lt; {target} → {points}</translation>
        </message>
        <message>
            <source>bid of {n} failed</source>
            <translation>mise de {n} ratée</translation>
        </message>
        <message>
            <source>No contract (two nils): every trick is a bag, {bags} → {points}</source>
            <translation>Pas de contrat (deux zéros) : chaque pli est un sac, {bags} → {points}</translation>
        </message>
        <message>
            <source>{count} bags: {points}</source>
            <translation>{count} sacs : {points}</translation>
        </message>
        <message>
            <source>Boston!</source>
            <translation>Boston !</translation>
        </message>
        <message>
            <source>Points for the hand: {points}</source>
            <translation>Points de la donne : {points}</translation>
        </message>
        <message>
            <source>Score after hand {hand}: {before} {sign} {points} = {score}</source>
            <translation>Score après la donne {hand} : {before} {sign} {points} = {score}</translation>
        </message>
    </context>
</TS>
