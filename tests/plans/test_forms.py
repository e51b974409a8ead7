"""A request written as a form: its fields' labels say where each value goes."""

import pytest

from toolmem.memory import Memory
from toolmem.plans.forms import filled

SLOTS = [("city", "Porto"), ("check_in", "June 20"), ("nights", "3")]
STORED = "book a hotel in Porto for 3 nights from June 20"


def always(_: str) -> bool:
    return True


def test_a_form_s_values_take_the_places_of_the_slots_its_labels_name() -> None:
    form = "book hotel — nights: 2, check-in: May 30, city: Riga"
    assert filled(form, STORED, SLOTS, always) == "book a hotel in Riga for 2 nights from May 30"
    # lines part the fields too, and a number keeps its thousands separator
    form = "pay\nchk in: May 30\nnights: 1,000\ncity: Riga"
    assert filled(form, STORED, [*SLOTS[:1], ("chk_in", "June 20"), SLOTS[2]], always) == (
        "book a hotel in Riga for 1,000 nights from May 30"
    )


@pytest.mark.parametrize(
    "form",
    [
        "book hotel — city: Riga, nights: 2",  # a slot no field gives
        "book hotel — hotel: Riga, check-in: May 30, nights: 2",  # a label that names no argument
        "book hotel — city: Riga, city: Oslo, check-in: May 30, nights: 2",  # a slot given twice
        "city: Riga",  # one field is no form
    ],
)
def test_a_form_that_does_not_give_each_slot_once_is_no_form(form: str) -> None:
    assert filled(form, STORED, SLOTS, always) is None


def test_the_form_s_head_is_asked_whether_it_says_the_action() -> None:
    heads: list[str] = []

    def cancel_is_no_booking(head: str) -> bool:
        heads.append(head)
        return "cancel" not in head

    assert filled("cancel hotel — city: Riga, check-in: May 30, nights: 2", STORED, SLOTS, cancel_is_no_booking) is None
    assert heads == ["cancel hotel"]


@pytest.mark.model
def test_a_form_replays_with_its_values_where_its_labels_put_them(mem: Memory) -> None:
    mem.plans.store(
        "convert 100 USD to EUR", [{"tool_id": "fx.convert", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}}]
    )

    lookup = mem.plans.check("convert — to: JPY, from: CAD, amount: 65")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"amount": 65, "from": "CAD", "to": "JPY"}
    # a form that says another action, or none, misses
    assert mem.plans.check("invert — to: JPY, from: CAD, amount: 65").hit is None
    assert mem.plans.check("to: JPY, from: CAD, amount: 65").hit is None


def test_a_call_written_out_names_its_tool_and_may_give_one_argument() -> None:
    slots = [("room", "study")]
    stored = "turn off the lights in the study"
    tools = ["home.lights_off"]
    assert filled('home.lights_off(room="attic")', stored, slots, always, tools) == "turn off the lights in the attic"
    assert filled("lights_off room=attic", stored, slots, always, tools) == "turn off the lights in the attic"
    # a label may be an argument's first word: "card" for card_last4
    card = [("card_last4", "4417")]
    form = '{"tool": "pay.freeze", "card": "8853"}'
    assert filled(form, "freeze my card ending 4417", card, always, ["pay.freeze"]) == "freeze my card ending 8853"
    assert filled('{"tool": "home.lights_off", "room": "attic"}', stored, slots, always, tools) == (
        "turn off the lights in the attic"
    )
    # a value said outside the fields is placed nowhere: no such call
    refund = [("order_id", "A-7")]
    assert filled("refund 20 USD — Order ID: A-9", "refund order A-7", refund, always, ["pay.refund"]) is None
    assert filled("refund — Order ID: A-9", "refund order A-7", refund, always, ["pay.refund"]) == "refund order A-9"
    # another tool's call, or an argument the plan did not take, is no such call
    assert filled('home.lights_on(room="attic")', stored, slots, always, tools) is None
    assert filled('home.lights_off(room="attic", level=0)', stored, slots, always, tools) is None


def test_a_call_may_be_named_by_its_action_or_by_its_tool_written_with_dots() -> None:
    slots = [("room", "study")]
    stored = "turn off the lights in the study"
    tools = ["home.lights_off"]

    def says_off(head: str) -> bool:
        return "off" in head.split()

    assert filled('lights.off(room="attic")', stored, slots, says_off, tools) == "turn off the lights in the attic"
    assert filled('{"action": "lights_off", "room": "attic"}', stored, slots, says_off, tools) == (
        "turn off the lights in the attic"
    )
    assert filled('{"action": "turn off", "room": "attic"}', stored, slots, says_off, tools) == (
        "turn off the lights in the attic"
    )
    # an action the stored request did not do, or a name that is no action, names no call
    assert filled('{"action": "turn on", "room": "attic"}', stored, slots, says_off, tools) is None
    assert filled('{"name": "off", "room": "attic"}', stored, slots, says_off, tools) is None
