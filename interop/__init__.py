"""Rulebooks as games of other frameworks: OpenSpiel (`openspiel`) and PettingZoo (`pettingzoo`).

Both read a compiled game through what the modules here make of it once: its profile (`profile.py`:
what kind of game it is, from its intermediate form), its action space (`actions.py`: a stable
number for every value a decision may offer) and its observation encoding (`encoding.py`: a
fixed-size vector of what a player sees). Nothing here changes how a rulebook runs.
"""
