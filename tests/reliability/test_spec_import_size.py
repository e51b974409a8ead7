"""The HTTP import admits the common real specs (issue 24, finding 10).

Its 1 MiB default body limit refused GitHub's, Stripe's and Kubernetes' specs (4.0-4.2 MB).
Imports now have a limit of their own, 16 MiB by default (``--max-import-body``); every other
route keeps 1 MiB (``--max-body``). The real specs are read from the benchmark data
(``$TOOLMEM_BENCH_DATA/openapi``) when present; a synthetic 5 MB spec always runs.
"""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bench_data import openapi_specs
from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app

SPECS = openapi_specs()
REAL = [
    ("github-2022-07.json", "application/json", 800),
    ("stripe-spec3-2023-09.yaml", "application/yaml", 400),
    ("k8s-swagger-2018.json", "application/json", 800),
]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash"))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        yield test_client


def synthetic_spec(operations: int) -> str:
    """An OpenAPI document of ``operations`` operations with long descriptions (about 2.5 KB each)."""
    paths = {
        f"/things{n}": {
            "get": {
                "operationId": f"getThing{n}",
                "summary": f"Get thing {n}",
                "description": f"Returns thing {n}. " + "It has a long explanation. " * 90,
                "parameters": [{"name": "id", "in": "query", "schema": {"type": "string"}}],
            }
        }
        for n in range(operations)
    }
    return json.dumps({"openapi": "3.0.0", "info": {"title": "Things", "version": "1"}, "paths": paths})


def test_a_five_megabyte_spec_is_imported_with_the_default_limits(client: TestClient) -> None:
    spec = synthetic_spec(2_000)
    assert len(spec) > 5_000_000

    answer = client.post("/v1/workspaces/w/tools/import", content=spec, headers={"Content-Type": "application/json"})

    assert answer.status_code == 200, answer.text[:300]
    assert len(answer.json()["added"]) == 2_000


def test_other_routes_keep_their_one_megabyte_limit(client: TestClient) -> None:
    tools = [{"id": f"t{n}", "name": f"t{n}", "description": "x" * 2_000} for n in range(600)]

    answer = client.post("/v1/workspaces/w/tools", json=tools)

    assert answer.status_code == 413
    assert answer.json()["error"]["message"].endswith("(the server sets it: toolmem serve --max-body)")


def test_an_import_over_its_own_limit_names_its_setting(tmp_path: Path) -> None:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash", max_import_body=1_000_000))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as client:
        answer = client.post(
            "/v1/workspaces/w/tools/import", content=synthetic_spec(500), headers={"Content-Type": "application/json"}
        )

    assert answer.status_code == 413
    assert answer.json()["error"]["message"].endswith("(the server sets it: toolmem serve --max-import-body)")


@pytest.mark.skipif(SPECS is None, reason="the benchmark OpenAPI specs are absent (set TOOLMEM_BENCH_DATA)")
@pytest.mark.parametrize(("name", "media", "at_least"), REAL, ids=[name for name, _, _ in REAL])
def test_the_common_real_specs_are_imported_over_http(client: TestClient, name: str, media: str, at_least: int) -> None:
    assert SPECS is not None
    body = (SPECS / name).read_bytes()

    answer = client.post("/v1/workspaces/w/tools/import", content=body, headers={"Content-Type": media})

    assert answer.status_code == 200, answer.text[:300]
    assert len(answer.json()["added"]) >= at_least
