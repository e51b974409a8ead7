"""Python callables whose parameters are Pydantic models."""

from typing import Annotated, Optional

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


def test_pydantic_fields_on_plain_parameters_give_their_descriptions_defaults_and_bounds() -> None:
    def forecast(
        city: Annotated[str, pydantic.Field(description="The city name.", min_length=1)],
        days: int = pydantic.Field(3, description="How many days.", ge=1, le=14),
        units: str = pydantic.Field(description="metric or imperial"),
        note: str = "",
    ) -> str:
        """Weather forecast.

        Args:
            city: said twice: the Field's words are kept.
            note: from the docstring.
        """
        return city

    schema = tool_from_callable(forecast).parameters

    assert schema == {
        "type": "object",
        "properties": {
            "city": {"type": "string", "description": "The city name.", "minLength": 1},
            "days": {"type": "integer", "description": "How many days.", "default": 3, "minimum": 1, "maximum": 14},
            "units": {"type": "string", "description": "metric or imperial"},
            "note": {"type": "string", "default": "", "description": "from the docstring."},
        },
        "required": ["city", "units"],
    }
