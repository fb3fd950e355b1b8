"""One finding per root cause: findings that follow from another are folded into it.

A misspelt card type in a deck makes no card, and every check that reads the decks then finds
something (an empty deck, a zone no card reaches, a condition no card satisfies, the card type it
meant unused); an endless loop makes the code after it dead. Reported one by one, the root is
lost among them. Here each root keeps its place and says how many findings it stands for:

- the same error message at several places (one unknown name used ten times): the first place;
- a name error in a deck (an unknown card type, field or name there): every finding that rests on
  what the decks hold;
- a name error that suggests a known name: the findings that say that name is unused, unread or
  never set (the misspelt use was meant for it);
- a loop that never ends, a procedure that never returns: the code said to be dead after them,
  and a game said never to end.
"""

from __future__ import annotations

import re

from rulerun.grammar.errors import RulesError

# the findings that rest on what the decks hold
_DECK_FACTS = {"empty-deck", "unused-card-type", "unset-attribute", "unused-attribute", "impossible-condition",
               "unknown-attribute", "deck-size", "short-deck", "no-legal-option", "never-filled"}
_DECK_REASONS = ("no card ever reaches", "no card of any deck", "every card of any deck", "deck '")
# the findings that say a declaration is not used
_UNUSED = {"unused-zone", "never-filled", "never-read", "unused-card-type", "unused-attribute", "unset-attribute",
           "unused-option", "unused-variable", "unread-variable", "unset-variable", "unused-define", "unused-event",
           "unused-procedure", "unreachable-procedure", "never-emitted"}
_SUGGESTS = re.compile(r"; did you mean '([^']+)'\?")
_NEVER_ENDS = ("the loop before it never ends", "never returns")


def fold(found: list[RulesError], deck_lines: list[tuple]) -> list[RulesError]:
    """The findings with those that follow from another folded into it (its message says how many);
    `deck_lines` are the first and last lines of each deck declaration."""
    unique = {(e.span.line, e.span.column, e.code, e.message): e for e in reversed(found)}
    ordered = sorted(unique.values(), key=lambda e: (e.span.line, e.span.column))
    folded: dict[int, list] = {}  # id(root) -> the findings folded into it
    gone: set[int] = set()

    def into(root, e):
        if e is root or id(e) in gone or id(root) in gone:
            return
        gone.add(id(e))
        folded.setdefault(id(root), []).append(e)
        folded[id(root)].extend(folded.pop(id(e), []))

    firsts: dict[tuple, RulesError] = {}
    for e in ordered:
        if e.severity == "error" and e.span.line:
            first = firsts.setdefault((e.code, e.message), e)
            into(first, e)
    roots = [e for e in ordered if id(e) not in gone]
    in_deck = [e for e in roots if e.code == "name" and any(a <= e.span.line <= b for a, b in deck_lines)]
    if in_deck:
        for e in roots:
            if e.code in _DECK_FACTS or (e.code in ("constant-condition", "stuck-choice")
                                         and any(r in e.message for r in _DECK_REASONS)):
                into(in_deck[0], e)
    for root in roots:
        m = _SUGGESTS.search(root.message) if root.code == "name" else None
        if m is not None:
            meant = f"'{m.group(1)}'"
            for e in roots:
                if e.code in _UNUSED and meant in e.message:
                    into(root, e)
    endless = [e for e in roots if e.code in ("endless-loop", "endless-recursion")]
    if endless:
        for e in roots:
            if e.code == "no-end" or (e.code == "unreachable-code" and any(r in e.message for r in _NEVER_ENDS)):
                into(endless[0], e)
    out = []
    for e in ordered:
        if id(e) in gone:
            continue
        more = folded.get(id(e))
        if more:
            e = RulesError(e.message + _summary(e, more), e.span, e.code, e.source, e.severity)
        out.append(e)
    return out


def _summary(root: RulesError, more: list) -> str:
    """What a root stands for: '(and 3 more uses of it, on lines 5, 9 and 12; 2 more findings follow from
    this: empty-deck, unused-card-type)'."""
    same = sorted({e.span.line for e in more if e.message == root.message and e.code == root.code})
    others = [e for e in more if not (e.message == root.message and e.code == root.code)]
    parts = []
    if same:
        count = sum(1 for e in more if e.message == root.message and e.code == root.code)
        parts.append(f"and {count} more {'use' if count == 1 else 'uses'} of it, on {_lines(same)}"
                     if root.code == "name" else f"and {count} more {'place' if count == 1 else 'places'}, on "
                                                 f"{_lines(same)}")
    if others:
        codes: dict[str, int] = {}
        for e in others:
            codes[e.code] = codes.get(e.code, 0) + 1
        listed = ", ".join(code if n == 1 else f"{code} x{n}" for code, n in codes.items())
        n = len(others)
        parts.append(f"{n} more {'finding follows' if n == 1 else 'findings follow'} from this: {listed}")
    return " (" + "; ".join(parts) + ")"


def _lines(lines: list[int]) -> str:
    words = [str(n) for n in lines]
    if len(words) > 6:
        return f"lines {words[0]} to {words[-1]}"
    if len(words) == 1:
        return f"line {words[0]}"
    return "lines " + ", ".join(words[:-1]) + " and " + words[-1]
