"""``toolmem history ...`` through the real CLI on a SQLite file with the hash embedder."""

import re
from pathlib import Path

import pytest
from cli_helpers import library, ok, ok_json, run

ALICE = ["--key", "user=42", "--key", "chat=telegram:991"]
ALICE_KEYS = {"user": "42", "chat": "telegram:991"}
BOB = ["--key", "user=43", "--key", "chat=telegram:991"]
TRIP = [
    ("system", "You are a helpful travel agent."),
    ("user", "I want to fly to Lisbon in May."),
    ("assistant", "Lisbon in May is lovely. From which city?"),
    ("user", "From Berlin, and I need a hotel near the river."),
    ("assistant", "Here are three hotels by the Tagus."),
    ("user", "Which month did I say?"),
]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "toolmem.db"


def add_trip(db: Path, keys: list[str] = ALICE) -> list[int]:
    return [int(ok(run(db, "history", "add", *keys, "--role", role, text)).strip()) for role, text in TRIP]


# add -------------------------------------------------------------------------------------------
def test_add_prints_the_message_id_and_stores_the_message_as_a_user_message(db: Path) -> None:
    printed = ok(run(db, "history", "add", *ALICE, "I want to fly to Lisbon in May."))

    with library(db) as mem:
        messages = mem.history(ALICE_KEYS).messages()
    assert printed == f"{messages[0].id}\n"
    assert [(m.role, m.content) for m in messages] == [("user", "I want to fly to Lisbon in May.")]


def test_add_json_prints_the_stored_message(db: Path) -> None:
    printed = ok_json(run(db, "history", "add", *ALICE, "--role", "system", "You are terse.", "--json"))

    with library(db) as mem:
        stored = mem.history(ALICE_KEYS).messages()
    assert printed == stored[0].to_dict()
    assert (printed["role"], printed["content"], printed["tokens"], printed["metadata"]) == (
        "system",
        "You are terse.",
        4,
        {},
    )


def test_add_reads_the_text_from_stdin_with_a_dash(db: Path) -> None:
    ok(run(db, "history", "add", *ALICE, "--role", "assistant", "-", input="Lisbon in May\nis lovely.\n"))

    shown = ok_json(run(db, "history", "show", *ALICE, "--json"))

    assert [(m["role"], m["content"]) for m in shown] == [("assistant", "Lisbon in May\nis lovely.\n")]


def test_the_order_of_the_keys_does_not_matter(db: Path) -> None:
    ok(run(db, "history", "add", "--key", "user=42", "--key", "chat=telegram:991", "first"))
    ok(run(db, "history", "add", "--key", "chat=telegram:991", "--key", "user=42", "second"))

    shown = ok_json(run(db, "history", "show", *ALICE, "--json"))

    assert [m["content"] for m in shown] == ["first", "second"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--key", "user42", "hi"], "Invalid value for '--key': expected NAME=VALUE, got 'user42'"),
        (["--key", "=42", "hi"], "Invalid value for '--key': expected NAME=VALUE, got '=42'"),
        (["hi"], "Missing option '--key'"),
        ([*ALICE, "--role", "robot", "hi"], "Invalid value for '--role'"),
    ],
)
def test_add_with_a_bad_key_or_role_is_a_usage_error_and_stores_nothing(
    db: Path, args: list[str], message: str
) -> None:
    result = run(db, "history", "add", *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert message in result.stderr
    assert ok_json(run(db, "history", "list", "--json")) == []


# show ------------------------------------------------------------------------------------------
def test_show_prints_every_message_oldest_first_in_a_table(db: Path) -> None:
    ids = add_trip(db)

    lines = ok(run(db, "history", "show", *ALICE)).splitlines()

    with library(db) as mem:
        tokens = [m.tokens for m in mem.history(ALICE_KEYS).messages()]
    assert lines == [
        "id  role       tokens  content",
        *(f"{i:>2}  {role:<9}  {n:>6}  {text}" for i, n, (role, text) in zip(ids, tokens, TRIP, strict=True)),
    ]


def test_show_json_is_the_conversation_as_the_library_reads_it(db: Path) -> None:
    add_trip(db)

    shown = ok_json(run(db, "history", "show", *ALICE, "--json"))

    with library(db) as mem:
        assert shown == [m.to_dict() for m in mem.history(ALICE_KEYS).messages()]
    assert [m["content"] for m in shown] == [text for _, text in TRIP]


def test_show_last_keeps_the_last_user_and_assistant_messages(db: Path) -> None:
    add_trip(db)

    shown = ok_json(run(db, "history", "show", *ALICE, "--last", "2", "--json"))

    assert [m["content"] for m in shown] == [TRIP[4][1], TRIP[5][1]]


def test_show_window_keeps_the_system_message_and_the_newest_that_fit(db: Path) -> None:
    add_trip(db)
    with library(db) as mem:
        expected = [m.to_dict() for m in mem.history(ALICE_KEYS).window(40)]

    shown = ok_json(run(db, "history", "show", *ALICE, "--window", "40", "--json"))

    assert shown == expected
    assert [m["role"] for m in shown] == ["system", "assistant", "user"]


def test_show_prompt_is_the_library_prompt_selection(db: Path) -> None:
    add_trip(db)
    with library(db) as mem:
        chat = mem.history(ALICE_KEYS)
        default = [m.to_dict() for m in chat.prompt()]
        narrow = [m.to_dict() for m in chat.prompt(relevant=1, last=1)]

    assert ok_json(run(db, "history", "show", *ALICE, "--prompt", "--json")) == default
    assert ok_json(run(db, "history", "show", *ALICE, "--prompt", "--relevant", "1", "--last", "1", "--json")) == narrow
    assert narrow[0]["role"] == "system"
    assert narrow[-1]["content"] == "Which month did I say?"


def test_show_of_a_conversation_without_messages_says_so(db: Path) -> None:
    assert (
        ok(run(db, "history", "show", *ALICE)) == "no messages (list the conversations with `toolmem history list`)\n"
    )
    assert ok_json(run(db, "history", "show", *ALICE, "--json")) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--last", "2", "--window", "40"], "give --last or --window, not both"),
        (["--relevant", "2"], "--relevant only applies with --prompt"),
        (["--window", "-1"], "Invalid value for '--window'"),
    ],
)
def test_show_with_conflicting_options_is_a_usage_error(db: Path, args: list[str], message: str) -> None:
    result = run(db, "history", "show", *ALICE, *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert message in result.stderr


# isolation, list -------------------------------------------------------------------------------
def test_conversations_with_different_keys_are_kept_apart(db: Path) -> None:
    add_trip(db)
    ok(run(db, "history", "add", *BOB, "Book me a train to Porto."))
    ok(run(db, "history", "add", *BOB, "In the morning, please."))

    alice = ok_json(run(db, "history", "show", *ALICE, "--json"))
    bob = ok_json(run(db, "history", "show", *BOB, "--json"))
    bob_hits = ok_json(run(db, "history", "search", "Lisbon", *BOB, "--json"))

    assert [m["content"] for m in alice] == [text for _, text in TRIP]
    assert [m["content"] for m in bob] == ["Book me a train to Porto.", "In the morning, please."]
    # the current message (Bob's latest) is left out of search, as the docs say
    assert [hit["message"]["content"] for hit in bob_hits] == ["Book me a train to Porto."]


def test_list_json_prints_the_contexts_most_recent_first_and_filters_by_keys(db: Path) -> None:
    add_trip(db)
    ok(run(db, "history", "add", *BOB, "Book me a train to Porto."))

    everything = ok_json(run(db, "history", "list", "--json"))
    alice_only = ok_json(run(db, "history", "list", "--key", "user=42", "--json"))
    second = ok_json(run(db, "history", "list", "--limit", "1", "--offset", "1", "--json"))

    with library(db) as mem:
        assert everything == [info.to_dict() for info in mem.history.list()]
    assert [(c["keys"], c["messages"]) for c in everything] == [
        ({"user": "43", "chat": "telegram:991"}, 1),
        (ALICE_KEYS, len(TRIP)),
    ]
    assert alice_only == everything[1:]
    assert second == everything[1:]


def test_list_prints_one_line_per_conversation(db: Path) -> None:
    assert ok(run(db, "history", "list")) == "no conversations\n"
    add_trip(db)

    lines = ok(run(db, "history", "list")).splitlines()

    assert lines[0] == "updated  messages  keys"
    assert re.fullmatch(rf"\d+s ago +{len(TRIP)}  chat=telegram:991 user=42", lines[1])  # keys sorted by name
    assert len(lines) == 2


def test_list_with_a_bad_key_is_a_usage_error(db: Path) -> None:
    result = run(db, "history", "list", "--key", "user")

    assert (result.exit_code, result.stdout) == (2, "")
    assert "expected NAME=VALUE, got 'user'" in result.stderr


# search ----------------------------------------------------------------------------------------
def test_search_json_prints_the_library_hits_without_the_system_message(db: Path) -> None:
    add_trip(db)
    with library(db) as mem:
        expected = [hit.to_dict() for hit in mem.history(ALICE_KEYS).search("hotel near the river", 3)]

    hits = ok_json(run(db, "history", "search", "hotel near the river", *ALICE, "-k", "3", "--json"))

    assert hits == expected
    assert len(hits) == 3
    assert hits[0]["message"]["content"] == TRIP[3][1]
    assert all(hit["message"]["role"] != "system" for hit in hits)


def test_search_prints_a_table_of_hits_with_scores(db: Path) -> None:
    add_trip(db)
    with library(db) as mem:
        (best,) = mem.history(ALICE_KEYS).search("hotel near the river", 1)

    lines = ok(run(db, "history", "search", "hotel near the river", *ALICE, "-k", "1")).splitlines()

    assert lines == [
        "#  score  id  role  content",
        f"1  {best.score:.3f}  {best.message.id:>2}  user  {TRIP[3][1]}",
    ]


def test_search_of_an_empty_conversation_finds_nothing(db: Path) -> None:
    assert ok(run(db, "history", "search", "anything", *ALICE)) == "no matching messages\n"
    assert ok_json(run(db, "history", "search", "anything", *ALICE, "--json")) == []


# delete ----------------------------------------------------------------------------------------
def test_delete_removes_the_conversation_and_reports_how_many_messages_it_held(db: Path) -> None:
    add_trip(db)
    ok(run(db, "history", "add", *BOB, "Book me a train to Porto."))

    assert ok(run(db, "history", "delete", *ALICE)) == f"deleted {len(TRIP)} message(s)\n"
    assert ok_json(run(db, "history", "show", *ALICE, "--json")) == []
    assert [c["keys"]["user"] for c in ok_json(run(db, "history", "list", "--json"))] == ["43"]


def test_delete_json_prints_the_count(db: Path) -> None:
    add_trip(db)

    assert ok_json(run(db, "history", "delete", *ALICE, "--json")) == {"deleted": len(TRIP)}


def test_deleting_a_conversation_without_messages_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "history", "delete", *ALICE, "--json")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (
        "error: no such conversation: user=42 chat=telegram:991 holds no messages "
        "(list them with `toolmem history list`)\n"
    )
