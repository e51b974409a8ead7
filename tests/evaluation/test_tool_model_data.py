"""The training data loader of toolmem's tool-retrieval delta (``bench/tool_model_data.py``): its
Gorilla TorchHub source, on a small catalogue and training file written here."""

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from toolmem.records import Tool


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "tool_model_data.py"
    spec = importlib.util.spec_from_file_location("tool_model_data_under_test", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


data = _load()

APIS = [
    {
        "domain": "Image Classification",
        "framework": "PyTorch",
        "functionality": "Bird Species",
        "api_name": "bird_net",
        "api_call": "torch.hub.load(repo_or_dir='someone/birds', model='bird_net', pretrained=True)",
        "api_arguments": {"pretrained": "True"},
        "description": "Names the species of a bird in a photo. Trained on garden birds.",
    },
    {  # a variant of the same API: the same call, spaced differently
        "domain": "Image Classification",
        "framework": "PyTorch",
        "functionality": "Garden Birds",
        "api_name": "bird_net_variant",
        "api_call": "torch.hub.load(repo_or_dir='someone/birds',  model='bird_net', pretrained=True)",
        "api_arguments": "pretrained",
        "description": "Another text of the same model.",
    },
    {
        "domain": "Audio Separation",
        "framework": "PyTorch",
        "functionality": "Voice Isolation",
        "api_name": "voice_split",
        "api_call": "torch.hub.load(repo_or_dir='someone/audio', model='voice_split')",
        "api_arguments": ["model_name"],
        "description": "Separates a singer's voice from the music of a song.",
    },
]


def _item(instruction: str, call: str) -> dict[str, object]:
    code = f"{{'Instruction': {instruction}, 'Output': {{'domain': 'X', 'api_call': \"{call}\"}}}}"
    return {"code": code, "api_call": call, "provider": "PyTorch", "api_data": {"api_name": "unused"}}


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """A folder laid out as a clone of the Gorilla repository, with a catalogue of two APIs (one
    written twice) and four training items."""
    folder = tmp_path / "gorilla"
    (folder / "data" / "api").mkdir(parents=True)
    (folder / "data" / "apibench").mkdir(parents=True)
    lines = "".join(json.dumps(row) + "\n" for row in APIS)
    (folder / "data" / "api" / "torchhub_api.jsonl").write_text(lines, encoding="utf-8")
    items = [
        _item("Which model tells me what bird is in my garden photo?", APIS[0]["api_call"]),
        _item('"Find an API that can isolate the vocals of a track."', APIS[2]["api_call"]),
        _item("I want  to REMOVE the music under a voice", APIS[2]["api_call"]),
        _item("Help me pick a model for bird photos.", "torch.hub.load(repo_or_dir='someone/birds',model='bird_net')"),
    ]
    text = "".join(json.dumps(row) + "\n" for row in items)
    (folder / "data" / "apibench" / "torchhub_train.json").write_text(text, encoding="utf-8")
    return folder


def test_variants_of_one_api_call_make_one_tool_built_as_the_benchmark_builds_it(clone: Path) -> None:
    tools = data.gorilla_tools(clone / "data" / "api" / "torchhub_api.jsonl", "torchhub")

    assert len(tools) == 2
    bird = tools["torch.hub.load(repo_or_dir='someone/birds', model='bird_net', pretrained=True)"]
    assert (bird.id, bird.name) == ("torchhub:0", "bird_net")
    assert bird.description == APIS[0]["description"]
    assert bird.tags == ("torchhub", "PyTorch", "Image Classification", "Bird Species", "Garden Birds")
    assert dict(bird.parameters)["properties"] == {"pretrained": {"description": "True"}}
    voice = tools["torch.hub.load(repo_or_dir='someone/audio', model='voice_split')"]
    assert (voice.id, dict(voice.parameters)["properties"]) == ("torchhub:2", {"model_name": {}})


def test_each_training_instruction_is_paired_with_the_dense_text_of_the_api_it_calls(clone: Path) -> None:
    pairs, dropped = data.gorilla_torchhub_pairs(clone, set())

    bird = Tool(id="b", name="bird_net", description=str(APIS[0]["description"])).embedding_text()
    voice = Tool(id="v", name="voice_split", description=str(APIS[2]["description"])).embedding_text()
    assert [(p.query, p.document) for p in pairs] == [
        ("Which model tells me what bird is in my garden photo?", bird),
        ("Find an API that can isolate the vocals of a track.", voice),
        ("I want  to REMOVE the music under a voice", voice),
    ]  # the last item calls no API of the catalogue
    assert {(p.group, p.source) for p in pairs} == {("gorilla-torchhub", "gorilla-torchhub")}
    assert dropped == 0


def test_instructions_equal_to_a_test_query_apart_from_case_and_spaces_are_dropped_and_counted(
    clone: Path, tmp_path: Path
) -> None:
    tests = tmp_path / "queries.jsonl"
    rows = [{"id": "q1", "text": "I want to remove the music\nunder a voice ", "relevant": ["torchhub:2"]}]
    tests.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")

    pairs, dropped = data.gorilla_torchhub_pairs(clone, data.gorilla_test_texts(tests))

    assert dropped == 1
    assert "I want  to REMOVE the music under a voice" not in [p.query for p in pairs]
    assert len(pairs) == 2


def test_the_instruction_is_read_from_both_of_apibenchs_code_formats() -> None:
    evaluation = "###Instruction: Count the cars in a video.\n###Output: {'domain': 'Video'}\n"
    training = "{'Instruction': \"Count the cars in a video.\", 'Output': {'domain': 'Video'}}"

    assert data.gorilla_instruction(evaluation) == "Count the cars in a video."
    assert data.gorilla_instruction(training) == "Count the cars in a video."
    assert data.gorilla_instruction("no instruction here") is None


@pytest.mark.parametrize(
    "path",
    [
        "gorilla/data/apibench/torchhub_eval.json",
        "gorilla/data/apibench/huggingface_eval.json",
        "bench/gorilla_apibench/queries.jsonl",
        "metatool/queries_test.jsonl",
    ],
)
def test_the_loader_refuses_gorillas_evaluation_data_and_other_test_splits(path: str) -> None:
    with pytest.raises(SystemExit, match="refusing to train"):
        data.check_allowed(Path("/somewhere") / path)


def test_the_loader_reads_gorillas_training_split(clone: Path) -> None:
    path = clone / "data" / "apibench" / "torchhub_train.json"

    assert data.check_allowed(path) == path


def test_a_clone_inside_the_benchmarks_gorilla_folder_is_refused(clone: Path, tmp_path: Path) -> None:
    inside = tmp_path / "gorilla_apibench"
    clone.rename(inside)

    with pytest.raises(SystemExit, match="gorilla_apibench"):
        data.gorilla_torchhub_pairs(inside, set())
