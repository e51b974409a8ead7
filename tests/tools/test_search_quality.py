"""Retrieval regressions with the deterministic hash embedder: exact ranks, pinned."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from toolmem.memory import Memory

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CATALOGUE = EXAMPLES / "catalogue"
QUERIES = (EXAMPLES / "queries.txt").read_text().splitlines()
# The tools examples/README.md names as the answers to queries.txt, in order.
EXPECTED_NAMES = [
    "get_daily_forecast",
    "convert_currency",
    "send_sms",
    "find_meeting_slots",
    "get_order_status",
    "create_issue",
    "get_directions",
    "convert_units",
]
# Ranks of the expected tools with embedder="hash" (hash:256) and the default fusion weights. Feature
# hashing matches words, not meanings, so requests that share no word with their tool rank it low;
# keyword-only search ranks these 5/8 first. A change here is a change in retrieval: look before
# updating the pin.
HASH_RANKS = [1, 60, 19, 1, 2, 1, 16, 1]


def catalogue_ids_by_name() -> dict[str, str]:
    items = [item for path in sorted(CATALOGUE.glob("*.json")) for item in json.loads(path.read_text())]
    return {item["name"]: item["id"] for item in items}


@pytest.fixture(scope="module")
def examples() -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder="hash") as mem:
        report = mem.tools.add_path(CATALOGUE)
        assert (len(report.added), report.errors) == (72, [])
        yield mem


def rank_of(mem: Memory, query: str, tool_id: str) -> int | None:
    ranked = [hit.id for hit in mem.tools.search(query, k=len(mem.tools))]
    return ranked.index(tool_id) + 1 if tool_id in ranked else None


def test_the_examples_pair_eight_requests_with_eight_catalogue_tools() -> None:
    ids = catalogue_ids_by_name()

    assert len(QUERIES) == len(EXPECTED_NAMES) == 8
    assert [ids[name] for name in EXPECTED_NAMES] == [
        "weather.forecast_daily",
        "finance.convert_currency",
        "messaging.send_sms",
        "calendar.find_free_slots",
        "commerce.order_status",
        "devtools.create_issue",
        "travel.directions",
        "utilities.convert_units",
    ]


def test_the_example_requests_rank_their_tools_as_pinned_with_the_hash_embedder(examples: Memory) -> None:
    ids = catalogue_ids_by_name()

    ranks = [rank_of(examples, query, ids[name]) for query, name in zip(QUERIES, EXPECTED_NAMES, strict=True)]

    assert ranks == HASH_RANKS
    assert ranks.count(1) == 4


def test_requests_that_share_words_with_their_tool_find_it_first(examples: Memory) -> None:
    first = {query: examples.tools.search(query, k=1)[0].id for query in QUERIES}

    assert first == {
        "Will it rain in Lisbon tomorrow?": "weather.forecast_daily",
        "How much is 250 euros in Japanese yen?": "utilities.convert_timezone",
        "Text Maria on +351912345678 that I'm running ten minutes late": "calendar.list_events",
        "Find a 45-minute slot next week when Ana, Tom and I are all free": "calendar.find_free_slots",
        "Where is my order ORD-20931 and when will it arrive?": "commerce.create_order",
        "Open a bug report in acme/webshop saying the checkout button does nothing on Safari": "devtools.create_issue",
        "How long does it take to cycle from the Eiffel Tower to the Louvre?": "messaging.reply_email",
        "Convert 12 miles to kilometres": "utilities.convert_units",
    }


# near-synonyms: the same dense text, told apart by words only BM25 reads --------------------------
NOTIFY = "Notify a user with a short message."
NEAR_SYNONYMS = [
    {
        "id": "notify.sms",
        "name": "notify_user",
        "description": NOTIFY,
        "parameters": {"type": "object", "properties": {"phone_number": {"type": "string"}}},
        "tags": ["sms"],
    },
    {
        "id": "notify.email",
        "name": "notify_user",
        "description": NOTIFY,
        "parameters": {
            "type": "object",
            "properties": {"email_address": {"type": "string"}, "subject": {"type": "string"}},
        },
        "tags": ["email"],
    },
    {
        "id": "notify.push",
        "name": "notify_user",
        "description": NOTIFY,
        "parameters": {"type": "object", "properties": {"device_token": {"type": "string"}}},
        "tags": ["push", "mobile"],
    },
]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("notify the user by sms on their phone number", "notify.sms"),
        ("notify the user by email with a subject line", "notify.email"),
        ("notify the user's mobile device with a push", "notify.push"),
    ],
)
def test_near_synonyms_the_hash_embedder_cannot_separate_are_told_apart_by_bm25(query: str, expected: str) -> None:
    with toolmem.open("sqlite://", embedder="hash") as mem:
        assert mem.tools.add(NEAR_SYNONYMS).embedded == 1  # one text for all three

        hits = mem.tools.search(query, k=3)

    assert hits[0].id == expected
    assert len({hit.reasons["dense"] for hit in hits}) == 1
    assert hits[0].reasons["bm25"] > max(hit.reasons["bm25"] for hit in hits[1:])
