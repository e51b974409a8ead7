"""What copy and paste leaves in a request: HTML's character entities, full-width letters and
digits, spaces of other widths and spaces of no width.

A request pasted from a web page, a PDF or an East Asian keyboard's full-width mode reads "restart
web-０５" or "… looks good &amp; final"; its writer means web-05 and "&". So a request is read with
these written as typed text writes them (:func:`unpasted`) before anything else, and a replay
carries them so: the instance ``web-05``, the message "… good & final". Only what no one types on
purpose is rewritten: an entity (``&amp;``, ``&#39;``), a character of the full-width block
(U+FF01–U+FF5E), a space that does not break or is of another width (U+00A0, U+2000–U+200A,
U+202F, U+205F, U+3000), a space or joiner of no width outside an emoji (U+200B, U+2060, U+FEFF),
and a hyphen that does not break (U+2011).
"""

from __future__ import annotations

import html
import re

__all__ = ["unpasted"]

_ENTITY = re.compile(r"&(?:[A-Za-z]{2,8}|#\d{2,5}|#x[0-9A-Fa-f]{2,4});")
_WIDE = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}  # "０" → "0", "Ａ" → "A"
_SPACES = dict.fromkeys([0x00A0, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000], " ")
_NO_WIDTH = dict.fromkeys([0x200B, 0x2060, 0xFEFF])  # not the joiner U+200D, which emoji are built with
_TABLE: dict[int, int | str | None] = {**_WIDE, **_SPACES, **_NO_WIDTH, 0x2011: "-"}


def unpasted(request: str) -> str:
    """The request with HTML entities, full-width characters and spaces of other widths written as
    typed text writes them (see the module); unchanged where it has none."""
    if _ENTITY.search(request):
        request = html.unescape(request)
    return request.translate(_TABLE)
