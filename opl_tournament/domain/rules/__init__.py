"""The rules engines, one module per game, behind the interface in ``base``."""
