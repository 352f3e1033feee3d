"""Where the program listens on the venue network by default (light: the command line's help
shows these without loading the web server or the database)."""

PAGE_HOST = "0.0.0.0"
"""The players' page listens on every network of this machine."""
PAGE_PORT = 8080
VENUE_SERVER_PORT = 5432
"""The venue's PostgreSQL server."""
