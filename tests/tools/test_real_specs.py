"""Real public API specs (``$TOOLMEM_BENCH_DATA/openapi``, see the docs' benchmark data page): read at full fidelity,
exported valid and small. Skipped when the folder is absent; ``TOOLMEM_BENCH_DATA`` may point at
the ``shared/bench`` folder from elsewhere (a worktree, say)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

import toolmem
from toolmem.tools.export import export_report
from toolmem.tools.ingest.files import LoadReport, load_paths


def _specs() -> Path | None:
    candidates = [Path(__file__).resolve().parents[3] / "shared" / "bench" / "openapi"]
    if os.environ.get("TOOLMEM_BENCH_DATA"):
        candidates.insert(0, Path(os.environ["TOOLMEM_BENCH_DATA"]) / "openapi")
    return next((path for path in candidates if path.is_dir()), None)


SPECS = _specs()
pytestmark = pytest.mark.skipif(SPECS is None, reason="the benchmark OpenAPI specs are absent (set TOOLMEM_BENCH_DATA)")
# The OAI multi-file example was copied flat (petstore-separate_spec_swagger.json refers to
# ../common/Error.json), so its files cannot be put back together here; every other file reads.
FLATTENED = "petstore-separate"
META = Draft202012Validator(Draft202012Validator.META_SCHEMA, format_checker=Draft202012Validator.FORMAT_CHECKER)


@pytest.fixture(scope="module")
def everything() -> LoadReport:
    assert SPECS is not None
    return load_paths([SPECS])


def invalid(schemas: list[dict[str, Any]]) -> list[str]:
    """The schemas that fail ``Draft202012Validator.check_schema``, with its message; each distinct
    schema is checked once, with one validator for all (the check ``check_schema`` makes)."""
    unique = {json.dumps(schema, sort_keys=True): schema for schema in schemas}
    failures = []
    for schema in unique.values():
        if not META.is_valid(schema):
            try:
                Draft202012Validator.check_schema(schema)
            except SchemaError as exc:
                failures.append(str(exc).splitlines()[0])
    return failures


def test_every_file_is_read_but_the_flattened_multi_file_example(everything: LoadReport) -> None:
    assert {Path(error.path or "").name.split("_spec_")[0].split("_common_")[0] for error in everything.errors} == {
        f"v2.0_json_{FLATTENED}",
        f"v2.0_yaml_{FLATTENED}",
    }
    assert len(everything.tools) == 6_195


def test_the_49_apis_guru_specs_in_one_run_give_every_operation_as_a_tool() -> None:
    assert SPECS is not None

    report = load_paths([SPECS / "guru"])

    assert (len(report.files), report.errors, len(report.tools)) == (49, [], 2_859)
    assert {
        "amazonaws.com_ec2_2016-11-15.DescribeAddresses",
        "amazonaws.com_snowball_2016-06-30.DescribeAddresses",
    } <= {tool.id for tool in report.tools}


def test_every_exported_schema_plain_and_strict_passes_the_json_schema_2020_12_check(everything: LoadReport) -> None:
    plain = export_report(everything.tools, "openai").tools
    strict = export_report(everything.tools, "openai", strict=True).tools

    assert invalid([tool["function"]["parameters"] for tool in [*plain, *strict]]) == []


# The specs whose schemas are invalid as JSON Schema 2020-12 as written (boolean exclusive bounds,
# array-form items, patterns Python cannot compile): 92 operations.
INVALID_AS_WRITTEN = {
    "guru/rebilly.com_2.1.json": 73,
    "guru/amazonaws.com_servicecatalog_2015-12-10.json": 8,
    "guru/amazonaws.com_codestar_2017-04-19.json": 4,
    "guru/azure.com_arm-cdn_2016-10-02.json": 2,
    "guru/azure.com_arm-customer-insights_2017-04-26.json": 1,
    "guru/lyft.com_1.0.0.json": 1,
    "readme/3.0_json_schema-validation.json": 1,
    "readme/3.1_json_schema-validation-local.json": 1,
    "readme/3.1_json_schema-validation-top-level.json": 1,
}


def test_the_schemas_invalid_as_written_are_valid_exported_whole() -> None:
    assert SPECS is not None
    tools = load_paths([SPECS / name for name in INVALID_AS_WRITTEN]).tools
    as_written = [tool for tool in tools if not META.is_valid(dict(tool.parameters))]

    exported = export_report(as_written, "mcp", budget=None).tools

    assert len(as_written) == sum(INVALID_AS_WRITTEN.values()) == 92
    assert invalid([tool["inputSchema"] for tool in exported]) == []


def test_every_exported_name_is_valid_and_distinct_within_a_spec(everything: LoadReport) -> None:
    by_spec: dict[str, list[toolmem.Tool]] = {}
    for tool in everything.tools:
        by_spec.setdefault(tool.namespace, []).append(tool)

    for tools in by_spec.values():
        names = [entry.name for entry in export_report(tools, "openai", budget=None).entries]
        assert len(set(names)) == len(names)
        assert all(len(name) <= 64 and name.replace("_", "").replace("-", "").isalnum() for name in names)


def test_the_kubernetes_deployment_tools_export_under_16_kb_with_their_required_parameters() -> None:
    assert SPECS is not None
    [report] = [load_paths([SPECS / "k8s-swagger-2018.json"])]
    creates = [tool for tool in report.tools if tool.name == "createNamespacedDeployment"][:3]

    exported = export_report(creates, "openai")

    size = len(json.dumps(exported.tools))
    whole = len(json.dumps([tool.parameters for tool in creates]))
    assert (len(creates), whole > 300_000, size <= 16_000) == (3, True, True)
    for tool, schema in zip(creates, exported.tools, strict=True):
        parameters = schema["function"]["parameters"]
        assert parameters["required"] == tool.parameters["required"] == ["namespace"]
        assert set(tool.parameters["required"]) <= set(parameters["properties"])
        assert parameters["properties"]["namespace"] == tool.parameters["properties"]["namespace"]


@pytest.fixture
def stripe() -> Iterator[toolmem.Memory]:
    assert SPECS is not None
    with toolmem.open("sqlite://", embedder="hash") as mem:
        mem.tools.add_path(SPECS / "stripe-spec3-2023-09.yaml")
        yield mem


def test_html_descriptions_are_searched_and_exported_as_text_and_kept_as_written(stripe: toolmem.Memory) -> None:
    tool = stripe.tools.get("stripe-spec3-2023-09.PostCustomers")

    assert tool.description == "<p>Creates a new customer object.</p>"
    assert tool.embedding_text() == "Post Customers: Creates a new customer object."
    exported = stripe.tools.export("openai", [tool.id])[0]["function"]["description"]
    kept = stripe.tools.export("openai", [tool.id], keep_html=True)[0]["function"]["description"]
    assert (exported, kept) == ("Creates a new customer object.", tool.description)
