"""Conversation memory: the messages of each context, and the selectors that build a prompt from them.

A context is named by an arbitrary dict of keys (``{"user": "42", "chat": "telegram:991"}``); the
same keys always give the same conversation. Every selector is safe on an empty conversation.

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     chat = mem.history({"user": "42", "chat": "telegram:991"})
    ...     _ = chat.system("You are a helpful travel agent.")
    ...     _ = chat.user("I want to fly to Lisbon in May.")
    ...     _ = chat.assistant("Lisbon in May is lovely. From which city?")
    ...     [m.role for m in chat.window(max_tokens=100)]
    ['system', 'user', 'assistant']
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol, runtime_checkable

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ValidationError
from toolmem.records import ROLES, ContextInfo, Message, MessageHit, content_hash
from toolmem.records.checks import check_json, check_text
from toolmem.search.bm25 import BM25Index
from toolmem.search.embedding import embed_missing
from toolmem.search.exact import ExactIndex
from toolmem.stores import Workspace
from toolmem.stores.base import Row, optional_write
from toolmem.stores.idempotency import idempotent, make_key
from toolmem.text.query import cut_query
from toolmem.text.tokens import DEFAULT_ENCODING, check_encoding, count_tokens
from toolmem.threads import query_threads

__all__ = ["DEFAULT_PER_MESSAGE", "Conversation", "History", "MessageSelector", "context_id"]

# OpenAI's chat format frames every message with a few tokens of its own (role and separators).
DEFAULT_PER_MESSAGE = 3
_PAGE = 256


def context_id(keys: Mapping[str, Any]) -> str:
    """The id of the context named by ``keys`` (a digest of their canonical JSON).

    Raises:
        ValidationError: keys is empty, or a key or value is not a string or number.
    """
    return content_hash(normalise_keys(keys))[:32]


def normalise_keys(keys: Mapping[str, Any]) -> dict[str, str]:
    """Keys as ``{str: str}``: numbers become their text, so ``{"user": 42}`` is ``{"user": "42"}``."""
    if not isinstance(keys, Mapping) or not keys:
        raise ValidationError("keys", f"must be a non-empty dict such as {{'user': '42'}}, got {keys!r}")
    out: dict[str, str] = {}
    for key, value in keys.items():
        if not isinstance(key, str) or not key:
            raise ValidationError("keys", f"every key must be a non-empty string, got {key!r}")
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise ValidationError("keys", f"the value of {key!r} must be a string or a number, got {value!r}")
        if isinstance(value, float) and not math.isfinite(value):
            raise ValidationError(f"keys.{key}", f"must be a finite number or a string, got {value!r}")
        check_text(key, "keys")
        out[key] = check_text(str(value), f"keys.{key}")
    return out


@runtime_checkable
class MessageSelector(Protocol):
    """Picks messages of a conversation (the extension point; the built-ins are in
    :mod:`toolmem.conversations.selectors`); returns them in any order (callers sort by id)."""

    def select(self, conversation: Conversation) -> list[Message]:
        """The chosen messages."""


class History:
    """Every conversation of a workspace (``mem.history``); call it with keys to get one.

    Args:
        space: the workspace whose conversations these are.
        embedder: embeds messages for :meth:`Conversation.search`; ``None`` searches by keywords.
        encoding: the tokenizer messages are counted with (``o200k_base`` or ``cl100k_base``).
    """

    def __init__(self, space: Workspace, embedder: Embedder | None, *, encoding: str = DEFAULT_ENCODING) -> None:
        check_encoding(encoding)  # an unknown encoding fails here, not at the first message
        self.workspace = space.name
        self.space = space
        self.embedder = embedder
        self.encoding = encoding

    def __call__(self, keys: Mapping[str, Any]) -> Conversation:
        """The conversation named by ``keys`` (created with its first message)."""
        return Conversation(self, normalise_keys(keys))

    def list(
        self, keys: Mapping[str, Any] | None = None, *, limit: int | None = None, offset: int = 0
    ) -> list[ContextInfo]:
        """Contexts, most recently updated first; with ``keys``, those whose keys include them
        (``{"user": "42"}`` lists every chat of user 42)."""
        wanted = normalise_keys(keys) if keys else None
        return self.space.history.list(keys=wanted, limit=limit, offset=offset)

    def get(self, context: str) -> Conversation | None:
        """The conversation with this context id, or ``None`` if it holds no message."""
        info = self.space.history.info(context)
        return Conversation(self, dict(info.keys)) if info else None

    def delete(self, keys: Mapping[str, Any]) -> int:
        """Delete a conversation; returns how many messages it held."""
        return self(keys).delete()


class Conversation:
    """The messages of one context, oldest first, and the selectors over them.

    Attributes:
        keys: the keys naming the context.
        id: the context id.
    """

    def __init__(self, history: History, keys: dict[str, str]) -> None:
        self._history = history
        self._space = history.space
        self._repository = history.space.history
        self.keys = keys
        self.id = context_id(keys)

    def __repr__(self) -> str:
        return f"<Conversation {json.dumps(self.keys, ensure_ascii=False)}>"

    def __len__(self) -> int:
        info = self.info()
        return info.messages if info else 0

    def info(self) -> ContextInfo | None:
        """The context's counts and times, or ``None`` before its first message."""
        return self._repository.info(self.id)

    # writing --------------------------------------------------------------------------------
    def append(
        self,
        role: str,
        content: str,
        metadata: Mapping[str, Any] | None = None,
        *,
        idempotency_key: str | None = None,
    ) -> Message:
        """Append one message; ``role`` is ``system``, ``user``, ``assistant`` or ``tool``."""
        message = {"role": role, "content": content, "metadata": metadata or {}}
        return self.extend([message], idempotency_key=idempotency_key)[0]

    def extend(
        self, messages: Iterable[Message | Mapping[str, Any]], *, idempotency_key: str | None = None
    ) -> list[Message]:
        """Append messages (``Message`` objects or ``{"role", "content", "metadata"}`` dicts, OpenAI
        chat messages included) in one transaction.

        With ``idempotency_key`` (see :mod:`toolmem.stores.idempotency`), appending the same messages again
        under that key appends nothing and returns the messages of the first time.

        Raises:
            ValidationError: a message is malformed (nothing is appended).
            IdempotencyKeyError: the key was used for another request.
        """
        prepared = [self._prepare(item) for item in messages]
        if not prepared:
            return []
        request = {"context": self.id, "messages": [[m.role, m.content, dict(m.metadata)] for m in prepared]}
        key = make_key(idempotency_key, "history.append", request)

        def write() -> list[Message]:
            return self._repository.append(self.id, self.keys, prepared, idempotency=key)

        def replay(result: Any) -> list[Message]:
            at = result["created_at"]
            return [replace(m, id=new, created_at=at) for m, new in zip(prepared, result["ids"], strict=True)]

        return idempotent(self._space.idempotency, key, write, replay)

    def system(self, content: str) -> Message:
        """Append a system message."""
        return self.append("system", content)

    def user(self, content: str) -> Message:
        """Append a user message."""
        return self.append("user", content)

    def assistant(self, content: str) -> Message:
        """Append an assistant message."""
        return self.append("assistant", content)

    def tool(self, content: str, tool_call_id: str | None = None) -> Message:
        """Append a tool result, with the id of the call it answers."""
        return self.append("tool", content, {"tool_call_id": tool_call_id} if tool_call_id else None)

    def delete(self) -> int:
        """Delete the conversation; returns how many messages it held."""
        return self._repository.delete(self.id)

    # reading --------------------------------------------------------------------------------
    def messages(self, limit: int | None = None) -> list[Message]:
        """Every message oldest first (with ``limit``, the most recent ``limit``)."""
        _check_count(limit, "limit", allow_none=True)
        return self._repository.read(self.id, limit=limit, last=limit is not None)

    def last(self, n: int = 10, roles: Iterable[str] = ("user", "assistant")) -> list[Message]:
        """The most recent ``n`` messages of the given roles, oldest first."""
        _check_count(n, "n")
        wanted = _roles(roles)
        found: list[Message] = []
        for message in self._newest_first():
            if len(found) >= n:
                break
            if message.role in wanted:
                found.append(message)
        return found[::-1]

    def system_message(self) -> Message | None:
        """The conversation's system message: its first message, when that is a system message."""
        first = self._repository.read(self.id, limit=1)
        return first[0] if first and first[0].role == "system" else None

    def window(
        self, max_tokens: int, *, per_message: int = DEFAULT_PER_MESSAGE, roles: Iterable[str] | None = None
    ) -> list[Message]:
        """The most recent messages that fit ``max_tokens``, oldest first, with the system message kept.

        Each message costs its tokens plus ``per_message`` (the chat format's framing). The system
        message (see :meth:`system_message`) is always first and always counted; then the newest
        messages are taken while they fit, stopping at the first that does not, so the window is
        contiguous. A system message larger than the budget is returned alone. With ``roles``,
        messages of other roles are passed over (they cost nothing): ``roles=("user",
        "assistant")`` leaves tool results out.
        """
        _check_count(max_tokens, "max_tokens")
        _check_count(per_message, "per_message")
        wanted = None if roles is None else _roles(roles)
        return self._window(max_tokens, per_message, self.system_message(), wanted)

    def select(self, selector: MessageSelector) -> list[Message]:
        """The messages ``selector`` picks (see :mod:`toolmem.conversations.selectors`), oldest first."""
        return sorted(selector.select(self), key=lambda message: message.id)

    def _window(
        self, max_tokens: int, per_message: int, system: Message | None, roles: frozenset[str] | None = None
    ) -> list[Message]:
        budget = max_tokens - (system.tokens + per_message if system else 0)
        recent: list[Message] = []
        for message in self._newest_first():
            if system is not None and message.id == system.id:
                break
            if roles is not None and message.role not in roles:
                continue
            cost = message.tokens + per_message
            if cost > budget:
                break
            budget -= cost
            recent.append(message)
        return ([system] if system else []) + recent[::-1]

    def search(self, query: str, k: int = 5, *, min_score: float | None = None) -> list[MessageHit]:
        """The messages most similar to ``query`` (cosine of embeddings; keyword-only: BM25), best
        first. System messages and the current message (the latest user message, the one being
        answered) are left out, as in :meth:`relevant`. Only this conversation is searched, for the
        query's first :data:`~toolmem.text.query.MAX_QUERY_CHARS` characters."""
        _check_count(k, "k")
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("query", f"must be a non-empty string, got {query!r}")
        query = cut_query(query)
        current = self._current()
        embedder = self._history.embedder
        found = self._repository.changes(self.id, embedder.id if embedder else None)
        rows = [row for row in found.rows if row.record.role != "system"]
        if not rows or k == 0:
            return []
        with query_threads():
            if embedder is not None:
                scores = self._dense(rows, embedder).scores(embedder.embed_query(query))
            else:
                lexical = BM25Index()
                lexical.add([row.record.content for row in rows])
                scores = lexical.scores(query)
                scores = np.where(scores > 0, scores, -np.inf).astype(np.float32)
        if current is not None:  # the message being answered is no hit (it is still embedded above)
            scores = np.where([row.record.id == current.id for row in rows], -np.inf, scores)
        order = np.argsort(-scores, kind="stable")
        hits = []
        for j in order[:k]:
            score = float(scores[j])
            if not np.isfinite(score) or (min_score is not None and score < min_score):
                break
            hits.append(MessageHit(rows[j].record, score))
        return hits

    def _dense(self, rows: Sequence[Row[Message]], embedder: Embedder) -> ExactIndex:
        """The messages' vectors as an exact index; messages stored without one are embedded here
        (appending never runs the model) and their vectors written back."""
        texts = {row.text_hash: row.record.content for row in rows if row.vector is None and row.text_hash}
        new = embed_missing(embedder, texts, set())
        if new:
            with optional_write("the conversation's computed vectors were"):
                self._space.put_vectors(embedder.id, new)
        index = ExactIndex(embedder.dimensions)
        index.add(np.stack([row.vector if row.vector is not None else new[row.text_hash or ""] for row in rows]))
        return index

    def relevant(self, query: str | None = None, k: int = 3, *, min_score: float | None = None) -> list[Message]:
        """The ``k`` messages most relevant to ``query`` (default: the latest user message), oldest
        first: the current message itself and repeated texts are left out."""
        _check_count(k, "k")
        return self._relevant(query, k, min_score, self._current())

    def _relevant(self, query: str | None, k: int, min_score: float | None, current: Message | None) -> list[Message]:
        if query is None:
            if current is None:
                return []
            query = current.content
        if k == 0 or not query.strip():
            return []
        chosen: dict[str, Message] = {}
        for hit in self.search(query, k + 1 + k, min_score=min_score):
            message = hit.message
            key = " ".join(message.content.split()).casefold()
            if (current is not None and message.id == current.id) or key in chosen:
                continue
            chosen[key] = message
            if len(chosen) == k:
                break
        return sorted(chosen.values(), key=lambda m: m.id)

    def prompt(
        self,
        query: str | None = None,
        *,
        relevant: int = 3,
        last: int = 10,
        max_tokens: int | None = None,
        per_message: int = DEFAULT_PER_MESSAGE,
        selector: MessageSelector | None = None,
    ) -> list[Message]:
        """The messages to send with the next model call, the way Steamship's FunctionsBasedAgent
        builds them: the system message, then the ``relevant`` messages most like the current one
        together with the recent ones (the last ``last`` user/assistant messages, the token window
        of ``max_tokens``, or what ``selector`` picks), merged in conversation order without
        duplicates, then the current (latest user) message.
        """
        current = self._current()
        system = self.system_message()
        _check_count(relevant, "relevant")
        if selector is not None:
            recent = selector.select(self)
        elif max_tokens is not None:
            _check_count(max_tokens, "max_tokens")
            _check_count(per_message, "per_message")
            recent = self._window(max_tokens, per_message, system)
        else:
            recent = self.last(last)
        picked = {m.id: m for m in [*self._relevant(query, relevant, None, current), *recent]}
        for skip in (system, current):
            if skip is not None:
                picked.pop(skip.id, None)
        ordered = sorted(picked.values(), key=lambda m: m.id)
        return ([system] if system else []) + ordered + ([current] if current else [])

    # helpers --------------------------------------------------------------------------------
    def _current(self) -> Message | None:
        """The latest user message: the one being answered."""
        found = self.last(1, roles=("user",))
        return found[0] if found else None

    def _newest_first(self) -> Iterator[Message]:
        before: int | None = None
        while True:
            page = self._repository.read_before(self.id, before, _PAGE)
            yield from page
            if len(page) < _PAGE:
                return
            before = page[-1].id

    def _prepare(self, item: Message | Mapping[str, Any]) -> Message:
        role: Any
        content: Any
        if isinstance(item, Message):
            role, content, metadata = item.role, item.content, dict(item.metadata)
        elif isinstance(item, Mapping):
            role, content = item.get("role"), item.get("content")
            metadata = dict(item.get("metadata") or {})
            if "tool_call_id" in item:
                metadata.setdefault("tool_call_id", item["tool_call_id"])
        else:
            raise ValidationError("message", f"must be a Message or a dict with role and content, got {item!r}")
        if role not in ROLES:
            raise ValidationError("role", f"must be one of {', '.join(ROLES)}, got {role!r}")
        if not isinstance(content, str):
            raise ValidationError("content", f"must be a string, got {content!r}")
        check_text(content, "content")
        check_json(metadata, "metadata")
        try:
            json.dumps(metadata)
        except (TypeError, ValueError) as exc:
            raise ValidationError("metadata", f"must be JSON-serialisable: {exc}") from exc
        return Message(role, content, count_tokens(content, self._history.encoding), metadata=metadata)


def _roles(roles: Iterable[str]) -> frozenset[str]:
    wanted = frozenset([roles] if isinstance(roles, str) else roles)
    unknown = sorted(wanted - set(ROLES))
    if unknown:
        raise ValidationError("roles", f"unknown role {unknown[0]!r}; choose from {', '.join(ROLES)}")
    return wanted


def _check_count(value: int | None, name: str, *, allow_none: bool = False) -> None:
    if value is None and allow_none:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValidationError(name, f"must be a non-negative integer, got {value!r}")
