"""``tools.add_text``: one document given as text, through the real catalogue and store."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from toolmem.errors import IngestError, ValidationError

SPEC = """openapi: 3.0.3
info: {title: Parcel Post, version: "1"}
paths:
  /parcels:
    post:
      operationId: send_parcel
      summary: Send a parcel to an address
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Parcel'}
      responses: {"201": {description: Sent}}
  /parcels/{id}:
    get:
      operationId: track_parcel
      summary: Where a parcel is now
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses: {"200": {description: OK}}
components:
  schemas:
    Parcel:
      type: object
      required: [to]
      properties: {to: {type: string}, weight_kg: {type: number}}
"""


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[toolmem.Memory]:
    with toolmem.open(str(tmp_path / "t.db"), embedder="hash") as memory:
        yield memory


def test_a_spec_as_yaml_text_gives_its_operations_named_by_the_spec_s_title(mem: toolmem.Memory) -> None:
    report = mem.tools.add_text(SPEC)

    assert sorted(report.added) == ["parcel_post.send_parcel", "parcel_post.track_parcel"]
    assert mem.tools.get("parcel_post.send_parcel").parameters["required"] == ["to"]
    assert mem.tools.search("where is my parcel now", k=1)[0].id == "parcel_post.track_parcel"


def test_replace_removes_what_the_document_no_longer_holds_in_its_namespace(mem: toolmem.Memory) -> None:
    mem.tools.add_text(SPEC, namespace="post")
    mem.tools.add([{"id": "other.tool", "name": "other"}])
    shorter = SPEC.replace(
        "  /parcels/{id}:\n    get:\n      operationId: track_parcel",
        "  /parcels/{id}:\n    x-get:\n      operationId: track_parcel",
    )

    report = mem.tools.add_text(shorter, namespace="post", replace=True)

    assert report.removed == ["post.track_parcel"]
    assert sorted(tool.id for tool in mem.tools.list()) == ["other.tool", "post.send_parcel"]


def test_a_document_that_names_another_file_is_refused_whole(mem: toolmem.Memory) -> None:
    split = SPEC.replace("{$ref: '#/components/schemas/Parcel'}", "{$ref: 'parcel.yaml'}")

    with pytest.raises(IngestError, match=r"external \$ref 'parcel.yaml' needs the spec to be read from a file"):
        mem.tools.add_text(split)
    assert mem.tools.list() == []


def test_replace_needs_a_namespace(mem: toolmem.Memory) -> None:
    with pytest.raises(ValidationError, match="namespace: is needed to replace"):
        mem.tools.add_text(json.dumps([{"id": "a", "name": "a"}]), replace=True)
    assert mem.tools.list() == []
