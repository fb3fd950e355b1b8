#!/usr/bin/env python3
"""Hearts: a hand-written reference simulator, used as a performance yardstick.

This plays whole games of Hearts as `rulebooks/library/hearts.rules` gives them
(that rulebook is the authority on the rules). Every decision is drawn uniformly
at random from the legal options at that point. It uses plain Python 3 and the
standard library only. rulerun is timed against this file on a game of its own
library, so that its speed is not measured on the four seed games alone: it is
written the way one would write a single game directly, and not tuned further.

    python3 hearts.py --games 500 --players 4 --seed 1 [--check]

prints one line of JSON with games/s, decisions/s and mean decisions per game.
`play(n_players, rng)` plays one game and returns a summary dict.

A "decision" is a choice among two or more legal options, drawn from `rng`.
A forced move draws nothing and is not counted. The decisions are the
rulebook's, at the same points and with the same number of options, so that
both sides do the same work per game:
 1. Passing: each player picks 3 cards of the 13 (with 4 players) as one
    decision among the C(13, 3) = 286 sets, as the rulebook's `count 3` does.
 2. Leading the first trick is forced (the lowest club). Any other lead is a
    choice among the cards that may be led; following is a choice among the
    cards that may follow (on the first trick, among the clean ones if any).
    One legal card is a forced play.

Settled differently from the rulebook (none of it changes a decision):
 - The deck is shuffled and dealt by slices rather than one card at a time
   around the table: the same random deal.
 - Only the default options are played (target 100, passing on).
 - Scores are kept per hand in a list of points, not as won cards.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

# ---------------------------------------------------------------- cards ----
# A card is an int: suit * 13 + (value - 2), values 2..14 (ace high).
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
SUIT = [c // 13 for c in range(52)]
VALUE = [c % 13 + 2 for c in range(52)]
QUEEN_OF_SPADES = SPADES * 13 + 10
PENALTY = [1 if SUIT[c] == HEARTS else 13 if c == QUEEN_OF_SPADES else 0 for c in range(52)]
TWO_OF_CLUBS, TWO_OF_DIAMONDS = CLUBS * 13, DIAMONDS * 13
MOON = 26                   # every penalty point of a hand

TARGET = 100
HAND_LIMIT = 10_000         # a real game needs a dozen hands or so
MIN_PLAYERS, MAX_PLAYERS = 3, 5


class Hearts:
    """State and rules of one game."""

    def __init__(self, n_players: int, rng: random.Random, check: bool = False):
        if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
            raise ValueError(f"Hearts is for {MIN_PLAYERS}-{MAX_PLAYERS} players")
        self.n = n_players
        self.rng = rng
        self.check = check
        # equal hands: no two of diamonds with 3 or 5 players, no two of clubs with 5
        self.cards = [c for c in range(52)
                      if not (c == TWO_OF_DIAMONDS and n_players != 4)
                      and not (c == TWO_OF_CLUBS and n_players == 5)]
        self.score = [0] * n_players
        self.hands = [[] for _ in range(n_players)]
        self.hand_number = 0
        self.decisions = 0
        self.tricks = 0

    # ------------------------------------------------------ decisions ----
    def choose(self, options):
        """Return one of `options` uniformly; counts as a decision if len > 1."""
        if len(options) == 1:
            return options[0]
        self.decisions += 1
        return options[self.rng.randrange(len(options))]

    def choose_three(self, hand):
        """Three cards of `hand`: one decision among all the sets of three."""
        self.decisions += 1
        return self.rng.sample(hand, 3)

    # ----------------------------------------------------------- game ----
    def play(self) -> dict:
        while max(self.score) < TARGET:
            self.hand_number += 1
            if self.hand_number > HAND_LIMIT:
                raise RuntimeError("Hearts: hand limit exceeded")
            self.play_hand()
        return self.summary()

    def receiver(self, p: int):
        """Whom `p` passes to this hand: left, right, across (4 players), or nobody."""
        n = self.n
        turn = self.hand_number % (4 if n == 4 else 3)
        if turn == 1:
            return (p + 1) % n
        if turn == 2:
            return (p - 1) % n
        if turn == 3:
            return (p + 2) % n
        return None

    def pass_cards(self) -> None:
        if self.receiver(0) is None:
            return
        hands = self.hands
        outgoing = [self.choose_three(hands[p]) for p in range(self.n)]  # all at once, in secret
        for p in range(self.n):
            for c in outgoing[p]:
                hands[p].remove(c)
        for p in range(self.n):
            hands[self.receiver(p)].extend(outgoing[p])

    def play_hand(self) -> None:
        n = self.n
        deck = self.cards[:]
        self.rng.shuffle(deck)
        self.hands = hands = [deck[p::n] for p in range(n)]
        self.pass_cards()
        lowest_club = min(c for c in self.cards if SUIT[c] == CLUBS)
        leader = next(p for p in range(n) if lowest_club in hands[p])
        points = [0] * n
        broken = False
        first = True
        while hands[leader]:
            self.tricks += 1
            hand = hands[leader]
            if first:
                lead = lowest_club          # the only card it may lead
            elif broken:
                lead = self.choose(hand)
            else:
                lead = self.choose([c for c in hand if SUIT[c] != HEARTS] or hand)
            hand.remove(lead)
            suit = SUIT[lead]
            best, taker = VALUE[lead], leader
            trick = [lead]
            for i in range(1, n):
                p = (leader + i) % n
                hand = hands[p]
                options = [c for c in hand if SUIT[c] == suit] or hand
                if first:
                    options = [c for c in options if not PENALTY[c]] or options
                card = self.choose(options)
                hand.remove(card)
                trick.append(card)
                if SUIT[card] == suit and VALUE[card] > best:
                    best, taker = VALUE[card], p
            if not broken:
                broken = any(SUIT[c] == HEARTS for c in trick)
            points[taker] += sum(PENALTY[c] for c in trick)
            leader = taker
            first = False
            if self.check:
                self.verify(points)
        self.settle(points)

    def settle(self, points) -> None:
        if MOON in points:
            moon = points.index(MOON)
            for p in range(self.n):
                if p != moon:
                    self.score[p] += MOON
        else:
            for p in range(self.n):
                self.score[p] += points[p]

    def summary(self) -> dict:
        low = min(self.score)
        return {
            "winners": [p for p in range(self.n) if self.score[p] == low],
            "score": self.score,
            "decisions": self.decisions,
            "hands": self.hand_number,
            "tricks": self.tricks,
        }

    # --------------------------------------------------------- checks ----
    def verify(self, points) -> None:
        """Hands stay equal, no card is lost or doubled, and the points add up."""
        sizes = {len(h) for h in self.hands}
        if len(sizes) != 1:
            raise AssertionError("hands of different sizes after a trick")
        held = [c for h in self.hands for c in h]
        if len(held) != len(set(held)) or not set(held) <= set(self.cards):
            raise AssertionError("card conservation broken")
        if sum(points) > MOON:
            raise AssertionError("more penalty points than the deck holds")


def play(n_players: int, rng: random.Random, check: bool = False) -> dict:
    """Play one complete game with uniformly random decisions."""
    return Hearts(n_players, rng, check).play()


# --------------------------------------------------------------- CLI ----
def benchmark(games: int, players: int, seed: int, check: bool) -> dict:
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        decisions += play(players, rng, check)["decisions"]
    seconds = time.perf_counter() - start
    return {
        "game": "hearts",
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
    ap = argparse.ArgumentParser(description="Random-play Hearts simulator.")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="verify card conservation after every trick")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    print(json.dumps(benchmark(args.games, args.players, args.seed, args.check)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
