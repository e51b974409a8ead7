"""Named schema migrations of the SQLite store, applied in order on open.

Never edit a migration once released: add a new one.
"""

from __future__ import annotations

__all__ = ["MIGRATIONS"]

MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_workspaces_tools_embeddings",
        """
        CREATE TABLE workspaces (
            name TEXT PRIMARY KEY,
            embedder TEXT,
            dimensions INTEGER,
            created_at REAL NOT NULL,
            version INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE tools (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            description TEXT NOT NULL,
            parameters TEXT NOT NULL,
            tags TEXT NOT NULL,
            source TEXT NOT NULL,
            metadata TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (workspace, id)
        );
        CREATE INDEX tools_text_hash ON tools(text_hash);
        CREATE TABLE embeddings (
            embedder TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (embedder, text_hash)
        );
        """,
    ),
    (
        "0002_index_cache",
        """
        CREATE TABLE index_cache (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            key TEXT NOT NULL,
            version INTEGER NOT NULL,
            payload BLOB NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (workspace, key)
        )
        """,
    ),
]
