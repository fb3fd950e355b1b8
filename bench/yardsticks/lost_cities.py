#!/usr/bin/env python3
"""Lost Cities: a hand-written reference simulator, used as a performance yardstick.

This plays whole games of Lost Cities as `rulebooks/library/lost_cities.rules`
gives them (that rulebook is the authority on the rules). Every decision is
drawn uniformly at random from the legal options at that point. It uses plain
Python 3 and the standard library only. rulerun is timed against this file on a
game of its own library, so that its speed is not measured on the four seed
games alone: it is written the way one would write a single game directly, and
not tuned further.

    python3 lost_cities.py --games 2000 --players 2 --seed 1 [--check]

prints one line of JSON with games/s, decisions/s and mean decisions per game.
`play(n_players, rng)` plays one game and returns a summary dict.

A "decision" is a choice among two or more legal options, drawn from `rng`.
A forced move draws nothing and is not counted. The decisions are the
rulebook's, at the same points and with the same number of options, so that
both sides do the same work per game. A turn asks, in this order:
 1. the card to play: one of the 8 in hand, each card an option of its own
    (the three investment cards of a colour are three options);
 2. onto the expedition or the discard pile: a decision only when the card
    may go onto its expedition, else it is discarded without asking;
 3. draw from the deck or a discard pile: a decision only when some discard
    pile other than the one just discarded onto holds a card;
 4. which discard pile (after choosing to draw from one): a decision only
    when two or more piles qualify.

Settled differently from the rulebook (none of it changes a decision):
 - Only the default options are played (five colours, no purple).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

# ---------------------------------------------------------------- cards ----
# A card is an int: colour * 12 + i, where i 0..2 are the investment cards (value 0) and i 3..11
# the numbers 2..10.
COLOURS = ("yellow", "blue", "white", "green", "red")
N_COLOURS = len(COLOURS)
COLOUR = [c // 12 for c in range(N_COLOURS * 12)]
VALUE = [0 if c % 12 < 3 else c % 12 - 1 for c in range(N_COLOURS * 12)]
HAND = 8
PLAYERS = 2
TURN_LIMIT = 100_000        # drawing from discard piles can go on, but not for ever at random


class LostCities:
    """State and rules of one game."""

    def __init__(self, n_players: int, rng: random.Random, check: bool = False):
        if n_players != PLAYERS:
            raise ValueError("Lost Cities is for 2 players")
        self.rng = rng
        self.check = check
        deck = list(range(N_COLOURS * 12))
        rng.shuffle(deck)
        self.deck = deck                    # top of the deck = end of list
        self.hands = [[deck.pop() for _ in range(HAND)] for _ in range(PLAYERS)]
        # expeditions[p][colour]: the cards laid, ascending; discards[colour]: the pile, top last
        self.expeditions = [[[] for _ in range(N_COLOURS)] for _ in range(PLAYERS)]
        self.discards = [[] for _ in range(N_COLOURS)]
        self.decisions = 0
        self.turns = 0

    # ------------------------------------------------------ decisions ----
    def choose(self, options):
        """Return one of `options` uniformly; counts as a decision if len > 1."""
        if len(options) == 1:
            return options[0]
        self.decisions += 1
        return options[self.rng.randrange(len(options))]

    # ----------------------------------------------------------- game ----
    def play(self) -> dict:
        while self.deck:
            for p in range(PLAYERS):
                if not self.deck:
                    break
                self.turns += 1
                if self.turns > TURN_LIMIT:
                    raise RuntimeError("Lost Cities: turn limit exceeded")
                self.take_turn(p)
                if self.check:
                    self.verify()
        return self.summary()

    def take_turn(self, p: int) -> None:
        hand = self.hands[p]
        card = self.choose(hand)
        hand.remove(card)
        colour, value = COLOUR[card], VALUE[card]
        expedition = self.expeditions[p][colour]
        highest = VALUE[expedition[-1]] if expedition else 0
        # ascending, investments only before any number
        if (value > highest or value == highest == 0) and self.choose((True, False)):
            expedition.append(card)
            just_discarded = None
        else:
            self.discards[colour].append(card)
            just_discarded = colour
        piles = [c for c in range(N_COLOURS) if self.discards[c] and c != just_discarded]
        if piles and self.choose((True, False)):
            hand.append(self.discards[self.choose(piles)].pop())
        else:
            hand.append(self.deck.pop())

    def score(self, p: int) -> int:
        total = 0
        for expedition in self.expeditions[p]:
            if expedition:
                investments = sum(1 for c in expedition if VALUE[c] == 0)
                total += (sum(VALUE[c] for c in expedition) - 20) * (1 + investments)
                if len(expedition) >= 8:
                    total += 20
        return total

    def summary(self) -> dict:
        scores = [self.score(p) for p in range(PLAYERS)]
        best = max(scores)
        return {
            "winners": [p for p in range(PLAYERS) if scores[p] == best],
            "scores": scores,
            "decisions": self.decisions,
            "turns": self.turns,
        }

    # --------------------------------------------------------- checks ----
    def verify(self) -> None:
        """Every card is in one place, hands hold 8, expeditions ascend."""
        places = self.deck + [c for h in self.hands for c in h] + [c for d in self.discards for c in d] \
            + [c for e in self.expeditions for x in e for c in x]
        if sorted(places) != list(range(N_COLOURS * 12)):
            raise AssertionError("card conservation broken")
        if any(len(h) != HAND for h in self.hands):
            raise AssertionError("a hand does not hold 8 cards")
        for e in self.expeditions:
            for colour, x in enumerate(e):
                values = [VALUE[c] for c in x]
                if values != sorted(values) or any(COLOUR[c] != colour for c in x) \
                        or len(set(v for v in values if v)) != len([v for v in values if v]):
                    raise AssertionError("an expedition does not ascend")


def play(n_players: int, rng: random.Random, check: bool = False) -> dict:
    """Play one complete game with uniformly random decisions."""
    return LostCities(n_players, rng, check).play()


# --------------------------------------------------------------- CLI ----
def benchmark(games: int, players: int, seed: int, check: bool) -> dict:
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        decisions += play(players, rng, check)["decisions"]
    seconds = time.perf_counter() - start
    return {
        "game": "lost_cities",
        "games": games,
        "players": players,
        "seconds": round(seconds, 4),
        "games_per_s": round(games / seconds, 1),
        "decisions_per_s": round(decisions / seconds, 1),
        "mean_decisions_per_game": round(decisions / games, 2),
        "seed": seed,
        "check": check,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Random-play Lost Cities simulator.")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="verify card conservation after every turn")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    print(json.dumps(benchmark(args.games, args.players, args.seed, args.check)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
