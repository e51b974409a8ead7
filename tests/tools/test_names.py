import re
from itertools import permutations

import pytest

from toolmem.errors import ConfigError
from toolmem.records import Tool
from toolmem.tools.names import NAME_RULES, ExportNames, valid_name

BOX = "put_metadata_templates_enterprise_securityClassification-6VMVochwUWo_schema"


def tool(tool_id: str, name: str, namespace: str = "") -> Tool:
    return Tool(id=tool_id, name=name, metadata={"namespace": namespace} if namespace else {})


def test_distinct_valid_names_are_kept_as_they_are() -> None:
    names = ExportNames.assign([tool("a", "get_weather"), tool("b", "send-mail")], "openai")

    assert names.names == {"a": "get_weather", "b": "send-mail"}


def test_tools_of_two_namespaces_with_one_name_are_told_apart_by_their_namespace() -> None:
    tools = [tool("spotify.GET /me", "get_me", "spotify"), tool("circleci.GET /me", "get_me", "circleci")]

    openai = ExportNames.assign(tools, "openai")
    mcp = ExportNames.assign(tools, "mcp")

    assert openai.names == {"circleci.GET /me": "circleci__get_me", "spotify.GET /me": "spotify__get_me"}
    assert mcp.names == {"circleci.GET /me": "circleci.get_me", "spotify.GET /me": "spotify.get_me"}
    assert openai.id_of("spotify__get_me") == "spotify.GET /me"
    assert openai.id_of("get_me") is None


def test_names_that_still_clash_get_a_digest_of_their_id() -> None:
    names = ExportNames.assign([tool("x", "pulls/create"), tool("y", "pulls_create")], "openai")

    assert set(names.names) == {"x", "y"}
    assert all(re.fullmatch(r"pulls_create_[0-9a-f]{6}", name) for name in names.names.values())
    assert len(set(names.names.values())) == 2


def test_long_names_keep_the_part_that_tells_siblings_apart() -> None:
    tools = [tool("add", f"{BOX}#add"), tool("update", f"{BOX}#update")]

    names = ExportNames.assign(tools, "openai")

    assert names.name_of("add").endswith("_6VMVochwUWo_schema_add")
    assert names.name_of("update").endswith("_6VMVochwUWo_schema_update")
    assert all(len(name) <= 64 and valid_name(name, "openai") for name in names.names.values())


def test_the_mapping_depends_on_the_set_not_its_order() -> None:
    tools = [tool("a.get_me", "get_me", "a"), tool("b.get_me", "get_me", "b"), tool("c", "get me")]

    assert len({tuple(ExportNames.assign(order, "anthropic").names.items()) for order in permutations(tools)}) == 1


@pytest.mark.parametrize("target", list(NAME_RULES))
def test_every_name_of_a_messy_set_is_valid_and_distinct_for_each_target(target: str) -> None:
    names = [f"{BOX}#add", "天気", "予報", "get weather", "get-weather", "get.weather", "x" * 300, "a/b", "a_b", "a b"]
    tools = [tool(f"id{i}", name) for i, name in enumerate(names)]

    exported = ExportNames.assign(tools, target).names

    assert len(set(exported.values())) == len(tools)
    assert all(valid_name(name, target) for name in exported.values())


def test_an_unknown_target_names_the_choices() -> None:
    with pytest.raises(ConfigError, match="unknown name target 'gemini'; choose one of: openai, anthropic, mcp"):
        ExportNames.assign([], "gemini")
