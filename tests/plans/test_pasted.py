"""What copy and paste leaves in a request is read as typed text writes it, and carried so."""

import pytest

from toolmem.memory import Memory
from toolmem.plans.pasted import unpasted


@pytest.mark.parametrize(
    ("pasted", "typed"),
    [
        ("restart web-０５", "restart web-05"),  # full-width digits
        ("good &amp; final", "good & final"),  # an HTML entity
        ("it&#39;s done", "it's done"),
        ("send\u00a020 EUR", "send 20 EUR"),  # a space that does not break
        ("web\u200b-03", "web-03"),  # a space of no width
        ("web\u201103", "web-03"),  # a hyphen that does not break
        ("R&D budget", "R&D budget"),  # an ampersand that is no entity
        ("👨\u200d👩 family", "👨\u200d👩 family"),  # the joiner emoji are built with stays
    ],
)
def test_what_no_one_types_on_purpose_is_written_as_typed(pasted: str, typed: str) -> None:
    assert unpasted(pasted) == typed


@pytest.mark.model
def test_a_pasted_request_replays_with_its_values_as_typed(mem: Memory) -> None:
    mem.plans.store("restart web-04", [{"tool_id": "vm.restart", "arguments": {"instance": "web-04"}}])
    mem.plans.store(
        "email raj@corp.io that the slides are ready",
        [{"tool_id": "mail.send", "arguments": {"to": "raj@corp.io", "body": "the slides are ready"}}],
    )

    hit = mem.plans.check("restart web-０５").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"instance": "web-05"}
    mail = mem.plans.check("email raj@corp.io that the numbers look good &amp; final").hit
    assert mail is not None
    assert dict(mail.steps[0].arguments) == {"to": "raj@corp.io", "body": "the numbers look good & final"}
