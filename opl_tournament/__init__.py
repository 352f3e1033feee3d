"""OverPower Legion Tournament Manager."""

__version__ = "0.1.0"
