import dataclasses
import datetime
import enum
import functools
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal, NewType, NotRequired, Optional, TypedDict, Union

import pytest

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.ingest.python import tool, tool_from_callable, tool_of


class Unit(enum.Enum):
    CELSIUS = "c"
    FAHRENHEIT = "f"


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


@dataclasses.dataclass
class Point:
    x: float
    y: float = 0.0
    labels: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Node:
    value: int
    children: list["Node"]


class Options(TypedDict):
    verbose: bool
    depth: NotRequired[int]


class Loose(TypedDict, total=False):
    name: str


UserId = NewType("UserId", int)


class Opaque:
    pass


def schema_of(annotation: Any) -> dict[str, Any]:
    """The schema toolmem gives a parameter annotated with ``annotation``."""

    def probe(value):  # type: ignore[no-untyped-def]
        pass

    probe.__annotations__ = {"value": annotation}
    return dict(tool_from_callable(probe).parameters["properties"]["value"])


@pytest.mark.parametrize(
    ("annotation", "schema"),
    [
        (str, {"type": "string"}),
        (int, {"type": "integer"}),
        (float, {"type": "number"}),
        (bool, {"type": "boolean"}),
        (None, {"type": "null"}),
        (bytes, {"type": "string"}),
        (datetime.date, {"type": "string", "format": "date"}),
        (list, {"type": "array"}),
        (list[int], {"type": "array", "items": {"type": "integer"}}),
        (list[Any], {"type": "array"}),
        (Sequence[str], {"type": "array", "items": {"type": "string"}}),
        (tuple[int, ...], {"type": "array", "items": {"type": "integer"}}),
        (
            tuple[int, str],
            {
                "type": "array",
                "prefixItems": [{"type": "integer"}, {"type": "string"}],
                "minItems": 2,
                "maxItems": 2,
            },
        ),
        (set[str], {"type": "array", "uniqueItems": True, "items": {"type": "string"}}),
        (frozenset[int], {"type": "array", "uniqueItems": True, "items": {"type": "integer"}}),
        (dict, {"type": "object"}),
        (dict[str, float], {"type": "object", "additionalProperties": {"type": "number"}}),
        (Mapping[str, int], {"type": "object", "additionalProperties": {"type": "integer"}}),
        (Optional[int], {"type": "integer"}),  # noqa: UP045 - the old spelling must work too
        (int | None, {"type": "integer"}),
        (int | str, {"anyOf": [{"type": "integer"}, {"type": "string"}]}),
        (Union[int, str, None], {"anyOf": [{"type": "integer"}, {"type": "string"}]}),  # noqa: UP007
        (Literal["a", "b"], {"type": "string", "enum": ["a", "b"]}),
        (Literal[1, "a"], {"enum": [1, "a"]}),
        (Unit, {"type": "string", "enum": ["c", "f"]}),
        (Level, {"type": "integer", "enum": [1, 2]}),
        (Annotated[int, "how many"], {"type": "integer", "description": "how many"}),
        (Annotated[int | None, "how many"], {"type": "integer", "description": "how many"}),
        (UserId, {"type": "integer"}),
        (Any, {}),
        (Opaque, {}),
        ("NoSuchType", {}),
    ],
)
def test_type_hints_map_to_json_schema(annotation: Any, schema: dict[str, Any]) -> None:
    assert schema_of(annotation) == schema


def test_dataclass_becomes_a_nested_object() -> None:
    assert schema_of(Point) == {
        "type": "object",
        "properties": {
            "x": {"type": "number"},
            "y": {"type": "number", "default": 0.0},
            "labels": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["x"],
    }


def test_recursive_dataclass_stops_at_the_repeated_type() -> None:
    assert schema_of(Node) == {
        "type": "object",
        "properties": {"value": {"type": "integer"}, "children": {"type": "array"}},
        "required": ["value", "children"],
    }


def test_typeddict_becomes_an_object_with_its_required_keys() -> None:
    assert schema_of(Options) == {
        "type": "object",
        "properties": {"verbose": {"type": "boolean"}, "depth": {"type": "integer"}},
        "required": ["verbose"],
    }
    assert schema_of(Loose) == {"type": "object", "properties": {"name": {"type": "string"}}}


def search(query: str, limit: int = 10, unit: Unit = Unit.CELSIUS, after: object = None) -> list[str]:
    """Search the catalogue.

    Finds tools by meaning.

    Args:
        query: what to look for,
            in plain words.
        limit (int): at most this many.

    Returns:
        The ids found.
    """
    return []


def test_function_becomes_a_tool_with_schema_description_and_metadata() -> None:
    assert tool_from_callable(search) == Tool(
        id="search",
        name="search",
        description="Search the catalogue.\n\nFinds tools by meaning.",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "what to look for, in plain words."},
                "limit": {"type": "integer", "description": "at most this many.", "default": 10},
                "unit": {"type": "string", "enum": ["c", "f"], "default": "c"},
                "after": {},
            },
            "required": ["query"],
        },
        source="python",
        metadata={"module": __name__, "qualname": "search"},
    )


def test_defaults_that_are_not_json_or_none_are_left_out_but_stay_optional() -> None:
    sentinel = object()

    def probe(a: int, b: object = sentinel, c: float = float("nan"), d: str | None = None) -> None:
        pass

    assert tool_from_callable(probe).parameters == {
        "type": "object",
        "properties": {"a": {"type": "integer"}, "b": {}, "c": {"type": "number"}, "d": {"type": "string"}},
        "required": ["a"],
    }


def test_tuple_default_becomes_a_json_array() -> None:
    def probe(size: tuple[int, int] = (1, 2)) -> None:
        pass

    assert tool_from_callable(probe).parameters["properties"]["size"]["default"] == [1, 2]


def test_star_args_kwargs_and_self_are_skipped() -> None:
    class Service:
        def run(self, job: str, *args: Any, **kwargs: Any) -> None:
            pass

        @classmethod
        def make(cls, name: str) -> None:
            pass

    expected = {"type": "object", "properties": {"job": {"type": "string"}}, "required": ["job"]}
    assert tool_from_callable(Service.run).parameters == expected
    assert tool_from_callable(Service().run).parameters == expected
    assert tool_from_callable(Service.make).parameters == {
        "type": "object",
        "properties": {"name": {"type": "string"}},
        "required": ["name"],
    }


def numpy_style(city, days=3):  # type: ignore[no-untyped-def]
    """Forecast the weather.

    Parameters
    ----------
    city : str
        The city,
        by name.
    days, *extra : int, optional
        How far ahead.

    Returns
    -------
    str
    """


def rest_style(city, days=3):  # type: ignore[no-untyped-def]
    """Forecast the weather.

    :param city: The city,
        by name.
    :param int days: How far ahead.
    :returns: a forecast
    """


@pytest.mark.parametrize("func", [numpy_style, rest_style])
def test_numpy_and_rest_docstrings_describe_the_parameters(func: Any) -> None:
    assert tool_from_callable(func) == Tool(
        id=func.__name__,
        name=func.__name__,
        description="Forecast the weather.",
        parameters={
            "type": "object",
            "properties": {
                "city": {"description": "The city, by name."},
                "days": {"description": "How far ahead.", "default": 3},
            },
            "required": ["city"],
        },
        source="python",
        metadata={"module": __name__, "qualname": func.__name__},
    )


def test_annotated_description_wins_over_the_docstring() -> None:
    def probe(city: Annotated[str, "from the type"]) -> None:
        """Probe.

        Args:
            city: from the docstring.
        """

    assert tool_from_callable(probe).parameters["properties"]["city"] == {
        "type": "string",
        "description": "from the type",
    }


def test_explicit_arguments_override_what_the_function_says() -> None:
    made = tool_from_callable(search, id="catalogue.search", name="find", description="Find.", tags=["x"])
    assert (made.id, made.name, made.description, made.tags) == ("catalogue.search", "find", "Find.", ("x",))


def test_lambda_gets_a_safe_id() -> None:
    made = tool_from_callable(lambda text: text)
    assert (made.id, made.name) == ("lambda", "<lambda>")


def test_partial_describes_the_remaining_parameters() -> None:
    made = tool_from_callable(functools.partial(search, "weather"))
    assert (made.name, made.description.splitlines()[0]) == ("search", "Search the catalogue.")
    assert list(made.parameters["properties"]) == ["limit", "unit", "after"]
    assert "required" not in made.parameters


def test_class_is_described_by_its_constructor() -> None:
    made = tool_from_callable(Point)
    assert (made.id, made.parameters) == ("Point", schema_of(Point))


def test_callable_object_is_described_by_its_call_method() -> None:
    class Adder:
        """Add a number."""

        def __call__(self, amount: int) -> int:
            return amount

    made = tool_from_callable(Adder())
    assert (made.id, made.description) == ("Adder", "Add a number.")
    assert made.parameters == {
        "type": "object",
        "properties": {"amount": {"type": "integer"}},
        "required": ["amount"],
    }


def test_non_callable_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"^expected a function or other callable, got int 42$"):
        tool_from_callable(42)  # type: ignore[arg-type]
    with pytest.raises(IngestError, match=r"^expected a function or other callable, got str 'x'$"):
        tool_of("x")


def test_tags_given_as_a_string_are_rejected() -> None:
    with pytest.raises(IngestError, match=r"^tags must be a list of strings, got 'math'$"):
        tool_from_callable(search, tags="math")


def test_bare_decorator_marks_the_function_and_returns_it_unchanged() -> None:
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    decorated = tool(add)
    assert decorated is add
    assert add(2, 3) == 5
    assert tool_of(add) == tool_from_callable(add)
    assert add.__toolmem_tool__ is tool_of(add)  # type: ignore[attr-defined]


def test_decorator_with_arguments_uses_them() -> None:
    @tool(id="math.add", tags=["math"])
    def add(a: int, b: int = 1) -> int:
        """Add two numbers."""
        return a + b

    assert add(2) == 3
    assert tool_of(add) == Tool(
        id="math.add",
        name="add",
        description="Add two numbers.",
        parameters={
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer", "default": 1}},
            "required": ["a"],
        },
        tags=("math",),
        source="python",
        metadata={"module": __name__, "qualname": add.__qualname__},
    )


def test_decorated_method_keeps_its_tool_when_bound() -> None:
    class Service:
        @tool(name="lookup")
        def find(self, key: str) -> str:
            return key

    assert tool_of(Service().find) is tool_of(Service.find)
    assert tool_of(Service().find).name == "lookup"


def test_undecorated_subclass_does_not_inherit_a_class_tool() -> None:
    @tool(description="The base.")
    class Base:
        def __init__(self, size: int) -> None:
            self.size = size

    class Child(Base):
        """The child."""

    assert tool_of(Base).description == "The base."
    assert tool_of(Child).description == "The child."
