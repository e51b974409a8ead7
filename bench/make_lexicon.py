"""Build the lexicon the plan cache reads from the WordNet 3.0 database.

It is written to ``toolmem/text/wordnet/`` and read by :mod:`toolmem.text.lexicon`.

The plan cache replays a plan for a reworded request only when every changed word is accounted
for (:mod:`toolmem.plans.matching`). This writes the two relations it may consult, from WordNet's
own files (Debian's ``wordnet-base``: ``apt-get install wordnet-base``, files in
``/usr/share/wordnet``):

- ``synonyms.txt.gz``: one WordNet synset per line, its words separated by spaces as the plan
  cache looks them up (:func:`toolmem.text.lexicon.key`: stemmed, a multi-word entry such as
  ``switch_off`` by its first word); only verb, noun and adjective synsets with two or more
  different keys;
- ``antonyms.txt.gz``: one pair of keys WordNet marks as antonyms per line (``lock unlock``);
- ``hypernyms.txt.gz``: one pair of verb synsets per line, a synset's keys, ``>``, and the keys
  of the synset WordNet gives as its direct hypernym (``delet cancel > remov take take_away
  withdraw``: to delete is a way to remove).

WordNet 3.0 is © 2006 Princeton University, redistributed under the WordNet 3.0 licence, whose
notice is written beside the files as ``LICENSE``.

    python bench/make_lexicon.py [--wordnet /usr/share/wordnet] [--out src/toolmem/text/wordnet]
"""

from __future__ import annotations

import argparse
import gzip
from collections.abc import Iterator
from pathlib import Path

from toolmem.text.lexicon import key

PARTS = {"verb": "v", "noun": "n", "adj": "a"}
LICENCE_FILE = Path("/usr/share/doc/wordnet-base/copyright")


def synsets(path: Path) -> Iterator[tuple[str, list[str], list[tuple[int, str, int]]]]:
    """Each synset of a ``data.<pos>`` file: its key, its words, and its antonym pointers as
    (source word number, target synset key, target word number)."""
    for line in path.read_text(encoding="latin-1").splitlines():
        if line.startswith("  "):  # the licence header
            continue
        fields = line.split(" | ", 1)[0].split()
        count = int(fields[3], 16)
        words = [fields[4 + 2 * i].split("(")[0].lower() for i in range(count)]
        at = 4 + 2 * count
        pointers = []
        for _ in range(int(fields[at])):
            symbol, offset, part, numbers = fields[at + 1 : at + 5]
            at += 4
            if symbol == "!":
                target = ("a" if part == "s" else part) + offset
                pointers.append((int(numbers[:2], 16), target, int(numbers[2:], 16)))
        yield fields[2].replace("s", "a") + fields[0], words, pointers


def hypernyms(path: Path) -> list[str]:
    """Each verb synset of ``data.verb`` with its direct hypernyms: ``<keys> > <keys>`` per pair."""
    words: dict[str, list[str]] = {}
    up: dict[str, list[str]] = {}
    for line in path.read_text(encoding="latin-1").splitlines():
        if line.startswith("  "):  # the licence header
            continue
        fields = line.split(" | ", 1)[0].split()
        count = int(fields[3], 16)
        plain = (fields[4 + 2 * i].split("(")[0].lower() for i in range(count))
        words[fields[0]] = list(dict.fromkeys(key(w) for w in plain if w.replace("_", "").replace("-", "").isalpha()))
        at = 4 + 2 * count
        up[fields[0]] = [fields[at + 2 + 4 * i] for i in range(int(fields[at])) if fields[at + 1 + 4 * i] == "@"]
    lines = {
        " ".join(words[synset]) + " > " + " ".join(words[parent])
        for synset, parents in up.items()
        for parent in parents
        if words[synset] and words.get(parent)
    }
    return sorted(lines)


def build(wordnet: Path) -> tuple[list[str], list[str]]:
    """The synonym lines and the antonym lines."""
    members: dict[str, list[str]] = {}
    pointers: list[tuple[str, int, str, int]] = []
    lines: list[str] = []
    for name in PARTS:
        for synset, words, antonyms in synsets(wordnet / f"data.{name}"):
            members[synset] = words
            pointers += [(synset, source, target, number) for source, target, number in antonyms]
            plain = (word for word in words if word.replace("_", "").replace("-", "").isalpha())
            unique = list(dict.fromkeys(key(word) for word in plain))
            if len(unique) >= 2:
                lines.append(" ".join(unique))
    pairs = set()
    for synset, source, target, number in pointers:
        if target not in members:
            continue
        left = members[synset][source - 1] if source else None
        right = members[target][number - 1] if number else None
        if left and right and key(left) != key(right):
            pairs.add(" ".join(sorted((key(left), key(right)))))
    return sorted(set(lines)), sorted(pairs)


def wordnet_licence(copyright_file: str) -> str:
    """The WordNet stanza of Debian's machine-readable copyright file (not its packaging's)."""
    stanzas = copyright_file.split("\n\n")
    wordnet = [stanza for stanza in stanzas if stanza.startswith("Files: *")]
    return "WordNet 3.0, as distributed by Debian's wordnet-base package\n\n" + "\n\n".join(wordnet) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "src/toolmem/text/wordnet")
    args = parser.parse_args()
    synonyms, antonyms = build(args.wordnet)
    kinds = hypernyms(args.wordnet / "data.verb")
    args.out.mkdir(parents=True, exist_ok=True)
    for name, lines in (("synonyms", synonyms), ("antonyms", antonyms), ("hypernyms", kinds)):
        data = ("\n".join(lines) + "\n").encode()
        (args.out / f"{name}.txt.gz").write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    if LICENCE_FILE.exists():
        (args.out / "LICENSE").write_text(wordnet_licence(LICENCE_FILE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{len(synonyms):,} synsets, {len(antonyms):,} antonym pairs, {len(kinds):,} verb hypernyms -> {args.out}")


if __name__ == "__main__":
    main()
