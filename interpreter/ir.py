"""The intermediate form: a rulebook resolved and typed, as every later pass reads it.

`resolve.py` builds it from a validated rulebook document; code generation (`codegen/`), lint
(`lint/`) and `explain` read it. It does not depend on the player count nor on option values:
`layout.py` turns it into zone instances, variable places and cards for one game set-up.

Every node is immutable (attrs, frozen, slots) and carries its `span` (kept out of equality and
`repr`). Names are resolved: a node refers to its declaration by name or number, never by a
string left to look up. Every expression has its static `type` (`types.py`). Every expression
and statement has its `facts`: what it reads and writes, whether it draws random numbers, logs,
decides or calls, computed once, bottom up, when the node is made. Facts that depend on other
procedures (whether a call can wait for a decision) are worked out where they are used (code
generation's `codegen/plan.py`).

Frame slots: each procedure, trigger, define and ranking has a frame, a list of locals. Its
parameters are slots 0..k-1; every `let`, loop variable, choice and simultaneous block's player
gets a slot of its own when the resolver meets it (a name declared twice in one body gets a new
slot each time). A `for` also has two slots where the step-by-step form keeps its list and its
place. An aggregate's item is not a frame local: it is `Item(binding)`, a number unique within the
body, bound by the `Aggregate` node that runs over it.
"""

from __future__ import annotations

from .ir_decls import *  # noqa: F401,F403 - the declarations
from .ir_nodes import *  # noqa: F401,F403 - facts, expressions, places, statements
