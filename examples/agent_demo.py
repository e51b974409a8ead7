"""The agent's self-healing sequence, offline: miss → store → hit → failures → eviction → re-plan.

Without a key the model's turns come from ``examples/agent/recording.json`` (recorded plans); with
``OPENAI_API_KEY`` (and optionally ``TOOLMEM_LLM_MODEL`` / ``TOOLMEM_LLM_BASE_URL``) it plans live.

    python examples/agent_demo.py [DB]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.cli.chat import describe
from toolmem.llm import ChatModel, ToolCallingModel

RECORDING = Path(__file__).parent / "agent" / "recording.json"


def planner() -> ToolCallingModel:
    model = ChatModel.from_env()
    if model is None and os.environ.get("OPENAI_API_KEY"):
        model = ChatModel(
            "gpt-4o-mini", base_url=os.environ.get("OPENAI_BASE_URL"), api_key=os.environ["OPENAI_API_KEY"]
        )
    if model is not None:
        print(f"planning live with {model!r}")
        return model
    print(f"no OPENAI_API_KEY: the model's turns are replayed from {RECORDING.name}")
    return toolmem.RecordedModel(RECORDING)


def ask(agent: toolmem.Agent, request: str) -> toolmem.AgentResult:
    print(f"\nyou> {request}")
    result = agent.run(request)
    print(describe(result))
    return result


def main() -> None:
    db = sys.argv[1] if len(sys.argv) > 1 else "sqlite://"
    if db != "sqlite://":
        Path(db).parent.mkdir(parents=True, exist_ok=True)
        Path(db).unlink(missing_ok=True)
    with toolmem.open(db, workspace="agent-demo") as mem:
        agent = toolmem.Agent(mem, planner(), DEMO_TOOLS)
        print("\n1. A new request: a miss, so the model plans; the steps are stored as a plan.")
        ask(agent, "What is the weather in Paris tomorrow?")
        agent.feedback(True)
        print("\n2. A similar request: the plan is replayed with London in the slot, no model call.")
        ask(agent, "What is the weather in London tomorrow?")
        print("\n3. Suppose the replayed plan keeps failing: the user answers 'no' each time.")
        while (plan := agent.feedback(False)) is not None:
            print(f"   feedback: failed → plan score {plan.score:.2f}")
        print(f"   the score fell below ε = {mem.plans.settings.min_score}: the plan is evicted")
        print("\n4. The same request again: a miss, so it is planned afresh and the new plan stored.")
        ask(agent, "What is the weather in London tomorrow?")
        agent.feedback(True)
        print("\n5. And the new plan answers the next time, from the cache.")
        ask(agent, "What is the weather in London tomorrow?")
        print("\n6. Other tools: stock and arithmetic.")
        ask(agent, "How many widgets do we have in stock?")
        ask(agent, "What is 17 times 23?")
        print(f"\n{len(mem.plans)} plans stored; every call is in experience memory:")
        for tool_id in ("weather.forecast", "inventory.check", "math.calculate"):
            stats = mem.calls.stats(tool_id)
            print(f"   {tool_id}: {stats.calls} call(s), success rate {stats.success_rate:.0%}")


if __name__ == "__main__":
    main()
