import pytest

from toolmem.records import Tool
from toolmem.text.tool_texts import bm25_text, dense_text, name_words, plain_text, route_words, summary, tool_summary

GITHUB_LIKE = Tool(
    id="github.pulls/create",
    name="pulls/create",
    description="Create a pull request. Draft pull requests are available in public repositories. " * 8,
    parameters={"type": "object", "properties": {"title": {"type": "string"}, "head": {"type": "string"}}},
    tags=("pulls",),
    metadata={"summary": "Create a pull request", "method": "POST", "path": "/repos/{owner}/{repo}/pulls"},
)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ('<p>Creates a <a href="/docs/customers">customer</a>.</p>', "Creates a customer."),
        ("[Get an Artist](https://developer.spotify.com/web-api/get-artist/)", "Get an Artist"),
        ("Use **bold** and `code` &amp; see https://example.com/x for more", "Use bold and code & see for more"),
        ("# Title\n\n- one\n- two", "Title one two"),
        ("", ""),
    ],
)
def test_html_markdown_and_urls_are_reduced_to_their_words(given: str, expected: str) -> None:
    assert plain_text(given) == expected


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("pulls/create-review", "pulls create review"),
        ("getWeather_forecast", "get Weather forecast"),
        ("drive.files.list", "drive files list"),
        ("GET /users/{user_id}/playlists", "GET users user id playlists"),
        ("YituTech/conv-bert-base", "Yitu Tech conv bert base"),
    ],
)
def test_names_are_split_into_words(name: str, words: str) -> None:
    assert name_words(name) == words


def test_a_summary_is_cut_after_the_sentence_that_passes_the_limit_and_a_short_text_is_kept_whole() -> None:
    text = "First sentence here. Second one follows. Third is last."

    assert summary(text, limit=10) == "First sentence here."
    assert summary(text, limit=25) == "First sentence here. Second one follows."
    assert summary(text) == text


def test_an_operation_is_embedded_by_its_own_summary_alone() -> None:
    assert tool_summary(GITHUB_LIKE) == "Create a pull request"
    assert dense_text(GITHUB_LIKE) == "Create a pull request"


def test_other_tools_are_embedded_by_name_words_and_summary() -> None:
    long = Tool(id="t", name="send_sms", description="Send a text message. " + "More detail. " * 40)
    bare = Tool(id="b", name="ping", parameters={"type": "object", "properties": {"hostName": {"type": "string"}}})

    assert dense_text(long).startswith("send sms: Send a text message. More detail.")
    assert len(dense_text(long)) < 240
    assert dense_text(bare) == "ping: parameters host Name"


def test_the_keyword_text_weighs_name_and_summary_over_the_long_tail() -> None:
    lines = bm25_text(GITHUB_LIKE).split("\n")

    assert lines[:3] == ["pulls create", "pulls create", "Create a pull request"]
    assert lines[3].startswith("Create a pull request. Draft pull requests")
    assert lines[4:] == ["Parameters: title, head", "Tags: pulls", "create repos owner repo pulls"]


def test_the_route_of_an_operation_is_its_verb_and_path_in_words() -> None:
    assert route_words({"method": "DELETE", "path": "/files/{file_id}"}) == "delete files file id"
    assert route_words({"method": "PUT", "path": "/me/tracks"}) == "replace me tracks"
    assert route_words({}) == ""
