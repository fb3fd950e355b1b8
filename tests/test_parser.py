"""The .rules parser: snippets -> document fragments, expression precedence, spans, schema.

Every snippet is parsed with `parse_rules`, checked against the expected fragment (a subset
match: only the keys given are compared, spans are ignored unless asked for) and validated
against the published JSON Schema.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors, parse_expression, parse_rules
from rulerun.interpreter.schema import validate_document

BUNDLED = Path(__file__).resolve().parent.parent / "rulebooks"
PLAYERS = "players 2..4\n"

# Keys of a document that hold declaration nodes (each with a span).
DECL_LISTS = ("options", "enums", "cards", "zones", "vars", "defines", "events", "procedures", "triggers", "decks")


# ---- helpers ---------------------------------------------------------------------------------
def parse(text: str, file: str = "t.rules") -> dict:
    doc = parse_rules(text, file)
    validate_document(doc, file)
    return doc


def at(node, path: str):
    """`at(doc, "play.body.0.value")`: walks dict keys and list indexes."""
    for key in path.split(".") if path else []:
        node = node[int(key)] if isinstance(node, list) else node[key]
    return node


def strip(node):
    """A copy without spans, for comparing fragments."""
    if isinstance(node, dict):
        return {k: strip(v) for k, v in node.items() if k not in ("span", "visible_span")}
    if isinstance(node, list):
        return [strip(v) for v in node]
    return node


def matches(actual, expected, where="") -> None:
    """Asserts that `actual` contains `expected`: dict keys are a subset, lists match item by item."""
    if callable(expected):
        assert expected(actual), f"at {where or '(top)'}: {actual!r} fails {expected}"
    elif isinstance(expected, dict):
        assert isinstance(actual, dict), f"at {where or '(top)'}: expected a node, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"at {where or '(top)'}: no key {key!r} in {strip(actual)!r}"
            matches(actual[key], value, f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), (
            f"at {where or '(top)'}: expected {len(expected)} items, got {strip(actual)!r}")
        for i, (a, e) in enumerate(zip(actual, expected)):
            matches(a, e, f"{where}.{i}")
    else:
        assert actual == expected, f"at {where or '(top)'}: expected {expected!r}, got {strip(actual)!r}"


def sexpr(n) -> str:
    """A compact, fully parenthesised rendering of an expression node (shows the tree's shape)."""
    if isinstance(n, str):
        return repr(n)
    op = n["op"]
    if op in ("binary",):
        return f"({n['operator']} {sexpr(n['left'])} {sexpr(n['right'])})"
    if op in ("and", "or"):
        return f"({op} {sexpr(n['left'])} {sexpr(n['right'])})"
    if op in ("not", "neg"):
        return f"({op} {sexpr(n['value'])})"
    if op == "name":
        return n["name"]
    if op == "int":
        return str(n["value"])
    if op == "bool":
        return "true" if n["value"] else "false"
    if op == "none":
        return "none"
    if op == "str":
        return repr(n["value"])
    if op == "text":
        return "(text " + " ".join(sexpr(p) for p in n["parts"]) + ")"
    if op == "of":
        return f"(of {sexpr(n['what'])} {sexpr(n['owner'])})"
    if op == "attr":
        return f"(. {sexpr(n['of'])} {n['name']})"
    if op == "index":
        return f"([] {sexpr(n['of'])} {sexpr(n['index'])})"
    if op == "call":
        return "(" + " ".join([n["name"] + "()"] + [sexpr(a) for a in n["args"]]) + ")"
    if op == "cond":
        return f"(if {sexpr(n['if'])} {sexpr(n['then'])} {sexpr(n['else'])})"
    if op == "list":
        return "[" + " ".join(sexpr(i) for i in n["items"]) + "]"
    if op == "range":
        return f"(range {sexpr(n['from'])} {sexpr(n['to'])})"
    if op == "aggregate":
        value = sexpr(n["value"]) if n.get("value") is not None else "-"
        where = sexpr(n["where"]) if n.get("where") is not None else "-"
        return f"({n['fn']} {value} {n['var']} {sexpr(n['in'])} {where})"
    raise AssertionError(f"unknown op {op!r}")


def nodes(doc: dict):
    """Every node of a document that must carry a span, with its path."""
    found = []

    def walk(node, path, is_node):
        if isinstance(node, dict):
            if is_node or any(k in node for k in ("op", "do", "entry")):
                found.append((path, node))
            for k, v in node.items():
                # params, fields, sides and named arguments are nodes too; types and if-branches are not
                child_is_node = k in ("params", "fields", "sides")
                walk(v, f"{path}/{k}", child_is_node)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}/{i}", is_node)

    for key in DECL_LISTS:
        walk(doc.get(key) or [], key, True)
    for key in ("players", "rank", "play"):
        if doc.get(key) is not None:
            walk(doc[key], key, True)
    return found


def wrap_stmt(stmt: str) -> str:
    return PLAYERS + "play {\n  " + stmt + "\n}\n"


def wrap_expr(expr: str) -> str:
    return PLAYERS + "play {\n  let x = " + expr + "\n}\n"


T_INT = {"name": "int", "list": False}
NAME = lambda n: {"op": "name", "name": n}  # noqa: E731
INT = lambda v: {"op": "int", "value": v}  # noqa: E731


# ---- declarations ------------------------------------------------------------------------------
DECLARATIONS = [
    pytest.param('game "Animalia"\n' + PLAYERS, "game", "Animalia", id="game"),
    pytest.param('game "A \\"quoted\\" name # not a comment"\n' + PLAYERS, "game", 'A "quoted" name # not a comment',
                 id="game-escapes-and-hash"),
    pytest.param("players 2..6", "players", {"min": 2, "max": 6}, id="players"),
    pytest.param(PLAYERS + 'option owl_wild: bool = true "The owl is wild"', "options.0",
                 {"name": "owl_wild", "type": {"name": "bool", "list": False}, "default": True,
                  "help": "The owl is wild"}, id="option-help"),
    pytest.param(PLAYERS + "option seasons: int = 3", "options.0",
                 {"name": "seasons", "type": T_INT, "default": 3, "help": ""}, id="option-no-help"),
    pytest.param(PLAYERS + 'option variant: text = "short"', "options.0",
                 {"name": "variant", "default": "short"}, id="option-text"),
    pytest.param(PLAYERS + "enum suit { cat, dog, horse }", "enums.0",
                 {"name": "suit", "values": ["cat", "dog", "horse"]}, id="enum"),
    pytest.param(PLAYERS + "enum suit {\n  cat,\n  dog,\n}", "enums.0",
                 {"name": "suit", "values": ["cat", "dog"]}, id="enum-trailing-comma"),
    pytest.param(PLAYERS + "card animal {\n  suit: suit\n  stars: int = 0\n  var species: suit\n}", "cards.0",
                 {"name": "animal", "sides": [], "fields": [
                     {"name": "suit", "type": {"name": "suit", "list": False}, "default": None, "mutable": False},
                     {"name": "stars", "type": T_INT, "default": INT(0), "mutable": False},
                     {"name": "species", "type": {"name": "suit", "list": False}, "default": None, "mutable": True},
                 ]}, id="card-fields-and-var"),
    pytest.param(PLAYERS + "card ship {\n  cost: int\n  side alien { color: color  power: int }\n"
                 "  side planet { color: color }\n}", "cards.0",
                 {"name": "ship", "fields": [{"name": "cost"}],
                  "sides": [{"name": "alien", "fields": [{"name": "color", "mutable": False}, {"name": "power"}]},
                            {"name": "planet", "fields": [{"name": "color"}]}]}, id="card-sides"),
    pytest.param(PLAYERS + "card c { var tags: list of text }", "cards.0.fields.0",
                 {"name": "tags", "type": {"name": "text", "list": True}, "mutable": True}, id="card-list-type"),
    pytest.param(PLAYERS + "zone lot", "zones.0",
                 {"name": "lot", "per_player": False, "visible_to": "everyone", "showing": None, "holds": None},
                 id="zone-plain"),
    pytest.param(PLAYERS + "zone hand per player visible to owner", "zones.0",
                 {"name": "hand", "per_player": True, "visible_to": "owner"}, id="zone-per-player-owner"),
    pytest.param(PLAYERS + "zone deck visible to nobody", "zones.0", {"visible_to": "nobody", "per_player": False},
                 id="zone-nobody"),
    pytest.param(PLAYERS + "zone hand per player visible to others", "zones.0", {"visible_to": "others"},
                 id="zone-others"),
    pytest.param(PLAYERS + "zone pile visible to top", "zones.0", {"visible_to": "top"}, id="zone-top"),
    pytest.param(PLAYERS + "zone table visible to everyone", "zones.0", {"visible_to": "everyone"},
                 id="zone-everyone"),
    pytest.param(PLAYERS + "zone row showing alien holds ship", "zones.0",
                 {"name": "row", "showing": "alien", "holds": "ship"}, id="zone-showing-holds"),
    pytest.param(PLAYERS + "var dealer: player", "vars.0",
                 {"name": "dealer", "type": {"name": "player", "list": False}, "per_player": False, "by": None,
                  "default": None}, id="var"),
    pytest.param(PLAYERS + "var score: int per player = 5", "vars.0",
                 {"name": "score", "type": T_INT, "per_player": True, "by": None, "default": INT(5)},
                 id="var-per-player"),
    pytest.param(PLAYERS + "var medals: int per player by suit = 0", "vars.0",
                 {"name": "medals", "per_player": True, "by": "suit", "default": INT(0)}, id="var-per-player-by"),
    pytest.param(PLAYERS + "var seen: list of card", "vars.0",
                 {"type": {"name": "card", "list": True}, "per_player": False}, id="var-list"),
    pytest.param(PLAYERS + "define hand_limit = 5", "defines.0", {"name": "hand_limit", "params": [], "value": INT(5)},
                 id="define-no-params"),
    pytest.param(PLAYERS + "define room(p: player, n: int) = n - size(collection of p)", "defines.0",
                 {"name": "room", "params": [{"name": "p", "type": {"name": "player", "list": False}},
                                             {"name": "n", "type": T_INT}],
                  "value": lambda v: sexpr(v) == "(- n (size() (of collection p)))"}, id="define-params"),
    pytest.param(PLAYERS + "event drawn(p: player, c: card)", "events.0",
                 {"name": "drawn", "params": [{"name": "p"}, {"name": "c", "type": {"name": "card", "list": False}}]},
                 id="event"),
    pytest.param(PLAYERS + "event tick()", "events.0", {"name": "tick", "params": []}, id="event-no-params"),
    pytest.param(PLAYERS + "procedure deal(p: player, n: int) {\n  shuffle deck\n}", "procedures.0",
                 {"name": "deal", "kind": "procedure", "params": [{"name": "p"}, {"name": "n"}],
                  "body": [{"do": "shuffle"}]}, id="procedure"),
    pytest.param(PLAYERS + "procedure cleanup { }", "procedures.0",
                 {"name": "cleanup", "kind": "procedure", "params": [], "body": []}, id="procedure-no-parens"),
    pytest.param(PLAYERS + "procedure cleanup() { }", "procedures.0", {"params": []}, id="procedure-empty-parens"),
    pytest.param(PLAYERS + "phase scoring {\n  end game\n}", "procedures.0",
                 {"name": "scoring", "kind": "phase", "params": [], "body": [{"do": "end_game"}]}, id="phase"),
    pytest.param(PLAYERS + "on before drawn when p == 0 and c != none {\n  cancel\n}", "triggers.0",
                 {"timing": "before", "event": "drawn", "body": [{"do": "cancel"}],
                  "when": lambda w: sexpr(w) == "(and (== p 0) (!= c none))"}, id="trigger-before-when"),
    pytest.param(PLAYERS + "on after drawn { }", "triggers.0",
                 {"timing": "after", "event": "drawn", "when": None, "body": []}, id="trigger-after"),
    pytest.param(PLAYERS + 'deck deck {\n  3 animal "owl" ()\n}', "decks.0",
                 {"zone": "deck", "entries": [{"entry": "card", "count": 3, "card": "animal",
                                               "name": {"op": "str", "value": "owl"}, "fields": [], "if": None}]},
                 id="deck-count"),
    pytest.param(PLAYERS + 'deck deck {\n  for s in suit {\n    2 animal "{s} ugly" (suit: s, stars: -1) '
                 "if player_count >= 5\n  }\n}", "decks.0.entries.0",
                 {"entry": "for", "var": "s", "in": NAME("suit"), "entries": [
                     {"entry": "card", "count": 2, "card": "animal",
                      "name": lambda n: sexpr(n) == "(text s ' ugly')",
                      "fields": [{"name": "suit", "value": NAME("s")},
                                 {"name": "stars", "value": lambda v: sexpr(v) == "(neg 1)"}],
                      "if": lambda c: sexpr(c) == "(>= player_count 5)"}]}, id="deck-for-if"),
    pytest.param(PLAYERS + 'deck deck {\n  1 ship "red alien" "blue planet" (alien.color: red)\n}', "decks.0.entries.0",
                 {"name": {"op": "str", "value": "red alien"},
                  "faces": [{"op": "str", "value": "red alien"}, {"op": "str", "value": "blue planet"}],
                  "fields": [{"name": "alien.color", "value": NAME("red")}]}, id="deck-two-faces"),
    pytest.param(PLAYERS + "rank p by total(p), size(hand of p)", "rank",
                 {"var": "p", "by": [lambda k: sexpr(k) == "(total() p)",
                                     lambda k: sexpr(k) == "(size() (of hand p))"]}, id="rank"),
    pytest.param(PLAYERS + "play { }", "play", {"body": []}, id="play-empty"),
    pytest.param(PLAYERS + "play {\n  shuffle deck\n  end game\n}", "play",
                 {"body": [{"do": "shuffle"}, {"do": "end_game"}]}, id="play"),
    pytest.param("# a comment before anything\n" + PLAYERS + "zone deck   # trailing comment\n# zone not_parsed\n",
                 "zones", [{"name": "deck"}], id="comments"),
]


@pytest.mark.parametrize("source,path,expected", DECLARATIONS)
def test_declaration(source, path, expected):
    doc = parse(source)
    matches(at(doc, path), expected, path)


# ---- statements --------------------------------------------------------------------------------
STATEMENTS = [
    pytest.param("let n = 3", {"do": "let", "name": "n", "value": INT(3)}, id="let"),
    pytest.param("score = 1", {"do": "assign", "target": NAME("score"), "operator": "=", "value": INT(1)},
                 id="assign"),
    pytest.param("score of p += 2", {"do": "assign", "operator": "+=",
                                     "target": {"op": "of", "what": NAME("score"), "owner": NAME("p")}},
                 id="assign-add-of"),
    pytest.param("medals[p][s] -= 1", {"do": "assign", "operator": "-=",
                                       "target": lambda t: sexpr(t) == "([] ([] medals p) s)"}, id="assign-sub-index"),
    pytest.param("c.species = none", {"do": "assign", "target": {"op": "attr", "of": NAME("c"), "name": "species"},
                                      "value": {"op": "none"}}, id="assign-attr"),
    pytest.param("move top(deck) to lot", {"do": "move", "cards": lambda c: sexpr(c) == "(top() deck)",
                                           "to": NAME("lot"), "place": "top"}, id="move"),
    pytest.param("move c to hand of p at bottom", {"do": "move", "place": "bottom",
                                                   "to": {"op": "of", "what": NAME("hand"), "owner": NAME("p")}},
                 id="move-at-bottom"),
    pytest.param("move c to lot at top", {"do": "move", "place": "top"}, id="move-at-top"),
    pytest.param("shuffle deck", {"do": "shuffle", "zone": NAME("deck")}, id="shuffle"),
    pytest.param("if a { x = 1 }", {"do": "if", "branches": [{"if": NAME("a"), "then": [{"do": "assign"}]}],
                                    "else": None}, id="if"),
    pytest.param("if a { } elif b { x = 2 } elif c { } else { x = 3 }",
                 {"do": "if", "branches": [{"if": NAME("a"), "then": []},
                                           {"if": NAME("b"), "then": [{"do": "assign", "value": INT(2)}]},
                                           {"if": NAME("c"), "then": []}],
                  "else": [{"do": "assign", "value": INT(3)}]}, id="if-elif-else"),
    pytest.param("for c in hand of p where c.stars > 0 { move c to lot }",
                 {"do": "for", "var": "c", "in": {"op": "of"}, "where": lambda w: sexpr(w) == "(> (. c stars) 0)",
                  "body": [{"do": "move"}]}, id="for-where"),
    pytest.param("for s in suit { }", {"do": "for", "var": "s", "in": NAME("suit"), "where": None, "body": []},
                 id="for"),
    pytest.param("while x < 3 { x += 1 }", {"do": "while", "cond": lambda c: sexpr(c) == "(< x 3)",
                                            "body": [{"do": "assign", "operator": "+="}]}, id="while"),
    pytest.param("repeat { x -= 1 } until x == 0", {"do": "repeat", "body": [{"do": "assign"}],
                                                    "until": lambda u: sexpr(u) == "(== x 0)"}, id="repeat-until"),
    pytest.param('choose c in hand of p where c.stars > 0 by p optional count 2 as "discard two"',
                 {"do": "choose", "var": "c", "in": {"op": "of"}, "where": {"op": "binary"}, "by": NAME("p"),
                  "optional": True, "count": INT(2), "label": "discard two"}, id="choose-everything"),
    pytest.param("choose c in deck by 0",
                 {"do": "choose", "var": "c", "in": NAME("deck"), "where": None, "by": INT(0), "optional": False,
                  "count": None, "label": None}, id="choose-plain"),
    pytest.param('choose act in ["take", "pass"] by p as "take the lot"',
                 {"do": "choose", "in": {"op": "list", "items": [{"op": "str", "value": "take"},
                                                                 {"op": "str", "value": "pass"}]},
                  "label": "take the lot"}, id="choose-list-label"),
    pytest.param("simultaneous p in players() { choose c in hand of p by p }",
                 {"do": "simultaneous", "var": "p", "in": {"op": "call", "name": "players", "args": []},
                  "body": [{"do": "choose"}]}, id="simultaneous"),
    pytest.param("emit drawn(p, c)", {"do": "emit", "event": "drawn", "args": [NAME("p"), NAME("c")],
                                      "body": None}, id="emit"),
    pytest.param("emit drawn(p, c) { move c to hand of p }", {"do": "emit", "event": "drawn",
                                                              "body": [{"do": "move"}]}, id="emit-body"),
    pytest.param("emit tick()", {"do": "emit", "event": "tick", "args": []}, id="emit-no-args"),
    pytest.param("cancel", {"do": "cancel"}, id="cancel"),
    pytest.param("end game", {"do": "end_game", "winners": None}, id="end-game"),
    pytest.param("end game winners [p, q]", {"do": "end_game", "winners": {"op": "list", "items": [NAME("p"),
                                                                                                NAME("q")]}},
                 id="end-game-winners"),
    pytest.param('log "Season {season} starts"', {"do": "log", "to": None, "text": lambda t: sexpr(t) ==
                                                  "(text 'Season ' season ' starts')"}, id="log-interpolated"),
    pytest.param('log "plain text"', {"do": "log", "text": {"op": "str", "value": "plain text"}}, id="log-plain"),
    pytest.param('log "you hold {size(hand of p)}" to p',
                 {"do": "log", "to": NAME("p"), "text": lambda t: sexpr(t) == "(text 'you hold ' (size() (of hand p)))"},
                 id="log-to"),
    pytest.param("reveal c", {"do": "reveal", "cards": NAME("c"), "to": None}, id="reveal"),
    pytest.param("reveal cards(hand of p) to q", {"do": "reveal", "cards": {"op": "call", "name": "cards"},
                                                  "to": NAME("q")}, id="reveal-to"),
    pytest.param("return", {"do": "return"}, id="return"),
    pytest.param("break", {"do": "break"}, id="break"),
    pytest.param("exit offer", {"do": "exit", "name": "offer"}, id="exit"),
    pytest.param("deal(p, 2)", {"do": "call", "name": "deal", "args": [NAME("p"), INT(2)]}, id="call"),
    pytest.param("cleanup()", {"do": "call", "name": "cleanup", "args": []}, id="call-no-args"),
]


@pytest.mark.parametrize("stmt,expected", STATEMENTS)
def test_statement(stmt, expected):
    doc = parse(wrap_stmt(stmt))
    body = doc["play"]["body"]
    assert len(body) == 1
    matches(body[0], expected, "play.body.0")


def test_statements_need_no_separators():
    doc = parse(PLAYERS + "play { let a = 1 let b = a + 1 shuffle deck b += 2 deal(b) }")
    assert [s["do"] for s in doc["play"]["body"]] == ["let", "let", "shuffle", "assign", "call"]


# ---- expressions ---------------------------------------------------------------------------------
EXPRESSIONS = [
    ("a or b and c", "(or a (and b c))"),
    ("a and b or c", "(or (and a b) c)"),
    ("a or b or c", "(or (or a b) c)"),
    ("not a and b", "(and (not a) b)"),
    ("not not a", "(not (not a))"),
    ("not a == b", "(not (== a b))"),
    ("a == b or c != d", "(or (== a b) (!= c d))"),
    ("a < b and c <= d and e > f and g >= h", "(and (and (and (< a b) (<= c d)) (> e f)) (>= g h))"),
    ("1 + 2 * 3", "(+ 1 (* 2 3))"),
    ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
    ("1 - 2 - 3", "(- (- 1 2) 3)"),
    ("8 / 4 / 2", "(/ (/ 8 4) 2)"),
    ("7 % 3 * 2", "(* (% 7 3) 2)"),
    ("a + b < c * d", "(< (+ a b) (* c d))"),
    ("-a + b", "(+ (neg a) b)"),
    ("-a * b", "(* (neg a) b)"),
    ("- -a", "(neg (neg a))"),
    ("1 - -2", "(- 1 (neg 2))"),
    ("score of p + 1", "(+ (of score p) 1)"),
    ("-score of p", "(neg (of score p))"),
    ("hand of next(p)", "(of hand (next() p))"),
    ("collection of players()[0]", "(of collection ([] (players()) 0))"),
    ("c.stars", "(. c stars)"),
    ("c.alien.color", "(. (. c alien) color)"),
    ("medals[p][s]", "([] ([] medals p) s)"),
    ("a.b[1].c", "(. ([] (. a b) 1) c)"),
    ("top(deck).stars * 2", "(* (. (top() deck) stars) 2)"),
    ("f(1, g(2, 3))", "(f() 1 (g() 2 3))"),
    ("players()", "(players())"),
    ("count(c in deck where c.stars > 0)", "(count - c deck (> (. c stars) 0))"),
    ("count(p in players())", "(count - p (players()) -)"),
    ("count(deck)", "(count - _ deck -)"),
    ("sum(c.stars for c in collection of p)", "(sum (. c stars) c (of collection p) -)"),
    ("sum(medals[p][s] / 5 for s in suit where s != cat)", "(sum (/ ([] ([] medals p) s) 5) s suit (!= s cat))"),
    ("max([1, 2, 3])", "(max - _ [1 2 3] -)"),
    ("min(elegance(p) for p in players())", "(min (elegance() p) p (players()) -)"),
    ("any(o in hand of p where o.power == c.power)", "(any - o (of hand p) (== (. o power) (. c power)))"),
    ("all(c in hand of p where c.stars > 0)", "(all - c (of hand p) (> (. c stars) 0))"),
    ("first(p in players_from(d) where open(p))", "(first - p (players_from() d) (open() p))"),
    ("filter(p in players() where p != d)", "(filter - p (players()) (!= p d))"),
    ("size(filter(c in deck where c.x)) + 1", "(+ (size() (filter - c deck (. c x))) 1)"),
    ("if a then b else c", "(if a b c)"),
    ("if a then 1 else if b then 2 else 3", "(if a 1 (if b 2 3))"),
    ("if c.suit == none then c.species else c.suit", "(if (== (. c suit) none) (. c species) (. c suit))"),
    ("1 + if a then 2 else 3", "(+ 1 (if a 2 3))"),
    ("[]", "[]"),
    ("[1, a, [b]]", "[1 a [b]]"),
    ("range(1, n + 1)", "(range 1 (+ n 1))"),
    ("true", "true"),
    ("false", "false"),
    ("none", "none"),
    ('"text"', "'text'"),
    ("42", "42"),
]


@pytest.mark.parametrize("expr,shape", EXPRESSIONS, ids=[e for e, _ in EXPRESSIONS])
def test_expression_shape(expr, shape):
    doc = parse(wrap_expr(expr))
    assert sexpr(doc["play"]["body"][0]["value"]) == shape
    # parse_expression gives the same tree
    assert strip(parse_expression(expr)) == strip(doc["play"]["body"][0]["value"])


@pytest.mark.parametrize("expr,line,col", [
    ("a == b == c", 3, 18),      # comparisons do not chain
    ("score of p of q", 3, 22),  # neither does `of`
    ("1 +", 4, 1),               # the operand is missing: the error is at the `}` on the next line
    ("(a", 4, 1),
    ("a b c", 3, 15),            # `a b` is two statements (`let x = a`, then `b`), and `b c` is not one
    ("count(c in)", 3, 21),
])
def test_bad_expressions_are_syntax_errors(expr, line, col):
    with pytest.raises(RulesErrors) as info:
        parse_rules(wrap_expr(expr), "t.rules")
    err = info.value.errors[0]
    assert err.code == "syntax"
    assert (err.span.line, err.span.column) == (line, col)
    assert str(err).startswith(f"t.rules:{line}:{col}: error: unexpected ")


def test_literals_and_escapes():
    doc = parse(wrap_expr('"tab\\there \\"q\\" back\\\\slash"'))
    assert doc["play"]["body"][0]["value"] == {"op": "str", "value": 'tab\there "q" back\\slash',
                                               "span": [3, 11, 3, 40]}


def test_keywords_are_not_reserved_as_names():
    # newlines carry no meaning and keywords are contextual: `play` can be a local name
    doc = parse(PLAYERS + "play {\n  let play = 1\n  let phase = play\n  let estimate = phase\n}\n")
    assert [s["name"] for s in doc["play"]["body"]] == ["play", "phase", "estimate"]
    doc = parse(PLAYERS + "var estimate: int per player = 0\nestimate p by estimate[p]\nplay {\n}\n")
    assert doc["vars"][0]["name"] == "estimate" and doc["estimate"]["var"] == "p"


FIELD_RULEBOOK = """\
players 2..4
enum suit { red, black }
card plain { suit: suit = red  KW: int = 1  side back { colour: suit  KW: int } }
zone deck
deck deck { 2 plain "a" "b" (suit: black, KW: 3, back.KW: 4) }
play { log "{sum(c.KW for c in deck)}" }
"""


@pytest.mark.parametrize("keyword", ["rank", "estimate", "by", "play"])
def test_a_card_field_may_be_named_as_a_keyword(keyword):
    # after a field's type (or its default) a declaration could begin too: the word is still a field
    doc = parse(FIELD_RULEBOOK.replace("KW", keyword))
    card = doc["cards"][0]
    assert [f["name"] for f in card["fields"]] == ["suit", keyword]
    assert [f["name"] for f in card["sides"][0]["fields"]] == ["colour", keyword]
    entry = doc["decks"][0]["entries"][0]
    assert [f["name"] for f in entry["fields"]][1:] == [keyword, f"back.{keyword}"]
    assert doc["play"]["body"][0]["text"]["parts"][0]["value"]["name"] == keyword


# ---- spans ---------------------------------------------------------------------------------------
SPANS_SOURCE = """\
game "Spans"
players 2..4
zone deck visible to nobody
zone lot
var score: int per player
procedure deal(p: player) {
  move top(deck) to lot
  score of p += size(deck) * 2
}
play {
  for p in players() where p != 0 {
    deal(p)
  }
  log "dealt {size(lot)} cards"
}
"""


@pytest.fixture(scope="module")
def spans_doc():
    return parse(SPANS_SOURCE, "spans.rules")


@pytest.mark.parametrize("path,span", [
    ("players", [2, 1, 2, 13]),
    ("zones.0", [3, 1, 3, 28]),
    ("zones.0.visible_span", [3, 11, 3, 28]),
    ("zones.1", [4, 1, 4, 9]),
    ("vars.0", [5, 1, 5, 26]),
    ("procedures.0", [6, 1, 9, 2]),
    ("procedures.0.params.0", [6, 16, 6, 25]),
    ("procedures.0.body.0", [7, 3, 7, 24]),                 # move top(deck) to lot
    ("procedures.0.body.0.cards", [7, 8, 7, 17]),           # top(deck)
    ("procedures.0.body.0.cards.args.0", [7, 12, 7, 16]),   # deck
    ("procedures.0.body.0.to", [7, 21, 7, 24]),             # lot
    ("procedures.0.body.1", [8, 3, 8, 31]),                 # score of p += size(deck) * 2
    ("procedures.0.body.1.target", [8, 3, 8, 13]),          # score of p
    ("procedures.0.body.1.target.owner", [8, 12, 8, 13]),   # p
    ("procedures.0.body.1.value", [8, 17, 8, 31]),          # size(deck) * 2
    ("procedures.0.body.1.value.right", [8, 30, 8, 31]),    # 2
    ("play", [10, 1, 15, 2]),
    ("play.body.0", [11, 3, 13, 4]),                        # the for loop, over three lines
    ("play.body.0.in", [11, 12, 11, 21]),                   # players()
    ("play.body.0.where", [11, 28, 11, 34]),                # p != 0
    ("play.body.0.body.0", [12, 5, 12, 12]),                # deal(p)
    ("play.body.0.body.0.args.0", [12, 10, 12, 11]),
    ("play.body.1", [14, 3, 14, 32]),                       # log "..."
    ("play.body.1.text.parts.1", [14, 15, 14, 24]),         # size(lot) inside the string
    ("play.body.1.text.parts.1.args.0", [14, 20, 14, 23]),  # lot inside the string
])
def test_span_of_chosen_nodes(spans_doc, path, span):
    node = at(spans_doc, path)
    assert (node if path.endswith("visible_span") else node["span"]) == span


def test_spans_point_at_the_source_text(spans_doc):
    lines = SPANS_SOURCE.splitlines()

    def text(span):
        line, col, end_line, end_col = span
        assert line == end_line
        return lines[line - 1][col - 1:end_col - 1]

    assert text(at(spans_doc, "procedures.0.body.0.cards")["span"]) == "top(deck)"
    assert text(at(spans_doc, "procedures.0.body.1.value")["span"]) == "size(deck) * 2"
    assert text(at(spans_doc, "play.body.0.where")["span"]) == "p != 0"
    assert text(at(spans_doc, "play.body.1.text.parts.1")["span"]) == "size(lot)"
    assert text(at(spans_doc, "zones.0.visible_span")) == "visible to nobody"


def _check_all_spans(doc: dict) -> int:
    count = 0
    for path, node in nodes(doc):
        span = node.get("span")
        assert isinstance(span, list) and len(span) == 4 and all(isinstance(x, int) for x in span), (path, node)
        line, col, end_line, end_col = span
        assert line >= 1 and col >= 1, path
        assert (line, col) < (end_line, end_col), (path, span)
        count += 1
    return count


def _check_nesting(node, outer=None, path=""):
    """Every node's span lies inside the span of the node that contains it."""
    if isinstance(node, dict):
        span = node.get("span") if isinstance(node.get("span"), list) else None
        if span is not None and outer is not None:
            assert (outer[0], outer[1]) <= (span[0], span[1]) and (span[2], span[3]) <= (outer[2], outer[3]), (
                f"{path}: {span} is not inside {outer}")
        for k, v in node.items():
            _check_nesting(v, span or outer, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _check_nesting(v, outer, f"{path}/{i}")


def test_every_node_has_a_span_animalia():
    doc = parse((BUNDLED / "animalia.rules").read_text(encoding="utf-8"), "animalia.rules")
    assert _check_all_spans(doc) > 500
    _check_nesting(doc)


def test_every_node_has_a_span_spans_doc(spans_doc):
    assert _check_all_spans(spans_doc) > 20
    _check_nesting(spans_doc)


ALL_SNIPPETS = (
    [p.values[0] for p in DECLARATIONS]
    + [wrap_stmt(p.values[0]) for p in STATEMENTS]
    + [wrap_expr(e) for e, _ in EXPRESSIONS]
)


def test_every_node_has_a_span_in_every_snippet():
    for source in ALL_SNIPPETS:
        doc = parse(source)
        _check_all_spans(doc)
        _check_nesting(doc)


def test_span_of_a_node_on_a_later_line_after_comments():
    doc = parse("# header\n\n" + PLAYERS + "play {\n\n    # note\n      shuffle   deck\n}\n")
    stmt = doc["play"]["body"][0]
    assert stmt["span"] == [7, 7, 7, 21]
    assert stmt["zone"]["span"] == [7, 17, 7, 21]


def test_span_of_interpolated_expression_after_escapes():
    line = '  log "say \\"hi\\" {p}"'
    doc = parse(PLAYERS + "play {\n" + line + "\n}\n")
    col = line.index("{p}") + 2  # 1-based column of `p`: 20
    part = doc["play"]["body"][0]["text"]["parts"][1]
    assert part["span"] == [3, col, 3, col + 1]


def test_span_of_log_string_is_the_string():
    doc = parse(PLAYERS + 'play {\n  log "hello" to p\n}\n')
    stmt = doc["play"]["body"][0]
    assert stmt["span"] == [3, 3, 3, 19]
    assert stmt["text"]["span"] == [3, 7, 3, 14]


def test_span_of_name_in_of_target():
    doc = parse(PLAYERS + "play {\n  score of p = 3\n}\n")
    target = doc["play"]["body"][0]["target"]
    assert target["span"] == [3, 3, 3, 13]
    assert target["what"]["span"] == [3, 3, 3, 8]


# ---- schema ---------------------------------------------------------------------------------------
def test_every_snippet_validates_against_the_schema():
    assert len(ALL_SNIPPETS) > 120
    for source in ALL_SNIPPETS:
        validate_document(parse_rules(source, "t.rules"), "t.rules")


def test_animalia_document_validates():
    doc = parse_rules((BUNDLED / "animalia.rules").read_text(encoding="utf-8"), "animalia.rules")
    validate_document(doc, "animalia.rules")


BROKEN_SOURCE = PLAYERS + """\
zone deck
procedure deal {
  shuffle deck
  let x = 1 + 2
}
play {
  deal()
}
"""


def _schema_errors(mutate) -> list:
    doc = parse_rules(BROKEN_SOURCE, "broken.rules")
    validate_document(copy.deepcopy(doc), "broken.rules")
    mutate(doc)
    with pytest.raises(RulesErrors) as info:
        validate_document(doc, "broken.rules")
    return info.value.errors


@pytest.mark.parametrize("mutate,where,line,col,words", [
    pytest.param(lambda d: d["zones"][0].update(per_player="yes"), "zones/0/per_player", 2, 1, "yes",
                 id="zone-flag-type"),
    pytest.param(lambda d: d["procedures"][0]["body"][0].update(do="jump"), "procedures/0/body/0/do", 4, 3, "jump",
                 id="unknown-statement"),
    pytest.param(lambda d: d["procedures"][0]["body"][1]["value"]["right"].update(op="pow"),
                 "procedures/0/body/1/value/right/op", 5, 15, "pow", id="unknown-expression"),
    pytest.param(lambda d: d["procedures"][0]["body"][1].update(colour="red"), "procedures/0/body/1", 5, 3,
                 "'colour'", id="extra-key"),
    pytest.param(lambda d: d["procedures"][0]["body"][1].pop("value"), "procedures/0/body/1", 5, 3, "value",
                 id="missing-key"),
    pytest.param(lambda d: d["zones"][0].update(name="bad name"), "zones/0/name", 2, 1, "bad name",
                 id="bad-name-pattern"),
])
def test_broken_document_schema_error_names_the_place(mutate, where, line, col, words):
    errors = _schema_errors(mutate)
    err = errors[0]
    assert err.code == "schema"
    assert f"at {where}:" in err.message
    assert words in err.message
    assert (err.span.file, err.span.line, err.span.column) == ("broken.rules", line, col)
    assert str(err).startswith(f"broken.rules:{line}:{col}: error: schema: at {where}:")


def test_broken_document_format():
    errors = _schema_errors(lambda d: d.update(format="rulerun/9"))
    assert "at format:" in errors[0].message
    assert "rulerun/1" in errors[0].message


def test_broken_document_reports_every_place():
    def mutate(d):
        d["zones"][0]["per_player"] = "yes"
        d["procedures"][0]["body"][0]["do"] = "jump"

    wheres = [e.message.split(":")[1].strip() for e in _schema_errors(mutate)]
    assert "at zones/0/per_player" in wheres
    assert "at procedures/0/body/0/do" in wheres


def test_broken_statement_in_play_names_the_place():
    errors = _schema_errors(lambda d: d["play"]["body"][0].update(do="jump"))
    err = errors[0]
    assert "at play/body/0/do:" in err.message
    assert (err.span.line, err.span.column) == (8, 3)
    assert len(err.message) < 300


def test_players_with_one_number_is_exactly_that_many():
    doc = parse_rules('game "x"\nplayers 3\nzone deck\nplay { end game }\n')
    assert (doc["players"]["min"], doc["players"]["max"]) == (3, 3)
    validate_document(doc, "<rules>")


def test_an_expected_mark_is_named_as_written():
    with pytest.raises(RulesErrors) as info:
        parse_rules('game "x"\nplayers 2 4\nzone deck\nplay { end game }\n', "p.rules")
    assert str(info.value.errors[0]).startswith("p.rules:2:11: error: unexpected 4; expected '..',")


def test_no_syntax_error_names_a_terminal_by_the_parsers_own_name():
    """Lark names some marks itself (`..` is `__ANON_0`): a message names each as it is written."""
    text = (Path(__file__).resolve().parent.parent / "rulebooks" / "hoarders.rules").read_text(encoding="utf-8")
    cuts = sorted({m.end() for m in __import__("re").finditer(r"\S+", text)})[::7]
    seen = 0
    for cut in cuts:
        try:
            parse_rules(text[:cut] + " ) ..", "h.rules")
        except RulesErrors as errs:
            seen += 1
            assert "anon" not in errs.errors[0].message.lower(), errs.errors[0].message
    assert seen > 40
