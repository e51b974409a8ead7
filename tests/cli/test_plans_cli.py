"""``toolmem plans ...`` through the real CLI on a SQLite file with the hash embedder."""

import json
import re
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import library, ok, ok_json, run

from openai_stub import OpenAIStub
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.tools.ingest.python import tool_of

PARIS = "weather in Paris tomorrow"
LONDON = "weather in London tomorrow"
PARIS_STEPS = [
    {"tool_id": "weather.forecast", "arguments": {"city": "Paris", "day": "tomorrow"}},
    {"answer": "Cloudy."},
]
DEFAULTS = {
    "threshold": 0.4,
    "alpha": 0.3,
    "min_score": 0.2,
    "agreement": 0.8,
    "consensus": 0.7,
    "neighbours": 20,
    "crowd": 5,
    "reword": 0.9,
    "reword_phrase": 0.85,
    "reword_catalogue": 0.75,
    "paraphrase": 0.6,
    "score_weight": 0.1,
    "ttl": None,
    "max_plans": None,
}
TRAIN = [
    {"text": "weather in Paris tomorrow", "relevant": ["weather.forecast"]},
    {"text": "how many widgets are in stock", "relevant": ["inventory.check"]},
    {"text": "calculate 3 times 4", "relevant": ["math.calculate"]},
    # A second city: the forecast's plans were asked with several, so a third is no other request.
    {"text": "weather in Berlin tomorrow", "relevant": ["weather.forecast"]},
]
TEST = [  # similarities with the hash embedder in the comments (the plans take no argument: stored as written)
    {"text": "what is the weather in London tomorrow", "relevant": ["weather.forecast"]},  # 0.56
    {"text": "how many widgets are there in stock", "relevant": ["inventory.check"]},  # 0.89
    {"text": "so what is the weather in Rome tomorrow", "relevant": ["inventory.check"]},  # 0.52: a wrong hit
    # 0.79: its new word stands where the stored request's first word did, and the catalogue's search
    # serves it with inventory.check, naming "bicycles" in no other tool: a right hit
    {"text": "how many bicycles are in stock", "relevant": ["inventory.check"]},
    {"text": "what is the time in Tokyo", "relevant": ["time.now"]},
]
GRID = [round(0.3 + 0.05 * i, 2) for i in range(14)]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A database whose catalogue holds the demo tools."""
    path = tmp_path / "toolmem.db"
    with library(path) as mem:
        mem.tools.add([tool_of(function) for function in DEMO_TOOLS])
    return path


def store_paris(db: Path) -> str:
    return ok(run(db, "plans", "store", PARIS, "--steps", json.dumps(PARIS_STEPS))).strip()


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


# store, show, lookup ---------------------------------------------------------------------------
def test_store_prints_the_plan_id_and_show_prints_the_stored_plan(db: Path) -> None:
    plan_id = store_paris(db)

    shown = ok_json(run(db, "plans", "show", plan_id))

    with library(db) as mem:
        plan = mem.plans.get(plan_id)
        forecast_hash = mem.tools.get("weather.forecast").content_hash
    assert plan_id.startswith("plan-")
    assert shown == plan.to_dict()
    assert (shown["request"], shown["steps"], shown["score"]) == (PARIS, PARIS_STEPS, 1.0)
    assert shown["tools"] == {"weather.forecast": forecast_hash}


def test_storing_the_same_plan_again_gives_the_same_id(db: Path) -> None:
    assert store_paris(db) == store_paris(db)
    with library(db) as mem:
        assert len(mem.plans) == 1


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        ('{"tool_id": "weather.forecast"}', "--steps must be a JSON array of steps"),
        ("[{", "invalid JSON"),
    ],
)
def test_store_with_steps_that_are_not_a_json_array_is_a_usage_error(db: Path, steps: str, message: str) -> None:
    result = run(db, "plans", "store", PARIS, "--steps", steps)

    assert result.exit_code == 2
    assert message in result.stderr


def test_store_with_a_malformed_step_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "plans", "store", PARIS, "--steps", '[{"tool_id": "weather.forecast", "answer": "both"}]')

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == "error: step: a plan step has either a tool_id (a call) or an answer, not both or neither\n"


def test_lookup_prints_the_hit_with_its_slots_and_steps(db: Path) -> None:
    plan_id = store_paris(db)
    with library(db) as mem:
        hit = mem.plans.lookup(LONDON)
    assert hit is not None

    printed = ok(run(db, "plans", "lookup", LONDON))

    assert printed == (
        f"hit: {plan_id} (similarity {hit.similarity:.3f}, score 1.00, agreement 1.00)\n"
        "  slot: Paris → London\n"
        '  1. weather.forecast({"city": "London", "day": "tomorrow"})\n'
        "  2. answer: Cloudy.\n"
    )


def test_lookup_json_prints_the_hit(db: Path) -> None:
    plan_id = store_paris(db)

    printed = ok_json(run(db, "plans", "lookup", LONDON, "--json"))

    assert {key: value for key, value in printed.items() if key not in ("similarity", "plan")} == {
        "id": plan_id,
        "steps": [
            {"tool_id": "weather.forecast", "arguments": {"city": "London", "day": "tomorrow"}},
            {"answer": "Cloudy."},
        ],
        "score": 1.0,
        "agreement": 1.0,
        "slots": {"Paris": "London"},
    }
    assert printed["similarity"] == pytest.approx(1.0)  # the requests with their values masked are one
    assert (printed["plan"]["id"], printed["plan"]["request"], printed["plan"]["steps"]) == (
        plan_id,
        PARIS,
        PARIS_STEPS,
    )


def test_a_lookup_miss_prints_its_reason_and_the_nearest_plan_from_the_journal_and_exits_0(db: Path) -> None:
    paris = store_paris(db)

    printed = ok(run(db, "plans", "lookup", "how many widgets are in stock"))

    with library(db) as mem:
        [miss] = mem.plans.events("miss")
    assert (miss.reason, miss.plan_id) == ("below_threshold", paris)
    assert printed == (
        "miss: below_threshold (the nearest plans are less similar than τ = 0.40)\n"
        f"nearest: {paris}, similarity {miss.similarity:.3f}\n"
    )


def test_a_lookup_miss_says_what_differed(db: Path) -> None:
    steps = json.dumps([{"tool_id": "home.lock", "arguments": {"door": "front"}}])
    plan_id = ok(run(db, "plans", "store", "lock the front door", "--steps", steps)).strip()

    printed = ok(run(db, "plans", "lookup", "unlock the front door")).splitlines()

    assert printed[0] == "miss: changed_words (the action or its object changed)"
    assert printed[1] == "why: 'unlock' instead of 'lock'"
    assert printed[2].startswith(f"nearest: {plan_id}, similarity ")
    journal = ok(run(db, "plans", "events", "--kind", "miss", env={"COLUMNS": "160"})).splitlines()
    assert "changed_words: 'unlock' instead of 'lock'" in journal[1]


def test_a_lookup_miss_in_json_is_null(db: Path) -> None:
    store_paris(db)

    assert ok_json(run(db, "plans", "lookup", "how many widgets are in stock", "--json")) is None


def test_a_lookup_in_an_empty_cache_misses_for_want_of_plans(db: Path) -> None:
    printed = ok(run(db, "plans", "lookup", "how many widgets are in stock"))

    assert printed == "miss: no_plans (no stored plan is near this request)\n"


def test_a_lookup_hit_is_counted(db: Path) -> None:
    plan_id = store_paris(db)

    ok(run(db, "plans", "lookup", LONDON))
    ok(run(db, "plans", "lookup", PARIS))

    assert ok_json(run(db, "plans", "show", plan_id))["hits"] == 2


# feedback --------------------------------------------------------------------------------------
def test_feedback_rewards_and_penalises_a_plan_and_reports_its_score(db: Path) -> None:
    plan_id = store_paris(db)

    rewarded = ok(run(db, "plans", "feedback", plan_id, "--ok"))
    penalised = ok(run(db, "plans", "feedback", plan_id, "--failed"))

    assert rewarded == f"{plan_id}: score 1.000 (1 worked, 0 failed)\n"
    assert penalised == f"{plan_id}: score 0.700 (1 worked, 1 failed)\n"
    with library(db) as mem:
        plan = mem.plans.get(plan_id)
    assert (plan.score, plan.successes, plan.failures) == (pytest.approx(0.7), 1, 1)


def test_feedback_that_drops_the_score_below_min_score_evicts_the_plan(db: Path) -> None:
    plan_id = store_paris(db)

    printed = [ok(run(db, "plans", "feedback", plan_id, "--failed")) for _ in range(5)]

    assert printed == [
        f"{plan_id}: score 0.700 (0 worked, 1 failed)\n",
        f"{plan_id}: score 0.490 (0 worked, 2 failed)\n",
        f"{plan_id}: score 0.343 (0 worked, 3 failed)\n",
        f"{plan_id}: score 0.240 (0 worked, 4 failed)\n",
        f"{plan_id}: evicted (its score fell below the minimum)\n",
    ]
    assert ok(run(db, "plans", "lookup", LONDON)) == "miss: no_plans (no stored plan is near this request)\n"


def test_feedback_on_an_unknown_plan_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "plans", "feedback", "plan-nope", "--failed")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (
        "error: no plan 'plan-nope'; workspace 'default' has no such plan (it may have been evicted)\n"
    )


def test_feedback_needs_ok_or_failed(db: Path) -> None:
    plan_id = store_paris(db)

    result = run(db, "plans", "feedback", plan_id)

    assert result.exit_code == 2
    assert "--ok" in result.stderr


# list, show, remove ----------------------------------------------------------------------------
def test_list_shows_one_line_per_plan_most_recent_first(db: Path) -> None:
    assert ok(run(db, "plans", "list")) == "no plans: store one with `toolmem plans store REQUEST --steps JSON`\n"
    paris = store_paris(db)
    widgets = ok(
        run(db, "plans", "store", "how many widgets", "--steps", '[{"tool_id": "inventory.check", "arguments": {}}]')
    ).strip()

    lines = ok(run(db, "plans", "list")).splitlines()

    assert lines == [  # the tools column takes at most 24 columns
        f"{'id':<25}  score  hits  tools                     request",
        f"{widgets}   1.00     0  inventory.check           how many widgets",
        f"{paris}   1.00     0  weather.forecast → answ…  weather in Paris tomorrow",
    ]


def test_list_json_prints_the_plans_and_honours_limit_and_offset(db: Path) -> None:
    store_paris(db)
    ok(run(db, "plans", "store", "how many widgets", "--steps", '[{"tool_id": "inventory.check"}]'))

    everything = ok_json(run(db, "plans", "list", "--json"))
    second = ok_json(run(db, "plans", "list", "--json", "--limit", "1", "--offset", "1"))

    with library(db) as mem:
        assert everything == [plan.to_dict() for plan in mem.plans.list()]
    assert [plan["request"] for plan in everything] == ["how many widgets", PARIS]
    assert second == everything[1:]


def test_show_of_an_unknown_plan_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "plans", "show", "plan-nope")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (
        "error: no plan 'plan-nope'; workspace 'default' has no such plan (it may have been evicted)\n"
    )


def test_remove_deletes_plans(db: Path) -> None:
    plan_id = store_paris(db)

    assert ok(run(db, "plans", "remove", plan_id)) == "removed 1 plan(s)\n"
    assert ok_json(run(db, "plans", "list", "--json")) == []


def test_remove_of_an_unknown_id_exits_1_with_one_error_line(db: Path) -> None:
    plan_id = store_paris(db)

    result = run(db, "plans", "remove", plan_id, "plan-nope")

    assert (result.exit_code, result.stdout, result.stderr) == (
        1,
        "removed 1 plan(s)\n",
        "error: 1 of the ids did not exist\n",
    )


# configure -------------------------------------------------------------------------------------
def test_configure_without_options_shows_the_settings_as_json(db: Path) -> None:
    assert ok_json(run(db, "plans", "configure")) == DEFAULTS


def test_configure_changes_persist(db: Path) -> None:
    changed = ok_json(run(db, "plans", "configure", "--threshold", "0.75", "--ttl", "3600", "--max-plans", "100"))

    expected = {**DEFAULTS, "threshold": 0.75, "ttl": 3600.0, "max_plans": 100}
    assert changed == expected
    assert ok_json(run(db, "plans", "configure")) == expected
    with library(db) as mem:
        settings = mem.plans.settings
    assert (settings.threshold, settings.ttl, settings.max_plans) == (0.75, 3600.0, 100)


def test_configure_no_ttl_and_no_max_plans_lift_the_bounds(db: Path) -> None:
    ok(run(db, "plans", "configure", "--ttl", "60", "--max-plans", "5", "--alpha", "0.5"))

    lifted = ok_json(run(db, "plans", "configure", "--no-ttl", "--no-max-plans"))

    assert lifted == {**DEFAULTS, "alpha": 0.5}


@pytest.mark.parametrize(
    "args",
    [
        ["--threshold", "1.5"],
        ["--alpha", "0"],
        ["--min-score", "-0.1"],
        ["--ttl", "0"],
        ["--max-plans", "0"],
        ["--agreement", "high"],
    ],
)
def test_configure_with_an_invalid_value_is_a_usage_error_and_changes_nothing(db: Path, args: list[str]) -> None:
    result = run(db, "plans", "configure", *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert f"Invalid value for '{args[0]}'" in result.stderr
    assert ok_json(run(db, "plans", "configure")) == DEFAULTS


def test_a_stricter_threshold_turns_a_hit_into_a_miss(db: Path) -> None:
    store_paris(db)
    reworded = "what is the weather in London tomorrow"  # similarity 0.78 with the hash embedder
    assert ok(run(db, "plans", "lookup", reworded)).startswith("hit: ")

    ok(run(db, "plans", "configure", "--threshold", "0.95"))

    assert ok(run(db, "plans", "lookup", reworded)).startswith(
        "miss: below_threshold (the nearest plans are less similar than τ = 0.95)\n"
    )


# events ----------------------------------------------------------------------------------------
def journal(db: Path) -> str:
    """A hit, a miss and a failed feedback of the Paris plan; returns its id."""
    paris = store_paris(db)
    ok(run(db, "plans", "lookup", LONDON))
    ok(run(db, "plans", "lookup", "how many widgets are in stock"))
    ok(run(db, "plans", "feedback", paris, "--failed"))
    return paris


def test_events_print_the_journal_newest_first_one_line_each(db: Path) -> None:
    paris = journal(db)
    with library(db) as mem:
        feedback, miss, hit = mem.plans.events()

    lines = ok(run(db, "plans", "events")).splitlines()

    assert [re.sub(r"^\d+s ago", "now   ", line) for line in lines] == [
        f"when    kind      {'plan':<25}   sim  detail           request",
        f"now     feedback  {paris}        failed → 0.70    weather in Paris tomorrow",
        f"now     miss      {paris}  {miss.similarity:.2f}  below_threshold  how many widgets are in stock",
        f"now     hit       {paris}  {hit.similarity:.2f}  score 1.00       weather in London tomorrow",
    ]
    assert feedback.score == pytest.approx(0.7)


def test_events_json_is_the_journal_and_filters_by_kind_plan_and_limit(db: Path) -> None:
    paris = journal(db)
    other = ok(run(db, "plans", "store", "how many widgets", "--steps", '[{"tool_id": "inventory.check"}]')).strip()
    ok(run(db, "plans", "feedback", other, "--ok"))

    everything = ok_json(run(db, "plans", "events", "--json"))
    lookups = ok_json(run(db, "plans", "events", "--kind", "hit", "--kind", "miss", "--json"))
    of_paris = ok_json(run(db, "plans", "events", "--plan", paris, "--kind", "feedback", "--json"))
    newest = ok_json(run(db, "plans", "events", "--limit", "1", "--json"))

    with library(db) as mem:
        assert everything == [event.to_dict() for event in mem.plans.events()]
    assert [event["kind"] for event in everything] == ["feedback", "feedback", "miss", "hit"]
    assert [event["kind"] for event in lookups] == ["miss", "hit"]
    assert [(event["plan_id"], event["success"]) for event in of_paris] == [(paris, False)]
    assert newest == everything[:1]


def test_events_of_an_unknown_kind_are_a_usage_error_naming_the_kinds(db: Path) -> None:
    result = run(db, "plans", "events", "--kind", "misses")

    assert (result.exit_code, result.stdout) == (2, "")
    assert "'misses' is not one of 'hit', 'miss', 'feedback', 'evicted', 'invalidated'" in result.stderr


def test_events_of_an_empty_journal_say_so(db: Path) -> None:
    assert ok(run(db, "plans", "events")) == "no journal entries\n"


# calibrate -------------------------------------------------------------------------------------
def test_calibrate_stores_the_training_plans_and_prints_a_table_and_the_recommended_threshold(
    db: Path, tmp_path: Path
) -> None:
    train = write_jsonl(tmp_path / "train.jsonl", TRAIN)
    labelled = write_jsonl(tmp_path / "test.jsonl", TEST)

    lines = ok(run(db, "plans", "calibrate", str(labelled), "--store", str(train))).splitlines()

    assert lines[0] == "τ     hit rate  precision  hits"
    rows = [line.split() for line in lines[1:-2]]
    assert [row[0] for row in rows] == [f"{tau:.2f}" for tau in GRID]
    assert rows[0] == ["0.30", "0.800", "0.750", "4"]  # London, widgets, bicycles right; Rome wrong
    assert rows[5] == ["0.55", "0.600", "1.000", "3"]  # Rome's 0.52 left out
    assert rows[-1] == ["0.95", "0.000", "–", "0"]
    assert lines[-2:] == [
        "5 requests; recommended τ = 0.55 (precision target 0.97)",
        "apply it with: toolmem plans configure --threshold 0.55",
    ]
    with library(db) as mem:
        assert sorted(plan.request for plan in mem.plans.list()) == sorted(row["text"] for row in TRAIN)


def test_calibrate_json_reports_every_threshold(db: Path, tmp_path: Path) -> None:
    train = write_jsonl(tmp_path / "train.jsonl", TRAIN)
    labelled = write_jsonl(tmp_path / "test.jsonl", TEST)

    report = ok_json(run(db, "plans", "calibrate", str(labelled), "--store", str(train), "--json"))

    assert {key: report[key] for key in ("requests", "target", "recommended")} == {
        "requests": 5,
        "target": 0.97,
        "recommended": 0.55,
    }
    assert [row["threshold"] for row in report["rows"]] == GRID
    assert report["rows"][0] == {
        "threshold": 0.3,
        "hits": 4,
        "correct": 3,
        "hit_rate": 0.8,
        "precision": pytest.approx(3 / 4),
    }
    assert [row["hits"] for row in report["rows"]] == sorted((row["hits"] for row in report["rows"]), reverse=True)


def test_calibrate_json_is_strict_json_even_at_thresholds_without_hits(db: Path, tmp_path: Path) -> None:
    train = write_jsonl(tmp_path / "train.jsonl", TRAIN)
    labelled = write_jsonl(tmp_path / "test.jsonl", TEST)

    printed = ok(run(db, "plans", "calibrate", str(labelled), "--store", str(train), "--json"))

    def refuse(constant: str) -> float:
        raise AssertionError(f"--json printed {constant}, which is not JSON (RFC 8259)")

    report = json.loads(printed, parse_constant=refuse)
    assert report["rows"][-1] == {"threshold": 0.95, "hits": 0, "correct": 0, "hit_rate": 0.0, "precision": None}


def test_calibrate_without_store_looks_up_only_and_stores_nothing(db: Path, tmp_path: Path) -> None:
    labelled = write_jsonl(tmp_path / "test.jsonl", TEST)

    report = ok_json(run(db, "plans", "calibrate", str(labelled), "--json", "--target", "0.5"))

    assert (report["requests"], report["target"]) == (5, 0.5)
    assert {row["hits"] for row in report["rows"]} == {0}
    with library(db) as mem:
        assert len(mem.plans) == 0


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "expected a JSON object with 'text' and 'relevant'"),
        ('{"text": "rain?"}', "expected a JSON object with 'text' and 'relevant'"),
        ('{"text": "rain?", "relevant": []}', "'text' must be a string and 'relevant' a non-empty list of tool ids"),
    ],
)
def test_a_malformed_labelled_line_exits_1_naming_the_file_and_line(
    db: Path, tmp_path: Path, line: str, message: str
) -> None:
    labelled = tmp_path / "test.jsonl"
    labelled.write_text(json.dumps(TEST[0]) + "\n\n" + line + "\n", encoding="utf-8")

    result = run(db, "plans", "calibrate", str(labelled))

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr.startswith(f"error: {labelled}:3: {message}")
    assert result.stderr.count("\n") == 1


def test_a_malformed_training_line_exits_1_and_stores_nothing(db: Path, tmp_path: Path) -> None:
    train = tmp_path / "train.jsonl"
    train.write_text(json.dumps(TRAIN[0]) + "\n[1, 2]\n", encoding="utf-8")
    labelled = write_jsonl(tmp_path / "test.jsonl", TEST)

    result = run(db, "plans", "calibrate", str(labelled), "--store", str(train))

    assert result.exit_code == 1
    assert result.stderr.startswith(f"error: {train}:2: expected a JSON object with 'text' and 'relevant'")
    with library(db) as mem:
        assert len(mem.plans) == 0


START = [{"tool_id": "cloud.start_instance", "arguments": {"name": "web-01"}}]


def test_the_plan_judge_the_environment_asks_for_takes_what_the_rules_miss(db: Path, stub: OpenAIStub) -> None:
    ok(run(db, "plans", "store", "start the instance web-01", "--steps", json.dumps(START)))
    chat = {"TOOLMEM_LLM_MODEL": "stub-model", "TOOLMEM_LLM_BASE_URL": stub.url, "OPENAI_API_KEY": "test"}
    stub.replies.append(json.dumps({"same": True, "reason": "waking it up is starting it"}))

    rules = ok_json(run(db, "plans", "lookup", "wake up web-02", "--json", env=chat))
    judged = ok_json(run(db, "plans", "lookup", "wake up web-02", "--json", env={**chat, "TOOLMEM_PLAN_JUDGE": "1"}))

    assert rules is None  # without TOOLMEM_PLAN_JUDGE the rules alone decide, and ask nothing
    assert [(s["tool_id"], s["arguments"]) for s in judged["steps"]] == [("cloud.start_instance", {"name": "web-02"})]
    assert len(stub.chat_requests) == 1


@pytest.mark.parametrize(
    ("env", "error"),
    [
        ({"TOOLMEM_PLAN_JUDGE": "1"}, "TOOLMEM_PLAN_JUDGE asks a chat model: set TOOLMEM_LLM_MODEL"),
        ({"TOOLMEM_PLAN_JUDGE": "maybe"}, "TOOLMEM_PLAN_JUDGE must be 1/true/yes/on or 0/false/no/off, got 'maybe'"),
    ],
)
def test_a_plan_judge_the_environment_cannot_give_is_a_one_line_error(
    db: Path, env: dict[str, str], error: str
) -> None:
    result = run(db, "plans", "lookup", "wake up web-02", env=env)

    assert result.exit_code != 0
    assert error in result.stderr
