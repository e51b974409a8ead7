"""The values in a request: the parts that change from one run of the same action to the next.

"convert 100 USD to EUR" and "convert 250 GBP to JPY" ask for the same action with other values. A
plan is matched on what it does, so before two requests are compared their values are found and
masked. This module finds them by their form (no word lists of a domain; only the common
currencies' names and signs): numbers (in digits or said in words: "seventy five") and amounts,
dates and times, emails, URLs, paths and file names, identifiers that mix letters and digits or
join words with ``/ - _ . # @`` (a tracker's "#5512" is a number), quoted text, upper-case codes
(currencies, tickers, airports), a currency named after an amount or as what it is turned into
("forty euros", "to yen", "2,500 sek"), and capitalised names inside a sentence. Each is a
:class:`Value` with its kind and its character span.

Example:
    >>> [(v.kind, v.text) for v in find_values("Email bob@example.com at 9:30am about order #5512")]
    [('email', 'bob@example.com'), ('time', '9:30am'), ('number', '#5512')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CURRENCY_SIGNS",
    "KIND_WORDS",
    "SHORTHAND",
    "Value",
    "code_family",
    "coded_amounts",
    "currency_code",
    "currency_in_place",
    "find_values",
    "said_in_pairs",
    "said_number",
    "written_date",
]

#: What a masked value reads as in the text that is embedded, by kind.
KIND_WORDS = {
    "quoted": "some text",
    "email": "an email address",
    "url": "a link",
    "path": "a file",
    "time": "a time",
    "date": "a date",
    "amount": "an amount",
    "number": "a number",
    "id": "an id",
    "code": "a code",
    "name": "a name",
    "value": "a value",
}

#: The currencies a sign before an amount names, by their ISO 4217 code ("€18.50" is 18.50 EUR).
CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₺": "TRY", "₪": "ILS"}
# The currencies a word after an amount names ("forty euros", "12 quid"): only the names that stand
# for one currency as people say them ("dollars" is the US dollar; "francs", "pesos", "krona" are
# each the money of several countries and stay words, unless the country is said: "Swiss francs").
_CURRENCY_NAMES = {
    name: code
    for code, names in (
        ("EUR", "euro, euros"),
        ("USD", "dollar, dollars, buck, bucks, us dollar, us dollars"),
        ("GBP", "pound, pounds, quid, sterling, pound sterling, pounds sterling, british pounds"),
        ("JPY", "yen, japanese yen"),
        ("INR", "rupee, rupees, indian rupees"),
        ("CNY", "yuan, renminbi, chinese yuan"),
        ("PLN", "zloty, zlotys, polish zloty"),
        ("ZAR", "rand, south african rand"),
        ("CHF", "swiss franc, swiss francs"),
        ("CAD", "canadian dollar, canadian dollars"),
        ("AUD", "australian dollar, australian dollars, aussie dollars"),
        ("MXN", "mexican peso, mexican pesos"),
        ("SEK", "swedish krona, swedish kronor"),
    )
    for name in names.split(", ")
}
_CURRENCY_NAME = re.compile(
    r"\b(?:" + "|".join(name.replace(" ", r"\s+") for name in sorted(_CURRENCY_NAMES, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
# A word that says which currency of a name is meant ("Singapore dollars"), but "US dollars"
_QUALIFIED = re.compile(r"(?<![.!?:])\s(?!US\b|U\.S\.)[A-Z][\w.]*\s+$")
_INTO = re.compile(r"\b(?:to|into|in|from)\s+$", re.IGNORECASE)  # what an amount is turned into: "… to yen"
# The ISO 4217 codes of the currencies most traded and most used in payments.
_CURRENCY_CODES = frozenset(
    (
        "USD EUR JPY GBP CNY AUD CAD CHF HKD SGD SEK NOK DKK NZD KRW INR MXN BRL ZAR TRY PLN CZK HUF ILS RUB THB"
        " MYR IDR PHP TWD SAR AED CLP COP PEN ARS EGP NGN KES UAH VND RON BGN ISK"
    ).split()
)
# The codes of the most traded crypto assets: a coin is no currency and no company's share.
_CRYPTO_CODES = frozenset(
    "BTC ETH USDT USDC BNB XRP SOL ADA DOGE TRX DOT MATIC POL LTC SHIB AVAX LINK XLM ATOM XMR ETC BCH UNI"
    " NEAR APT ARB FIL ICP HBAR ALGO AAVE SUI PEPE TON DAI".split()
)

# A currency's code written in lower case ("convert 2,500 sek to nok"), where it is one: not the
# codes that are English words ("try", "cad", "pen", "cop", "ron").
_LOWER_CODE = re.compile(
    r"\b(?:" + "|".join(sorted(code.lower() for code in _CURRENCY_CODES - {"TRY", "CAD", "PEN", "COP", "RON"})) + r")\b"
)


def code_family(code: str) -> str:
    """What a code in capitals names: ``"currency"`` (ISO 4217: "EUR", or a sign or name of one),
    ``"crypto"`` (a crypto asset: "BTC") or ``"other"`` (a ticker, an airport, a language). A slot
    that held one of a family takes no code of another: "buy $2,000 of AAPL" is no purchase of a
    coin for 2,000 USD, and "sell 0.5 BTC" no sale of a company's shares.

    Example:
        >>> code_family("usd"), code_family("£"), code_family("ETH"), code_family("AAPL")
        ('currency', 'currency', 'crypto', 'other')
    """
    if currency_code(code) is not None:
        return "currency"
    return "crypto" if code.strip().upper() in _CRYPTO_CODES else "other"


# The other currencies a sign or a name may stand for: "$" and "dollars" are the US dollar's unless
# the plan's currency was another dollar (a Canadian says "$30" for 30 CAD), "¥" the yen's unless it
# was the yuan.
_ALSO = {
    "USD": frozenset("CAD AUD NZD SGD HKD TWD MXN".split()),
    "JPY": frozenset({"CNY"}),
    "INR": frozenset("PKR LKR NPR".split()),
    "GBP": frozenset({"EGP"}),
}


# A sign two currencies write alike, neither more than the other: "¥" is the Japanese yen's and the
# Chinese yuan's (renminbi) sign.
_SHARED_SIGNS = frozenset({"¥"})


def currency_in_place(text: str, current: str) -> str | None:
    """The code of the currency ``text`` says where the plan had ``current`` (a code): a code as
    it is ("eur" → ``EUR``), a sign or a name as :func:`currency_code` reads it, or ``None`` when
    it is none or may also be ``current``'s own ("$" where the plan paid in ``CAD``), or is a sign
    two currencies share ("¥", yen or yuan) where the plan's was neither.

    Example:
        >>> currency_in_place("$", "EUR"), currency_in_place("$", "CAD"), currency_in_place("yen", "USD")
        ('USD', None, 'JPY')
        >>> currency_in_place("¥", "USD"), currency_in_place("¥", "JPY")
        (None, 'JPY')
    """
    code = currency_code(text)
    if code is None or (text.strip().upper() != code and current.upper() in _ALSO.get(code, frozenset())):
        return None
    if text.strip() in _SHARED_SIGNS and current.upper() != code:
        return None
    return code


def currency_code(text: str) -> str | None:
    """The ISO 4217 code of a currency said by its code, its sign or its name ("EUR", "€",
    "euros", "quid"), or ``None``.

    Example:
        >>> currency_code("£"), currency_code("Euros"), currency_code("chf"), currency_code("bitcoin")
        ('GBP', 'EUR', 'CHF', None)
    """
    text = text.strip()
    if text.upper() in _CURRENCY_CODES:
        return text.upper()
    return CURRENCY_SIGNS.get(text) or _CURRENCY_NAMES.get(" ".join(text.casefold().split()))


_MONTHS = (
    "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    "|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# The days of a month said as ordinals ("the third of July", "twenty-first of May").
_ORDINAL_DAYS = (
    r"(?:twenty[\s-])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirty[\s-]first|tenth|eleventh"
    r"|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth"
)
# The months with no other sense in lower case: "may first" may ask to do a thing first.
_MONTHS_SAID = _MONTHS.replace("|may|", "|(?-i:May)|")
_NUMBER = r"\d+(?:[.,]\d+)*"
# Numbers as they are said ("seventy five", "one hundred and ten", "eight three zero two"): voice
# transcripts and hurried typing write them so.
_UNITS = "zero one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000}
_SAID = "|".join([*_TENS, *_TEENS, *_UNITS, *_SCALES])
_SPOKEN = (
    rf"\b(?:half\s+a|a|{_SAID})\s+dozen\b"  # "a dozen", "half a dozen", "two dozen"
    rf"|\b(?:a\s+(?=hundred\b|thousand\b|million\b))?(?:{_SAID})(?:(?:\s+|-)(?:and\s+)?(?:{_SAID}))*"
    r"(?:\s+and\s+a\s+half)?\b"  # "nineteen and a half"
)
# Words that join a path to what follows ("copy /tmp/x *to* backup.zip"), never inside a file name.
_JOINING = "(?:to|into|from|in|on|at|as|and|or|for|with|by|then|onto)"
_PERCENT = r"\s?(?:%|percent\b|per\s+cent\b)"
# The order is the priority: an earlier kind claims its span first.
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # an apostrophe inside a word is no quote's end: 'in the dentist's chair'
    (
        "quoted",
        re.compile(
            r"""(?<!\w)(?:"[^"\n]{1,200}"|'(?:[^'\n]|(?<=\w)'(?=\w)){1,200}'|“[^”\n]{1,200}”"""
            r"""|‘(?:[^’\n]|(?<=\w)’(?=\w)){1,200}’)(?!\w)"""
        ),
    ),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")),
    # a link ends before the punctuation that closes its sentence ("…/guides/, please")
    ("url", re.compile(r"\b(?:(?:https?|ftp|s3|gs|wss?)://|www\.)\S*[^\s.,;:!?)\]'\"]", re.IGNORECASE)),
    ("number", re.compile(r"(?<![\w@&])#\d+(?![\w.-])")),  # a number as trackers write it: "PR #57"
    ("id", re.compile(r"(?<![\w@])[#@][\w-]+(?:\.[\w-]+)*")),  # a handle or a channel, dots and all: @dana.o.neil
    (
        "date",
        re.compile(
            rf"\b\d{{4}}-\d{{1,2}}-\d{{1,2}}(?:[T ]\d{{1,2}}:\d{{2}}(?::\d{{2}})?Z?)?\b"
            rf"|\b\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\b"
            rf"|\b(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|[12]\d|3[01])\b(?![/.,]?\d)"  # 03/08: a day and a month
            rf"|\bthe\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:{_MONTHS}))"  # the 14th
            rf"|\b(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b"
            rf"|(?:\bthe\s+)?\b(?:\d{{1,2}}(?:st|nd|rd|th)?|{_ORDINAL_DAYS})\s+(?:of\s+)?(?:{_MONTHS})\b(?:,?\s+\d{{4}})?"
            rf"|\b(?:{_MONTHS_SAID})\s+(?:the\s+)?(?:{_ORDINAL_DAYS})\b"  # "august first"
            rf"|\b(?:{_DAYS})\b",
            re.IGNORECASE,
        ),
    ),
    (
        "time",
        re.compile(
            r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}\b|\b(?:midnight|noon|midday)\b"
            r"|(?<=\bat )(?:[01]\d|2[0-3])[0-5]\d\b(?![.,]\d)",  # "at 1730"
            re.IGNORECASE,
        ),
    ),
    (
        "path",
        re.compile(
            # a file name with spaces at the end of a path: ~/Documents/Q2 deck (final).pdf
            rf"(?<![\w@])(?:~|\.{{1,2}})?/[\w.@~-]+(?:/[\w.@~-]*)*(?:\s(?!{_JOINING}\b)[\w()\[\]&+-]+){{1,4}}?"
            r"\.[a-z][a-z0-9]{0,4}\b(?!\.\w)"
            r"|(?<![\w@])(?:~|\.{1,2})?/[\w.@~-]+(?:/[\w.@~-]*)*"  # /var/log/x, ~/notes, ./a
            r"|\b[A-Za-z]:\\[^\s]+"  # C:\Users\x
            r"|\b[\w-]+(?:/[\w.-]+)+/?"  # owner/repo, reports/2024/q1.pdf
            r"|\b[\w.-]+/(?=\s|$|[,;:!?])"  # reports/
            r"|\b[\w-]+(?:\.[\w-]+){2,}\b(?!\.\w)"  # api.example.com, _dmarc.mail.example.org
            r"|\b[\w-]+\.(?:[a-z][a-z0-9]{0,4})\b(?!\.\w)",  # report.txt, main.py
            re.IGNORECASE,
        ),
    ),
    (
        "amount",
        re.compile(
            rf"[$€£¥₹]\s?{_NUMBER}(?:\s?[kKmM]\b)?|\b{_NUMBER}{_PERCENT}|(?:{_SPOKEN})\s+(?:percent\b|per\s+cent\b)"
            rf"|(?<![\w.,]){_NUMBER}\s?[$€£¥₹](?![\w$€£¥₹])"  # the sign after: "12,50 €", "950€"
            rf"|(?<![\w.]){_NUMBER}[kK]\b"  # thousands: "1.5k"
            rf"|(?<![\w.]){_NUMBER}(?-i:M(?=\s+[A-Z]{{3}}\b))",  # millions of a currency: "2.5M JPY", not "15m pls"
            re.IGNORECASE,
        ),
    ),
    # not a number said in words joined by hyphens ("eight-one-zero-two", "twenty-five")
    (
        "id",
        re.compile(
            r"\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w]+(?:[-_.][\w]+)*\b"
            rf"|\b(?!(?:{_SAID})(?:-(?:{_SAID}))+\b)\w+(?:[-_]\w+)+\b",
            re.IGNORECASE,
        ),
    ),
    # a minus sign only where no word runs into it ("-73.9855", not the "19" of "covid-19")
    ("number", re.compile(rf"(?:(?<![\w.-])-(?=\d))?(?<![\w.]){_NUMBER}(?![\w])")),
    ("number", re.compile(_SPOKEN, re.IGNORECASE)),
    ("code", re.compile(r"\b[A-Z]{2,5}(?:\.[A-Z])?\b")),
)


def _letters(test: str) -> str:
    """A character class of the letters (of the Basic Multilingual Plane) that pass ``str.<test>``."""
    chars = (chr(code) for code in range(0x10000) if getattr(chr(code), test)() and chr(code).isalpha())
    return "[" + "".join(re.escape(char) for char in chars) + "]"


_UPPER, _LOWER = _letters("isupper"), _letters("islower")  # "Tromsø", "Zoë", "Łódź" are names too
# Capitalised words in a row are one name ("Buenos Aires"), also joined by a few small words
# ("Bank of America"; not "to": "from Nice to Rome" names two places); a possessive 's is not part of it.
_CAPITALISED = rf"{_UPPER}{_LOWER}+(?:-[^\W\d_]+)?"
# A title's abbreviation opens a name ("Mr. Whiskers", "Dr. Alvarez"): its full stop ends no sentence.
_TITLE = r"(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Mt)\.\s+)"
# A part of a name: capitalised ("Ana", "Jean-Paul") or after an O' ("O'Neil"); an initial may
# stand between two ("Rahul D. Mehta").
_PART = rf"(?:{_UPPER}['’]{_UPPER}{_LOWER}+|{_CAPITALISED})"
_NAME = re.compile(
    rf"\b{_TITLE}?{_PART}(?:\s+(?:(?:of|the|de|da|del|van|von)\s+|{_UPPER}\.\s+)?{_PART})*(?='s\b|’s\b|\b)"
)
# After a name's 's, what ends a noun phrase: the 's is the name's own ("spent at Trader Joe's in
# May", "book Bao's for 7pm"), not a possessive that a noun follows ("Rex's food").
_OWN_S = re.compile(
    r"['’]s(?=\s*(?:[.,!?;:)\]]|$)|\s+(?:in|on|at|for|from|to|by|with|near|and|or|but|this|last|next|today|tonight"
    r"|tomorrow|yesterday|since|until|before|after|please)\b)"
)
_WORD = re.compile(r"[^\W\d_][\w-]*")
_SENTENCE_START = re.compile(r"(?:^\s*|[.!?:;]\s+|[\"'“‘(]\s*)$")
# Capitalised words that open a request or a clause are not names: "Please", "Email", "Is".
_NOT_NAMES = frozenset("i".split())


@dataclass(frozen=True)
class Value:
    """A value found in a request.

    Attributes:
        kind: one of :data:`KIND_WORDS`'s keys.
        start: where it starts in the text.
        end: where it ends (exclusive).
        text: the value as written (quotes of quoted text removed).
    """

    kind: str
    start: int
    end: int
    text: str


#: Workplace shorthand in capitals, which names no currency, ticker or code of a thing ("merge it
#: ASAP"; not "EOD" or "COB", which say a time: "due COB Thursday").
SHORTHAND = frozenset("ASAP FYI LGTM PTAL TIA TBD TBC BTW IMO IMHO AFAIK WFH BRB ICYMI TLDR ETA".split())


def find_values(text: str) -> list[Value]:
    """The values of a request by their form, left to right, never overlapping."""
    taken = bytearray(len(text))
    found: list[Value] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if kind == "path" and not _path_like(match.group(0)):
                continue
            if kind == "id" and not _id_like(match.group(0)):
                continue
            if kind == "code" and match.group(0) in SHORTHAND:
                continue  # "merge it ASAP", "LGTM"
            said = re.sub(r"\s+(?:percent|per\s+cent)$", "", match.group(0), flags=re.IGNORECASE)
            if kind in ("number", "amount") and said[:1].isalpha() and not _said(text, start, said):
                continue  # "one" alone ("the red one"), "four five", "Seven Nation Army"
            if any(taken[start:end]):
                continue
            taken[start:end] = b"\1" * (end - start)
            value = match.group(0)
            if kind == "quoted":
                value = value[1:-1]
            found.append(Value(kind, start, end, value))
    for match in [*_CURRENCY_NAME.finditer(text), *_LOWER_CODE.finditer(text)]:
        # a currency named after an amount ("forty euros", "12 quid") or what it is turned into
        # ("… to yen", "in euros") is a code, as "EUR" is
        start, end = match.span()
        if _QUALIFIED.search(text[:start]):
            continue  # "Singapore dollars", "Pakistani rupees": which of the currencies so named
        before = len(text[:start].rstrip())
        after_amount = any(v.end == before and v.kind in ("number", "amount") for v in found)
        if not any(taken[start:end]) and (after_amount or _INTO.search(text[:start])):
            taken[start:end] = b"\1" * (end - start)
            found.append(Value("code", start, end, match.group(0)))
    for match in _NAME.finditer(text):
        for start, end in _free_runs(text, match.start(), match.end(), taken):
            word = text[start:end]
            if word.lower() in _NOT_NAMES or _SENTENCE_START.search(text[:start]):
                # An opening capital ("Email", "Please") is not a name; the words after it may be.
                first = _WORD.match(text, start)
                if first is None or first.end() >= end:
                    continue
                start = text.index(" ", first.end()) + 1 if " " in text[first.end() : end] else end
                if start >= end:
                    continue
                word = text[start:end]
            own = _OWN_S.match(text, end)
            if own is not None and not any(taken[end : own.end()]):
                end, word = own.end(), text[start : own.end()]
            taken[start:end] = b"\1" * (end - start)
            found.append(Value("name", start, end, word))
    return sorted(found, key=lambda value: value.start)


def _said(text: str, start: int, said: str) -> bool:
    """Whether number words at ``start`` are a number: not part of a name ("Seven Nation Army",
    "Maroon Five"), where a capitalised one stands inside a sentence or before another name."""
    if said_number(said) is None:
        return False
    if not any(word[0].isupper() for word in said.split()):
        return True
    after = text[start + len(said) :].lstrip()
    return bool(_SENTENCE_START.search(text[:start])) and not after[:1].isupper()


def sign_of(amount: str) -> str | None:
    """The currency sign an amount is written with, before or after its number ("€18.50", "12,50
    €"), or ``None``."""
    amount = amount.strip()
    for sign in (amount[:1], amount[-1:]):
        if sign in CURRENCY_SIGNS:
            return sign
    return None


def unsigned(amount: str) -> str:
    """An amount's number without its currency sign ("12,50 €" → "12,50")."""
    sign = sign_of(amount)
    return amount.strip().strip(sign).strip() if sign else amount


def coded_amounts(text: str, current: str) -> str | None:
    """``text`` with each amount written with a currency sign ("€89.90", "89,90 €") written as its
    number and the currency's code ("89.90 EUR"), as a request that names its currency apart writes
    it; ``None`` where it has none, or a sign that may also be ``current``'s (:func:`currency_in_place`).

    Example:
        >>> coded_amounts("file a €89.90 dinner expense", "USD"), coded_amounts("pay $40", "CAD")
        ('file a 89.90 EUR dinner expense', None)
    """
    signed = [value for value in find_values(text) if value.kind == "amount" and sign_of(value.text) is not None]
    for value in reversed(signed):
        code = currency_in_place(sign_of(value.text) or "", current)
        if code is None:
            return None
        text = f"{text[: value.start]}{unsigned(value.text)} {code}{text[value.end :]}"
    return text if signed else None


def said_number(text: str) -> str | None:
    """The digits of a number said in words ("seventy five" → "75", "one hundred and ten" →
    "110", "eight three zero two" → "8302"); ``None`` for anything else, and for "one" alone,
    which is mostly no number ("the red one", "one of them").

    Example:
        >>> said_number("two hundred and five"), said_number("four four one seven"), said_number("one")
        ('205', '4417', None)
        >>> said_number("a hundred and fifty"), said_number("twelve hundred and fifty"), said_number("six fifty")
        ('150', '1250', '650')
        >>> said_number("a dozen"), said_number("half a dozen"), said_number("two dozen")
        ('12', '6', '24')
        >>> said_number("nineteen and a half")
        '19.5'
    """
    words = text.strip().casefold().replace("-", " ").split()
    if words[-3:] == ["and", "a", "half"] and len(words) > 3:
        whole = "1" if words[:-3] == ["one"] else said_number(" ".join(words[:-3]))
        return None if whole is None or not whole.isdigit() else f"{whole}.5"
    if words[-1:] == ["dozen"]:
        many = {"a": "1", "one": "1", "half a": "0.5"}.get(" ".join(words[:-1])) or said_number(" ".join(words[:-1]))
        return None if many is None else f"{float(many) * 12:g}"
    if len(words) > 1 and words[0] == "a" and words[1] in _SCALES:
        words[0] = "one"  # "a hundred and fifty"
    if not words or words == ["one"]:
        return None
    if len(words) >= 3 and all(word in _UNITS for word in words):
        return "".join(str(_UNITS.index(word)) for word in words)  # a code read digit by digit
    counted = _counted(words)
    return _paired(words) if counted == _IN_PAIRS else counted


_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_MONTH_NAMES = "january february march april may june july august september october november december".split()
# A date as a day and a month, either way round, the day in digits or said ("June 20", "20th June",
# "the twentieth of june", "august first"); no year.
_DAY_OF_MONTH = re.compile(
    rf"^(?:the\s+)?(?P<day>\d{{1,2}}(?:st|nd|rd|th)?|{_ORDINAL_DAYS})\s+(?:of\s+)?(?P<month>{_MONTHS})\.?$"
    rf"|^(?P<month2>{_MONTHS})\.?\s+(?:the\s+)?(?P<day2>\d{{1,2}}(?:st|nd|rd|th)?|{_ORDINAL_DAYS})$",
    re.IGNORECASE,
)
_DAY_ALONE = re.compile(r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", re.IGNORECASE)  # "the 1st": a day, no month


def written_date(text: str, stored: str) -> str | None:
    """A date said with its day in words, written as the ``stored`` date writes its day and month
    ("the twentieth of june" → "June 20" where the plan took "July 3"; "August first" → "1 Aug"
    where it took "14 Jun"): the plan's way of writing a date is one its tool took; as "Month D"
    where the plan took a day alone ("the 1st"). ``None`` where either is no such date, or the day
    is in digits ("the 9th of August"): carried as typed.

    Example:
        >>> written_date("the twentieth of june", "July 3"), written_date("august first", "14 Jun")
        ('June 20', '1 Aug')
        >>> written_date("June 20", "July 3") is None
        True
    """
    said, own = _DAY_OF_MONTH.match(text.strip()), _DAY_OF_MONTH.match(stored.strip())
    if said is None or (own is None and not _DAY_ALONE.match(stored.strip())):
        return None
    day_said = said.group("day") or said.group("day2")
    if day_said[:1].isdigit():
        return None  # typed in digits, and carried as typed: "June 20", "the 9th of August"
    words = day_said.casefold().replace("-", " ").split()
    day = 30 if words[-1] == "thirtieth" else _ORDINALS.index(words[-1]) + 1
    day += {"twenty": 20, "thirty": 30}.get(words[0], 0) if len(words) > 1 else 0
    month = _MONTH_NAMES[_month_number(said.group("month") or said.group("month2")) - 1]
    if own is None:  # "the 1st": the plan wrote no month; a date is written as "Month D"
        return f"{month.title()} {day}"
    own_month, own_day = own.group("month") or own.group("month2"), own.group("day") or own.group("day2")
    if not own_day[:1].isdigit():
        return None
    if own_month.casefold() not in _MONTH_NAMES:  # "Jun", "Sept": the plan shortened its months
        month = month[:4] if month == "september" and own_month.casefold().startswith("sept") else month[:3]
    month = month.title() if own_month[:1].isupper() else month
    suffix = re.sub(r"^\d+", "", own_day)
    if suffix:
        suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        suffix = suffix.upper() if own_day[-1:].isupper() else suffix
    written = f"{day}{suffix}"
    return f"{month} {written}" if own.group("month2") else f"{written} {month}"


def _month_number(month: str) -> int:
    """The number of a month by its name or a shortening of it ("Sept" → 9)."""
    low = month.casefold().rstrip(".")
    return next(number for number, name in enumerate(_MONTH_NAMES, start=1) if name.startswith(low[:3]))


_IN_PAIRS = "pairs"  # what :func:`_counted` answers for words that only pairs of digits may read


def said_in_pairs(text: str) -> bool:
    """Whether a number is said in pairs of digits ("six fifty", "forty two fifty"): as a price,
    it may be 6.50 or 650.

    Example:
        >>> said_in_pairs("forty two fifty"), said_in_pairs("four thousand two hundred and fifty")
        (True, False)
    """
    words = text.strip().casefold().replace("-", " ").split()
    return _counted(words) == _IN_PAIRS and _paired(words) is not None


def _counted(words: list[str]) -> str | None:
    """The digits of a number said as English counts it ("one hundred and ten"), ``_IN_PAIRS``
    where a number follows another it cannot add to ("six fifty"), else ``None``."""
    total, current, last = 0, 0, ""
    for word in words:
        if word == "and":
            if last not in _SCALES:
                return None
            continue
        if word in _UNITS or word in _TEENS or word in _TENS:
            kind = "unit" if word in _UNITS else "teen" if word in _TEENS else "tens"
            if last and not (last in _SCALES or (kind == "unit" and last == "tens")):
                return _IN_PAIRS  # "six fifty", "twenty fifty one"
            value = (
                _UNITS.index(word)
                if word in _UNITS
                else 10 + _TEENS.index(word)
                if word in _TEENS
                else 20 + 10 * _TENS.index(word)
            )
            current += value
            last = kind
        elif word == "hundred":
            if last not in ("unit", "teen", "tens") or (current % 100 == 0 and current):
                return None
            current *= 100
            last = word
        elif word in _SCALES:
            if last not in ("unit", "teen", "tens", "hundred"):
                return None
            total += current * _SCALES[word]
            current, last = 0, word
        else:
            return None
    return str(total + current)


def _paired(words: list[str]) -> str | None:
    """A number said in pairs of digits, as years, prices and ids are ("twenty fifty one" →
    "2051", "six fifty" → "650", "nineteen eighty four" → "1984"): a number under a hundred, then
    one or more from ten to ninety-nine; ``None`` for anything else."""
    pairs: list[int] = []
    at = 0
    while at < len(words):
        word = words[at]
        if word in _TENS:
            value = 20 + 10 * _TENS.index(word)
            if at + 1 < len(words) and words[at + 1] in _UNITS[1:]:
                value += _UNITS.index(words[at + 1])
                at += 1
        elif word in _TEENS:
            value = 10 + _TEENS.index(word)
        elif word in _UNITS and not pairs:
            value = _UNITS.index(word)
        else:
            return None
        pairs.append(value)
        at += 1
    if len(pairs) < 2:
        return None
    return str(pairs[0]) + "".join(f"{pair:02d}" for pair in pairs[1:])


def _free_runs(text: str, start: int, end: int, taken: bytearray) -> list[tuple[int, int]]:
    """The stretches of capitalised words in ``text[start:end]`` that no value has taken yet."""
    if not any(taken[start:end]):
        return [(start, end)]
    runs: list[tuple[int, int]] = []
    current: tuple[int, int] | None = None
    for word in _WORD.finditer(text, start, end):
        free = not any(taken[word.start() : word.end()]) and word.group(0)[0].isupper()
        if free:
            current = (current[0], word.end()) if current is not None else word.span()
        elif current is not None:
            runs.append(current)
            current = None
    if current is not None:
        runs.append(current)
    return runs


def _path_like(text: str) -> bool:
    """A file name needs a known-looking extension; a slashed word pair is a path or a slug."""
    if "/" in text or "\\" in text:
        return not text.startswith("/") or len(text) > 1
    stem, _, extension = text.rpartition(".")
    # "e.g", "U.S" and numbers like "2.5" are not files.
    return bool(stem) and not stem.isdigit() and len(stem) > 1 and extension.isalpha() and extension.islower()


def _id_like(text: str) -> bool:
    """``#design``, ``@bob``, ``web-03``, ``INC0012``, ``a1b2``; not an ordinary hyphenated word
    without digits unless it joins three or more parts or has an underscore."""
    if text[0] in "#@":
        return len(text) > 1
    if any(c.isdigit() for c in text):
        return not text.replace(".", "").replace(",", "").isdigit()
    return "_" in text or text.count("-") >= 2
