"""rulerun: a rules-as-data engine for tabletop card games."""
