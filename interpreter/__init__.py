"""The interpreter: schema check, compiler, model, state, engine, agents and lint."""
