"""Who may know a value while a game runs: variable places and card variables, as masks of players.

A zone instance's mask says who sees its cards (`Model.instance_masks`); a variable's place has its
own (`Model.var_masks`). A card variable declared without a visibility is known to those who see
its card where it lies now; with one, `owner` means the player whose zone the card lies in (nobody
while it lies in a shared zone). Observations, logs and determinizations read these masks, so that
no path of the engine shows a player a value that player may not know.
"""

from __future__ import annotations

import random
from operator import itemgetter

from .model import Model
from .combinations import Combinations
from .runtime import shuffle
from .state import EVENT, THREAD, VALUES, Decision, StateData, Veil


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
    unseen = None  # the cards `player` cannot see, where they lie: worked out for the first variable that asks
    for var, default in enumerate(model.card_var_defaults):
        base = var * ncards
        values = cvars[base:base + ncards]
        if values.count(default) == ncards:  # the common case, checked without a Python loop
            continue
        if model.card_var_visible[var] is None:
            # known where the card is seen: the cards hidden from the player, and no others
            if unseen is None:
                unseen = _unseen_cards(model, data, player)
                hidden = itemgetter(*unseen) if len(unseen) > 1 else None
            kept = hidden(values) if hidden is not None else [values[c] for c in unseen]
            if kept.count(default) != len(kept):
                for card, value in zip(unseen, kept):
                    if value != default:
                        cvars[base + card] = default
            continue
        for card in [c for c, value in enumerate(values) if value != default]:
            if not card_var_mask(model, data, var, card) >> player & 1:
                cvars[base + card] = default


def _unseen_cards(model: Model, data, player: int) -> list[int]:
    """The cards whose `card_mask` leaves out `player`: those of zones hidden from the player, and
    those under the top of top-only zones."""
    masks, top_only = model.instance_masks, model.instance_top_only
    out: list[int] = []
    for inst, cards in enumerate(data.zones):
        if cards:
            if not masks[inst] >> player & 1:
                out += cards
            elif top_only[inst]:
                out += cards[:-1]
    return out


def redeal_hidden(model: Model, data, player: int, rng) -> None:
    """Deals again, in place, the cards `player` cannot see: every hidden position (a card of a zone
    hidden from the player, or below the top of a top-only zone) keeps its zone and place, and
    which hidden card lies there is drawn anew among the hidden cards of the same card type (card
    types are told apart by their backs, and so are cards whose variables everyone knows, by those
    values). Each draw is made from a sorted list, so the deal depends only on what the player has
    seen and on `rng`.

    A two-sided card the player sees one side of (a zone `showing SIDE`) is drawn too, among the
    cards of its back whose side shows the same: the player knows that side, not the card, and the
    card variables seen on it stay with its place.

    The rules go on with the card drawn for a place wherever they held the card that lay there: the
    variables and card variables that point at it, the locals and event values of card types (a
    card bound in a loop over a hidden hand, an event's card) and the options of the decisions
    waiting now give the card of its place, so that nothing in the copy keeps a hidden card's
    identity for the player's search to find."""
    deal_hidden(model, data, hidden_places(model, data, player), rng)


def hidden_places(model: Model, data, player: int) -> tuple[dict, dict, dict]:
    """Where `redeal_hidden` deals in `data`: the hidden positions by back, the positions showing one
    side by back, and for each of those backs and sides shown, the cards that may be dealt there
    (of that back, that side showing the same). The same for every copy of one state, so that a
    search dealing one state many times works them out once. (`data` is read for its `zones` and
    `cvars` alone: a `Veil`, the table a simultaneous block began with, serves as well.)"""
    m, d = model, data
    ncards = len(m.card_names)
    public = [v * ncards for v, visible in enumerate(m.card_var_visible) if visible == "everyone"]
    by_back: dict[tuple, list[tuple[int, int]]] = {}
    halves: dict[tuple, list[tuple[int, int, tuple]]] = {}  # back -> positions showing one side
    faces, types = m.side_faces, m.card_types
    for inst, cards in enumerate(d.zones):
        if m.instance_top_only[inst]:
            places, seen = range(len(cards) - 1), range(max(len(cards) - 1, 0), len(cards))
        elif not m.instance_masks[inst] >> player & 1:
            places, seen = range(len(cards)), range(0)
        else:
            places, seen = range(0), range(len(cards))
        for i in places:  # a card's back is its type alone where no card variable is public
            back = _back(m, d, cards[i], public) if public else (types[cards[i]],)
            by_back.setdefault(back, []).append((inst, i))
        side = m.instance_showing[inst]
        if side is None or not m.instance_masks[inst] >> player & 1:
            continue
        for i in seen:
            card = cards[i]
            if m.card_faces[card]:
                back = _back(m, d, card, public)
                by_back.setdefault(back, [])
                halves.setdefault(back, []).append((inst, i, _face(m, card, side, faces)))
    eligible: dict[tuple, dict[tuple, set]] = {}
    for back, shown in halves.items():
        group = {d.zones[inst][i] for inst, i in by_back[back]} | {d.zones[inst][i] for inst, i, _ in shown}
        fits = eligible[back] = {}
        for _, _, face in shown:
            if face not in fits:
                fits[face] = group & _showing(m, face[0], faces).get(face, set())
    return by_back, halves, eligible


def deal_hidden(model: Model, data, places: tuple[dict, dict, dict], rng) -> None:
    """Deals again, in place, the cards at the `places` (`hidden_places` of `data` or of the state
    `data` is a copy of), as `redeal_hidden` says."""
    m, d = model, data
    by_back, halves, eligible = places
    ncards = len(m.card_names)
    moved: dict[int, int] = {}  # a card dealt again -> the card drawn for its place
    for back, group in by_back.items():
        shown = halves.get(back, ())
        cards = sorted([d.zones[inst][i] for inst, i in group] + [d.zones[inst][i] for inst, i, _ in shown])
        shuffle(rng, cards)  # `rng.shuffle(cards)`, without a Python call per card
        if shown:
            dealt = _deal_halves(shown, cards, eligible[back])
            if dealt is None:  # no deal fits every side shown: those cards stay, the others are drawn
                stay = {d.zones[inst][i] for inst, i, _ in shown}
                cards = [c for c in cards if c not in stay]
            else:
                # a card's variables lie `ncards` apart: one slice each, taken before any card is laid
                cvars = d.cvars
                seen = [cvars[d.zones[inst][i]::ncards] for inst, i, _ in shown]
                for (inst, i, _), card, values in zip(shown, dealt, seen):
                    cvars[card::ncards] = values
                    _place(d, inst, i, card, moved)
                taken = set(dealt)
                cards = [c for c in cards if c not in taken]
        zones, loc = d.zones, d.loc
        for (inst, i), card in zip(group, cards):  # `_place`, written out: once for each hidden card
            row = zones[inst]
            old = row[i]
            if old != card:
                moved[old] = card
            row[i] = card
            loc[card] = inst
    if moved:
        _follow(m, d, moved)


def _place(d, inst: int, i: int, card: int, moved: dict) -> None:
    """Lays `card` at place `i` of zone instance `inst`, noting which card lay there."""
    old = d.zones[inst][i]
    if old != card:
        moved[old] = card
    d.zones[inst][i] = card
    d.loc[card] = inst


def held_cards(d, ncards: int) -> set:
    """The cards the rules may hold on to: numbers in locals, options and event values that may be
    cards (`noninterference.perturb` leaves them where they lie)."""
    held: set = set()

    def add(value) -> None:
        if type(value) is int and 0 <= value < ncards:
            held.add(value)
        elif type(value) is list:
            for x in value:
                add(x)

    for stack in [d.stack] + [t.stack for t in d.threads or ()]:
        for frame in stack:
            add(frame[2])
    for decision in [d.pending] + [t.decision for t in d.threads or ()]:
        if decision is not None:
            add(list(decision.options))
    for event in d.events:
        add(event[VALUES])
    return held


def _back(m: Model, d, card: int, public: list) -> tuple:
    """What every player sees of a card whatever its zone: its type and the variables everyone knows."""
    return (m.card_types[card], *(d.cvars[base + card] for base in public))


def _face(m: Model, card: int, side: str, faces: dict) -> tuple:
    """What one side of a two-sided card shows: its name and its fields (kept in `faces`)."""
    face = faces.get((card, side))
    if face is None:
        face = faces[card, side] = (side, m.card_faces[card].get(side), *(
            values[card] for field, values in m.card_fields.items() if field.startswith(side + ".")))
    return face


def _showing(m: Model, side: str, faces: dict) -> dict:
    """Every card by what `side` shows of it (`_face`): worked out once per model and side, and kept
    in `faces` under the side's name."""
    cards = faces.get(side)
    if cards is None:
        cards = faces[side] = {}
        for card in range(len(m.card_names)):
            cards.setdefault(_face(m, card, side, faces), set()).add(card)
    return cards


def _deal_halves(shown: list, cards: list, eligible: dict) -> list | None:
    """For each position showing one side, the first card of the shuffled `cards` not taken yet that
    is `eligible` for what it shows (None: some position found none)."""
    # the cards for each face shown, in reverse order of the shuffle: the first is taken by `pop`
    backwards = cards[::-1]
    at = None
    queues = {}
    for face, fits in eligible.items():
        if len(fits) == len(cards):  # every card fits (one back, all alike)
            queues[face] = backwards[:]
            continue
        if at is None:
            at = {c: -i for i, c in enumerate(cards)}.__getitem__
        queues[face] = sorted(fits, key=at)
    taken, out = set(), []
    for _, _, face in shown:
        queue = queues[face]
        while queue and queue[-1] in taken:  # taken already for a position showing another side
            queue.pop()
        if not queue:
            return None
        pick = queue.pop()
        taken.add(pick)
        out.append(pick)
    return out


def _follow(m: Model, d, moved: dict) -> None:
    """Whatever points at a card dealt again points at the card of its place: variables and card
    variables of card types, locals and event values of card types, the options of waiting decisions."""
    get = moved.get

    def follow(value):  # a card (a number) is looked up in place: most values are cards or none
        if type(value) is int:
            return get(value, value)
        if type(value) is list:
            return [get(x, x) if type(x) is int else follow(x) for x in value]
        if type(value) is dict:
            return {k: get(x, x) if type(x) is int else follow(x) for k, x in value.items()}
        return value

    for var in m.vars:
        if var.type in ("card", "list:card"):
            for place in range(var.base, var.base + (m.players if var.per_player else 1)):
                d.vars[place] = follow(d.vars[place])
    ncards, cvars = len(m.card_names), d.cvars
    plain = {int, type(None)}
    for i, kind in enumerate(m.card_var_types):
        if kind in ("card", "list:card"):
            values = cvars[i * ncards:(i + 1) * ncards]
            if set(map(type, values)) <= plain and moved.keys().isdisjoint(values):
                continue  # no card dealt again, and no list: nothing to follow (checked in C)
            for base in range(i * ncards, (i + 1) * ncards):
                value = cvars[base]
                if value is not None and (type(value) is not int or value in moved):
                    cvars[base] = follow(value)
    for stack in [d.stack] + [t.stack for t in d.threads or ()]:
        for frame in stack:
            values = frame[2]
            for slot in m.procedures[frame[0]].card_slots:
                value = values[slot]
                if value is not None:
                    values[slot] = get(value, value) if type(value) is int else follow(value)
    for event in d.events:
        values = event[VALUES]
        for i in m.events[event[EVENT]].card_params:
            values[i] = follow(values[i])
    d.pending = _followed(d.pending, follow)
    for t in d.threads or ():
        t.decision = _followed(t.decision, follow)


def _followed(decision: Decision | None, follow) -> Decision | None:
    """A decision among cards with its options followed (decisions are never changed in place)."""
    if decision is None or decision.elem != "card":
        return decision
    options = decision.options
    if type(options) is Combinations:
        options = Combinations(follow(options.items), options.k, options.passes)
    else:
        options = follow(list(options))
    copy = Decision(decision.player, options, decision.slot, decision.label, decision.optional, decision.elem,
                    decision.secret)
    copy.shown, copy.show = decision.shown, decision.show
    return copy


def determinize(data: StateData, player: int, rng, places: tuple | None = None) -> StateData:
    """A copy of `data` as `State.resample` describes it: the table as the player may know it (as a
    running simultaneous block began), hidden cards dealt again, unknown values at their defaults.
    `rng` is a generator (the copy gets a fresh one drawn from it) or a chance mode's draws.
    `places`: the `hidden_places` for `player` of the table the copy starts from (`data`'s, or
    while a simultaneous block runs its `Veil`'s)."""
    fresh = hasattr(rng, "getrandbits")
    d = StateData()
    data.copy_into(d, rng=not fresh)
    m = d.model
    if d.threads is not None and d.veil is not None:
        # while a simultaneous block runs, the table as it began: the parts' doings are not known
        veil = d.veil
        d.zones, d.loc = list(map(list.copy, veil.zones)), veil.loc[:]
        d.vars, d.cvars = [v.copy() if type(v) is dict else v for v in veil.vars], veil.cvars[:]
        # and the parts as it began too: what the others chose is not known, and a part that went on
        # would hold (in its locals and the options of its decision) cards of the table as it is, not
        # of the table as it began and is dealt again here, and would leave it without its doings;
        # the parts run again on this deal, the player's own with its answers (`State.resample`).
        # A part of the player's own with no answer recorded stays as it is.
        start = {t.player: t for t in veil.threads}
        d.threads = [t if t.player not in start or (t.player == player and not t.answers)
                     else start[t.player].copy() for t in d.threads]
        mine = any(t.player == player and t.answers for t in data.threads)
        d.events = [e for e in d.events if e[THREAD] is None or (e[THREAD] == player and not mine)]
    # the copy's future shuffles and dice are unknown too: a fresh generator drawn from `rng`
    if fresh:
        d.rng = random.Random(rng.getrandbits(64))
    if places is None:
        redeal_hidden(m, d, player, rng)
    else:
        deal_hidden(m, d, places, rng)
    hide_secrets(m, d, player)
    if d.veil is not None:
        # the table the block found is this deal now: nothing of the real one stays in the copy
        log_length = d.veil.log_length
        d.veil = Veil(d)
        d.veil.log_length = log_length
    return d
