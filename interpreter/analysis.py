"""Batches of games and what they tell about a rulebook: wins, scores, length, lead, coverage.

`simulate(game, agents, games, seed)` plays `games` games (game `i` with seed `seed + i` and agents
`make_agents(agents, players, seed + i)`) and returns a plain, JSON-able dict; the metrics are
defined in `docs/analysis.md`. Games can run in worker processes (`workers=N`) or on a Dask cluster
(`dask="tcp://host:8786"`); each game depends only on its seed, so the result (all but the timings)
is the same however the games are spread. Each game's record is folded into a `Tally` (`stats.py`)
as soon as it is played, and the tally's size does not grow with the number of games, so a batch of
any size runs in flat memory.

One game's record is measured in `measures.py`; rule coverage is counted by a copy of the model
compiled with counters (`coverage.py`); the shared model is never changed.
"""

from __future__ import annotations

import gc
import itertools
import math
import os
import threading
import time
from fractions import Fraction
from typing import Any, Callable, Iterator, Sequence

from .agents import make_agents
from .coverage import Coverage, counted, coverage_report, merge_coverage
from .engine import Game
from .forks import WorkerLost, fork_safe, run_forked
from .measures import play_measured
from .records import field, frozen
from .stats import Measure, describe, wilson  # noqa: F401 - imported from here by tests and tools
from .stats import Tally, rounded, win_rate

Progress = Callable[[int, int], None]
IN_FLIGHT = 4  # batches submitted ahead, per worker
WORKERS_PER_CPU = 4  # more worker processes than this only share the same processors


GAMES_PER_WORKER = 5  # the fewest games per worker `auto_workers` starts one for
# Forking two workers, waiting for their first results and ending them costs about 5 ms here
# (`forks.py`), as much as a dozen short games: a simulation left to choose (`workers=None`) first
# plays games here for `PROBE_SECONDS`, and starts workers for the rest only where, timed by those
# games, they would save more than `POOL_SECONDS`.
PROBE_SECONDS = 0.004
POOL_SECONDS = 0.006


def max_workers() -> int:
    """The most worker processes a batch may use: `WORKERS_PER_CPU` per processor."""
    return WORKERS_PER_CPU * (os.cpu_count() or 1)


def auto_workers(games: int) -> int:
    """The most workers a simulation left to choose may use: one per processor this process may
    run on, where workers can be forked (they inherit the compiled rulebook and start at once,
    `forks.py`) and each has at least `GAMES_PER_WORKER` games; else one. Whether it starts them
    is told by timing its first games (`play_auto`). The summary is the same whatever the number."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    workers = max(1, min(cpus, games // GAMES_PER_WORKER))
    return workers if fork_safe() else 1


def pays(seconds: float, workers: int) -> bool:
    """Whether `workers` processes are worth starting for games that would take `seconds` here."""
    return workers > 1 and seconds * (1 - 1 / workers) > POOL_SECONDS


# ---- game specifications (what a worker needs to compile the same game) -------------------------


@frozen
class GameSpec:
    """A rulebook document with a player count and option values: enough to compile the same game
    in another process. `from_game` takes it from a compiled game."""

    doc: dict = field(eq=False)
    players: int
    options: dict = field(eq=False)
    text: str | None = field(default=None, eq=False, repr=False)
    # a digest of the document, players and options, worked out once (`key`)
    _key: str | None = field(init=False, eq=False, repr=False, default=None)

    @classmethod
    def from_game(cls, game: Game) -> "GameSpec":
        rules = game.rules
        if rules is None:
            return cls.from_file(game.model.source, game.model.players, dict(game.model.options))
        return cls(rules.doc, game.model.players, dict(game.model.options), rules.text)

    @classmethod
    def from_file(cls, path: str, players: int | None = None, options: dict | None = None) -> "GameSpec":
        from .engine import load_document

        doc, text = load_document(path)
        game = Game.from_document(doc, players, options, text)
        return cls(doc, game.model.players, dict(game.model.options), text)

    def load(self, native: bool = True, counting: bool = False) -> Game:
        """The game compiled (`counting`: with the counters of coverage and the lead measures)."""
        return Game.from_document(self.doc, self.players, self.options, self.text, native=native, counting=counting)

    def key(self) -> str:
        """What tells this game from another: a digest of the document, players and options (worked
        out once: a large rulebook's document takes milliseconds to write out)."""
        if self._key is None:
            import hashlib
            import json

            text = json.dumps([self.doc, self.players, self.options], sort_keys=True, default=str)
            object.__setattr__(self, "_key", hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest())
        return self._key


# ---- coverage instrumentation -------------------------------------------------------------------
# ---- batches in this process, in worker processes, on Dask --------------------------------------
_LOCAL = threading.local()


def _cached_game(spec: GameSpec, coverage: bool = True):
    """The compiled game of a batch here, with counters: they count coverage (kept only with
    `coverage`) and tell the lead measures when the ranking may have changed. Compiled once per
    process (a spawned worker's, a Dask worker thread's)."""
    cache = getattr(_LOCAL, "games", None)
    if cache is None:
        cache = _LOCAL.games = {}
    key = (spec.key(), coverage)
    if key not in cache:
        counting, cov = counted(spec.load(counting=True))  # the game itself: compiled with counters
        cache[key] = (counting, cov if coverage else None)
    return cache[key]


# The games' specifications a worker process was started with, by key: its batches name them by key
# alone, so that the document is not sent again with every batch.
_SPECS: dict[str, GameSpec] = {}


def _worker_init(spec: GameSpec, coverage: bool = True) -> None:
    _SPECS[spec.key()] = spec
    _cached_game(spec, coverage)


def run_batch(spec: GameSpec | str, agents: Sequence[str], seed: int, indices: Sequence[int],
              coverage: bool = True) -> dict:
    """Plays games `indices` of a batch (game i has seed `seed + i`) of the game `spec` (or of the
    one with that key this worker was started with); used by workers and Dask tasks. Returns
    {"tally": the games' `Tally`, "coverage": summed counts, or None}: the records are folded in
    here, so that what goes back is as small as a tally, whatever the games."""
    if isinstance(spec, str):
        spec = _SPECS[spec]
    game, cov = _cached_game(spec, coverage)
    return _batch(game, cov, agents, seed, indices)


def _batch(game: Game, cov: Coverage | None, agents: Sequence[str], seed: int, indices: Sequence[int]) -> dict:
    """Games `indices` played: {"tally": their `Tally`, "coverage": their summed counts, or None}."""
    tally = Tally(game.model.players)
    return {"tally": tally, "coverage": _play_range(game, cov, agents, seed, indices, tally.add)}


def _play_range(game, cov, agents, seed, indices, sink: Callable[[dict], None]) -> dict | None:
    """Plays games `indices`, hands each record to `sink`; returns the summed coverage.

    What is alive when the games start (the compiled rulebook, above all) is kept out of the
    garbage collector's way while they run (`gc.freeze`): a full collection would otherwise walk
    it again and again, for nothing, as the games make and drop their states."""
    if cov is not None:
        cov.start()
    gc.freeze()
    try:
        for i in indices:
            sink(play_measured(game, cov, agents, seed + i, i))
            if cov is not None:
                cov.game_played()
    finally:
        gc.unfreeze()
    return None if cov is None else cov.total()


def _fold(tally: "Tally", coverage: dict | None, out: dict) -> dict | None:
    """Adds a batch's tally (from `run_batch`) to `tally`; returns the coverage with the batch's."""
    tally.merge(out["tally"])
    return merge_coverage(coverage, out["coverage"])


def _batches(indices: range, parts: int) -> Iterator[range]:
    """The games' `indices` in batches of at most 25, made as they are taken."""
    size = max(1, min(25, math.ceil(len(indices) / max(1, parts * 4))))
    return (indices[i:i + size] for i in range(0, len(indices), size))


def play_batches(game: Game | GameSpec, agents: Sequence[str], games: int, seed: int = 0, workers: int = 1,
                 dask: Any = None, progress: Progress | None = None,
                 coverage: bool = True) -> tuple["Tally", dict | None]:
    """The tally of games 0..games-1 and their summed rule coverage (None without `coverage`);
    played here, in `workers` processes or on Dask. Records are folded in as they arrive, and at
    most a few batches per worker are in flight, so memory does not grow with `games`."""
    if not 1 <= workers <= max_workers():
        raise ValueError(f"workers must be from 1 to {max_workers()} ({WORKERS_PER_CPU} per processor)")
    n = game.model.players if isinstance(game, Game) else game.players
    tally = Tally(n)
    if dask is None and workers == 1:
        return tally, _play_here(game, agents, range(games), seed, tally, games, progress, coverage)
    if dask is not None:
        return _on_dask(_spec(game), agents, games, seed, dask, progress, coverage, tally)
    return tally, _on_workers(game, agents, range(games), seed, workers, progress, coverage, tally, None)


def play_auto(game: Game | GameSpec, agents: Sequence[str], games: int, seed: int = 0, progress: Progress | None = None,
              coverage: bool = True) -> tuple["Tally", dict | None, int]:
    """As `play_batches`, the number of workers left to choose: games are played here for
    `PROBE_SECONDS`; the rest go to `auto_workers(games)` processes where, timed by those games,
    that saves more than starting them costs (`pays`), else are played here too. Returns the
    tally, the coverage and the workers used (1: none started)."""
    most = auto_workers(games)
    if most == 1:
        return (*play_batches(game, agents, games, seed, 1, None, progress, coverage), 1)
    game = _counting(game)  # compiled once, for every part of the games
    tally = Tally(game.model.players)
    start = time.perf_counter()
    counts = _play_here(game, agents, _until(games, start + PROBE_SECONDS), seed, tally, games, progress, coverage)
    played = tally.games
    rest = range(played, games)
    workers = auto_workers(len(rest))
    if not pays((time.perf_counter() - start) / played * len(rest), workers):
        more = _play_here(game, agents, rest, seed, tally, games, progress, coverage)
        return tally, merge_coverage(counts, more), 1
    return tally, _on_workers(game, agents, rest, seed, workers, progress, coverage, tally, counts), workers


def _counting(game: Game | GameSpec) -> Game:
    """The game compiled with counters (of coverage and of the ranking keys' reads): itself where it is."""
    return game.load(counting=True) if isinstance(game, GameSpec) else counted(game)[0]


def _spec(game: Game | GameSpec) -> GameSpec:
    """What another process needs to compile the same game."""
    return game if isinstance(game, GameSpec) else GameSpec.from_game(game)


def _until(games: int, deadline: float) -> Iterator[int]:
    """Indices 0, 1, ... of `games`, the next one only before `deadline` (at least one)."""
    for i in range(games):
        yield i
        if time.perf_counter() >= deadline:
            return


def _play_here(game: Game | GameSpec, agents: Sequence[str], indices, seed: int, tally: "Tally", games: int,
               progress: Progress | None, coverage: bool) -> dict | None:
    """Plays games `indices` in this process into `tally`; returns their coverage."""
    inst, cov = counted(_counting(game))
    cov = cov if coverage else None

    def sink(record: dict) -> None:
        tally.add(record)
        if progress is not None:
            progress(tally.games, games)

    return _play_range(inst, cov, agents, seed, indices, sink)


def _on_workers(game: Game | GameSpec, agents: Sequence[str], indices: range, seed: int, workers: int,
                progress: Progress | None, want: bool, tally: "Tally", counts: dict | None) -> dict | None:
    """Plays games `indices` in `workers` processes into `tally`; returns `counts` with their coverage.
    The workers are forked where that is safe (`forks.py`: they inherit the rulebook compiled here),
    else spawned, each compiling it once."""
    games = tally.games + len(indices)
    batches = _batches(indices, workers)
    if fork_safe():
        inst = _counting(game)  # compiled here once, inherited by every worker

        def work(batch: range) -> dict:
            counting, cov = counted(inst)
            return _batch(counting, cov if want else None, agents, seed, batch)

        def done(out: dict) -> None:
            nonlocal counts
            counts = _fold(tally, counts, out)
            if progress is not None:
                progress(tally.games, games)

        run_forked(work, batches, workers, IN_FLIGHT, done)
        return counts
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    spec = _spec(game)
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                             initializer=_worker_init, initargs=(spec, want)) as pool:
        def submit(batch):
            return pool.submit(run_batch, spec.key(), list(agents), seed, batch, want)

        pending = {submit(batch) for batch in itertools.islice(batches, IN_FLIGHT * workers)}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                try:
                    out = f.result()
                except BrokenProcessPool as err:  # as a forked worker's loss is told
                    raise WorkerLost(f"a worker process ended before it sent back its result ({err})") from None
                counts = _fold(tally, counts, out)
                pending |= {submit(batch) for batch in itertools.islice(batches, 1)}
            if progress is not None:
                progress(tally.games, games)
    return counts


def _on_dask(spec: GameSpec, agents: Sequence[str], games: int, seed: int, address: Any,
             progress: Progress | None, want: bool, tally: "Tally") -> tuple["Tally", dict | None]:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise RuntimeError("running on Dask needs the 'distributed' package: pip install 'rulerun[dask]'") from None
    try:
        client = address if isinstance(address, Client) else Client(address, timeout="10s")
    except (ValueError, TypeError) as err:  # an address that is none: distributed says so with a ValueError
        raise ConnectionError(f"not a scheduler address ({err})") from None
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        shared = client.scatter(spec, broadcast=True)
        batches = _batches(range(games), workers)

        def submit(batch):
            return client.submit(run_batch, shared, list(agents), seed, batch, want, pure=False)

        running = as_completed([submit(batch) for batch in itertools.islice(batches, IN_FLIGHT * workers)])
        coverage = None
        for future in running:  # a finished batch is released as soon as it is folded in
            coverage = _fold(tally, coverage, future.result())
            for batch in itertools.islice(batches, 1):
                running.add(submit(batch))
            if progress is not None:
                progress(tally.games, games)
        return tally, coverage
    finally:
        if client is not address:
            client.close()


def summarize(game: Game | GameSpec, agents: Sequence[str], t: "Tally", seed: int = 0,
              coverage: dict | None = None) -> dict:
    """The summary of a batch (see `simulate`) from its tally."""
    model = game.model if isinstance(game, Game) else None
    spec_model = model
    if spec_model is None:
        spec_model = game.load().model
    n = spec_model.players
    names = list(agents) or ["random"]
    names += [names[-1]] * (n - len(names))
    names = names[:n]
    games = t.games
    wins = [float(w) for w in t.wins]
    by_seat = [dict(seat=p + 1, agent=names[p], **win_rate(wins[p], games)) for p in range(n)]
    by_agent = []
    for name in dict.fromkeys(names):
        seats = [p for p in range(n) if names[p] == name]
        by_agent.append(dict(agent=name, seats=[p + 1 for p in seats],
                             **win_rate(float(sum(t.wins[p] for p in seats)), games * len(seats))))
    first = dict(win_rate(float(t.first_wins), t.firsts), fair=rounded(1 / n))
    first["by_seat"] = list(t.first_by_seat)
    scores = None
    if t.scores.n:
        scores = {"by_seat": [m.describe() for m in t.seat_scores], "all": t.scores.describe(),
                  "winner": t.winner.describe(), "margin": t.margin.describe(),
                  "histograms": [m.histogram() for m in t.seat_scores]}
    length = {"decisions": t.decisions.describe(), "turns": t.turns.describe()}
    lead = {"lead_changes": t.lead_changes.describe(),
            "lead_changes_per_decision": rounded(Fraction(t.lead_changes.total) / max(1, t.decisions.total)),
            "decisiveness": t.decisiveness.describe(),
            "drama": t.drama.describe(),
            "trailing": t.trailing.describe()}
    result = {
        "rulebook": spec_model.name,
        "games": games,
        "players": n,
        "agents": names,
        "seed": seed,
        "mean_decisions": rounded(Fraction(t.decisions.total) / games, 2) if games else 0.0,
        "wins_by_seat": [rounded(w, 3) for w in wins],
        "win_rate_by_seat": by_seat,
        "win_rate_by_agent": by_agent,
        "draws": t.draws,
        "first_player": first,
        "scores": scores,
        "length": length,
        "lead": lead,
        "coverage": coverage_report(spec_model, coverage) if coverage is not None else None,
    }
    return result


def simulate(game: Game | GameSpec, agents: Sequence[str] = ("random",), games: int = 100, seed: int = 0,
             workers: int | None = 1, dask: Any = None, progress: Progress | None = None,
             coverage: bool = True) -> dict:
    """Plays `games` games and returns the summary: win rates by seat and by agent (95% Wilson
    intervals), scores, length, first-player advantage, lead changes, decisiveness, drama, rule
    coverage (unless `coverage` is false, which runs faster), and `seconds` and `games_per_s`.
    `workers` None: as many as pay (`play_auto`), reported as `workers`. `dask` is a scheduler
    address or a `distributed.Client`."""
    if games < 1:
        raise ValueError("games must be at least 1")
    if workers is None and dask is not None:
        workers = 1
    agents = list(agents) or ["random"]
    n = game.model.players if isinstance(game, Game) else game.players
    make_agents(agents, n, seed)  # a bad agent name fails here, before any worker starts
    start = time.perf_counter()
    if workers is None:
        tally, counts, workers = play_auto(game, agents, games, seed, progress, coverage)
    else:
        tally, counts = play_batches(game, agents, games, seed, workers, dask, progress, coverage)
    seconds = time.perf_counter() - start
    result = summarize(game, agents, tally, seed, counts)
    result["seconds"] = rounded(seconds)
    result["games_per_s"] = rounded(games / seconds if seconds > 0 else float("inf"), 2)
    result["workers"] = workers if dask is None else None
    result["dask"] = None if dask is None else (dask if isinstance(dask, str) else "client")
    return result
