from importlib.metadata import entry_points
from pathlib import Path

import numpy as np
import pytest

import toolmem
from toolmem.embedders import Embedder, available_embedders, get_embedder, register_embedder
from toolmem.embedders.hashing import HashEmbedder
from toolmem.embedders.local import LocalEmbedder
from toolmem.errors import ConfigError
from toolmem.stores import WorkspaceInfo

TOOLS = [
    {"id": "short", "name": "go", "description": "Go."},
    {"id": "long", "name": "transmogrify", "description": "Transmogrification."},
]


def test_toolmem_s_own_embedders_register_through_entry_points_like_any_plugin() -> None:
    builtin = {ep.name for ep in entry_points(group="toolmem.embedders")}

    assert builtin == {"hash", "local", "openai"}
    assert builtin <= set(available_embedders())
    assert available_embedders() == sorted(available_embedders())


def test_a_spec_names_an_embedder_and_its_argument() -> None:
    small, default = get_embedder("hash:32"), get_embedder("hash")

    assert isinstance(small, HashEmbedder)
    assert (small.id, small.dimensions, default.id, default.dimensions) == ("hash:32", 32, "hash:256", 256)


def test_the_local_spec_gives_the_packaged_model_with_the_default_delta_without_loading_it() -> None:
    embedder = get_embedder("local")

    assert isinstance(embedder, LocalEmbedder)
    assert (embedder.id, embedder.dimensions) == ("local:all-MiniLM-L6-v2+tools-v3", 384)
    assert get_embedder(embedder.id).id == embedder.id


def test_an_embedder_instance_passes_through_unchanged() -> None:
    embedder = HashEmbedder(16)

    assert get_embedder(embedder) is embedder


def test_an_unknown_name_is_a_config_error_listing_the_registered_ones() -> None:
    with pytest.raises(ConfigError) as caught:
        get_embedder("word2vec:300")

    choices = ", ".join(repr(name) for name in available_embedders())
    assert str(caught.value) == f"unknown embedder 'word2vec:300'; choose one of {choices}"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("hash:many", "hash embedder takes a number of dimensions, e.g. 'hash:128', got 'many'"),
        ("hash:-8", "hash embedder takes a number of dimensions, e.g. 'hash:128', got '-8'"),
        ("hash:4", "hash embedder needs at least 8 dimensions, got 4"),
        ("openai", "the openai embedder needs a model name, e.g. 'openai:text-embedding-3-small'"),
        ("openai:", "the openai embedder needs a model name, e.g. 'openai:text-embedding-3-small'"),
    ],
)
def test_a_bad_argument_is_a_config_error_saying_what_is_expected(spec: str, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        get_embedder(spec)

    assert str(caught.value) == message


@pytest.mark.parametrize("name", ["", "my:name"])
def test_a_registered_name_must_be_non_empty_without_a_colon(name: str) -> None:
    with pytest.raises(ConfigError) as caught:
        register_embedder(name, HashEmbedder.from_spec)

    assert str(caught.value) == f"embedder names are non-empty and have no colon, got {name!r}"


# a third-party embedder, registered at run time -----------------------------------------------
class LengthEmbedder(Embedder):
    """Two dimensions: short words and long words; deterministic, so rankings are exact."""

    def __init__(self) -> None:
        super().__init__()
        self.id = "myname:lengths"
        self.dimensions = 2

    def embed_batch(self, texts: list[str]) -> np.ndarray:  # type: ignore[override]
        rows = [[sum(len(w) <= 4 for w in t.split()), sum(len(w) > 4 for w in t.split())] for t in texts]
        return np.asarray(rows, dtype=np.float32)


@pytest.fixture
def myname() -> None:
    register_embedder("myname", lambda arg: LengthEmbedder())


@pytest.mark.usefixtures("myname")
def test_a_registered_embedder_is_opened_by_name_and_recorded_in_the_workspace(tmp_path: Path) -> None:
    db = str(tmp_path / "toolmem.db")

    with toolmem.open(db, embedder="myname") as mem:
        mem.tools.add(TOOLS)
        hits = mem.tools.search("extraordinarily", k=2)

        assert isinstance(mem.embedder, LengthEmbedder)
        assert [(hit.id, hit.reasons["dense"]) for hit in hits] == [("long", 1.0), ("short", 0.0)]
        [info] = mem.store.list_workspaces()
        assert info == WorkspaceInfo("default", "myname:lengths", 2, info.created_at, 2)


@pytest.mark.usefixtures("myname")
def test_a_workspace_of_a_registered_embedder_reopens_with_it(tmp_path: Path) -> None:
    db = str(tmp_path / "toolmem.db")
    toolmem.open(db, embedder="myname").close()

    with toolmem.open(db) as mem:
        assert isinstance(mem.embedder, LengthEmbedder)
        assert "myname" in available_embedders()


def test_the_demo_embedder_of_the_test_suite_is_reached_through_the_registry(tmp_path: Path) -> None:
    with toolmem.open(str(tmp_path / "toolmem.db"), embedder="demo:8") as mem:
        mem.tools.add(TOOLS)

        assert mem.embedder is not None
        assert (mem.embedder.id, mem.embedder.dimensions) == ("demo:8", 8)
        assert mem.embedder.texts == ["go: Go.", "transmogrify: Transmogrification."]  # type: ignore[attr-defined]


def test_local_keeps_a_workspace_on_the_earlier_default_and_names_the_new_one_otherwise() -> None:
    from toolmem.embedders.local import default_for

    assert default_for("local", "local:all-MiniLM-L6-v2") == "local:all-MiniLM-L6-v2"
    assert default_for("local", None) == "local"
    assert default_for("local", "local:all-MiniLM-L6-v2+tools-v2") == "local"
    assert default_for("local:all-MiniLM-L6-v2+tools-v3", "local:all-MiniLM-L6-v2") == (
        "local:all-MiniLM-L6-v2+tools-v3"
    )
    assert default_for("hash", "local:all-MiniLM-L6-v2") == "hash"
