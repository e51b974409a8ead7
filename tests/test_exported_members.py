import types

import toolmem


def test_all_is_sorted_and_names_only_what_exists() -> None:
    assert toolmem.__all__ == sorted(toolmem.__all__)
    assert [name for name in toolmem.__all__ if not hasattr(toolmem, name)] == []


def test_every_public_name_of_the_package_is_in_all() -> None:
    public = {
        name
        for name, value in vars(toolmem).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }

    assert public == set(toolmem.__all__)


def test_the_package_docstring_example_runs() -> None:
    with toolmem.open("sqlite://", embedder="hash") as mem:
        mem.tools.add([{"id": "fx", "name": "convert_currency", "description": "Convert money."}])

        assert mem.tools.search("convert euros to yen", k=1)[0].id == "fx"
