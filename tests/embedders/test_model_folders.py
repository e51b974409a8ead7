"""Model directories, hub names and deltas, with tiny models these tests build (random weights, no hub)."""

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import load_file, save_file

from toolmem.embedders import get_embedder
from toolmem.embedders.bert import BertEncoder
from toolmem.embedders.local import LocalEmbedder
from toolmem.errors import ConfigError, EmbedderError

pytestmark = pytest.mark.model

WORDS = "send an email to the team weather forecast for tomorrow book a flight find my order refund it".split()
TEXTS = ["send an email to the team", "weather forecast for tomorrow", "refund my order", "book a flight"]


@pytest.fixture(scope="module", autouse=True)
def offline() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HF_HUB_OFFLINE", "1")
        patch.setenv("TRANSFORMERS_OFFLINE", "1")
        yield


def build(folder: Path, *, pooling: str = "mean", prompts: dict[str, str] | None = None) -> Path:
    """A two-layer BERT sentence model with random weights, saved by sentence-transformers."""
    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.sentence_transformer import modules as models
    from transformers import BertConfig, BertModel, BertTokenizerFast

    folder.mkdir(parents=True)
    vocab = folder / "vocab.txt"
    vocab.write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *sorted(set(WORDS))]) + "\n")
    hf = folder / "hf"
    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=5 + len(set(WORDS)),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
    )
    BertModel(config).save_pretrained(hf)
    BertTokenizerFast(vocab_file=str(vocab)).save_pretrained(hf)
    modules = [models.Transformer(str(hf), max_seq_length=64), models.Pooling(32, pooling), models.Normalize()]
    model = SentenceTransformer(modules=modules, device="cpu", prompts=prompts)
    out = folder / "model"
    model.save(str(out))
    return out


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("tiny") / "bert")


def sentence_transformers_vectors(path: Path, texts: list[str]) -> np.ndarray:
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
    return np.asarray(model.encode(texts, convert_to_numpy=True))


def test_a_bert_directory_runs_in_numpy_with_the_vectors_of_sentence_transformers(tiny: Path) -> None:
    embedder = get_embedder(f"local:{tiny}")

    assert isinstance(embedder, LocalEmbedder)
    assert (embedder.id, embedder.dimensions) == (f"local:{tiny}", 32)
    assert isinstance(embedder._load(), BertEncoder)
    np.testing.assert_allclose(embedder.embed(TEXTS), sentence_transformers_vectors(tiny, TEXTS), atol=1e-5)


def test_another_architecture_runs_in_sentence_transformers(tmp_path: Path) -> None:
    path = build(tmp_path / "cls", pooling="cls")
    embedder = get_embedder(f"local:{path}")

    assert not isinstance(embedder._load(), BertEncoder)
    np.testing.assert_allclose(embedder.embed(TEXTS), sentence_transformers_vectors(path, TEXTS), atol=1e-5)


def test_a_model_that_names_its_prompts_is_used_with_them_unless_the_spec_says_otherwise(tmp_path: Path) -> None:
    path = build(tmp_path / "prompted", prompts={"query": "query: ", "document": "passage: "})

    own, plain = get_embedder(f"local:{path}"), get_embedder(f"local:{path}?prompts=none")

    assert own.id == f"local:{path}?query_prompt=query%3A%20&document_prompt=passage%3A%20"
    assert plain.id == f"local:{path}"
    np.testing.assert_allclose(
        own.embed_query("refund my order"), plain.embed(["query: refund my order"])[0], atol=1e-6
    )
    np.testing.assert_allclose(own.embed(["refund my order"]), plain.embed(["passage: refund my order"]), atol=1e-6)


def test_a_hub_name_on_an_offline_machine_is_an_error_that_says_how_to_bring_the_model(tmp_path: Path) -> None:
    with pytest.raises(EmbedderError) as caught:
        get_embedder("local:toolmem-tests/no-such-model")

    message = str(caught.value)
    assert message.startswith(
        "model 'toolmem-tests/no-such-model' is not in the local hub cache and this machine is offline"
    )
    assert "S('toolmem-tests/no-such-model').save('DIR')" in message
    assert message.endswith("copy DIR here and use 'local:DIR'")


def test_a_path_that_is_no_directory_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no model directory '/no/such/model'"):
        get_embedder("local:/no/such/model")


def write_delta(tiny: Path, path: Path, *, rank: int = 2, seed: int = 1) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    tensors = {}
    for target, (rows, columns) in {
        "encoder.layer.0.attention.self.query": (32, 32),
        "encoder.layer.1.intermediate.dense": (64, 32),
    }.items():
        tensors[f"{target}.lora_A"] = rng.normal(0, 0.5, (rank, columns)).astype(np.float16)
        tensors[f"{target}.lora_B"] = rng.normal(0, 0.5, (rows, rank)).astype(np.float16)
    save_file(tensors, str(path))
    return tensors


def test_a_delta_adds_its_low_rank_product_to_the_model_s_weights(tiny: Path, tmp_path: Path) -> None:
    tensors = write_delta(tiny, tmp_path / "delta.safetensors")
    merged = tmp_path / "merged"
    shutil.copytree(tiny, merged)
    weights = load_file(str(tiny / "model.safetensors"))
    for key, a in tensors.items():
        if key.endswith(".lora_A"):
            target = key.removesuffix(".lora_A")
            b = tensors[f"{target}.lora_B"].astype(np.float32)
            weights[f"{target}.weight"] = weights[f"{target}.weight"] + b @ a.astype(np.float32)
    save_file(weights, str(merged / "model.safetensors"))

    with_delta = get_embedder(f"local:{tiny}+{tmp_path / 'delta.safetensors'}")

    assert with_delta.id == f"local:{tiny}+{tmp_path / 'delta.safetensors'}"
    np.testing.assert_allclose(with_delta.embed(TEXTS), get_embedder(f"local:{merged}").embed(TEXTS), atol=1e-5)
    assert not np.allclose(with_delta.embed(TEXTS), get_embedder(f"local:{tiny}").embed(TEXTS), atol=1e-3)


def test_a_delta_for_another_model_is_refused(tiny: Path, tmp_path: Path) -> None:
    save_file({"encoder.layer.0.attention.self.query.lora_A": np.zeros((2, 384), np.float16),
               "encoder.layer.0.attention.self.query.lora_B": np.zeros((384, 2), np.float16)},
              str(tmp_path / "big.safetensors"))  # fmt: skip

    with pytest.raises(EmbedderError, match=r"the model delta does not fit this model at 'encoder\.layer\.0\."):
        get_embedder(f"local:{tiny}+{tmp_path / 'big.safetensors'}").embed(["hello"])


def test_a_delta_that_does_not_exist_is_a_config_error_naming_the_packaged_ones() -> None:
    with pytest.raises(ConfigError, match=r"no model delta 'tools-v0': name a packaged one \("):
        get_embedder("local:all-MiniLM-L6-v2+tools-v0")


def test_a_delta_on_a_model_run_by_sentence_transformers_is_a_config_error(tmp_path: Path) -> None:
    path = build(tmp_path / "cls", pooling="cls")
    write_delta(path, tmp_path / "delta.safetensors")

    with pytest.raises(ConfigError, match="a delta applies to BERT models with mean pooling only"):
        get_embedder(f"local:{path}+{tmp_path / 'delta.safetensors'}")


def test_the_model_configuration_read_is_the_one_sentence_transformers_wrote(tiny: Path) -> None:
    settings = json.loads((tiny / "config_sentence_transformers.json").read_text())

    assert settings.get("prompts") in ({}, None, {"query": "", "document": ""})
