#!/usr/bin/env python3
"""President: a hand-written reference simulator, used as a performance yardstick.

This plays whole games of President as `rulebooks/library/president.rules`
gives them (that rulebook is the authority on the rules). Every decision is
drawn uniformly at random from the legal options at that point. It uses plain
Python 3 and the standard library only. rulerun is timed against this file on a
game of its own library, so that its speed is not measured on the four seed
games alone: it is written the way one would write a single game directly, and
not tuned further.

    python3 president.py --games 2000 --players 4 --seed 1 [--check]

prints one line of JSON with games/s, decisions/s and mean decisions per game.
`play(n_players, rng)` plays one game and returns a summary dict.

A "decision" is a choice among two or more legal options, drawn from `rng`.
A forced move draws nothing and is not counted. The decisions are the
rulebook's, at the same points and with the same number of options, so that
both sides do the same work per game:
 1. leading a trick: the rank to lead, one option per rank held; then how many
    cards of it, from 1 to as many as are held;
 2. following: pass, or a higher rank of which as many cards as the trick's
    plays are held (a pass alone is forced, and draws nothing);
 3. before each hand after the first, the cards the President (and with four
    or more players the Vice-President) gives back: one set of 2 (or 1) of the
    cards in hand, `rng.sample`.

Settled differently from the rulebook (none of it changes a decision):
 - A hand is kept as the number of cards of each rank: which suits are played
   makes no difference to the game, and the rulebook asks for a rank and a
   number of cards, never for suits (its exchange offers every set of cards,
   which `rng.sample` draws among as many).
 - The deck is shuffled once before each deal (the rulebook's first deal
   shuffles a deck shuffled already).
 - Only the default options are played (three hands, no `pass_out`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

RANKS = 13                  # 3, 4, ..., 10, jack, queen, king, ace, 2: rank r has value r + 3
DECK = 4 * RANKS            # a card is an int: rank * 4 + suit; 0 is the three of clubs
HANDS = 3


class President:
    """State and rules of one game."""

    def __init__(self, n_players: int, rng: random.Random, check: bool = False):
        if not 3 <= n_players <= 7:
            raise ValueError("President is for 3 to 7 players")
        self.n = n_players
        self.rng = rng
        self.check = check
        self.hands = [[0] * RANKS for _ in range(n_players)]  # cards of each rank held
        self.sizes = [0] * n_players
        self.place = [0] * n_players    # 1 for the first out in this hand
        self.score = [0] * n_players
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
        starter = self.deal()
        self.play_hand(starter)
        n = self.n
        for _ in range(2, HANDS + 1):
            holder = {self.place[p]: p for p in range(n)}
            president, scum, vice, vice_scum = holder[1], holder[n], holder[2], holder[n - 1]
            self.place = [0] * n
            self.deal()
            self.exchange(scum, president, 2)
            if n >= 4:
                self.exchange(vice_scum, vice, 1)
            self.play_hand(scum)
        return self.summary()

    def deal(self) -> int:
        """Deals the whole deck, one card at a time from player 1 on; returns who holds the 3 of clubs."""
        deck = list(range(DECK))
        self.rng.shuffle(deck)
        n, hands = self.n, self.hands
        for hand in hands:
            hand[:] = [0] * RANKS
        starter = 0
        for i, card in enumerate(reversed(deck)):  # the top of the deck (the end of the list) first
            hands[i % n][card >> 2] += 1
            if card == 0:
                starter = i % n
        self.sizes = [sum(hand) for hand in hands]
        return starter

    def exchange(self, giver: int, taker: int, count: int) -> None:
        """The giver's best cards to the taker, who gives back any as many."""
        given, taken = self.hands[giver], self.hands[taker]
        for _ in range(count):
            best = max(r for r in range(RANKS) if given[r])
            given[best] -= 1
            taken[best] += 1
        cards = [r for r in range(RANKS) for _ in range(taken[r])]
        self.decisions += 1  # a set of `count` among the cards in hand: one decision
        for r in self.rng.sample(cards, count):
            taken[r] -= 1
            given[r] += 1

    def play_hand(self, leader: int) -> None:
        n, hands, sizes = self.n, self.hands, self.sizes
        p = last = leader
        passed: set[int] = set()
        need = top = 0
        out = 0
        still_in = sum(1 for s in sizes if s)
        while still_in > 1:
            self.turns += 1
            hand = hands[p]
            if need == 0:
                r = self.choose([r for r in range(RANKS) if hand[r]])
                need = self.choose(list(range(1, hand[r] + 1)))
            else:
                r = self.choose([None] + [r for r in range(top + 1, RANKS) if hand[r] >= need])
            if r is None:
                passed.add(p)
            else:
                hand[r] -= need
                sizes[p] -= need
                top = r
                last = p
                passed.clear()
                if not sizes[p]:
                    out += 1
                    self.place[p] = out
                    still_in -= 1
            if still_in > 1:
                if all(not sizes[q] or q == last or q in passed for q in range(n)):
                    need = 0  # the trick is over: the pile is set aside
                    passed.clear()
                    p = last if sizes[last] else next(q for q in self.after(last) if sizes[q])
                else:
                    p = next(q for q in self.after(p) if sizes[q] and q != last and q not in passed)
            if self.check:
                self.verify()
        scum = next(q for q in range(n) if sizes[q])
        self.place[scum] = n
        for q in range(n):
            self.score[q] += n - self.place[q]

    def after(self, p: int):
        """The players clockwise from p's left neighbour, ending with p."""
        n = self.n
        return [(p + i) % n for i in range(1, n + 1)]

    def summary(self) -> dict:
        # the highest score wins; a tie goes to the better place in the last hand
        best = max((self.score[p], -self.place[p]) for p in range(self.n))
        return {
            "winners": [p for p in range(self.n) if (self.score[p], -self.place[p]) == best],
            "score": self.score,
            "decisions": self.decisions,
            "turns": self.turns,
        }

    # --------------------------------------------------------- checks ----
    def verify(self) -> None:
        """No player holds more cards than were dealt, nor a negative number of a rank."""
        for hand, size in zip(self.hands, self.sizes):
            if min(hand) < 0 or sum(hand) != size:
                raise AssertionError("card conservation broken")


def play(n_players: int, rng: random.Random, check: bool = False) -> dict:
    """Play one complete game with uniformly random decisions."""
    return President(n_players, rng, check).play()


# --------------------------------------------------------------- CLI ----
def benchmark(games: int, players: int, seed: int, check: bool) -> dict:
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        decisions += play(players, rng, check)["decisions"]
    seconds = time.perf_counter() - start
    return {
        "game": "president",
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
    ap = argparse.ArgumentParser(description="Random-play President simulator.")
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
