import json
from pathlib import Path

import pytest

import toolmem
from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.ingest.files import iter_tool_files, load_paths, parse_tools, read_tool_file

WEATHER = {"id": "weather.get", "name": "get_weather", "description": "Forecast the weather.", "tags": ["weather"]}
MAIL = {"id": "mail.send", "name": "send_email", "description": "Send an email."}
OPENAPI = {
    "openapi": "3.0.3",
    "info": {"title": "Pets", "version": "1"},
    "paths": {"/pets/{id}": {"get": {"operationId": "getPet", "summary": "Fetch one pet by its id."}}},
}
YAML_TOOLS = """\
- id: clock.now
  name: get_time
  description: Tell the time in a city.
  tags: [time]
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def good(tmp_path: Path) -> Path:
    """A folder of good tool files in JSON, YAML and OpenAPI, with things that must be skipped."""
    folder = tmp_path / "tools"
    write(folder / "a_weather.json", json.dumps([WEATHER]))
    write(folder / "b_clock.yaml", YAML_TOOLS)
    write(folder / "nested" / "c_mail.yml", json.dumps({"tools": [MAIL]}))
    write(folder / "nested" / "d_pets.json", json.dumps(OPENAPI))
    write(folder / "notes.txt", "[not json at all")
    write(folder / "README.md", "# tools")
    write(folder / ".hidden.json", "{broken")
    write(folder / ".git" / "config.json", "{broken")
    write(folder / "nested" / ".cache" / "old.yaml", "- {broken")
    return folder


def ids(tools: list[Tool]) -> list[str]:
    return [t.id for t in tools]


def test_every_good_file_of_a_folder_is_read_in_sorted_order(good: Path) -> None:
    report = load_paths([good])

    assert ids(report.tools) == ["weather.get", "clock.now", "mail.send", "d_pets.getPet"]
    assert report.tools[:3] == [
        Tool.from_dict({**WEATHER, "namespace": "a_weather"}),
        Tool(
            id="clock.now",
            name="get_time",
            description="Tell the time in a city.",
            tags=("time",),
            metadata={"namespace": "b_clock"},
        ),
        Tool.from_dict({**MAIL, "namespace": "c_mail"}),
    ]
    assert report.files == [
        str(good / "a_weather.json"),
        str(good / "b_clock.yaml"),
        str(good / "nested" / "c_mail.yml"),
        str(good / "nested" / "d_pets.json"),
    ]
    assert report.errors == []


def test_hidden_files_and_folders_and_other_suffixes_are_skipped(good: Path) -> None:
    found = list(iter_tool_files(good))

    assert [path.relative_to(good).as_posix() for path in found] == [
        "a_weather.json",
        "b_clock.yaml",
        "nested/c_mail.yml",
        "nested/d_pets.json",
    ]


def test_without_recursion_only_the_folder_s_own_files_are_read(good: Path) -> None:
    assert ids(load_paths([good], recursive=False).tools) == ["weather.get", "clock.now"]


def test_a_file_named_directly_is_read_whatever_its_suffix(good: Path) -> None:
    path = write(good / "extra.tools", json.dumps([{"id": "x", "name": "extra"}]))

    assert ids(load_paths([path]).tools) == ["x"]


def test_an_openapi_document_gives_one_tool_per_operation(good: Path) -> None:
    [pet] = read_tool_file(good / "nested" / "d_pets.json")

    assert (pet.id, pet.name, pet.namespace) == ("d_pets.getPet", "getPet", "d_pets")
    assert (pet.source, pet.description) == ("openapi", "Fetch one pet by its id.")


def test_a_namespace_given_replaces_the_file_stem(good: Path) -> None:
    report = load_paths([good / "nested"], namespace="shop")

    assert ids(report.tools) == ["mail.send", "shop.getPet"]
    assert {tool.namespace for tool in report.tools} == {"shop"}


def test_malformed_json_is_an_error_naming_the_file_and_line_and_the_rest_is_read(good: Path) -> None:
    broken = write(good / "broken.json", '[\n  {"id": "x", "name": "x"},\n  {"id": \n]\n')

    report = load_paths([good])

    assert ids(report.tools) == ["weather.get", "clock.now", "mail.send", "d_pets.getPet"]
    assert str(broken) not in report.files
    [error] = report.errors
    assert (error.path, error.location, error.reason) == (str(broken), "line 4", "invalid JSON: Expecting value")
    assert str(error) == f"{broken} at line 4: invalid JSON: Expecting value"


def test_malformed_yaml_is_an_error_naming_the_file_and_line(good: Path) -> None:
    broken = write(good / "broken.yaml", "- id: x\n  name: [unclosed\n- id: y\n")

    [error] = load_paths([good]).errors

    assert (error.path, error.location) == (str(broken), "line 3")
    assert str(error).startswith(f"{broken} at line 3: invalid YAML: ")


def test_a_file_with_a_malformed_tool_contributes_nothing(good: Path) -> None:
    broken = write(good / "half.json", json.dumps([{"id": "fine", "name": "fine"}, {"id": "no name"}]))

    report = load_paths([good])

    assert "fine" not in ids(report.tools)
    [error] = report.errors
    assert (error.path, error.location) == (str(broken), "/1")


def test_an_id_another_file_already_defined_is_qualified_by_the_later_file_s_namespace(good: Path) -> None:
    write(good / "z_again.json", json.dumps([{"id": "new.one", "name": "new_one"}, {**WEATHER}]))

    report = load_paths([good])

    assert ids(report.tools) == [
        "weather.get",
        "clock.now",
        "mail.send",
        "d_pets.getPet",
        "new.one",
        "z_again.weather.get",
    ]
    assert report.renamed == {"weather.get": "z_again.weather.get"}
    assert report.errors == []


def test_an_id_defined_twice_within_one_namespace_is_an_error_naming_both_files(good: Path) -> None:
    again = write(good / "z_again.json", json.dumps([{"id": "new.one", "name": "new_one"}, {**WEATHER}]))

    report = load_paths([good / "a_weather.json", again], namespace="mine")

    assert ids(report.tools) == ["weather.get"]
    [error] = report.errors
    assert str(error) == f"{again}: tool id 'weather.get' is already defined in {good / 'a_weather.json'}"


def test_two_files_with_the_same_stem_get_namespaces_told_apart_by_their_folder(tmp_path: Path) -> None:
    write(tmp_path / "v1" / "pets.json", json.dumps(OPENAPI))
    write(tmp_path / "v2" / "pets.json", json.dumps(OPENAPI))

    report = load_paths([tmp_path])

    assert ids(report.tools) == ["pets.getPet", "v2/pets.getPet"]


def test_an_id_twice_in_one_file_is_an_error_of_that_file(tmp_path: Path) -> None:
    twice = write(tmp_path / "twice.json", json.dumps([WEATHER, WEATHER]))

    [error] = load_paths([twice]).errors

    assert str(error) == f"{twice}: tool id 'weather.get' appears twice in this file"


def test_a_missing_path_is_an_error_and_the_other_paths_are_read(good: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"

    report = load_paths([missing, good / "a_weather.json"])

    assert ids(report.tools) == ["weather.get"]
    [error] = report.errors
    assert (str(error), error.path) == (f"{missing}: no such file or folder", str(missing))


def test_an_empty_folder_gives_nothing(tmp_path: Path) -> None:
    report = load_paths([tmp_path])

    assert (report.tools, report.files, report.errors) == ([], [], [])


def test_a_json_file_is_not_read_as_yaml(tmp_path: Path) -> None:
    path = write(tmp_path / "tools.json", "- id: x\n  name: x\n")

    with pytest.raises(IngestError) as caught:
        read_tool_file(path)

    assert str(caught.value) == f"{path} at line 1: invalid JSON: Expecting value"


def test_parse_tools_reads_yaml_text_unless_told_not_to() -> None:
    assert ids(parse_tools(YAML_TOOLS)) == ["clock.now"]
    with pytest.raises(IngestError, match="invalid JSON"):
        parse_tools(YAML_TOOLS, yaml_allowed=False)


def test_an_unreadable_file_is_an_ingest_error(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('[{"id": "caf\xe9", "name": "x"}]'.encode("latin-1"))

    with pytest.raises(IngestError) as caught:
        read_tool_file(path)

    assert caught.value.path == str(path)
    assert caught.value.reason.startswith("cannot read the file: ")


ALIAS_BOMB = """\
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
"""


def test_a_yaml_alias_bomb_is_refused_quickly_and_the_good_file_beside_it_is_read(tmp_path: Path) -> None:
    bomb = write(tmp_path / "bomb.yaml", ALIAS_BOMB)
    write(tmp_path / "weather.json", json.dumps([WEATHER]))

    report = load_paths([tmp_path])

    assert ids(report.tools) == ["weather.get"]
    [error] = report.errors
    assert error.path == str(bomb)
    assert error.reason.startswith("YAML anchors and aliases expand this document to 490,329,055 nodes")
    assert "alias bomb" in error.reason


def test_a_yaml_document_that_contains_itself_is_refused(tmp_path: Path) -> None:
    loop = write(tmp_path / "loop.yaml", "&top [1, *top]\n")

    [error] = load_paths([loop]).errors

    assert error.reason == "the document contains itself through a YAML alias; it cannot be read"


def test_yaml_aliases_that_stay_small_are_read(tmp_path: Path) -> None:
    shared = "defaults: &tags [time]\ntools:\n- {id: a, name: a, tags: *tags}\n- {id: b, name: b, tags: *tags}\n"
    path = write(tmp_path / "shared.yaml", shared)

    assert [tool.tags for tool in read_tool_file(path)] == [("time",), ("time",)]


def test_yaml_timestamps_binary_and_sets_are_read_as_json_values_and_stored(tmp_path: Path) -> None:
    # YAML reads 2020-07-21T18:37:44Z as a datetime, which no JSON column or schema can hold.
    text = """openapi: 3.0.3
info: {title: Droplets, version: "1"}
paths:
  /droplets:
    get:
      operationId: list_droplets
      parameters:
      - name: created_after
        in: query
        schema: {type: string, format: date-time, example: 2020-07-21T18:37:44Z, default: 2019-10-01}
      - name: token
        in: header
        schema: {type: string, example: !!binary aGVsbG8=, enum: !!set {a, b}}
      responses: {"200": {description: OK}}
"""
    path = write(tmp_path / "droplets.yaml", text)

    with toolmem.open(str(tmp_path / "t.db"), embedder="hash") as mem:
        mem.tools.add(read_tool_file(path))
        properties = mem.tools.get("droplets.list_droplets").parameters["properties"]

    assert properties["created_after"] == {
        "type": "string",
        "format": "date-time",
        "example": "2020-07-21T18:37:44Z",
        "default": "2019-10-01",
    }
    assert properties["token"] == {"type": "string", "example": "aGVsbG8=", "enum": ["a", "b"]}


def test_the_parts_of_a_multi_file_spec_in_the_same_folder_are_not_reported_as_errors(tmp_path: Path) -> None:
    spec = {
        "swagger": "2.0",
        "info": {"title": "Split pets", "version": "1"},
        "paths": {
            "/pets": {
                "post": {
                    "operationId": "addPet",
                    "parameters": [{"in": "body", "name": "pet", "required": True, "schema": {"$ref": "Pet.json"}}],
                    "responses": {"default": {"$ref": "../common/Error.json"}},
                }
            }
        },
    }
    write(tmp_path / "spec" / "swagger.json", json.dumps(spec))
    write(tmp_path / "spec" / "Pet.json", json.dumps({"type": "object", "properties": {"name": {"type": "string"}}}))
    write(tmp_path / "common" / "Error.json", json.dumps({"description": "an error"}))
    write(tmp_path / "common" / "broken.json", json.dumps({"not": "tools"}))

    report = load_paths([tmp_path])

    assert ids(report.tools) == ["swagger.addPet"]
    assert report.tools[0].parameters["properties"] == {"name": {"type": "string"}}
    assert [error.path for error in report.errors] == [str(tmp_path / "common" / "broken.json")]


def test_files_reached_only_through_parts_that_are_not_expanded_are_parts_too(tmp_path: Path) -> None:
    # Laid out as DigitalOcean's spec is: the root names operation files, which name response
    # files (never expanded: responses are not parameters), which name header and example files.
    root = {
        "openapi": "3.0.0",
        "info": {"title": "Cloud", "version": "2"},
        "paths": {"/v2/servers": {"post": {"$ref": "resources/servers_create.yml"}}},
    }
    create = {
        "operationId": "servers_create",
        "summary": "Create a server",
        "responses": {"202": {"$ref": "../shared/responses/accepted.yml"}},
    }
    accepted = {"description": "Accepted", "headers": {"ratelimit-limit": {"$ref": "../headers.yml#/limit"}}}
    write(tmp_path / "spec.yaml", json.dumps(root))
    write(tmp_path / "resources" / "servers_create.yml", json.dumps(create))
    write(tmp_path / "shared" / "responses" / "accepted.yml", json.dumps(accepted))
    write(tmp_path / "shared" / "headers.yml", json.dumps({"limit": {"schema": {"type": "integer"}}}))
    write(tmp_path / "resources" / "unused.yml", json.dumps({"operationId": "orphan"}))

    report = load_paths([tmp_path])

    assert ids(report.tools) == ["spec.servers_create"]
    assert [error.path for error in report.errors] == [str(tmp_path / "resources" / "unused.yml")]


def test_a_folder_linked_into_the_added_folder_is_read_with_its_own_refs(tmp_path: Path) -> None:
    elsewhere = tmp_path / "checkout" / "specification"
    root = {
        "openapi": "3.0.0",
        "info": {"title": "Cloud", "version": "2"},
        "paths": {"/v2/servers": {"post": {"$ref": "resources/servers_create.yml"}}},
    }
    write(elsewhere / "cloud.yaml", json.dumps(root))
    write(elsewhere / "resources" / "servers_create.yml", json.dumps({"operationId": "servers_create"}))
    catalogue = tmp_path / "catalogue"
    write(catalogue / "local.json", json.dumps([{"id": "local.echo", "name": "echo"}]))
    (catalogue / "cloud").symlink_to(elsewhere, target_is_directory=True)
    (catalogue / "again").symlink_to(catalogue, target_is_directory=True)  # a loop: read once

    report = load_paths([catalogue])

    assert ids(report.tools) == ["cloud.servers_create", "local.echo"]
    assert report.errors == []
    assert report.files == [str(catalogue / "cloud" / "cloud.yaml"), str(catalogue / "local.json")]


@pytest.mark.parametrize("suffix", [".jsonl", ".ndjson"])
def test_a_json_lines_file_named_directly_gives_one_tool_per_line(tmp_path: Path, suffix: str) -> None:
    lines = [{"id": "wx", "name": "forecast", "description": "Weather."}, {"id": "fx", "name": "convert"}]
    path = write(tmp_path / f"tools{suffix}", "\n".join(json.dumps(line) for line in lines) + "\n\n")

    assert ids(load_paths([path]).tools) == ["wx", "fx"]


def test_a_json_lines_file_is_not_read_when_a_folder_is_scanned(good: Path) -> None:
    write(good / "queries.jsonl", json.dumps({"text": "a request, not a tool"}))

    assert "queries.jsonl" not in [path.name for path in iter_tool_files(good)]


def test_a_bad_line_of_a_json_lines_file_is_named(tmp_path: Path) -> None:
    path = write(tmp_path / "tools.jsonl", json.dumps({"id": "a", "name": "a"}) + "\n{broken\n")

    [error] = load_paths([path]).errors

    assert (error.location, error.reason) == (
        "line 2",
        "invalid JSON: Expecting property name enclosed in double quotes",
    )


def test_json_lines_in_a_json_file_is_an_error_that_says_to_name_it_jsonl(tmp_path: Path) -> None:
    path = write(
        tmp_path / "tools.json", json.dumps({"id": "a", "name": "a"}) + "\n" + json.dumps({"id": "b", "name": "b"})
    )

    [error] = load_paths([path]).errors

    assert error.reason == "invalid JSON: Extra data (one JSON value per line is JSON Lines: name the file .jsonl)"
