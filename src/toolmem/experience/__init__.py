"""Experience: every tool call recorded, statistics, guidelines, evaluation and the experience prior."""
