"""The texts a tool is found by: one embedded by the dense model, one indexed by BM25.

Real API descriptions are long, and written for a reader of documentation: GitHub's "Create a pull
request" runs on for 400 words about draft pull requests and notifications, Stripe's are HTML,
Spotify's are Markdown links. Embedded whole, the one line that says what the operation does is
diluted by the rest (all-MiniLM-L6-v2 averages over up to 256 word pieces), and the operation loses
to a sibling whose description is that line alone. So:

- the **dense text** is the tool's *summary*: an OpenAPI operation's own ``summary`` when it has
  one (kept in ``metadata["summary"]``), else the name in words and the description reduced to
  plain text and cut after the sentence that passes 200 characters (a short description is kept
  whole);
- the **BM25 text** holds the name in words twice and the summary, then the whole plain
  description, the parameter names, the tags and the HTTP method and path in words, so that the
  words of the name and the summary weigh more than those of the long tail.

Measured on 111 requests written against the public specs of the benchmarks (``$TOOLMEM_BENCH_DATA/openapi``)
(``bench/openapi_search.py``) and on MetaTool's training queries (``bench/tune_texts.py``).
HTML tags and entities, Markdown links, emphasis, code marks and bare URLs are reduced to their
words; the stored description keeps the original. An export sends the model
:func:`html_to_text` of each description — the HTML of an API's documentation (Stripe's
``<p>Create a refund.</p>``) as text with its paragraphs and list items, Markdown as written —
unless asked to keep it whole.

Example:
    >>> plain_text('<p>Creates a <a href="/docs/customers">customer</a>.</p>')
    'Creates a customer.'
    >>> name_words("pulls/create-review")
    'pulls create review'
    >>> html_to_text("<p>Create a refund.</p><ul><li>Full</li><li>Partial &amp; more</li></ul>")
    'Create a refund.\\n\\n- Full\\n- Partial & more'
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

__all__ = [
    "SUMMARY_CHARS",
    "Described",
    "bm25_text",
    "dense_text",
    "html_to_text",
    "name_words",
    "plain_text",
    "route_words",
    "summary",
    "tool_summary",
]

#: Where the summary ends: after the sentence that passes this many characters.
SUMMARY_CHARS = 200

_TAG = re.compile(r"<[^>]{0,2000}>")
_MD_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_MD_REF_LINK = re.compile(r"\[([^\]]+)\]\[[^\]]*\]")
_URL = re.compile(r"\bhttps?://\S+")
_MD_MARKS = re.compile(r"(\*\*|__|`+|~~|^#{1,6}\s+|^\s*[-*+]\s+|^\s*>\s?)", re.MULTILINE)
_SPACE = re.compile(r"\s+")
_SPACE_BEFORE_PUNCTUATION = re.compile(r" ([.,;:!?])")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SEPARATORS = re.compile(r"[_\-./:#{}\[\]()?=&,;|\\]+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\"'`])")
# The tags of documentation HTML: a text holding none of them has no HTML to reduce.
_HTML_NAMES = (
    r"(?:p|br|a|b|i|u|em|strong|code|pre|span|div|ul|ol|li|h[1-6]"
    r"|table|thead|tbody|tr|td|th|blockquote|hr|sup|sub|dl|dt|dd)"
)
_HTML_TAG = re.compile(rf"</?{_HTML_NAMES}(?:\s[^<>]{{0,2000}})?/?>", re.IGNORECASE)
_HTML_BREAK = re.compile(r"<br\s*/?>|</(?:dt|dd|tr)>", re.IGNORECASE)
_HTML_ITEM = re.compile(r"<li(?:\s[^<>]{0,2000})?>", re.IGNORECASE)
_HTML_BLOCK = re.compile(
    r"</?(?:p|div|ul|ol|h[1-6]|table|pre|blockquote|dl)(?:\s[^<>]{0,2000})?>|<hr\s*/?>", re.IGNORECASE
)
_INLINE_SPACE = re.compile(r"[ \t\r\f\v]+")
_BLANK_LINES = re.compile(r"\n\s*\n+")
_VERBS = {"GET": "get", "POST": "create", "PUT": "replace", "PATCH": "update", "DELETE": "delete"}


class Described(Protocol):
    """What the texts are made of: a :class:`toolmem.Tool`, or anything with its descriptive fields."""

    @property
    def name(self) -> str:
        """The function name."""

    @property
    def description(self) -> str:
        """What it does, in words."""

    @property
    def parameters(self) -> Mapping[str, Any]:
        """Its arguments' JSON Schema."""

    @property
    def tags(self) -> Sequence[str]:
        """Its labels."""

    @property
    def metadata(self) -> Mapping[str, Any]:
        """Anything else (``summary``, HTTP ``method`` and ``path``)."""


def plain_text(text: str) -> str:
    """``text`` with HTML tags and entities, Markdown marks and links, and URLs reduced to words."""
    if not text:
        return ""
    text = _TAG.sub(" ", text)
    text = _MD_IMAGE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_REF_LINK.sub(r"\1", text)
    text = _URL.sub(" ", text)
    text = _MD_MARKS.sub(" ", text)
    text = html.unescape(text)
    return _SPACE_BEFORE_PUNCTUATION.sub(r"\1", _SPACE.sub(" ", text)).strip()


def html_to_text(text: str) -> str:
    """``text`` with its HTML reduced to text: paragraphs, line breaks, headings and list items kept
    as lines, other tags dropped (their words kept), entities decoded. Text without HTML tags
    (Markdown, ``List<Item>``, plain words) is returned as it is."""
    if not _HTML_TAG.search(text):
        return text
    text = _HTML_BREAK.sub("\n", text)
    text = _HTML_ITEM.sub("\n- ", text)
    text = _HTML_BLOCK.sub("\n\n", text)
    text = html.unescape(_HTML_TAG.sub("", text))
    lines = [_INLINE_SPACE.sub(" ", line).strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def summary(text: str, limit: int = SUMMARY_CHARS) -> str:
    """The plain text of a description up to the end of the sentence that passes ``limit`` characters."""
    plain = plain_text(text)
    if len(plain) <= limit:
        return plain
    length = 0
    kept: list[str] = []
    for sentence in _SENTENCE_END.split(plain):
        kept.append(sentence)
        length += len(sentence) + 1
        if length > limit:
            break
    return " ".join(kept)


def name_words(name: str) -> str:
    """An identifier as words: ``getWeather_forecast`` → ``get Weather forecast``."""
    spaced = _SEPARATORS.sub(" ", _CAMEL.sub(" ", name))
    return " ".join(spaced.split())


def route_words(metadata: Mapping[str, Any]) -> str:
    """An API operation's method and path as words: ``POST /repos/{owner}/pulls`` → ``create repos owner pulls``.

    Empty for tools that are not operations of an HTTP API.
    """
    method, path = metadata.get("method"), metadata.get("path")
    if not isinstance(method, str) or not isinstance(path, str):
        return ""
    verb = _VERBS.get(method.upper(), method.lower())
    return f"{verb} {name_words(path)}".strip()


def tool_summary(tool: Described) -> str:
    """What the tool does in a line: its own ``metadata["summary"]``, else :func:`summary` of its description."""
    own = tool.metadata.get("summary")
    if isinstance(own, str) and own.strip():
        return plain_text(own)
    return summary(tool.description)


def dense_text(tool: Described) -> str:
    """The text the dense retriever embeds (see the module docstring).

    A tool with its own summary is embedded by that line alone; otherwise by ``name words:
    summary``, and without a description its parameter names speak for it.
    """
    own = tool.metadata.get("summary")
    if isinstance(own, str) and own.strip():
        return plain_text(own)
    name = name_words(tool.name)
    about = summary(tool.description)
    if not about:
        about = _parameter_words(tool.parameters)
        about = f"parameters {about}" if about else ""
    return f"{name}: {about}" if about else name


def bm25_text(tool: Described) -> str:
    """The text BM25 indexes: name (twice) and summary, description, parameters, tags, route."""
    name = name_words(tool.name)
    plain = plain_text(tool.description)
    about = tool_summary(tool)
    lines = [name, name, about]
    if plain != about:
        lines.append(plain)
    params = _parameter_words(tool.parameters)
    if params:
        lines.append(f"Parameters: {params}")
    if tool.tags:
        lines.append("Tags: " + ", ".join(tool.tags))
    route = route_words(tool.metadata)
    if route:
        lines.append(route)
    return "\n".join(line for line in lines if line)


def _parameter_words(parameters: Mapping[str, Any]) -> str:
    properties = parameters.get("properties")
    if not isinstance(properties, Mapping) or not properties:
        return ""
    return ", ".join(name_words(str(name)) for name in properties)
