<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>face-down card</source>
        <extracomment>the translation context of the table&apos;s accessible texts</extracomment>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>What lies on the table</source>
        <translation>Ce qui est sur la table</translation>
    </message>
    <message>
        <source>{card}, face down</source>
        <translation>{card}, face cachée</translation>
    </message>
    <message>
        <source>card {n}: {card}</source>
        <translation>carte {n}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Middle of the table</source>
        <translation>Milieu de la table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Your row</source>
        <translation>Votre rangée</translation>
    </message>
    <message>
        <source>Your cards: {pile}</source>
        <translation>Vos cartes&#xa0;: {pile}</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vos cartes</translation>
    </message>
    <message>
        <source>Cannot be played now.</source>
        <translation>Ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>{card} by {name}</source>
        <translation>{card} de {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{pile}: {count}, on top {card}</source>
        <translation>{pile}&#xa0;: {count}, dessus&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{pile}: {cards}</source>
        <translation>{pile}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{pile}: {count}, showing {cards}</source>
        <translation>{pile}&#xa0;: {count}, dont visibles&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>your {card}</source>
        <translation>votre {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Nothing in the middle of the table.</source>
        <translation>Rien au milieu de la table.</translation>
    </message>
    <message>
        <source>To play: {names}.</source>
        <translation>À jouer&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>No hand to read now.</source>
        <translation>Pas de main à lire maintenant.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n face-down card(s).</source>
        <translation>
            <numerusform>Votre main&#xa0;: %n carte face cachée.</numerusform>
            <numerusform>Votre main&#xa0;: %n cartes face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>{suit}: {ranks}</source>
        <translation>{suit}&#xa0;: {ranks}</translation>
    </message>
    <message>
        <source>Your hand: {suits}.</source>
        <translation>Votre main&#xa0;: {suits}.</translation>
    </message>
    <message>
        <source>This game has no tricks.</source>
        <translation>Ce jeu n&apos;a pas de plis.</translation>
    </message>
    <message>
        <source>{title}: {cards}</source>
        <translation>{title}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Nothing more to read in this game.</source>
        <translation>Rien de plus à lire dans ce jeu.</translation>
    </message>
    <message>
        <source>Key not used here. The keys: Help menu, Keyboard and screen readers.</source>
        <translation>Touche sans effet ici. Les touches&#xa0;: menu Aide, Clavier et lecteurs d&apos;écran.</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>pas vue</translation>
    </message>
    <message>
        <source>Your row: {cards}.</source>
        <translation>Votre rangée&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>{title}: {lines}.</source>
        <translation>{title}&#xa0;: {lines}.</translation>
    </message>
    <message>
        <source>The middle of the table, and whose turn it is</source>
        <extracomment>the keys that read the table (F-keys: no game and no menu uses them, and Deutch&apos;s rapidité keys, chosen by the players, are letters); the help&apos;s rows</extracomment>
        <translation>Le milieu de la table, et à qui c&apos;est le tour</translation>
    </message>
    <message>
        <source>The players: scores, bids, tricks, whose turn</source>
        <translation>Les joueurs&#xa0;: scores, mises, plis, à qui le tour</translation>
    </message>
    <message>
        <source>Your hand, suit by suit (Deutch: the card you drew, your row)</source>
        <translation>Votre main, couleur par couleur (Deutch&#xa0;: la carte piochée, votre rangée)</translation>
    </message>
    <message>
        <source>The last trick or battle</source>
        <translation>Le dernier pli ou la dernière bataille</translation>
    </message>
    <message>
        <source>This game&apos;s own state: your target (Peech), what you know of your row (Deutch), the ask log (Les Auteurs)</source>
        <translation>Ce qui est propre au jeu&#xa0;: votre carte de coups (Peech), ce que vous savez de votre rangée (Deutch), le journal des demandes (Les Auteurs)</translation>
    </message>
    <message>
        <source>The last line said, again</source>
        <translation>La dernière phrase dite, à nouveau</translation>
    </message>
</context>
<context>
    <name>AtoutPique</name>
    <message>
        <source>Your bid</source>
        <translation>Votre mise</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Zéro</translation>
    </message>
    <message>
        <source>Contracts: {t0} {c0}, {t1} {c1}. You lead.</source>
        <translation>Contrats&#xa0;: {t0} {c0}, {t1} {c1}. Vous entamez.</translation>
    </message>
    <message>
        <source>Bid nil: take no trick at all (+100 if made, −100 if not)</source>
        <translation>Miser zéro&#xa0;: ne faire aucun pli (+100 si réussi, −100 sinon)</translation>
    </message>
    <message>
        <source>Bid {n}: your team must take at least your bids added up</source>
        <translation>Miser {n}&#xa0;: votre équipe doit faire au moins la somme de vos mises</translation>
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
        <source>Bid: …</source>
        <translation>Mise&#xa0;: …</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>Zéro aveugle</translation>
    </message>
    <message>
        <source>tricks: {n}</source>
        <translation>plis&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Bid {b} · tricks: {n}</source>
        <translation>Mise {b} · plis&#xa0;: {n}</translation>
    </message>
    <message>
        <source>{score} pts</source>
        <translation>{score} pts</translation>
    </message>
    <message>
        <source>Hand {n}: you bid first.</source>
        <translation>Donne {n}&#xa0;: vous parlez en premier.</translation>
    </message>
    <message>
        <source>Hand {n}: {name} bids first.</source>
        <translation>Donne {n}&#xa0;: {name} parle en premier.</translation>
    </message>
    <message>
        <source>You bid blind nil!</source>
        <translation>Vous misez zéro aveugle&#xa0;!</translation>
    </message>
    <message>
        <source>{name}: blind nil!</source>
        <translation>{name}&#xa0;: zéro aveugle&#xa0;!</translation>
    </message>
    <message>
        <source>You bid nil!</source>
        <translation>Vous misez zéro&#xa0;!</translation>
    </message>
    <message>
        <source>{name}: nil!</source>
        <translation>{name}&#xa0;: zéro&#xa0;!</translation>
    </message>
    <message>
        <source>You bid {n}</source>
        <translation>Vous misez {n}</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} mise {n}</translation>
    </message>
    <message>
        <source>Contracts: {t0} {c0}, {t1} {c1}. {name} leads.</source>
        <translation>Contrats&#xa0;: {t0} {c0}, {t1} {c1}. {name} entame.</translation>
    </message>
    <message>
        <source>Spades are broken!</source>
        <translation>Le pique est ouvert&#xa0;!</translation>
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
        <source>Victory! You and {partner} win!</source>
        <translation>Victoire&#xa0;! {partner} et vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>You lose: {team} win.</source>
        <translation>Perdu&#xa0;: {team} gagnent.</translation>
    </message>
    <message>
        <source>Victory! {team} win!</source>
        <translation>Victoire&#xa0;! {team} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>{team} win!</source>
        <translation>{team} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>Final score: {t0} {s0}, {t1} {s1}.</source>
        <translation>Score final&#xa0;: {t0} {s0}, {t1} {s1}.</translation>
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
        <translation>Boston&#xa0;! {team} ont fait les 13 plis.</translation>
    </message>
    <message>
        <source>You make your nil {points}</source>
        <translation>Vous réussissez votre zéro {points}</translation>
    </message>
    <message>
        <source>You fail your nil {points}</source>
        <translation>Vous chutez votre zéro {points}</translation>
    </message>
    <message>
        <source>{name} makes nil {points}</source>
        <translation>{name} réussit son zéro {points}</translation>
    </message>
    <message>
        <source>{name} fails nil {points}</source>
        <translation>{name} chute son zéro {points}</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>zéro aveugle</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>zéro</translation>
    </message>
    <message>
        <source>{name} (partner)</source>
        <translation>{name} (partenaire)</translation>
    </message>
    <message>
        <source>{name}: {bid}</source>
        <translation>{name}&#xa0;: {bid}</translation>
    </message>
    <message>
        <source>You bid first.</source>
        <translation>Vous parlez en premier.</translation>
    </message>
    <message>
        <source>{name} bids first.</source>
        <translation>{name} parle en premier.</translation>
    </message>
    <message>
        <source>Bids so far: {bids}.</source>
        <translation>Mises déjà faites&#xa0;: {bids}.</translation>
    </message>
    <message>
        <source>{name}, your bid</source>
        <translation>{name}, votre mise</translation>
    </message>
    <message>
        <source>Your team trails: you may bid blind nil before looking at your cards.</source>
        <translation>Votre équipe est menée&#xa0;: vous pouvez miser zéro aveugle avant de regarder vos cartes.</translation>
    </message>
    <message>
        <source>How many tricks will you take?</source>
        <translation>Combien de plis ferez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>No bid chosen: type a number (N for nil), then Enter.</source>
        <translation>Aucune mise choisie&#xa0;: tapez un nombre (N pour zéro), puis Entrée.</translation>
    </message>
    <message>
        <source>Bid {n} selected: press Enter to confirm.</source>
        <translation>Mise {n} choisie&#xa0;: appuyez sur Entrée pour confirmer.</translation>
    </message>
    <message>
        <source>Nil selected: press Enter to confirm.</source>
        <translation>Zéro choisi&#xa0;: appuyez sur Entrée pour confirmer.</translation>
    </message>
    <message>
        <source>Hint: bid blind nil.</source>
        <translation>Conseil&#xa0;: misez zéro aveugle.</translation>
    </message>
    <message>
        <source>Hint: look at your cards.</source>
        <translation>Conseil&#xa0;: regardez vos cartes.</translation>
    </message>
    <message>
        <source>Hint: bid {n}.</source>
        <translation>Conseil&#xa0;: misez {n}.</translation>
    </message>
    <message>
        <source>Hint: bid nil.</source>
        <translation>Conseil&#xa0;: misez zéro.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n sure trick(s).</source>
        <translation>
            <numerusform>Vous avez %n levée sûre.</numerusform>
            <numerusform>Vous avez %n levées sûres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand should take about %n trick(s)</source>
        <translation>
            <numerusform>Votre main devrait faire environ %n pli</numerusform>
            <numerusform>Votre main devrait faire environ %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n sure).</source>
        <translation>
            <numerusform>(%n sûr).</numerusform>
            <numerusform>(%n sûrs).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards are low: nil is worth the risk.</source>
        <translation>Vos cartes sont basses&#xa0;: le zéro vaut le risque.</translation>
    </message>
    <message>
        <source>Your team is far behind: blind nil can catch up.</source>
        <translation>Votre équipe est loin derrière&#xa0;: le zéro aveugle peut la faire revenir.</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>C&apos;est la seule carte que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>Your {card} is the highest card left in its suit.</source>
        <translation>Votre {card} est la carte maîtresse&#xa0;: la plus haute restante de sa couleur.</translation>
    </message>
    <message>
        <source>Only your own cards are higher than your {card} in its suit: it does as well as they do.</source>
        <translation>Personne d&apos;autre n&apos;a plus haut que votre {card} dans sa couleur&#xa0;: cette carte vaut autant que vos plus hautes.</translation>
    </message>
    <message>
        <source>Your partner already has the trick: keep your good cards.</source>
        <translation>Votre partenaire a déjà le pli&#xa0;: gardez vos bonnes cartes.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick so far: keep your good cards.</source>
        <translation>Votre partenaire mène le pli pour l&apos;instant&#xa0;: gardez vos bonnes cartes.</translation>
    </message>
    <message>
        <source>It is the cheapest card that takes the trick.</source>
        <translation>C&apos;est la plus petite carte qui remporte le pli.</translation>
    </message>
    <message>
        <source>Take the trick high: a lower card could be beaten by the players after you.</source>
        <translation>Prenez le pli avec une carte haute&#xa0;: une plus petite pourrait être battue par les joueurs qui suivent.</translation>
    </message>
    <message>
        <source>You cannot follow suit: a spade takes the trick.</source>
        <translation>Vous ne pouvez pas fournir&#xa0;: un pique remporte le pli.</translation>
    </message>
    <message>
        <source>You cannot take this trick: play your lowest card.</source>
        <translation>Vous ne pouvez pas prendre ce pli&#xa0;: jouez votre plus petite carte.</translation>
    </message>
    <message>
        <source>Keep your high cards for later: play low now.</source>
        <translation>Gardez vos hautes cartes pour plus tard&#xa0;: jouez petit maintenant.</translation>
    </message>
    <message>
        <source>You cannot follow suit: throw away your least useful card.</source>
        <translation>Vous ne pouvez pas fournir&#xa0;: défaussez votre carte la moins utile.</translation>
    </message>
    <message>
        <source>Your contract is made: avoid extra tricks (bags).</source>
        <translation>Votre contrat est fait&#xa0;: évitez les plis en trop (sacs).</translation>
    </message>
    <message>
        <source>You bid nil: play under the winning card.</source>
        <translation>Vous avez misé zéro&#xa0;: jouez sous la carte maîtresse.</translation>
    </message>
    <message>
        <source>You bid nil: lead a low card.</source>
        <translation>Vous avez misé zéro&#xa0;: entamez avec une petite carte.</translation>
    </message>
    <message>
        <source>You bid nil, but every card you may play wins: use the least harmful one.</source>
        <translation>Vous avez misé zéro, mais toutes vos cartes jouables gagnent&#xa0;: jouez la moins coûteuse.</translation>
    </message>
    <message>
        <source>Your partner bid nil: take the trick for them.</source>
        <translation>Votre partenaire a misé zéro&#xa0;: prenez le pli à sa place.</translation>
    </message>
    <message>
        <source>Your partner bid nil: lead high, so that they can play under your card.</source>
        <translation>Votre partenaire a misé zéro&#xa0;: entamez avec une carte haute, pour lui laisser jouer plus bas.</translation>
    </message>
    <message>
        <source>Lead your short suit: you will be able to trump it soon.</source>
        <translation>Entamez votre couleur courte&#xa0;: vous pourrez bientôt couper.</translation>
    </message>
    <message>
        <source>Lead a spade to draw the opponents&apos; trumps.</source>
        <translation>Entamez pique pour faire tomber les atouts adverses.</translation>
    </message>
    <message>
        <source>Lead a low card and keep your high cards.</source>
        <translation>Entamez petit et gardez vos hautes cartes.</translation>
    </message>
    <message>
        <source>An opponent bid nil: play low and make them take a trick.</source>
        <translation>Un adversaire a misé zéro&#xa0;: jouez petit pour lui faire prendre un pli.</translation>
    </message>
    <message>
        <source>Few cards are left: with the rest of the hand played out card by card in each likely deal, this card scores best.</source>
        <translation>Il reste peu de cartes&#xa0;: la fin de la donne jouée carte par carte dans chaque donne probable, c&apos;est cette carte qui rapporte le plus.</translation>
    </message>
    <message>
        <source>Played out over many likely deals, this card scores best.</source>
        <translation>Jouée sur de nombreuses donnes probables, cette carte rapporte le plus.</translation>
    </message>
    <message>
        <source>Played out over many likely deals, nil scores best: your high cards can be thrown away on the others&apos; tricks.</source>
        <translation>Jouée sur de nombreuses donnes probables, la mise de zéro rapporte le plus&#xa0;: vos cartes hautes pourront être défaussées sur les plis des autres.</translation>
    </message>
    <message>
        <source>A blind nil fails far more often than it succeeds: a bid made on your cards scores more.</source>
        <translation>Un zéro aveugle échoue bien plus souvent qu&apos;il ne réussit&#xa0;: une mise faite en voyant vos cartes rapporte davantage.</translation>
    </message>
    <message>
        <source>A failed blind nil would take your team to −200 and lose the game.</source>
        <translation>Un zéro aveugle manqué mettrait votre équipe à −200 et lui ferait perdre la partie.</translation>
    </message>
    <message>
        <source>The opponents should win at the end of this hand and an ordinary bid would not catch them up: it is your last chance.</source>
        <translation>Les adversaires devraient gagner à la fin de cette donne et une mise ordinaire ne les rattraperait pas&#xa0;: c&apos;est votre dernière chance.</translation>
    </message>
    <message>
        <source>Played out over many likely deals, this bid scores best.</source>
        <translation>Jouée sur de nombreuses donnes probables, cette mise rapporte le plus.</translation>
    </message>
</context>
<context>
    <name>Auteurs</name>
    <message>
        <source>aces</source>
        <extracomment>the fewest lines the ask log shows in its place before it looks for another the narrowest the ask log gets (its lines wrapped) to keep its place</extracomment>
        <translation>as</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>six</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>Ask log (J)</source>
        <extracomment>the card&apos;s name with its article: &quot;la dame de pique&quot;, &quot;the queen of spades&quot; the deals whose end the table has shown (the sheet&apos;s rows: the engine records a deal as its last poisson is laid, before the tokens fly) what each part of the log says, from which its lines are written (again with the names as they are now: a seat of a network table named once its person joins, after the draw and the poissons dealt whole: never &quot;Place 2&quot; left in the log): (&quot;draw&quot;, rounds, dealer), (&quot;poisson&quot;, seat, rank), (&quot;ask&quot;, the ask) how the open card prompt was laid out (:meth:`_ask_fitted`), for :meth:`place_prompt` to place it again the same way</extracomment>
        <translation>Journal (J)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
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
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask log shown (J hides it).</source>
        <translation>Journal des demandes affiché (J le masque).</translation>
    </message>
    <message>
        <source>Ask log hidden (J shows it).</source>
        <translation>Journal des demandes masqué (J l&apos;affiche).</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>{asker} → {target}: {card} {answer}</source>
        <translation>{asker} → {target}&#xa0;: {card} {answer}</translation>
    </message>
    <message>
        <source>Draw: {name} {card}</source>
        <extracomment>the longest name the ask log writes whole (a longer one ends with &quot;…&quot;)</extracomment>
        <translation>Tirage&#xa0;: {name} {card}</translation>
    </message>
    <message>
        <source>Draw again: {name} {card}</source>
        <translation>Nouveau tirage&#xa0;: {name} {card}</translation>
    </message>
    <message>
        <source>You deal (highest card).</source>
        <translation>Vous distribuez (plus forte carte).</translation>
    </message>
    <message>
        <source>{name} deals (highest card).</source>
        <translation>{name} distribue (plus forte carte).</translation>
    </message>
    <message>
        <source>You lay the four {rank}</source>
        <translation>Vous posez le poisson des {rank}</translation>
    </message>
    <message>
        <source>{name} lays the four {rank}</source>
        <translation>{name} pose le poisson des {rank}</translation>
    </message>
    <message>
        <source>Ask log</source>
        <translation>Journal des demandes</translation>
    </message>
    <message>
        <source>No ask yet in this deal.</source>
        <translation>Aucune demande dans cette donne.</translation>
    </message>
    <message>
        <source>Tie between {names}: they draw again.</source>
        <translation>Égalité entre {names}&#xa0;: nouveau tirage.</translation>
    </message>
    <message>
        <source>You draw the highest card: you deal.</source>
        <translation>Vous tirez la plus forte carte&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>{name} draws the highest card and deals.</source>
        <translation>{name} tire la plus forte carte et distribue.</translation>
    </message>
    <message>
        <source>Deal {n} of {total}: you deal.</source>
        <extracomment>where the log was last put, and the table&apos;s layout then (:meth:`_journal_layout`) the most lines the log was given room for where it was put the index in :meth:`_journal_spots` of the corner the log was last put in</extracomment>
        <translation>Donne {n} sur {total}&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>Deal {n} of {total}: {name} deals.</source>
        <translation>Donne {n} sur {total}&#xa0;: {name} distribue.</translation>
    </message>
    <message>
        <source>You deal all the cards.</source>
        <translation>Vous distribuez toutes les cartes.</translation>
    </message>
    <message>
        <source>{name} deals all the cards.</source>
        <translation>{name} distribue toutes les cartes.</translation>
    </message>
    <message>
        <source>You lay the four {rank}!</source>
        <translation>Vous posez le poisson des {rank}&#xa0;!</translation>
    </message>
    <message>
        <source>{name} lays the four {rank}!</source>
        <translation>{name} pose le poisson des {rank}&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>+%n token(s)</source>
        <translation>
            <numerusform>+%n jeton</numerusform>
            <numerusform>+%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}: no cards left, skipped.</source>
        <translation>{names}&#xa0;: plus de cartes, tour passé.</translation>
    </message>
    <message>
        <source>{name} asks.</source>
        <translation>{name} demande.</translation>
    </message>
    <message>
        <source>Have you got {card}?</source>
        <translation>As-tu {card}&#xa0;?</translation>
    </message>
    <message>
        <source>{name} asks you for {card}.</source>
        <translation>{name} vous demande {card}.</translation>
    </message>
    <message>
        <source>{name}, have you got {card}?</source>
        <translation>{name}, as-tu {card}&#xa0;?</translation>
    </message>
    <message>
        <source>You ask {target} for {card}.</source>
        <translation>Vous demandez {card} à {target}.</translation>
    </message>
    <message>
        <source>{name} asks {target} for {card}.</source>
        <translation>{name} demande {card} à {target}.</translation>
    </message>
    <message>
        <source>Yes!</source>
        <translation>Oui&#xa0;!</translation>
    </message>
    <message>
        <source>No, I don&apos;t have it.</source>
        <translation>Non, je ne l&apos;ai pas.</translation>
    </message>
    <message>
        <source>{name} does not have it: the turn passes.</source>
        <translation>{name} ne l&apos;a pas&#xa0;: le tour passe.</translation>
    </message>
    <message>
        <source>You do not have it: the turn passes.</source>
        <translation>Vous ne l&apos;avez pas&#xa0;: le tour passe.</translation>
    </message>
    <message>
        <source>You have it: it goes to {name}.</source>
        <translation>Vous l&apos;avez&#xa0;: elle passe à {name}.</translation>
    </message>
    <message>
        <source>{name} has it: it is yours.</source>
        <translation>{name} l&apos;a&#xa0;: elle est à vous.</translation>
    </message>
    <message>
        <source>{name} has it: it goes to {to}.</source>
        <translation>{name} l&apos;a&#xa0;: elle passe à {to}.</translation>
    </message>
    <message>
        <source>Deal {n}: the count</source>
        <translation>Donne {n}&#xa0;: le décompte</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message numerus="yes">
        <source>You win with %n token(s)!</source>
        <translation>
            <numerusform>Vous gagnez avec %n jeton&#xa0;!</numerusform>
            <numerusform>Vous gagnez avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n token(s)!</source>
        <translation>
            <numerusform>{name} gagne avec %n jeton&#xa0;!</numerusform>
            <numerusform>{name} gagne avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ask log: %n ask(s)</source>
        <translation>
            <numerusform>Journal&#xa0;: %n&#xa0;demande</numerusform>
            <numerusform>Journal&#xa0;: %n&#xa0;demandes</numerusform>
        </translation>
    </message>
    <message>
        <source>the {rank}</source>
        <translation>les {rank}</translation>
    </message>
    <message>
        <source>No room for the ask log beside the card prompt: it is back when the prompt closes.</source>
        <translation>Pas de place pour le journal des demandes à côté du choix de la carte&#xa0;: il revient quand ce choix se ferme.</translation>
    </message>
    <message>
        <source>No room for the ask log beside the cards: make the window larger or close the scoresheet (J hides it).</source>
        <translation>Pas de place pour le journal des demandes à côté des cartes&#xa0;: agrandissez la fenêtre ou fermez la feuille de marque (J le cache).</translation>
    </message>
    <message>
        <source>{name} with {card}</source>
        <translation>{name} avec {card}</translation>
    </message>
    <message numerus="yes">
        <source>Ask log, the last %n lines of {total}</source>
        <translation>
            <numerusform>Journal des demandes, la dernière ligne sur {total}</numerusform>
            <numerusform>Journal des demandes, les %n&#xa0;dernières lignes sur {total}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive %n token(s).</source>
        <translation>
            <numerusform>Vous recevez %n jeton.</numerusform>
            <numerusform>Vous recevez %n jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} receives %n token(s).</source>
        <translation>
            <numerusform>{name} reçoit %n jeton.</numerusform>
            <numerusform>{name} reçoit %n jetons.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no cards left: your turn passes.</source>
        <translation>Vous n&apos;avez plus de cartes&#xa0;: votre tour passe.</translation>
    </message>
    <message>
        <source>You share the win with {names}!</source>
        <translation>Vous partagez la victoire avec {names}&#xa0;!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Final tokens (the most wins): {list}.</source>
        <translation>Jetons à la fin (le plus grand nombre gagne)&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Poissons</source>
        <translation>Poissons</translation>
    </message>
    <message>
        <source>Ranks laid</source>
        <translation>Valeurs posées</translation>
    </message>
    <message>
        <source>Tokens this deal</source>
        <translation>Jetons de la donne</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Each poisson laid earns one token from each other player: {n} × poissons − 13.</source>
        <translation>Chaque poisson posé rapporte un jeton de chacun des autres joueurs&#xa0;: {n} × poissons − 13.</translation>
    </message>
    <message>
        <source>Each poisson laid earns one token from each other player: {n} times the number of poissons, minus 13.</source>
        <translation>Chaque poisson posé rapporte un jeton de chacun des autres joueurs&#xa0;: {n} fois le nombre de poissons, moins 13.</translation>
    </message>
    <message>
        <source>Poissons: {ranks}</source>
        <translation>Poissons&#xa0;: {ranks}</translation>
    </message>
    <message numerus="yes">
        <source>The computers made %n more ask(s).</source>
        <translation>
            <numerusform>Les ordinateurs ont fait %n demande de plus.</numerusform>
            <numerusform>Les ordinateurs ont fait %n demandes de plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>You lay {ranks}.</source>
        <translation>Vous posez {ranks}.</translation>
    </message>
    <message>
        <source>{name} lays {ranks}.</source>
        <translation>{name} pose {ranks}.</translation>
    </message>
    <message>
        <source>No poisson laid.</source>
        <translation>Aucun poisson posé.</translation>
    </message>
    <message>
        <source>You have no cards left: the computers finish the deal.</source>
        <translation>Vous n&apos;avez plus de cartes&#xa0;: les ordinateurs finissent la donne.</translation>
    </message>
    <message>
        <source>{names}: no cards left, the computers finish the deal.</source>
        <translation>{names}&#xa0;: plus de cartes, les ordinateurs finissent la donne.</translation>
    </message>
    <message>
        <source>choose the player to ask with keys {keys} (or Enter, then the arrows), then the card to ask for.</source>
        <translation>choisissez le joueur à qui demander avec les touches {keys} (ou Entrée, puis les flèches), puis la carte à demander.</translation>
    </message>
    <message>
        <source>drag one of your cards onto a player, or click a player (keys {keys}), then choose the card to ask for.</source>
        <translation>faites glisser une de vos cartes sur un joueur, ou cliquez un joueur (touches {keys}), puis choisissez la carte à demander.</translation>
    </message>
    <message>
        <source>{name}, your turn: {text}</source>
        <translation>{name}, à vous&#xa0;: {text}</translation>
    </message>
    <message>
        <source>Your turn: {text}</source>
        <translation>À vous&#xa0;: {text}</translation>
    </message>
    <message>
        <source>Whom do you ask for one of the {rank}? Click their name, or the arrows and Enter (Esc: cancel).</source>
        <translation>À qui demandez-vous une carte parmi les {rank}&#xa0;? Cliquez sa plaque, ou les flèches et Entrée (Échap&#xa0;: annuler).</translation>
    </message>
    <message>
        <source>{name} has no cards left: nobody may ask them.</source>
        <translation>{name} n&apos;a plus de cartes&#xa0;: personne ne peut l&apos;interroger.</translation>
    </message>
    <message>
        <source>Ask {name} for {card}</source>
        <translation>Demander {card} à {name}</translation>
    </message>
    <message>
        <source>You hold {card}</source>
        <translation>Vous avez {card}</translation>
    </message>
    <message>
        <source>You have it</source>
        <translation>Vous l&apos;avez</translation>
    </message>
    <message>
        <source>You already have {card}: ask for a card you do not hold.</source>
        <translation>Vous avez déjà {card}&#xa0;: demandez une carte que vous n&apos;avez pas.</translation>
    </message>
    <message>
        <source>You may not ask for this card</source>
        <translation>Vous ne pouvez pas demander cette carte</translation>
    </message>
    <message>
        <source>Which of the {rank} do you ask {name} for?</source>
        <translation>Quelle carte parmi les {rank} demandez-vous à {name}&#xa0;?</translation>
    </message>
    <message>
        <source>Ask {name} for which card?</source>
        <translation>Quelle carte demander à {name}&#xa0;?</translation>
    </message>
    <message>
        <source>Marked “You have it”: the cards you hold.</source>
        <translation>Marquées «&#xa0;Vous l&apos;avez&#xa0;»&#xa0;: les cartes que vous tenez.</translation>
    </message>
    <message>
        <source>Arrows choose, Enter asks, Esc goes back.</source>
        <translation>Les flèches choisissent, Entrée demande, Échap revient.</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Another player</source>
        <translation>Un autre joueur</translation>
    </message>
    <message>
        <source>{name} may not be asked.</source>
        <translation>On ne peut pas interroger {name}.</translation>
    </message>
    <message>
        <source>There are {n} other players: press 1 to {n}.</source>
        <translation>Il y a {n} autres joueurs&#xa0;: tapez de 1 à {n}.</translation>
    </message>
    <message>
        <source>Choose the player to ask: arrows, then Enter (Esc: cancel).</source>
        <translation>Choisissez le joueur à interroger&#xa0;: flèches, puis Entrée (Échap&#xa0;: annuler).</translation>
    </message>
    <message>
        <source>Hint: ask {name} for {card}.</source>
        <translation>Conseil&#xa0;: demandez {card} à {name}.</translation>
    </message>
    <message>
        <source>Enter asks {name} for {card}.</source>
        <extracomment>the advice is up in the card picker, not read yet: the first Entrée reads it (:meth:`hint_read`), as the other games&apos; hint panel</extracomment>
        <translation>Entrée demande {card} à {name}.</translation>
    </message>
    <message>
        <source>Enter again asks {name} for {card}, as advised; the arrows choose another card, Esc another player.</source>
        <translation>Entrée encore demande {card} à {name}, comme conseillé&#xa0;; les flèches choisissent une autre carte, Échap un autre joueur.</translation>
    </message>
    <message>
        <source>The asks so far prove that this player holds it: a sure hit.</source>
        <extracomment>the hint&apos;s one line (:meth:`DifficilePlayer.explain`), by reason code</extracomment>
        <translation>Les demandes faites jusqu&apos;ici prouvent que ce joueur a cette carte&#xa0;: c&apos;est sûr.</translation>
    </message>
    <message>
        <source>The asks so far prove that this player holds it, and it completes your poisson.</source>
        <translation>Les demandes faites jusqu&apos;ici prouvent que ce joueur a cette carte, et elle complète votre poisson.</translation>
    </message>
    <message>
        <source>Your turn searched to its end over the deals that fit every ask: this ask should lay the most poissons.</source>
        <translation>Votre tour a été calculé jusqu&apos;au bout sur les donnes qui s&apos;accordent avec toutes les demandes&#xa0;: c&apos;est avec cette demande que vous devriez poser le plus de poissons.</translation>
    </message>
    <message>
        <source>A likely hit: this player holds it in about {pct}% of all the deals that fit the asks so far.</source>
        <translation>Demande probable&#xa0;: ce joueur a cette carte dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes.</translation>
    </message>
    <message>
        <source>No sure hit: this player holds it in only about {pct}% of all the deals that fit the asks so far.</source>
        <translation>Pas de demande sûre&#xa0;: ce joueur n&apos;a cette carte que dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes.</translation>
    </message>
    <message>
        <source>A likely hit: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
        <translation>Demande probable&#xa0;: la carte demandée est chez ce joueur dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes. Si elle y est, une carte sûre ({card} chez {player}) reste à prendre&#xa0;; prise d&apos;abord, elle serait dans votre main, à la portée de ceux qui ont des cartes de même valeur.</translation>
    </message>
    <message>
        <source>A guess: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
        <translation>Un essai&#xa0;: la carte demandée n&apos;est chez ce joueur que dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes. Si elle y est, une carte sûre ({card} chez {player}) reste à prendre&#xa0;; prise d&apos;abord, elle serait dans votre main, à la portée de ceux qui ont des cartes de même valeur.</translation>
    </message>
    <message>
        <source>A likely hit, and it would complete your poisson: the player asked holds this card in about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
        <translation>Demande probable, qui compléterait votre poisson&#xa0;: la carte demandée est chez ce joueur dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes. Si elle y est, une carte sûre ({card} chez {player}) reste à prendre&#xa0;; prise d&apos;abord, elle serait dans votre main, à la portée de ceux qui ont des cartes de même valeur.</translation>
    </message>
    <message>
        <source>A guess to complete your poisson: the player asked holds this card in only about {pct}% of all the deals that fit the asks so far. If so, a sure card ({card}, held by {player}) is still there to take; taken first, it would sit in your hand within reach of those who hold its rank.</source>
        <translation>Un essai pour compléter votre poisson&#xa0;: la carte demandée n&apos;est chez ce joueur que dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes. Si elle y est, une carte sûre ({card} chez {player}) reste à prendre&#xa0;; prise d&apos;abord, elle serait dans votre main, à la portée de ceux qui ont des cartes de même valeur.</translation>
    </message>
    <message>
        <source>A likely hit, and it would complete your poisson: this player holds it in about {pct}% of all the deals that fit the asks so far.</source>
        <translation>Demande probable, qui compléterait votre poisson&#xa0;: ce joueur a cette carte dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes.</translation>
    </message>
    <message>
        <source>A guess to complete your poisson: this player holds it in only about {pct}% of all the deals that fit the asks so far.</source>
        <translation>Un essai pour compléter votre poisson&#xa0;: ce joueur n&apos;a cette carte que dans environ {pct}&#xa0;% de toutes les donnes compatibles avec les demandes.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Play a real game</source>
        <extracomment>point {&quot;button&quot;: name} -&gt; the corner button&apos;s source label (context &quot;Table&quot;) the piles of the middle the coach keeps clear of when it can (a card may be dropped there) how often the coach looks whether a panel of the table moved under it</extracomment>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Passer cette étape</translation>
    </message>
    <message>
        <source>Quit the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>CountGate</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>En attente de {names}…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong in the program.</source>
        <translation>Une erreur inattendue s&apos;est produite dans le programme.</translation>
    </message>
    <message>
        <source>The game in progress was saved before the error and is not lost.</source>
        <translation>La partie en cours a été enregistrée avant l&apos;erreur et n&apos;est pas perdue.</translation>
    </message>
    <message>
        <source>The report below was written to the log file {file}.</source>
        <translation>Le rapport ci-dessous a été écrit dans le journal {file}.</translation>
    </message>
    <message>
        <source>You may copy it to tell the authors. Go on playing, or quit?</source>
        <translation>Vous pouvez le copier pour le signaler aux auteurs. Continuer à jouer, ou quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Rapport d&apos;erreur</translation>
    </message>
    <message>
        <source>Copy the report</source>
        <translation>Copier le rapport</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <source>Another unexpected error happened; it was written to the log file.</source>
        <translation>Une autre erreur inattendue s&apos;est produite&#xa0;; elle a été écrite dans le journal.</translation>
    </message>
</context>
<context>
    <name>Deutch</name>
    <message>
        <source>Press a key…</source>
        <extracomment>far apart on AZERTY and QWERTY alike, letters only (a digit needs Shift on AZERTY) keys the table already uses while a rapidité window is open (H, C, ?: a hint) Esc while it waited: the key stays as it was whose key it is: a screen reader hears &quot;Touche de rapidité de Léa : A&quot;, not &quot;A&quot;</extracomment>
        <translation>Appuyez sur une touche…</translation>
    </message>
    <message>
        <source>Rapidité key of {who}: {key}</source>
        <translation>Touche de rapidité de {who}&#xa0;: {key}</translation>
    </message>
    <message>
        <source>With several people at one screen, each one has a key to claim a rapidité: the first key pressed wins, then that player picks their card. Click a key, then press the new one.</source>
        <translation>À plusieurs devant un même écran, chacun a sa touche pour réclamer une rapidité&#xa0;: la première touche pressée l&apos;emporte, puis ce joueur désigne sa carte. Cliquez sur une touche, puis appuyez sur la nouvelle.</translation>
    </message>
    <message>
        <source>Click, then press the key this player will use.</source>
        <translation>Cliquez, puis appuyez sur la touche que ce joueur utilisera.</translation>
    </message>
    <message>
        <source>{who}: the rapidité key stays {key}.</source>
        <translation>{who}&#xa0;: la touche de rapidité reste {key}.</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Rétablir les touches par défaut</translation>
    </message>
    <message>
        <source>Memory aid: the cards you have seen show their value</source>
        <translation>Aide-mémoire&#xa0;: les cartes que vous avez vues montrent leur valeur</translation>
    </message>
    <message>
        <source>Other places (games with more players)</source>
        <translation>Autres places (parties à plus de joueurs)</translation>
    </message>
    <message>
        <source>Player {n} at the screen</source>
        <translation>Joueur {n} à l&apos;écran</translation>
    </message>
    <message>
        <source>Press the key you want for {who} (Esc: keep {key}).</source>
        <translation>Appuyez sur la touche voulue pour {who} (Échap&#xa0;: garder {key}).</translation>
    </message>
    <message>
        <source>Choose a letter (that key types nothing).</source>
        <translation>Choisissez une lettre (cette touche n&apos;écrit rien).</translation>
    </message>
    <message>
        <source>{key} picks your card of that number at the table: choose a letter.</source>
        <translation>{key} désigne à la table votre carte de ce numéro&#xa0;: choisissez une lettre.</translation>
    </message>
    <message>
        <source>{key} asks for a hint at the table: choose another key.</source>
        <translation>{key} demande un conseil à la table&#xa0;: choisissez une autre touche.</translation>
    </message>
    <message>
        <source>{key} is already the key of {who}: choose another one.</source>
        <translation>{key} est déjà la touche de {who}&#xa0;: choisissez-en une autre.</translation>
    </message>
    <message>
        <source>{who}: the rapidité key is now {key}.</source>
        <translation>{who}&#xa0;: la touche de rapidité est maintenant {key}.</translation>
    </message>
    <message>
        <source>The keys are back to their defaults.</source>
        <translation>Les touches par défaut sont rétablies.</translation>
    </message>
    <message>
        <source>Rapidité keys</source>
        <extracomment>the modes in which a digit picks the person&apos;s card of that number in their row (its place): the two cards looked at, the card the discard&apos;s top card or the drawn card replaces, the card a queen peeks at or a jack swaps (a rapidité&apos;s pick has its own)</extracomment>
        <translation>Touches de rapidité</translation>
    </message>
    <message>
        <source>Memory aid on: the cards you have seen show their value.</source>
        <extracomment>each plate&apos;s words before its number of cards (&quot;Dernier tour&quot;), as last written</extracomment>
        <translation>Aide-mémoire activé&#xa0;: les cartes que vous avez vues montrent leur valeur.</translation>
    </message>
    <message>
        <source>Memory aid off.</source>
        <translation>Aide-mémoire désactivé.</translation>
    </message>
    <message>
        <source>Memory aid</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>Last moves (J)</source>
        <translation>Derniers coups (J)</translation>
    </message>
    <message>
        <source>Last moves shown (J hides them).</source>
        <translation>Derniers coups affichés (J les cache).</translation>
    </message>
    <message>
        <source>No room for the last moves beside the cards: make the window larger or close the scoresheet (J hides them).</source>
        <extracomment>the lines &quot;Last moves&quot; shows J said there was no room for &quot;Last moves&quot; (the next J turns them off)</extracomment>
        <translation>Pas de place pour les derniers coups à côté des cartes&#xa0;: agrandissez la fenêtre ou fermez la feuille de marque (J les cache).</translation>
    </message>
    <message>
        <source>Last moves hidden (J shows them).</source>
        <translation>Derniers coups cachés (J les affiche).</translation>
    </message>
    <message>
        <source>In your hand, the card you drew: {card}.</source>
        <translation>En main, la carte piochée&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>Your row is empty.</source>
        <translation>Votre rangée est vide.</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Derniers coups</translation>
    </message>
    <message>
        <source>No move yet in this round.</source>
        <translation>Aucun coup encore dans cette manche.</translation>
    </message>
    <message>
        <source>Deutch!</source>
        <translation>Deutch&#xa0;!</translation>
    </message>
    <message>
        <source>Last turn played</source>
        <translation>Dernier tour joué</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
    <message>
        <source>looking…</source>
        <translation>regarde…</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>touche {key}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation>Total {total}</translation>
    </message>
    <message>
        <source>You saw this card: {card} ({points} points)</source>
        <translation>Vous avez vu cette carte&#xa0;: {card} ({points} points)</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Manche {n} sur {total}</translation>
    </message>
    <message>
        <source>I&apos;ve looked.</source>
        <translation>J&apos;ai regardé.</translation>
    </message>
    <message>
        <source>Your card {n}: {card}.</source>
        <translation>Votre carte {n}&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>Remember your cards {a} and {b}: they turn face down again when you go on.</source>
        <translation>Retenez vos cartes {a} et {b}&#xa0;: elles se retournent face cachée quand vous continuez.</translation>
    </message>
    <message>
        <source>Remember your card {n}: it turns face down again when you go on.</source>
        <translation>Retenez votre carte {n}&#xa0;: elle se retourne face cachée quand vous continuez.</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vos cartes</translation>
    </message>
    <message>
        <source>{name}: your cards</source>
        <translation>{name}&#xa0;: vos cartes</translation>
    </message>
    <message>
        <source>I have seen them</source>
        <translation>Je les ai vues</translation>
    </message>
    <message>
        <source>I have seen it</source>
        <translation>Je l&apos;ai vue</translation>
    </message>
    <message>
        <source>Then click “{button}”, press Enter, or click the table.</source>
        <translation>Puis cliquez sur «&#xa0;{button}&#xa0;», appuyez sur Entrée ou cliquez sur la table.</translation>
    </message>
    <message>
        <source>Your last turn.</source>
        <translation>Votre dernier tour.</translation>
    </message>
    <message>
        <source>Last turn for {name}.</source>
        <translation>Dernier tour pour {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <source>I take {card}.</source>
        <translation>Je prends {card}.</translation>
    </message>
    <message>
        <source>You take {card} and discard {old}.</source>
        <translation>Vous prenez {card} et jetez {old}.</translation>
    </message>
    <message>
        <source>{name} takes {card} and discards {old}.</source>
        <translation>{name} prend {card} et jette {old}.</translation>
    </message>
    <message>
        <source>The discard is shuffled into a new stock.</source>
        <translation>La défausse est mélangée pour refaire le talon.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Vous piochez une carte.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name} pioche une carte.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>Vous avez pioché {card}.</translation>
    </message>
    <message>
        <source>You put the drawn card in place of your card {n} and discard {old}.</source>
        <translation>Vous mettez la carte piochée à la place de votre carte {n} et jetez {old}.</translation>
    </message>
    <message>
        <source>{name} puts the drawn card in place of their card {n} and discards {old}.</source>
        <translation>{name} met la carte piochée à la place de sa carte {n} et jette {old}.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>Vous jetez {card}.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} jette {card}.</translation>
    </message>
    <message>
        <source>Rapidité!</source>
        <translation>Rapidité&#xa0;!</translation>
    </message>
    <message>
        <source>Too late!</source>
        <translation>Trop tard&#xa0;!</translation>
    </message>
    <message>
        <source>{name}: rapidité claimed, no card picked in time: a penalty card.</source>
        <translation>{name}&#xa0;: rapidité annoncée, aucune carte désignée à temps&#xa0;: une carte de pénalité.</translation>
    </message>
    <message>
        <source>Rapidité: {card}!</source>
        <translation>Rapidité&#xa0;: {card}&#xa0;!</translation>
    </message>
    <message>
        <source>{name}: rapidité with {card}, right.</source>
        <translation>{name}&#xa0;: rapidité réussie avec {card}.</translation>
    </message>
    <message>
        <source>{name}: {words}</source>
        <translation>{name}&#xa0;: {words}</translation>
    </message>
    <message>
        <source>{name}: rapidité with {card}, missed: a penalty card.</source>
        <translation>{name}&#xa0;: rapidité ratée avec {card}&#xa0;: une carte de pénalité.</translation>
    </message>
    <message>
        <source>Rapidité taken by {name}.</source>
        <translation>Rapidité prise par {name}.</translation>
    </message>
    <message>
        <source>You swap your card {n} with {other}&apos;s card {m}.</source>
        <translation>Vous échangez votre carte {n} avec la carte {m} de {other}.</translation>
    </message>
    <message>
        <source>{name} swaps their card {n} with your card {m}.</source>
        <translation>{name} échange sa carte {n} avec votre carte {m}.</translation>
    </message>
    <message>
        <source>{name} swaps their card {n} with {other}&apos;s card {m}.</source>
        <translation>{name} échange sa carte {n} avec la carte {m} de {other}.</translation>
    </message>
    <message>
        <source>You look at your card {n}.</source>
        <translation>Vous regardez votre carte {n}.</translation>
    </message>
    <message>
        <source>{name} looks at their card {n}.</source>
        <translation>{name} regarde sa carte {n}.</translation>
    </message>
    <message>
        <source>{name}: everybody plays one last turn.</source>
        <translation>{name}&#xa0;: chacun joue un dernier tour.</translation>
    </message>
    <message>
        <source>You call Deutch!</source>
        <translation>Vous annoncez Deutch&#xa0;!</translation>
    </message>
    <message>
        <source>{name} calls Deutch!</source>
        <translation>{name} annonce Deutch&#xa0;!</translation>
    </message>
    <message>
        <source>Count: {points}</source>
        <translation>Compte&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Round {n}: the count</source>
        <translation>Manche {n}&#xa0;: le compte</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (Deutch!)</source>
        <translation>{name} (Deutch&#xa0;!)</translation>
    </message>
    <message>
        <source>You called Deutch and have the lowest count: 0 points.</source>
        <translation>Vous avez annoncé Deutch et avez le plus petit compte&#xa0;: 0 point.</translation>
    </message>
    <message>
        <source>{name} called Deutch and has the lowest count: 0 points.</source>
        <translation>{name} a annoncé Deutch et a le plus petit compte&#xa0;: 0 point.</translation>
    </message>
    <message>
        <source>The {score} of round {round} is struck out.</source>
        <translation>Le {score} de la manche {round} est rayé.</translation>
    </message>
    <message>
        <source>You called Deutch but someone has less: {points} + 10 points.</source>
        <translation>Vous avez annoncé Deutch mais quelqu&apos;un a moins&#xa0;: {points} + 10 points.</translation>
    </message>
    <message>
        <source>{name} called Deutch but someone has less: {points} + 10 points.</source>
        <translation>{name} a annoncé Deutch mais quelqu&apos;un a moins&#xa0;: {points} + 10 points.</translation>
    </message>
    <message>
        <source>You called Deutch and are tied for lowest: {points} points.</source>
        <translation>Vous avez annoncé Deutch et êtes à égalité pour le plus petit compte&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>{name} called Deutch and is tied for lowest: {points} points.</source>
        <translation>{name} a annoncé Deutch et est à égalité pour le plus petit compte&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>A row is empty: the round ends.</source>
        <translation>Une ligne est vide&#xa0;: la manche s&apos;arrête.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Lowest total wins: {names}.</source>
        <translation>Le plus petit total gagne&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Rapidité: press your key to claim ({keys}).</source>
        <translation>Rapidité&#xa0;: appuyez sur votre touche ({keys}).</translation>
    </message>
    <message>
        <source>Rapidité? Key {key}</source>
        <translation>Rapidité&#xa0;? Touche {key}</translation>
    </message>
    <message>
        <source>Not this card: choose a second one of your own cards, at the bottom.</source>
        <translation>Pas cette carte&#xa0;: choisissez une deuxième de vos propres cartes, en bas.</translation>
    </message>
    <message>
        <source>Not now: first look at two of your own cards, at the bottom.</source>
        <translation>Pas maintenant&#xa0;: regardez d&apos;abord deux de vos propres cartes, en bas.</translation>
    </message>
    <message>
        <source>Choose two of your cards to look at: their numbers, or the arrows and Enter.</source>
        <translation>Choisissez deux de vos cartes à regarder&#xa0;: leurs numéros, ou les flèches et Entrée.</translation>
    </message>
    <message>
        <source>Choose two of your cards to look at (click them, or arrows and Enter).</source>
        <translation>Choisissez deux de vos cartes à regarder (cliquez dessus, ou flèches et Entrée).</translation>
    </message>
    <message>
        <source>Your turn: Enter draws from the stock; or the arrows to the discard&apos;s top card, Enter, then the number of your card it replaces.</source>
        <translation>À vous&#xa0;: Entrée pioche dans le talon&#xa0;; ou les flèches jusqu&apos;à la carte de la défausse, Entrée, puis le numéro de la carte qu&apos;elle remplace.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (click it, or Enter), or drag the discard&apos;s top card onto one of your cards.</source>
        <translation>À vous&#xa0;: piochez dans le talon (cliquez dessus, ou Entrée), ou faites glisser la carte de la défausse sur l&apos;une de vos cartes.</translation>
    </message>
    <message>
        <source>Remember your cards {a} and {b}.</source>
        <translation>Retenez vos cartes {a} et {b}.</translation>
    </message>
    <message>
        <source>Remember your card {n}.</source>
        <translation>Retenez votre carte {n}.</translation>
    </message>
    <message>
        <source>{name}: rapidité missed ({card} ≠ {rank}), a penalty card.</source>
        <translation>{name}&#xa0;: rapidité ratée ({card} ≠ {rank}), une carte de pénalité.</translation>
    </message>
    <message>
        <source>{name}: rapidité missed, {card} is not the same rank as {top}; a penalty card.</source>
        <translation>{name}&#xa0;: rapidité ratée, {card} n&apos;est pas de même hauteur que {top}&#xa0;; une carte de pénalité.</translation>
    </message>
    <message>
        <source>Card put back: choose two of your cards to look at.</source>
        <translation>Carte remise&#xa0;: choisissez deux de vos cartes à regarder.</translation>
    </message>
    <message>
        <source>Drag the drawn card onto one of your cards to replace it, or onto the discard (or click where it goes; keyboard: arrows, then Enter).</source>
        <translation>Faites glisser la carte piochée sur l&apos;une de vos cartes pour la remplacer, ou sur la défausse (ou cliquez où elle va&#xa0;; au clavier&#xa0;: flèches, puis Entrée).</translation>
    </message>
    <message>
        <source>Claim the rapidité ({key})</source>
        <translation>Réclamer la rapidité ({key})</translation>
    </message>
    <message>
        <source>Then pick your card: click it, or its number.</source>
        <translation>Puis désignez votre carte&#xa0;: cliquez dessus, ou tapez son numéro.</translation>
    </message>
    <message>
        <source>Same rank as the discard&apos;s top card? Press {key}, then your card&apos;s number.</source>
        <translation>Même hauteur que la carte du dessus de la défausse&#xa0;? Appuyez sur {key}, puis sur le numéro de votre carte.</translation>
    </message>
    <message>
        <source>Rapidité! Drag one of your cards onto the discard if it is the same rank, or press {key}, then the card&apos;s number.</source>
        <translation>Rapidité&#xa0;! Faites glisser une de vos cartes sur la défausse si elle est de même hauteur, ou appuyez sur {key}, puis sur le numéro de la carte.</translation>
    </message>
    <message>
        <source>Rapidité! {key}, then the number.</source>
        <translation>Rapidité&#xa0;! {key}, puis le numéro.</translation>
    </message>
    <message>
        <source>Pick one of your cards (its number, or the arrows and Enter), then an opponent&apos;s card (the arrows and Enter).</source>
        <translation>Choisissez une de vos cartes (son numéro, ou les flèches et Entrée), puis une carte d&apos;un adversaire (les flèches et Entrée).</translation>
    </message>
    <message>
        <source>Pick one of your cards to look at it: its number, or the arrows and Enter.</source>
        <translation>Choisissez une de vos cartes pour la regarder&#xa0;: son numéro, ou les flèches et Entrée.</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>the cards the bubble being placed names (viewport pixels): it leaves them in view</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <source>The stock is chosen: Enter draws a card.</source>
        <translation>Le talon est choisi&#xa0;: Entrée y tire une carte.</translation>
    </message>
    <message>
        <source>The discard&apos;s top card is chosen: Enter takes it, then you pick the card of yours it replaces.</source>
        <translation>La carte du dessus de la défausse est choisie&#xa0;: Entrée la prend, puis vous choisissez la carte qu&apos;elle remplace.</translation>
    </message>
    <message>
        <source>The drawn card is raised: Enter throws it on the discard.</source>
        <translation>La carte piochée est levée&#xa0;: Entrée la jette sur la défausse.</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter puts the drawn card in its place.</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée met la carte piochée à sa place.</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter puts the discard&apos;s top card in its place.</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée met la carte de la défausse à sa place.</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter lays it on the discard (a rapidité: same rank only).</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée la pose sur la défausse (rapidité&#xa0;: même hauteur seulement).</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter chooses it to look at.</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée la choisit pour la regarder.</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter chooses it for the swap.</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée la choisit pour l&apos;échange.</translation>
    </message>
    <message>
        <source>Your card {n} is raised: Enter shows it to you.</source>
        <translation>Votre carte {n} est levée&#xa0;: Entrée vous la montre.</translation>
    </message>
    <message>
        <source>Pick the card of yours the discard&apos;s top card replaces: Enter takes your card {n}, as advised (Esc: back; the stock: draw instead).</source>
        <translation>Choisissez la carte à remplacer par celle de la défausse&#xa0;: Entrée prend votre carte {n}, comme conseillé (Échap&#xa0;: retour&#xa0;; le talon&#xa0;: piocher plutôt).</translation>
    </message>
    <message>
        <source>Enter puts the discard&apos;s top card in place of your card {n}, as advised; or the number of another card of yours (Esc: back).</source>
        <translation>Entrée met la carte de la défausse à la place de votre carte {n}, comme conseillé&#xa0;; ou le numéro d&apos;une autre de vos cartes (Échap&#xa0;: retour).</translation>
    </message>
    <message>
        <source>Pick the card of yours the discard&apos;s top card replaces (Esc: back; the stock: draw instead).</source>
        <translation>Choisissez la carte à remplacer par celle de la défausse (Échap&#xa0;: retour&#xa0;; le talon&#xa0;: piocher plutôt).</translation>
    </message>
    <message>
        <source>The number of the card of yours the discard&apos;s top card replaces (or the arrows and Enter; Esc: back).</source>
        <translation>Le numéro de votre carte à remplacer par celle de la défausse (ou les flèches et Entrée&#xa0;; Échap&#xa0;: retour).</translation>
    </message>
    <message>
        <source>No rapidité now: one opens each time a card lands on the discard, until the first one is claimed.</source>
        <translation>Pas de rapidité maintenant&#xa0;: il y en a une chaque fois qu&apos;une carte arrive sur la défausse, jusqu&apos;à la première réclamée.</translation>
    </message>
    <message>
        <source>Hint: claim the rapidité.</source>
        <translation>Conseil&#xa0;: réclamez la rapidité.</translation>
    </message>
    <message>
        <source>Hint: take {card} from the discard in place of your card {n}.</source>
        <translation>Conseil&#xa0;: prenez {card} de la défausse à la place de votre carte {n}.</translation>
    </message>
    <message>
        <source>Hint: put the drawn card in place of your card {n}.</source>
        <translation>Conseil&#xa0;: mettez la carte piochée à la place de votre carte {n}.</translation>
    </message>
    <message>
        <source>Hint: your card {n} on the discard (rapidité).</source>
        <translation>Conseil&#xa0;: votre carte {n} sur la défausse (rapidité).</translation>
    </message>
    <message>
        <source>Hint: look at your cards {a} and {b}.</source>
        <translation>Conseil&#xa0;: regardez vos cartes {a} et {b}.</translation>
    </message>
    <message>
        <source>Hint: look at your card {n}.</source>
        <translation>Conseil&#xa0;: regardez votre carte {n}.</translation>
    </message>
    <message>
        <source>Hint: swap your card {n} with {name}&apos;s card {m}.</source>
        <translation>Conseil&#xa0;: échangez votre carte {n} avec la carte {m} de {name}.</translation>
    </message>
    <message>
        <source>Hint: skip the power.</source>
        <translation>Conseil&#xa0;: n&apos;utilisez pas le pouvoir.</translation>
    </message>
    <message>
        <source>Hint: no rapidité this time.</source>
        <translation>Conseil&#xa0;: pas de rapidité cette fois.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Conseil&#xa0;: finissez votre tour.</translation>
    </message>
    <message>
        <source>Rapidité! Drag one of your cards onto the discard if it is the same rank.</source>
        <translation>Rapidité&#xa0;! Faites glisser une de vos cartes sur la défausse si elle est de même hauteur.</translation>
    </message>
    <message>
        <source>Missed: {card} ≠ {rank}: a penalty card.</source>
        <translation>Raté&#xa0;: {card} ≠ {rank}&#xa0;: une carte de pénalité.</translation>
    </message>
    <message>
        <source>You were faster.</source>
        <translation>Vous avez été plus rapide.</translation>
    </message>
    <message>
        <source>Too late: {name} was faster.</source>
        <translation>Trop tard&#xa0;: {name} a été plus rapide.</translation>
    </message>
    <message>
        <source>Jack: I may swap a card.</source>
        <translation>Valet&#xa0;: je peux échanger une carte.</translation>
    </message>
    <message>
        <source>Queen: I may look at one of my cards.</source>
        <translation>Dame&#xa0;: je peux regarder une de mes cartes.</translation>
    </message>
    <message>
        <source>Jack: you swap your card {n} with {name}&apos;s card {m}.</source>
        <translation>Valet&#xa0;: vous échangez votre carte {n} avec {name} (sa carte {m}).</translation>
    </message>
    <message>
        <source>Jack: I swap my card {n} with your card {m}.</source>
        <translation>Valet&#xa0;: j&apos;échange ma carte {n} avec votre carte {m}.</translation>
    </message>
    <message>
        <source>Jack: I swap my card {n} with {name}&apos;s card {m}.</source>
        <translation>Valet&#xa0;: j&apos;échange ma carte {n} avec {name} (sa carte {m}).</translation>
    </message>
    <message>
        <source>Queen: I look at my card {n}.</source>
        <translation>Dame&#xa0;: je regarde ma carte {n}.</translation>
    </message>
    <message>
        <source>I don&apos;t use the jack.</source>
        <translation>Je n&apos;utilise pas le valet.</translation>
    </message>
    <message>
        <source>I don&apos;t use the queen.</source>
        <translation>Je n&apos;utilise pas la dame.</translation>
    </message>
    <message>
        <source>The number of one of your cards puts the drawn card in its place; or the arrows to the drawn card, then Enter, throw it on the discard.</source>
        <translation>Le numéro d&apos;une de vos cartes y met la carte piochée&#xa0;; ou bien les flèches jusqu&apos;à la carte piochée, puis Entrée, la jettent sur la défausse.</translation>
    </message>
    <message>
        <source>Jack: swap a card</source>
        <translation>Valet&#xa0;: échanger une carte</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pick one of your cards, then an opponent&apos;s card.</source>
        <translation>Choisissez une de vos cartes, puis une carte d&apos;un adversaire.</translation>
    </message>
    <message>
        <source>Queen: look at a card</source>
        <translation>Dame&#xa0;: regarder une carte</translation>
    </message>
    <message>
        <source>Pick one of your cards to look at it.</source>
        <translation>Choisissez une de vos cartes pour la regarder.</translation>
    </message>
    <message>
        <source>End of your turn</source>
        <translation>Fin de votre tour</translation>
    </message>
    <message>
        <source>Announce the last turn: everybody plays once more, then the count.</source>
        <translation>Annoncer le dernier tour&#xa0;: chacun rejoue une fois, puis on compte.</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Finir mon tour</translation>
    </message>
    <message>
        <source>Call Deutch, or end your turn.</source>
        <translation>Annoncez Deutch, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>{name}: pick your card for the rapidité (click it, or keys 1 to {n}) within {s} seconds.</source>
        <translation>{name}&#xa0;: désignez votre carte pour la rapidité (clic, ou touches 1 à {n}) en {s} secondes.</translation>
    </message>
    <message>
        <source>And a second card.</source>
        <translation>Et une deuxième carte.</translation>
    </message>
    <message>
        <source>Now pick the opponent&apos;s card to swap with.</source>
        <translation>Choisissez maintenant la carte adverse à échanger.</translation>
    </message>
    <message>
        <source>Hint: draw from the stock.</source>
        <translation>Conseil&#xa0;: piochez dans le talon.</translation>
    </message>
    <message>
        <source>Hint: discard the drawn card.</source>
        <translation>Conseil&#xa0;: défaussez la carte piochée.</translation>
    </message>
    <message>
        <source>Hint: call Deutch!</source>
        <translation>Conseil&#xa0;: annoncez Deutch&#xa0;!</translation>
    </message>
    <message>
        <source>Lower than the card it replaces, and surer than a draw.</source>
        <extracomment>why Difficile (the hint) chooses an action, one line each (:meth:`DifficilePlayer.explain`)</extracomment>
        <translation>Plus basse que la carte remplacée, et plus sûre qu&apos;une pioche.</translation>
    </message>
    <message>
        <source>The discard&apos;s card would lower your total less than a card from the stock should.</source>
        <translation>La carte de la défausse baisserait votre total moins que ne le devrait une carte du talon.</translation>
    </message>
    <message>
        <source>The discard&apos;s card is no lower than any of your cards: taking it would not lower your total.</source>
        <translation>La carte de la défausse n&apos;est plus basse qu&apos;aucune de vos cartes&#xa0;: la prendre ne ferait pas baisser votre total.</translation>
    </message>
    <message>
        <source>The discard&apos;s card is no lower than the cards you know, nor than an unseen card is worth on average.</source>
        <translation>La carte de la défausse n&apos;est ni plus basse que les cartes que vous connaissez, ni plus basse que ce que vaut en moyenne une carte jamais vue.</translation>
    </message>
    <message>
        <source>The drawn card is lower than the card it replaces.</source>
        <translation>La carte piochée est plus basse que celle qu&apos;elle remplace.</translation>
    </message>
    <message>
        <source>Lower than an unseen card is worth on average, and surer than a draw.</source>
        <translation>Plus basse que ce que vaut en moyenne une carte jamais vue, et plus sûre qu&apos;une pioche.</translation>
    </message>
    <message>
        <source>The drawn card is lower than an unseen card is worth on average.</source>
        <translation>La carte piochée est plus basse que ce que vaut en moyenne une carte jamais vue.</translation>
    </message>
    <message>
        <source>Lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</source>
        <translation>Plus basse que ce que vaut en moyenne une carte jamais vue&#xa0;; votre {card}, que vous connaissez, peut encore partir par une rapidité, ce que ne peut pas une carte jamais vue.</translation>
    </message>
    <message>
        <source>The drawn card is lower than an unseen card is worth on average; your {card}, which you know, can still leave by a rapidité, and an unseen card cannot.</source>
        <translation>La carte piochée est plus basse que ce que vaut en moyenne une carte jamais vue&#xa0;; votre {card}, que vous connaissez, peut encore partir par une rapidité, ce que ne peut pas une carte jamais vue.</translation>
    </message>
    <message>
        <source>Then your {card} (card {number}), of the same rank as the card replaced, follows it onto the discard (rapidité).</source>
        <translation>Puis votre {card} (carte {number}), de même hauteur que la carte remplacée, la suit sur la défausse (rapidité).</translation>
    </message>
    <message>
        <source>Your {card} (card {number}) has the same rank: a rapidité can then send it onto the discard too.</source>
        <translation>Votre {card} (carte {number}) est de même hauteur&#xa0;: une rapidité peut ensuite l&apos;envoyer à son tour sur la défausse.</translation>
    </message>
    <message>
        <source>Its power is worth more than keeping it.</source>
        <translation>Son pouvoir rapporte plus que de la garder.</translation>
    </message>
    <message>
        <source>It is not lower than the cards it could replace.</source>
        <translation>Elle n&apos;est pas plus basse que les cartes qu&apos;elle pourrait remplacer.</translation>
    </message>
    <message>
        <source>It is not lower than the cards you know, nor than an unseen card is worth on average.</source>
        <translation>Elle n&apos;est ni plus basse que les cartes que vous connaissez, ni plus basse que ce que vaut en moyenne une carte jamais vue.</translation>
    </message>
    <message>
        <source>You know this card has the same rank as the discard&apos;s.</source>
        <translation>Vous savez que cette carte a la même hauteur que celle de la défausse.</translation>
    </message>
    <message>
        <source>None of the cards you know has the same rank as the discard&apos;s.</source>
        <translation>Aucune des cartes que vous connaissez n&apos;a la même hauteur que celle de la défausse.</translation>
    </message>
    <message>
        <source>Any two will do: remember them well.</source>
        <translation>N&apos;importe lesquelles&#xa0;: retenez-les bien.</translation>
    </message>
    <message>
        <source>You do not know this card yet.</source>
        <translation>Vous ne connaissez pas encore cette carte.</translation>
    </message>
    <message>
        <source>You already know all your cards.</source>
        <translation>Vous connaissez déjà toutes vos cartes.</translation>
    </message>
    <message>
        <source>Once known, it can follow its twin (rapidité) or be replaced.</source>
        <translation>Une fois connue, cette carte pourra suivre sur la défausse une carte de même hauteur (rapidité) ou être remplacée.</translation>
    </message>
    <message>
        <source>Played out on deals like this one, it gives you the best chance of winning.</source>
        <translation>Joué sur des donnes semblables, ce choix vous donne le plus de chances de gagner.</translation>
    </message>
    <message>
        <source>You give away a high card and take a lower one.</source>
        <translation>Vous donnez une carte haute et en prenez une plus basse.</translation>
    </message>
    <message>
        <source>You give away your {card} for a card you have not seen, worth less on average.</source>
        <translation>Vous donnez votre {card} contre une carte jamais vue, qui vaut moins en moyenne.</translation>
    </message>
    <message>
        <source>You give away a card you have not seen, worth more on average than the {card} you take.</source>
        <translation>Vous donnez une carte jamais vue, qui vaut en moyenne plus que celle que vous prenez ({card}).</translation>
    </message>
    <message>
        <source>{player} has already had turns to lower their cards: the card you take is likely lower than the one you give.</source>
        <translation>{player} a déjà eu des tours pour baisser ses cartes&#xa0;: la carte que vous prenez est sans doute plus basse que celle que vous donnez.</translation>
    </message>
    <message>
        <source>No swap would lower your total enough.</source>
        <translation>Aucun échange ne baisserait assez votre total.</translation>
    </message>
    <message>
        <source>Your total is likely the lowest: a won call scores 0 and erases your worst round.</source>
        <translation>Votre total est sans doute le plus bas&#xa0;: un «&#xa0;Deutch&#xa0;!&#xa0;» réussi marque 0 et raye votre plus gros score.</translation>
    </message>
    <message>
        <source>Your total may not be the lowest yet: calling now risks the 10-point penalty.</source>
        <translation>Rien ne dit encore que votre total est le plus bas&#xa0;: annoncer maintenant, c&apos;est risquer les 10 points de pénalité.</translation>
    </message>
</context>
<context>
    <name>DisplayOptions</name>
    <message>
        <source>Small</source>
        <comment>card size</comment>
        <translation>Petites</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>card size</comment>
        <translation>Moyennes</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>Very large</source>
        <comment>card size</comment>
        <translation>Très grandes</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Taille des cartes</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>Cartes plus &amp;grandes</translation>
    </message>
    <message>
        <source>S&amp;maller cards</source>
        <translation>Cartes plus &amp;petites</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>Larger card indices, stronger outlines and bolder name plates</source>
        <translation>Index des cartes plus grands, contours plus marqués et plaques des joueurs plus lisibles</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>the file could not be opened.</source>
        <extracomment>the reasons a save may be unusable, as short sentences for the user</extracomment>
        <translation>le fichier n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>the file is damaged (cut short, or changed by hand).</source>
        <translation>le fichier est abîmé (coupé en cours d&apos;écriture, ou modifié à la main).</translation>
    </message>
    <message>
        <source>the file is not a saved game of this program.</source>
        <translation>le fichier n&apos;est pas une partie enregistrée par ce programme.</translation>
    </message>
    <message>
        <source>the game was saved by a newer version of the program.</source>
        <translation>la partie a été enregistrée par une version plus récente du programme.</translation>
    </message>
    <message>
        <source>the game was saved in a format this version does not know.</source>
        <translation>la partie a été enregistrée dans un format que cette version ne connaît pas.</translation>
    </message>
    <message>
        <source>the players or options of the game are missing or wrong.</source>
        <translation>les joueurs ou les options de la partie manquent ou sont erronés.</translation>
    </message>
    <message>
        <source>the position of the cards in the game is damaged.</source>
        <translation>l&apos;état des cartes de la partie est abîmé.</translation>
    </message>
    <message>
        <source>the players or the options do not match the game that was saved.</source>
        <translation>les joueurs ou les options ne correspondent pas à la partie enregistrée.</translation>
    </message>
    <message>
        <source>the file is far too large to be a saved game.</source>
        <translation>le fichier est bien trop gros pour être une partie enregistrée.</translation>
    </message>
    <message>
        <source>the game in the file is already finished.</source>
        <translation>la partie contenue dans le fichier est déjà terminée.</translation>
    </message>
    <message>
        <source>the file holds a game this version of the program does not know.</source>
        <translation>le fichier contient un jeu que cette version du programme ne connaît pas.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <extracomment>Python&apos;s switch interval once computers think beside the window (seconds). The thinking thread and the window share the GIL: at Python&apos;s default (5 ms) every call into Qt that lets the GIL go costs the window up to 5 ms to take it back, and a frame makes many such calls, so a slow decision held a deal&apos;s animation back by hundreds of milliseconds; a shorter interval gives the GIL back to the window sooner (benchmarks/bench_frames.py, figures in docs/measuring.md). more of the memory, kept beside the table&apos;s under their own keys (a network host&apos;s events for each remote seat): each callable gives its part, or None for none (see :meth:`table_memory`) the game&apos;s engine state is here (a joined computer&apos;s table is fed by a :class:`cardtable.ui.network.remote_controller.RemoteController` instead, which answers the same questions from what the host sends its seat)</extracomment>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>This seat is played on another computer.</source>
        <translation>Cette place est jouée sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>The computer plays this seat.</source>
        <translation>C&apos;est l&apos;ordinateur qui joue à cette place.</translation>
    </message>
    <message>
        <source>The game is paused while a window is open.</source>
        <translation>La partie est en pause tant qu&apos;une fenêtre est ouverte.</translation>
    </message>
    <message>
        <source>Undo is turned off (Game &gt; Allow undo).</source>
        <translation>L&apos;annulation est désactivée (Partie &gt; Autoriser l&apos;annulation).</translation>
    </message>
    <message>
        <source>There is no undo in a network game: the other players have seen the move.</source>
        <translation>Pas d&apos;annulation dans une partie en réseau&#xa0;: les autres joueurs ont vu le coup.</translation>
    </message>
    <message>
        <source>Undo is possible only when one person plays against the computer.</source>
        <translation>On ne peut annuler un coup que si une seule personne joue contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>This game does not allow taking a move back.</source>
        <translation>Ce jeu ne permet pas de reprendre un coup.</translation>
    </message>
    <message>
        <source>Nothing to undo: {reason}</source>
        <translation>Rien à annuler&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Ce coup ne peut pas être repris.</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <source>You</source>
        <extracomment>the computers&apos; first names, in the order the seats take them; the rest are spares for a seat whose automatic name a person already has</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
</context>
<context>
    <name>GameSettings</name>
    <message>
        <source>Game &amp;settings…</source>
        <translation>&amp;Réglages des jeux…</translation>
    </message>
    <message>
        <source>Settings of each game (Deutch: the rapidité keys)</source>
        <translation>Les réglages de chaque jeu (Deutch&#xa0;: les touches de rapidité)</translation>
    </message>
</context>
<context>
    <name>GameSettingsDialog</name>
    <message>
        <source>Game settings</source>
        <translation>Réglages des jeux</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>waiting</source>
        <extracomment>the address the window&apos;s host listens on (every IPv4 address; tests use 127.0.0.1)</extracomment>
        <translation>en attente</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>&amp;Network game</source>
        <translation>Jouer en &amp;réseau</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>&amp;Accueillir une partie…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Rejoindre une partie…</translation>
    </message>
    <message>
        <source>&amp;Stop hosting</source>
        <translation>Arrêter d&apos;a&amp;ccueillir</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>Show the &amp;address and the code…</source>
        <translation>A&amp;fficher l&apos;adresse et le code…</translation>
    </message>
    <message>
        <source>Host again</source>
        <translation>Accueillir à nouveau</translation>
    </message>
    <message>
        <source>Show large</source>
        <translation>Afficher en grand</translation>
    </message>
    <message>
        <source>The address and the table code, large enough to read across the room</source>
        <translation>L&apos;adresse et le code de la table, assez grands pour être lus de l&apos;autre bout de la pièce</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the address and the table code, to send them</source>
        <translation>Copier l&apos;adresse et le code de la table, pour les envoyer</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Accueillir une partie en réseau</translation>
    </message>
    <message>
        <source>This game is played over the network. Host it again? Its players on other computers will join it again with the table code shown on the table.</source>
        <translation>Cette partie se joue en réseau. L&apos;accueillir à nouveau&#xa0;? Ses joueurs sur d&apos;autres ordinateurs la rejoindront avec le code affiché sur la table.</translation>
    </message>
    <message>
        <source>Rematch: the same players at the same table.</source>
        <translation>Revanche&#xa0;: les mêmes joueurs à la même table.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: “Rematch” starts it.</source>
        <translation>{name} demande une revanche&#xa0;: «&#xa0;Revanche&#xa0;» la lance.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: this computer refuses to open a network port for it.</source>
        <translation>La partie ne peut pas être accueillie&#xa0;: cet ordinateur refuse de lui ouvrir un port réseau.</translation>
    </message>
    <message>
        <source>The table is open: give the other players the table code {code}.</source>
        <translation>La table est ouverte&#xa0;: donnez aux autres joueurs le code de la table, {code}.</translation>
    </message>
    <message>
        <source>The table is closed; the game is saved.</source>
        <translation>La table est fermée&#xa0;; la partie est enregistrée.</translation>
    </message>
    <message>
        <source>The table is closed: host it again to go on.</source>
        <translation>La table est fermée&#xa0;: accueillez-la à nouveau pour continuer.</translation>
    </message>
    <message>
        <source>The game is over. “Rematch” starts a new game with the same players.</source>
        <translation>La partie est terminée. «&#xa0;Revanche&#xa0;» lance une nouvelle partie avec les mêmes joueurs.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Give a seat back?</source>
        <translation>Rendre une place&#xa0;?</translation>
    </message>
    <message>
        <source>Someone who calls themselves {name} asks to come back to the seat of {seat}, which waits for its player. Give this seat back?</source>
        <translation>Quelqu&apos;un qui se présente sous le nom de {name} demande à reprendre la place de {seat}, libre depuis son départ. Lui rendre cette place&#xa0;?</translation>
    </message>
    <message>
        <source>Say yes if it is {seat} on another computer. A player connected now never loses their seat.</source>
        <translation>Répondez oui s&apos;il s&apos;agit bien de {seat} sur un autre ordinateur. Une personne connectée ne perd jamais sa place.</translation>
    </message>
    <message>
        <source>Give the seat back</source>
        <translation>Rendre la place</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Quit during a network game with {names}?</source>
        <translation>Quitter pendant une partie en réseau avec {names}&#xa0;?</translation>
    </message>
    <message>
        <source>They are sent away from the table. The game is saved on this computer: host it again when the program starts, and they can join it again.</source>
        <translation>Ces personnes quittent alors la table. La partie est enregistrée sur cet ordinateur&#xa0;: accueillez de nouveau la partie au prochain lancement du programme, et ces personnes pourront la rejoindre.</translation>
    </message>
    <message>
        <source>This person is sent away from the table. The game is saved on this computer: host it again when the program starts, and this person can join it again.</source>
        <translation>Cette personne quitte alors la table. La partie est enregistrée sur cet ordinateur&#xa0;: accueillez de nouveau la partie au prochain lancement du programme, et cette personne pourra la rejoindre.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <source>{name} joined the table.</source>
        <translation>{name} a rejoint la table.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} a quitté la table.</translation>
    </message>
    <message>
        <source>The connection with {name} is lost.</source>
        <translation>La connexion avec {name} est perdue.</translation>
    </message>
    <message>
        <source>A computer plays for {name}.</source>
        <translation>Un ordinateur joue pour {name}.</translation>
    </message>
    <message>
        <source>Copied: {text}</source>
        <translation>Copié&#xa0;: {text}</translation>
    </message>
    <message>
        <source>This computer is on no network: only the program&apos;s windows on this computer can join the table. Connect it to the home network, then host again, for other computers.</source>
        <translation>Cet ordinateur n&apos;est relié à aucun réseau&#xa0;: seules les fenêtres du programme sur cet ordinateur peuvent rejoindre la table. Pour d&apos;autres ordinateurs, reliez-le au réseau de la maison, puis accueillez à nouveau.</translation>
    </message>
    <message>
        <source>Seat {n} free</source>
        <translation>Place {n} libre</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>En attente de {name}…</translation>
    </message>
    <message>
        <source>A computer plays for {name}</source>
        <translation>Un ordinateur joue pour {name}</translation>
    </message>
    <message>
        <source>{name}: online</source>
        <translation>{name}&#xa0;: en ligne</translation>
    </message>
    <message>
        <source>Table code: {code} — address: {address}</source>
        <translation>Code de la table&#xa0;: {code} — adresse&#xa0;: {address}</translation>
    </message>
    <message>
        <source>Only windows on this computer can join: it is on no network.</source>
        <translation>Seules les fenêtres de cet ordinateur peuvent rejoindre la table&#xa0;: il n&apos;est relié à aucun réseau.</translation>
    </message>
    <message>
        <source>The game starts when every seat is taken.</source>
        <translation>La partie commence quand toutes les places sont prises.</translation>
    </message>
    <message>
        <source>The players on other computers can join again once it is hosted again.</source>
        <translation>Les joueurs des autres ordinateurs pourront revenir quand elle sera de nouveau accueillie.</translation>
    </message>
</context>
<context>
    <name>JoinInfoDialog</name>
    <message>
        <source>Join this table</source>
        <translation>Rejoindre cette table</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>On the other computer: Game &gt; Network game &gt; Join a game…, then type the address and the code.</source>
        <translation>Sur l&apos;autre ordinateur&#xa0;: Partie &gt; Jouer en réseau &gt; Rejoindre une partie…, puis tapez l&apos;adresse et le code.</translation>
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
        <translation>Choisir une carte (seulement celles que vous pouvez jouer)&#xa0;; sur un compte ou la fin de partie, passer d&apos;un bouton à l&apos;autre</translation>
    </message>
    <message>
        <source>↓ ↑</source>
        <translation>↓ ↑</translation>
    </message>
    <message>
        <source>In a grid of choices on several rows (a bid, the cards Les Auteurs asks for): the choice below or above</source>
        <translation>Dans une grille de choix sur plusieurs rangées (une mise, la carte à demander dans Les Auteurs)&#xa0;: le choix du dessous ou du dessus</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Play the chosen card; the first button of a count</source>
        <translation>Jouer la carte choisie&#xa0;; le premier bouton d&apos;un décompte</translation>
    </message>
    <message>
        <source>Pressed just as the table changes (the hand shown after the curtain, a count come up), it is not taken and the status bar says so: press it again. After an arrow that chose, it is taken at once</source>
        <translation>Appuyée au moment où la table change (la main montrée après le rideau, un décompte qui apparaît), elle n&apos;est pas prise en compte et la barre d&apos;état le dit&#xa0;: appuyez de nouveau. Après une flèche qui a choisi, elle est prise aussitôt</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel a gesture, close a panel</source>
        <translation>Annuler un geste, fermer un panneau</translation>
    </message>
    <message>
        <source>A hint</source>
        <translation>Un conseil</translation>
    </message>
    <message>
        <source>The last trick, shown</source>
        <translation>Le dernier pli, affiché</translation>
    </message>
    <message>
        <source>The last count, shown again</source>
        <translation>Le dernier décompte, affiché à nouveau</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>The buttons over the table, the scoresheet</source>
        <translation>Les boutons sur la table, la feuille de marque</translation>
    </message>
    <message>
        <source>A, then 1, 2, 3…</source>
        <translation>A, puis 1, 2, 3…</translation>
    </message>
    <message>
        <source>Deutch: claim a rapidité with your rapidité key (A unless changed in Game &gt; Game settings…), then pick your card by its number</source>
        <translation>Deutch&#xa0;: réclamer une rapidité avec votre touche de rapidité (A, sauf si vous l&apos;avez changée dans Partie &gt; Réglages des jeux…), puis désigner votre carte par son numéro</translation>
    </message>
    <message>
        <source>1, 2, 3…</source>
        <translation>1, 2, 3…</translation>
    </message>
    <message>
        <source>Les Auteurs: ask the player of that number, counted round the table from your left (1: your left-hand neighbour; each plate shows its number), then choose the card with the arrows and Enter</source>
        <translation>Les Auteurs&#xa0;: demander au joueur de ce numéro, compté autour de la table depuis votre gauche (1&#xa0;: votre voisin de gauche&#xa0;; chaque plaque montre son numéro), puis choisir la carte avec les flèches et Entrée</translation>
    </message>
    <message>
        <source>Deutch: your card of that number in your row (its place): the one the drawn card or the discard replaces, the two to look at, a power&apos;s card</source>
        <translation>Deutch&#xa0;: votre carte de ce numéro dans votre ligne (sa place)&#xa0;: celle que remplace la carte piochée ou celle de la défausse, les deux à regarder, la carte d&apos;un pouvoir</translation>
    </message>
    <message>
        <source>0 to 13, N</source>
        <translation>0 à 13, N</translation>
    </message>
    <message>
        <source>Atout Pique: a bid typed (N: nil), then Enter</source>
        <translation>Atout Pique&#xa0;: une mise tapée (N&#xa0;: zéro), puis Entrée</translation>
    </message>
    <message>
        <source>Peech: your target card, shown to you alone</source>
        <translation>Peech&#xa0;: votre carte de coups, montrée à vous seul</translation>
    </message>
    <message>
        <source>Les Auteurs, Deutch: the log of the last moves, shown or hidden</source>
        <translation>Les Auteurs, Deutch&#xa0;: le journal des derniers coups, affiché ou caché</translation>
    </message>
    <message>
        <source>Enter, Space, a click</source>
        <translation>Entrée, Espace, un clic</translation>
    </message>
    <message>
        <source>Several people at one screen: lift the curtain, once the screen is yours</source>
        <translation>À plusieurs devant un écran&#xa0;: lever le rideau, une fois l&apos;écran à vous</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Take back your last move (alone against the computers, when Game &gt; Allow undo is ticked)</source>
        <translation>Reprendre votre dernier coup (seul contre les ordinateurs, quand Partie &gt; Autoriser l&apos;annulation est coché)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>Ctrl+ and Ctrl−</source>
        <translation>Ctrl+ et Ctrl−</translation>
    </message>
    <message>
        <source>Larger or smaller cards (View &gt; Card size)</source>
        <translation>Des cartes plus grandes ou plus petites (Affichage &gt; Taille des cartes)</translation>
    </message>
    <message>
        <source>With a screen reader (NVDA or Narrator on Windows, VoiceOver on macOS, Orca on Linux), the table is read like a window: your cards, the middle of the table, the players and every panel&apos;s buttons; each move is said as it is made. Nothing needs installing beside the screen reader.</source>
        <translation>Avec un lecteur d&apos;écran (NVDA ou Narrateur sous Windows, VoiceOver sous macOS, Orca sous Linux), la table se lit comme une fenêtre&#xa0;: vos cartes, le milieu de la table, les joueurs et les boutons de chaque panneau&#xa0;; chaque coup est dit quand il est joué. Rien d&apos;autre à installer que le lecteur d&apos;écran.</translation>
    </message>
    <message>
        <source>The computers wait for each move to have been said before they play the next: View &gt; Announcement pace (Normal, Slow, Very slow, Don&apos;t wait).</source>
        <translation>Les ordinateurs attendent que chaque coup ait été dit avant de jouer le suivant&#xa0;: Affichage &gt; Rythme des annonces (Normal, Lent, Très lent, Sans attendre).</translation>
    </message>
    <message>
        <source>Keyboard and screen readers</source>
        <translation>Clavier et lecteurs d&apos;écran</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>the games whose lesson the person played to its last step: a game learned so is not offered its lesson again before a new game of it the games whose offered lesson the person declined (&quot;Jouer tout de suite&quot;): not offered again, even before a first game of it is finished the games a person played in this window, started or resumed, finished or not (a lesson&apos;s game is not counted): not &quot;never played&quot;, though no result of them is in the statistics yet</extracomment>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>You left this lesson at step {n}. Go on from there?</source>
        <translation>Vous avez quitté cette leçon à l&apos;étape {n}. Reprendre à partir de là&#xa0;?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Leave the game in progress for the lesson?</source>
        <translation>Quitter la partie en cours pour la leçon&#xa0;?</translation>
    </message>
    <message>
        <source>Your game is kept: when you leave the lesson, you will be offered to resume it where you stopped. Starting another game replaces it.</source>
        <translation>Votre partie est conservée&#xa0;: quand vous quitterez la leçon, il vous sera proposé de la reprendre là où vous l&apos;avez laissée. Commencer une autre partie la remplace.</translation>
    </message>
    <message>
        <source>Open the lesson</source>
        <translation>Ouvrir la leçon</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>You have never played this game ({game}). Would you like a short lesson first? You play a real hand, explained step by step.</source>
        <translation>Vous n&apos;avez encore jamais joué à ce jeu ({game}). Voulez-vous d&apos;abord une courte leçon&#xa0;? Vous y jouez une vraie donne, expliquée pas à pas.</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jouer tout de suite</translation>
    </message>
    <message>
        <source>Don&apos;t offer again</source>
        <translation>Ne plus proposer</translation>
    </message>
    <message>
        <source>Lesson: {game}</source>
        <translation>Leçon&#xa0;: {game}</translation>
    </message>
    <message>
        <source>Ask the Difficile player for advice (H)</source>
        <translation>Demander conseil au joueur Difficile (H)</translation>
    </message>
</context>
<context>
    <name>LessonPlayer</name>
    <message>
        <source>Step {n} of {total}</source>
        <extracomment>a timed window the current step does not teach is let go by (the person passes it) as soon as every computer in it has passed, instead of running to its clock: the person may not act in it (the step refuses every move it does not teach), so its clock would only be a wait. The events are those of the clock running out. A test may set it False to see such a window run to its clock. the table&apos;s panel an explaining step speaks of (a hand&apos;s count), as it was on screen when the step was shown where each player&apos;s last words were said during the step shown (a bid said just after the coach came), by bubble: kept clear the step long, so the coach does not move back over them as they fade</extracomment>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <source>You have seen the whole game. “Play a real game” opens the New game window set for this game, against the computer at the Easy level: you may change anything before you start. During the game, the Hint button is there whenever you want advice.</source>
        <translation>Vous avez vu tout le jeu. «&#xa0;Jouer une vraie partie&#xa0;» ouvre la fenêtre Nouvelle partie réglée pour ce jeu, contre l&apos;ordinateur au niveau Facile&#xa0;: vous pouvez tout changer avant de commencer. Pendant la partie, le bouton Conseil est là dès que vous voulez un avis.</translation>
    </message>
    <message>
        <source>Not yet: follow the coach.</source>
        <translation>Pas encore&#xa0;: suivez les indications.</translation>
    </message>
    <message>
        <source>Not yet: read the coach first, then press Continue.</source>
        <translation>Pas encore&#xa0;: lisez d&apos;abord l&apos;explication, puis appuyez sur Continuer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card table</source>
        <extracomment>the levels&apos; names as the program shows them (French and English), any case, accents optional the options of a plain start (no argument): what the command line&apos;s reading gives for an empty line (``tests/test_startup.py`` compares them)</extracomment>
        <translation>Table de cartes</translation>
    </message>
    <message>
        <source>Welcome! Choose Game &gt; New game to start.</source>
        <extracomment>what had the keyboard when a menu of the bar opened (given back by Échap)</extracomment>
        <translation>Bienvenue&#xa0;! Choisissez Partie &gt; Nouvelle partie pour commencer.</translation>
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
        <extracomment>below this available width the scoresheet starts folded (Affichage opens it) below this available width the scoresheet starts at its narrowest QSettings keys: the window&apos;s geometry and its docks (restored at start) emitted once, as the deferred part of the window starts being built</extracomment>
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
        <source>Announcement &amp;pace</source>
        <translation>&amp;Rythme des annonces</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>announcement pace</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>announcement pace</comment>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Very slow</source>
        <comment>announcement pace</comment>
        <translation>Très lent</translation>
    </message>
    <message>
        <source>Don&apos;t wait</source>
        <comment>announcement pace</comment>
        <translation>Sans attendre</translation>
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
        <source>&amp;Keyboard and screen readers</source>
        <translation>&amp;Clavier et lecteurs d&apos;écran</translation>
    </message>
    <message>
        <source>Show the &amp;last count again</source>
        <translation>Revoir le dernier &amp;décompte</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>&amp;Allow undo</source>
        <translation>Au&amp;toriser l&apos;annulation</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Take back your last move (and the computer&apos;s moves after it).</source>
        <translation>Reprendre votre dernier coup (et les coups de l&apos;ordinateur qui l&apos;ont suivi).</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été repris.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>The scoresheet is folded away: View &gt; Scoresheet opens it.</source>
        <translation>La feuille de marque est repliée&#xa0;: Affichage &gt; Feuille de marque l&apos;ouvre.</translation>
    </message>
    <message>
        <source>Scoresheet saved: {path}</source>
        <translation>Feuille de marque enregistrée&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Enregistrée&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Ordinateur {n}</translation>
    </message>
    <message>
        <source>It could not be moved aside; it was left as it is, as {file} in the folder {folder}.</source>
        <translation>Elle n&apos;a pas pu être mise de côté&#xa0;; elle a été laissée telle quelle, sous le nom {file} dans le dossier {folder}.</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>Partie enregistrée illisible</translation>
    </message>
    <message>
        <source>The saved game could not be read: {reason}</source>
        <translation>La partie enregistrée n&apos;a pas pu être lue&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>It was kept aside, not deleted, as {file} in the folder {folder}.</source>
        <translation>Elle a été mise de côté, pas effacée, sous le nom {file} dans le dossier {folder}.</translation>
    </message>
    <message>
        <source>A new game can start.</source>
        <translation>Une nouvelle partie peut commencer.</translation>
    </message>
    <message>
        <source>About Card table</source>
        <translation>À propos de Table de cartes</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card table {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique and Deutch, to play offline against the computer or with the family on one screen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Table de cartes {version}&lt;/h3&gt;&lt;p&gt;Peech, Les Auteurs, Atout Pique et Deutch, à jouer hors ligne contre l&apos;ordinateur ou en famille sur un seul écran.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NameLimit</name>
    <message>
        <source>A name has at most {most} characters: this one is full.</source>
        <extracomment>the most characters of a player&apos;s name (see the module docstring) the note counts what is left once this few characters remain</extracomment>
        <translation>Un nom a au plus {most} caractères&#xa0;: celui-ci est complet.</translation>
    </message>
    <message>
        <source>A name has at most {most} characters: {left} more.</source>
        <translation>Un nom a au plus {most} caractères&#xa0;: il en reste {left}.</translation>
    </message>
    <message>
        <source>At most {most} characters.</source>
        <translation>{most} caractères au plus.</translation>
    </message>
</context>
<context>
    <name>NamePlate</name>
    <message>
        <source>1</source>
        <comment>chip of the round&apos;s first player</comment>
        <extracomment>the name, status, score, dealer or turn changed (the view&apos;s accessible description follows the plates) what the plate read aloud says of its status, when its drawn words hold more (:meth:`set_status`&apos;s ``said``); None: the drawn words said last of all, lit or not (:meth:`set_state_text`)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer chip (donneur)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>{chip}: plays first this round</source>
        <translation>{chip}&#xa0;: joue en premier dans cette manche</translation>
    </message>
    <message>
        <source>{chip}: the dealer (deals the cards this hand)</source>
        <translation>{chip}&#xa0;: le donneur (il distribue les cartes de cette donne)</translation>
    </message>
    <message>
        <source>plays first</source>
        <translation>joue en premier</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>touche {key}</translation>
    </message>
</context>
<context>
    <name>NetJoin</name>
    <message>
        <source>Type the address as the host shows it, for example 192.168.1.20:52100.</source>
        <translation>Écrivez l&apos;adresse telle que l&apos;hôte l&apos;affiche, par exemple 192.168.1.20:52100.</translation>
    </message>
    <message>
        <source>The port (after the colon) is a number from 1 to 65535.</source>
        <translation>Le port (après les deux-points) est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>This address is not one a computer can have.</source>
        <translation>Cette adresse ne peut pas être celle d&apos;un ordinateur.</translation>
    </message>
    <message>
        <source>Type the table code the host shows.</source>
        <translation>Écrivez le code de la table que l&apos;hôte affiche.</translation>
    </message>
    <message>
        <source>A table code has 6 letters and digits, as the host shows it.</source>
        <translation>Un code de table a 6 lettres et chiffres, tel que l&apos;hôte l&apos;affiche.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Écrivez votre nom&#xa0;: les autres le voient à la table.</translation>
    </message>
    <message>
        <source>No host answers at this address. Check the address, and that the other computer is hosting the game.</source>
        <translation>Aucun hôte ne répond à cette adresse. Vérifiez l&apos;adresse, et que l&apos;autre ordinateur accueille bien la partie.</translation>
    </message>
    <message>
        <source>The host does not answer at this address.</source>
        <translation>L&apos;hôte ne répond pas à cette adresse.</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>&amp;Code de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Your first name</source>
        <translation>Votre prénom</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Recherche des tables…</translation>
    </message>
    <message>
        <source>The tables of this network cannot be listed here: type the address the host shows.</source>
        <translation>Les tables de ce réseau ne peuvent pas être listées ici&#xa0;: écrivez l&apos;adresse que l&apos;hôte affiche.</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>No free seat</source>
        <translation>Aucune place libre</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) waiting for their player</source>
        <translation>
            <numerusform>%n place attend son joueur</numerusform>
            <numerusform>%n places attendent leur joueur</numerusform>
        </translation>
    </message>
    <message>
        <source>No table found yet: type the address the host shows, or wait a moment.</source>
        <translation>Aucune table trouvée pour l&apos;instant&#xa0;: écrivez l&apos;adresse que l&apos;hôte affiche, ou patientez un moment.</translation>
    </message>
    <message>
        <source>This table plays a game this program does not have.</source>
        <translation>Cette table joue à un jeu que ce programme n&apos;a pas.</translation>
    </message>
    <message>
        <source>Write your first name: on the other screens, “{name}” would name nobody.</source>
        <translation>Écrivez votre prénom&#xa0;: sur les autres écrans, «&#xa0;{name}&#xa0;» ne désignerait personne.</translation>
    </message>
    <message>
        <source>This window hosts the table at this address: you already sit at it. The others join it from their own computers.</source>
        <translation>Cette fenêtre accueille la table à cette adresse&#xa0;: vous y avez déjà votre place. Les autres la rejoignent depuis leur propre ordinateur.</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Connexion à la table…</translation>
    </message>
    <message>
        <source>Connected: waiting for the host&apos;s answer…</source>
        <translation>Connexion établie&#xa0;: en attente de la réponse de l&apos;hôte…</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>You joined the table at {address}.</source>
        <translation>Vous avez rejoint la table à l&apos;adresse {address}.</translation>
    </message>
    <message>
        <source>You play as {name}</source>
        <translation>Vous jouez sous le nom de {name}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The host keeps the saves, undo and statistics of a network game.</source>
        <translation>L&apos;hôte garde les sauvegardes, l&apos;annulation et les statistiques d&apos;une partie en réseau.</translation>
    </message>
    <message>
        <source>Waiting for a player to take seat {n}…</source>
        <translation>En attente d&apos;un joueur pour la place {n}…</translation>
    </message>
    <message>
        <source>The connection to the host is cut; your seat waits for you.</source>
        <translation>La connexion avec l&apos;hôte est coupée&#xa0;; votre place vous attend.</translation>
    </message>
    <message>
        <source>your card {n}, {card}</source>
        <translation>votre carte {n}, {card}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two cards of a list</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>While you were away, the computer played for you. You now know: {cards}.</source>
        <translation>Pendant votre absence, l&apos;ordinateur a joué à votre place. Vous connaissez maintenant&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>The computer played for you. You now know: {cards}.</source>
        <translation>L&apos;ordinateur a joué à votre place. Vous connaissez maintenant&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>While you were away</source>
        <translation>Pendant votre absence</translation>
    </message>
    <message>
        <source>You were at {name}&apos;s table ({game}). Join it again?</source>
        <translation>Vous étiez à la table de {name} ({game}). La rejoindre&#xa0;?</translation>
    </message>
    <message>
        <source>You were at a network table ({game}). Join it again?</source>
        <translation>Vous étiez à une table en réseau ({game}). La rejoindre&#xa0;?</translation>
    </message>
    <message>
        <source>Address {address}, table code {code}, your name {name}.</source>
        <translation>Adresse {address}, code de la table {code}, votre nom {name}.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>En attente de {name}…</translation>
    </message>
    <message>
        <source>Waiting for {names} and {last}…</source>
        <translation>En attente de {names} et {last}…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)…</source>
        <translation>
            <numerusform>En attente de %n joueur…</numerusform>
            <numerusform>En attente de %n joueurs…</numerusform>
        </translation>
    </message>
    <message>
        <source>The game resumes when every seat is taken.</source>
        <translation>La partie reprend quand toutes les places sont prises.</translation>
    </message>
    <message>
        <source>Connection lost: {names}.</source>
        <translation>Connexion perdue&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Back at the table: {names}.</source>
        <translation>De retour à la table&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Every seat is taken: the game resumes.</source>
        <translation>Toutes les places sont prises&#xa0;: la partie reprend.</translation>
    </message>
    <message>
        <source>{name} joined the table.</source>
        <translation>{name} a rejoint la table.</translation>
    </message>
    <message>
        <source>A name has at most {most} characters.</source>
        <translation>Un nom a au plus {most} caractères.</translation>
    </message>
    <message>
        <source>Every seat is taken: the game starts.</source>
        <translation>Toutes les places sont prises&#xa0;: la partie commence.</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Connexion perdue, reconnexion…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>The host left the game</source>
        <translation>L&apos;hôte a quitté la partie</translation>
    </message>
    <message>
        <source>The host left the game.</source>
        <translation>L&apos;hôte a quitté la partie.</translation>
    </message>
    <message>
        <source>The host stopped hosting this game. If it is hosted again, you can join it again with the code the host gives.</source>
        <translation>L&apos;hôte a arrêté d&apos;accueillir cette partie. Si elle est accueillie à nouveau, vous pourrez la rejoindre avec le code donné par l&apos;hôte.</translation>
    </message>
    <message>
        <source>You left the table</source>
        <translation>Vous avez quitté la table</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <source>The host does not answer</source>
        <translation>L&apos;hôte ne répond pas</translation>
    </message>
    <message>
        <source>The connection could not be made again.</source>
        <translation>La connexion n&apos;a pas pu être rétablie.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>The host does not answer.</source>
        <translation>L&apos;hôte ne répond pas.</translation>
    </message>
    <message>
        <source>You asked for a rematch: it starts when the host starts it.</source>
        <translation>Vous avez demandé une revanche&#xa0;: elle commencera quand l&apos;hôte la lancera.</translation>
    </message>
    <message>
        <source>Rematch: the same players at the same table.</source>
        <translation>Revanche&#xa0;: les mêmes joueurs à la même table.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De retour à la table.</translation>
    </message>
    <message>
        <source>You left the table: Network game &gt; Join a game… gives your place back.</source>
        <translation>Vous avez quitté la table&#xa0;: Jouer en réseau &gt; Rejoindre une partie… vous rend votre place.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Quitter la table&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network game? The computer plays your seat until you come back.</source>
        <translation>Quitter la partie en réseau&#xa0;? L&apos;ordinateur joue votre place jusqu&apos;à votre retour.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>Vous avez quitté la partie en réseau.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
        <extracomment>how soon a computer plays for a player whose connection broke (ms; None: never) the most seats a remembered setup keeps (no game has more)</extracomment>
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
        <translation>Un débutant&#xa0;: annonces simples, joue sans trop réfléchir</translation>
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
        <source>South</source>
        <translation>Sud</translation>
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
        <source>Partners sit opposite each other: South and North against West and East. The computer partner of a human always plays at the Hard level; the level chosen is the opponents&apos;.</source>
        <translation>Les partenaires sont assis face à face&#xa0;: Sud et Nord contre Ouest et Est. Le partenaire d&apos;un joueur humain joue toujours au niveau Difficile&#xa0;; le niveau choisi est celui des adversaires.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>Seat {n} (you, at the bottom)</source>
        <translation>Place {n} (vous, en bas)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Abandon the unfinished game that was saved?</source>
        <translation>Abandonner la partie non terminée qui a été enregistrée&#xa0;?</translation>
    </message>
    <message>
        <source>It will be lost. &quot;No&quot; keeps it: Game &gt; Resume the unfinished game… takes it up.</source>
        <translation>Elle sera perdue. «&#xa0;Non&#xa0;» la garde&#xa0;: Partie &gt; Reprendre la partie non terminée… la reprend.</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>The game in progress will be lost, and the players on other computers ({names}) will be sent away from the table.</source>
        <translation>La partie en cours sera perdue, et les joueurs des autres ordinateurs ({names}) quitteront la table.</translation>
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
        <source>On another computer</source>
        <translation>Sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this screen, the computer, or a person on another computer who joins the table</source>
        <translation>Qui joue à cette place&#xa0;: une personne devant cet écran, l&apos;ordinateur, ou une personne sur un autre ordinateur qui rejoint la table</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the screen or the computer</source>
        <translation>Qui joue à cette place&#xa0;: une personne devant l&apos;écran ou l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Accueillir une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
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
        <source>Host</source>
        <translation>Accueillir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>On the network</source>
        <translation>Sur le réseau</translation>
    </message>
    <message>
        <source>When a player&apos;s connection breaks, how soon the computer plays for them until they come back</source>
        <translation>Quand la connexion d&apos;un joueur est coupée, au bout de combien de temps l&apos;ordinateur joue à sa place jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>A computer plays for a player who left:</source>
        <translation>Un ordinateur remplace un joueur parti&#xa0;:</translation>
    </message>
    <message>
        <source>Level of that computer:</source>
        <translation>Niveau de cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>The table code and the address to join are shown on the table once the game is hosted. The game starts when every seat on another computer is taken.</source>
        <translation>Le code de la table et l&apos;adresse pour la rejoindre s&apos;affichent sur la table dès que la partie est accueillie. La partie commence quand toutes les places sur un autre ordinateur sont prises.</translation>
    </message>
    <message>
        <source>{seat}, name</source>
        <translation>{seat}, nom du joueur</translation>
    </message>
    <message>
        <source>{seat}, who plays</source>
        <translation>{seat}, qui joue</translation>
    </message>
    <message>
        <source>{seat}, level</source>
        <translation>{seat}, niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The player gives their name when joining the table</source>
        <translation>Le joueur donne son nom en rejoignant la table</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each player a different name.</source>
        <translation>Deux joueurs s&apos;appellent {name}&#xa0;: donnez un nom différent à chacun.</translation>
    </message>
    <message>
        <source>The partner of a human player plays at the {level} level.</source>
        <translation>Le partenaire d&apos;un joueur humain joue au niveau {level}.</translation>
    </message>
    <message>
        <source>{level} (imposed)</source>
        <translation>{level} (imposé)</translation>
    </message>
    <message>
        <source>Game settings</source>
        <translation>Réglages du jeu</translation>
    </message>
    <message>
        <source>{label}: the saved value, {value}, is not allowed ({range}); the nearest, {nearest}, is proposed.</source>
        <translation>{label}&#xa0;: la valeur enregistrée, {value}, n&apos;est pas permise ({range})&#xa0;; la plus proche, {nearest}, est proposée.</translation>
    </message>
    <message>
        <source>{label}: the saved value cannot be used; the usual value is proposed.</source>
        <translation>{label}&#xa0;: la valeur enregistrée ne peut pas servir&#xa0;; la valeur habituelle est proposée.</translation>
    </message>
    <message>
        <source>{label}: {range}. {typed} is too small: the value becomes {value}.</source>
        <translation>{label}&#xa0;: {range}. {typed} est trop petit&#xa0;: la valeur devient {value}.</translation>
    </message>
    <message>
        <source>{label}: {range}. {typed} is too large: the value becomes {value}.</source>
        <translation>{label}&#xa0;: {range}. {typed} est trop grand&#xa0;: la valeur devient {value}.</translation>
    </message>
    <message>
        <source>The saved options of this game could not be read; the usual ones are proposed.</source>
        <translation>Les options enregistrées pour ce jeu n&apos;ont pas pu être lues&#xa0;; les options habituelles sont proposées.</translation>
    </message>
    <message>
        <source>Choose at least one seat played on another computer.</source>
        <translation>Choisissez au moins une place jouée sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Level set by the rules of the game: {level}</source>
        <translation>Niveau imposé par la règle du jeu&#xa0;: {level}</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Tout de suite</translation>
    </message>
    <message>
        <source>After 10 seconds</source>
        <translation>Après 10 secondes</translation>
    </message>
    <message>
        <source>After 30 seconds</source>
        <translation>Après 30 secondes</translation>
    </message>
    <message>
        <source>After 1 minute</source>
        <translation>Après 1 minute</translation>
    </message>
    <message>
        <source>Never (the game waits)</source>
        <translation>Jamais (la partie attend)</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>La force de l&apos;ordinateur à cette place</translation>
    </message>
    <message>
        <source>Ask another player for one exact card of a rank you hold: keep asking while you get it. Four of a rank make a poisson, and each other player pays you a token. Remember every question: the most tokens wins.</source>
        <translation>Demandez à un autre joueur une carte précise d&apos;une valeur que vous avez&#xa0;: tant que vous l&apos;obtenez, vous redemandez. Quatre cartes de même valeur font un poisson, et chaque autre joueur vous donne un jeton. Retenez chaque question&#xa0;: le plus de jetons gagne.</translation>
    </message>
    <message>
        <source>Everyone lays a card face down at once; the strongest card takes the weakest. Win exactly the number of cards your secret target card says, collect points, and finish with the lowest total.</source>
        <translation>Chacun pose une carte face cachée en même temps&#xa0;; la plus forte prend la plus faible. Gagnez exactement le nombre de cartes indiqué par votre carte de coups secrète, récoltez des points et terminez avec le total le plus bas.</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>from {minimum} to {maximum}</source>
        <translation>de {minimum} à {maximum}</translation>
    </message>
    <message>
        <source>A whole number {range}.</source>
        <extracomment>what may stand in the field while a number is typed (a sign, up to 7 digits) a number typed out of range, and the allowed value it became the person typed in the field or stepped its value</extracomment>
        <translation>Un nombre entier {range}.</translation>
    </message>
    <message>
        <source>Four cards face down in front of you, and you may look at only two. Swap them for lower ones, race to throw a matching card on the discard, and call “Deutch!” when you think your row is the lowest.</source>
        <translation>Quatre cartes face cachée devant vous, et vous n&apos;avez le droit d&apos;en regarder que deux. Échangez-les contre des plus basses, soyez le plus rapide à jeter une carte identique sur la défausse, et annoncez «&#xa0;Deutch&#xa0;!&#xa0;» quand vous pensez avoir le jeu le plus faible.</translation>
    </message>
</context>
<context>
    <name>Peech</name>
    <message>
        <source>Last battle</source>
        <translation>Dernière bataille</translation>
    </message>
    <message>
        <source>The ace rule</source>
        <extracomment>per reveal event (its id) of the batch being shown: (taker, card, from) per reveal event (its id): the lone ace&apos;s swap (taker, ace, card replaced) the last battle the table revealed (for &quot;Last battle&quot;, even once the engine has moved on to the next round); None after a rebuild the ace rule said on the table while its battle is shown (:meth:`ace_text`)</extracomment>
        <translation>La règle de l&apos;as</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>My target</source>
        <translation>Ma carte de coups</translation>
    </message>
    <message>
        <source>Peech! {won}/{target}</source>
        <translation>Peech&#xa0;! {won}/{target}</translation>
    </message>
    <message>
        <source>Won {won}/{target}</source>
        <translation>Gagnées {won}/{target}</translation>
    </message>
    <message>
        <source>Won {won}</source>
        <translation>Gagnées {won}</translation>
    </message>
    <message>
        <source>{status} · has chosen</source>
        <translation>{status} · a choisi</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>en train de choisir</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <source>Start {points}</source>
        <translation>Départ {points}</translation>
    </message>
    <message>
        <source>Your target card is shown only to you, when you are at the screen.</source>
        <translation>Votre carte de coups ne se montre qu&apos;à vous, quand vous êtes devant l&apos;écran.</translation>
    </message>
    <message>
        <source>{name}, choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</source>
        <translation>{name}, choisissez votre carte&#xa0;: faites-la glisser sur le tapis, cliquez dessus, ou utilisez les flèches et Entrée. T montre votre carte de coups.</translation>
    </message>
    <message>
        <source>Choose your card: drag it onto the mat, click it, or use the arrows and Enter. T shows your target card.</source>
        <translation>Choisissez votre carte&#xa0;: faites-la glisser sur le tapis, cliquez dessus, ou utilisez les flèches et Entrée. T montre votre carte de coups.</translation>
    </message>
    <message>
        <source>You said Peech: you sit out the rest of the round.</source>
        <translation>Vous avez dit Peech&#xa0;: vous ne jouez plus jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>Your card is on the mat: wait for the others.</source>
        <translation>Votre carte est sur le tapis&#xa0;: attendez les autres.</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Manche {n} sur {total}</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>Starting points: {list}.</source>
        <translation>Points de départ&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>The stock is empty: the discarded cards are shuffled into a new stock.</source>
        <translation>La pioche est vide&#xa0;: les cartes défaussées sont mélangées pour en faire une nouvelle.</translation>
    </message>
    <message>
        <source>Your card lies face down on the mat.</source>
        <translation>Votre carte est posée face cachée sur le tapis.</translation>
    </message>
    <message>
        <source>{name} has chosen.</source>
        <translation>{name} a choisi.</translation>
    </message>
    <message>
        <source>Your turn: the others have chosen.</source>
        <translation>À vous&#xa0;: les autres ont choisi.</translation>
    </message>
    <message>
        <source>Cards turned up: {cards}.</source>
        <translation>Cartes retournées&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>Replaced by the ace</source>
        <translation>Remplacée par l&apos;as</translation>
    </message>
    <message>
        <source>You take {ace}, the only ace on the mat: it replaces the last card you won, {card}, which goes to the discard. Your number of cards won does not change.</source>
        <translation>Vous prenez {ace}, seul as sur le tapis&#xa0;: il remplace la dernière carte que vous aviez gagnée, {card}, qui part à la défausse. Votre nombre de cartes gagnées ne change pas.</translation>
    </message>
    <message>
        <source>{name} takes {ace}, the only ace on the mat: it replaces their last card won, {card}, which goes to the discard. Their number of cards won does not change.</source>
        <translation>{name} prend {ace}, seul as sur le tapis&#xa0;: il remplace sa dernière carte gagnée, {card}, qui part à la défausse. Son nombre de cartes gagnées ne change pas.</translation>
    </message>
    <message>
        <source>All the same rank: everyone keeps their own card.</source>
        <translation>Toutes de la même hauteur&#xa0;: chacun garde sa propre carte.</translation>
    </message>
    <message>
        <source>No single strongest card: nobody wins, the cards go to the discard.</source>
        <translation>Pas de carte plus forte que toutes les autres&#xa0;: personne ne gagne, les cartes vont à la défausse.</translation>
    </message>
    <message>
        <source>Two pairs: {a} and {b} each take a weak card.</source>
        <translation>Deux paires&#xa0;: {a} et {b} prennent chacun une carte faible.</translation>
    </message>
    <message>
        <source>Your target: {card}. Win {n} cards (you have {won}).</source>
        <translation>Votre carte de coups&#xa0;: {card}. Gagnez {n} cartes (vous en avez {won}).</translation>
    </message>
    <message>
        <source>{text} Click or press a key to go on.</source>
        <translation>{text} Cliquez ou appuyez sur une touche pour continuer.</translation>
    </message>
    <message>
        <source>★ Wins</source>
        <translation>★ Gagne</translation>
    </message>
    <message>
        <source>Kept by you</source>
        <translation>Reste à vous</translation>
    </message>
    <message>
        <source>Kept by {name}</source>
        <translation>Reste à {name}</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Pour vous</translation>
    </message>
    <message>
        <source>Taken by {name}</source>
        <translation>Pour {name}</translation>
    </message>
    <message>
        <source>you take {taken}</source>
        <translation>vous prenez {taken}</translation>
    </message>
    <message>
        <source>{name} takes {taken}</source>
        <translation>{name} prend {taken}</translation>
    </message>
    <message>
        <source>Two pairs: {first} and {second}.</source>
        <translation>Deux paires&#xa0;: {first} et {second}.</translation>
    </message>
    <message>
        <source>{card} is the strongest.</source>
        <translation>{card} est le plus fort.</translation>
    </message>
    <message>
        <source>{card} is the strongest.</source>
        <comment>the card is feminine</comment>
        <translation>{card} est la plus forte.</translation>
    </message>
    <message>
        <source>{card} is the strongest: you take {taken}.</source>
        <translation>{card} est le plus fort&#xa0;: vous prenez {taken}.</translation>
    </message>
    <message>
        <source>{card} is the strongest: you take {taken}.</source>
        <comment>the card is feminine</comment>
        <translation>{card} est la plus forte&#xa0;: vous prenez {taken}.</translation>
    </message>
    <message>
        <source>{card} is the strongest: {name} takes {taken}.</source>
        <translation>{card} est le plus fort&#xa0;: {name} prend {taken}.</translation>
    </message>
    <message>
        <source>{card} is the strongest: {name} takes {taken}.</source>
        <comment>the card is feminine</comment>
        <translation>{card} est la plus forte&#xa0;: {name} prend {taken}.</translation>
    </message>
    <message>
        <source>You have won your {n} cards!</source>
        <translation>Vous avez gagné vos {n} cartes&#xa0;!</translation>
    </message>
    <message>
        <source>{name} has won {n} cards.</source>
        <translation>{name} a gagné ses {n} cartes.</translation>
    </message>
    <message>
        <source>Peech!</source>
        <translation>Peech&#xa0;!</translation>
    </message>
    <message>
        <source>Peech! {text}</source>
        <translation>Peech&#xa0;! {text}</translation>
    </message>
    <message>
        <source>Round {n}: the count</source>
        <translation>Manche {n}&#xa0;: le décompte</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>You win with the lowest total!</source>
        <translation>Vous gagnez avec le plus petit total&#xa0;!</translation>
    </message>
    <message>
        <source>You share the win: {names}!</source>
        <translation>Victoire partagée&#xa0;: {names}&#xa0;!</translation>
    </message>
    <message>
        <source>{name} wins with the lowest total!</source>
        <translation>{name} gagne avec le plus petit total&#xa0;!</translation>
    </message>
    <message>
        <source>Shared win: {names}!</source>
        <translation>Victoire partagée&#xa0;: {names}&#xa0;!</translation>
    </message>
    <message>
        <source>Final totals (the lowest wins): {list}.</source>
        <translation>Totaux finaux (le plus petit gagne)&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <source>Target card</source>
        <translation>Carte de coups</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>Points won</source>
        <translation>Points gagnés</translation>
    </message>
    <message>
        <source>Target card points</source>
        <translation>Points de la carte de coups</translation>
    </message>
    <message>
        <source>Penalty (cards missing)</source>
        <translation>Pénalité (cartes manquantes)</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>Score de la manche</translation>
    </message>
    <message>
        <source>Round won (−1 off the total)</source>
        <translation>Manche gagnée (−1 sur le total)</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total à ce jour</translation>
    </message>
    <message>
        <source>Reached: start − (points won + target card points), never below 0. Missed: start − points won (never below 0) + one per card missing.</source>
        <translation>Objectif atteint&#xa0;: départ − (points gagnés + points de la carte de coups), jamais moins de 0. Manqué&#xa0;: départ − points gagnés (jamais moins de 0) + un par carte manquante.</translation>
    </message>
    <message>
        <source>The round reached its limit of battles and was scored as it stood.</source>
        <translation>La manche a atteint la limite de batailles et a été comptée telle quelle.</translation>
    </message>
    <message>
        <source>Last battle: nobody took a card</source>
        <translation>Dernière bataille&#xa0;: personne n&apos;a pris de carte</translation>
    </message>
    <message>
        <source>Last battle: you took a card</source>
        <translation>Dernière bataille&#xa0;: vous avez pris une carte</translation>
    </message>
    <message>
        <source>Last battle: {name} took a card</source>
        <translation>Dernière bataille&#xa0;: {name} a pris une carte</translation>
    </message>
    <message>
        <source>Last battle: {names} each took a card</source>
        <translation>Dernière bataille&#xa0;: {names} ont pris chacun une carte</translation>
    </message>
    <message>
        <source>No battle has been fought yet in this round.</source>
        <translation>Aucune bataille n&apos;a encore eu lieu dans cette manche.</translation>
    </message>
    <message>
        <source>The last battle of round {n}.</source>
        <translation>La dernière bataille de la manche {n}.</translation>
    </message>
    <message numerus="yes">
        <source>Your strongest card: you still need %n card(s) for your target, and the others seem to play at random, so this card wins about as often now as later. Cards still in your hand when the round ends are wasted: play strong early.</source>
        <extracomment>in-play points per rank (index 1..13) the hint&apos;s words for each of Difficile&apos;s reasons (:meth:`DifficilePlayer.explain`), in the context &quot;Peech&quot;; ``%n`` is the count of the reason (``n``), ``{card}`` a card of the hand, the other fields figures of the search (:class:`Search`)</extracomment>
        <translation>
            <numerusform>Votre carte la plus forte&#xa0;: il vous manque encore %n carte pour votre objectif, et les autres semblent jouer au hasard&#xa0;: cette carte gagne donc à peu près aussi souvent maintenant que plus tard. Les cartes qui restent en main à la fin de la manche ne servent à rien&#xa0;: jouez fort tôt.</numerusform>
            <numerusform>Votre carte la plus forte&#xa0;: il vous manque encore %n cartes pour votre objectif, et les autres semblent jouer au hasard&#xa0;: cette carte gagne donc à peu près aussi souvent maintenant que plus tard. Les cartes qui restent en main à la fin de la manche ne servent à rien&#xa0;: jouez fort tôt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n deal(s) drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average, against {other} with your {card} (the lowest total wins).</source>
        <translation>
            <numerusform>Sur %n donne tirée au sort et jouée jusqu&apos;à la fin de la manche, avec cette carte la manche a compté en moyenne {mine} dans votre total, contre {other} avec votre {card} (le plus petit total gagne).</numerusform>
            <numerusform>Sur %n donnes tirées au sort et jouées jusqu&apos;à la fin de la manche, avec cette carte la manche a compté en moyenne {mine} dans votre total, contre {other} avec votre {card} (le plus petit total gagne).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n deal(s) drawn at random and played out to the end of the round, with this card the round counted {mine} in your total on average and {others} in each of the others&apos;; with your {card}: {other} and {other_others}. The lowest total wins: what the others score counts too.</source>
        <translation>
            <numerusform>Sur %n donne tirée au sort et jouée jusqu&apos;à la fin de la manche, avec cette carte la manche a compté en moyenne {mine} dans votre total et {others} dans celui de chacun des autres&#xa0;; avec votre {card}&#xa0;: {other} et {other_others}. Le plus petit total gagne&#xa0;: ce que marquent les autres compte aussi.</numerusform>
            <numerusform>Sur %n donnes tirées au sort et jouées jusqu&apos;à la fin de la manche, avec cette carte la manche a compté en moyenne {mine} dans votre total et {others} dans celui de chacun des autres&#xa0;; avec votre {card}&#xa0;: {other} et {other_others}. Le plus petit total gagne&#xa0;: ce que marquent les autres compte aussi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your strongest card: on %n deal(s) drawn at random and played out to the end of the round, your {card} did hardly better (the round counted {other} in your total on average, against {mine} with this card). Cards still in your hand when the round ends are wasted: play strong early.</source>
        <translation>
            <numerusform>Votre carte la plus forte&#xa0;: sur %n donne tirée au sort et jouée jusqu&apos;à la fin de la manche, votre {card} n&apos;a guère fait mieux (la manche a compté en moyenne {other} dans votre total, contre {mine} avec cette carte). Les cartes qui restent en main à la fin de la manche ne servent à rien&#xa0;: jouez fort tôt.</numerusform>
            <numerusform>Votre carte la plus forte&#xa0;: sur %n donnes tirées au sort et jouées jusqu&apos;à la fin de la manche, votre {card} n&apos;a guère fait mieux (la manche a compté en moyenne {other} dans votre total, contre {mine} avec cette carte). Les cartes qui restent en main à la fin de la manche ne servent à rien&#xa0;: jouez fort tôt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n deal(s) drawn at random and played out to the end of the round, this card and your {card} did just as well: the round counted {mine} in your total on average (the lowest total wins).</source>
        <translation>
            <numerusform>Sur %n donne tirée au sort et jouée jusqu&apos;à la fin de la manche, cette carte et votre {card} ont fait exactement aussi bien&#xa0;: la manche a compté en moyenne {mine} dans votre total (le plus petit total gagne).</numerusform>
            <numerusform>Sur %n donnes tirées au sort et jouées jusqu&apos;à la fin de la manche, cette carte et votre {card} ont fait exactement aussi bien&#xa0;: la manche a compté en moyenne {mine} dans votre total (le plus petit total gagne).</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only card left in your hand.</source>
        <translation>C&apos;est la seule carte qui vous reste en main.</translation>
    </message>
    <message>
        <source>All your cards have the same rank, and suits never matter in Peech: any of them will do.</source>
        <translation>Toutes vos cartes ont la même hauteur, et au Peech les couleurs ne comptent jamais&#xa0;: n&apos;importe laquelle fait l&apos;affaire.</translation>
    </message>
</context>
<context>
    <name>PeechTable</name>
    <message numerus="yes">
        <source>%n card(s) each.</source>
        <translation>
            <numerusform>%n carte chacun.</numerusform>
            <numerusform>%n cartes chacun.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <source>Page {n} of {total}</source>
        <extracomment>the reading width of a prompt&apos;s text, in average characters how many Entrée (or Espace) presses the table is handling now (:func:`enter_pressed`): a prompt that comes up during one was opened by it a card picture&apos;s width when neither the behaviour nor the table says one a turned page holding this many choices or fewer is said with their names (Les Auteurs: a rank&apos;s four cards) why a choice not enabled cannot be taken, said when it is clicked (:attr:`PromptPanel.refused`) the least width of a card picture (the table&apos;s hand cards) the cell ↓ ↑ last took and the column they keep (:meth:`step_row`) came up during an Entrée (:func:`enter_pressed`): the next Entrée must wait for the panel&apos;s guard (:meth:`handle_key`) the arrows move among the choices (False: they stay with the table&apos;s cards, as in Deutch&apos;s rapidité, where the arrows choose the card) the choice the prompt opened with (``ask``&apos;s ``default``) the choice → and Entrée take first while none is chosen (``ask``&apos;s ``start``)</extracomment>
        <translation>Page {n} sur {total}</translation>
    </message>
    <message>
        <source>{page}: {choices}.</source>
        <translation>{page}&#xa0;: {choices}.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>{name} ({why})</source>
        <translation>{name} ({why})</translation>
    </message>
    <message>
        <source>Previous choices (Page Up)</source>
        <translation>Choix précédents (touche Pg préc)</translation>
    </message>
    <message>
        <source>Next choices (Page Down)</source>
        <translation>Choix suivants (touche Pg suiv)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RemoteController</name>
    <message>
        <source>It is not this seat&apos;s turn.</source>
        <extracomment>the host&apos;s own refusals (cardtable.ui.network.host, GameController.submit_remote), in English</extracomment>
        <translation>Ce n&apos;est pas le tour de cette place.</translation>
    </message>
    <message>
        <source>This action is not allowed now.</source>
        <translation>Cette action n&apos;est pas permise maintenant.</translation>
    </message>
    <message>
        <source>The game is paused on the host.</source>
        <translation>La partie est en pause chez l&apos;hôte.</translation>
    </message>
    <message>
        <source>The computer plays this seat.</source>
        <translation>L&apos;ordinateur joue cette place.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>This seat is not played on another computer.</source>
        <translation>Cette place n&apos;est pas jouée sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Undo stays with the host of a network game.</source>
        <translation>L&apos;annulation reste chez l&apos;hôte d&apos;une partie en réseau.</translation>
    </message>
    <message>
        <source>Not connected to the host.</source>
        <translation>Pas de connexion avec l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not written yet.</source>
        <extracomment>the window&apos;s size when the screen has room for it pixels kept free under the window for a task bar the system may not report</extracomment>
        <translation>Les règles de ce jeu ne sont pas encore écrites.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
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
    <name>SaveActions</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>the start-up question was answered « Non » (or Échap): the unfinished game stays in the autosave until another game starts (may_replace)</extracomment>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistrée</translation>
    </message>
    <message>
        <source>The game cannot be saved at the moment; it goes on.</source>
        <translation>La partie ne peut pas être enregistrée pour l&apos;instant&#xa0;; elle continue.</translation>
    </message>
    <message>
        <source>{a} and {c} against {b} and {d}</source>
        <translation>{a} et {c} contre {b} et {d}</translation>
    </message>
    <message>
        <source>{us} to {them}</source>
        <translation>{us} à {them}</translation>
    </message>
    <message>
        <source>{game} — {players}: {score}</source>
        <translation>{game} — {players}&#xa0;: {score}</translation>
    </message>
    <message>
        <source>A game was not finished. Resume it?</source>
        <translation>Une partie n&apos;est pas terminée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Saved on {date}.</source>
        <translation>Enregistrée le {date}.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>The last game saved was already finished:</source>
        <translation>La dernière partie enregistrée était déjà terminée&#xa0;:</translation>
    </message>
    <message>
        <source>Its save was kept as {file} in the folder {folder}.</source>
        <translation>Son enregistrement a été gardé sous le nom {file} dans le dossier {folder}.</translation>
    </message>
    <message>
        <source>Its save was left as {file} in the folder {folder}.</source>
        <translation>Son enregistrement a été laissé tel quel, sous le nom {file} dans le dossier {folder}.</translation>
    </message>
    <message>
        <source>A new game can start.</source>
        <translation>Une nouvelle partie peut commencer.</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>The game goes on, and saving will be tried again after each move. You may choose another folder to save in.</source>
        <translation>La partie continue, et l&apos;enregistrement sera retenté après chaque coup. Vous pouvez choisir un autre dossier où enregistrer.</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Choisir un autre dossier…</translation>
    </message>
    <message>
        <source>Go on without saving</source>
        <translation>Continuer sans enregistrer</translation>
    </message>
    <message>
        <source>&amp;Resume the unfinished game…</source>
        <translation>Re&amp;prendre la partie non terminée…</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}&#xa0;: {total}</translation>
    </message>
    <message>
        <source>{game} — {scores}</source>
        <translation>{game} — {scores}</translation>
    </message>
    <message>
        <source>A network game was not finished. Host it again? It keeps its table code, {code}: its players on other computers get their places back by joining it again.</source>
        <translation>Une partie en réseau n&apos;est pas terminée. L&apos;accueillir à nouveau&#xa0;? Elle garde son code de table, {code}&#xa0;: ses joueurs sur les autres ordinateurs retrouvent leur place en la rejoignant.</translation>
    </message>
    <message>
        <source>A network game was not finished. Host it again? Its players on other computers will join it again with the new table code.</source>
        <translation>Une partie en réseau n&apos;est pas terminée. L&apos;accueillir à nouveau&#xa0;? Ses joueurs sur les autres ordinateurs la rejoindront avec le nouveau code de la table.</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistiques non enregistrées</translation>
    </message>
    <message>
        <source>The results are kept until the program is closed, and written with the next game&apos;s. You may choose another folder, where the games and the statistics will be saved.</source>
        <translation>Les résultats sont gardés jusqu&apos;à la fermeture du programme et seront enregistrés avec ceux de la prochaine partie. Vous pouvez choisir un autre dossier, où les parties et les statistiques seront enregistrées.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The game is saved again in {folder}.</source>
        <translation>La partie est de nouveau enregistrée dans {folder}.</translation>
    </message>
    <message>
        <source>Folder to save the game in</source>
        <translation>Dossier où enregistrer la partie</translation>
    </message>
    <message>
        <source>The game is now saved in {folder}.</source>
        <translation>La partie est maintenant enregistrée dans {folder}.</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>The game could not be saved in {file}.</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans {file}.</translation>
    </message>
    <message>
        <source>Game saved: {path}</source>
        <translation>Partie enregistrée&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>The file {file} could not be opened: {reason}</source>
        <translation>Le fichier {file} n&apos;a pas pu être ouvert&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The file was left as it is.</source>
        <translation>Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>Game opened: {path}</source>
        <translation>Partie ouverte&#xa0;: {path}</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>{group}: {total} in all</source>
        <extracomment>sub-columns (indices in :attr:`columns`) folded away on a narrow sheet whose figures the total cell of their group writes above the total</extracomment>
        <translation>{group}&#xa0;: {total} au total</translation>
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
        <extracomment>the sizes a group name may shrink to (of :meth:`name_font`&apos;s) before it is elided</extracomment>
        <translation>Détail</translation>
    </message>
</context>
<context>
    <name>ScoresheetCounts</name>
    <message numerus="yes">
        <source>%n bag(s)</source>
        <translation>
            <numerusform>%n sac</numerusform>
            <numerusform>%n sacs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresheetDock</name>
    <message>
        <source>Scoresheet</source>
        <extracomment>the sheet&apos;s narrowest comfortable width (the buttons under it whole) the largest share of the window the dock takes by itself (a netbook&apos;s table keeps the room) the controller&apos;s public view as the table has shown it so far (the table may still animate what the engine has already counted: a poisson dealt whole is paid at once and laid after the deal); None: the engine&apos;s view as it is</extracomment>
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
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>The small number above each total: {what}</source>
        <translation>Le petit nombre au-dessus de chaque total&#xa0;: {what}</translation>
    </message>
    <message>
        <source>The small numbers above each total: {what}</source>
        <translation>Les petits nombres au-dessus de chaque total&#xa0;: {what}</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <extracomment>the sheet&apos;s width the body last asked for (:meth:`body_width_hint`)</extracomment>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>{short}: {title}</source>
        <translation>{short}&#xa0;: {title}</translation>
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
        <translation>Impossible d&apos;écrire le fichier {path}.</translation>
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
        <translation>Points de l&apos;équipe</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Total (lowest wins)</source>
        <translation>Total (le plus bas gagne)</translation>
    </message>
    <message>
        <source>The statistics file {file} is damaged and could not be moved aside; new figures start from zero.</source>
        <translation>Le fichier des statistiques {file} est abîmé et n&apos;a pas pu être mis de côté&#xa0;; les nouveaux chiffres repartent de zéro.</translation>
    </message>
    <message>
        <source>The statistics file was damaged. It was kept aside, not deleted, as {file} in the folder {folder}; new figures start from zero.</source>
        <translation>Le fichier des statistiques était abîmé. Il a été mis de côté, pas effacé, sous le nom {file} dans le dossier {folder}&#xa0;; les nouveaux chiffres repartent de zéro.</translation>
    </message>
    <message>
        <source>Chart of the recent results</source>
        <translation>Graphique des derniers résultats</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aucune partie pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Meilleur résultat</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>Résultat moyen</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <source>No finished game yet. Figures appear here after your first game.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Les chiffres apparaîtront ici après votre première partie.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Remettre à zéro…</translation>
    </message>
    <message>
        <source>{n} (with help: {h})</source>
        <translation>{n} (dont avec aide&#xa0;: {h})</translation>
    </message>
    <message>
        <source>{n} ({pct} %)</source>
        <translation>{n} ({pct} %)</translation>
    </message>
    <message>
        <source>Recent games ({label}): filled dot = won, empty dot = lost, dashed ring = played with help</source>
        <translation>Dernières parties ({label})&#xa0;: point plein = gagnée, point vide = perdue, cercle pointillé = jouée avec aide</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <source>Erase the statistics of every game and every player? This cannot be undone.</source>
        <translation>Effacer les statistiques de tous les jeux et de tous les joueurs&#xa0;? Ce sera définitif.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The folder {folder} cannot be written to (it is read-only or you do not have the right to write there).</source>
        <extracomment>a save file larger than this is refused before it is read QSettings keys: the folder chosen for saves, the last folder of Save as / Open the folder of named saves, inside Documents (the same name in every language) why a file could not be written, as sentences for the person</extracomment>
        <translation>Impossible d&apos;écrire dans le dossier {folder} (il est en lecture seule, ou vous n&apos;avez pas le droit d&apos;y écrire).</translation>
    </message>
    <message>
        <source>The disk that holds the folder {folder} is full.</source>
        <translation>Le disque qui contient le dossier {folder} est plein.</translation>
    </message>
    <message>
        <source>The folder {folder} could not be created.</source>
        <translation>Le dossier {folder} n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>The file {file} could not be written in the folder {folder}.</source>
        <translation>Le fichier {file} n&apos;a pas pu être écrit dans le dossier {folder}.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>&quot;Rematch&quot; on the end panel: the director starts a new game with the same players and options (a new seed) the pile kinds whose cards belong to one seat&apos;s eyes: :meth:`hide_private` turns them down before the hot-seat curtain (a game adds its own kinds: Peech&apos;s target cards, Deutch&apos;s rows and drawn card) the whole prompt lines a screen reader has heard in this game (:meth:`prompt_status`&apos;s ``again``) the events being dispatched end the game: a hand&apos;s breakdown waits for the result and both show together (:meth:`show_end`) the last count shown by :meth:`show_info` (title, html): R or Game &gt; Show the last count again (:meth:`show_last_summary`) armed when a :meth:`hold_to_read` ends by its time rather than by the person: the Entrée, Espace or click they made to end it plays nothing (:meth:`hold`); and when a hold is ended by Entrée or Espace: that key pressed twice plays nothing armed when Entrée closes a hint&apos;s panel: the same key pressed twice at once plays nothing; half the usual guard, and a press refused does not start it again, so a person who read the advice and presses Entrée again to follow it is not kept waiting armed when a hold comes up: an Entrée, Espace or click made for what was there before (a key pressed twice to play a Dame, to show a battle) does not end a hold the person has not seen yet armed by each Entrée or Espace that could play nothing (an animation running, another player&apos;s turn): a person pressing again and again through an animation (a choice made at « Lente ») does not play the card raised the moment their input opens; a press counts again once their keys have stopped for the guard&apos;s time (:meth:`_refused_by_enter`) armed when an Entrée raises the first choice (nothing was raised: a card, a player, a bid): the same key pressed twice at once takes nothing; half the usual guard, and a press refused does not start it again (only a double press is absorbed, never a person who read the line and presses again)</extracomment>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>You have nothing left to do in this deal: the computers play it to its end.</source>
        <translation>Vous n&apos;avez plus rien à faire dans cette donne&#xa0;: les ordinateurs la jouent jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>Speed up</source>
        <translation>Accélérer</translation>
    </message>
    <message>
        <source>Normal speed</source>
        <translation>Vitesse normale</translation>
    </message>
    <message>
        <source>Skip to the end of the deal</source>
        <translation>Aller à la fin de la donne</translation>
    </message>
    <message>
        <source>Skipping to the end of the deal…</source>
        <translation>Passage à la fin de la donne…</translation>
    </message>
    <message>
        <source>Speeding up until the end of the deal.</source>
        <translation>Jeu accéléré jusqu&apos;à la fin de la donne.</translation>
    </message>
    <message>
        <source>Your turn: drag a card to the middle, click it, or use the arrows and Enter.</source>
        <extracomment>widgets over the table that a prompt keeps clear of as it does the cards in the middle (a lesson&apos;s coach, which goes on speaking while the person answers the prompt) how long a speech bubble stays at least (ms), even at speed &quot;off&quot; when a person plays (what was said must be readable)</extracomment>
        <translation>À vous&#xa0;: glissez une carte au centre, cliquez dessus, ou utilisez les flèches et Entrée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a count row&apos;s values that hold commas</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>{label}: {values}</source>
        <translation>{label}&#xa0;: {values}</translation>
    </message>
    <message>
        <source>{title} — Enter: {button}</source>
        <translation>{title} — Entrée&#xa0;: {button}</translation>
    </message>
    <message>
        <source>A card is raised: Enter plays it.</source>
        <extracomment>the line the status bar showed before the keyboard raised a card, and the line that says what Entrée does with the card raised (:meth:`on_key_raised`); Échap puts the first back</extracomment>
        <translation>Une carte est levée&#xa0;: Entrée la joue.</translation>
    </message>
    <message>
        <source>Card raised: {card}. Enter plays it.</source>
        <translation>Carte levée&#xa0;: {card}. Entrée la joue.</translation>
    </message>
    <message>
        <source>Choice: “{choice}”. Enter confirms it.</source>
        <translation>Choix&#xa0;: «&#xa0;{choice}&#xa0;». Entrée le confirme.</translation>
    </message>
    <message>
        <source>Wait for the end of the animation.</source>
        <translation>Attendez la fin de l&apos;animation.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>No card is raised: Enter or the arrows raise one, the next Enter plays it.</source>
        <extracomment>an Entrée or Espace was refused while the table moved towards the person&apos;s turn: the turn opens with :attr:`early_guard` armed</extracomment>
        <translation>Aucune carte n&apos;est levée&#xa0;: Entrée ou les flèches en lèvent une, l&apos;Entrée suivante la joue.</translation>
    </message>
    <message>
        <source>Not this player. {todo}</source>
        <translation>Pas ce joueur. {todo}</translation>
    </message>
    <message>
        <source>Not this card. {todo}</source>
        <translation>Pas cette carte. {todo}</translation>
    </message>
    <message>
        <source>That click came just as the table changed, so it was not taken: click again.</source>
        <extracomment>False while a lesson&apos;s coach decides when the table stops to explain (:mod:`cardtable.ui.table.lesson`): no outcome is then held to be read for a time, but the one the coach explains is held (:meth:`hold_to_explain`) set by a lesson&apos;s coach: asked when an outcome (a battle revealed, a trick won, an answer) has been shown and is about to be gathered or cleared; True when the coach is going to explain it, so that it stays on the table until the person goes on (:meth:`release_explained`) a private look (cards turned up for one person) stays until that person says they have seen it (:meth:`hold_until_seen`); off, it is held for a fixed time (``tests/conftest.py`` turns it off but where it is tested)</extracomment>
        <translation>Ce clic est arrivé au moment où la table changeait&#xa0;: il n&apos;a pas été pris en compte. Cliquez de nouveau.</translation>
    </message>
    <message>
        <source>That key came just as the table changed, so it was not taken: press it again.</source>
        <translation>Cette touche est arrivée au moment où la table changeait&#xa0;: elle n&apos;a pas été prise en compte. Appuyez de nouveau.</translation>
    </message>
    <message>
        <source>No count to show again yet.</source>
        <translation>Aucun décompte à revoir pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The game is over: no more hints. R shows the result again, with &quot;New game&quot; and &quot;Rematch&quot;.</source>
        <translation>La partie est terminée&#xa0;: plus de conseil. R remontre le résultat, avec «&#xa0;Nouvelle partie&#xa0;» et «&#xa0;Revanche&#xa0;».</translation>
    </message>
    <message>
        <source>Hints are given when it is your turn.</source>
        <translation>Les conseils sont donnés quand c&apos;est votre tour.</translation>
    </message>
    <message>
        <source>No hint for this choice.</source>
        <translation>Pas de conseil pour ce choix.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint: {card}.</source>
        <translation>Conseil&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>the widest a hint&apos;s panel is (pixels; narrower on a narrow table)</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Last trick</source>
        <extracomment>speed &quot;off&quot;: how long a completed trick is held when the person is not the one to play next (any key or click ends it sooner) the completed trick left in the middle until the next card (speed &quot;off&quot;)</extracomment>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>You play a card.</source>
        <translation>Vous jouez une carte.</translation>
    </message>
    <message>
        <source>{name} plays a card.</source>
        <translation>{name} joue une carte.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} remporte le pli.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>Aucun pli n&apos;a encore été joué dans cette donne.</translation>
    </message>
    <message>
        <source>“{panel}” closed.</source>
        <translation>Panneau «&#xa0;{panel}&#xa0;» fermé.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Enter closes it.</source>
        <translation>Entrée la ferme.</translation>
    </message>
    <message>
        <source>Last trick: nobody took it</source>
        <translation>Dernier pli&#xa0;: personne ne l&apos;a pris</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Vous jouez {card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} joue {card}.</translation>
    </message>
    <message>
        <source>Last trick: you took it</source>
        <translation>Dernier pli&#xa0;: vous l&apos;avez remporté</translation>
    </message>
    <message>
        <source>Last trick: {name} took it</source>
        <translation>Dernier pli&#xa0;: remporté par {name}</translation>
    </message>
    <message>
        <source>Last trick: taken by {names}</source>
        <translation>Dernier pli&#xa0;: pris par {names}</translation>
    </message>
</context>
<context>
    <name>TableDirector</name>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>the person at the screen was offered their input (their turn, a choice): a notice over the table that would lie over its prompt goes away starts a rematch&apos;s setup instead of ``controller.start`` when set (the window&apos;s) a network table&apos;s gate between two rounds (``cardtable.ui.network.count_gate``): the screens go on from a round&apos;s count together; None: this screen goes on when its person says so the controller&apos;s position (``actions_applied``) of the events the table is showing asked instead of a rematch by a joined seat&apos;s screen (the host starts the games) the letter or digit last said to do nothing (:meth:`_key`): said once until another key is pressed</extracomment>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}. {name}: click anywhere when you are ready to see your cards.</source>
        <translation>Passez l&apos;écran à {name}. {name}, cliquez n&apos;importe où quand vous êtes prêt ou prête à voir vos cartes.</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <source>Choose this player</source>
        <extracomment>the person&apos;s last gesture at the table was a key (arrows, Enter), not a mouse press</extracomment>
        <translation>Choisir ce joueur</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <extracomment>Qt&apos;s values of the view&apos;s enum properties, set through the meta-object (``setProperty``) so that the first frame does not need the ``Qt`` namespace: Qt.ScrollBarAlwaysOff, Qt.AlignLeft | Qt.AlignTop</extracomment>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>The arrows choose, Enter confirms, Esc cancels; F2 to F7 read the table.</source>
        <translation>Les flèches choisissent, Entrée valide, Échap annule&#xa0;; F2 à F7 lisent la table.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>This game does not allow taking a move back.</source>
        <extracomment>the translation context of the undo rules&apos; reasons and of the result labels (raw engine event, the human&apos;s seat) -&gt; why nothing before this event may be taken back (English, ``QT_TRANSLATE_NOOP(&quot;Undo&quot;, ...)``), or None an action of the human -&gt; why it may never be taken back, or None why a game without an undo rule allows none (games give their own reason)</extracomment>
        <translation>Ce jeu ne permet pas de reprendre un coup.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>la partie est finie.</translation>
    </message>
    <message>
        <source>wait until the rapidité is over.</source>
        <translation>attendez la fin de la rapidité.</translation>
    </message>
    <message>
        <source>In Les Auteurs every question is answered at once, showing where a card is: a question cannot be taken back.</source>
        <translation>Aux Auteurs, chaque question reçoit aussitôt sa réponse, qui montre où est une carte&#xa0;: une question ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>a card was shown since your move.</source>
        <extracomment>events after which nothing before them may be taken back (see undo_barrier)</extracomment>
        <translation>une carte a été montrée depuis votre coup.</translation>
    </message>
    <message>
        <source>a rapidité was possible since your move.</source>
        <translation>une rapidité a été possible depuis votre coup.</translation>
    </message>
    <message>
        <source>the stock was shuffled since your move.</source>
        <translation>la pioche a été mélangée depuis votre coup.</translation>
    </message>
    <message>
        <source>your last move was in a round that is over.</source>
        <translation>votre dernier coup appartient à une manche terminée.</translation>
    </message>
    <message>
        <source>you saw the card you drew.</source>
        <extracomment>events that show a card to the seat that acted (barriers for the human only)</extracomment>
        <translation>vous avez vu la carte piochée.</translation>
    </message>
    <message>
        <source>you looked at your cards.</source>
        <translation>vous avez regardé vos cartes.</translation>
    </message>
    <message>
        <source>you looked at one of your cards.</source>
        <translation>vous avez regardé une de vos cartes.</translation>
    </message>
    <message>
        <source>In Peech a choice is final: the cards are revealed together and cannot be taken back.</source>
        <translation>Au Peech, un choix est définitif&#xa0;: les cartes sont révélées ensemble et ne peuvent pas être reprises.</translation>
    </message>
    <message>
        <source>there is no move of yours to take back.</source>
        <translation>vous n&apos;avez aucun coup à reprendre.</translation>
    </message>
    <message>
        <source>your last move was in a hand that is over.</source>
        <translation>votre dernier coup appartient à une donne terminée.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Card table: Peech, Les Auteurs, Atout Pique and Deutch.</source>
        <translation>Table de cartes&#xa0;: Peech, Les Auteurs, Atout Pique et Deutch.</translation>
    </message>
    <message>
        <source>language of the interface (default: French)</source>
        <translation>langue de l&apos;interface (par défaut&#xa0;: français)</translation>
    </message>
    <message>
        <source>open the table with every seat played by the computer</source>
        <translation>ouvrir la table avec toutes les places jouées par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>seed of the demo game (default: 1)</source>
        <translation>graine de la partie de démonstration (par défaut&#xa0;: 1)</translation>
    </message>
    <message>
        <source>level of the computer players (default: intermediaire)</source>
        <translation>niveau des joueurs ordinateur (par défaut&#xa0;: intermediaire)</translation>
    </message>
    <message>
        <source>with --demo: play without animations, print the final totals as JSON and quit; with --lesson: play the lesson through, print its result as JSON and quit; with --serve: computers play without pauses, quit at the end; with --join: print the final totals as JSON at the end</source>
        <translation>avec --demo&#xa0;: jouer sans animations, afficher les totaux finaux en JSON et quitter&#xa0;; avec --lesson&#xa0;: jouer la leçon jusqu&apos;au bout, afficher son résultat en JSON et quitter&#xa0;; avec --serve&#xa0;: les ordinateurs jouent sans pause, et l&apos;hôte quitte à la fin&#xa0;; avec --join&#xa0;: afficher les totaux finaux en JSON à la fin</translation>
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
        <translation>Le jeu {game} n&apos;est pas encore disponible dans cette version.</translation>
    </message>
    <message>
        <source>Unknown game {game}; the games are: {games}.</source>
        <translation>Jeu inconnu&#xa0;: {game}&#xa0;; les jeux sont&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>open the lesson of a game (Help &gt; Learn to play)</source>
        <translation>ouvrir la leçon d&apos;un jeu (Aide &gt; Apprendre à jouer)</translation>
    </message>
    <message>
        <source>--exit only makes sense with --demo or --lesson.</source>
        <translation>--exit ne s&apos;emploie qu&apos;avec --demo ou --lesson.</translation>
    </message>
    <message>
        <source>--demo and --lesson cannot be used together.</source>
        <translation>--demo et --lesson ne peuvent pas être employés ensemble.</translation>
    </message>
    <message>
        <source>There is no lesson for {game}; the lessons are: {games}.</source>
        <translation>Il n&apos;y a pas de leçon pour {game}&#xa0;; les leçons sont&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>usage&#xa0;: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}&#xa0;: erreur&#xa0;: {message}</translation>
    </message>
    <message>
        <source>unknown argument(s): {args}.</source>
        <translation>argument(s) inconnu(s)&#xa0;: {args}.</translation>
    </message>
    <message>
        <source>the option {option} needs a value.</source>
        <translation>l&apos;option {option} demande une valeur.</translation>
    </message>
    <message>
        <source>the option {option} takes no value.</source>
        <translation>l&apos;option {option} ne prend pas de valeur.</translation>
    </message>
    <message>
        <source>the command line is not understood ({detail}).</source>
        <translation>la ligne de commande n&apos;est pas comprise ({detail}).</translation>
    </message>
    <message>
        <source>unknown level {level}; the levels are: {levels}.</source>
        <translation>niveau inconnu&#xa0;: {level}&#xa0;; les niveaux sont&#xa0;: {levels}.</translation>
    </message>
    <message>
        <source>unknown language {lang}; the languages are: {langs}.</source>
        <translation>langue inconnue&#xa0;: {lang}&#xa0;; les langues sont&#xa0;: {langs}.</translation>
    </message>
    <message>
        <source>the seed must be a whole number, not {value}.</source>
        <translation>la graine doit être un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <source>cardtable --help lists the options.</source>
        <translation>cardtable --help donne la liste des options.</translation>
    </message>
    <message>
        <source>host a network game of GAME in this terminal (Ctrl+C saves and stops)</source>
        <translation>accueillir une partie en réseau de JEU dans ce terminal (Ctrl+C enregistre et arrête)</translation>
    </message>
    <message>
        <source>with --serve: the port to listen on (default: the port of the last hosting when it is free, else a free one)</source>
        <translation>avec --serve&#xa0;: le port d&apos;écoute (par défaut&#xa0;: celui du dernier accueil s&apos;il est libre, sinon un port libre)</translation>
    </message>
    <message>
        <source>the table code (with --serve: default, a new one)</source>
        <translation>le code de la table (avec --serve&#xa0;: par défaut, un nouveau code)</translation>
    </message>
    <message>
        <source>with --serve: each seat, remote or a computer level, separated by commas (default: every seat remote)</source>
        <translation>avec --serve&#xa0;: chaque place, remote (sur un autre ordinateur) ou un niveau d&apos;ordinateur, séparées par des virgules (par défaut&#xa0;: toutes sur d&apos;autres ordinateurs)</translation>
    </message>
    <message>
        <source>with --serve: the address to listen on (default: every network)</source>
        <translation>avec --serve&#xa0;: l&apos;adresse d&apos;écoute (par défaut&#xa0;: tous les réseaux)</translation>
    </message>
    <message>
        <source>with --serve: seconds before a computer plays a seat whose player left (default: 30; 0: at once)</source>
        <translation>avec --serve&#xa0;: secondes avant que l&apos;ordinateur joue la place d&apos;un joueur parti (par défaut&#xa0;: 30&#xa0;; 0&#xa0;: aussitôt)</translation>
    </message>
    <message>
        <source>with --serve: a seat whose player left cannot be taken back by giving its name with the table code (by default it can: a player who lost the seat&apos;s token, on another computer, comes back; a connected player&apos;s seat is never given)</source>
        <translation>avec --serve&#xa0;: une place dont le joueur est parti ne peut pas être reprise en donnant son nom avec le code de la table (par défaut, elle peut l&apos;être&#xa0;: un joueur qui a perdu le jeton de sa place, sur un autre ordinateur, revient&#xa0;; la place d&apos;un joueur connecté n&apos;est jamais donnée)</translation>
    </message>
    <message>
        <source>join the network game at HOST:PORT with a computer player</source>
        <translation>rejoindre la partie en réseau à HÔTE:PORT avec un joueur ordinateur</translation>
    </message>
    <message>
        <source>with --join: the name shown at the table; with --serve: the table&apos;s name in the list of tables on the network (default: this computer&apos;s name)</source>
        <translation>avec --join&#xa0;: le nom affiché à la table&#xa0;; avec --serve&#xa0;: le nom de la table dans la liste des tables du réseau (par défaut&#xa0;: le nom de cet ordinateur)</translation>
    </message>
    <message>
        <source>with --join: the level of the computer player that plays the seat</source>
        <translation>avec --join&#xa0;: le niveau du joueur ordinateur qui joue la place</translation>
    </message>
    <message>
        <source>--serve and --join are used alone (not with --demo, --lesson or each other).</source>
        <translation>--serve et --join s&apos;emploient seuls (ni avec --demo, ni avec --lesson, ni l&apos;un avec l&apos;autre).</translation>
    </message>
    <message>
        <source>--join needs --code, --name and --computer.</source>
        <translation>--join demande --code, --name et --computer.</translation>
    </message>
    <message>
        <source>{value} is not HOST:PORT (for example 192.168.1.20:5000).</source>
        <translation>{value} n&apos;est pas de la forme HÔTE:PORT (par exemple 192.168.1.20:5000).</translation>
    </message>
    <message>
        <source>the port must be a whole number from 0 to 65535, not {value}.</source>
        <translation>le port doit être un nombre entier de 0 à 65535, pas {value}.</translation>
    </message>
    <message>
        <source>{value} is not a list of seats for {game}: {count} seats, each remote or a level ({levels}).</source>
        <translation>{value} n&apos;est pas une liste de places pour {game}&#xa0;: {count} places, chacune remote ou un niveau ({levels}).</translation>
    </message>
    <message>
        <source>the name must have 1 to 40 printable characters.</source>
        <translation>le nom doit compter de 1 à 40 caractères imprimables.</translation>
    </message>
    <message>
        <source>the table code has 6 letters and digits (for example K7M2QX), not {value}.</source>
        <translation>le code de la table a 6 lettres et chiffres (par exemple K7M2QX), pas {value}.</translation>
    </message>
    <message>
        <source>--takeover must be a whole number of seconds, not {value}.</source>
        <translation>--takeover doit être un nombre entier de secondes, pas {value}.</translation>
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
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
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
        <translation>Le zéro aveugle n&apos;est pas permis dans cette partie.</translation>
    </message>
    <message>
        <source>A blind bid can only be nil.</source>
        <translation>Une mise aveugle ne peut être que zéro.</translation>
    </message>
    <message>
        <source>Blind nil is only allowed when your team trails by {points} points or more.</source>
        <translation>Le zéro aveugle n&apos;est permis que si votre équipe est menée d&apos;au moins {points} points.</translation>
    </message>
    <message>
        <source>You must play a card now.</source>
        <translation>Vous devez jouer une carte maintenant.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation>Vous devez fournir à la couleur demandée&#xa0;: {suit}.</translation>
    </message>
    <message>
        <source>You may not lead a spade to the first trick.</source>
        <translation>Vous ne pouvez pas entamer le premier pli par un pique.</translation>
    </message>
    <message>
        <source>Spades are not broken yet.</source>
        <translation>Le pique n&apos;est pas encore ouvert.</translation>
    </message>
    <message>
        <source>Peech</source>
        <translation>Peech</translation>
    </message>
    <message>
        <source>You said Peech: you sit out the rest of the round.</source>
        <translation>Vous avez dit Peech&#xa0;: vous ne jouez plus jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>You have already chosen your card for this battle.</source>
        <translation>Vous avez déjà choisi votre carte pour cette bataille.</translation>
    </message>
    <message>
        <source>You must choose a card now.</source>
        <translation>Vous devez choisir une carte maintenant.</translation>
    </message>
    <message>
        <source>Les Auteurs</source>
        <translation>Les Auteurs</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Tokens each at the start</source>
        <translation>Jetons de chacun au départ</translation>
    </message>
    <message>
        <source>You must ask another player for a card.</source>
        <translation>Vous devez demander une carte à un autre joueur.</translation>
    </message>
    <message>
        <source>There is no such player at the table.</source>
        <translation>Ce joueur n&apos;est pas à la table.</translation>
    </message>
    <message>
        <source>You cannot ask yourself for a card.</source>
        <translation>Vous ne pouvez pas vous demander une carte à vous-même.</translation>
    </message>
    <message>
        <source>That player has no cards left.</source>
        <translation>Ce joueur n&apos;a plus de cartes.</translation>
    </message>
    <message>
        <source>You must name one exact card.</source>
        <translation>Vous devez nommer une carte précise.</translation>
    </message>
    <message>
        <source>You already hold that card.</source>
        <translation>Vous avez déjà cette carte.</translation>
    </message>
    <message>
        <source>You must hold a card of that rank.</source>
        <translation>Vous devez avoir une carte de cette valeur.</translation>
    </message>
    <message>
        <source>Deutch</source>
        <extracomment>the default of the option ``earliest_call``: &quot;Deutch !&quot; from each player&apos;s third turn of the round (see :func:`may_call`)</extracomment>
        <translation>Deutch</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>the lowest total wins (read by the arena)</extracomment>
        <translation>Manches</translation>
    </message>
    <message>
        <source>A jack or queen leaving your row also gives its power</source>
        <translation>Un valet ou une dame qui quitte votre jeu donne aussi son pouvoir</translation>
    </message>
    <message>
        <source>Time for a rapidité</source>
        <translation>Temps pour une rapidité</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>“Deutch!” allowed from each player&apos;s turn</source>
        <translation>«&#xa0;Deutch&#xa0;!&#xa0;» permis dès son tour n°</translation>
    </message>
    <message>
        <source>Too early for “Deutch!”: at this table it may be called from each player&apos;s turn {turn} of the round.</source>
        <translation>Trop tôt pour «&#xa0;Deutch&#xa0;!&#xa0;»&#xa0;: à cette table, on ne peut l&apos;annoncer qu&apos;à partir de son {turn}e tour de la manche.</translation>
    </message>
    <message>
        <source>There is no card of yours in that place.</source>
        <translation>Vous n&apos;avez pas de carte à cet endroit.</translation>
    </message>
    <message>
        <source>Choose two different cards of your row.</source>
        <translation>Choisissez deux cartes différentes de votre jeu.</translation>
    </message>
    <message>
        <source>No rapidité now: wait for a card on the discard.</source>
        <translation>Pas de rapidité maintenant&#xa0;: attendez qu&apos;une carte arrive sur la défausse.</translation>
    </message>
    <message>
        <source>Deutch has already been called.</source>
        <translation>Deutch a déjà été annoncé.</translation>
    </message>
    <message>
        <source>Call Deutch at the end of your turn.</source>
        <translation>Annoncez Deutch à la fin de votre tour.</translation>
    </message>
    <message>
        <source>Draw a card from the stock first.</source>
        <translation>Piochez d&apos;abord une carte du talon.</translation>
    </message>
    <message>
        <source>Put the drawn card in your row or on the discard.</source>
        <translation>Placez la carte piochée dans votre jeu ou sur la défausse.</translation>
    </message>
    <message>
        <source>Swap one of your cards with an opponent&apos;s card.</source>
        <translation>Échangez une de vos cartes avec une carte d&apos;un adversaire.</translation>
    </message>
    <message>
        <source>Only a jack you discarded lets you swap.</source>
        <translation>Seul un valet que vous avez défaussé permet d&apos;échanger.</translation>
    </message>
    <message>
        <source>Only a queen you discarded lets you look at a card.</source>
        <translation>Seule une dame que vous avez défaussée permet de regarder une carte.</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>members are singletons compared by identity: hash them by identity too, in C (``Enum.__hash__`` is Python code, called for every card put in a set or dict)</extracomment>
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
    <name>net</name>
    <message>
        <source>The table code is not right.</source>
        <extracomment>how each side words a refusal or a goodbye (protocol.REASONS)</extracomment>
        <translation>Le code de la table n&apos;est pas le bon.</translation>
    </message>
    <message>
        <source>The table code was not given in time.</source>
        <translation>Le code de la table n&apos;a pas été donné à temps.</translation>
    </message>
    <message>
        <source>The host runs another version of the program: both computers need the same one.</source>
        <translation>L&apos;hôte utilise une autre version du programme&#xa0;: les deux ordinateurs doivent avoir la même.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>This seat is not yours any more (the host started another game).</source>
        <translation>Cette place n&apos;est plus la vôtre (l&apos;hôte a commencé une autre partie).</translation>
    </message>
    <message>
        <source>The connection was closed: a message was not understood.</source>
        <translation>La connexion a été fermée&#xa0;: un message n&apos;a pas été compris.</translation>
    </message>
    <message>
        <source>The host stopped the game; it is kept on the host.</source>
        <translation>L&apos;hôte a arrêté la partie&#xa0;; elle est conservée sur son ordinateur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>This seat was taken again from another connection.</source>
        <translation>Cette place a été reprise depuis une autre connexion.</translation>
    </message>
    <message>
        <source>The connection was closed: too many messages too fast.</source>
        <translation>La connexion a été fermée&#xa0;: trop de messages trop vite.</translation>
    </message>
    <message>
        <source>The host did not give you that seat back.</source>
        <translation>L&apos;hôte ne vous a pas rendu cette place.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>La connexion avec l&apos;hôte a été perdue.</translation>
    </message>
    <message>
        <source>Another player is called {asked}: you play under the name {name}.</source>
        <translation>Un autre joueur s&apos;appelle {asked}&#xa0;: vous jouez sous le nom de {name}.</translation>
    </message>
    <message>
        <source>Table code: {code}</source>
        <translation>Code de la table&#xa0;: {code}</translation>
    </message>
    <message>
        <source>Join at: {address}</source>
        <translation>Rejoindre à l&apos;adresse&#xa0;: {address}</translation>
    </message>
    <message>
        <source>The saved network game is resumed; its seats wait for their players.</source>
        <translation>La partie en réseau enregistrée reprend&#xa0;; ses places attendent leurs joueurs.</translation>
    </message>
    <message>
        <source>Cannot listen on {address}:{port} (is the port in use?).</source>
        <translation>Impossible d&apos;écouter sur {address}:{port} (le port est-il déjà utilisé&#xa0;?).</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>The game is saved; the host stops.</source>
        <translation>La partie est enregistrée&#xa0;; l&apos;hôte s&apos;arrête.</translation>
    </message>
    <message>
        <source>Seat {seat} taken.</source>
        <translation>Place {seat} prise.</translation>
    </message>
    <message>
        <source>{name} joined the table (seat {seat}).</source>
        <translation>{name} a rejoint la table (place {seat}).</translation>
    </message>
    <message>
        <source>{name} is back at the table (seat {seat}).</source>
        <translation>{name} est de retour à la table (place {seat}).</translation>
    </message>
    <message>
        <source>{name} left the table (seat {seat}).</source>
        <translation>{name} a quitté la table (place {seat}).</translation>
    </message>
    <message>
        <source>The connection with {name} is lost (seat {seat}).</source>
        <translation>La connexion avec {name} est perdue (place {seat}).</translation>
    </message>
    <message>
        <source>A computer plays for {name} (seat {seat}).</source>
        <translation>Un ordinateur joue pour {name} (place {seat}).</translation>
    </message>
    <message>
        <source>The game is over. Ctrl+C stops the host.</source>
        <translation>La partie est terminée. Ctrl+C arrête l&apos;hôte.</translation>
    </message>
    <message>
        <source>Only this computer can join: it is on no network (or --address is a loopback address).</source>
        <translation>Seul cet ordinateur peut rejoindre la table&#xa0;: il n&apos;est relié à aucun réseau (ou --address est une adresse de bouclage).</translation>
    </message>
</context>
<context>
    <name>scoresheet</name>
    <message>
        <source>Bid</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>The team&apos;s contract: the partners&apos; bids added up (nil bids excluded)</source>
        <translation>Contrat de l&apos;équipe&#xa0;: les mises des deux partenaires additionnées (hors zéros)</translation>
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
        <translation>Sacs en réserve après la donne (à 10 sacs&#xa0;: −100 points)</translation>
    </message>
    <message>
        <source>Bags in reserve</source>
        <translation>Sacs en réserve</translation>
    </message>
    <message>
        <source>the bags in reserve</source>
        <translation>les sacs en réserve</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Zéro</translation>
    </message>
    <message>
        <source>Nil bids: ✓ made (+100), ✗ failed (−100)</source>
        <translation>Mises de zéro&#xa0;: ✓ réussie (+100), ✗ ratée (−100)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points scored by the team in this hand</source>
        <translation>Points marqués par l&apos;équipe pendant la donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>The team&apos;s score after the hand</source>
        <translation>Score de l&apos;équipe après la donne</translation>
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
        <translation>{hand}&#xa0;: {summary}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>zéro aveugle</translation>
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
        <translation>Mises&#xa0;: {bids} → contrat de {contract}</translation>
    </message>
    <message>
        <source>Tricks: {tricks} ({total} in all)</source>
        <translation>Plis&#xa0;: {tricks} ({total} au total)</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>{name}: failed nil, {tricks} counted toward the contract</source>
        <translation>{name}&#xa0;: zéro raté, {tricks} à compter pour le contrat</translation>
    </message>
    <message>
        <source>Boston: the team took all 13 tricks!</source>
        <translation>Boston&#xa0;: l&apos;équipe a fait les 13 plis&#xa0;!</translation>
    </message>
    <message>
        <source>{bags} this hand, {reserve} in reserve (10 bags cost 100 points)</source>
        <translation>{bags} cette donne, {reserve} en réserve (10 sacs coûtent 100 points)</translation>
    </message>
    <message>
        <source>{count} bags reached: {points}</source>
        <translation>{count} sacs atteints&#xa0;: {points}</translation>
    </message>
    <message>
        <source>n! (bags): 10 bags reached, {points} points, n left in reserve</source>
        <translation>n! (sacs)&#xa0;: 10 sacs atteints, {points} points, n restent en réserve</translation>
    </message>
    <message>
        <source>{name}: blind nil made → {points}</source>
        <translation>{name}&#xa0;: zéro à l&apos;aveugle réussi → {points}</translation>
    </message>
    <message>
        <source>{name}: nil made → {points}</source>
        <translation>{name}&#xa0;: zéro réussi → {points}</translation>
    </message>
    <message>
        <source>blind nil made ({name})</source>
        <translation>zéro à l&apos;aveugle réussi ({name})</translation>
    </message>
    <message>
        <source>nil made ({name})</source>
        <translation>zéro réussi ({name})</translation>
    </message>
    <message>
        <source>{name}: blind nil failed ({tricks}) → {points}</source>
        <translation>{name}&#xa0;: zéro à l&apos;aveugle raté ({tricks}) → {points}</translation>
    </message>
    <message>
        <source>{name}: nil failed ({tricks}) → {points}</source>
        <translation>{name}&#xa0;: zéro raté ({tricks}) → {points}</translation>
    </message>
    <message>
        <source>blind nil failed ({name})</source>
        <translation>zéro à l&apos;aveugle raté ({name})</translation>
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
        <translation>{contract}&#xa0;: {counted} ≥ {target} → {points}</translation>
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
        <translation>{contract}&#xa0;: {counted} &lt; {target} → {points}</translation>
    </message>
    <message>
        <source>bid of {n} failed</source>
        <translation>mise de {n} ratée</translation>
    </message>
    <message>
        <source>No contract (two nils): every trick is a bag, {bags} → {points}</source>
        <translation>Pas de contrat (deux zéros)&#xa0;: chaque pli est un sac, {bags} → {points}</translation>
    </message>
    <message>
        <source>{count} bags: {points}</source>
        <translation>{count} sacs&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Boston!</source>
        <translation>Boston&#xa0;!</translation>
    </message>
    <message>
        <source>Points for the hand: {points}</source>
        <translation>Points de la donne&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Score after hand {hand}: {before} {sign} {points} = {score}</source>
        <translation>Score après la donne {hand}&#xa0;: {before} {sign} {points} = {score}</translation>
    </message>
    <message>
        <source>Poissons</source>
        <translation>Poissons</translation>
    </message>
    <message>
        <source>Poissons (four cards of one rank) laid in the deal</source>
        <translation>Poissons (les quatre cartes d&apos;une valeur) posés dans la donne</translation>
    </message>
    <message>
        <source>Poi</source>
        <translation>Poi</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Tokens won or lost in the deal: one from each other player for each poisson laid, one paid for each poisson another player laid</source>
        <translation>Jetons gagnés ou perdus dans la donne&#xa0;: un de chacun des autres joueurs par poisson posé, un payé pour chaque poisson posé par un autre</translation>
    </message>
    <message>
        <source>Tok</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Tokens held after the deal: the most tokens wins</source>
        <translation>Jetons après la donne&#xa0;: le plus grand nombre gagne</translation>
    </message>
    <message>
        <source>Tot</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>{name} {delta}</source>
        <translation>{name} {delta}</translation>
    </message>
    <message>
        <source>{deal}: {summary}</source>
        <translation>{deal}&#xa0;: {summary}</translation>
    </message>
    <message>
        <source>(dealt by {name})</source>
        <translation>(donnée par {name})</translation>
    </message>
    <message numerus="yes">
        <source>{name} laid %n poisson(s) in deal {deal}</source>
        <translation>
            <numerusform>{name} a posé %n poisson dans la donne {deal}</numerusform>
            <numerusform>{name} a posé %n poissons dans la donne {deal}</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won ({poissons} poisson(s) × {payers} players) − {lost} paid ({others} poisson(s) of the others) = {delta}</source>
        <translation>{won} gagnés ({poissons} poisson(s) × {payers} joueurs) − {lost} payés ({others} poisson(s) des autres) = {delta}</translation>
    </message>
    <message>
        <source>Tokens after deal {deal}: {before} {change} = {after}</source>
        <translation>Jetons après la donne {deal}&#xa0;: {before} {change} = {after}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Starting points, from the round&apos;s points card (7 = 12 … K = 21)</source>
        <translation>Points de départ, donnés par la carte de points de la manche (7 = 12 … R = 21)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Cards to win: the rank of the secret target card (4 to 10)</source>
        <translation>Cartes à gagner&#xa0;: la hauteur de la carte de coups secrète (4 à 10)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Cards won in the battles (✓: the target was reached)</source>
        <translation>Cartes gagnées dans les batailles (✓&#xa0;: objectif atteint)</translation>
    </message>
    <message>
        <source>Points of the cards won, plus the target card&apos;s points when the target was reached; taken off the starting points</source>
        <translation>Points des cartes gagnées, plus ceux de la carte de coups si l&apos;objectif est atteint&#xa0;; retirés des points de départ</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Target missed: one point per card missing</source>
        <translation>Objectif manqué&#xa0;: un point par carte manquante</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Pén</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Points of the cards left in the row (red K 0 … black K 13)</source>
        <translation>Points des cartes restées dans la ligne (R rouge 0 … R noir 13)</translation>
    </message>
    <message>
        <source>Cd</source>
        <translation>Ct</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>The round&apos;s score (⚑ called Deutch; a struck figure is erased)</source>
        <translation>Le score de la manche (⚑ a annoncé Deutch&#xa0;; un chiffre barré est rayé)</translation>
    </message>
    <message>
        <source>the round&apos;s score (⚑: called Deutch)</source>
        <translation>le score de la manche (⚑&#xa0;: a annoncé Deutch)</translation>
    </message>
    <message>
        <source>Round scores not erased: the lowest total wins</source>
        <translation>Scores des manches non rayés&#xa0;: le plus petit total gagne</translation>
    </message>
    <message>
        <source>{name} called Deutch with the lowest count: 0, and erases their highest earlier score</source>
        <translation>{name} a annoncé Deutch avec le plus petit compte&#xa0;: 0, et raye son plus gros score précédent</translation>
    </message>
    <message>
        <source>{name} called Deutch, tied for the lowest count: {points}</source>
        <translation>{name} a annoncé Deutch, à égalité pour le plus petit compte&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{name} called Deutch but someone had less: {points} + 10 = {score}</source>
        <translation>{name} a annoncé Deutch mais quelqu&apos;un avait moins&#xa0;: {points} + 10 = {score}</translation>
    </message>
    <message>
        <source>{name} scores the {points} points of their cards</source>
        <translation>{name} marque les {points} points de ses cartes</translation>
    </message>
    <message>
        <source>Erased by a successful Deutch later: this {score} does not count</source>
        <translation>Rayé par un Deutch réussi plus tard&#xa0;: ce {score} ne compte pas</translation>
    </message>
    <message>
        <source>Cards left: {points} points</source>
        <translation>Cartes restantes&#xa0;: {points} points</translation>
    </message>
    <message>
        <source>Total after round {n}: {total}</source>
        <translation>Total après la manche {n}&#xa0;: {total}</translation>
    </message>
    <message>
        <source>(Deutch called by {name})</source>
        <translation>(Deutch annoncé par {name})</translation>
    </message>
    <message>
        <source>The round&apos;s score (the lower the better)</source>
        <translation>Le score de la manche (le plus petit est le meilleur)</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Mch</translation>
    </message>
    <message>
        <source>★ a round won (first to reach the target): one point off the total</source>
        <translation>★ une manche gagnée (premier à atteindre son objectif)&#xa0;: un point de moins au total</translation>
    </message>
    <message>
        <source>Round scores so far minus round wins: the lowest total wins</source>
        <translation>Scores des manches jusqu&apos;ici moins les manches gagnées&#xa0;: le plus petit total gagne</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>{round}: {summary}</source>
        <translation>{round}&#xa0;: {summary}</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Cartes à gagner</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>Points taken off</source>
        <translation>Points retirés</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>Score de la manche</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>the round&apos;s score</source>
        <translation>le score de la manche</translation>
    </message>
    <message>
        <source>Round won: −1</source>
        <translation>Manche gagnée&#xa0;: −1</translation>
    </message>
    <message>
        <source>★ −1</source>
        <translation>★ −1</translation>
    </message>
    <message>
        <source>★ −1 for a round won</source>
        <translation>★ −1 pour une manche gagnée</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total cumulé</translation>
    </message>
    <message>
        <source>(ended at the limit of battles)</source>
        <translation>(arrêtée à la limite de batailles)</translation>
    </message>
    <message>
        <source>{name} starts round {n} with {points} points (points card)</source>
        <translation>{name} commence la manche {n} avec {points} points (carte de points)</translation>
    </message>
    <message>
        <source>Target card: a {rank}, so {n} cards to win</source>
        <translation>Carte de coups&#xa0;: un {rank}, donc {n} cartes à gagner</translation>
    </message>
    <message>
        <source>{won} cards won out of {target}: target reached</source>
        <translation>{won} cartes gagnées sur {target}&#xa0;: objectif atteint</translation>
    </message>
    <message>
        <source>{won} cards won out of {target}: {missing} missing</source>
        <translation>{won} cartes gagnées sur {target}&#xa0;: il en manque {missing}</translation>
    </message>
    <message>
        <source>Cards won: {won} points + target card: {target} points = {total}</source>
        <translation>Cartes gagnées&#xa0;: {won} points + carte de coups&#xa0;: {target} points = {total}</translation>
    </message>
    <message>
        <source>Cards won: {won} points (the target card counts only when the target is reached)</source>
        <translation>Cartes gagnées&#xa0;: {won} points (la carte de coups ne compte que si l&apos;objectif est atteint)</translation>
    </message>
    <message>
        <source>Target missed by {n}: +{n} to the round&apos;s score</source>
        <translation>Objectif manqué de {n}&#xa0;: +{n} au score de la manche</translation>
    </message>
    <message>
        <source>No penalty: the target was reached</source>
        <translation>Pas de pénalité&#xa0;: l&apos;objectif est atteint</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Pas de pénalité</translation>
    </message>
    <message>
        <source>{start} − {points} = {score} (never below 0)</source>
        <translation>{start} − {points} = {score} (jamais moins de 0)</translation>
    </message>
    <message>
        <source>{start} − {points} is below 0: the round scores 0</source>
        <translation>{start} − {points} est sous 0&#xa0;: la manche compte 0</translation>
    </message>
    <message>
        <source>{start} − {points} → {base}, + {penalty} penalty = {score}</source>
        <translation>{start} − {points} → {base}, + {penalty} de pénalité = {score}</translation>
    </message>
    <message>
        <source>Round won: one point off the total</source>
        <translation>Manche gagnée&#xa0;: un point de moins au total</translation>
    </message>
    <message>
        <source>Round not won</source>
        <translation>Manche non gagnée</translation>
    </message>
    <message>
        <source>Total after round {n}: {before} + {score} − 1 (round won) = {total}</source>
        <translation>Total après la manche {n}&#xa0;: {before} + {score} − 1 (manche gagnée) = {total}</translation>
    </message>
    <message>
        <source>Total after round {n}: {before} + {score} = {total}</source>
        <translation>Total après la manche {n}&#xa0;: {before} + {score} = {total}</translation>
    </message>
    <message>
        <source>Trk</source>
        <translation>Plis</translation>
    </message>
</context>
</TS>
