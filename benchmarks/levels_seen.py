"""What a person at the table notices of each computer level, measured on recorded games.

    python benchmarks/levels_seen.py --seed 4848 --games 24
    python benchmarks/levels_seen.py atout_pique deutch --seed 4848 --games 12 --levels difficile

For each game and each level (Facile, Intermédiaire, Difficile), ``--games``
games are played by the arena's players (:func:`cardtable.arena.seat_player`,
the engine seeded ``seed * 1_000_003 + k``, game ``k``).  The line-up is fixed:
the level measured against Intermédiaire (Atout Pique: the measured level
holds seats 0 and 2, one team, against two Intermédiaire; the other games: one
measured seat, moved one seat on at each game, against three Intermédiaire).
Games are shortened with the game's own options so that a few dozen games stay
cheap (Atout Pique to 250 points, Peech 3 rounds, Les Auteurs 1 deal, Deutch
3 rounds, every other option at its default).  Only the measured seats are
counted.

Every decision of a measured seat is recorded with the view it was given and
the legal actions (:class:`Recorder`), every applied action with the engine's
events; the measures below are computed from those and nothing else.  Each
``judge_*`` function takes one decision (the seat's view, the legal actions,
the action) and says which per-move measures it hits, so that each definition
can be tested on a hand-made position (``tests/test_levels_seen.py``).

A measure marked **silly** is a move a strong person never makes: the script
prints the positions (game seed, hand or round, move) where Difficile made
one.

Atout Pique (per measured team, or per measured seat):

* ``bags``: overtricks per hand, the tricks the measured team took over its
  contract (the ``bags_this_hand`` of the ``hand_scored`` event).
* ``set``: share of the team's contracts (bid of 1 or more) not made.
* ``nil broken``: nils bid by a measured seat (blind or not) that failed, over
  the nils it bid (the ``nils`` of ``hand_scored``).
* ``partner's trick overtaken`` (**silly**): the seat plays last to a trick
  its partner is winning, the partner did not bid nil, and it plays a card
  that takes the trick from the partner while it held a legal card that would
  not (:func:`judge_atout_pique`).  Per 100 cards played.

Peech (per battle the measured seat played):

* ``strong card lost``: the seat's card was a Valet, Dame or Roi and it took
  nothing (the ``reveal`` does not list it as a winner, and the battle was
  not "same", where each keeps its own card).  Per 100 battles.
* ``6 or 7 given``: the seat's 6 or 7 (the cards worth 4 and 5 points) was
  taken by another seat (``take`` or ``ace_swap`` event from the seat).
  Per 100 battles.
* ``target reached``: share of rounds in which the seat reached its target
  (``round_scored``), and its mean round score.
  No Peech move is called silly: the cards are chosen face down at the same
  time, so no choice is certainly lost when it is made.

Les Auteurs (per ask of the measured seat; the public history of the deal is
in every view, :func:`known_places`):

* ``asks a card known elsewhere`` (**silly**): it asks seat T for a card that
  the whole table saw go to another seat R (the last hit that moved it), R
  not T: a visible memory slip.
* ``asks again after a no`` (**silly**): it asks T for a card T already said
  "no" to in this deal, and the card has not gone to T since.
* ``sure card passed by``: the ask is not sure (the card's place is not known)
  and missed, while a sure ask was legal (a card of a rank it holds, known at
  another seat that still holds cards).  Per 100 asks.
* ``takes back``: share of its asks that ask T for a card T took from the
  asker itself (the last hit that moved it): the card goes back and forth.
* ``hits``: share of its asks answered "yes"; ``asks per poisson``: its asks
  over the poissons it laid after a hit (poissons laid at the deal are not
  counted).

Deutch (per round the measured seat played):

* ``calls``: its "Deutch !" calls per round, ``won``: share of them where its
  points at the reveal (``round_end``) were strictly below everyone else's.
* ``call at 15+``: calls where its points at the reveal were 15 or more.
* ``call turn``: the mean of its own turn number (its first turn of the round
  is 1) at which it called, from the view's ``turn`` and ``first``.
* ``rapidités``: its rapidités (``rapidite`` events), per round.
* ``wrong rapidité``: its rapidités the engine judged wrong, per round;
  **silly** when the view showed the seat its own card and that card's rank
  differed from the discard's top (:func:`judge_deutch`).
* ``known match let go``: in a rapidité window the seat passed while its view
  showed a card of its own row of the top card's rank (once per window: the
  arena asks a seat again while nobody has acted).  Per round.
* ``raises its row``: it kept a drawn card (``Replace``) or took the discard
  (``TakeDiscard``) into a slot holding a card worth fewer points (the
  ``old`` of the event); **silly** when its view showed it that card and its
  row held no other known card of that card's rank, the new card included (a
  twin it can put on it by a rapidité: a black king over a known red king is
  the first step of ridding the row of a card).  Per round.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable import arena  # noqa: E402
from cardtable.ai import LEVELS  # noqa: E402
from cardtable.engine import Pass, new_game  # noqa: E402
from cardtable.engine.atout_pique import Bid, trick_winner  # noqa: E402
from cardtable.engine.auteurs import Ask  # noqa: E402
from cardtable.engine.cards import Card  # noqa: E402
from cardtable.engine.deutch import CallDeutch, Rapidite, Replace, TakeDiscard  # noqa: E402
from cardtable.engine.deutch import card_points as deutch_points  # noqa: E402
from cardtable.engine.kit import Play  # noqa: E402

GAMES = ("atout_pique", "peech", "auteurs", "deutch")
#: options that keep a game short (the measures are per move, hand or round)
SHORT: dict[str, dict[str, Any]] = {"atout_pique": {"target": 250}, "peech": {"rounds": 3},
                                    "auteurs": {"deals": 1}, "deutch": {"rounds": 3}}
FIXED = "intermediaire"


# ---------------------------------------------------------------- per-move judges
def judge_atout_pique(view: Mapping[str, Any], legal: Sequence[Any], action: Any) -> set[str]:
    """``{"overtake"}`` when the seat, last to a trick its (non-nil) partner is
    winning, takes the trick from it while a legal card would not have."""
    if not isinstance(action, Play) or isinstance(action, Bid):
        return set()
    trick = view["trick"]
    if len(trick) != 3:
        return set()
    cards = [Card.parse(c) for _, c in trick]
    partner = view["partner"]
    if trick[trick_winner(cards)][0] != partner or view["bids"][partner] == 0:
        return set()

    def wins(card: Card) -> bool:
        return trick_winner([*cards, card]) == 3

    if wins(action.card) and any(isinstance(a, Play) and not wins(a.card) for a in legal):
        return {"overtake"}
    return set()


def known_places(history: Sequence[Mapping[str, Any]]) -> tuple[dict[str, int], set[tuple[int, str]]]:
    """From a Les Auteurs deal's public history: where each card that moved is
    (card -> seat), and the (seat, card) pairs a seat said "no" to and has
    not received since."""
    place: dict[str, int] = {}
    denied: set[tuple[int, str]] = set()
    for h in history:
        if h["hit"]:
            place[h["card"]] = h["seat"]
            denied.discard((h["seat"], h["card"]))
        else:
            denied.add((h["target"], h["card"]))
    return place, denied


def judge_auteurs(view: Mapping[str, Any], legal: Sequence[Any], action: Any) -> set[str]:
    """``"known_elsewhere"``, ``"asked_again"`` (the silly asks), ``"sure"`` (the ask
    is sure), ``"takes_back"`` (a sure ask of a card the target took from the
    asker) and ``"sure_available"`` (some legal ask was sure)."""
    if not isinstance(action, Ask):
        return set()
    place, denied = known_places(view["history"])
    card = str(action.card)
    out: set[str] = set()
    where = place.get(card)
    if where is not None and where != action.target:
        out.add("known_elsewhere")
    if (action.target, card) in denied:
        out.add("asked_again")
    if where == action.target:
        out.add("sure")
        last = next(h for h in reversed(view["history"]) if h["hit"] and h["card"] == card)
        if last["target"] == view["seat"]:
            out.add("takes_back")
    if any(isinstance(a, Ask) and place.get(str(a.card)) == a.target for a in legal):
        out.add("sure_available")
    return out


def judge_deutch(view: Mapping[str, Any], legal: Sequence[Any], action: Any) -> set[str]:
    """Per-move Deutch measures from the seat's view:

    * ``"call"`` (and ``"call_turn=N"``, its own turn number);
    * ``"rapidite_known_wrong"``: a rapidité with a card the seat knows, of another
      rank than the top of the discard; ``"let_go"``: a pass in a rapidité window
      while it knows a card of its row of the top's rank;
    * ``"raise_known"``: a ``Replace`` / ``TakeDiscard`` over a card it knows, worth
      fewer points than the new one, with no other known card of its rank in the row.
    """
    out: set[str] = set()
    hand = view["hand"]
    top = view.get("discard_top")
    seat = view["seat"]
    if isinstance(action, CallDeutch):
        n = view["players"]
        own = (view["turn"] - 1 - (seat - view["first"]) % n) // n + 1
        out |= {"call", f"call_turn={own}"}
    window = view.get("window")
    top_rank = Card.parse(top).rank if top is not None else None
    in_rapidite = window is not None and window.get("kind") == "rapidite" and top_rank is not None
    if in_rapidite and isinstance(action, Rapidite):
        mine = hand[action.slot]
        if mine is not None and Card.parse(mine).rank != top_rank:
            out.add("rapidite_known_wrong")
    if in_rapidite and isinstance(action, Pass):
        if any(c is not None and Card.parse(c).rank == top_rank for c in hand):
            out.add("let_go")
    new: str | None = None
    if isinstance(action, Replace):
        new = view.get("drawn")
    elif isinstance(action, TakeDiscard):
        new = top
    if new is not None:
        slot = action.slot
        old = hand[slot]
        if old is not None:
            o = Card.parse(old)
            # a twin: another known card of the row, or the new card itself, of the old card's rank
            twin = Card.parse(new).rank == o.rank or any(
                c is not None and i != slot and Card.parse(c).rank == o.rank for i, c in enumerate(hand))
            if deutch_points(Card.parse(new)) > deutch_points(o) and not twin:
                out.add("raise_known")
    return out


JUDGES = {"atout_pique": judge_atout_pique, "auteurs": judge_auteurs, "deutch": judge_deutch}


# ---------------------------------------------------------------- recording
@dataclass
class Decision:
    seat: int
    view: Mapping[str, Any]
    legal: list[Any]
    action: Any
    #: the engine's events when this decision was applied (None: a window race it lost)
    events: list[dict[str, Any]] | None = None


class Recorder:
    """A player that records every decision of the player it wraps (the arena's
    ``choose``, ``reaction_ms`` and ``explain`` pass through)."""

    def __init__(self, player: Any, seat: int, log: list[Decision]) -> None:
        self.player, self.seat, self.log = player, seat, log

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        action = self.player.choose(view, legal)
        self.log.append(Decision(self.seat, view, list(legal), action))
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.player, name)


@dataclass
class Record:
    """One recorded game: the decisions of its measured seats and, per applied
    action, ``(seat, action, events)``."""

    game_id: str
    seed: int
    levels: list[str]
    decisions: list[Decision] = field(default_factory=list)
    applied: list[tuple[int, Any, list[dict[str, Any]]]] = field(default_factory=list)


def record_game(game_id: str, seed: int, levels: Sequence[str], measured: Sequence[int],
                options: Mapping[str, Any] | None = None) -> Record:
    """Play one game with the arena's players and its timed-window race; record it."""
    opts = dict(SHORT.get(game_id, {}) if options is None else options)
    state = new_game(game_id, seed=seed, players=len(levels), options=opts)
    rec = Record(game_id, seed, list(levels))
    players: list[Any] = []
    for i, lvl in enumerate(levels):
        p = arena.seat_player(game_id, lvl, seed * 10 + i)
        players.append(Recorder(p, i, rec.decisions) if i in measured else p)
    times: dict[str, list[float]] = {lvl: [] for lvl in levels}
    import random
    rng = random.Random(seed)
    rec.applied.append((-1, None, list(state.opening_events())))
    for _ in range(200_000):
        if state.is_over:
            break
        seat, action = arena.next_move(state, players, levels, times, rng)
        events = state.apply(seat, action)
        rec.applied.append((seat, action, events))
        if seat in measured:
            for dec in reversed(rec.decisions):
                if dec.seat == seat:
                    if dec.action is action:
                        dec.events = events
                    break
    if not state.is_over:
        raise RuntimeError(f"{game_id} game {seed} did not finish")
    return rec


# ---------------------------------------------------------------- measures
@dataclass
class Tally:
    """Counts summed over games: ``n[name]`` events over ``d[name]`` opportunities."""

    n: dict[str, float] = field(default_factory=dict)
    d: dict[str, float] = field(default_factory=dict)
    silly: list[str] = field(default_factory=list)
    #: positions worth a look that are not silly moves (a Deutch call at 15 points or more)
    notes: list[str] = field(default_factory=list)

    def add(self, name: str, hit: float, over: float = 1.0) -> None:
        self.n[name] = self.n.get(name, 0.0) + hit
        self.d[name] = self.d.get(name, 0.0) + over

    def rate(self, name: str, scale: float = 1.0) -> float:
        d = self.d.get(name, 0.0)
        return self.n.get(name, 0.0) / d * scale if d else float("nan")


def measure_atout_pique(rec: Record, measured: Sequence[int], t: Tally) -> None:
    team = measured[0] % 2
    for _seat, _action, events in rec.applied:
        for ev in events:
            if ev["type"] != "hand_scored":
                continue
            r = ev["teams"][team]
            t.add("bags", r["bags_this_hand"])
            if r["contract"] > 0:
                t.add("set", 0 if r["made"] else 1)
            for nil in r["nils"]:
                if nil["seat"] in measured:
                    t.add("nil broken", 0 if nil["made"] else 1)
    for dec in rec.decisions:
        hand = dec.view["hand_number"]
        if not isinstance(dec.action, Play):
            continue
        hit = judge_atout_pique(dec.view, dec.legal, dec.action)
        t.add("overtake", 1 if "overtake" in hit else 0)
        if hit:
            t.silly.append(f"seed {rec.seed} hand {hand} seat {dec.seat}: trick {dec.view['trick']}, "
                           f"played {dec.action.card} holding {' '.join(dec.view['hand'])}")


def measure_peech(rec: Record, measured: Sequence[int], t: Tally) -> None:
    chosen: dict[int, str] = {}
    for seat, action, events in rec.applied:
        if seat in measured and isinstance(action, Play):
            chosen[seat] = str(action.card)
        for ev in events:
            kind = ev["type"]
            if kind == "reveal":
                for s in measured:
                    card = ev["cards"][s]
                    if card is None:
                        continue
                    strong = Card.parse(card).rank >= 11
                    lost = ev["case"] != "same" and s not in ev["winners"]
                    t.add("strong lost", 1 if strong and lost else 0)
                    t.add("6/7 given", 0)
            elif kind in ("take", "ace_swap") and ev["from"] in measured and ev["seat"] != ev["from"]:
                card = ev["card"] if kind == "take" else ev["ace"]
                if Card.parse(card).rank in (6, 7):
                    t.add("6/7 given", 1, 0)
            elif kind == "round_scored":
                for s in measured:
                    r = ev["seats"][s]
                    t.add("reached", 1 if r["reached"] else 0)
                    t.add("round score", r["score"] - (1 if r["round_win"] else 0))


def measure_auteurs(rec: Record, measured: Sequence[int], t: Tally) -> None:
    for dec in rec.decisions:
        if not isinstance(dec.action, Ask):
            continue
        hit = judge_auteurs(dec.view, dec.legal, dec.action)
        for name in ("known_elsewhere", "asked_again"):
            t.add(name, 1 if name in hit else 0)
            if name in hit:
                t.silly.append(f"seed {rec.seed} seat {dec.seat}, ask {len(dec.view['history']) + 1}: "
                               f"{name}, asked seat {dec.action.target} for {dec.action.card}")
        t.add("asks", 1)
        t.add("takes back", 1 if "takes_back" in hit else 0)
    asker_hit = False
    for seat, _action, events in rec.applied:
        for ev in events:
            if ev["type"] == "answer" and ev["seat"] in measured:
                t.add("hits", 1 if ev["hit"] else 0)
                asker_hit = bool(ev["hit"])
            elif ev["type"] == "poisson" and ev["seat"] in measured and asker_hit and ev["seat"] == seat:
                t.add("poissons", 1, 0)
        asker_hit = False
    # a missed unsure ask while a sure ask was legal
    for dec in rec.decisions:
        if not isinstance(dec.action, Ask) or dec.events is None:
            continue
        hit = judge_auteurs(dec.view, dec.legal, dec.action)
        missed = any(e["type"] == "answer" and not e["hit"] for e in dec.events)
        t.add("sure passed by", 1 if ("sure_available" in hit and "sure" not in hit and missed) else 0)


def measure_deutch(rec: Record, measured: Sequence[int], t: Tally) -> None:
    for _seat, _action, events in rec.applied:
        for ev in events:
            kind = ev["type"]
            if kind == "round_start":
                for _ in measured:
                    t.add("rounds", 1)
            elif kind == "rapidite" and ev["seat"] in measured:
                t.add("wrong rapidite", 0 if ev["right"] else 1, 0)
                t.add("rapidite", 1, 0)
            elif kind == "replace" or kind == "take_discard":
                if ev["seat"] in measured:
                    new = ev["card"]
                    if new is not None and deutch_points(Card.parse(new)) > deutch_points(Card.parse(ev["old"])):
                        t.add("raises row", 1, 0)
            elif kind == "round_end":
                c = ev["caller"]
                if c is not None and c in measured:
                    pts = ev["points"]
                    won = all(pts[c] < p for i, p in enumerate(pts) if i != c)
                    t.add("call won", 1 if won else 0)
                    t.add("call 15+", 1 if pts[c] >= 15 else 0)
                    if pts[c] >= 15:
                        t.notes.append(f"seed {rec.seed} round {ev['round']} seat {c}: called, "
                                       f"points at the reveal {pts}, {'won' if won else 'lost'}")
    seen: set[tuple[int, int, str]] = set()     # a seat asked again in one window counts once
    for dec in rec.decisions:
        hit = judge_deutch(dec.view, dec.legal, dec.action)
        window = dec.view.get("window")
        if window is not None:
            fresh = {h for h in hit if (window["id"], dec.seat, h) not in seen}
            seen |= {(window["id"], dec.seat, h) for h in hit}
            hit = fresh
        where = f"seed {rec.seed} round {dec.view['round']} turn {dec.view['turn']} seat {dec.seat}"
        if "call" in hit:
            t.add("calls", 1, 0)
            own = next(int(h.split("=")[1]) for h in hit if h.startswith("call_turn="))
            t.add("call turn", own)
        if "let_go" in hit:
            t.add("let go", 1, 0)
        if "rapidite_known_wrong" in hit:
            t.add("known wrong rapidite", 1, 0)
            t.silly.append(f"{where}: rapidité with its {dec.view['hand'][dec.action.slot]} "
                           f"on {dec.view['discard_top']}")
        if "raise_known" in hit:
            t.add("raise known", 1, 0)
            t.silly.append(f"{where}: {type(dec.action).__name__}({dec.action.slot}) over its "
                           f"{dec.view['hand'][dec.action.slot]} with {dec.view.get('drawn') or dec.view['discard_top']}")


MEASURES = {"atout_pique": measure_atout_pique, "peech": measure_peech, "auteurs": measure_auteurs,
            "deutch": measure_deutch}


def line_up(game_id: str, level: str, k: int) -> tuple[list[str], list[int]]:
    """Game ``k``'s seats and measured seats (see the module docstring)."""
    if game_id == "atout_pique":
        return [level, FIXED, level, FIXED], [0, 2]
    seats = [FIXED] * 4
    seats[k % 4] = level
    return seats, [k % 4]


def run(game_id: str, level: str, seeds: Sequence[int]) -> Tally:
    t = Tally()
    for k, seed in enumerate(seeds):
        levels, measured = line_up(game_id, level, k)
        rec = record_game(game_id, seed, levels, measured)
        MEASURES[game_id](rec, measured, t)
    return t


def rows(game_id: str, t: Tally) -> list[tuple[str, str]]:
    """The printed measures of one game and level: (name, value)."""
    def pct(name: str) -> str:
        return f"{t.rate(name, 100):.0f}% of {t.d.get(name, 0):.0f}"

    if game_id == "atout_pique":
        return [("bags per hand", f"{t.rate('bags'):.2f} ({t.d.get('bags', 0):.0f} hands)"),
                ("contracts set", pct("set")), ("nils broken", pct("nil broken")),
                ("partner's trick overtaken per 100 cards", f"{t.rate('overtake', 100):.2f} ({t.n.get('overtake', 0):.0f})")]
    if game_id == "peech":
        return [("strong card lost per 100 battles", f"{t.rate('strong lost', 100):.1f}"),
                ("6 or 7 given per 100 battles", f"{t.rate('6/7 given', 100):.1f}"),
                ("target reached", pct("reached")), ("mean round score", f"{t.rate('round score'):.1f}")]
    if game_id == "auteurs":
        return [("asks a card known elsewhere", f"{t.n.get('known_elsewhere', 0):.0f} of {t.d.get('known_elsewhere', 0):.0f} asks"),
                ("asks again after a no", f"{t.n.get('asked_again', 0):.0f}"),
                ("sure card passed by per 100 asks", f"{t.rate('sure passed by', 100):.1f}"),
                ("takes back a card taken from it", pct("takes back")),
                ("hits", pct("hits")),
                ("asks per poisson", f"{t.n.get('asks', 0) / t.n['poissons']:.1f}" if t.n.get("poissons") else "-")]
    rounds = t.d.get("rounds", 0.0) or float("nan")
    calls = t.n.get("calls", 0.0)
    return [("calls per round", f"{calls / rounds:.2f} ({calls:.0f})"),
            ("calls won", pct("call won")), ("calls at 15+ points", f"{t.n.get('call 15+', 0):.0f}"),
            ("mean own turn of a call", f"{t.rate('call turn'):.1f}"),
            ("rapidités per round", f"{t.n.get('rapidite', 0) / rounds:.2f}"),
            ("wrong rapidités per round", f"{t.n.get('wrong rapidite', 0) / rounds:.2f}"),
            ("of them with a known card", f"{t.n.get('known wrong rapidite', 0):.0f}"),
            ("known match let go per round", f"{t.n.get('let go', 0) / rounds:.2f}"),
            ("raises its row per round", f"{t.n.get('raises row', 0) / rounds:.2f}"),
            ("of them over a known card, no twin", f"{t.n.get('raise known', 0):.0f}")]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games", nargs="*", default=list(GAMES), choices=GAMES)
    ap.add_argument("--seed", type=int, default=4848, help="base seed of the deals (chosen before the run)")
    ap.add_argument("--games", dest="count", type=int, default=24, help="games per game and level")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--option", action="append", default=[], metavar="GAME:NAME=VALUE",
                    help="a game option other than the short game's (whole numbers), e.g. deutch:earliest_call=1")
    args = ap.parse_args(argv)
    for spec in args.option:
        game_id, _, rest = spec.partition(":")
        name, _, value = rest.partition("=")
        if game_id not in SHORT or not name or not value.lstrip("-").isdigit():
            ap.error(f"bad --option {spec!r}: GAME:NAME=VALUE, GAME one of {', '.join(GAMES)}")
        SHORT[game_id][name] = int(value)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    print(f"# levels_seen  {datetime.date.today()}  seed {args.seed}, {args.count} games per game and level, "
          f"against {FIXED}")
    for game_id in args.games:
        seeds = arena.deal_seeds_for(args.seed, args.count)
        print(f"\n## {game_id}  (deal seeds {seeds[0]}..{seeds[-1]}, options {SHORT[game_id]})")
        for level in levels:
            t0 = time.perf_counter()
            t = run(game_id, level, seeds)
            print(f"{level}  ({time.perf_counter() - t0:.0f} s)")
            for name, value in rows(game_id, t):
                print(f"  {name}: {value}")
            if t.silly:
                shown = 20 if level == "difficile" else 3
                print(f"  silly moves: {len(t.silly)}" + (", the first:" if shown < len(t.silly) else ":"))
                for s in t.silly[:shown]:
                    print(f"    {s}")
            for note in t.notes[:5]:
                print(f"    {note}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
