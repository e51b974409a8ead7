from pathlib import Path

import pytest

from toolmem.corpus.symbols import language_of
from toolmem.corpus.symbols.files import iter_source_files, read_source
from toolmem.errors import ConfigError


def make(root: Path, *relative: str, text: str = "x = 1\n") -> None:
    for name in relative:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def listed(root: Path, **kwargs: int) -> list[str]:
    return [path.relative_to(root).as_posix() for path in iter_source_files(root, **kwargs)]


@pytest.mark.parametrize(
    ("path", "language"),
    [
        ("a.py", "python"),
        ("stubs/a.pyi", "python"),
        ("a.js", "javascript"),
        ("a.mjs", "javascript"),
        ("a.cjs", "javascript"),
        ("a.jsx", "javascript"),
        ("a.ts", "typescript"),
        ("a.tsx", "tsx"),
        ("a.go", "go"),
        ("a.rs", "rust"),
        ("A.java", "java"),
        ("a.c", "c"),
        ("a.hpp", "cpp"),
        ("run.sh", "shell"),
        ("README.md", "markdown"),
        ("CONFIG.YML", "yaml"),
        ("notes.txt", "text"),
        ("data.json", None),
        ("image.png", None),
        ("Makefile", None),
    ],
)
def test_language_of_reads_the_suffix(path: str, language: str | None) -> None:
    assert language_of(path) == language


def test_files_are_listed_in_sorted_order_and_unknown_suffixes_are_skipped(tmp_path: Path) -> None:
    make(tmp_path, "b.py", "a/z.go", "a/b/c.rs", "README.md", "logo.svg", "data.json")

    assert listed(tmp_path) == ["README.md", "a/b/c.rs", "a/z.go", "b.py"]


def test_hidden_files_and_dependency_and_build_folders_are_skipped(tmp_path: Path) -> None:
    make(
        tmp_path,
        "keep.py",
        ".hidden.py",
        ".git/hooks/x.sh",
        "node_modules/lib/index.js",
        "__pycache__/m.py",
        "venv/lib/x.py",
        ".venv/lib/x.py",
        "build/out.py",
        "dist/out.py",
        "target/debug/build.rs",
        "lib/site-packages/p.py",
        "toolmem.egg-info/SOURCES.txt",
        "src/keep.ts",
    )

    assert listed(tmp_path) == ["keep.py", "src/keep.ts"]


def test_large_and_binary_files_are_skipped(tmp_path: Path) -> None:
    make(tmp_path, "small.py", text="x = 1\n")
    make(tmp_path, "large.py", text="x = 1\n" * 100)
    (tmp_path / "binary.py").write_bytes(b"x = 1\n\0\1\2")

    assert listed(tmp_path, max_bytes=100) == ["small.py"]


def test_the_top_level_gitignore_is_honoured(tmp_path: Path) -> None:
    make(tmp_path, "app.py", "debug.log.txt", "keep.log.txt", "generated/x.py", "src/generated/y.py", "src/z.py")
    (tmp_path / ".gitignore").write_text("*.log.txt\n!keep.log.txt\n/generated/\n", encoding="utf-8")

    assert listed(tmp_path) == ["app.py", "keep.log.txt", "src/generated/y.py", "src/z.py"]


def test_symbolic_links_are_not_followed(tmp_path: Path) -> None:
    make(tmp_path, "real/a.py")
    (tmp_path / "link").symlink_to(tmp_path / "real", target_is_directory=True)
    (tmp_path / "b.py").symlink_to(tmp_path / "real" / "a.py")

    assert listed(tmp_path) == ["real/a.py"]


def test_a_file_root_is_yielded_alone_whatever_its_suffix(tmp_path: Path) -> None:
    make(tmp_path, "Dockerfile")

    assert list(iter_source_files(tmp_path / "Dockerfile")) == [tmp_path / "Dockerfile"]


def test_a_binary_file_root_is_not_yielded(tmp_path: Path) -> None:
    (tmp_path / "blob.py").write_bytes(b"\0")

    assert list(iter_source_files(tmp_path / "blob.py")) == []


def test_a_missing_root_or_a_bad_size_limit_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such file or directory"):
        list(iter_source_files(tmp_path / "missing"))
    with pytest.raises(ConfigError, match="max_bytes: must be at least 1, got 0"):
        list(iter_source_files(tmp_path, max_bytes=0))


def test_read_source_decodes_utf8_and_drops_a_bom(tmp_path: Path) -> None:
    (tmp_path / "bom.py").write_bytes("\ufeffname = 'é'\n".encode())

    assert read_source(tmp_path / "bom.py") == "name = 'é'\n"


def test_read_source_gives_none_for_undecodable_or_unreadable_files(tmp_path: Path) -> None:
    (tmp_path / "latin1.py").write_bytes("name = 'é'\n".encode("latin-1"))

    assert read_source(tmp_path / "latin1.py") is None
    assert read_source(tmp_path / "missing.py") is None
