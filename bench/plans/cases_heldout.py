"""Held-out cases (written separately; scored once at the end)."""

from __future__ import annotations

from casekit import Case

CASES: list[Case] = []
