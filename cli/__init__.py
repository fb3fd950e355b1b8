"""The command line: `rulerun FILE`, `lint`, `schema`, `simulate`."""
