"""The plan judge: a chat model (the OpenAI stub server) asked about requests the rules cannot account for."""

import json
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

import toolmem
from openai_stub import OpenAIStub, Reply, scrub_environment
from toolmem import ChatModel, LLMPlanJudge, PlanJudge
from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.memory import Memory
from toolmem.records import Step

START = [{"tool_id": "cloud.start_instance", "arguments": {"name": "web-01"}}]


@pytest.fixture
def judge(stub: OpenAIStub, monkeypatch: pytest.MonkeyPatch) -> LLMPlanJudge:
    scrub_environment(monkeypatch)
    return LLMPlanJudge(ChatModel("stub-model", base_url=stub.url, api_key="test"))


@pytest.fixture
def mem(local_model: Embedder, judge: LLMPlanJudge) -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder=local_model, plan_judge=judge) as opened:
        opened.plans.store("start the instance web-01", START)
        yield opened


class Recording(PlanJudge):
    """A judge of one's own that says yes and keeps what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def same(self, stored: str, request: str, steps: Sequence[Step]) -> bool:
        self.asked.append((stored, request))
        return True


def verdict(same: bool) -> str:
    return json.dumps({"same": same, "reason": "because"})


def test_a_reworded_request_the_rules_miss_is_replayed_when_the_judge_says_yes(
    mem: Memory, stub: OpenAIStub, judge: LLMPlanJudge
) -> None:
    stub.replies.append(verdict(True))

    hit = mem.plans.lookup("wake up build-box-2")

    assert hit is not None
    assert [(s.tool_id, dict(s.arguments)) for s in hit.steps] == [("cloud.start_instance", {"name": "build-box-2"})]
    # one short question, with both requests and the calls as they would be replayed
    (prompt,) = stub.prompts()
    assert "Earlier request: start the instance web-01" in prompt
    assert "New request: wake up build-box-2" in prompt
    assert '"arguments": {"name": "build-box-2"}' in prompt
    assert stub.chat_requests[0].body["response_format"] == {"type": "json_object"}
    assert mem.plans.check("wake up build-box-2").detail.startswith("the plan judge took it for")
    assert mem.plans.events("hit")[0].detail.startswith("the plan judge took it for")  # the journal says so
    assert judge.requests == 1  # the check above was answered from the cache


def test_a_no_from_the_judge_is_the_miss_the_rules_gave(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.append(verdict(False))

    lookup = mem.plans.check("wake up build-box-2")

    assert lookup.hit is None
    assert (lookup.reason, lookup.detail) == ("changed_words", "new word(s) 'wake'")


@pytest.mark.parametrize(
    "request_text",
    [
        "stop the instance web-02",  # an antonym
        "do not start the instance web-02",  # a negation
        "is the instance web-02 started?",  # a question about state
        "start the instance web-02",  # the rules replay it themselves
        "what is the weather in Paris",  # nothing near: no plan qualifies
    ],
)
def test_the_judge_is_never_asked_when_the_rules_decide(mem: Memory, stub: OpenAIStub, request_text: str) -> None:
    mem.plans.check(request_text)

    assert stub.chat_requests == []  # an unscripted question would have failed with a 500


def test_a_plan_whose_slots_cannot_take_the_request_is_not_put_to_the_judge(mem: Memory, stub: OpenAIStub) -> None:
    # "web-01" and "web-02": two values where the plan has one slot
    assert mem.plans.check("wake up web-01 and web-02").hit is None
    assert stub.chat_requests == []


@pytest.mark.parametrize(
    "answer",
    [Reply(500), "yes", json.dumps({"reason": "no verdict"}), '```json\n{"same": "perhaps"}\n```'],
)
def test_a_failed_judge_is_a_no_and_a_warning(
    mem: Memory, stub: OpenAIStub, judge: LLMPlanJudge, answer: Any, caplog: pytest.LogCaptureFixture
) -> None:
    stub.replies.append(answer)

    assert mem.plans.lookup("wake up build-box-2") is None
    assert judge.failures == 1
    assert "plan judge: no usable answer" in caplog.text


def test_a_fenced_answer_is_read(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.append('```json\n{"same": true, "reason": "the same action"}\n```')

    assert mem.plans.lookup("wake up build-box-2") is not None


def test_a_judge_of_ones_own_is_asked_with_both_requests(local_model: Embedder, tmp_path: Any) -> None:
    always = Recording()
    with toolmem.open(str(tmp_path / "own.db"), embedder=local_model, plan_judge=always) as own:
        own.plans.store("start the instance web-01", START)
        assert own.plans.lookup("wake up build-box-2") is not None
        assert own.plans.judge is always
    assert always.asked == [("start the instance web-01", "wake up build-box-2")]


@pytest.mark.parametrize(("setting", "value"), [("timeout", 0), ("timeout", True), ("cache_size", -1)])
def test_bad_settings_are_config_errors(stub: OpenAIStub, setting: str, value: Any) -> None:
    with pytest.raises(ConfigError, match=setting):
        LLMPlanJudge(ChatModel("stub-model", base_url=stub.url, api_key="test"), **{setting: value})


def test_the_question_shows_the_calls_and_not_a_stored_answer(judge: LLMPlanJudge) -> None:
    steps = [Step("cloud.start_instance", {"name": "web-02"}), Step(None, {}, answer="Started web-01.")]

    (system, user) = judge.prompt("start the instance web-01", "boot the instance web-02", steps)

    assert system["role"] == "system"
    assert "unsure" in system["content"]
    assert user["content"].splitlines()[:3] == [
        "Earlier request: start the instance web-01",
        "New request: boot the instance web-02",
        'Calls to replay for the new request: [{"tool": "cloud.start_instance", "arguments": {"name": "web-02"}}]',
    ]


def test_a_judge_set_on_the_plan_cache_stays_through_a_reindex(tmp_path: Any) -> None:
    class Never(PlanJudge):
        def same(self, stored: str, request: str, steps: Sequence[Step]) -> bool:
            return False

    never = Never()
    with toolmem.open(str(tmp_path / "set.db"), embedder="hash") as mem:
        mem.plans.judge = never
        mem.reindex("hash:64")

        assert mem.plans.judge is never


def test_a_plan_without_arguments_is_put_to_the_judge_for_values_its_tools_were_asked_with_others_of(
    local_model: Embedder,
) -> None:
    """The judge weighs the words; the values must still be ones the plan's tools were shown to serve
    whatever they are: other amounts and cities for a sales-tax tool asked about several, not another
    site for a tool only ever asked about Hacker News."""
    judge = Recording()
    with toolmem.open("sqlite://", embedder=local_model, plan_judge=judge) as mem:
        mem.plans.store_many(
            (text, [{"tool_id": "tax.sales_tax"}])
            for text in (
                "what is the sales tax on a $20 purchase in Boston?",
                "what is the sales tax on a $40 purchase in Nashville?",
                "what is the sales tax on a $15 purchase in Austin?",
            )
        )
        mem.plans.store("what's trending on Hacker News?", [{"tool_id": "news.hacker_news"}])

        taxed = mem.plans.check("compute the sales tax on a $75 purchase in Denver")
        elsewhere = mem.plans.check("compute what's trending on Reddit")

    assert taxed.hit is not None, taxed
    assert [step.tool_id for step in taxed.hit.steps] == ["tax.sales_tax"]
    assert [request for _, request in judge.asked] == ["compute the sales tax on a $75 purchase in Denver"]
    assert elsewhere.hit is None, elsewhere
