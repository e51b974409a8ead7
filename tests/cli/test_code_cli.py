"""``toolmem code ...`` through the real CLI on a SQLite file with the hash embedder."""

from pathlib import Path

import pytest
from cli_helpers import library, ok, ok_json, run

GEOMETRY = '''"""Shapes."""


def circle_area(radius):
    """The area of a circle of this radius."""
    return 3.14159 * radius * radius


class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def perimeter(self):
        """The length of the rectangle's border."""
        return 2 * (self.width + self.height)
'''
NETWORK = '''def fetch_with_retry(url, attempts=3):
    """Download a URL, retrying with exponential backoff when the request fails."""
    for attempt in range(attempts):
        try:
            return download(url)
        except IOError:
            sleep(2 ** attempt)
'''
TEXT = "Run the tests with pytest and build the docs with sphinx.\n"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "toolmem.db"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A small repository: two Python modules (one in a package) and a text file."""
    root = tmp_path / "shapes"
    (root / "net").mkdir(parents=True)
    (root / "geometry.py").write_text(GEOMETRY, encoding="utf-8")
    (root / "net" / "client.py").write_text(NETWORK, encoding="utf-8")
    (root / "NOTES.txt").write_text(TEXT, encoding="utf-8")
    return root


def files(db: Path, repo: str | None = None) -> list[str]:
    with library(db) as mem:
        return [info.id for info in mem.code.list(repo)]


# index -----------------------------------------------------------------------------------------
def test_index_json_reports_every_file_as_changed_the_first_time(db: Path, tree: Path) -> None:
    report = ok_json(run(db, "code", "index", str(tree), "--json"))

    with library(db) as mem:
        chunks = sum(info.chunks for info in mem.code.list())
    assert report == {
        "documents": 3,
        "changed": 3,
        "unchanged": 0,
        "removed": 0,
        "chunks": chunks,
        "embedded": chunks,
        "ids": ["shapes/NOTES.txt", "shapes/geometry.py", "shapes/net/client.py"],
        "skipped": {},
    }
    assert files(db) == ["shapes/NOTES.txt", "shapes/geometry.py", "shapes/net/client.py"]


def test_index_again_after_a_change_touches_only_the_changed_file_and_drops_the_removed_one(
    db: Path, tree: Path
) -> None:
    ok(run(db, "code", "index", str(tree), "--repo", "shapes"))
    (tree / "geometry.py").write_text(GEOMETRY + "\n\ndef square_area(side):\n    return side * side\n")
    (tree / "NOTES.txt").unlink()

    report = ok_json(run(db, "code", "index", str(tree), "--repo", "shapes", "--json"))

    with library(db) as mem:
        geometry_chunks = mem.code.list("shapes")[0].chunks
    assert {key: value for key, value in report.items() if key != "embedded"} == {
        "documents": 2,
        "changed": 1,
        "unchanged": 1,
        "removed": 1,
        "chunks": geometry_chunks,
        "ids": ["shapes/geometry.py"],
        "skipped": {},
    }
    assert 1 <= report["embedded"] < geometry_chunks  # the unchanged symbols keep their vectors
    assert files(db) == ["shapes/geometry.py", "shapes/net/client.py"]


def test_index_prints_a_summary_line(db: Path, tree: Path) -> None:
    first = ok(run(db, "code", "index", str(tree)))
    again = ok(run(db, "code", "index", str(tree)))

    with library(db) as mem:
        chunks = sum(info.chunks for info in mem.code.list())
    assert first == (
        f"indexed 3 files: 3 changed, 0 unchanged, 0 removed, 0 skipped; {chunks} symbols written ({chunks} embedded)\n"
    )
    assert again == "indexed 3 files: 0 changed, 3 unchanged, 0 removed, 0 skipped; 0 symbols written (0 embedded)\n"


def test_index_names_the_files_it_skipped(db: Path, tree: Path) -> None:
    (tree / "latin1.py").write_bytes(b"# caf\xe9\nx = 1\n")

    printed = ok(run(db, "code", "index", str(tree)))
    report = ok_json(run(db, "code", "index", str(tree), "--json"))

    assert printed.splitlines()[-1] == "skipped shapes/latin1.py: not UTF-8 text"
    assert report["skipped"] == {"shapes/latin1.py": "not UTF-8 text"}


def test_index_of_a_missing_path_is_a_usage_error(db: Path, tmp_path: Path) -> None:
    result = run(db, "code", "index", str(tmp_path / "nowhere"))

    assert (result.exit_code, result.stdout) == (2, "")
    assert "does not exist" in result.stderr


def test_index_with_a_bad_repo_name_exits_1_with_one_error_line(db: Path, tree: Path) -> None:
    result = run(db, "code", "index", str(tree), "--repo", "a/b")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr.startswith("error: repo: must be a non-empty name without '/'")
    assert result.stderr.count("\n") == 1
    assert files(db) == []


# search ----------------------------------------------------------------------------------------
def test_search_json_prints_the_library_hits_with_their_code(db: Path, tree: Path) -> None:
    ok(run(db, "code", "index", str(tree)))
    with library(db) as mem:
        expected = [hit.to_dict() for hit in mem.code.search("retry a download with exponential backoff", 2)]

    hits = ok_json(run(db, "code", "search", "retry a download with exponential backoff", "-k", "2", "--json"))

    assert hits == expected
    assert {key: hits[0][key] for key in ("rank", "file", "symbol", "kind", "start_line", "end_line", "language")} == {
        "rank": 1,
        "file": "shapes/net/client.py",
        "symbol": "fetch_with_retry",
        "kind": "function",
        "start_line": 1,
        "end_line": 7,
        "language": "python",
    }
    assert hits[0]["code"] == NETWORK.rstrip("\n")


def test_search_prints_one_line_per_symbol_with_its_kind_place_and_name(db: Path, tree: Path) -> None:
    ok(run(db, "code", "index", str(tree)))
    with library(db) as mem:
        (best,) = mem.code.search("length of the rectangle border", 1)

    lines = ok(run(db, "code", "search", "length of the rectangle border", "-k", "1")).splitlines()

    assert lines == [
        "#  score  kind    where                     symbol",
        f"1  {best.score:.3f}  method  shapes/geometry.py:14-16  Rectangle.perimeter",
    ]


def test_search_with_code_prints_each_symbol_and_its_source(db: Path, tree: Path) -> None:
    ok(run(db, "code", "index", str(tree)))
    with library(db) as mem:
        (best,) = mem.code.search("area of a circle", 1)

    printed = ok(run(db, "code", "search", "area of a circle", "-k", "1", "--code"))

    assert printed == (
        f"1. shapes/geometry.py:4-6  circle_area (function, score {best.score:.4f})\n"
        "def circle_area(radius):\n"
        '    """The area of a circle of this radius."""\n'
        "    return 3.14159 * radius * radius\n"
    )


def test_search_filters_by_repo_and_language(db: Path, tree: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "area.py").write_text("def area_of_circle(r):\n    return 3.14 * r * r\n", encoding="utf-8")
    ok(run(db, "code", "index", str(tree)))
    ok(run(db, "code", "index", str(other)))

    def found(*args: str) -> list[str]:
        return sorted({hit["file"] for hit in ok_json(run(db, "code", "search", "area", "-k", "20", *args, "--json"))})

    assert found("--repo", "other") == ["other/area.py"]
    assert found("--repo", "shapes", "--language", "python") == ["shapes/geometry.py", "shapes/net/client.py"]
    assert found("--language", "text") == ["shapes/NOTES.txt"]
    assert found("--repo", "shapes", "--language", "cobol") == []


def test_search_in_a_repository_that_is_not_indexed_fails_naming_the_indexed_ones(db: Path, tree: Path) -> None:
    ok(run(db, "code", "index", str(tree)))
    ok(run(db, "code", "index", str(tree / "geometry.py"), "--repo", "single"))

    result = run(db, "code", "search", "area", "--repo", "nonexistent")

    assert (result.exit_code, result.stdout, result.stderr) == (
        1,
        "",
        "error: no repository 'nonexistent' is indexed; the indexed ones: shapes, single\n",
    )


def test_list_of_a_repository_that_is_not_indexed_fails_naming_the_indexed_ones(db: Path, tree: Path) -> None:
    ok(run(db, "code", "index", str(tree)))

    result = run(db, "code", "list", "--repo", "shape")

    assert (result.exit_code, result.stdout, result.stderr) == (
        1,
        "",
        "error: no repository 'shape' is indexed; the indexed ones: shapes\n",
    )


def test_search_without_indexed_code_fails_saying_how_to_index_some(db: Path) -> None:
    message = "error: workspace 'default' has no indexed code yet; index a tree with `toolmem code index PATH`\n"

    for extra in ([], ["--code"], ["--json"]):
        result = run(db, "code", "search", "anything", *extra)

        assert (result.exit_code, result.stdout, result.stderr) == (1, "", message)


# list, remove ----------------------------------------------------------------------------------
def test_list_prints_the_indexed_files_as_a_table_and_json(db: Path, tree: Path, tmp_path: Path) -> None:
    assert ok(run(db, "code", "list")) == "no indexed files: index a tree with `toolmem code index PATH`\n"
    ok(run(db, "code", "index", str(tree)))
    ok(run(db, "code", "index", str(tree / "geometry.py"), "--repo", "single"))

    everything = ok_json(run(db, "code", "list", "--json"))
    shapes = ok_json(run(db, "code", "list", "--repo", "shapes", "--json"))
    lines = ok(run(db, "code", "list", "--repo", "single")).splitlines()

    with library(db) as mem:
        assert everything == [info.to_dict() for info in mem.code.list()]
    assert [info["id"] for info in everything] == [
        "shapes/NOTES.txt",
        "shapes/geometry.py",
        "shapes/net/client.py",
        "single/geometry.py",
    ]
    assert shapes == everything[:3]
    geometry = everything[3]
    assert lines == [
        "language  symbols  tokens  file",
        f"python    {geometry['chunks']:>7}  {geometry['tokens']:>6}  single/geometry.py",
    ]


def test_remove_forgets_a_repository(db: Path, tree: Path, tmp_path: Path) -> None:
    ok(run(db, "code", "index", str(tree)))
    ok(run(db, "code", "index", str(tree / "geometry.py"), "--repo", "single"))

    assert ok(run(db, "code", "remove", "shapes")) == "removed shapes (3 files)\n"
    assert ok_json(run(db, "code", "remove", "single", "--json")) == {"repo": "single", "removed": 1}
    assert files(db) == []


def test_remove_of_an_unknown_repository_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "code", "remove", "nothing")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == "error: no repository 'nothing' is indexed; list the files with `toolmem code list`\n"
