#!/usr/bin/env python3
"""Sushi Go!: a hand-written reference simulator, used as a performance yardstick.

This plays whole games of Sushi Go! as `rulebooks/library/sushi_go.rules` gives
them (that rulebook is the authority on the rules). Every decision is drawn
uniformly at random from the legal options at that point. It uses plain Python 3
and the standard library only. rulerun is timed against this file on a game of
its own library, so that its speed is not measured on the four seed games alone:
it is written the way one would write a single game directly, and not tuned
further.

    python3 sushi_go.py --games 2000 --players 4 --seed 1 [--check]

prints one line of JSON with games/s, decisions/s and mean decisions per game.
`play(n_players, rng)` plays one game and returns a summary dict.

A "decision" is a choice among two or more legal options, drawn from `rng`.
A forced move draws nothing and is not counted. The decisions are the
rulebook's, at the same points and with the same number of options, so that
both sides do the same work per game. On each turn, each player in seat order
(the rulebook's picks are simultaneous and secret; one player's pick never
depends on another's):
 1. picks one card of their hand: every card is an option of its own, equal
    dishes included (a hand of one card is a forced pick);
 2. then, with chopsticks in their tableau and a card left in hand, picks a
    second card or passes: one option per card left, plus the pass.

Settled differently from the rulebook (none of it changes a decision):
 - A nigiri on a wasabi is kept in a list of its own rather than marked on
   the card; a round's cards other than puddings are dropped, not discarded.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

# ---------------------------------------------------------------- cards ----
# A card is its kind, an int; the three maki cards are kinds of their own.
(TEMPURA, SASHIMI, DUMPLING, MAKI1, MAKI2, MAKI3, EGG, SALMON, SQUID, PUDDING, WASABI,
 CHOPSTICKS) = range(12)
COPIES = {TEMPURA: 14, SASHIMI: 14, DUMPLING: 14, MAKI2: 12, MAKI3: 8, MAKI1: 6, SALMON: 10, SQUID: 5, EGG: 5,
          PUDDING: 10, WASABI: 6, CHOPSTICKS: 4}
ROLLS = {MAKI1: 1, MAKI2: 2, MAKI3: 3}
NIGIRI = {EGG: 1, SALMON: 2, SQUID: 3}
DUMPLINGS = (0, 1, 3, 6, 10, 15)
ROUNDS = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 5


class SushiGo:
    """State and rules of one game."""

    def __init__(self, n_players: int, rng: random.Random, check: bool = False):
        if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
            raise ValueError(f"Sushi Go! is for {MIN_PLAYERS}-{MAX_PLAYERS} players")
        self.n = n_players
        self.rng = rng
        self.check = check
        deck = [kind for kind, copies in COPIES.items() for _ in range(copies)]
        rng.shuffle(deck)
        self.deck = deck                    # top of the deck = end of list
        self.score = [0] * n_players
        self.puddings = [0] * n_players
        self.decisions = 0
        self.turns = 0

    # ------------------------------------------------------ decisions ----
    def choose(self, options):
        """Return the index of one of `options`, uniformly; a decision if len > 1."""
        if len(options) == 1:
            return 0
        self.decisions += 1
        return self.rng.randrange(len(options))

    def maybe_choose(self, options):
        """The index of one of `options` or None (a pass), uniformly among them all: a decision."""
        self.decisions += 1
        i = self.rng.randrange(len(options) + 1)
        return None if i == len(options) else i

    # ----------------------------------------------------------- game ----
    def play(self) -> dict:
        for _ in range(ROUNDS):
            self.play_round()
        self.score_puddings()
        return self.summary()

    def play_round(self) -> None:
        n, deck = self.n, self.deck
        size = 12 - n
        hands = [[deck.pop() for _ in range(size)] for _ in range(n)]
        # tableau[p]: the dishes in front of p; free_wasabi[p]: wasabi without a nigiri on them
        tableaux = [[] for _ in range(n)]
        tripled = [[] for _ in range(n)]    # the nigiri lying on a wasabi
        free_wasabi = [0] * n
        while hands[0]:
            self.turns += 1
            picks = []
            for p in range(n):
                hand = hands[p]
                picked = [hand.pop(self.choose(hand))]
                if hand and CHOPSTICKS in tableaux[p]:
                    i = self.maybe_choose(hand)
                    if i is not None:
                        picked.append(hand.pop(i))
                        tableaux[p].remove(CHOPSTICKS)
                        hand.append(CHOPSTICKS)
                picks.append(picked)
            for p in range(n):
                for card in picks[p]:
                    if card in NIGIRI and free_wasabi[p]:
                        free_wasabi[p] -= 1
                        tripled[p].append(card)
                    else:
                        if card == WASABI:
                            free_wasabi[p] += 1
                        tableaux[p].append(card)
            hands = [hands[p - 1] for p in range(n)]   # passed to the left
            if self.check:
                self.verify(hands, tableaux, tripled)
        self.score_round(tableaux, tripled)

    def score_round(self, tableaux, tripled) -> None:
        n = self.n
        for p in range(n):
            t = tableaux[p]
            points = 5 * (t.count(TEMPURA) // 2) + 10 * (t.count(SASHIMI) // 3)
            points += DUMPLINGS[min(t.count(DUMPLING), 5)]
            points += sum(NIGIRI[c] for c in t if c in NIGIRI) + sum(3 * NIGIRI[c] for c in tripled[p])
            self.score[p] += points
            self.puddings[p] += t.count(PUDDING)
        rolls = [sum(ROLLS.get(c, 0) for c in t) for t in tableaux]
        most = max(rolls)
        if most == 0:
            return
        firsts = [p for p in range(n) if rolls[p] == most]
        for p in firsts:
            self.score[p] += 6 // len(firsts)
        if len(firsts) > 1:
            return
        second = max((r for r in rolls if r < most), default=0)
        if second == 0:
            return
        seconds = [p for p in range(n) if rolls[p] == second]
        for p in seconds:
            self.score[p] += 3 // len(seconds)

    def score_puddings(self) -> None:
        most, fewest = max(self.puddings), min(self.puddings)
        if most == fewest:
            return
        tops = [p for p in range(self.n) if self.puddings[p] == most]
        for p in tops:
            self.score[p] += 6 // len(tops)
        if self.n > 2:
            lows = [p for p in range(self.n) if self.puddings[p] == fewest]
            for p in lows:
                self.score[p] -= 6 // len(lows)

    def summary(self) -> dict:
        # the highest score wins; a tie goes to the most puddings
        best = max(zip(self.score, self.puddings))
        return {
            "winners": [p for p in range(self.n) if (self.score[p], self.puddings[p]) == best],
            "score": self.score,
            "decisions": self.decisions,
            "turns": self.turns,
        }

    # --------------------------------------------------------- checks ----
    def verify(self, hands, tableaux, tripled) -> None:
        """Hands stay equal, and the round's cards are all in a hand or in front of a player."""
        if len({len(h) for h in hands}) != 1:
            raise AssertionError("hands of different sizes")
        dealt = self.n * (12 - self.n)
        if sum(map(len, hands)) + sum(map(len, tableaux)) + sum(map(len, tripled)) != dealt:
            raise AssertionError("card conservation broken")


def play(n_players: int, rng: random.Random, check: bool = False) -> dict:
    """Play one complete game with uniformly random decisions."""
    return SushiGo(n_players, rng, check).play()


# --------------------------------------------------------------- CLI ----
def benchmark(games: int, players: int, seed: int, check: bool) -> dict:
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        decisions += play(players, rng, check)["decisions"]
    seconds = time.perf_counter() - start
    return {
        "game": "sushi_go",
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
    ap = argparse.ArgumentParser(description="Random-play Sushi Go! simulator.")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="verify card conservation after every turn")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    print(json.dumps(benchmark(args.games, args.players, args.seed, args.check)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
