"""``toolmem chat``: the agent in the terminal, with the example tools, asking whether each answer worked."""

from __future__ import annotations

import os
from pathlib import Path

import click

from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.agent.loop import Agent, AgentResult, RecordedModel
from toolmem.cli.common import cli, open_memory
from toolmem.cli.history import parse_pairs
from toolmem.cli.plans import step_lines
from toolmem.llm import ChatModel, ToolCallingModel

__all__ = ["chat", "describe"]

_ENDINGS = frozenset({"", "quit", "exit"})


@cli.command("chat")
@click.option("--model", envvar="TOOLMEM_LLM_MODEL", default="gpt-4o-mini", show_default=True, help="The chat model.")
@click.option("--base-url", envvar="TOOLMEM_LLM_BASE_URL", default=None, help="An OpenAI-compatible endpoint.")
@click.option("--api-key", envvar="OPENAI_API_KEY", default=None, help="The endpoint's key.  [env: OPENAI_API_KEY]")
@click.option(
    "--recording",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Plan with these recorded model turns instead of a live model (offline).",
)
@click.option("--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="Tools the model sees.")
@click.option("--max-steps", type=click.IntRange(min=1), default=15, show_default=True, help="Most model turns.")
@click.option("--no-feedback", is_flag=True, help="Do not ask whether each answer worked.")
@click.option(
    "--context",
    "context",
    multiple=True,
    callback=parse_pairs,
    metavar="NAME=VALUE",
    help="Keep the conversation under these keys (repeatable): --context user=42 --context chat=cli.",
)
@click.option("--rerank", is_flag=True, help="Have the chat model rerank the tools found for each request.")
def chat(
    model: str,
    base_url: str | None,
    api_key: str | None,
    recording: Path | None,
    top_k: int,
    max_steps: int,
    no_feedback: bool,
    context: dict[str, str],
    rerank: bool,
) -> None:
    """Talk to an agent that answers from the plan cache when it can and plans with a model when not.

    It uses the example tools (weather, inventory, calculator, time), which work offline. A model
    plans on a miss when a key or --base-url is given (or with --recording); without one, only
    stored plans answer. After each answer it asks "did it work? [y/n]": the answer rewards or
    penalises the plan, and a plan that keeps failing is evicted and planned afresh. An empty line,
    "quit", "exit" or end of input ends the chat.

    With --context, the conversation is kept under those keys (toolmem history show --key ...): the
    model sees its relevant and recent messages, and each request and answer are appended to it, so
    the next chat with the same keys goes on where this one stopped.

    \b
    Example:
      toolmem chat --recording examples/agent/recording.json
      toolmem chat --recording examples/agent/recording.json --context user=42
      toolmem chat --base-url http://localhost:11434/v1 --model qwen2.5:7b
      OPENAI_API_KEY=sk-... toolmem chat
    """
    planner: ToolCallingModel | None = None
    if recording is not None:
        planner = RecordedModel(recording)
    elif api_key or base_url or os.environ.get("OPENAI_BASE_URL"):
        planner = ChatModel(model, base_url=base_url or os.environ.get("OPENAI_BASE_URL"), api_key=api_key)
    else:
        click.echo(
            "no model configured (give --api-key, --base-url or --recording): only stored plans answer", err=True
        )
    agent = Agent(open_memory(), planner, DEMO_TOOLS, top_k=top_k, max_steps=max_steps, rerank=rerank)
    while True:
        try:
            request = click.prompt("you", default="", show_default=False, prompt_suffix="> ")
        except click.Abort:  # end of input ends the chat, like an empty line
            return
        if request.strip().casefold() in _ENDINGS:
            return
        result = agent.run(request, context=context or None)
        click.echo(describe(result))
        if no_feedback or result.plan_id is None:
            continue
        try:
            worked = click.prompt("did it work? [y/n]", type=click.Choice(["y", "n"]), show_choices=False)
        except click.Abort:
            return
        plan = agent.feedback(worked == "y")
        if plan is None:
            click.echo("  plan evicted: the next request like this one is planned afresh")
        else:
            click.echo(f"  plan score {plan.score:.2f}")


def describe(result: AgentResult) -> str:
    """What the terminal shows for one answer: hit or miss, the steps, the answer."""
    if result.cached:
        slots = "".join(f", {old} → {new}" for old, new in result.slots.items())
        head = f"[plan cache hit: {result.plan_id}, similarity {result.similarity:.2f}{slots}]"
    elif result.model_turns:
        head = f"[miss: planned with the model in {result.model_turns} turn(s)"
        head += f", stored as {result.plan_id}]" if result.plan_id else "]"
    else:
        head = "[miss]"
    if result.failed_replay:
        head = f"[cached plan {result.failed_replay} failed on replay and was penalised]\n{head}"
    lines = [head, *step_lines([s for s in result.steps if s.tool_id is not None]), f"agent> {result.answer}"]
    return "\n".join(lines)
