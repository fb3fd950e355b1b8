"""Presentation hints: how a rulebook's cards and values may look in the viewer.

A rulebook `NAME.rules` (or `NAME.json`) may have a side file `NAME.view.json` beside it:

    {"colours": {"suit": {"red": "#c0392b", "black": "black"}},
     "labels": {"plain": "{value} {suit}"}}

`colours` gives values of an enum a CSS colour (`#rgb`, `#rrggbb` or a colour's name); a card is
drawn in the colour of its first field, in declaration order, whose value has one, and a variable
holding such a value shows it. `labels` gives a card type a short label: a template of its fields
(`{value}`, `{alien.color}` for a side's field, `{name}` for the name it shows). Hints are applied to
what a viewer sees: a label or colour that needs a field the viewer cannot see (the hidden side of a
card) is not used. The file is checked against the rulebook; its errors name the file and line.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import attrs

from rulerun.grammar import RulesError, RulesErrors, Span
from rulerun.grammar.errors import did_you_mean

SUFFIX = ".view.json"
_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[a-z]{3,24}")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# Longest label template: a label is short by design.
MAX_LABEL = 40


@attrs.frozen
class FieldInfo:
    """A fixed field of a card type as the viewer reads it: its name (`side.field` on a side), the
    side it is printed on (None: the card itself), and the enum its values come from."""

    name: str
    side: str | None
    enum: str | None
    kind: str  # the field's type, as `str(Type)` spells it


@attrs.frozen
class Hints:
    """Checked presentation hints (empty where a rulebook has none)."""

    colours: dict = attrs.field(factory=dict)  # enum -> value -> CSS colour
    labels: dict = attrs.field(factory=dict)  # card type -> label template

    def colour(self, fields: list[FieldInfo], values: dict) -> str | None:
        """The colour of a card showing `values` (field name -> value text) of `fields`."""
        for f in fields:
            if f.enum in self.colours and f.name in values:
                colour = self.colours[f.enum].get(values[f.name])
                if colour is not None:
                    return colour
        return None

    def label(self, card_type: str, name: str, values: dict) -> str | None:
        """The card's label, or None where its type has none or it needs a field not shown."""
        template = self.labels.get(card_type)
        if template is None:
            return None
        known = dict(values, name=name)
        if any(m.group(1) not in known for m in _PLACEHOLDER.finditer(template)):
            return None
        return _PLACEHOLDER.sub(lambda m: known[m.group(1)], template)


def card_fields(program) -> dict[str, list[FieldInfo]]:
    """The fixed fields of each card type of a resolved program, in declaration order."""
    out = {}
    for card in program.cards:
        fields = []
        for f in card.fields:
            if f.mutable:
                continue  # a card variable: the observation shows it
            side = f.name.split(".", 1)[0] if "." in f.name else None
            fields.append(FieldInfo(f.name, side, f.type.enum if f.type.kind == "enum" else None, str(f.type)))
        out[card.name] = fields
    return out


def hints_beside(rulebook: Path) -> Path:
    """Where a rulebook's hints are looked for: `NAME.view.json` in the rulebook's folder."""
    return rulebook.parent / (rulebook.stem + SUFFIX)


def find_hints(rulebook: Path, program) -> Hints:
    """The hints beside a rulebook, or none."""
    path = hints_beside(rulebook)
    return load_hints(path, program) if path.is_file() else Hints()


def load_hints(path: Path, program) -> Hints:
    """Reads and checks a hints file against a resolved program; raises `RulesErrors` (code `hints`)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise RulesErrors([RulesError(f"cannot read the hints: {err}", Span(str(path), 1, 1), code="file")]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RulesErrors([RulesError(f"not valid JSON: {err.msg}", Span(str(path), err.lineno, err.colno),
                                      code="hints", source=text)]) from None
    return _Checker(path, text, program).check(data)


class _Checker:
    """Checks a hints document, collecting every error with the line of the key it is about."""

    def __init__(self, path: Path, text: str, program):
        self.path, self.text = path, text
        self.enums = {e.name: tuple(e.values) for e in program.enums}
        self.fields = card_fields(program)
        self.errors: list[RulesError] = []

    def error(self, message: str, *keys: str) -> None:
        """An error at the last of `keys`, a path of keys into the document (none: its start)."""
        line, column, at = 1, 1, 0
        for key in keys:
            found = self.text.find(json.dumps(key, ensure_ascii=False), at)
            if found < 0:
                break
            at = found
            line = self.text.count("\n", 0, at) + 1
            column = at - (self.text.rfind("\n", 0, at) + 1) + 1
        self.errors.append(RulesError(message, Span(str(self.path), line, column), code="hints", source=self.text))

    def check(self, data) -> Hints:
        if not isinstance(data, dict):
            self.error("hints are a JSON object with 'colours' and 'labels'")
            raise RulesErrors(self.errors)
        for key in data:
            if key not in ("colours", "labels"):
                self.error(f"unknown hint '{key}'{did_you_mean(key, ['colours', 'labels'])}", key)
        colours = self.colours(data.get("colours", {}))
        labels = self.labels(data.get("labels", {}))
        if self.errors:
            raise RulesErrors(self.errors)
        return Hints(colours, labels)

    def colours(self, given) -> dict:
        out: dict = {}
        if not isinstance(given, dict):
            self.error("'colours' maps an enum to its values' colours", "colours")
            return out
        for enum, values in given.items():
            if enum not in self.enums:
                self.error(f"unknown enum '{enum}'{did_you_mean(enum, self.enums)}", "colours", enum)
                continue
            if not isinstance(values, dict):
                self.error(f"the colours of '{enum}' map each value to a colour", "colours", enum)
                continue
            out[enum] = {}
            for value, colour in values.items():
                if value not in self.enums[enum]:
                    self.error(f"'{value}' is not a value of {enum}{did_you_mean(value, self.enums[enum])}",
                               "colours", enum, value)
                elif not isinstance(colour, str) or not _COLOUR.fullmatch(colour):
                    self.error(f"the colour of {enum} '{value}' is not a colour (#rgb, #rrggbb or a name)",
                               "colours", enum, value)
                else:
                    out[enum][value] = colour
        return out

    def labels(self, given) -> dict:
        out: dict = {}
        if not isinstance(given, dict):
            self.error("'labels' maps a card type to a label template", "labels")
            return out
        for card_type, template in given.items():
            if card_type not in self.fields:
                self.error(f"unknown card type '{card_type}'{did_you_mean(card_type, self.fields)}", "labels",
                           card_type)
                continue
            if not isinstance(template, str) or not template.strip() or len(template) > MAX_LABEL:
                self.error(f"the label of '{card_type}' is a text of 1 to {MAX_LABEL} characters", "labels", card_type)
                continue
            names = [f.name for f in self.fields[card_type]] + ["name"]
            unknown = [m.group(1) for m in _PLACEHOLDER.finditer(template) if m.group(1) not in names]
            for name in unknown:
                self.error(f"card type '{card_type}' has no field '{name}'{did_you_mean(name, names)}", "labels",
                           card_type)
            if not unknown:
                out[card_type] = template
        return out
