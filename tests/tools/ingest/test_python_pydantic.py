"""Python callables whose parameters are Pydantic models."""

from typing import Optional

import pytest

from toolmem.errors import IngestError
from toolmem.tools.ingest.python import tool_from_callable

pydantic = pytest.importorskip("pydantic")


class _Label(pydantic.BaseModel):
    text: str


class _Parcel(pydantic.BaseModel):
    """A parcel to ship."""

    weight_kg: float = pydantic.Field(description="Weight in kilograms.", gt=0)
    title: str = "parcel"  # a field named like the keyword: kept
    labels: list[_Label] = pydantic.Field(default_factory=list)
    inner: Optional["_Parcel"] = None


_Parcel.model_rebuild()


def test_a_pydantic_model_parameter_takes_the_model_s_own_schema_standing_alone() -> None:
    def ship(parcel: _Parcel, express: bool = False) -> None:
        """Ship a parcel."""

    parcel = tool_from_callable(ship).parameters["properties"]["parcel"]

    assert parcel == {
        "description": "A parcel to ship.",
        "type": "object",
        "properties": {
            "weight_kg": {"description": "Weight in kilograms.", "exclusiveMinimum": 0, "type": "number"},
            "title": {"default": "parcel", "type": "string"},
            "labels": {  # a default factory: no default to show
                "type": "array",
                "items": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
            },
            "inner": {"anyOf": [{}, {"type": "null"}], "default": None},  # itself: any, not a loop
        },
        "required": ["weight_kg"],
    }


def test_a_pydantic_model_without_a_json_schema_is_an_ingest_error_naming_it() -> None:
    class Opaque(pydantic.BaseModel):
        model_config = pydantic.ConfigDict(arbitrary_types_allowed=True)
        handle: object.__class__  # a type Pydantic can hold but not describe

    def use(value: Opaque) -> None:
        """Use it."""

    with pytest.raises(IngestError, match=r"the Pydantic model .*Opaque has no JSON Schema"):
        tool_from_callable(use)
