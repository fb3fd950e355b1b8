"""Who may know a value while a game runs: variable places and card variables, as masks of players.

A zone instance's mask says who sees its cards (`Model.instance_masks`); a variable's place has its
own (`Model.var_masks`). A card variable declared without a visibility is known to those who see
its card where it lies now; with one, `owner` means the player whose zone the card lies in (nobody
while it lies in a shared zone). Observations, logs and determinizations read these masks, so that
no path of the engine shows a player a value that player may not know.
"""

from __future__ import annotations

import random

from .model import Model
from .state import StateData


def card_mask(model: Model, data, card: int) -> int:
    """Who sees which card this is, where it lies now."""
    inst = data.loc[card]
    if model.instance_top_only[inst]:
        return model.instance_masks[inst] if data.zones[inst][-1] == card else 0
    return model.instance_masks[inst]


def card_var_mask(model: Model, data, var: int, card: int) -> int:
    """Who may know card variable `var` of `card`, where the card lies now."""
    visible = model.card_var_visible[var]
    if visible is None:
        return card_mask(model, data, card)
    everyone = (1 << model.players) - 1
    if visible == "everyone":
        return everyone
    owner = model.zone_instances[data.loc[card]][1]
    if visible == "nobody" or owner is None:
        return 0 if visible != "others" else everyone
    return 1 << owner if visible == "owner" else everyone & ~(1 << owner)


def hide_secrets(model: Model, data, player: int) -> None:
    """Puts the declared default in every variable place and card variable `player` may not know
    (in place, in a copy of a state: see `State.resample`)."""
    for place, mask in enumerate(model.var_masks):
        if not mask >> player & 1:
            default = model.var_defaults[place]
            data.vars[place] = default.copy() if type(default) is dict else default
    ncards = len(model.card_names)
    if not ncards:
        return
    cvars = data.cvars
    for var, default in enumerate(model.card_var_defaults):
        base = var * ncards
        for card in range(ncards):
            if cvars[base + card] != default and not card_var_mask(model, data, var, card) >> player & 1:
                cvars[base + card] = default


def redeal_hidden(model: Model, data, player: int, rng) -> None:
    """Deals again, in place, the cards `player` cannot see: every hidden position (a card of a zone
    hidden from the player, or below the top of a top-only zone) keeps its zone and place, and
    which hidden card lies there is drawn anew among the hidden cards of the same card type (card
    types are told apart by their backs, and so are cards whose variables everyone knows, by those
    values). Each draw is made from a sorted list, so the deal depends only on what the player has
    seen and on `rng`."""
    m, d = model, data
    ncards = len(m.card_names)
    public = [v * ncards for v, visible in enumerate(m.card_var_visible) if visible == "everyone"]
    by_back: dict[tuple, list[tuple[int, int]]] = {}
    for inst, cards in enumerate(d.zones):
        if m.instance_top_only[inst]:
            places = range(len(cards) - 1)
        elif not m.instance_masks[inst] >> player & 1:
            places = range(len(cards))
        else:
            continue
        for i in places:
            card = cards[i]
            back = (m.card_types[card], *(d.cvars[base + card] for base in public))
            by_back.setdefault(back, []).append((inst, i))
    for group in by_back.values():
        cards = sorted(d.zones[inst][i] for inst, i in group)
        rng.shuffle(cards)
        for (inst, i), card in zip(group, cards):
            d.zones[inst][i] = card
            d.loc[card] = inst


def determinize(data: StateData, player: int, rng) -> StateData:
    """A copy of `data` as `State.resample` describes it: the table as the player may know it (as a
    running simultaneous block began), hidden cards dealt again, unknown values at their defaults.
    `rng` is a generator (the copy gets a fresh one drawn from it) or a chance mode's draws."""
    fresh = hasattr(rng, "getrandbits")
    d = StateData()
    data.copy_into(d, rng=not fresh)
    m = d.model
    if d.threads is not None and d.veil is not None:
        # while a simultaneous block runs, the table as it began: the parts' doings are not known
        veil = d.veil
        d.zones, d.loc = list(map(list.copy, veil.zones)), veil.loc[:]
        d.vars, d.cvars = [v.copy() if type(v) is dict else v for v in veil.vars], veil.cvars[:]
    # the copy's future shuffles and dice are unknown too: a fresh generator drawn from `rng`
    if fresh:
        d.rng = random.Random(rng.getrandbits(64))
    redeal_hidden(m, d, player, rng)
    hide_secrets(m, d, player)
    return d
