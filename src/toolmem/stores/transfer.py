"""Copy workspaces between stores (SQLite ↔ PostgreSQL) with their vectors, through the store ABC only.

:func:`copy_workspace` reads everything of one workspace from a source store and writes it to a
target store under the same or another name; vectors travel with their records, so nothing is
embedded again. :func:`migrate` does it for several workspaces between two store URLs (the
``toolmem migrate`` command).

What is copied: the workspace's embedder and dimensions; tools with their text hashes and
vectors (in their insertion order); the kept calls with their full outputs; the exact all-time
per-tool totals and per-request outcomes with the request vectors (also of calls capped away);
guidelines; plans with their request vectors, scores, hits, successes, failures and times; plan
settings; conversation contexts with their messages and vectors; documents and chunks of every
corpus (``docs``, ``code``) with their vectors.

What is not: API keys (they belong to the store, not to a workspace); saved search indexes
(derived, rebuilt on first search); full outputs of calls no longer kept. The target assigns its
own call and message ids and stamps tools, documents, contexts and messages with the copy's time
(orders are kept: records are written oldest first).

Atomicity: each searchable kind is read in one transaction (its repository's ``changes``) but the
kinds are read one after the other. The workspace's change counters (tools, experience, plans,
corpora) are compared before and after the read, and a read that saw them move is retried, then
refused; changes that move no counter (evaluations, plan feedback, guidelines, history appends)
can still fall between two reads. The writes are one transaction per kind: a copy that fails half-way leaves a partial
workspace, which ``replace=True`` deletes on the next attempt.

Example:
    >>> from toolmem.stores import open_store
    >>> source, target = open_store("sqlite://"), open_store("sqlite://")
    >>> _ = source.ensure_workspace("demo")
    >>> copy_workspace(source, target, "demo").tools
    0
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from toolmem.embedders.spec import query_key
from toolmem.errors import ConfigError, NotFoundError, StoreError
from toolmem.progress import ProgressOption, resolve, stage
from toolmem.records import Call, Chunk, ContextInfo, DocumentInfo, Guidelines, Message
from toolmem.stores import Store, open_store
from toolmem.stores.base import Changes, Row
from toolmem.stores.calls import CallTotals, Request
from toolmem.stores.plans import PlanRecord
from toolmem.stores.texts import StoredChunk
from toolmem.stores.tools import StoredTool
from toolmem.types import Vectors

__all__ = ["TransferReport", "copy_workspace", "migrate"]

_PAGE = 1000
_READ_ATTEMPTS = 3
_MEMORY_URLS = ("sqlite://", "sqlite:///:memory:", ":memory:")  # every store opened from one is another database


@dataclass(frozen=True)
class TransferReport:
    """What one workspace copy wrote, counted per kind.

    Attributes:
        workspace: the source workspace.
        into: the name it was written under in the target.
        embedder: the embedder its vectors come from, or ``None``.
        tools, calls, guidelines, plans, contexts, messages, documents, chunks: records copied.
        totals: tools whose all-time call totals were copied.
        requests: distinct requests whose outcomes were copied.
        vectors: vectors copied (tools, requests, plans, messages, chunks).
    """

    workspace: str
    into: str
    embedder: str | None
    tools: int = 0
    calls: int = 0
    totals: int = 0
    requests: int = 0
    guidelines: int = 0
    plans: int = 0
    contexts: int = 0
    messages: int = 0
    documents: int = 0
    chunks: int = 0
    vectors: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data."""
        return asdict(self)


@dataclass(frozen=True)
class _Conversation:
    info: ContextInfo
    messages: list[Message]
    vectors: dict[str, Vectors]


@dataclass(frozen=True)
class _Corpus:
    documents: list[DocumentInfo]
    chunks: Changes[StoredChunk]


@dataclass(frozen=True)
class _Dump:
    """Everything of one workspace, read from the source."""

    embedder: str | None
    dimensions: int | None
    tools: Changes[StoredTool]
    calls: list[Call]
    outputs: dict[str, str]
    totals: dict[str, CallTotals]
    experience: Changes[Request]
    guidelines: list[Guidelines]
    plans: list[tuple[PlanRecord, Vectors | None]]
    plan_settings: dict[str, Any]
    conversations: list[_Conversation]
    corpora: dict[str, _Corpus]


def copy_workspace(
    source: Store,
    target: Store,
    workspace: str,
    *,
    into: str | None = None,
    replace: bool = False,
    progress: ProgressOption = None,
) -> TransferReport:
    """Copy one workspace, vectors included, from ``source`` to ``target``.

    Args:
        workspace: the workspace to copy.
        into: its name in the target (default the same).
        replace: delete the target workspace first if it exists.
        progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
            the stage ``copying <workspace>``: records written of all read.

    Raises:
        NotFoundError: ``source`` has no such workspace.
        ConfigError: the target workspace exists and ``replace`` is not set, or it is the source itself.
        StoreError: the workspace kept changing while it was read, or a store failed.
    """
    name = into or workspace
    _check(source, target, workspace, name, replace=replace)
    dump = _read(source, workspace)
    if replace:
        target.delete_workspace(name)
    copying = stage(resolve(progress), f"copying {workspace}", _records(dump))
    return _write(target, workspace, name, dump, copying.advance)


def _check(source: Store, target: Store, workspace: str, into: str, *, replace: bool) -> None:
    """Refuse a copy before anything is written (the errors of :func:`copy_workspace`)."""
    if source.info(workspace) is None:
        names = ", ".join(info.name for info in source.list_workspaces()) or "none"
        raise NotFoundError("workspace", workspace, f"the source store holds: {names}")
    same_store = source is target or (source.url == target.url and source.url not in _MEMORY_URLS)
    if same_store and workspace == into:
        raise ConfigError(f"cannot copy workspace {workspace!r} onto itself; give another name (--into)")
    if target.info(into) is not None and not replace:
        raise ConfigError(
            f"workspace {into!r} already exists in the target store; pass replace=True (--replace) to delete it first"
        )


def migrate(
    source_url: str,
    target_url: str,
    workspaces: Sequence[str] = (),
    *,
    into: str | None = None,
    replace: bool = False,
    progress: ProgressOption = None,
) -> list[TransferReport]:
    """Copy workspaces (default: every one) between the stores two URLs name.

    Every workspace is checked before the first is copied, so a refusal writes nothing.

    Raises:
        ConfigError: ``into`` with other than one workspace, or a target workspace that exists.
        NotFoundError: a workspace the source does not hold.
    """
    source = open_store(source_url)
    try:
        target = open_store(target_url)
        try:
            names = list(workspaces) or [info.name for info in source.list_workspaces()]
            if into is not None and len(names) != 1:
                raise ConfigError(f"'into' renames one workspace; got {len(names)}: {', '.join(names)}")
            for name in names:
                _check(source, target, name, into or name, replace=replace)
            progress = resolve(progress)
            return [
                copy_workspace(source, target, name, into=into, replace=replace, progress=progress) for name in names
            ]
        finally:
            target.close()
    finally:
        source.close()


# reading ------------------------------------------------------------------------------------
def _counters(store: Store, workspace: str) -> tuple[int, ...]:
    corpora = store.corpora(workspace)
    versions = tuple(store.corpus(workspace, corpus).version() for corpus in corpora)
    counters = store.versions(workspace)
    return (counters.tools, counters.experience, counters.plans, len(corpora), *versions)


def _read(store: Store, workspace: str) -> _Dump:
    """Read the workspace, again while its change counters moved during the read."""
    for _ in range(_READ_ATTEMPTS):
        before = _counters(store, workspace)
        dump = _read_once(store, workspace)
        if _counters(store, workspace) == before:
            return dump
    raise StoreError(f"workspace {workspace!r} kept changing while it was read; stop its writers and try again")


def _read_once(store: Store, workspace: str) -> _Dump:
    info = store.info(workspace)
    if info is None:
        raise NotFoundError("workspace", workspace)
    embedder = info.embedder
    tools = store.tools(workspace).changes(None, embedder)
    calls = _all_calls(store, workspace)
    log = store.calls(workspace)
    totals = log.totals()
    tool_ids = sorted({row.key for row in tools.rows} | set(totals))
    return _Dump(
        embedder=embedder,
        dimensions=info.dimensions,
        tools=tools,
        calls=calls,
        outputs=_outputs(store, workspace, calls),
        totals=totals,
        experience=log.changes(None, query_key(embedder) if embedder else None),
        guidelines=[g for g in (log.guidelines(tool_id) for tool_id in tool_ids) if g is not None],
        plans=_plans(store, workspace),
        plan_settings=store.plans(workspace).settings(),
        conversations=_conversations(store, workspace, embedder),
        corpora={
            corpus: _Corpus(
                _all_documents(store, workspace, corpus), store.corpus(workspace, corpus).changes(None, embedder)
            )
            for corpus in store.corpora(workspace)
        },
    )


def _pages(fetch: Callable[[int], Sequence[Any]]) -> list[Any]:
    """Every record of a paginated listing (``fetch(offset)`` returns one page)."""
    found: list[Any] = []
    while page := fetch(len(found)):
        found += page
        if len(page) < _PAGE:
            break
    return found


def _all_calls(store: Store, workspace: str) -> list[Call]:
    """Every kept call, oldest first."""
    log = store.calls(workspace)
    calls: list[Call] = _pages(lambda offset: log.list(limit=_PAGE, offset=offset))
    return calls[::-1]


def _all_documents(store: Store, workspace: str, corpus: str) -> list[DocumentInfo]:
    repository = store.corpus(workspace, corpus)
    documents: list[DocumentInfo] = _pages(lambda offset: repository.list(limit=_PAGE, offset=offset))
    return documents


def _outputs(store: Store, workspace: str, calls: Sequence[Call]) -> dict[str, str]:
    """The full outputs kept calls refer to."""
    found = {}
    log = store.calls(workspace)
    for handle in sorted({call.output_handle for call in calls if call.output_handle}):
        output = log.output(handle)
        if output is not None:
            found[handle] = output
    return found


def _plans(store: Store, workspace: str) -> list[tuple[PlanRecord, Vectors | None]]:
    """Every plan, oldest first, with its request vector (``None`` where none is stored)."""
    repository = store.plans(workspace)
    records: list[PlanRecord] = _pages(lambda offset: repository.list(limit=_PAGE, offset=offset))
    vectors = {row.key: row.vector for row in repository.changes(None).rows}
    records.sort(key=lambda record: (record.plan.created_at, record.plan.id))
    return [(record, vectors.get(record.plan.id)) for record in records]


def _conversations(store: Store, workspace: str, embedder: str | None) -> list[_Conversation]:
    """Every context with its messages, least recently updated first."""
    history = store.history(workspace)
    contexts: list[ContextInfo] = _pages(lambda offset: history.list(limit=_PAGE, offset=offset))
    conversations = []
    for info in reversed(contexts):
        found = history.changes(info.id, embedder)
        conversations.append(_Conversation(info, [row.record for row in found.rows], _present(found.rows)))
    return conversations


def _present(rows: Sequence[Row[Any]]) -> dict[str, Vectors]:
    """The stored vectors of some rows by text hash, leaving out rows without one."""
    return {row.text_hash: row.vector for row in rows if row.text_hash is not None and row.vector is not None}


# writing ------------------------------------------------------------------------------------
def _records(dump: _Dump) -> int:
    """How many records :func:`_write` reports writing."""
    messages = sum(len(conversation.messages) for conversation in dump.conversations)
    chunks = sum(len(corpus.chunks.rows) for corpus in dump.corpora.values())
    return len(dump.tools.rows) + len(dump.calls) + len(dump.plans) + messages + chunks


def _write(target: Store, workspace: str, name: str, dump: _Dump, progress: Callable[[int], None]) -> TransferReport:
    target.ensure_workspace(name)
    if dump.embedder is not None and dump.dimensions is not None:
        target.set_embedder(name, dump.embedder, dump.dimensions)
    counts: dict[str, int] = {"vectors": 0}
    counts["tools"] = _write_tools(target, name, dump, counts)
    progress(counts["tools"])
    counts["calls"], counts["totals"], counts["requests"] = _write_calls(target, name, dump, counts)
    progress(counts["calls"])
    counts["guidelines"] = len(dump.guidelines)
    counts["plans"] = _write_plans(target, name, dump, counts)
    progress(counts["plans"])
    counts["contexts"], counts["messages"] = _write_conversations(target, name, dump, counts)
    progress(counts["messages"])
    counts["documents"], counts["chunks"] = _write_corpora(target, name, dump, counts)
    progress(counts["chunks"])
    return TransferReport(workspace=workspace, into=name, embedder=dump.embedder, **counts)


def _write_tools(target: Store, name: str, dump: _Dump, counts: dict[str, int]) -> int:
    vectors = _present(dump.tools.rows)
    stored = [row.record for row in dump.tools.rows]
    if stored:
        target.tools(name).put(stored, vectors, dump.embedder)
    counts["vectors"] += len(vectors)
    return len(stored)


def _write_calls(target: Store, name: str, dump: _Dump, counts: dict[str, int]) -> tuple[int, int, int]:
    """Insert the kept calls, then set the exact all-time aggregates they cannot recompute."""
    vectors = _present(dump.experience.rows)
    log = target.calls(name)
    if dump.calls:
        log.record(dump.calls, cap=len(dump.calls), outputs=dump.outputs)
    if dump.embedder is not None:  # requests' vectors are queries' (toolmem.embedders.query_key)
        target.put_vectors(query_key(dump.embedder), vectors)
    log.replace_aggregates(dump.totals, [row.record for row in dump.experience.rows])
    for guidelines in dump.guidelines:
        log.put_guidelines(guidelines)
    counts["vectors"] += len(vectors)
    return len(dump.calls), len(dump.totals), len(dump.experience.rows)


def _write_plans(target: Store, name: str, dump: _Dump, counts: dict[str, int]) -> int:
    repository = target.plans(name)
    if dump.plans:
        repository.put(dump.plans)
    if dump.plan_settings:
        repository.configure(dump.plan_settings)
    counts["vectors"] += sum(vector is not None for _, vector in dump.plans)
    return len(dump.plans)


def _write_conversations(target: Store, name: str, dump: _Dump, counts: dict[str, int]) -> tuple[int, int]:
    messages = 0
    history = target.history(name)
    for conversation in dump.conversations:
        history.append(conversation.info.id, conversation.info.keys, conversation.messages)
        if dump.embedder is not None:
            target.put_vectors(dump.embedder, conversation.vectors)
        messages += len(conversation.messages)
        counts["vectors"] += len(conversation.vectors)
    return len(dump.conversations), messages


def _write_corpora(target: Store, name: str, dump: _Dump, counts: dict[str, int]) -> tuple[int, int]:
    documents = chunks = 0
    for corpus, content in dump.corpora.items():
        by_document: dict[str, list[StoredChunk]] = {}
        for row in content.chunks.rows:
            by_document.setdefault(row.record.chunk.document, []).append(row.record)
        batch = [
            (info, [_stored_chunk(item, info) for item in sorted(by_document.get(info.id, []), key=_position)])
            for info in content.documents
        ]
        vectors = _present(content.chunks.rows)
        target.corpus(name, corpus).put(batch, vectors, dump.embedder)
        documents += len(batch)
        chunks += sum(len(stored) for _, stored in batch)
        counts["vectors"] += len(vectors)
    return documents, chunks


def _position(item: StoredChunk) -> int:
    return item.chunk.position


def _stored_chunk(item: StoredChunk, document: DocumentInfo) -> StoredChunk:
    """A chunk as it was stored: reads merge the document's metadata in, so take it out."""
    chunk = item.chunk
    own = {
        key: value
        for key, value in chunk.metadata.items()
        if key not in document.metadata or document.metadata[key] != value
    }
    stored = Chunk(chunk.id, chunk.document, chunk.position, chunk.text, chunk.tokens, own)
    return StoredChunk(stored, item.search_text, item.search_hash)
