"""The one settings object of the HTTP service."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from toolmem.llm import ChatModel
from toolmem.memory import DEFAULT_MAX_BYTES, DEFAULT_MAX_OPEN
from toolmem.plans.judge import PlanJudge

__all__ = ["DEFAULT_MAX_BODY", "DEFAULT_MAX_IMPORT_BODY", "IMPORT_PATH_SUFFIX", "ServerSettings"]

DEFAULT_MAX_BODY = 1_048_576
#: Spec imports are larger: GitHub's, Stripe's and Kubernetes' specs are 4.0-4.2 MB (2022-23),
#: GitHub's today about 12 MB.
DEFAULT_MAX_IMPORT_BODY = 16 * 1_048_576
#: The path of the import route ends so (``/v1/workspaces/{workspace}/tools/import``).
IMPORT_PATH_SUFFIX = "/tools/import"


@dataclass(frozen=True)
class ServerSettings:
    """How :func:`toolmem.server.create_app` serves a database.

    Attributes:
        db: the database: a file path or store URL (an in-memory SQLite URL is refused: the key
            store and each workspace open their own connection, which must see one database).
        embedder: the embedder spec workspaces are opened with (``None``: each workspace's own).
        dump_dir: the only directory ReMe ``dump``/``load`` may read and write (a path or its text);
            ``None`` disables them.
        max_body: the largest request body in bytes (larger ones get 413), except for imports.
        max_import_body: the largest spec or tool document ``POST .../tools/import`` takes.
        require_keys: ``True``/``False`` to force or waive API keys; ``None`` requires them as soon
            as any key exists in the database.
        llm: the chat model that reranks searches, evaluates calls and writes guidelines, if any.
        plan_judge: asked about plan lookups the rules leave with words unaccounted for, if any
            (:mod:`toolmem.plans.judge`).
        max_open: the most workspaces kept open at once (the least recently used is dropped and
            reopened on its next request); each open workspace holds its search indexes.
        max_bytes: the most memory the open workspaces' search indexes may hold together before the
            least recently used are closed; ``None`` for no bound (see :class:`toolmem.Workspaces`).
        allowed_hosts: host names a server without keys answers besides the loopback ones
            (``Host`` is checked against them: see :mod:`toolmem.server.guard`).
    """

    db: str
    embedder: str | None = None
    dump_dir: str | Path | None = None
    max_body: int = DEFAULT_MAX_BODY
    max_import_body: int = DEFAULT_MAX_IMPORT_BODY
    require_keys: bool | None = None
    llm: ChatModel | None = None
    plan_judge: PlanJudge | None = None
    max_open: int = DEFAULT_MAX_OPEN
    max_bytes: int | None = DEFAULT_MAX_BYTES
    allowed_hosts: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # A dump directory given as text (from a config file or the environment) works like a Path.
        if self.dump_dir is not None and not isinstance(self.dump_dir, Path):
            object.__setattr__(self, "dump_dir", Path(self.dump_dir))
