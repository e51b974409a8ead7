"""Moving a workspace to another embedder while it is in use (``Memory.reindex``, ``toolmem reindex``).

Vectors are stored by embedder id and text hash, so the new model's vectors can be written beside
the old ones while readers go on searching with theirs:

1. every text the workspace embeds is listed — tools, past requests, messages, document and code
   chunks (documents, under the new id) and plans' requests (queries, under the new query id) — and
   those the new model has no vector for are embedded, in batches, each batch stored as it is done
   (an interrupted reindex resumes where it stopped);
2. a last pass embeds what writers added meanwhile;
3. one transaction binds the workspace to the new embedder and gives its plans their new vectors,
   if nobody changed the workspace's embedder or plans since they were read (otherwise the plans
   are read again and the switch retried).

Readers that open the workspace afterwards use the new model; the old vectors stay (other
workspaces may share them). A :class:`~toolmem.memory.Workspaces` (the HTTP and MCP services)
reopens a workspace whose embedder changed; a memory opened before the switch is told to reopen
(:class:`~toolmem.errors.EmbedderMismatchError`) when it next searches tools or plans.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from toolmem.corpus.code import DEFAULT_EMBED_CHARS
from toolmem.embedders.base import Embedder
from toolmem.errors import EmbedderMismatchError, NotFoundError
from toolmem.progress import Progress, ProgressOption, Stage, resolve, stage
from toolmem.records import Step
from toolmem.stores import Workspace
from toolmem.stores.base import text_key
from toolmem.types import Vectors

__all__ = ["BATCH", "ReindexReport", "reindex"]

#: Texts embedded and stored at a time (what an interrupted reindex may have to embed again).
BATCH = 512
_SWITCH_TRIES = 8

"""Called with (texts done, texts to do) as the new model works."""


@dataclass(frozen=True)
class ReindexReport:
    """What a reindex did.

    Attributes:
        workspace: the workspace.
        previous: the embedder it was bound to before (``None`` if none).
        embedder: the embedder it is bound to now.
        dimensions: the new vectors' length.
        embedded: texts the new model embedded.
        reused: texts that had a vector from the new model already (shared with another workspace,
            or from an interrupted reindex).
        plans: plans given a new request vector.
        seconds: how long it took.
    """

    workspace: str
    previous: str | None
    embedder: str
    dimensions: int
    embedded: int
    reused: int
    plans: int
    seconds: float


def reindex(
    space: Workspace,
    embedder: Embedder,
    *,
    plan_text: Callable[[str, Sequence[Step]], str],
    progress: ProgressOption = None,
) -> ReindexReport:
    """Embed everything a workspace holds with ``embedder`` and bind the workspace to it.

    Args:
        space: the workspace (it must exist).
        embedder: the new embedder.
        plan_text: what the plan cache embeds of a plan, from its request and steps
            (:func:`toolmem.plans.matching.stored_text`).
        progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
            the stage ``embedding with <model>`` (texts done of those to embed).

    Raises:
        NotFoundError: no such workspace.
        EmbedderMismatchError: another reindex bound the workspace to a third embedder meanwhile.
        EmbedderError: the new model failed.
    """
    started = time.perf_counter()
    workspace = space.name
    info = space.info()
    if info is None:
        raise NotFoundError("workspace", workspace)
    previous = info.embedder
    counts = {"embedded": 0, "reused": 0}
    if previous == embedder.id:
        return ReindexReport(workspace, previous, embedder.id, embedder.dimensions, 0, 0, 0, 0.0)
    versions = space.versions()
    plans = _plan_requests(space, plan_text)
    plan_vectors = _embed(space, embedder, plans, {}, counts, resolve(progress))
    catch_up = {"embedded": 0, "reused": 0}  # a pass over what writers added meanwhile
    plan_vectors = _embed(space, embedder, plans, plan_vectors, catch_up, None)
    for _ in range(_SWITCH_TRIES):
        if space.switch_embedder(previous, embedder.id, embedder.dimensions, plan_vectors, versions.plans):
            break
        versions = space.versions()
        if versions.embedder != previous:
            raise EmbedderMismatchError(workspace, versions.embedder or "", embedder.id, reindexed=True)
        plans = _plan_requests(space, plan_text)  # plans were stored or removed meanwhile
        plan_vectors = _embed(space, embedder, plans, plan_vectors, catch_up, None)
    else:
        raise EmbedderMismatchError(workspace, previous or "", embedder.id, reindexed=True)
    seconds = time.perf_counter() - started
    embedded = counts["embedded"] + catch_up["embedded"]
    return ReindexReport(
        workspace, previous, embedder.id, embedder.dimensions, embedded, counts["reused"], len(plans), seconds
    )


def _plan_requests(space: Workspace, plan_text: Callable[[str, Sequence[Step]], str]) -> dict[str, str]:
    """Plan id → what the plan cache embeds of it."""
    plans = space.plans.list(limit=None)
    return {record.plan.id: plan_text(record.plan.request, record.plan.steps) for record in plans}


def _embed(
    space: Workspace,
    embedder: Embedder,
    plans: Mapping[str, str],
    known: Mapping[str, Vectors],
    counts: dict[str, int],
    progress: Progress | None,
) -> dict[str, Vectors]:
    """Embed and store every text of the workspace that has no vector from ``embedder`` yet, in
    batches; return each plan's request vector (those in ``known`` kept, the others embedded)."""
    documents, queries = _texts(space)
    missing = [
        (embedder.id, False, _missing(space, embedder.id, documents, counts)),
        (embedder.query_id, True, _missing(space, embedder.query_id, queries, counts)),
    ]
    todo = [plan_id for plan_id in plans if plan_id not in known]
    total = sum(len(texts) for _, _, texts in missing) + len(todo)
    done = 0
    bar: Stage | None = stage(progress, f"embedding with {embedder.id}", total) if progress is not None else None
    for key, query, texts in missing:
        hashes = list(texts)
        for start in range(0, len(hashes), BATCH):
            batch = hashes[start : start + BATCH]
            vectors = embedder.embed([texts[text_hash] for text_hash in batch], query=query)
            space.put_vectors(key, dict(zip(batch, vectors, strict=True)))
            done += len(batch)
            if bar is not None:
                bar.advance(len(batch))
    plan_vectors = {plan_id: known[plan_id] for plan_id in plans if plan_id in known}
    for start in range(0, len(todo), BATCH):
        batch = todo[start : start + BATCH]
        plan_vectors.update(zip(batch, embedder.embed([plans[p] for p in batch], query=True), strict=True))
        done += len(batch)
        if bar is not None:
            bar.advance(len(batch))
    counts["embedded"] += done
    return plan_vectors


def _missing(space: Workspace, key: str, texts: dict[str, str], counts: dict[str, int]) -> dict[str, str]:
    present = space.stored_vectors(key, list(texts)) if texts else set()
    counts["reused"] += len(present)
    return {text_hash: text for text_hash, text in texts.items() if text_hash not in present}


def _texts(space: Workspace) -> tuple[dict[str, str], dict[str, str]]:
    """Every text the workspace embeds, by text hash: (documents, queries)."""
    documents: dict[str, str] = {}
    for row in space.tools.changes(None, None).rows:
        if row.text_hash:
            documents[row.text_hash] = row.record.tool.embedding_text()
    for corpus in space.corpora():
        for chunk in space.corpus(corpus).changes(None, None).rows:
            text = _chunk_text(chunk.record.search_text, chunk.text_hash)
            if text is not None and chunk.text_hash:
                documents[chunk.text_hash] = text
    history = space.history
    offset = 0
    while page := history.list(limit=500, offset=offset):
        for context in page:
            for message in history.changes(context.id, None).rows:
                if message.text_hash:
                    documents[message.text_hash] = message.record.content
        offset += len(page)
    queries = {row.text_hash: row.record.text for row in space.calls.changes(None, None).rows if row.text_hash}
    return documents, queries


def _chunk_text(search_text: str, text_hash: str | None) -> str | None:
    """What a chunk embeds: its search text, or the start of it (code embeds the first
    ``DEFAULT_EMBED_CHARS``), whichever its hash is of; ``None`` when neither (its corpus embeds it
    at its next search)."""
    for text in (search_text, search_text[:DEFAULT_EMBED_CHARS]):
        if text_key(text) == text_hash:
            return text
    return None
