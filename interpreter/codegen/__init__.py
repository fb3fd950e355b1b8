"""Code generation: a program of the intermediate form, laid out for one game set-up, as a `Model`
whose procedures are Python code (the last pass before the engine runs it).

`generate` (`model_code.py`) compiles every procedure, trigger and the `play` block
(`generator.py`): into a function of its own where it never waits for a decision, else into steps
(`steps.py`) assembled into one function per procedure (`assemble.py`), with a playout version of
each. The generator's modules are imported when code is generated, not before: a model read back
from the cache (`model_cache.py`) needs the steps and the runtime, not the generator.
"""

from __future__ import annotations


def generate(program, layout, native: bool = True, counting: bool = False):
    """The model of `program` laid out by `layout` (see `model_code.generate`)."""
    from .model_code import generate as generate_model

    return generate_model(program, layout, native, counting)


def __getattr__(name: str):
    if name == "Generator":
        from .generator import Generator

        return Generator
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["generate", "Generator"]
