"""Tests for reading OpenAPI 3.x and Swagger 2.0 documents into tools."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.ingest.openapi import is_openapi, read_openapi, tools_from_openapi

DATA = Path(__file__).parents[2] / "data" / "openapi"


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    return data


def spec(paths: Any, **extra: Any) -> dict[str, Any]:
    return {"openapi": "3.0.3", "info": {"title": "Test", "version": "1"}, "paths": paths, **extra}


def operation(body: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A 3.0 document with the one operation ``GET /a``."""
    return spec({"/a": {"get": body}}, **extra)


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def query(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "in": "query", "schema": schema}


def json_body(schema: dict[str, Any], *, required: bool = False) -> dict[str, Any]:
    return {"required": required, "content": {"application/json": {"schema": schema}}}


def only_tool(document: dict[str, Any]) -> Tool:
    (tool,) = tools_from_openapi(document)
    return tool


def ingest_error(document: Any) -> IngestError:
    with pytest.raises(IngestError) as caught:
        tools_from_openapi(document, path="api.yaml")
    return caught.value


PETSTORE_META = {
    "server": "https://eu.petstore.example/v1",
    "api": "Petstore",
    "servers": ["https://eu.petstore.example/v1", "https://backup.petstore.example/v1"],
}
PET_ID = {"type": "string", "description": "The pet's id"}
NEW_PET = {
    "type": "object",
    "required": ["name"],
    "properties": {"name": {"type": "string"}, "status": {"type": "string", "enum": ["available", "sold"]}},
}


def test_openapi_3_0_operations_become_tools_with_refs_resolved() -> None:
    tools = tools_from_openapi(load("petstore-3.0.yaml"), path="petstore-3.0.yaml")

    assert tools == [
        Tool(
            id="listPets",
            name="listPets",
            description="List all pets. Results come in pages.",
            parameters={
                "type": "object",
                "properties": {
                    "limit": {
                        "type": "integer",
                        "format": "int32",
                        "maximum": 100,
                        "description": "How many pets to return",
                    },
                    "status": {
                        "type": "string",
                        "enum": ["available", "sold"],
                        "description": "Only pets with this status",
                    },
                },
            },
            tags=("pets",),
            source="openapi",
            metadata={
                "method": "GET",
                "path": "/pets",
                **PETSTORE_META,
                "locations": {"limit": "query", "status": "query"},
                "summary": "List all pets",
            },
        ),
        Tool(
            id="createPet",
            name="createPet",
            description="Create a pet",
            parameters=NEW_PET,
            tags=("pets",),
            source="openapi",
            metadata={
                "method": "POST",
                "path": "/pets",
                **PETSTORE_META,
                "locations": {"name": "body", "status": "body"},
                "body_media_type": "application/json",
            },
        ),
        Tool(
            id="showPetById",
            name="showPetById",
            description="Info for a specific pet. Returns the pet with its owner",
            parameters={
                "type": "object",
                "properties": {
                    "petId": {"type": "integer", "description": "Id of the pet to fetch"},
                    "X-Request-Id": {"type": "string"},
                },
                "required": ["petId"],
            },
            source="openapi",
            metadata={
                "method": "GET",
                "path": "/pets/{petId}",
                **PETSTORE_META,
                "locations": {"petId": "path", "X-Request-Id": "header"},
                "summary": "Info for a specific pet",
            },
        ),
        Tool(
            id="replacePet",
            name="replacePet",
            description="PUT /pets/{petId}",
            parameters={
                "type": "object",
                "properties": {
                    "petId": PET_ID,
                    "X-Request-Id": {"type": "string"},
                    "session": {"type": "string"},
                    "body": {
                        "allOf": [NEW_PET, {"type": "object", "properties": {"id": {"type": "integer"}}}],
                        "description": "The whole pet",
                    },
                },
                "required": ["petId"],
            },
            source="openapi",
            metadata={
                "method": "PUT",
                "path": "/pets/{petId}",
                **PETSTORE_META,
                "locations": {"petId": "path", "X-Request-Id": "header", "session": "cookie", "body": "body"},
                "body_media_type": "application/json",
            },
        ),
        Tool(
            id="DELETE /pets/{petId}",
            name="delete_pets_petId",
            description="DELETE /pets/{petId}",
            parameters={
                "type": "object",
                "properties": {"petId": PET_ID, "X-Request-Id": {"type": "string"}},
                "required": ["petId"],
            },
            source="openapi",
            metadata={
                "method": "DELETE",
                "path": "/pets/{petId}",
                **PETSTORE_META,
                "locations": {"petId": "path", "X-Request-Id": "header"},
                "deprecated": True,
            },
        ),
    ]


def test_openapi_3_1_path_item_refs_content_parameters_and_ref_siblings_are_read() -> None:
    tools = tools_from_openapi(load("museum-3.1.json"))

    date = {"type": "string", "format": "date", "description": "A calendar day"}
    assert tools == [
        Tool(
            id="GET /events/{eventId}",
            name="get_events_eventId",
            description="Fetch one special event.",
            parameters={
                "type": "object",
                "properties": {
                    "eventId": {"type": "string", "format": "uuid"},
                    "filter": {"type": "object", "properties": {"default": date}},
                },
                "required": ["eventId"],
            },
            source="openapi",
            metadata={
                "method": "GET",
                "path": "/events/{eventId}",
                "server": None,
                "api": "Museum",
                "locations": {"eventId": "path", "filter": "query"},
            },
        ),
        Tool(
            id="POST /tickets",
            name="post_tickets",
            description="Buy a ticket.",
            parameters={
                "type": "object",
                "properties": {
                    "date": {**date, "description": "Day of the visit"},
                    "email": {"type": ["string", "null"]},
                },
                "required": ["date"],
            },
            source="openapi",
            metadata={
                "method": "POST",
                "path": "/tickets",
                "server": "https://tickets.museum.example",
                "api": "Museum",
                "locations": {"date": "body", "email": "body"},
                "body_media_type": "application/x-www-form-urlencoded",
            },
        ),
    ]


def test_swagger_2_0_body_form_data_and_inline_parameters_become_schemas() -> None:
    tools = tools_from_openapi(load("petstore-2.0.yaml"))

    meta = {
        "server": "https://petstore.example/v2",
        "api": "Swagger Petstore",
        "servers": ["https://petstore.example/v2", "http://petstore.example/v2"],
    }
    assert tools == [
        Tool(
            id="POST /pet",
            name="post_pet",
            description="Add a new pet to the store",
            parameters={
                "type": "object",
                "properties": {
                    "name": {"type": "string", "example": "doggie"},
                    "category": {
                        "type": "object",
                        "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
                    },
                },
                "required": ["name"],
            },
            tags=("pet",),
            source="openapi",
            metadata={
                "method": "POST",
                "path": "/pet",
                **meta,
                "locations": {"name": "body", "category": "body"},
                "body_media_type": "application/json",
            },
        ),
        Tool(
            id="findPetsByTags",
            name="findPetsByTags",
            description="Muliple tags can be given.",
            parameters={
                "type": "object",
                "properties": {
                    "tags": {
                        "type": "array",
                        "items": {"type": "string", "enum": ["cute", "fluffy"]},
                        "description": "Tags to filter by",
                    },
                    "pageSize": {"type": "integer", "default": 20, "minimum": 1},
                },
                "required": ["tags"],
            },
            source="openapi",
            metadata={
                "method": "GET",
                "path": "/pet/findByTags",
                **meta,
                "locations": {"tags": "query", "pageSize": "query"},
            },
        ),
        Tool(
            id="uploadFile",
            name="uploadFile",
            description="POST /pet/{petId}/uploadImage",
            parameters={
                "type": "object",
                "properties": {
                    "petId": {"type": "integer", "format": "int64"},
                    "additionalMetadata": {"type": "string"},
                    "file": {"type": "string", "format": "binary", "description": "The image"},
                },
                "required": ["petId", "file"],
            },
            source="openapi",
            metadata={
                "method": "POST",
                "path": "/pet/{petId}/uploadImage",
                **meta,
                "locations": {"petId": "path", "additionalMetadata": "body", "file": "body"},
                "body_media_type": "multipart/form-data",
            },
        ),
    ]


@pytest.mark.parametrize("name", ["petstore-3.0.yaml", "museum-3.1.json", "petstore-2.0.yaml"])
def test_no_ref_is_left_in_any_produced_tool(name: str) -> None:
    tools = tools_from_openapi(load(name))

    assert "$ref" not in json.dumps([tool.to_dict() for tool in tools])


def test_a_recursive_schema_is_cut_where_it_refers_back_to_itself() -> None:
    body = {"type": "object", "properties": {"root": ref("Node"), "owner": ref("Person")}}
    node = {
        "type": "object",
        "properties": {"label": {"type": "string"}, "children": {"type": "array", "items": ref("Node")}},
    }
    schemas = {
        "Node": node,
        "Person": {"type": "object", "properties": {"friend": ref("Friend")}},
        "Friend": {"type": "object", "properties": {"person": ref("Person")}},
    }

    tool = only_tool(operation({"requestBody": json_body(body)}, components={"schemas": schemas}))

    assert tool.parameters == {
        "type": "object",
        "properties": {
            "root": {
                "type": "object",
                "properties": {
                    "label": {"type": "string"},
                    "children": {
                        "type": "array",
                        "items": {"type": "object", "description": "(recursive Node)"},
                    },
                },
            },
            "owner": {
                "type": "object",
                "properties": {
                    "friend": {
                        "type": "object",
                        "properties": {"person": {"type": "object", "description": "(recursive Person)"}},
                    }
                },
            },
        },
    }


def test_a_chain_of_refs_deeper_than_32_is_cut_so_dense_specs_stay_small() -> None:
    schemas: dict[str, Any] = {f"S{i}": {"type": "object", "properties": {"next": ref(f"S{i + 1}")}} for i in range(40)}
    schemas["S40"] = {"type": "string"}

    tool = only_tool(operation({"requestBody": json_body(ref("S0"))}, components={"schemas": schemas}))

    expected: dict[str, Any] = {"type": "object", "description": "(truncated S32)"}
    for _ in range(32):
        expected = {"type": "object", "properties": {"next": expected}}
    assert tool.parameters == expected


def test_a_schema_nested_beyond_the_recursion_limit_is_rejected() -> None:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(2000):
        schema = {"type": "array", "items": schema}

    error = ingest_error(operation({"parameters": [query("deep", schema)]}))

    assert error.reason == "schemas are nested too deeply to expand; flatten them with named components"


def test_refs_with_json_pointer_escapes_are_resolved() -> None:
    document = operation(
        {"parameters": [query("q", ref("a~1b~0c"))]},
        components={"schemas": {"a/b~c": {"type": "string", "format": "slashed"}}},
    )

    assert only_tool(document).parameters == {
        "type": "object",
        "properties": {"q": {"type": "string", "format": "slashed"}},
    }


def test_example_values_are_copied_as_data_even_when_they_contain_a_ref_key() -> None:
    schema = {"type": "object", "example": {"$ref": "not/a/reference"}, "default": {"$ref": "x"}}

    tool = only_tool(operation({"parameters": [query("q", schema)]}))

    assert tool.parameters == {"type": "object", "properties": {"q": schema}}


def test_a_body_property_clashing_with_a_query_parameter_keeps_the_body_whole() -> None:
    body = {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}
    document = operation(
        {"parameters": [query("name", {"type": "string"})], "requestBody": json_body(body, required=True)}
    )

    tool = only_tool(document)

    assert tool.parameters == {
        "type": "object",
        "properties": {"name": {"type": "string"}, "body": body},
        "required": ["body"],
    }
    assert tool.metadata["locations"] == {"name": "query", "body": "body"}


def test_an_optional_non_object_body_becomes_an_optional_body_argument() -> None:
    body = {"content": {"text/plain": {"schema": {"type": "string"}}}}

    tool = only_tool(operation({"requestBody": body}))

    assert tool.parameters == {"type": "object", "properties": {"body": {"type": "string"}}}


def test_an_operation_s_id_is_its_operation_id_or_its_method_and_path() -> None:
    document = spec(
        {
            "/pets/{id}": {"get": {}},
            "/pets/id": {"get": {}},
            "/": {
                "get": {"operationId": "same"},
                "put": {"operationId": "same"},
                "post": {"operationId": " pulls/create "},
            },
        }
    )

    tools = tools_from_openapi(document)

    assert [(tool.id, tool.name) for tool in tools] == [
        ("GET /pets/{id}", "get_pets_id"),
        ("GET /pets/id", "get_pets_id"),
        ("same", "same"),
        ("PUT /", "same"),
        ("pulls/create", "pulls/create"),
    ]


def test_ids_are_qualified_by_the_namespace_which_each_tool_records() -> None:
    document = spec({"/me": {"get": {"operationId": "get_me"}}, "/x": {"post": {}}})

    result = read_openapi(document, namespace="spotify")

    assert [(tool.id, tool.name, tool.namespace) for tool in result.tools] == [
        ("spotify.get_me", "get_me", "spotify"),
        ("spotify.POST /x", "post_x", "spotify"),
    ]
    assert result.notes == []


def test_long_operation_ids_are_kept_whole() -> None:
    long_id = "put_metadata_templates_enterprise_securityClassification-6VMVochwUWo_schema#add"

    tool = only_tool(spec({"/a": {"put": {"operationId": long_id}}}))

    assert (tool.id, tool.name) == (long_id, long_id)


def test_a_description_that_repeats_the_summary_is_not_doubled() -> None:
    document = spec(
        {
            "/a": {
                "get": {"summary": "Get a thing", "description": "Get a thing by its id."},
                "put": {"summary": "Replace a thing.", "description": "Replace a thing."},
                "post": {"summary": "  ", "description": ""},
            }
        }
    )

    assert [tool.description for tool in tools_from_openapi(document)] == [
        "Get a thing by its id.",
        "Replace a thing.",
        "POST /a",
    ]


def test_operation_parameters_override_path_parameters_with_the_same_name_and_location() -> None:
    path_item = {
        "parameters": [
            {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
            query("id", {"type": "boolean"}),
        ],
        "get": {"parameters": [{"name": "id", "in": "path", "schema": {"type": "integer"}}]},
    }

    tool = only_tool(spec({"/a/{id}": path_item}))

    assert tool.parameters == {
        "type": "object",
        "properties": {"id": {"type": "integer"}, "id_query": {"type": "boolean"}},
        "required": ["id"],
    }
    assert tool.metadata["locations"] == {"id": "path", "id_query": "query"}


def test_swagger_server_is_host_and_base_path_when_no_scheme_is_given() -> None:
    document = {"swagger": "2.0", "host": "api.example", "basePath": "/v1", "paths": {"/a": {"get": {}}}}

    assert only_tool(document).metadata == {
        "method": "GET",
        "path": "/a",
        "server": "api.example/v1",
        "api": None,
        "locations": {},
    }


@pytest.mark.parametrize(
    ("document", "expected"),
    [
        ({"openapi": "3.1.0", "paths": {}}, True),
        ({"openapi": "3.0.3"}, True),
        ({"swagger": "2.0"}, True),
        ({"swagger": 2.0}, True),
        ({"openapi": "4.0"}, False),
        ({"swagger": "1.2"}, False),
        ({"tools": []}, False),
        ([{"openapi": "3.0.0"}], False),
        ("openapi: 3.0.0", False),
    ],
)
def test_is_openapi_recognises_openapi_3_and_swagger_2_documents(document: object, expected: bool) -> None:
    assert is_openapi(document) is expected


@pytest.mark.parametrize(
    ("document", "location", "words"),
    [
        ({"openapi": "4.0", "paths": {}}, "/openapi", "unsupported openapi version '4.0'"),
        ({"swagger": "1.2", "paths": {}}, "/swagger", "unsupported swagger version '1.2'"),
        ({"paths": {}}, "", "no 'openapi' or 'swagger' field"),
    ],
)
def test_an_unsupported_version_names_the_supported_ones(document: Any, location: str, words: str) -> None:
    error = ingest_error(document)

    assert (error.path, error.location) == ("api.yaml", location)
    assert words in str(error)
    assert "OpenAPI 3.0 or 3.1" in str(error)
    assert "Swagger 2.0" in str(error)


def test_a_document_that_is_not_an_object_is_rejected() -> None:
    error = ingest_error(["openapi"])

    assert (error.location, error.reason) == ("", "an OpenAPI document must be an object, got list")


@pytest.mark.parametrize("paths", [None, ["/pets"]])
def test_missing_or_malformed_paths_are_rejected(paths: Any) -> None:
    document = spec(paths)
    if paths is None:
        del document["paths"]

    error = ingest_error(document)

    assert (error.location, error.reason) == (
        "/paths",
        f"'paths' must be an object of routes, got {paths!r}; add one",
    )


def test_an_operation_that_is_not_an_object_is_rejected() -> None:
    error = ingest_error(spec({"/pets/{id}": {"get": "list pets"}}))

    assert error.location == "/paths/~1pets~1{id}/get"
    assert error.reason.startswith("operation GET /pets/{id} must be an object, got 'list pets'")


@pytest.mark.parametrize(
    ("parameter", "reason"),
    [
        ({"in": "query"}, "a parameter needs a string 'name', got {'in': 'query'}"),
        ({"name": "limit"}, "parameter 'limit' has 'in': None; use one of path, query, header, cookie"),
        (
            {"name": "pet", "in": "body"},
            "parameter 'pet' has 'in': 'body'; use one of path, query, header, cookie",
        ),
    ],
)
def test_a_malformed_parameter_is_rejected_with_its_location(parameter: dict[str, Any], reason: str) -> None:
    document = operation({"parameters": [query("ok", {}), parameter]})

    error = ingest_error(document)

    assert (error.path, error.location, error.reason) == ("api.yaml", "/paths/~1a/get/parameters/1", reason)


def test_a_ref_to_a_missing_target_is_rejected_at_the_ref() -> None:
    document = operation({"parameters": [query("status", ref("Status"))]}, components={"schemas": {}})

    error = ingest_error(document)

    assert error.location == "/paths/~1a/get/parameters/0/schema/$ref"
    assert error.reason == "$ref '#/components/schemas/Status' points to nothing (no 'Status'); define it or fix it"


def test_a_missing_ref_inside_a_component_is_reported_where_it_is_written() -> None:
    bodies = {"Pet": json_body({"$ref": "#/nowhere"})}
    document = operation(
        {"requestBody": {"$ref": "#/components/requestBodies/Pet"}}, components={"requestBodies": bodies}
    )

    error = ingest_error(document)

    assert error.location == "/components/requestBodies/Pet/content/application~1json/schema/$ref"


def test_a_file_ref_of_a_spec_given_without_a_file_is_rejected_with_its_name_and_location() -> None:
    document = operation({"requestBody": json_body({"$ref": "common.yaml#/components/schemas/Pet"})})

    error = ingest_error(document)

    assert error.location == "/paths/~1a/get/requestBody/content/application~1json/schema/$ref"
    assert error.reason.startswith(
        "external $ref 'common.yaml#/components/schemas/Pet' needs the spec to be read from a file; bundle the spec"
    )


def test_a_remote_ref_is_rejected_with_its_name_and_location() -> None:
    document = operation({"requestBody": json_body({"$ref": "https://example.com/pet.json"})})

    error = ingest_error(document)

    assert error.location == "/paths/~1a/get/requestBody/content/application~1json/schema/$ref"
    assert error.reason.startswith("remote $ref 'https://example.com/pet.json' is not supported")


def write_spec(folder: Path, document: dict[str, Any], **files: Any) -> Path:
    for name, content in files.items():
        path = folder / name.replace("__", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(content) if name.endswith(".yaml") else json.dumps(content))
    path = folder / "spec" / "api.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document))
    return path


def test_refs_to_files_beside_the_spec_are_read_relative_to_the_file_that_holds_them(tmp_path: Path) -> None:
    document = operation(
        {
            "parameters": [{"$ref": "parameters.yaml#/limit"}],
            "requestBody": json_body({"$ref": "models/Pet.json"}, required=True),
        }
    )
    pet = {"type": "object", "required": ["name"], "properties": {"name": {"$ref": "Name.json#/Name"}}}
    path = write_spec(
        tmp_path,
        document,
        **{
            "spec__parameters.yaml": {"limit": {"name": "limit", "in": "query", "schema": {"type": "integer"}}},
            "spec__models__Pet.json": pet,
            "spec__models__Name.json": {"Name": {"type": "string", "minLength": 1}},
        },
    )

    result = read_openapi(json.loads(path.read_text()), path=str(path), namespace="pets")

    [tool] = result.tools
    assert tool.parameters == {
        "type": "object",
        "properties": {"limit": {"type": "integer"}, "name": {"type": "string", "minLength": 1}},
        "required": ["name"],
    }
    assert [part.name for part in result.files] == ["Name.json", "Pet.json", "parameters.yaml"]


def test_an_operation_written_as_a_ref_to_another_file_is_read_from_it(tmp_path: Path) -> None:
    # As DigitalOcean's spec writes every operation: the path item maps each method to a file.
    document = spec({"/droplets": {"post": {"$ref": "resources/droplets_create.yml"}}})
    create = {
        "operationId": "droplets_create",
        "summary": "Create a new droplet",
        "tags": ["Droplets"],
        "parameters": [{"$ref": "parameters.yml#/region"}],
        "requestBody": json_body({"$ref": "models/droplet.yml"}, required=True),
        "responses": {"202": {"description": "Accepted"}},
    }
    path = write_spec(
        tmp_path,
        document,
        **{
            "spec__resources__droplets_create.yml": create,
            "spec__resources__parameters.yml": {"region": query("region", {"type": "string"})},
            "spec__resources__models__droplet.yml": {"type": "object", "properties": {"size": {"type": "string"}}},
        },
    )

    result = read_openapi(json.loads(path.read_text()), path=str(path), namespace="do")

    [tool] = result.tools
    assert (tool.id, tool.name, tool.description, tool.tags) == (
        "do.droplets_create",
        "droplets_create",
        "Create a new droplet",
        ("Droplets",),
    )
    assert tool.parameters["properties"] == {"region": {"type": "string"}, "size": {"type": "string"}}
    assert tool.metadata["locations"] == {"region": "query", "size": "body"}


def test_a_ref_leading_out_of_the_spec_s_folder_is_refused(tmp_path: Path) -> None:
    document = operation({"requestBody": json_body({"$ref": "../secret.json"})})
    path = write_spec(tmp_path, document, **{"secret.json": {"type": "string"}})

    with pytest.raises(IngestError) as caught:
        read_openapi(json.loads(path.read_text()), path=str(path))

    assert caught.value.reason.startswith(
        f"$ref '../secret.json' leads out of the folder {str(path.parent.resolve())!r}; only files inside it are read"
    )


def test_a_ref_may_reach_up_to_the_folder_that_was_added(tmp_path: Path) -> None:
    document = operation({"requestBody": json_body({"$ref": "../common.json"})})
    path = write_spec(
        tmp_path, document, **{"common.json": {"type": "object", "properties": {"a": {"type": "string"}}}}
    )

    [tool] = read_openapi(json.loads(path.read_text()), path=str(path), root_dir=tmp_path).tools

    assert tool.parameters["properties"] == {"a": {"type": "string"}}


def test_a_symbolic_link_leading_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside.json"
    outside.write_text(json.dumps({"type": "string"}))
    document = operation({"requestBody": json_body({"$ref": "link.json"})})
    path = write_spec(tmp_path / "root", document)
    (path.parent / "link.json").symlink_to(outside)

    with pytest.raises(IngestError, match=r"\$ref 'link.json' leads out of the folder"):
        read_openapi(json.loads(path.read_text()), path=str(path))


def test_a_webhooks_only_openapi_3_1_document_gives_no_tools_and_a_note() -> None:
    document = {
        "openapi": "3.1.0",
        "info": {"title": "Events", "version": "1"},
        "webhooks": {"newPet": {"post": {"requestBody": json_body({"type": "object"})}}},
    }

    result = read_openapi(document)

    assert result.tools == []
    assert result.notes == [
        "no operations: the document describes only webhooks (1: newPet), events the API sends rather than calls "
        "an agent can make; no tools"
    ]


def test_an_openapi_3_0_document_without_paths_is_still_an_error() -> None:
    with pytest.raises(IngestError, match="'paths' must be an object of routes"):
        read_openapi({"openapi": "3.0.3", "info": {"title": "x", "version": "1"}})


def test_operations_whose_refs_were_cut_at_the_cap_are_noted_and_marked() -> None:
    schemas: dict[str, Any] = {f"S{i}": {"type": "object", "properties": {"next": ref(f"S{i + 1}")}} for i in range(40)}
    schemas["S40"] = {"type": "string"}
    document = operation({"operationId": "deep", "requestBody": json_body(ref("S0"))}, components={"schemas": schemas})

    result = read_openapi(document)

    assert result.tools[0].metadata["truncated_refs"] == ["S32"]
    assert result.notes == [
        "1 operation(s) had sub-schemas cut where $ref expansion passed its cap (256 refs or 32 levels per "
        "operation): deep (1 refs); each cut is an object schema saying '(truncated <name>)' and is listed in "
        "metadata['truncated_refs']"
    ]


def test_a_ref_chain_that_loops_is_rejected() -> None:
    parameters = {"A": {"$ref": "#/components/parameters/B"}, "B": {"$ref": "#/components/parameters/A"}}
    document = operation({"parameters": [{"$ref": "#/components/parameters/A"}]}, components={"parameters": parameters})

    error = ingest_error(document)

    assert error.location == "/components/parameters/B"
    assert error.reason.startswith("$ref '#/components/parameters/A' refers back to itself")


def test_a_map_of_properties_written_as_a_ref_to_another_file_is_read_from_it(tmp_path: Path) -> None:
    # As DigitalOcean's spec writes some bodies: "properties: {$ref: attributes.yml#/...}".
    body = {"type": "object", "properties": {"$ref": "attributes.yml#/balancer", "name": {"type": "string"}}}
    document = operation({"requestBody": json_body(body, required=True)})
    attributes = {"balancer": {"size": {"type": "string", "enum": ["small", "large"]}}}
    path = write_spec(tmp_path, document, **{"spec__attributes.yml": attributes})

    result = read_openapi(json.loads(path.read_text()), path=str(path))

    [tool] = result.tools
    assert tool.parameters["properties"] == {
        "size": {"type": "string", "enum": ["small", "large"]},
        "name": {"type": "string"},
    }
    assert result.notes == []


def test_a_keyword_of_the_wrong_kind_is_repaired_as_read_and_said_not_refused() -> None:
    # As Spotify's spec writes its bounds: "maximum": "50".
    document = operation(
        {"parameters": [query("limit", {"type": "integer", "maximum": "50", "minimum": 0, "default": 20})]}
    )

    result = read_openapi(document)

    [tool] = result.tools
    assert tool.parameters["properties"]["limit"] == {"type": "integer", "maximum": 50, "minimum": 0, "default": 20}
    assert tool.metadata["repaired_schema"] == ["parameters/properties/limit/maximum: '50' read as 50"]
    assert len(result.notes) == 1
    assert result.notes[0].startswith("1 operation(s) had schema keywords that are not JSON Schema, repaired")
