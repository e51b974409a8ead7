"""Fixtures of the MCP tests (the harness itself is in ``mcp_harness``)."""

from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def module_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder shared by the tests of one module (its database, its server's stderr)."""
    return tmp_path_factory.mktemp("mcp")
