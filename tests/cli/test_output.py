"""The lines listings print: fitted to a width, ids and numbers whole, times short."""

from toolmem.cli.output import Column, ago, first_line, render

HITS = (Column("#", right=True), Column("tool id"), Column("score", right=True), Column("text", flexible=True))


def test_the_flexible_column_takes_the_width_left_and_is_cut_with_an_ellipsis() -> None:
    lines = render(HITS, [("1", "fx.convert", "5.100", "Converts money between currencies at today's rate.")], 40)

    assert lines == ["#  tool id     score  text", "1  fx.convert  5.100  Converts money be…"]
    assert max(map(len, lines)) == 40


def test_a_cut_drops_the_spaces_before_the_ellipsis() -> None:
    [_, row] = render((Column("text", flexible=True),), [("Converts money between currencies.",)], 16)

    assert row == "Converts money…"


def test_numbers_align_right_and_no_line_ends_in_spaces() -> None:
    lines = render(HITS, [("9", "a", "-0.250", ""), ("10", "b", "12.000", "x")], 80)

    assert lines == [" #  tool id   score  text", " 9  a        -0.250", "10  b        12.000  x"]


def test_ids_are_never_cut_even_when_the_text_is_left_its_least() -> None:
    long_id = "github.reactions/list-for-pull-request-review-comment"

    [_, row] = render(HITS, [("1", long_id, "4.766", "List reactions for a pull request review comment.")], 60)

    assert row == f"1  {long_id}  4.766  List reacti…"  # the text keeps its 12 columns


def test_a_capped_column_keeps_the_end_of_a_path_when_asked() -> None:
    columns = (Column("document", most=16, keep_end=True), Column("chunk", right=True))

    assert render(columns, [("/home/me/handbook/refunds.md", "3")], 80) == [
        "document          chunk",
        "…book/refunds.md      3",
    ]


def test_wide_characters_count_as_two_columns() -> None:
    lines = render((Column("name"), Column("text", flexible=True)), [("天気", "東京の天気予報を返します。")], 20)

    assert lines == ["name  text", "天気  東京の天気予…"]  # 13 columns would split 予


def test_a_description_shows_its_first_line_with_words_and_a_text_is_one_line() -> None:
    assert first_line("\n  List reactions  for a comment\n\nMore.") == "List reactions for a comment"
    assert render((Column("text"),), [("one\ntwo\tthree",)], 80) == ["text", "one two three"]


def test_times_are_said_as_how_long_ago_then_as_a_date_from_30_days() -> None:
    now = 1_800_000_000.0

    assert [ago(now - seconds, now) for seconds in (0, 59, 60, 7199, 86400 * 2.5, 86400 * 31)] == [
        "0s ago",
        "59s ago",
        "1m ago",
        "1h ago",
        "2d ago",
        "2026-12-15",
    ]
    assert ago(None) == "-"


def test_a_time_ahead_of_the_clock_shows_its_date_beyond_a_minute_of_skew() -> None:
    now = 1_800_000_000.0

    assert (ago(now + 30, now), ago(now + 86400, now)) == ("0s ago", "2027-01-16")


def test_capped_columns_give_way_so_a_row_of_long_ids_still_fits_the_width() -> None:
    columns = [
        Column("when"),
        Column("kind"),
        Column("plan"),
        Column("sim", right=True),
        Column("detail", most=20),
        Column("request", flexible=True),
    ]
    row = ["15s ago", "miss", "plan-" + "a" * 20, "0.512", "below_threshold (τ 0.60)", "how many wind turbines?"]

    lines = render(columns, [row], 80)

    assert max(len(line) for line in lines) <= 80
    assert lines[1].startswith("15s ago  miss  plan-" + "a" * 20 + "  0.512  ")
    assert lines[1].endswith("  how many wi…")
