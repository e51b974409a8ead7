from typing import Any

from toolmem.tools.budget import SchemaFit, fit_schema, schema_tokens

LONG = "A description long enough to matter for the budget of a prompt. " * 6


def big_schema() -> dict[str, Any]:
    nested: dict[str, Any] = {"type": "string", "description": LONG}
    for level in range(6):
        properties = {"inner": nested, "n": {"type": "integer"}}
        nested = {"type": "object", "description": f"Level {level}. {LONG}", "properties": properties}
    return {
        "type": "object",
        "description": "Create a deployment.",
        "required": ["namespace", "spec"],
        "properties": {
            "namespace": {"type": "string", "description": "Where it goes."},
            "spec": {
                "type": "object",
                "required": ["replicas"],
                "properties": {"replicas": {"type": "integer", "description": LONG}, "template": nested},
            },
            "color": {"type": "string", "enum": [f"shade-{i}" for i in range(40)], "description": "A color."},
            "labels": {"type": "object", "examples": [{"app": "web"}], "additionalProperties": {"type": "string"}},
            "status": {"type": "object", "readOnly": True, "properties": {"ready": {"type": "boolean"}}},
            **{f"option_{i}": {"type": "string", "description": LONG} for i in range(12)},
        },
    }


def test_a_schema_within_the_budget_is_returned_unchanged() -> None:
    schema = {"type": "object", "properties": {"q": {"type": "string"}}}

    fit = fit_schema(schema, 100)

    assert fit == SchemaFit(schema, fit.tokens_before, fit.tokens_before, (), 100)
    assert fit.fits


def test_a_large_schema_is_shrunk_step_by_step_until_it_fits() -> None:
    schema = big_schema()

    fits = {budget: fit_schema(schema, budget) for budget in (1_500, 800, 500, 300)}

    assert fits[1_500].steps == ("examples", "nested descriptions")
    assert fits[800].steps == ("examples", "nested descriptions", "long enums", "long descriptions")
    assert fits[500].steps[-1] == "deep objects"
    assert fits[300].steps[-1] == "optional parameters"
    for budget, fit in fits.items():
        assert fit.tokens_before == schema_tokens(schema) > 2_000
        assert fit.tokens_after == schema_tokens(fit.schema) <= budget
        assert fit.schema["required"] == ["namespace", "spec"]
        assert set(fit.schema["properties"]) >= {"namespace", "spec"}
        assert fit.schema["properties"]["namespace"]["type"] == "string"
        assert "status" not in fit.schema["properties"]


def test_the_shortened_schema_says_what_was_done_and_where_the_full_one_is() -> None:
    fit = fit_schema(big_schema(), 300, full_schema_hint="toolmem://tools/k8s.createDeployment")

    description = fit.schema["description"]
    assert description.startswith("Create a deployment. Optional parameters left out: color, option_0, ")
    assert description.endswith(
        f"(Schema shortened from {fit.tokens_before:,} tokens: examples, nested descriptions, long enums, "
        "long descriptions, deep objects, optional parameters; full schema: toolmem://tools/k8s.createDeployment)"
    )


def test_long_enums_become_a_described_string() -> None:
    fit = fit_schema(big_schema(), 800)

    assert fit.schema["properties"]["color"] == {
        "type": "string",
        "description": 'A color. One of 40 values, e.g. "shade-0", "shade-1", "shade-2", "shade-3", "shade-4", '
        '"shade-5", "shade-6", "shade-7".',
    }


def test_long_descriptions_are_cut_after_their_first_sentence() -> None:
    fit = fit_schema(big_schema(), 800)

    assert fit.schema["properties"]["option_0"] == {
        "type": "string",
        "description": "A description long enough to matter for the budget of a prompt.",
    }


def test_deep_objects_collapse_into_a_note_of_what_was_left_out() -> None:
    fit = fit_schema(big_schema(), 500)

    template = fit.schema["properties"]["spec"]["properties"]["template"]
    depth = 0
    while "properties" in template:
        template, depth = template["properties"]["inner"], depth + 1
    assert template == {"type": "object", "description": "(2 properties left out)"}
    assert depth <= 2


def test_required_parameters_larger_than_the_budget_are_collapsed_last() -> None:
    schema = {
        "type": "object",
        "required": ["spec"],
        "properties": {"spec": {"type": "object", "properties": {f"f{i}": {"type": "string"} for i in range(300)}}},
    }

    fit = fit_schema(schema, 60)

    assert fit.steps[-1] == "required parameters collapsed"
    assert fit.schema["properties"]["spec"] == {"type": "object", "description": "(300 properties left out)"}
    assert fit.schema["required"] == ["spec"]
