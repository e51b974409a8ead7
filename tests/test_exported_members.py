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


def test_every_error_class_is_exported_and_drawn_in_the_error_tree() -> None:
    classes = {
        name
        for name, value in vars(toolmem.errors).items()
        if isinstance(value, type) and issubclass(value, toolmem.ToolmemError)
    }

    assert sorted(classes) == toolmem.errors.__all__
    assert classes <= set(toolmem.__all__)
    drawn = {line.strip("│├└─ ").split(" ")[0] for line in toolmem.errors.__doc__.splitlines()}
    assert sorted(classes - drawn) == []


def test_every_bad_value_is_also_a_configuration_error_so_one_except_catches_both() -> None:
    assert issubclass(toolmem.ValidationError, toolmem.ConfigError)
    assert issubclass(toolmem.PayloadTooLargeError, toolmem.ValidationError)
    assert issubclass(toolmem.IdempotencyKeyError, toolmem.ValidationError)
