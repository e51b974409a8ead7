"""Damaged saved indexes (issue 24, finding 1): never a wrong answer, one warning, a rebuild.

A workspace of 3,000 tools saves its search index in a file under ``<db>.indexes/``. Bytes of that
file are flipped at random in its last 70% (where the vectors, BM25 postings and keys lie), or the
file is replaced by a directory, or the folder by a file; a fresh open of the database must rank
every query exactly as before, say once why it rebuilt, and leave a sound index for the next open.
"""

import logging
import random
from pathlib import Path

import pytest

import toolmem

WORDS = ["weather", "traffic", "stock", "email", "calendar", "music", "flight", "hotel", "recipe", "news", "map"]
QUERIES = [f"{a} {b} queries" for a in WORDS for b in WORDS[:4]]


def catalogue() -> list[dict[str, str]]:
    return [
        {
            "id": f"t{n}.{WORDS[n % len(WORDS)]}",
            "name": f"{WORDS[n % len(WORDS)]}_{n}",
            "description": f"{WORDS[n % len(WORDS)]} service {n} for {WORDS[n * 7 % len(WORDS)]} queries",
        }
        for n in range(3000)
    ]


def rankings(db: str) -> dict[str, list[tuple[str, float]]]:
    """Every query's top 20 with exact scores, from a fresh open of the database."""
    with toolmem.open(db, embedder="hash") as mem:
        return {query: [(hit.id, hit.score) for hit in mem.tools.search(query, k=20)] for query in QUERIES}


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes, dict[str, list[tuple[str, float]]]]:
    """A database whose tool index is saved in a file: the database, the file's bytes, the rankings."""
    folder = tmp_path_factory.mktemp("saved")
    db = folder / "toolmem.db"
    with toolmem.open(str(db), embedder="hash") as mem:
        mem.tools.add(catalogue())
    expected = rankings(str(db))  # the first search builds the index and saves it
    (index,) = (folder / "toolmem.db.indexes").iterdir()
    return db, index.read_bytes(), expected


@pytest.fixture
def db(saved: tuple[Path, bytes, dict[str, list[tuple[str, float]]]], tmp_path: Path) -> Path:
    """A copy of the saved database and its index folder for one test to damage."""
    source, payload, _ = saved
    copy = tmp_path / "toolmem.db"
    copy.write_bytes(source.read_bytes())
    folder = tmp_path / "toolmem.db.indexes"
    folder.mkdir()
    (folder / next((source.parent / "toolmem.db.indexes").iterdir()).name).write_bytes(payload)
    return copy


def index_file(db: Path) -> Path:
    (found,) = Path(f"{db}.indexes").iterdir()
    return found


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [record.getMessage() for record in caplog.records if record.levelno >= logging.WARNING]


@pytest.mark.parametrize(("flips", "seed"), [(8, 1), (8, 2), (8, 3), (200, 1), (200, 2)])
def test_flipped_bytes_in_a_saved_index_are_caught_by_its_checksum_and_the_index_is_rebuilt(
    saved: tuple[Path, bytes, dict[str, list[tuple[str, float]]]],
    db: Path,
    caplog: pytest.LogCaptureFixture,
    flips: int,
    seed: int,
) -> None:
    expected = saved[2]
    path = index_file(db)
    data = bytearray(path.read_bytes())
    rng = random.Random(seed)
    for _ in range(flips):
        data[rng.randrange(len(data) * 3 // 10, len(data))] ^= rng.randrange(1, 256)
    path.write_bytes(bytes(data))

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        first = rankings(str(db))
    damaged = warnings_of(caplog)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="toolmem"):
        second = rankings(str(db))

    assert first == expected
    assert len(damaged) == 1
    assert "checksum mismatch" in damaged[0]
    assert "rebuilding it from the store" in damaged[0]
    assert (second, warnings_of(caplog)) == (expected, [])  # the rebuilt index was saved again


def test_an_index_file_replaced_by_a_directory_is_rebuilt_and_kept_in_the_database(
    saved: tuple[Path, bytes, dict[str, list[tuple[str, float]]]], db: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = index_file(db)
    path.unlink()
    path.mkdir()

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        first = rankings(str(db))
    told = warnings_of(caplog)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="toolmem"):
        second = rankings(str(db))

    assert first == second == saved[2]
    assert any(str(path) in message and "Is a directory" in message for message in told), told
    assert warnings_of(caplog) == []


def test_an_index_folder_replaced_by_a_file_is_rebuilt_and_kept_in_the_database(
    saved: tuple[Path, bytes, dict[str, list[tuple[str, float]]]], db: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = Path(f"{db}.indexes")
    index_file(db).unlink()
    folder.rmdir()
    folder.write_text("not a folder")

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        first = rankings(str(db))
    told = warnings_of(caplog)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="toolmem"):
        second = rankings(str(db))

    assert first == second == saved[2]
    assert any(str(folder) in message and "Not a directory" in message for message in told), told
    assert warnings_of(caplog) == []
    assert folder.read_text() == "not a folder"
