"""The package's floors hold: every import points down the layers of docs/concepts/architecture.md,
and no two modules import each other, directly or round a loop."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "toolmem"

#: The rooms of ``src/toolmem`` from the ground up: a room imports only rooms listed before it.
FLOORS = [
    "errors",
    "types",
    "threads",
    "progress",
    "text",
    "llm",
    "embedders",
    "records",
    "search",
    "stores",
    "experience",
    "conversations",
    "corpus",
    "reindex",
    "tools",
    "plans",
    "summary",
    "memory",
    "agent",
    "integrations",
    "compat",
    "evaluation",
    "__init__",
    "ui",
    "server",
    "mcp",
    "cli",
]


def modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        yield name, path


def imports(path: Path) -> set[str]:
    """The toolmem modules a file imports (at run time or for types alike)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level or node.module is None:  # the package imports absolutely
                continue
            base = node.module
            # ``from package import module`` imports the module; ``from module import name`` the module.
            submodules = {f"{base}.{alias.name}" for alias in node.names} & NAMES
            found.update(submodules)
            if len(submodules) < len(node.names):
                found.add(base)
    return {module for module in found if module == "toolmem" or module.startswith("toolmem.")}


NAMES = {name for name, _ in modules()}


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


GRAPH = {name: imports(path) for name, path in modules()}


def test_every_room_is_on_a_floor() -> None:
    rooms = {room(name) for name in GRAPH}
    assert rooms == set(FLOORS), f"place these rooms in FLOORS: {sorted(rooms ^ set(FLOORS))}"


def test_every_import_points_down_the_floors() -> None:
    upward = [
        f"{name} imports {target}"
        for name, targets in GRAPH.items()
        for target in targets
        if room(target) in FLOORS and FLOORS.index(room(target)) > FLOORS.index(room(name))
    ]
    assert upward == []


def test_no_modules_import_each_other_round_a_loop() -> None:
    edges = {
        name: {target for target in targets if target in GRAPH and target != name} for name, targets in GRAPH.items()
    }
    loops = [component for component in _components(edges) if len(component) > 1]
    assert loops == []


def _components(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components, iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found
