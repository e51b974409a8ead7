"""The PostgreSQL + pgvector store."""

from toolmem.stores.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
