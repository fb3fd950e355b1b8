"""Whether a hand-written simulator plays the same game as its rulebook, as far as speed goes.

    python3 bench/yardstick_check.py hearts --players 4 --games 2000

A speed ratio means something only if both sides do the same work per game: the same decisions, at
the same points, among the same number of options. Random games cannot be compared move by move
(the two sides shuffle differently), so this plays N random games each way and compares what they
ask on average: decisions per game, and the options they choose among (the mean log2 of the options
of a game's decisions: a simulator that merged equal cards into one option, or asked for three
cards one at a time instead of a set of three, differs there). For each it prints both means, the
z-score of their difference (the simulator's mean less the engine's, in standard errors), and the
histogram of option counts per game, as one JSON line per rulebook.

The engine's side is counted by the chooser `Game.playout` calls with each decision's number of
options. The simulator's side is counted by the random generator it is handed: every decision of a
simulator in `bench/yardsticks/` is drawn with `rng.randrange(options)`, or `rng.sample(items, k)`
for a set of k among the items (the generator's shuffles draw through neither).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

from rulerun.interpreter.engine import load_game

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for `yardsticks` when loaded from elsewhere
from yardsticks import reference_simulator  # noqa: E402


class Recording(random.Random):
    """A generator that notes the number of options of every decision drawn from it."""

    def __init__(self, seed, seen: Counter):
        super().__init__(seed)
        self.seen = seen

    def randrange(self, start, stop=None, step=1):
        if stop is None and start >= 2:
            self.seen[start] += 1
        return super().randrange(start, stop, step)

    def sample(self, population, k, **kwargs):
        self.seen[math.comb(len(population), k)] += 1
        return super().sample(population, k, **kwargs)


def totals(seen: Counter) -> tuple[int, float]:
    """The decisions of one game, and the log2 of their options summed."""
    return sum(seen.values()), sum(math.log2(n) * c for n, c in seen.items())


def engine_games(rulebook: str, players: int, games: int, seed: int) -> tuple[list, Counter]:
    """(decisions, bits) of each of `games` random playouts, and the option counts of them all."""
    game = load_game(rulebook, players=players)
    rows, histogram = [], Counter()
    for i in range(games):
        seen = Counter()
        draw = random.Random(seed + i).randrange

        def chooser(n, seen=seen, draw=draw):
            seen[n] += 1
            return draw(n)

        state = game.playout(seed + i, chooser)
        decisions, bits = totals(seen)
        if decisions != state.data.decisions:
            raise AssertionError(f"the engine counted {state.data.decisions} decisions, its chooser {decisions}")
        rows.append((decisions, bits))
        histogram.update(seen)
    return rows, histogram


def load_simulator(path: Path):
    spec = importlib.util.spec_from_file_location(f"yardstick_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def simulator_games(path: Path, players: int, games: int, seed: int) -> tuple[list, Counter]:
    """(decisions, bits) of each of `games` games of the simulator, and the option counts of them all."""
    play = load_simulator(path).play
    seen = Counter()
    rng = Recording(seed, seen)
    rows, histogram = [], Counter()
    for _ in range(games):
        seen.clear()
        counted = play(players, rng)["decisions"]
        decisions, bits = totals(seen)
        if decisions != counted:
            raise AssertionError(f"{path.name} counted {counted} decisions but drew {decisions}")
        rows.append((decisions, bits))
        histogram.update(seen)
    return rows, histogram


def z_score(a: list[float], b: list[float]) -> float:
    """The difference of the two means in standard errors (0 for two constant equal samples)."""
    error = math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    difference = statistics.mean(b) - statistics.mean(a)
    return difference / error if error else (0.0 if difference == 0 else math.copysign(math.inf, difference))


def compare(rulebook: str, players: int, games: int, seed: int = 1, path: Path | None = None) -> dict:
    """Both sides' means and z-scores (simulator minus engine), and their option histograms."""
    path = path or reference_simulator(rulebook)
    if path is None:
        raise SystemExit(f"no hand-written simulator of {rulebook}")
    ours, our_options = engine_games(rulebook, players, games, seed)
    theirs, their_options = simulator_games(path, players, games, seed)
    row = {"rulebook": rulebook, "players": players, "games": games, "reference": str(path)}
    # decisions per game; and log2 of the options per decision, which does not vary with the length
    # of a game as the decisions do: a slip in the options of one decision a hand shows there first
    for what, measure in (("decisions_per_game", lambda d, bits: d),
                          ("bits_per_decision", lambda d, bits: bits / d if d else 0.0)):
        a, b = [measure(*r) for r in ours], [measure(*r) for r in theirs]
        row[what] = round(statistics.mean(a), 4)
        row[f"reference_{what}"] = round(statistics.mean(b), 4)
        row[f"{what}_z"] = round(z_score(a, b), 2)
    row["options_per_game"] = {n: round(our_options[n] / games, 3) for n in sorted(our_options)}
    row["reference_options_per_game"] = {n: round(their_options[n] / games, 3) for n in sorted(their_options)}
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulebooks", nargs="+")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    for name in args.rulebooks:
        print(json.dumps(compare(name, args.players, args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
