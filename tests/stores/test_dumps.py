"""Dump files: bound to their workspace, never through a link, replaced whole."""

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from toolmem.errors import ConfigError, NotFoundError, PayloadTooLargeError, ValidationError
from toolmem.stores.dumps import DumpDirectory


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "dumps"
    folder.mkdir()
    return folder


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.jsonl").write_text('{"secret": true}\n')
    return folder


def test_a_workspace_s_file_is_named_after_it_in_the_directory_given(root: Path) -> None:
    dumps = DumpDirectory(root)

    assert dumps.write("w1", None, ['{"a": 1}', '{"b": 2}']) == 2
    assert dumps.write("w1", "team/a", ['{"c": 3}']) == 1

    assert (root / "w1.jsonl").read_text() == '{"a": 1}\n{"b": 2}\n'
    assert list(dumps.read("w1", "./")) == [(1, {"a": 1}), (2, {"b": 2})]
    assert list(dumps.read("w1", "team/a/w1.jsonl")) == [(1, {"c": 3})]
    assert list(dumps.read("w1", str(root / "team" / "a"))) == [(1, {"c": 3})]


@pytest.mark.parametrize("path", ["w2.jsonl", "sub/w2.jsonl", "w1.jsonl.jsonl", "x.jsonl"])
def test_another_workspace_s_file_is_never_read_or_written(root: Path, path: str) -> None:
    dumps = DumpDirectory(root)
    (root / "w2.jsonl").write_text('{"theirs": 1}\n')

    for attempt in (lambda: dumps.write("w1", path, ["{}"]), lambda: dumps.read("w1", path)):
        with pytest.raises(ConfigError, match=r"the dump of workspace 'w1' is named 'w1\.jsonl'"):
            attempt()

    assert (root / "w2.jsonl").read_text() == '{"theirs": 1}\n'


@pytest.mark.parametrize("path", ["..", "../x", "a/../../b", "/etc", "/tmp/w1.jsonl", "x\0y"])
def test_paths_leading_outside_are_refused(root: Path, path: str) -> None:
    dumps = DumpDirectory(root)

    with pytest.raises(ConfigError):
        dumps.write("w1", path, ["{}"])
    with pytest.raises(ConfigError):
        dumps.read("w1", path)


def test_a_link_to_a_directory_outside_is_not_followed(root: Path, outside: Path) -> None:
    (root / "link").symlink_to(outside)
    dumps = DumpDirectory(root)

    with pytest.raises(ConfigError, match="symbolic link"):
        dumps.write("w1", "link", ["{}"])
    with pytest.raises(ConfigError, match="symbolic link"):
        dumps.read("secret", "link")

    assert sorted(p.name for p in outside.iterdir()) == ["secret.jsonl"]


def test_a_link_at_the_file_s_name_is_replaced_not_written_through(root: Path, outside: Path) -> None:
    (root / "w1.jsonl").symlink_to(outside / "secret.jsonl")
    dumps = DumpDirectory(root)

    with pytest.raises(ConfigError, match="symbolic link"):
        dumps.read("w1", None)
    dumps.write("w1", None, ['{"mine": 1}'])

    assert not (root / "w1.jsonl").is_symlink()
    assert (root / "w1.jsonl").read_text() == '{"mine": 1}\n'
    assert (outside / "secret.jsonl").read_text() == '{"secret": true}\n'


def test_links_planted_at_every_old_temporary_name_change_nothing_outside(root: Path, outside: Path) -> None:
    for name in (".w1.jsonl.partial", "w1.jsonl.partial", ".w1.jsonl.tmp"):
        (root / name).symlink_to(outside / "secret.jsonl")
    dumps = DumpDirectory(root)

    dumps.write("w1", None, ['{"mine": 1}'])

    assert (outside / "secret.jsonl").read_text() == '{"secret": true}\n'
    leftovers = sorted(p.name for p in root.iterdir() if not p.is_symlink())
    assert leftovers == ["w1.jsonl"]


def test_a_directory_swapped_for_a_link_while_dumping_is_never_written_through(root: Path, outside: Path) -> None:
    """The race: a directory on the path becomes a link between the check and the use."""
    dumps = DumpDirectory(root)
    (root / "team").mkdir()
    stop = threading.Event()

    def swap() -> None:
        while not stop.is_set():
            try:
                os.rename(root / "team", root / "team.old")
                (root / "team").symlink_to(outside)
                os.unlink(root / "team")
                os.rename(root / "team.old", root / "team")
            except OSError:
                continue

    swapper = threading.Thread(target=swap)
    swapper.start()
    try:
        outcomes = set()
        for _ in range(300):
            try:
                dumps.write("w1", "team", ['{"mine": 1}'])
                outcomes.add("written")
            except (ConfigError, NotFoundError):
                outcomes.add("refused")
    finally:
        stop.set()
        swapper.join()

    assert outcomes <= {"written", "refused"}
    assert sorted(p.name for p in outside.iterdir()) == ["secret.jsonl"]
    assert (outside / "secret.jsonl").read_text() == '{"secret": true}\n'


def test_a_fifo_is_refused_without_blocking(root: Path) -> None:
    os.mkfifo(root / "w1.jsonl")

    with pytest.raises(ConfigError, match="not a regular file"):
        DumpDirectory(root).read("w1", None)


def test_a_missing_file_or_directory_is_not_found(root: Path, tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        DumpDirectory(root).read("w1", None)
    with pytest.raises(NotFoundError):
        DumpDirectory(root).read("w1", "nowhere")
    with pytest.raises(NotFoundError):
        DumpDirectory(tmp_path / "never-created").read("w1", None)


def test_a_byte_order_mark_is_accepted_and_bad_content_is_named_by_line(root: Path) -> None:
    dumps = DumpDirectory(root)
    (root / "w1.jsonl").write_bytes(b'\xef\xbb\xbf{"a": 1}\n\n[1]\n')

    with pytest.raises(ValidationError) as caught:
        list(dumps.read("w1", None))
    assert str(caught.value) == "line 3: must be a JSON object"

    (root / "w1.jsonl").write_bytes(b'{"a": "\xff"}\n')
    with pytest.raises(ValidationError, match="is not UTF-8 text"):
        dumps.read("w1", None)


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(root: Path) -> None:
    (root / "w1.jsonl").write_text('{"a": "' + "x" * 100 + '"}\n')

    with pytest.raises(PayloadTooLargeError):
        DumpDirectory(root, max_bytes=50).read("w1", None)


def test_a_failed_dump_leaves_the_old_file_and_no_temporary_file(root: Path) -> None:
    dumps = DumpDirectory(root)
    dumps.write("w1", None, ['{"old": 1}'])

    def failing() -> Iterator[str]:
        yield '{"new": 1}'
        raise RuntimeError("the source failed half-way")

    with pytest.raises(RuntimeError):
        dumps.write("w1", None, failing())

    assert [p.name for p in root.iterdir()] == ["w1.jsonl"]
    assert (root / "w1.jsonl").read_text() == '{"old": 1}\n'
