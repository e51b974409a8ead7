"""The dashboard in chromium: pages render without console errors, numbers match the library, tables
sort and filter, the search playground explains its ranking, and API keys keep workspaces apart."""

import re
import time
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect
from seed import TOOLS, seed
from ui_helpers import new_tab, serving

import toolmem
from openai_stub import OpenAIStub
from rerank_script import reverse
from toolmem.llm import ChatModel
from toolmem.server import ServerSettings
from toolmem.server.keys import KeyRing
from toolmem.stores import open_store

UNLABELLED = """() => [...document.querySelectorAll('input, select, textarea')]
    .filter((el) => !el.labels || el.labels.length === 0).map((el) => el.outerHTML)"""

# Every piece of visible text whose contrast with the background behind it is under WCAG AA: 4.5:1,
# or 3:1 for large text (24px, or 18.66px bold). SVG text is coloured by its fill.
LOW_CONTRAST = """() => {
  const rgb = (value) => (value.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length === 3 || colour[3] > 0) return colour;
    }
    return rgb(getComputedStyle(document.body).backgroundColor);
  };
  const found = [];
  for (const el of document.querySelectorAll("body *")) {
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
    if (!text || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") continue;
    const [a, b] = [lum(rgb(el instanceof SVGElement ? style.fill : style.color)), lum(behind(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 30)}" ${ratio.toFixed(2)}`);
  }
  return found;
}"""


def rows(page: Any) -> list[str]:
    ids: list[str] = page.locator("tbody tr").evaluate_all("(rows) => rows.map((row) => row.dataset.key)")
    return ids


def pages(db: Path) -> dict[str, str]:
    with toolmem.open(str(db), workspace="demo") as mem:
        [plan] = [p.id for p in mem.plans.using("weather.forecast") if "Paris" in p.request]
    return {
        "overview": "#/w/demo",
        "tools": "#/w/demo/tools",
        "tool": "#/w/demo/tools/weather.forecast",
        "plans": "#/w/demo/plans",
        "plan": f"#/w/demo/plans/{plan}",
        "search": "#/w/demo/search",
    }


def test_every_page_renders_without_console_errors_and_labels_every_field(
    browser: Any, dashboard: str, seeded_db: Path
) -> None:
    with new_tab(browser, dashboard) as tab:
        for name, route in pages(seeded_db).items():
            page = tab.open(route)

            assert (name, tab.state()) == (name, "ready")
            assert page.locator("h1").count() == 1
            assert page.evaluate(UNLABELLED) == [], name
            assert page.locator("nav a[aria-current=page]").count() == 1
            tab.shot(f"page-{name}")

        assert tab.errors == []


def test_the_overview_shows_the_workspaces_numbers_from_the_library(
    browser: Any, dashboard: str, seeded_db: Path
) -> None:
    with toolmem.open(str(seeded_db), workspace="demo") as mem:
        summary = mem.summary()
    assert summary.success_rate is not None
    assert summary.success_rate_7d is not None
    assert summary.hit_rate is not None
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo")
        labels = page.locator(".card .label").all_inner_texts()
        values = page.locator(".card .value").all_inner_texts()

        assert dict(zip(labels, values, strict=True)) == {
            "Tools": str(summary.tools),
            "Tools called": str(summary.tools_called),
            "Calls": str(summary.calls),
            "Success rate": f"{round(summary.success_rate * 100)}%",
            "Calls, last 7 days": str(summary.calls_7d),
            "Success, last 7 days": f"{round(summary.success_rate_7d * 100)}%",
            "Tools failing, 7 days": str(summary.failing_tools_7d),
            "Plans cached": str(summary.plans),
            "Plan hit rate": f"{round(summary.hit_rate * 100)}%",
            "Last call": "1 hour ago",
        }
        assert (summary.tools, summary.tools_called, summary.plans) == (5, 4, 4)  # one evicted, one invalidated
        expect(page.locator("figure.chart svg")).to_have_count(2)  # calls, and success rate, by day
        assert tab.errors == []


def test_a_tool_with_two_successes_in_three_calls_shows_67_percent_in_the_table(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/tools")
        row = page.locator('tbody tr[data-key="inventory.check"]')

        expect(row.locator("td").nth(1)).to_have_text("3")
        expect(row.locator("td").nth(2)).to_have_text("67%")
        assert page.locator("thead th").all_inner_texts() == [
            "Tool",
            "Calls",
            "Success",
            "p50 time",
            "p95 time",
            "Avg tokens",
            "Last error",
            "Last seen",
            "Trend by day",  # the workspace's calls span ten days
        ]
        assert row.locator("td").all_inner_texts() == [
            "inventory.check\ncheck_stock",
            "3",
            "67%",
            "60 ms",
            "69 ms",
            "7",
            "item not found",
            "1 hour ago",
            "",
        ]
        expect(row.locator("svg.spark")).to_have_count(2)  # success rate and average time
        expect(page.locator('tbody tr[data-key="mail.send"] td').last).to_have_text("no calls")
        tab.shot("tools-table")
        assert tab.errors == []


def test_sorting_a_column_by_pointer_or_keyboard_reorders_the_rows(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/tools")
        success = page.locator("th[data-key=success]")

        assert rows(page) == ["weather.forecast", "fx.convert", "inventory.check", "weather.current", "mail.send"]
        success.locator("button").click()
        expect(success).to_have_attribute("aria-sort", "descending")
        assert rows(page) == ["weather.current", "weather.forecast", "inventory.check", "fx.convert", "mail.send"]

        success.locator("button").focus()
        page.keyboard.press("Enter")
        expect(success).to_have_attribute("aria-sort", "ascending")
        assert rows(page) == ["fx.convert", "inventory.check", "weather.forecast", "weather.current", "mail.send"]
        assert page.locator("th[data-key=calls]").get_attribute("aria-sort") is None


def test_the_filter_and_the_show_menu_narrow_the_table(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/tools")

        page.fill("#tool-filter", "weather")
        expect(page.locator("tbody tr")).to_have_count(2)
        page.select_option("#tool-show", "failing")
        expect(page.locator("tbody tr")).to_have_count(1)
        assert rows(page) == ["weather.forecast"]
        page.fill("#tool-filter", "")
        page.select_option("#tool-show", "never")
        expect(page.locator("p[role=status]")).to_have_text("Showing 1 of 5")
        assert rows(page) == ["mail.send"]


def test_the_tool_page_shows_the_definition_schema_charts_calls_and_plans(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/tools/inventory.check")

        expect(page.locator("h1")).to_have_text("check_stock")
        expect(page.locator("main")).to_contain_text("How many units of an item are in stock")
        assert page.locator("p.description").inner_text() == (  # its paragraphs kept
            "How many units of an item are in stock in the warehouse.\n\nReserved units count too."
        )
        expect(page.locator("main")).to_contain_text(re.compile(r"\d+ tokens in the prompt"))
        expect(page.locator(".card").filter(has_text="Success rate")).to_contain_text("67%")
        expect(page.locator("figure.chart svg")).to_have_count(4)
        calls = page.locator("main table").last
        expect(calls).to_contain_text("item not found")
        expect(calls).to_contain_text("0.10 asked for 'widget' where the catalogue says 'widgets'")
        expect(page.get_by_role("link", name="How many widgets are in stock?")).to_be_visible()
        page.select_option("#schema-format", "mcp")
        expect(page.locator("pre").first).to_contain_text('"inputSchema"')
        tab.shot("tool-page")
        assert tab.errors == []


def test_the_plan_cache_page_shows_why_lookups_missed_and_what_was_evicted(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/plans")
        main = page.locator("main")

        for text in (
            "neighbours disagreed",
            "below τ (similarity)",
            "below ε (score)",
            "evicted",
            "invalidated",
            "changed: mail.send",
            "new word(s) 'email', 'report'",  # what differed, beside the reason
        ):
            expect(main).to_contain_text(text)
        expect(page.locator(".card").filter(has_text="Hit rate")).to_contain_text("33%")  # 2 hits in 6 lookups
        page.locator("th[data-key=hits] button").click()
        expect(page.locator("main table").last.locator("tbody tr").first).to_contain_text(
            "What is the weather in Paris"
        )
        tab.shot("plan-cache")
        assert tab.errors == []


def test_a_plans_page_shows_its_steps_and_its_feedback_history_even_once_evicted(
    browser: Any, dashboard: str, seeded_db: Path
) -> None:
    with toolmem.open(str(seeded_db), workspace="demo") as mem:
        [paris] = [p.id for p in mem.plans.using("weather.forecast") if "Paris" in p.request]
        [evicted] = mem.plans.events("evicted")
    kinds = "(rows) => rows.map((row) => row.cells[1].textContent)"
    scores = "(rows) => rows.map((row) => row.cells[3].textContent)"
    with new_tab(browser, dashboard) as tab:
        page = tab.open(f"#/w/demo/plans/{paris}")
        steps = page.locator("ol.steps > li")

        expect(page.locator("h1")).to_have_text("What is the weather in Paris tomorrow?")
        expect(steps).to_have_count(2)
        expect(steps.nth(0)).to_contain_text("weather.forecast")
        expect(steps.nth(0).locator("pre")).to_contain_text('"city": "Paris"')
        expect(steps.nth(1)).to_have_text("Answer: Cloudy, 19 °C.")
        journal = page.locator("main table").last.locator("tbody tr")
        assert journal.evaluate_all(kinds) == ["hit", "feedback", "hit"]
        expect(journal.nth(1)).to_contain_text("worked")

        page = tab.open(f"#/w/demo/plans/{evicted.plan_id}")
        expect(page.locator("h1")).to_have_text("Convert 20 euros to yen")
        expect(page.locator("main [role=status]").first).to_contain_text("This plan is no longer cached: evicted")
        expect(page.locator("figure.chart svg")).to_have_count(1)  # the score after each feedback
        journal = page.locator("main table").last.locator("tbody tr")
        assert journal.evaluate_all(kinds) == ["evicted", *["feedback"] * 5, "miss"]  # it was the nearest plan
        assert journal.evaluate_all(scores) == ["0.17", "0.17", "0.24", "0.34", "0.49", "0.70", "–"]
        tab.shot("plan-evicted")
        assert tab.errors == []  # the journal says the plan is gone: no request for it answers 404


def test_the_search_playground_shows_every_signal_of_each_hit(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/search")
        page.fill("#query", "will it rain in Porto tomorrow?")
        page.get_by_role("button", name="Search").click()
        first = page.locator("li.hit").first

        expect(first).to_have_attribute("data-id", "weather.forecast")
        names = first.locator(".signal-name").all_inner_texts()
        values = first.locator(".signal-value").all_inner_texts()
        assert names == ["bm25", "dense", "content", "experience"]  # content: the fused score the prior is added to
        assert all(re.fullmatch(r"-?\d+\.\d{3}", value) for value in values), values
        tab.shot("search")

        expect(page.locator("li.hit")).to_have_count(5)
        assert page.locator("#rerank").count() == 0  # no chat model, no rerank to offer

        page.fill("#k", "2")
        page.get_by_role("button", name="Search").click()
        expect(page.locator("li.hit")).to_have_count(2)

        page.get_by_label("finance").check()
        page.get_by_role("button", name="Search").click()
        expect(page.locator("li.hit")).to_have_count(1)
        expect(page.locator("li.hit").first).to_have_attribute("data-id", "fx.convert")
        assert tab.errors == []


def test_with_a_chat_model_the_playground_offers_rerank_and_shows_its_signal(
    browser: Any, seeded_db: Path, stub: OpenAIStub
) -> None:
    stub.chat = reverse
    llm = ChatModel("stub-model", base_url=stub.url)
    with (
        closing(llm),
        serving(ServerSettings(db=str(seeded_db), embedder="hash", llm=llm)) as base,
        new_tab(browser, base) as tab,
    ):
        page = tab.open("#/w/demo/search")
        page.fill("#query", "will it rain in Porto tomorrow?")
        page.get_by_role("button", name="Search").click()
        expect(page.locator("li.hit")).to_have_count(5)  # the whole catalogue: all of it is reranked
        fused = page.locator("li.hit").evaluate_all("(hits) => hits.map((hit) => hit.dataset.id)")
        assert stub.chat_requests == []

        page.get_by_label("Rerank with the chat model").check()
        page.get_by_role("button", name="Search").click()
        first = page.locator("li.hit").first

        expect(first).to_have_attribute("data-id", fused[-1])  # the stub's model reverses the order
        names, values = (
            first.locator(".signal-name").all_inner_texts(),
            first.locator(".signal-value").all_inner_texts(),
        )
        signals = dict(zip(names, values, strict=True))
        assert sorted(signals) == ["bm25", "content", "dense", "experience", "rerank"]
        assert signals["rerank"] == "1.000"
        expect(first).to_contain_text(f"The model: judged {fused[-1]}")
        assert len(stub.chat_requests) == 1
        tab.shot("search-rerank")
        assert tab.errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_all_text_meets_wcag_aa_contrast_in_the_light_and_dark_schemes(
    browser: Any, dashboard: str, seeded_db: Path, scheme: str
) -> None:
    found = {}
    with new_tab(browser, dashboard, color_scheme=scheme) as tab:
        for name, route in pages(seeded_db).items():
            page = tab.open(route)
            if name == "search":
                page.fill("#query", "will it rain in Porto tomorrow?")
                page.get_by_role("button", name="Search").click()
                expect(page.locator("li.hit")).to_have_count(5)
            found[name] = page.evaluate(LOW_CONTRAST)
        tab.shot(f"search-{scheme}")

    assert found == {name: [] for name in found}


def test_the_skip_link_moves_the_focus_to_the_page_without_leaving_it(browser: Any, dashboard: str) -> None:
    with new_tab(browser, dashboard) as tab:
        page = tab.open("#/w/demo/tools")
        page.keyboard.press("Tab")
        expect(page.locator(":focus")).to_have_text("Skip to content")
        page.keyboard.press("Enter")

        expect(page.locator("main")).to_be_focused()
        assert page.url.endswith("/ui/#/w/demo/tools")
        expect(page.locator("h1")).to_have_text("Tools")
        assert tab.errors == []


def test_empty_pages_say_what_to_do_next(browser: Any, tmp_path: Path) -> None:
    db = tmp_path / "empty.db"
    with serving(ServerSettings(db=str(db), embedder="hash")) as base, new_tab(browser, base) as tab:
        page = tab.open()  # no workspace yet: the default one
        expect(page.locator("main [role=status]")).to_contain_text("No tools in this workspace yet.")
        expect(page.locator("main [role=status]")).to_contain_text("toolmem -w default tools add catalogue/")
        page = tab.open("#/w/default/tools")
        expect(page.locator("main [role=status]")).to_contain_text("toolmem -w default tools add FILE")

        with toolmem.open(str(db), workspace="bare", embedder="hash") as mem:
            mem.tools.add(TOOLS[:2])
        page = tab.open("#/w/bare")
        expect(page.locator("main [role=status]")).to_contain_text("No tool calls recorded yet")
        expect(page.locator("main [role=status]")).to_contain_text("toolmem calls record")
        page = tab.open("#/w/bare/plans")
        expect(page.locator("main [role=status]")).to_contain_text("The plan cache is empty and was never asked.")
        page = tab.open("#/w/bare/tools/weather.forecast")
        expect(page.locator("main")).to_contain_text("No calls kept for this tool.")
        expect(page.locator("main")).to_contain_text("No cached plan calls this tool.")
        tab.shot("empty-overview")
        assert tab.errors == []


def test_every_page_fits_a_phone_screen_and_the_tools_table_scrolls_inside_its_frame(
    browser: Any, dashboard: str, seeded_db: Path
) -> None:
    wider = "document.documentElement.scrollWidth > window.innerWidth"
    routes = pages(seeded_db)
    with new_tab(browser, dashboard, width=390, height=844) as tab:
        overflowing = {name: tab.open(route).evaluate(wider) for name, route in routes.items()}
        assert overflowing == dict.fromkeys(routes, False)
        page = tab.open("#/w/demo/tools")

        assert page.evaluate(wider) is False
        assert page.locator(".table-wrap").evaluate("(el) => el.scrollWidth > el.clientWidth")
        tab.shot("phone-tools", full_page=False)
        assert tab.errors == []


def test_a_workspace_key_sees_only_its_workspace_and_cannot_open_another(browser: Any, tmp_path: Path) -> None:
    db = tmp_path / "keys.db"
    seed(str(db), time.time())
    seed(str(db), time.time(), workspace="other")
    with closing(open_store(str(db))) as store:
        _, token = KeyRing(store).create("demo only", ["demo"])
    with serving(ServerSettings(db=str(db), embedder="hash")) as base, new_tab(browser, base) as tab:
        page = tab.open("#/w/other/tools")
        expect(page.locator("h1")).to_have_text("API key needed")
        page.fill("#key", token)
        page.get_by_role("button", name="Open the dashboard").click()

        expect(page.locator("main[data-state=error] h1")).to_have_text("Not allowed")
        assert page.locator("tbody tr").count() == 0
        assert page.locator("#workspace option").all_inner_texts() == ["demo", "other"]  # "other" only as asked for
        page.select_option("#workspace", "demo")
        expect(page.locator("h1")).to_have_text("Overview")
        assert page.locator("#workspace option").all_inner_texts() == ["demo"]

        tab.open("#/w/demo/tools")
        expect(page.locator('tbody tr[data-key="inventory.check"] td').nth(2)).to_have_text("67%")
        assert [error for error in tab.errors if "403" not in error] == []

    with serving(ServerSettings(db=str(db), embedder="hash")) as base, new_tab(browser, base) as fresh:
        expect(fresh.open("#/w/demo").locator("h1")).to_have_text("API key needed")  # a new session asks again
