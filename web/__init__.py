"""The table in a browser: a logged game as one self-contained HTML page (`viewer.py`), and games
played by people in their browsers against the agents (`server.py`, which needs `rulerun[web]`).

Everything a page shows comes from the engine's view for one player (`frames.py`): a page made for a
player holds nothing that player may not see.
"""
