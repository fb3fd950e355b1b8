"""Rendering of `rulerun simulate`: the summary tables (rich) and the chart (matplotlib, optional).

The numbers come from `rulerun.interpreter.analysis.simulate`; this module only shows them.
"""

from __future__ import annotations

from rich.console import Console
from rich.table import Table


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _ci(ci: list[float]) -> str:
    return f"[{100 * ci[0]:.1f}%, {100 * ci[1]:.1f}%]"


def _num(x: float | None, digits: int = 2) -> str:
    if x is None:
        return "-"
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.{digits}f}"


def _table(title: str, columns: tuple[str, ...], left: tuple[str, ...] = ()) -> Table:
    """A table titled on the left, its columns right-aligned but for those in `left`."""
    table = Table(title=title, title_justify="left")
    for col in columns:
        table.add_column(col, justify="left" if col in left else "right")
    return table


def print_summary(result: dict, console: Console) -> None:
    n = result["players"]
    games = result["games"]
    where = f"{result['workers']} workers" if result.get("workers", 1) not in (None, 1) else (
        f"Dask {result['dask']}" if result.get("dask") else "1 process")
    console.print(f"{result['rulebook']}: {games} games, {n} players, seed {result['seed']}, "
                  f"{result['seconds']:.2f}s ({result['games_per_s']} games/s, {where}, "
                  f"{result['mean_decisions']} decisions/game)")

    seats = _table("Wins by seat (95% Wilson intervals; shared wins count fractionally)",
                   ("seat", "agent", "wins", "win rate", "95% interval", "mean score"), left=("agent",))
    scores = result.get("scores") or {}
    by_seat_scores = scores.get("by_seat") or [None] * n
    for row, sc in zip(result["win_rate_by_seat"], by_seat_scores):
        seats.add_row(f"P{row['seat']}", row["agent"], _num(row["wins"]), _pct(row["rate"]), _ci(row["ci95"]),
                      _num(sc["mean"]) if sc else "-")
    console.print(seats)

    if len(result["win_rate_by_agent"]) > 1:
        agents = _table("Wins by agent", ("agent", "seats", "wins", "seat-games", "win rate", "95% interval"),
                        left=("agent", "seats"))
        for row in result["win_rate_by_agent"]:
            agents.add_row(row["agent"], ",".join(f"P{s}" for s in row["seats"]), _num(row["wins"]),
                           str(row["games"]), _pct(row["rate"]), _ci(row["ci95"]))
        console.print(agents)

    first = result["first_player"]
    if first["games"]:
        console.print(f"First player (the first to decide) won {_pct(first['rate'])} {_ci(first['ci95'])} of "
                      f"{first['games']} games; fair share {_pct(first['fair'])}. "
                      f"Games with several winners: {result['draws']}.")

    stats = _table("Games", ("measure", "mean", "sd", "min", "median", "max"), left=("measure",))
    rows = [("decisions", result["length"]["decisions"]), ("turns", result["length"]["turns"]),
            ("lead changes", result["lead"]["lead_changes"]), ("decisiveness", result["lead"]["decisiveness"]),
            ("drama", result["lead"]["drama"]), ("share of game winner trailed", result["lead"]["trailing"])]
    if scores:
        rows += [("winning score", scores.get("winner")), ("winning margin", scores.get("margin"))]
    for label, d in rows:
        if d:
            stats.add_row(label, _num(d["mean"]), _num(d["sd"]), _num(d["min"]), _num(d["median"]), _num(d["max"]))
    console.print(stats)

    if scores:
        dist = _table("Final scores (first ranking key)", ("seat", "mean", "sd", "min", "p25", "median", "p75", "max"))
        for p, d in enumerate(by_seat_scores):
            if d:
                dist.add_row(f"P{p + 1}", *(_num(d[k]) for k in ("mean", "sd", "min", "p25", "median", "p75", "max")))
        console.print(dist)

    cov = result.get("coverage")
    if cov:
        rules = _table(f"Rule coverage: {cov['lines_run']} of {cov['lines']} rule lines ran "
                       f"({_pct(cov['lines_run'] / cov['lines'] if cov['lines'] else None)})",
                       ("rule", "kind", "line", "runs", "runs/game", "games"), left=("rule", "kind"))
        for r in sorted(cov["rules"], key=lambda r: (r["line"] or 0, r["name"])):
            rules.add_row(r["name"], r["kind"], str(r["line"]), str(r["fired"]), _num(r["fired"] / games),
                          str(r["games"]), style="bold red" if not r["fired"] else None)
        console.print(rules)
        if cov["never"]:
            console.print("Never ran: " + ", ".join(f"{r['name']} (line {r['line']})" for r in cov["never"]))
        if cov["lines_never"]:
            console.print("Lines that never ran: " + ", ".join(f"{x['line']} ({x['in']})" for x in cov["lines_never"]))


def write_plot(result: dict, path: str) -> None:
    """Win rates by seat (with 95% intervals) and score histograms, as PNG or SVG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n = result["players"]
    scores = result.get("scores")
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    rows = result["win_rate_by_seat"]
    rates = [r["rate"] for r in rows]
    low = [r["rate"] - r["ci95"][0] for r in rows]
    high = [r["ci95"][1] - r["rate"] for r in rows]
    labels = [f"P{r['seat']}\n{r['agent']}" for r in rows]
    left.bar(range(n), rates, yerr=[low, high], capsize=4, color="#4c72b0")
    left.axhline(1 / n, color="grey", linestyle="--", linewidth=1, label="fair share")
    left.set_xticks(range(n), labels, fontsize=8)
    left.set_ylim(0, 1)
    left.set_ylabel("win rate (95% interval)")
    left.set_title(f"{result['rulebook']}: wins by seat, {result['games']} games")
    left.legend(loc="upper right")
    histograms = (scores or {}).get("histograms") or []
    everything = [v for pairs in histograms for v, _ in pairs]
    if everything:
        lo, hi = min(everything), max(everything)
        width = max(1.0, (hi - lo) / 30) if all(float(v).is_integer() for v in everything) else (hi - lo) / 30 or 1.0
        bins = [lo - width / 2 + i * width for i in range(int((hi - lo) / width) + 2)]
        for p, pairs in enumerate(histograms):
            if pairs:
                values, games = zip(*pairs)
                right.hist(values, bins=bins, weights=games, histtype="step", linewidth=1.8, label=f"P{p + 1}")
        right.set_xlabel("final score (first ranking key)")
        right.set_title("score distribution by seat")
    else:
        right.text(0.5, 0.5, "the rulebook has no numeric ranking", ha="center", va="center")
        right.set_axis_off()
    right.set_ylabel("games")
    right.legend(loc="upper right")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
