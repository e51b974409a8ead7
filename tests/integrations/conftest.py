"""Fixtures of the integration tests: each runs its framework for real, the model faked at the
transport or by the framework's own test model."""

import sys
from pathlib import Path

# the shared catalogue of plain Python tools (``catalogue.py``) is imported by name, like the MCP harness
sys.path.insert(0, str(Path(__file__).parent))
