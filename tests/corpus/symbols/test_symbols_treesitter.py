import subprocess
import sys
from pathlib import Path
from textwrap import dedent

import pytest

from toolmem.corpus.symbols import Symbol, extract_symbols
from toolmem.corpus.symbols.files import read_source


def symbols_in(tmp_path: Path, name: str, text: str) -> list[Symbol]:
    """Write ``text`` to a real file, read it back, split it and check every code slice."""
    path = tmp_path / name
    path.write_text(dedent(text).lstrip("\n"), encoding="utf-8")
    source = read_source(path)
    assert source is not None
    symbols = extract_symbols(str(path), source)
    lines = source.split("\n")
    for symbol in symbols:
        assert symbol.code == "\n".join(lines[symbol.start_line - 1 : symbol.end_line])
    return symbols


def outline(symbols: list[Symbol]) -> list[tuple[str, str, int, int, str | None]]:
    return [(s.name, s.kind, s.start_line, s.end_line, s.docstring) for s in symbols]


def test_javascript_functions_classes_methods_and_arrow_constants(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_javascript")

    symbols = symbols_in(
        tmp_path,
        "app.js",
        """
        import fs from "fs";

        /**
         * Greets people.
         */
        export class Greeter {
          // the greeting
          greet(name) {
            function helper() {}
            return `hi ${name}`;
          }
          onClick = () => 1;
        }

        // Adds.
        const add = (a, b) => a + b;
        function* count() {}
        let total = 3;
        """,
    )

    assert outline(symbols) == [
        ("Greeter", "class", 6, 6, "Greets people."),
        ("Greeter.greet", "method", 8, 11, "the greeting"),
        ("Greeter.onClick", "method", 12, 12, None),
        ("add", "function", 16, 16, "Adds."),
        ("count", "function", 17, 17, None),
    ]
    assert {s.language for s in symbols} == {"javascript"}


def test_a_comment_separated_by_a_blank_line_or_trailing_code_is_no_docstring(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_javascript")

    symbols = symbols_in(
        tmp_path,
        "lib.js",
        """
        // License header.

        function first() {}
        first(); // call it
        function second() {}
        """,
    )

    assert outline(symbols) == [("first", "function", 3, 3, None), ("second", "function", 5, 5, None)]


def test_typescript_interfaces_types_enums_namespaces_and_decorated_classes(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_typescript")

    symbols = symbols_in(
        tmp_path,
        "shapes.ts",
        """
        /** A shape. */
        export interface Shape {
          area(): number;
        }
        export type Id = string;
        enum Color { Red }
        namespace Geometry {
          export function origin(): number { return 0; }
        }
        @Component
        export abstract class Base {
          /** Runs. */
          @log
          run(): void {}
          abstract stop(): void;
        }
        """,
    )

    assert outline(symbols) == [
        ("Shape", "interface", 2, 4, "A shape."),
        ("Id", "type", 5, 5, None),
        ("Color", "enum", 6, 6, None),
        ("Geometry", "namespace", 7, 7, None),
        ("Geometry.origin", "function", 8, 8, None),
        ("Base", "class", 10, 11, None),
        ("Base.run", "method", 13, 14, "Runs."),
    ]


def test_tsx_files_parse_with_the_tsx_grammar(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_typescript")

    symbols = symbols_in(tmp_path, "App.tsx", "export const App = () => <div>hi</div>;\n")

    assert outline(symbols) == [("App", "function", 1, 1, None)]
    assert symbols[0].language == "tsx"


def test_go_functions_methods_on_their_receiver_type_structs_and_interfaces(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_go")

    symbols = symbols_in(
        tmp_path,
        "point.go",
        """
        package geo

        // Point is a place.
        // It has two coordinates.
        type Point struct {
            X, Y int
        }

        type (
            ID int
            // Shape has an area.
            Shape interface{ Area() float64 }
        )

        // Dist measures.
        func (p *Point) Dist(q Point) int {
            return 0
        }

        func main() {}
        """,
    )

    assert outline(symbols) == [
        ("Point", "struct", 5, 7, "Point is a place.\nIt has two coordinates."),
        ("ID", "type", 10, 10, None),
        ("Shape", "interface", 12, 12, "Shape has an area."),
        ("Point.Dist", "method", 16, 18, "Dist measures."),
        ("main", "function", 20, 20, None),
    ]


def test_rust_items_impls_traits_modules_and_attributes(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_rust")

    symbols = symbols_in(
        tmp_path,
        "lib.rs",
        """
        //! Crate docs are not a docstring.
        /// A point.
        #[derive(Debug)]
        pub struct Point {
            x: i32,
        }

        impl Point {
            /// Makes one.
            pub fn new() -> Self {
                Point { x: 0 }
            }
        }

        impl<T> fmt::Display for Wrapper<T> {
            fn fmt(&self) {}
        }

        trait Shape {
            fn area(&self) -> f64;
        }

        mod util {
            pub fn helper() {}
        }
        """,
    )

    assert outline(symbols) == [
        ("Point", "struct", 3, 6, "A point."),
        ("impl Point", "impl", 8, 8, None),
        ("Point.new", "method", 10, 12, "Makes one."),
        ("impl fmt::Display for Wrapper<T>", "impl", 15, 15, None),
        ("Wrapper.fmt", "method", 16, 16, None),
        ("Shape", "trait", 19, 19, None),
        ("Shape.area", "method", 20, 20, None),
        ("util", "module", 23, 23, None),
        ("util.helper", "function", 24, 24, None),
    ]


def test_java_classes_nested_types_methods_and_constructors(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_java")

    symbols = symbols_in(
        tmp_path,
        "Greeter.java",
        """
        package demo;

        /**
         * Greets.
         */
        public class Greeter {
            private final String name;

            /** Says hello. */
            @Override
            public String greet(String who) {
                return who;
            }

            public Greeter() {}

            interface Listener {
                void heard();
            }
        }
        """,
    )

    assert outline(symbols) == [
        ("Greeter", "class", 6, 7, "Greets."),
        ("Greeter.greet", "method", 10, 13, "Says hello."),
        ("Greeter.Greeter", "method", 15, 15, None),
        ("Greeter.Listener", "interface", 17, 17, None),
        ("Greeter.Listener.heard", "method", 18, 18, None),
    ]


def test_a_parsed_language_file_without_symbols_falls_back_to_windows(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_javascript")

    symbols = symbols_in(tmp_path, "config.js", "module.exports = { port: 8080 };\n")

    assert symbols == [Symbol("lines 1-1", "window", 1, 1, "module.exports = { port: 8080 };", None, "javascript")]


def test_broken_code_still_gives_the_symbols_that_parse(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_go")

    symbols = symbols_in(tmp_path, "broken.go", "package x\n\nfunc ok() {}\n\nfunc (( {\n")

    assert ("ok", "function", 3, 3, None) in outline(symbols)


def test_deeply_nested_code_does_not_exhaust_the_stack(tmp_path: Path) -> None:
    pytest.importorskip("tree_sitter")
    pytest.importorskip("tree_sitter_javascript")

    symbols = symbols_in(tmp_path, "deep.js", "x = " + "[" * 5000 + "]" * 5000 + ";\nfunction end() {}\n")

    assert outline(symbols) == [("end", "function", 2, 2, None)]


def test_without_tree_sitter_installed_files_fall_back_to_windows(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "sys.modules['tree_sitter'] = None  # as if the extra 'code' were not installed\n"
        "from toolmem.corpus.symbols import extract_symbols\n"
        "print([(s.name, s.kind) for s in extract_symbols('a.go', 'package a\\nfunc f() {}\\n')])\n"
    )

    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)

    assert result.stdout == "[('lines 1-2', 'window')]\n"
