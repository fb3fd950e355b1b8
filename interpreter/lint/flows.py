"""Lint checks, information flow: hidden information that the rules themselves show, found
without playing a game (the `leak` check of `--simulate` plays games to find the same).

Each statement is run on labels (`labels.py`): a `let` or an assignment gives its local the
label of its value, a move puts a card local where it went, the branches of an `if` and the
bodies of loops run under the label of their test (what a condition decides is as hidden as the
condition: the implicit flow), and a called procedure's parameters and an event's values get the
labels of what was passed (worked out again until they no longer change). Where a value reaches
something a player sees, its label is checked against who sees it:

- `leak-log`: a log line's text (to everyone, or to the player of `log ... to P`), whether it is
  written at all, and whether the game ends (not who wins: that is told once it is over);
- `leak-variable`: a public variable, a card variable shown with its card (or `visible to
  everyone`), or a secret variable its owner may know, given a value they may not know;
- `leak-choice`: a choice's `showing` text, its options and how many there are: a choice that may
  find nothing is not asked then, a compulsory one with one option is made at once, unseen by the
  others (public unless it is `secretly`, then its player's); and in a `simultaneous` block a
  choice whose options are what the other players' parts left.

A value the engine hides itself is not a flow: a card named in a log line (shown as the viewer
may see it), a log line's value that reads a secret variable ("a hidden value"), a `reveal`. What
is shown counts from where no player can act before it: a card local the same block moves face up
before anything decides is public from where it is bound, what the options of a choice tell of a
card laid face up before anyone else decides is no leak, and what a procedure shows of what it was
given is known to its caller after the call. What is shown is exactly that: a card laid shows that
card and the tests that picked it (not the rest of its zone), and it is known on the paths that
showed it (`shown.py`). Each root cause is one finding: the first line a hidden condition decides,
not every line.
"""

from __future__ import annotations

import attrs

from .. import ir
from ..codegen.masks import reads_secret
from .labels import PUBLIC, Env, Labels, Secret, Value, allowed, condition, one_card, test_key
from .shown import Shown
from .values import canon


@attrs.frozen
class Ctx:
    """Where a statement runs: the label of the conditions it runs under (`label`), the first of
    them that is hidden (`root`), the player of the `simultaneous` part it is in, and the loops
    over every player it is in (a card of each player's hand revealed there is every hand's)."""

    label: frozenset = frozenset()
    root: object = None
    part: str | None = None
    seats: frozenset = frozenset()  # the locals of the loops over every player it is in

    def under(self, label: frozenset, span) -> "Ctx":
        label = condition(frozenset(x for x in label if x.decides), test_key(span))
        if not label - self.label:
            return self
        return Ctx(self.label | label, self.root if self.root is not None else span, self.part, self.seats)


def surely_runs(s) -> bool:
    """Whether a loop's body runs at least once: a `repeat`, a loop over every player, a loop over
    numbers from a constant to a constant no smaller."""
    if isinstance(s, ir.Repeat):
        return True
    if not isinstance(s, ir.For) or s.where is not None:
        return False
    if isinstance(s.source, ir.Range):
        low, high = s.source.low, s.source.high
        return isinstance(low, ir.Literal) and isinstance(high, ir.Literal) and low.value <= high.value
    return isinstance(s.source, ir.Call) and s.source.name == "players" and not s.source.args


def rename(v: Value, keys: dict) -> Value:
    """A value passed to a procedure or an event, its players named as the parameters that hold them."""
    if not keys:
        return v
    label = frozenset(attrs.evolve(s, key=keys.get(s.key, s.key)) for s in v.label)
    places = frozenset((z, keys.get(k, k), t, c) for z, k, t, c in v.places)
    return Value(label, places)


class Flows:
    """The information-flow analysis of one rulebook; `run()` gives its findings."""

    ROUNDS = 6

    def __init__(self, lint):
        self.lint, self.program = lint, lint.program
        self.labels = Labels(lint.program)
        self.params: dict[str, dict] = {}  # procedure -> slot -> Value
        self.entry: dict[str, frozenset] = {}  # procedure -> the label it may be called under
        self.shows: dict[str, frozenset] = {}  # procedure -> the secrets of its callers it reveals
        self._next: tuple = ({}, {}, {})  # the same three, as this round works them out
        self.found: dict[tuple, object] = {}
        self.roots: set = set()
        self.shown = Shown()  # what the body being run has shown so far, on the path being run
        self.ranked = _ranked(lint.program)
        self._decides: dict[int, bool] = {}  # id of a statement of the program -> whether it may decide

    def run(self) -> list:
        """Every body is run once a round, on what the round before found its procedures are
        called with and reveal, until that no longer changes: a call's arguments are labelled as
        the code before it (and what it called) left them, not as a first guess did."""
        for _ in range(self.ROUNDS):
            before = (repr(self.params), repr(self.entry), repr(self.shows), repr(self.labels.events))
            self.found, self.roots = {}, set()
            self._next = ({}, {}, {})
            self._bodies()
            self.params, self.entry, self.shows = self._next
            if (repr(self.params), repr(self.entry), repr(self.shows), repr(self.labels.events)) == before:
                break
        return list(self.found.values())

    def _bodies(self) -> None:
        program = self.program
        for key, body in self.lint.bodies():
            self.shown = Shown()
            if key[0] == "proc":
                name = key[1]
                # a card parameter is the one card it was given: laying it shows it, not its zone
                env = Env({i: one_card(v, ("param", name, i)) for i, v in self.params.get(name, {}).items()})
                self.block(body, env, Ctx(self.entry.get(name, frozenset()), program.procedure(name).span))
                given = set(self.entry.get(name, frozenset()))
                for v in self.params.get(name, {}).values():
                    given |= v.label | self.tells(v.places)
                end = self.shown.at_end()
                self._next[2][name] = frozenset(x for x in given if not end.hidden(x))
            elif key[0] == "trigger":
                trigger = program.triggers[key[1]]
                env = Env({i: self.labels.events.get((trigger.event, i), PUBLIC)
                           for i in range(len(program.event(trigger.event).params))}
                          if trigger.event in program.event_index else {})
                when = self.labels.value(trigger.when, env).label
                self.block(body, env, Ctx().under(when, trigger.when_span))
            else:
                self.block(body, Env(), Ctx())

    # ---- findings -------------------------------------------------------------------------------
    def leak(self, code: str, span, secrets, who: str, key: str | None, saying: str, ctx: Ctx | None = None,
             hint: str | None = None):
        """A finding if a secret reaches an audience that may not know it. With `ctx`, the
        secrets are those of the conditions: one finding per hidden condition."""
        bad = sorted((s for s in secrets if self.hidden(s) and not allowed(s, who, key)),
                     key=lambda s: (s.who, s.what))
        if not bad:
            return
        if ctx is not None:
            if ctx.root in self.roots:
                return
            self.roots.add(ctx.root)
            line = getattr(ctx.root, "line", 0)
            saying += f" (the condition on line {line} reads it)" if line and line != span.line else ""
        message = saying.format(what=bad[0].what) + (_HINTS[code] if hint is None else hint)
        self.found.setdefault((span.line, span.column, code), self.lint.finding(code, span, message))

    def reveal(self, secrets, ctx: Ctx) -> None:
        """Secrets the rules show from here on, on this path; of every player, when shown in a loop
        over them."""
        self.shown.reveal(secrets, ctx.seats)

    def hidden(self, s) -> bool:
        return self.shown.hidden(s)

    def clean(self, v: Value) -> Value:
        """A value as it leaves the body: what the body revealed is no secret any more."""
        if all(self.hidden(s) for s in v.label):
            return v
        return Value(frozenset(s for s in v.label if self.hidden(s)), v.places)

    def tells(self, places) -> frozenset:
        """Every secret of the cards in these places: their names and fields."""
        return self.labels.shown(places, None) | self.labels.shown(places, "")

    def audience(self, e, env: Env) -> tuple[str, str | None, str]:
        if e is None:
            return "everyone", None, "everyone"
        key = env.key(e)
        return "player", key, f"'{key or self.lint.source(e.span)}'"

    # ---- statements -----------------------------------------------------------------------------
    def block(self, body, env: Env, ctx: Ctx) -> Env:
        for m in self.shown_ahead(body, -1, env):
            self.moved(m, env, ctx)
        for i, s in enumerate(body):
            if isinstance(s, ir.Choose):
                if any(m.cards.slot == s.slot for m in self.shown_ahead(body, i, env)):
                    self.reveal(ctx.label, ctx)  # the card is laid face up next: that it is chosen shows
                self.choose(s, env, ctx, self.laid_after(body[i + 1:], env, set(), env.key(s.by)))
            else:
                env = self.stmt(s, env, ctx)
            for m in self.shown_ahead(body, i, env):
                self.moved(m, env, ctx)
        return env

    def shown_ahead(self, body, i: int, env: Env) -> list:
        """The moves of card locals to a zone everyone sees that follow statement `i` in the same
        block before anything decides or sets the local: nothing any player does comes between,
        so the card is as good as shown from statement `i` on."""
        out, written = [], set()
        for later in body[i + 1:]:
            if (isinstance(later, ir.Move) and isinstance(later.cards, ir.Local)
                    and later.cards.slot not in written and self.public(later.to, env)):
                out.append(later)
            if self.decides(later):
                break
            written |= later.facts.writes
        return out

    def laid_after(self, body, env: Env, written: set, chooser: str | None) -> frozenset:
        """The cards of the card locals that these statements lay face up on every path before
        anyone but `chooser` decides: what a choice of `chooser`'s just before them tells of those
        cards is shown before anyone else could act on it."""
        out = set()
        for s in body:
            if (isinstance(s, ir.Move) and isinstance(s.cards, ir.Local) and s.cards.slot not in written
                    and self.public(s.to, env)):
                out |= {c for _, _, _, c in env.locals.get(s.cards.slot, PUBLIC).places if c is not None}
            elif isinstance(s, ir.If):
                bodies = [b.body for b in s.branches] + [s.otherwise]
                out |= frozenset.intersection(*(self.laid_after(b, env, set(written), chooser) for b in bodies))
            if self.decides(s) and not (isinstance(s, ir.Choose) and chooser is not None and env.key(s.by) == chooser):
                break
            written |= s.facts.writes
        return frozenset(out)

    def decides(self, s) -> bool:
        """Whether a statement may ask for a decision, itself or through what it calls and emits."""
        if id(s) not in self._decides:
            self._decides[id(s)] = self.lint.effects.of((s,)).decides
        return self._decides[id(s)]

    def public(self, to, env: Env) -> bool:
        places = self.labels.value(to, env).places
        return bool(places) and not self.labels.shown(places, None)

    def stmt(self, s, env: Env, ctx: Ctx) -> Env:
        value = self.labels.value
        if isinstance(s, ir.Let):
            v = value(s.value, env).tainted(ctx.label)
            if s.value.type.kind == "card":  # the one card it holds, told apart from its zone
                v = one_card(v, test_key(s.span))
            elif s.value.type.kind == "list":  # a list's length may tell less than its items
                v = attrs.evolve(v, length=self.labels.length(s.value, env) | ctx.label)
            env.locals[s.slot] = v
        elif isinstance(s, ir.Assign) and s.place is not None:
            self.assign(s, s.place, value(s.value, env).tainted(ctx.label), env, ctx)
        elif isinstance(s, ir.Move):
            self.moved(s, env, ctx)
        elif isinstance(s, ir.If):
            return self.branches(s, env, ctx)
        elif isinstance(s, (ir.For, ir.While, ir.Repeat)):
            return self.loop(s, env, ctx)
        elif isinstance(s, ir.Simultaneous):
            env.locals[s.slot] = PUBLIC
            return env.merge(self.block(s.body, env.copy(), attrs.evolve(ctx, part=s.name)))
        elif isinstance(s, ir.Emit):
            for i, a in enumerate(s.args):
                k = (s.event, i)
                self.labels.events[k] = self.labels.events.get(k, PUBLIC) | self.clean(value(a, env).tainted(ctx.label))
            return self.block(s.body, env, ctx)
        elif isinstance(s, ir.CallProc):
            self.call(s, env, ctx)
        elif isinstance(s, ir.EndGame):
            # the winners, like the ranking, are everyone's once the game is over: only whether it
            # ends here can tell a player what they may not know while it goes on
            self.leak("leak-log", s.span, ctx.label, "everyone", None,
                      "whether the game ends here tells everyone {what}", ctx,
                      "; 'reveal' what the game ends on if it is meant to be known")
        elif isinstance(s, ir.Log):
            self.log(s, env, ctx)
        elif isinstance(s, ir.Reveal):
            self.reveal(self.showing(s.cards, env) | ctx.label, ctx)
        elif isinstance(s, (ir.Return, ir.Exit)):
            self.shown.leave()
        return env

    def showing(self, cards, env: Env) -> frozenset:
        """What showing these cards shows: the cards and what picked them. Cards a local holds, or
        a whole zone, are shown as they are; of cards picked from a zone by an expression (its top
        card, the first that passes a test) only what the expression names one by one (a card
        bound earlier, a test's outcome): the cards left in the zone stay as hidden as they were."""
        v = self.labels.value(cards, env)
        told = v.label | self.tells(v.places)
        picked = (cards.type.kind == "card" or cards.type.elem.kind == "card") and not (
            isinstance(cards, (ir.Local, ir.ZoneRef)) or isinstance(cards, ir.Call) and cards.name == "cards")
        return frozenset(x for x in told if x.card is not None or x.cond is not None) if picked else told

    def assign(self, s, place, v: Value, env: Env, ctx: Ctx) -> None:
        program = self.program
        if isinstance(place, ir.LocalPlace):
            old = env.locals.get(place.slot, PUBLIC)
            env.locals[place.slot] = v if s.op == "=" else old | v
            if place.event is not None:
                k = (place.event, place.index)
                self.labels.events[k] = self.labels.events.get(k, PUBLIC) | v
        elif isinstance(place, ir.VarPlace) and place.var in program.var_index:
            var = program.var(place.var)
            key = env.key(place.owner) if place.owner is not None else None
            v = v.tainted(self.labels.value(place.owner, env).label)
            if var.name in self.ranked:
                return  # shown to everyone when the game ends, by design
            if var.visible_to == "everyone":
                who, whom = "everyone", f"public variable '{var.name}' gets {{what}}: every player can read it"
            elif var.visible_to == "nobody":
                return
            else:
                who = var.visible_to if var.per_player else "nobody"
                whom = f"variable '{var.name}', which {'its owner' if who == 'owner' else 'the other players'} " \
                       "may know, gets {what}"
            self.leak("leak-variable", s.span, v.label, who, key, whom)
            self.leak("leak-variable", s.span, ctx.label, who, key, whom.replace("gets", "is set under a "
                                                                                  "condition on"), ctx)
        elif isinstance(place, ir.CardVarPlace) and place.field in program.card_var_index:
            self.card_var(s, place, v, env, ctx)
        elif isinstance(place, ir.ItemPlace):
            whole = v | self.labels.value(place.container, env)
            if place.outer is not None:
                self.assign(s, place.outer, whole, env, ctx)
            elif isinstance(place.container, ir.VarValue):
                self.assign(s, ir.VarPlace(var=place.container.var, owner=place.container.owner), whole, env, ctx)

    def card_var(self, s, place, v: Value, env: Env, ctx: Ctx) -> None:
        cvar = self.program.card_vars[self.program.card_var_index[place.field]]
        card = self.labels.value(place.card, env)
        if cvar.visible_to == "everyone":
            audiences = [("everyone", None, f"card variable '{cvar.name}' is visible to everyone, and gets {{what}}")]
        elif cvar.visible_to is None:
            audiences = []
            for where in sorted(card.places, key=str):
                seen = self.labels.field_secret(where, None)
                zone = self.labels.zone_text(where[0], where[1])
                whom = f"card variable '{cvar.name}' of a card in '{zone}' is shown with the card, and gets {{what}}"
                audiences.append(("everyone", None, whom) if seen is None else (seen.who, seen.key, whom))
        else:
            return
        for who, key, whom in audiences:
            self.leak("leak-variable", s.span, v.label, who, key, whom)
            self.leak("leak-variable", s.span, ctx.label, who, key, whom.replace("gets", "is set under a condition "
                                                                                 "on"), ctx)

    def moved(self, s: ir.Move, env: Env, ctx: Ctx) -> None:
        """Cards moved where everyone sees them are shown, and what picked them; a card local lies
        where it went, unless it goes where fewer see it."""
        cards, to = self.labels.value(s.cards, env), self.labels.value(s.to, env)
        public = self.public(s.to, env)
        if public:  # the cards, what picked them, and that they were moved at all
            self.reveal(self.showing(s.cards, env) | ctx.label, ctx)
        if not isinstance(s.cards, ir.Local) or not to.places:
            return
        if public or not cards.places or self.labels.shown(cards.places, None):
            card = {c for _, _, _, c in cards.places}
            card = card.pop() if len(card) == 1 else None
            env.locals[s.cards.slot] = Value(cards.label, frozenset((z, k, not s.bottom, card) for z, k, _, _ in
                                                                    to.places))

    def branches(self, s: ir.If, env: Env, ctx: Ctx) -> Env:
        """Each branch runs on what was shown before the `if`; after it, what every branch that
        goes on showed is known, and so is the condition, where a branch showed it."""
        guard, out, before, paths, told = frozenset(), None, self.shown, [], frozenset()
        bodies = [(b.body, b.span) for b in s.branches]
        bodies.append((s.otherwise, s.branches[0].span if s.branches else s.span))
        for i, (body, span) in enumerate(bodies):
            if i < len(s.branches):
                guard |= self.labels.value(s.branches[i].test, env).label
            inner = ctx.under(guard, span)
            self.shown = before.copy()
            after = self.block(body, env.copy(), inner)
            told |= inner.label
            if not (body and isinstance(body[-1], (ir.Return, ir.Exit, ir.EndGame))):
                paths.append(self.shown)
            out = after if out is None else out.merge(after)
        self.shown = before
        before.join(paths or [before], told, s.span)
        return out

    def loop(self, s, env: Env, ctx: Ctx) -> Env:
        """The body runs twice, on what the first run left. After the loop, what it showed is known
        if it surely runs; else only the conditions it showed and the cards and tests of its own
        (that it ran tells them; a value can carry them only if it ran)."""
        value = self.labels.value
        if isinstance(s, ir.For):
            source = value(s.source, env)
            item = Value(source.label | ctx.label, frozenset((z, k, False, c) for z, k, _, c in source.places))
            if s.source.type.kind == "zone" or s.source.type.elem.kind == "card":
                item = one_card(item, test_key(s.source_span))  # each card in turn, told apart from the rest
            env.locals[s.slot] = item
            test = condition(source.label | value(s.where, env).label, test_key(s.source_span))
            if self.shown_in_body(s):  # each card that passes is laid face up: which cards pass shows
                self.reveal(self.tells(item.places) | test, ctx)
            if isinstance(s.source, ir.Call) and s.source.name.startswith("players"):
                ctx = attrs.evolve(ctx, seats=ctx.seats | {s.name})
            inner = ctx.under(test, s.source_span)
        elif isinstance(s, ir.While):
            inner = ctx.under(value(s.test, env).label, s.test_span)
        else:
            inner = ctx
        before = self.shown.copy()
        once = self.block(s.body, env.copy(), inner)
        if isinstance(s, ir.Repeat):
            inner = ctx.under(value(s.until, once).label, s.until_span)
        twice = self.block(s.body, env.merge(once), inner)
        if not surely_runs(s):
            after, self.shown = self.shown, before
            before.join([before, after], inner.label, s.span)
        return env.merge(twice)

    def shown_in_body(self, s: ir.For) -> bool:
        """Whether a loop over cards moves each card where everyone sees it, in its body itself
        (not under a condition of its own)."""
        for n in s.body:
            if isinstance(n, ir.Move) and isinstance(n.cards, ir.Local) and n.cards.slot == s.slot:
                to = self.labels.value(n.to, Env())
                if to.places and not self.labels.shown(to.places, None):
                    return True
        return False

    def call(self, s: ir.CallProc, env: Env, ctx: Ctx) -> None:
        if s.procedure not in self.program.proc_index:
            return
        proc = self.program.procedure(s.procedure)
        keys = {canon(a): p.name for a, p in zip(s.args, proc.params) if a.type.kind == "player" and canon(a)}
        params, entry, _ = self._next
        mine = params.setdefault(s.procedure, {})
        for i, a in enumerate(s.args):
            mine[i] = mine.get(i, PUBLIC) | rename(self.clean(self.labels.value(a, env).tainted(ctx.label)), keys)
        entry[s.procedure] = entry.get(s.procedure, frozenset()) | self.clean(Value(ctx.label)).label
        back = {p: k for k, p in keys.items()}
        shown = self.shows.get(s.procedure, frozenset())
        if shown:  # what the procedure showed of what it was given is known here too, after the call
            self.reveal(frozenset(attrs.evolve(x, key=back.get(x.key, x.key)) for x in shown), ctx)

    def log(self, s: ir.Log, env: Env, ctx: Ctx) -> None:
        who, key, whom = self.audience(s.to, env)
        told = frozenset()
        for part in s.parts:
            if not isinstance(part, ir.Expr) or part.type.kind == "card" or part.type.elem.kind == "card":
                continue  # a card shows as its viewer may see it
            if reads_secret(self.program, part):
                continue  # the engine shows 'a hidden value' to those who may not know it
            told |= self.labels.value(part, env).label
        self.leak("leak-log", s.span, told, who, key, f"this log line shows {whom} {{what}}")
        self.leak("leak-log", s.span, ctx.label, who, key, f"whether this line is logged tells {whom} {{what}}", ctx)

    def choose(self, s: ir.Choose, env: Env, ctx: Ctx, laid: frozenset = frozenset()) -> None:
        """The options are shown to the chooser; whether the choice is asked to everyone, unless it
        is secret or in a simultaneous block: one that may find nothing has none to ask then, and a
        compulsory one with a single option is made at once, unseen by the others, so how many
        options pass tells them what the test read. The chosen option is public unless it is
        secret; a card chosen shows itself and the test it passed, not the rest of its zone.
        `laid`: the cards the statements after it lay face up before anyone decides."""
        value = self.labels.value
        source = value(s.source, env)
        # the card chosen is told apart from the others of its zone: showing it shows it alone; whether
        # any card passes the test is about them all
        tag = test_key(s.span) if s.item_type.kind == "card" else None
        inner = env.copy()
        inner.locals[s.slot] = Value(source.label, frozenset((z, k, False, c) for z, k, _, c in source.places))
        passes = value(s.where, inner).label
        item = Value(source.label, frozenset((z, k, False, c if c is not None else tag) for z, k, _, c in
                                             source.places))
        inner.locals[s.slot] = item
        test = value(s.where, inner).label
        chooser = env.key(s.by)
        label = f"'{s.label}'"
        mine = ("player", chooser, f"'{chooser or 'its player'}'")
        alone = s.secret or ctx.part is not None
        who, key, whom = mine if alone else ("everyone", None, "everyone")
        if s.source.type.kind != "zone":
            self.leak("leak-choice", s.span, source.label, *mine[:2], f"the options of {label} show {mine[2]} {{what}}")
        # what the options tell of cards laid face up right after is shown before anyone can act on it
        options = frozenset(x for x in self.labels.length(s.source, env) | passes | value(s.count, env).label
                            if x.card not in laid)
        if s.optional or s.may_be_empty:
            saying = f"whether {label} is asked (it has options only when some pass) tells {whom} {{what}}"
        else:
            saying = (f"how many options {label} has tells {whom} {{what}} (with one, it is made at once and the "
                      "others do not see it asked)")
        self.leak("leak-choice", s.span, options, who, key, saying)
        self.leak("leak-choice", s.span, ctx.label, who, key, f"whether {label} is asked tells {whom} {{what}}", ctx)
        if s.showing is not None:
            shown = value(s.showing, inner).label
            if reads_secret(self.program, s.showing):
                who, key, whom = mine
            self.leak("leak-choice", s.span, shown, who, key, f"the showing text of {label} shows {whom} {{what}}")
        if s.item_type.kind == "card":
            chosen = item.tainted(condition(test, test_key(s.span)) | ctx.label)
        else:
            chosen = Value(ctx.label)
        if alone and s.item_type.kind != "card":
            chosen = chosen.tainted(frozenset({Secret("owner", chooser, f"the secret choice {label} of "
                                                                        f"{chooser or 'a player'}, which only they see",
                                                      decides=False)}))
        env.locals[s.slot] = chosen


_HINTS = {
    "leak-log": "; log it only to those who may know it ('log ... to P'), or 'reveal' it if it is meant to be known",
    "leak-variable": "; declare the variable 'visible to ...' those who may know it, or 'reveal' what is meant to "
                     "be known",
    "leak-choice": "; mark the choice 'secretly' if only its player may know it",
}


def _ranked(program: ir.Program) -> set:
    """The variables the ranking, the estimate and the payoff read: every player sees them when
    the game ends."""
    out = set()
    for ranking in (program.rank, program.estimate, program.payoff):
        if ranking is None:
            continue
        exprs = list(ranking.keys) if isinstance(ranking, ir.Ranking) else [ranking.value]
        seen: set = set()
        while exprs:
            for n in ir.walk(exprs.pop()):
                if isinstance(n, ir.VarValue):
                    out.add(n.var)
                elif isinstance(n, ir.DefineCall) and n.define in program.define_index and n.define not in seen:
                    seen.add(n.define)
                    exprs.append(program.define(n.define).value)
    return out
