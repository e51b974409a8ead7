"""Conversation memory: the messages of each context (:mod:`.history`) and the selectors that pick
which of them go into the next prompt (:mod:`.selectors`).

Reached as ``mem.history(keys)``; :class:`MessageSelector` is the extension point.
"""

from toolmem.conversations.history import Conversation, History, MessageSelector, context_id
from toolmem.conversations.selectors import LastMessages, RelevantMessages, TokenWindow

__all__ = [
    "Conversation",
    "History",
    "LastMessages",
    "MessageSelector",
    "RelevantMessages",
    "TokenWindow",
    "context_id",
]
