"""Message selectors: which messages of a conversation go into the next prompt.

:class:`MessageSelector` is the extension point, as Steamship's ``MessageSelector`` is: anything
with ``select(conversation) -> list[Message]``. Use one with ``conversation.select(selector)`` or
``conversation.prompt(selector=...)``, or hand one to :class:`toolmem.Agent`. The built-ins, all
safe on an empty conversation:

* :class:`LastMessages` — the last ``n`` messages of some roles (Steamship's message window);
* :class:`TokenWindow` — the newest contiguous messages within a token budget, the system message
  kept, tool results optionally left out (Steamship's token window);
* :class:`RelevantMessages` — the messages most like a query (default: the current message).

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     chat = mem.history({"user": "42"})
    ...     _ = chat.extend([{"role": "user", "content": "Find a hotel"}, {"role": "tool", "content": "3 hotels"}])
    ...     [m.role for m in chat.select(TokenWindow(100, tools=False))]
    ['user']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from toolmem.conversations.history import Conversation, MessageSelector
from toolmem.records import ROLES, Message

__all__ = ["LastMessages", "MessageSelector", "RelevantMessages", "TokenWindow"]

_PER_MESSAGE = 3


@dataclass(frozen=True)
class LastMessages:
    """The last ``n`` messages whose role is in ``roles``.

    Attributes:
        n: how many.
        roles: the roles counted (default: user and assistant turns).
    """

    n: int = 10
    roles: Sequence[str] = ("user", "assistant")

    def select(self, conversation: Conversation) -> list[Message]:
        """See the class."""
        return conversation.last(self.n, roles=self.roles)


@dataclass(frozen=True)
class TokenWindow:
    """The newest contiguous messages that fit ``max_tokens``, with the system message kept.

    Attributes:
        max_tokens: the budget.
        per_message: the chat format's framing, in tokens per message.
        tools: keep tool results; ``False`` passes over them (they cost nothing then).
    """

    max_tokens: int
    per_message: int = _PER_MESSAGE
    tools: bool = True

    def select(self, conversation: Conversation) -> list[Message]:
        """See the class."""
        roles = None if self.tools else tuple(role for role in ROLES if role != "tool")
        return conversation.window(self.max_tokens, per_message=self.per_message, roles=roles)


@dataclass(frozen=True)
class RelevantMessages:
    """The ``k`` messages most like ``query`` (default: the current message), repeats left out.

    Attributes:
        k: how many.
        query: what to look for; ``None`` for the latest user message.
    """

    k: int = 3
    query: str | None = None

    def select(self, conversation: Conversation) -> list[Message]:
        """See the class."""
        return conversation.relevant(self.query, self.k)
