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
    (
        "0003_calls_experience_guidelines",
        """
        CREATE TABLE calls (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            tool_id TEXT NOT NULL,
            request TEXT NOT NULL,
            input TEXT NOT NULL,
            output TEXT NOT NULL,
            output_handle TEXT,
            success INTEGER NOT NULL,
            error TEXT,
            time_cost REAL NOT NULL,
            token_cost INTEGER NOT NULL,
            evaluation TEXT,
            score REAL,
            metadata TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            created_at REAL NOT NULL,
            UNIQUE (workspace, content_hash)
        );
        CREATE INDEX calls_by_tool ON calls(workspace, tool_id, id);
        CREATE TABLE tool_stats (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            tool_id TEXT NOT NULL,
            calls INTEGER NOT NULL,
            successes INTEGER NOT NULL,
            total_time_cost REAL NOT NULL,
            total_token_cost INTEGER NOT NULL,
            first_seen REAL NOT NULL,
            last_seen REAL NOT NULL,
            last_error TEXT,
            PRIMARY KEY (workspace, tool_id)
        );
        CREATE TABLE experience (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            request_hash TEXT NOT NULL,
            tool_id TEXT NOT NULL,
            successes INTEGER NOT NULL,
            failures INTEGER NOT NULL,
            last_seen REAL NOT NULL,
            PRIMARY KEY (workspace, request_hash, tool_id)
        );
        CREATE TABLE requests (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            request_hash TEXT NOT NULL,
            text TEXT NOT NULL,
            PRIMARY KEY (workspace, request_hash)
        );
        CREATE TABLE guidelines (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            tool_id TEXT NOT NULL,
            text TEXT NOT NULL,
            source TEXT NOT NULL,
            calls_seen INTEGER NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (workspace, tool_id)
        );
        CREATE TABLE outputs (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            handle TEXT NOT NULL,
            output TEXT NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (workspace, handle)
        );
        ALTER TABLE workspaces ADD COLUMN experience_version INTEGER NOT NULL DEFAULT 0
        """,
    ),
    (
        "0004_plans",
        """
        CREATE TABLE plans (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            id TEXT NOT NULL,
            request TEXT NOT NULL,
            steps TEXT NOT NULL,
            signature TEXT NOT NULL,
            slots TEXT NOT NULL,
            tools TEXT NOT NULL,
            vector BLOB,
            score REAL NOT NULL,
            hits INTEGER NOT NULL DEFAULT 0,
            successes INTEGER NOT NULL DEFAULT 0,
            failures INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            last_used_at REAL,
            UNIQUE (workspace, id)
        );
        CREATE TABLE plan_settings (
            workspace TEXT PRIMARY KEY REFERENCES workspaces(name) ON DELETE CASCADE,
            settings TEXT NOT NULL
        );
        ALTER TABLE workspaces ADD COLUMN plans_version INTEGER NOT NULL DEFAULT 0
        """,
    ),
    (
        "0005_experience_changed",
        """
        ALTER TABLE experience ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX experience_changed ON experience(workspace, changed)
        """,
    ),
    (
        "0006_history_documents",
        """
        CREATE TABLE contexts (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            id TEXT NOT NULL,
            keys TEXT NOT NULL,
            messages INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (workspace, id)
        );
        CREATE INDEX contexts_by_time ON contexts(workspace, updated_at);
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            workspace TEXT NOT NULL,
            context TEXT NOT NULL,
            role TEXT NOT NULL,
            content TEXT NOT NULL,
            tokens INTEGER NOT NULL,
            text_hash TEXT NOT NULL,
            metadata TEXT NOT NULL,
            created_at REAL NOT NULL,
            FOREIGN KEY (workspace, context) REFERENCES contexts(workspace, id) ON DELETE CASCADE
        );
        CREATE INDEX messages_by_context ON messages(workspace, context, id);
        CREATE TABLE corpora (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            name TEXT NOT NULL,
            version INTEGER NOT NULL,
            PRIMARY KEY (workspace, name)
        );
        CREATE TABLE documents (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            corpus TEXT NOT NULL,
            id TEXT NOT NULL,
            source TEXT,
            format TEXT NOT NULL,
            title TEXT,
            chunks INTEGER NOT NULL,
            tokens INTEGER NOT NULL,
            content_hash TEXT NOT NULL,
            metadata TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (workspace, corpus, id)
        );
        CREATE TABLE chunks (
            workspace TEXT NOT NULL,
            corpus TEXT NOT NULL,
            document TEXT NOT NULL,
            position INTEGER NOT NULL,
            text TEXT NOT NULL,
            tokens INTEGER NOT NULL,
            metadata TEXT NOT NULL,
            search_text TEXT NOT NULL,
            search_hash TEXT NOT NULL,
            PRIMARY KEY (workspace, corpus, document, position),
            FOREIGN KEY (workspace, corpus, document) REFERENCES documents(workspace, corpus, id) ON DELETE CASCADE
        )
        """,
    ),
    (
        "0007_api_keys",
        """
        CREATE TABLE api_keys (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            workspaces TEXT NOT NULL,
            created_at REAL NOT NULL,
            revoked_at REAL
        )
        """,
    ),
    (
        "0009_timelines",
        """
        CREATE TABLE call_buckets (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            tool_id TEXT NOT NULL,
            hour INTEGER NOT NULL,
            calls INTEGER NOT NULL,
            successes INTEGER NOT NULL,
            total_time_cost REAL NOT NULL,
            max_time_cost REAL NOT NULL,
            total_token_cost INTEGER NOT NULL,
            PRIMARY KEY (workspace, tool_id, hour)
        );
        CREATE INDEX call_buckets_by_hour ON call_buckets(workspace, hour);
        INSERT INTO call_buckets (workspace, tool_id, hour, calls, successes, total_time_cost, max_time_cost,
            total_token_cost)
            SELECT workspace, tool_id, CAST(created_at / 3600 AS INTEGER) * 3600, COUNT(*), SUM(success),
                SUM(time_cost), MAX(time_cost), SUM(token_cost)
            FROM calls GROUP BY workspace, tool_id, CAST(created_at / 3600 AS INTEGER);
        CREATE TABLE lookup_buckets (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            hour INTEGER NOT NULL,
            outcome TEXT NOT NULL,
            lookups INTEGER NOT NULL,
            PRIMARY KEY (workspace, hour, outcome)
        );
        CREATE TABLE plan_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            plan_id TEXT,
            request TEXT NOT NULL,
            reason TEXT,
            similarity REAL,
            score REAL,
            success INTEGER,
            created_at REAL NOT NULL
        );
        CREATE INDEX plan_events_by_kind ON plan_events(workspace, kind, id);
        CREATE INDEX plan_events_by_plan ON plan_events(workspace, plan_id, id)
        """,
    ),
    (
        "0010_change_log",
        """
        ALTER TABLE tools ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX tools_changed ON tools(workspace, changed);
        ALTER TABLE plans ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX plans_changed ON plans(workspace, changed);
        ALTER TABLE chunks ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX chunks_changed ON chunks(workspace, corpus, changed);
        CREATE TABLE removals (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            version INTEGER NOT NULL
        );
        CREATE INDEX removals_by_version ON removals(workspace, kind, version);
        CREATE TABLE change_floors (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            version INTEGER NOT NULL,
            PRIMARY KEY (workspace, kind)
        );
        UPDATE workspaces SET version = version + CAST(created_at * 1000000 AS INTEGER)
            WHERE version < CAST(created_at * 1000000 AS INTEGER);
        UPDATE workspaces SET experience_version = experience_version + CAST(created_at * 1000000 AS INTEGER)
            WHERE experience_version < CAST(created_at * 1000000 AS INTEGER);
        UPDATE workspaces SET plans_version = plans_version + CAST(created_at * 1000000 AS INTEGER)
            WHERE plans_version < CAST(created_at * 1000000 AS INTEGER);
        DELETE FROM index_cache
        """,
    ),
    (
        # A tool's namespace (the spec or MCP server it came from) is kept in its metadata; this
        # column derives it so that one source's tools can be found and replaced together.
        "0011_tool_namespaces",
        """
        ALTER TABLE tools ADD COLUMN namespace TEXT
            GENERATED ALWAYS AS (json_extract(metadata, '$.namespace')) VIRTUAL;
        CREATE INDEX tools_by_namespace ON tools(workspace, namespace)
        """,
    ),
    (
        "0012_call_summary",
        """
        ALTER TABLE calls ADD COLUMN summary TEXT
        """,
    ),
    (
        "0013_idempotency_keys",
        """
        CREATE TABLE idempotency_keys (
            workspace TEXT NOT NULL REFERENCES workspaces(name) ON DELETE CASCADE,
            key TEXT NOT NULL,
            operation TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            result TEXT NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (workspace, key)
        );
        CREATE INDEX idempotency_keys_by_age ON idempotency_keys(workspace, created_at)
        """,
    ),
    (
        # What differed when a lookup missed ("'unlock' instead of 'lock'"), beside its reason.
        "0014_plan_event_detail",
        """
        ALTER TABLE plan_events ADD COLUMN detail TEXT NOT NULL DEFAULT ''
        """,
    ),
]
