import io
import re
from pathlib import Path

import pytest

import toolmem
from toolmem.progress import Progress, Stage, TextProgress, eta, resolve


class Terminal(io.StringIO):
    """A text stream that says it is a terminal, as standard error is in a shell."""

    def isatty(self) -> bool:
        return True


def test_nothing_and_false_mean_no_report_and_a_callback_is_used_as_it_is() -> None:
    def callback(stage: str, done: int, total: int | None) -> None:
        pass

    assert (resolve(None), resolve(False), resolve(callback)) == (None, None, callback)


def test_true_means_the_plain_bar_on_standard_error() -> None:
    assert isinstance(resolve(True), TextProgress)


def test_a_stage_announces_its_total_then_counts_up() -> None:
    seen: list[tuple[str, int, int | None]] = []
    counter = Stage(lambda stage, done, total: seen.append((stage, done, total)), "embedding tools", 5)

    counter.advance(2)
    counter.advance(3)

    assert seen == [("embedding tools", 0, 5), ("embedding tools", 2, 5), ("embedding tools", 5, 5)]


def test_a_stage_without_a_callback_only_counts() -> None:
    counter = Stage(None, "reading files", None)
    counter.advance()

    assert counter.done == 1


def test_the_time_left_is_the_pace_so_far_times_what_remains() -> None:
    assert (eta(25, 100, 10.0), eta(0, 100, 10.0), eta(5, None, 1.0)) == (30.0, None, None)


def test_off_a_terminal_the_plain_bar_writes_one_line_per_finished_stage() -> None:
    stream = io.StringIO()
    bar = TextProgress(stream)

    for done in range(4):
        bar("embedding tools", done, 3)
    bar("reading files", 0, None)
    bar("reading files", 7, None)

    assert re.fullmatch(r"embedding tools: 3/3 in \d+\.\d s\n", stream.getvalue())


def test_on_a_terminal_the_plain_bar_redraws_one_line_with_the_count_and_ends_it() -> None:
    stream = Terminal()
    bar = TextProgress(stream, width=10, interval=0.0)

    bar("embedding tools", 0, 4)
    bar("embedding tools", 2, 4)
    bar("embedding tools", 4, 4)

    assert re.fullmatch(
        r"\rembedding tools \[----------\] 0/4 0:00:00\x1b\[K"
        r"\rembedding tools \[#####-----\] 2/4 0:00:00 left\x1b\[K"
        r"\rembedding tools \[##########\] 4/4 0:00:00\x1b\[K\n",
        stream.getvalue(),
    )


def test_progress_true_on_a_library_call_draws_on_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with toolmem.open(str(tmp_path / "t.db"), embedder="hash") as mem:
        mem.tools.add([{"id": "fx", "name": "convert", "description": "Convert money."}], progress=True)

    captured = capsys.readouterr()
    assert (captured.out, captured.err.splitlines()[0][:22]) == ("", "embedding tools: 1/1 i")


def test_a_typed_callback_satisfies_the_protocol() -> None:
    seen: list[str] = []

    def callback(stage: str, done: int, total: int | None) -> None:
        seen.append(stage)

    progress: Progress = callback
    Stage(progress, "searching", 1).advance()

    assert seen == ["searching", "searching"]
