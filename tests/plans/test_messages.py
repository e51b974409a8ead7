"""A message introduced otherwise ("that", ":", "to say", "and tell them") than the stored request
introduced its own ("saying") is the same message: the plan is also tried on the request with its
introducer said as the stored one is."""

import pytest

from toolmem.memory import Memory
from toolmem.plans.matching import mask
from toolmem.plans.messages import reintroduced

EMAIL = (
    "email jo@studio.dk saying the proofs are ready",
    [{"tool_id": "email.send", "arguments": {"to": "jo@studio.dk", "body": "the proofs are ready"}}],
)


@pytest.mark.parametrize(
    ("request_text", "read"),
    [
        ("email kai@loom.io: the invoice went out", "email kai@loom.io saying the invoice went out"),
        ("email kai@loom.io that the invoice went out", "email kai@loom.io saying the invoice went out"),
        ("email kai@loom.io to say the invoice went out", "email kai@loom.io saying the invoice went out"),
        ("email kai@loom.io and tell them it's late", "email kai@loom.io saying it's late"),
        ("email kai@loom.io saying the invoice went out", None),  # introduced as the stored one is
        ("email kai@loom.io the invoice", None),  # no introducer
        ("email kai@loom.io 'that: part'", None),  # inside quotes
    ],
)
def test_a_message_is_introduced_as_the_stored_request_introduces_its_own(request_text: str, read: str | None) -> None:
    stored = mask(EMAIL[0], ["jo@studio.dk", "the proofs are ready"])
    assert reintroduced(request_text, stored) == read


def test_a_stored_request_without_an_introduced_message_reads_nothing_else() -> None:
    stored = mask("email jo@studio.dk", ["jo@studio.dk"])
    assert reintroduced("email kai@loom.io that it's late", stored) is None


@pytest.mark.model
@pytest.mark.parametrize(
    ("request_text", "arguments"),
    [
        ("email kai@loom.io: the invoice went out", {"to": "kai@loom.io", "body": "the invoice went out"}),
        ("email kai@loom.io that the cheque is posted", {"to": "kai@loom.io", "body": "the cheque is posted"}),
        # the question mark of a polite ask is the ask's
        ("could you email kai@loom.io that the rent is paid?", {"to": "kai@loom.io", "body": "the rent is paid"}),
        ("email kai@loom.io to say the venue is booked", {"to": "kai@loom.io", "body": "the venue is booked"}),
        ("email kai@loom.io and tell them the slides are ready", {"to": "kai@loom.io", "body": "the slides are ready"}),
    ],
)
def test_a_message_introduced_otherwise_replays_with_its_text(
    mem: Memory, request_text: str, arguments: dict[str, str]
) -> None:
    mem.plans.store(*EMAIL)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == arguments


@pytest.mark.model
def test_a_message_introduced_otherwise_still_misses_another_action(mem: Memory) -> None:
    mem.plans.store(*EMAIL)

    assert mem.plans.check("don't email kai@loom.io that the invoice went out").hit is None
    assert mem.plans.check("delete the email from kai@loom.io that says the invoice went out").hit is None
