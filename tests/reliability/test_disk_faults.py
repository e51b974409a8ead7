"""A full disk and a read-only disk (issue 24, findings 2 and 6), through the real server.

The disks are real: a small tmpfs that fills up, and a read-only bind mount, each made in a
private mount namespace of the server's process (see ``mounts``). A full disk answers writes 503
with SQLite's own message and keeps every read working, search included; a read-only database
serves every read, search included, from the CLI and the server, and refuses writes with 503.
"""

import subprocess
from pathlib import Path

import httpx

import live_server
import toolmem
from mounts import read_only, small_disk

TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city: rain and wind."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a colleague."},
]
CALLS = [
    {"tool_id": "weather.forecast", "request": "will it rain in Porto tomorrow", "output": "showers"},
    {"tool_id": "mail.send", "request": "mail my boss the report", "output": "sent"},
]


def filler(batch: int) -> list[dict[str, str]]:
    return [
        {"id": f"filler{batch}.{n}", "name": f"filler_{n}", "description": f"Filler {batch} {n} " + "words " * 300}
        for n in range(200)
    ]


def test_a_full_disk_is_503_with_sqlite_s_message_and_every_read_still_answers(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    with (
        live_server.serving(str(disk / "toolmem.db"), prefix=small_disk(disk, "2m")) as (url, _),
        httpx.Client(base_url=f"{url}/v1/workspaces/w1", timeout=60) as client,
    ):
        assert client.post("/tools", json=TOOLS).status_code == 200
        assert client.post("/calls", json=CALLS).status_code == 200  # requests the prior embeds on search
        statuses = [client.post("/tools", json=filler(batch)).status_code for batch in range(12)]
        full = client.post("/tools", json=filler(99))

        found = client.post("/tools/search", json={"query": "rain in Porto", "k": 1})
        listed = client.get("/tools", params={"limit": 2})
        calls = client.get("/calls")
        stats = client.get("/tools/weather.forecast/stats")

    assert set(statuses) == {200, 503}, statuses
    assert full.status_code == 503, full.text
    assert full.json()["error"]["code"] == "store_unavailable"
    assert "database or disk is full" in full.json()["error"]["message"]
    assert (found.status_code, listed.status_code, calls.status_code, stats.status_code) == (200, 200, 200, 200)
    assert [hit["id"] for hit in found.json()["hits"]] == ["weather.forecast"]
    assert len(calls.json()["items"]) == 2
    assert stats.json()["calls"] == 1


READS = [
    ("POST", "/tools/search", {"query": "rain in Porto", "k": 1}),
    ("GET", "/tools", None),
    ("GET", "/tools/weather.forecast", None),
    ("GET", "/tools/weather.forecast/stats", None),
    ("GET", "/tools/weather.forecast/guidelines", None),
    ("GET", "/tools/weather.forecast/saved-guidelines", None),
    ("GET", "/tools/weather.forecast/schema", None),
    ("GET", "/tools/export", None),
    ("GET", "/calls", None),
    ("GET", "/calls/stats", None),
    ("GET", "/calls/timeline", None),
    ("GET", "/calls/trends", None),
    ("GET", "/summary", None),
    ("GET", "/plans", None),
    ("POST", "/plans/lookup", {"request": "will it rain in Porto tomorrow"}),
    ("GET", "/plans/events", None),
    ("GET", "/plans/timeline", None),
    ("GET", "/history", None),
    ("POST", "/history/read", {"keys": {"user": "1"}}),
    ("POST", "/history/search", {"keys": {"user": "1"}, "query": "report"}),
    ("POST", "/history/prompt", {"keys": {"user": "1"}}),
    ("GET", "/documents", None),
    ("POST", "/documents/search", {"query": "returns"}),
    ("GET", "/code", None),
    ("POST", "/code/search", {"description": "parse a date"}),
]


def build(db: str) -> None:
    """A workspace whose search index is big enough to be saved, calls whose requests have no
    vector yet (the first search embeds them and would write them back), a plan, a conversation
    and a document."""
    catalogue = [
        {"id": f"op{n}", "name": f"operation_{n}", "description": f"Routine operation number {n}."} for n in range(2100)
    ]
    with toolmem.open(db, workspace="w1", embedder="hash") as mem:
        mem.tools.add(TOOLS + catalogue)
        for call in CALLS:
            mem.calls.record(**call)
        mem.plans.store(CALLS[0]["request"], [{"tool_id": "weather.forecast", "arguments": {"city": "Porto"}}])
        mem.history({"user": "1"}).user("Please mail my boss the report.")
        mem.docs.add("# Returns\n\nItems can be returned within 30 days.", doc_id="returns")


def test_a_read_only_database_serves_every_read_including_search_and_refuses_writes_with_503(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "readonly"
    db = str(folder / "toolmem.db")
    build(db)
    with (
        live_server.serving(db, prefix=read_only(folder)) as (url, _),
        httpx.Client(base_url=f"{url}/v1/workspaces/w1", timeout=60) as client,
    ):
        reads = {path: client.request(method, path, json=body) for method, path, body in READS}
        retrieved = client.post(f"{url}/retrieve_tool_memory", json={"workspace_id": "w1", "tool_names": "mail.send"})
        write = client.post("/calls", json=CALLS[0])

    assert {path: answer.status_code for path, answer in reads.items()} == {path: 200 for _, path, _ in READS}
    assert [hit["id"] for hit in reads["/tools/search"].json()["hits"]] == ["weather.forecast"]
    assert reads["/plans/lookup"].json()["hit"]["steps"][0]["tool_id"] == "weather.forecast"
    assert reads["/tools/weather.forecast/stats"].json()["calls"] == 1
    assert retrieved.json()["success"] is True
    assert write.status_code == 503
    assert "readonly database" in write.json()["error"]["message"]


def test_the_cli_searches_a_read_only_database(tmp_path: Path) -> None:
    folder = tmp_path / "readonly"
    db = str(folder / "toolmem.db")
    build(db)
    command = [live_server.TOOLMEM, "--db", db, "-w", "w1", "--embedder", "hash", "tools", "search", "rain in Porto"]

    searched = subprocess.run(
        [*read_only(folder), *command, "--json"], capture_output=True, text=True, env=live_server.environment()
    )

    assert searched.returncode == 0, searched.stderr
    assert '"weather.forecast"' in searched.stdout.splitlines()[0] + searched.stdout
