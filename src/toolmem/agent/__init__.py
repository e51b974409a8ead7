"""The agent: the loop that plans with a chat model and replays cached plans, plugin tools, demo tools."""
