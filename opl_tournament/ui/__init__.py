"""The desktop window: thin Qt views over the services (every judge action is one service call)."""
