import itertools
import random
import re
import time
from itertools import groupby

import pytest

from toolmem.corpus.chunking import DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP, Block, TextChunk, chunk_blocks
from toolmem.errors import ConfigError
from toolmem.text.tokens import ENCODINGS, count_tokens

_SPACE = re.compile(r"\s+")


def words(n: int) -> str:
    """``a a a ...``: exactly ``n`` tokens in both encodings."""
    return "a" + " a" * (n - 1)


def sentence(n: int, tag: str) -> str:
    """A sentence of exactly ``n`` tokens (o200k_base) ending with a full stop: ``tag a a ... a.``."""
    text = f"{tag}{' a' * (n - count_tokens(tag + '.'))}."
    assert count_tokens(text) == n
    return text


def overlap_of(previous: str, current: str, limit: int, encoding: str = "o200k_base") -> str:
    """The longest start of ``current`` that ends ``previous`` and has at most ``limit`` tokens."""
    for size in range(min(len(previous), len(current)), 0, -1):
        if previous.endswith(current[:size]) and count_tokens(current[:size], encoding) <= limit:
            return current[:size]
    return ""


def squashed(text: str) -> str:
    return _SPACE.sub("", text)


def unique_text(rng: random.Random, sentences: int) -> str:
    """Random sentences of unique words mixing ASCII, accents, CJK and emoji (some very long)."""
    stems = ["lorem", "ipsum", "café", "naïve", "日本語", "テキスト", "🎉", "👩‍👩‍👧", "Ünïcödé", "x_y()", "中文字符"]
    out = []
    counter = 0
    for _ in range(sentences):
        length = rng.choice([1, 3, 8, 20, 60, 150])
        parts = []
        for _ in range(length):
            counter += 1
            parts.append(f"{rng.choice(stems)}{counter}")
        out.append(" ".join(parts) + rng.choice([".", "!", "?", "。", ""]))
    return rng.choice([" ", "\n"]).join(out)


def check_chunks(blocks: list[Block], chunks: list[TextChunk], max_tokens: int, overlap: int, encoding: str) -> None:
    """The invariants of any chunking; each section's (and page's) text round-trips without its overlaps."""
    for chunk in chunks:
        assert chunk.text.strip()
        assert "\ufffd" not in chunk.text
        assert chunk.tokens == count_tokens(chunk.text, encoding) <= max_tokens
    sections = [(key, [b.text for b in group]) for key, group in groupby(blocks, key=lambda b: (b.heading, b.page))]
    sections = [(key, texts) for key, texts in sections if "".join(texts).strip()]
    chunked = [(key, list(group)) for key, group in groupby(chunks, key=lambda c: (c.heading, c.page))]
    assert [h for h, _ in chunked] == [h for h, _ in sections]
    for (_, texts), (_, section_chunks) in zip(sections, chunked, strict=True):
        rebuilt = section_chunks[0].text
        for before, after in itertools.pairwise(section_chunks):
            lead = overlap_of(before.text, after.text, overlap, encoding) if overlap else ""
            # An overlap of a few tokens may hold no whole character (an emoji can take four).
            assert lead.strip() or overlap < 8, f"no overlap between {before.text[-60:]!r} and {after.text[:60]!r}"
            rebuilt += after.text[len(lead) :]
        assert squashed(rebuilt) == squashed("".join(texts))


# boundaries -----------------------------------------------------------------------------------
def test_a_block_of_exactly_max_tokens_is_one_chunk() -> None:
    assert chunk_blocks([Block(words(64), ("Intro",), 2)], max_tokens=64, overlap=8) == [
        TextChunk(words(64), ("Intro",), 64, 2)
    ]


def test_a_block_one_token_over_max_tokens_is_split_into_chunks_within_the_limit() -> None:
    chunks = chunk_blocks([Block(words(65))], max_tokens=64, overlap=0)

    assert len(chunks) == 2
    assert all(chunk.tokens <= 64 for chunk in chunks)
    assert squashed("".join(chunk.text for chunk in chunks)) == squashed(words(65))


def test_an_empty_document_gives_no_chunks() -> None:
    assert chunk_blocks([]) == []


def test_empty_and_whitespace_only_blocks_are_dropped() -> None:
    blocks = [Block(""), Block("  \n\t "), Block("Text."), Block("\n\n")]

    assert chunk_blocks(blocks) == [TextChunk("Text.", (), 2, None)]


def test_the_defaults_are_256_tokens_with_32_of_overlap() -> None:
    assert (DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP) == (256, 32)


# packing and sections -------------------------------------------------------------------------
def test_consecutive_blocks_of_a_section_are_packed_into_one_chunk_joined_by_a_blank_line() -> None:
    blocks = [Block("Install it.", ("Setup",)), Block("- pip\n- uv", ("Setup",)), Block("Done.", ("Setup",))]
    joined = "Install it.\n\n- pip\n- uv\n\nDone."

    assert chunk_blocks(blocks) == [TextChunk(joined, ("Setup",), count_tokens(joined), None)]


def test_a_chunk_never_spans_two_sections() -> None:
    blocks = [
        Block("Intro text.", ("Guide",)),
        Block("Setup text.", ("Guide", "Setup")),
        Block("More setup.", ("Guide", "Setup")),
        Block("Back in the intro.", ("Guide",)),
    ]

    chunks = chunk_blocks(blocks)

    assert [(chunk.heading, chunk.text) for chunk in chunks] == [
        (("Guide",), "Intro text."),
        (("Guide", "Setup"), "Setup text.\n\nMore setup."),
        (("Guide",), "Back in the intro."),
    ]


def test_the_first_chunk_of_a_section_has_no_overlap_from_the_section_before() -> None:
    blocks = [Block(sentence(30, "First"), ("A",)), Block(sentence(30, "Second"), ("B",))]

    chunks = chunk_blocks(blocks, max_tokens=32, overlap=10)

    assert [chunk.text for chunk in chunks] == [blocks[0].text, blocks[1].text]


def test_blocks_that_do_not_fit_together_start_a_new_chunk_with_the_previous_chunks_last_sentences() -> None:
    one, two, three = sentence(10, "One"), sentence(10, "Two"), sentence(10, "Three")
    blocks = [Block(f"{one} {two}"), Block(three)]

    chunks = chunk_blocks(blocks, max_tokens=24, overlap=10)

    assert [chunk.text for chunk in chunks] == [f"{one} {two}", f"{two}\n\n{three}"]
    assert all(chunk.tokens <= 24 for chunk in chunks)


def test_overlap_zero_repeats_nothing() -> None:
    blocks = [Block(sentence(10, f"S{i}")) for i in range(6)]

    chunks = chunk_blocks(blocks, max_tokens=24, overlap=0)

    assert "".join(chunk.text for chunk in chunks).count("S0") == 1
    assert [chunk.text for chunk in chunks] == [
        f"{blocks[0].text}\n\n{blocks[1].text}",
        f"{blocks[2].text}\n\n{blocks[3].text}",
        f"{blocks[4].text}\n\n{blocks[5].text}",
    ]


# splitting long blocks ------------------------------------------------------------------------
def test_a_long_block_is_split_at_sentence_boundaries() -> None:
    sentences = [sentence(12, f"S{i}") for i in range(10)]

    chunks = chunk_blocks([Block(" ".join(sentences))], max_tokens=40, overlap=0)

    assert [chunk.text for chunk in chunks] == [" ".join(sentences[i : i + 3]) for i in range(0, 10, 3)]


def test_a_sentence_longer_than_max_tokens_is_cut_at_token_boundaries() -> None:
    text = " ".join(f"word{i}" for i in range(300))

    chunks = chunk_blocks([Block(text)], max_tokens=50, overlap=0)

    assert len(chunks) > 1
    assert all(chunk.tokens <= 50 for chunk in chunks)
    assert squashed("".join(chunk.text for chunk in chunks)) == squashed(text)


def test_each_chunk_after_the_first_starts_with_the_tail_of_the_previous_one_within_the_overlap() -> None:
    text = " ".join(f"Sentence number {i} says something." for i in range(80))

    chunks = chunk_blocks([Block(text)], max_tokens=64, overlap=16)

    for before, after in itertools.pairwise(chunks):
        lead = overlap_of(before.text, after.text, 16)
        assert lead.startswith("Sentence number"), (before.text, after.text)
    check_chunks([Block(text)], chunks, 64, 16, "o200k_base")


def test_an_overlap_inside_a_sentence_starts_at_a_whole_word() -> None:
    text = " ".join(f"word{i}" for i in range(300))

    chunks = chunk_blocks([Block(text)], max_tokens=50, overlap=10)

    for before, after in itertools.pairwise(chunks):
        lead = overlap_of(before.text, after.text, 10)
        assert lead.strip()
        assert before.text[-len(lead) - 1] == " "
    check_chunks([Block(text)], chunks, 50, 10, "o200k_base")


# pages ----------------------------------------------------------------------------------------
def test_a_chunk_never_spans_two_pages_and_has_the_page_of_its_blocks() -> None:
    blocks = [Block("One.", page=1), Block("Two.", page=1), Block("Three.", page=2), Block("Four.", page=3)]

    assert chunk_blocks(blocks) == [
        TextChunk("One.\n\nTwo.", (), count_tokens("One.\n\nTwo."), 1),
        TextChunk("Three.", (), 2, 2),
        TextChunk("Four.", (), 2, 3),
    ]


def test_the_first_chunk_of_a_page_has_no_overlap_from_the_page_before() -> None:
    blocks = [Block(f"{sentence(8, 'A')} {sentence(8, 'B')}", page=1), Block(sentence(20, "C"), page=2)]

    chunks = chunk_blocks(blocks, max_tokens=32, overlap=10)

    assert [(chunk.text, chunk.page) for chunk in chunks] == [(blocks[0].text, 1), (blocks[1].text, 2)]


# Unicode --------------------------------------------------------------------------------------
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_cjk_emoji_and_accented_text_is_never_cut_through_a_character(encoding: str) -> None:
    text = "日本語のテキスト🎉👩‍👩‍👧 Ünïcödé façade 中文字符串" * 80

    chunks = chunk_blocks([Block(text)], max_tokens=20, overlap=6, encoding=encoding)

    assert len(chunks) > 10
    check_chunks([Block(text)], chunks, 20, 6, encoding)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_chunk_fits_and_the_text_round_trips_over_many_random_documents(encoding: str) -> None:
    rng = random.Random(20240601)
    for _ in range(40):
        max_tokens = rng.choice([16, 24, 50, 128, 256])
        overlap = rng.choice([0, 1, max_tokens // 4, max_tokens // 2 - 1])
        headings = [(), ("A",), ("A", "B")]
        blocks = [
            Block(unique_text(rng, rng.randint(1, 6)), rng.choice(headings), rng.randint(1, 3))
            for _ in range(rng.randint(1, 8))
        ]

        chunks = chunk_blocks(blocks, max_tokens=max_tokens, overlap=overlap, encoding=encoding)

        check_chunks(blocks, chunks, max_tokens, overlap, encoding)


def test_a_megabyte_document_is_chunked_in_a_few_seconds() -> None:
    rng = random.Random(7)
    paragraphs = [unique_text(rng, rng.randint(1, 8)) for _ in range(500)]
    text = "\n\n".join(paragraphs)
    assert len(text.encode()) > 1_000_000
    count_tokens("warm up")

    started = time.perf_counter()
    chunks = chunk_blocks([Block(paragraph) for paragraph in paragraphs])
    elapsed = time.perf_counter() - started

    assert elapsed < 10
    assert max(chunk.tokens for chunk in chunks) <= DEFAULT_MAX_TOKENS


def test_one_megabyte_block_without_breaks_is_chunked_too() -> None:
    text = "".join(f"word{i}" for i in range(150_000))

    chunks = chunk_blocks([Block(text)], max_tokens=256, overlap=0)

    assert max(chunk.tokens for chunk in chunks) <= 256
    assert "".join(chunk.text for chunk in chunks) == text


# arguments ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("max_tokens", "overlap", "quoted"),
    [
        (0, 0, "got 0"),
        (15, 0, "got 15"),
        (65_537, 0, "got 65537"),
        (True, 0, "got True"),
        (64.0, 0, "got 64.0"),
        (64, -1, "got -1"),
        (64, 32, "from 0 to 31"),
        (16, 8, "got 8"),
    ],
)
def test_bad_arguments_raise_config_error_quoting_the_value_and_the_range(
    max_tokens: int, overlap: int, quoted: str
) -> None:
    with pytest.raises(ConfigError, match=re.escape(quoted)):
        chunk_blocks([Block("text")], max_tokens=max_tokens, overlap=overlap)


def test_an_unknown_encoding_raises_config_error_even_for_an_empty_document() -> None:
    with pytest.raises(ConfigError, match="unknown token encoding 'gpt2'"):
        chunk_blocks([], encoding="gpt2")


def test_replacement_characters_already_in_the_text_are_kept_and_none_are_added() -> None:
    text = "caf\ufffd \ufffd\ufffd\ufffd日本\ufffd " * 100 + "\ufffd" * 300

    chunks = chunk_blocks([Block(text)], max_tokens=16, overlap=0)

    assert max(chunk.tokens for chunk in chunks) <= 16
    assert squashed("".join(chunk.text for chunk in chunks)) == squashed(text)
