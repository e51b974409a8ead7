import sys

import pytest

from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers.html import parse
from toolmem.errors import DependencyError

PAGE = """<!DOCTYPE html>
<html>
<head><title>The  Guide &amp; more</title><style>p { color: red }</style>
<script>var hidden = "script text";</script></head>
<body>
<nav><a href="/">Home</a> <a href="/docs">Docs</a></nav>
<h1>Guide</h1>
<p>Toolmem finds   <em>tools</em>
   offline &mdash; fast &lt;really&gt;.</p>
<!-- a comment -->
<h2>Setup</h2>
<ul><li>install it</li><li>run it<ul><li>nested</li></ul></li></ul>
<pre>  indented
    code &amp; all</pre>
<table><tr><th>name</th><th>cost</th></tr><tr><td> search </td><td>1</td></tr></table>
<h3>Terms</h3>
<dl><dt>tool</dt><dd>a function an agent calls</dd></dl>
<figure><img src="x.png"><figcaption>A figure.</figcaption></figure>
<div>Loose text <b>in a div</b><p>with a paragraph</p>and after it.</div>
<noscript>enable js</noscript><template><p>template</p></template>
<h2>Usage</h2>
<blockquote>Quoted words.</blockquote>
<script>console.log("dropped")</script>
</body>
</html>
"""


def test_blocks_follow_the_heading_path_with_whitespace_collapsed_and_entities_decoded() -> None:
    blocks, title = parse(PAGE)

    assert title == "The Guide & more"
    assert blocks == [
        Block("Toolmem finds tools offline — fast <really>.", ("Guide",)),
        Block("install it", ("Guide", "Setup")),
        Block("run it", ("Guide", "Setup")),
        Block("nested", ("Guide", "Setup")),
        Block("  indented\n    code & all", ("Guide", "Setup")),
        Block("name | cost", ("Guide", "Setup")),
        Block("search | 1", ("Guide", "Setup")),
        Block("tool", ("Guide", "Setup", "Terms")),
        Block("a function an agent calls", ("Guide", "Setup", "Terms")),
        Block("A figure.", ("Guide", "Setup", "Terms")),
        Block("Loose text in a div", ("Guide", "Setup", "Terms")),
        Block("with a paragraph", ("Guide", "Setup", "Terms")),
        Block("and after it.", ("Guide", "Setup", "Terms")),
        Block("Quoted words.", ("Guide", "Usage")),
    ]


def test_scripts_styles_navigation_and_comments_leave_no_text() -> None:
    blocks, _ = parse(PAGE)
    text = " ".join(block.text for block in blocks)

    for hidden in ("script text", "dropped", "color", "Home", "a comment", "enable js", "template"):
        assert hidden not in text


def test_the_first_h1_is_the_title_when_there_is_no_title_element() -> None:
    assert parse("<h1>First</h1><p>a</p><h1>Second</h1><p>b</p>") == (
        [Block("a", ("First",)), Block("b", ("Second",))],
        "First",
    )


def test_a_fragment_without_html_or_body_is_read_and_may_have_no_title() -> None:
    assert parse("Just text<br>and <i>more</i><hr>after") == (
        [Block("Just text and more", ()), Block("after", ())],
        None,
    )


def test_without_beautifulsoup_html_needs_the_docs_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "bs4", None)  # as if beautifulsoup4 were not installed

    with pytest.raises(DependencyError) as caught:
        parse("<p>x</p>")

    assert str(caught.value) == (
        "reading HTML documents needs the package 'beautifulsoup4', which is not installed. "
        "Install it with: pip install 'toolmem[docs]'"
    )


def test_empty_headings_and_empty_elements_are_ignored() -> None:
    assert parse("<h2> </h2><p>  </p><div><span></span></div><p>x</p>") == ([Block("x", ())], None)


def test_deeply_nested_elements_are_read_without_recursion_limits() -> None:
    page = "<div>" * 5000 + "deep <span>text</span>" + "</div>" * 5000

    assert parse(page) == ([Block("deep text", ())], None)
