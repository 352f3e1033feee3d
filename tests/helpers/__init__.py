"""Builders several test modules share: events, their players and rounds, and station contexts."""
