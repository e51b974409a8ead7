"""Code memory on a real SQLite store: indexing a tree by symbol, re-indexing, searching."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from toolmem import CodeHit, ConfigError, IndexReport, IngestError, ValidationError

GEOMETRY = '''"""Shapes."""

import math


def circle_area(radius):
    """Compute the area of a circle from its radius."""
    return math.pi * radius ** 2


class Rectangle:
    """An axis-aligned rectangle."""

    def __init__(self, width, height):
        self.width = width
        self.height = height

    def perimeter(self):
        """Sum of the lengths of the four sides."""
        return 2 * (self.width + self.height)
'''

STRINGS = '''def shout(text):
    """Return the text in capital letters with an exclamation mark."""
    return text.upper() + "!"
'''


@pytest.fixture
def mem(db: str) -> Iterator[toolmem.Memory]:
    with toolmem.open(db, embedder="demo") as memory:
        yield memory


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "shapes"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "geometry.py").write_text(GEOMETRY, encoding="utf-8")
    (root / "pkg" / "strings.py").write_text(STRINGS, encoding="utf-8")
    (root / "README.md").write_text("# Shapes\n\nA tiny geometry library.\n", encoding="utf-8")
    (root / "__pycache__").mkdir()
    (root / "__pycache__" / "junk.py").write_text("def junk(): pass\n", encoding="utf-8")
    return root


def test_a_tree_is_indexed_by_symbol(mem: toolmem.Memory, repo: Path) -> None:
    report = mem.code.index(repo)
    assert (report.documents, report.changed, report.unchanged, report.removed) == (3, 3, 0, 0)
    assert report.embedded == report.chunks
    assert [d.id for d in mem.code.list()] == ["shapes/README.md", "shapes/pkg/geometry.py", "shapes/pkg/strings.py"]
    hit = mem.code.search("sum of the lengths of the four sides", k=1)[0]
    assert hit == CodeHit(
        file="shapes/pkg/geometry.py",
        symbol="Rectangle.perimeter",
        kind="method",
        start_line=18,
        end_line=20,
        code=(
            "    def perimeter(self):\n"
            '        """Sum of the lengths of the four sides."""\n'
            "        return 2 * (self.width + self.height)"
        ),
        score=hit.score,
        rank=1,
        language="python",
        path=str(repo / "pkg" / "geometry.py"),
    )
    assert hit.lines == (18, 20)


def test_re_indexing_touches_only_changed_files(mem: toolmem.Memory, repo: Path) -> None:
    mem.code.index(repo)
    assert mem.code.index(repo) == IndexReport(documents=3, unchanged=3)
    (repo / "pkg" / "strings.py").write_text(
        STRINGS + '\n\ndef whisper(text):\n    """Return the text in small letters."""\n    return text.lower()\n',
        encoding="utf-8",
    )
    report = mem.code.index(repo)
    assert (report.changed, report.unchanged, report.removed, report.ids) == (1, 2, 0, ("shapes/pkg/strings.py",))
    assert report.chunks == 2  # both symbols of the changed file are written again ...
    assert report.embedded == 1  # ... but only the new one is embedded
    assert mem.code.search("small letters", k=1)[0].symbol == "whisper"


def test_deleted_files_disappear_from_the_index(mem: toolmem.Memory, repo: Path) -> None:
    mem.code.index(repo)
    (repo / "pkg" / "strings.py").unlink()
    report = mem.code.index(repo)
    assert (report.documents, report.removed, report.changed) == (2, 1, 0)
    assert all(hit.file != "shapes/pkg/strings.py" for hit in mem.code.search("capital letters exclamation", k=10))


def test_search_filters_by_repository_and_language(mem: toolmem.Memory, repo: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "area.py").write_text('def square_area(side):\n    """Area of a square."""\n    return side * side\n')
    mem.code.index(repo)
    mem.code.index(other)
    assert {hit.file.split("/")[0] for hit in mem.code.search("area", k=10, repo="other")} == {"other"}
    assert {hit.language for hit in mem.code.search("geometry shapes", k=10, language="python")} == {"python"}
    assert mem.code.remove("other") == 1
    assert all(hit.file.split("/")[0] == "shapes" for hit in mem.code.search("area", k=10))


def test_a_single_file_can_be_indexed(mem: toolmem.Memory, repo: Path) -> None:
    report = mem.code.index(repo / "pkg" / "strings.py", repo="snippets")
    assert (report.documents, report.changed) == (1, 1)
    assert mem.code.search("capital letters", k=1)[0].file == "snippets/strings.py"


def test_the_standard_library_json_package_is_searchable(db: str) -> None:
    with toolmem.open(db, embedder="hash") as mem:
        report = mem.code.index(Path(json.__file__).parent, repo="json")
        assert report.changed == report.documents >= 4
        hits = mem.code.search("Serialize obj to a JSON formatted str", k=3)
        assert "dumps" in [h.symbol for h in hits]


def test_missing_paths_and_bad_arguments_are_refused(mem: toolmem.Memory, tmp_path: Path) -> None:
    with pytest.raises(IngestError, match="no such file"):
        mem.code.index(tmp_path / "absent")
    with pytest.raises(ConfigError, match="repo"):
        mem.code.index(tmp_path, repo="a/b")
    with pytest.raises(ValidationError, match="description"):
        mem.code.search(" ")
    assert mem.code.list() == []
