from collections.abc import Iterator

import pytest

import toolmem
from toolmem.memory import Memory
from toolmem.plans.matching import Mismatch, compare, mask
from toolmem.plans.slots import carry_slots, find_slots
from toolmem.records import Step

PARIS = "weather in Paris tomorrow"
FORECAST = (Step(tool_id="weather.forecast", arguments={"city": "Paris"}, observation="sunny"),)
HOTELS = "hotels in Paris for 3 nights under 150.5 euros"
HOTEL_STEPS = (
    Step(answer="Paris is lovely"),
    Step(
        tool_id="hotels.search",
        arguments={
            "where": {"city": "Paris", "tags": ["cheap", "Paris"]},
            "nights": [3],
            "max_price": 150.5,
            "note": "quiet",
        },
    ),
)


def replay(stored: str, request: str, steps: tuple[Step, ...]) -> tuple[tuple[Step, ...], dict[str, str]] | None:
    """Match ``request`` against ``stored`` and carry its values into the steps, as lookup does."""
    slots = find_slots(stored, steps)
    masked = mask(stored, [str(slot["value"]) for slot in slots])
    outcome = compare(masked, mask(request))
    if isinstance(outcome, Mismatch):
        return None
    new: dict[str, str] = {}
    for index, text in outcome.slots.items():
        if new.setdefault(masked.argument(index).casefold(), text) != text:
            return None
    return carry_slots(steps, slots, new)


# finding slots --------------------------------------------------------------------------------
def test_string_and_number_values_in_nested_arguments_are_slots_and_answers_are_not() -> None:
    assert find_slots(HOTELS, HOTEL_STEPS) == [
        {"step": 1, "path": ["where", "city"], "value": "Paris", "type": "string"},
        {"step": 1, "path": ["where", "tags", 1], "value": "Paris", "type": "string"},
        {"step": 1, "path": ["nights", 0], "value": "3", "type": "integer"},
        {"step": 1, "path": ["max_price"], "value": "150.5", "type": "number"},
    ]


def test_a_value_is_a_slot_only_as_a_whole_word_of_the_request() -> None:
    steps = (Step(tool_id="search", arguments={"q": "Paris", "n": 3}),)

    assert find_slots("Parisian cafes in 2023", steps) == []
    assert find_slots("3 cafés in paris", steps) == [
        {"step": 0, "path": ["q"], "value": "Paris", "type": "string"},
        {"step": 0, "path": ["n"], "value": "3", "type": "integer"},
    ]


def test_booleans_are_never_slots_even_when_the_request_spells_them() -> None:
    steps = (Step(tool_id="files.list", arguments={"hidden": True, "recursive": False}),)
    request = "list files hidden True recursive 0 and 1"

    assert find_slots(request, steps) == []
    assert replay(request, "list files hidden True recursive 0 and 1", steps) == (steps, {})
    # the changed words may be what the booleans were worked out from: nothing is flipped by guess
    assert replay(request, "list files hidden False recursive 1 and 0", steps) is None


# replaying with new values --------------------------------------------------------------------
def test_a_request_differing_only_in_a_value_replays_with_the_new_value() -> None:
    filled = replay(PARIS, "weather in London tomorrow", FORECAST)

    assert filled == (
        (Step(tool_id="weather.forecast", arguments={"city": "London"}, observation="sunny"),),
        {"Paris": "London"},
    )


def test_every_slot_of_nested_arguments_takes_the_new_values_with_their_types() -> None:
    filled = replay(HOTELS, "hotels in New York for 5 nights under 99.9 euros", HOTEL_STEPS)

    assert filled == (
        (
            HOTEL_STEPS[0],
            Step(
                tool_id="hotels.search",
                arguments={
                    "where": {"city": "New York", "tags": ["cheap", "New York"]},
                    "nights": [5],
                    "max_price": 99.9,
                    "note": "quiet",
                },
            ),
        ),
        {"Paris": "New York", "3": "5", "150.5": "99.9"},
    )


def test_the_stored_steps_are_left_unchanged_by_a_replay() -> None:
    replay(HOTELS, "hotels in Rome for 5 nights under 99.9 euros", HOTEL_STEPS)

    assert HOTEL_STEPS[1].arguments["where"] == {"city": "Paris", "tags": ["cheap", "Paris"]}
    assert HOTEL_STEPS[1].arguments["nights"] == [3]


def test_spacing_case_and_edge_punctuation_do_not_stop_the_alignment() -> None:
    filled = replay(PARIS, "  Weather in   London tomorrow?", FORECAST)

    assert filled is not None
    assert (filled[0][0].arguments, filled[1]) == ({"city": "London"}, {"Paris": "London"})


def test_the_same_value_in_another_case_keeps_the_stored_value() -> None:
    assert replay(PARIS, "weather in paris tomorrow", FORECAST) == (FORECAST, {})


def test_the_same_values_in_another_order_replay_the_stored_values() -> None:
    assert replay(PARIS, "for tomorrow, the weather in Paris please", FORECAST) == (FORECAST, {})


def test_a_question_asking_for_the_same_thing_carries_its_value() -> None:
    assert replay(PARIS, "what will the weather be in London tomorrow?", FORECAST) == (
        (Step(tool_id="weather.forecast", arguments={"city": "London"}, observation="sunny"),),
        {"Paris": "London"},
    )


def test_a_request_without_a_value_for_a_slot_is_not_replayed() -> None:
    assert replay(PARIS, "what will the weather be tomorrow", FORECAST) is None


def test_an_integer_slot_whose_new_text_is_not_a_number_is_not_replayed() -> None:
    steps = (Step(tool_id="weather.forecast", arguments={"city": "Paris", "days": 3}),)

    assert replay("weather in Paris for 3 days", "weather in Paris for several days", steps) is None
    # a number said in words is a number ("three" is 3)
    assert args(replay("weather in Paris for 3 days", "weather in Paris for five days", steps)) == [
        {"city": "Paris", "days": 5}
    ]
    assert replay("weather in Paris for 3 days", "weather in Paris for 4 days", steps) == (
        (Step(tool_id="weather.forecast", arguments={"city": "Paris", "days": 4}),),
        {"3": "4"},
    )


def test_a_value_used_twice_in_the_request_must_change_the_same_way_both_times() -> None:
    steps = (Step(tool_id="trains.search", arguments={"from": "Lyon", "to": "Paris"}),)
    stored = "trains from Lyon to Paris, returning to Lyon"

    assert replay(stored, "trains from Nice to Rome, returning to Nice", steps) == (
        (Step(tool_id="trains.search", arguments={"from": "Nice", "to": "Rome"}),),
        {"Lyon": "Nice", "Paris": "Rome"},
    )
    assert replay(stored, "trains from Nice to Rome, returning to Milan", steps) is None


def test_steps_without_slots_replay_unchanged() -> None:
    steps = (Step(tool_id="weather.forecast", arguments={"units": "metric"}), Step(answer="done"))

    assert find_slots(PARIS, steps) == []
    assert carry_slots(steps, [], {}) == (steps, {})
    assert replay(PARIS, "the weather in Paris tomorrow, please", steps) == (steps, {})


def test_a_new_value_of_another_type_is_not_carried() -> None:
    steps = (Step(tool_id="fx.convert", arguments={"amount": 100, "to": "EUR"}),)
    slots = find_slots("convert 100 to EUR", steps)

    assert carry_slots(steps, slots, {"100": "a lot"}) is None
    assert carry_slots(steps, slots, {"100": "49.99"}) == (
        (Step(tool_id="fx.convert", arguments={"amount": 49.99, "to": "EUR"}),),
        {"100": "49.99"},
    )
    assert carry_slots(steps, slots, {"100": "12,000"}) == (
        (Step(tool_id="fx.convert", arguments={"amount": 12000, "to": "EUR"}),),
        {"100": "12,000"},
    )


# through the plan cache -----------------------------------------------------------------------
@pytest.fixture
def mem() -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder="hash") as opened:
        yield opened


def test_lookup_replays_a_plan_with_the_new_requests_values(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, FORECAST)

    hit = mem.plans.lookup("weather in London tomorrow")

    assert hit is not None
    assert (hit.id, dict(hit.slots)) == (plan_id, {"Paris": "London"})
    assert hit.steps == (Step(tool_id="weather.forecast", arguments={"city": "London"}, observation="sunny"),)
    assert hit.plan.steps == FORECAST
    assert mem.plans.get(plan_id).steps == FORECAST


def test_lookup_never_replays_the_stored_value_for_a_request_it_cannot_align(mem: Memory) -> None:
    mem.plans.configure(threshold=-1.0, agreement=0.0)  # only the slots can turn the plan down
    plan_id = mem.plans.store(PARIS, FORECAST)

    same_city = mem.plans.lookup("what will the weather be in Paris tomorrow")
    no_city = mem.plans.lookup("what will the weather be tomorrow")

    assert same_city is not None
    assert (same_city.id, same_city.steps, dict(same_city.slots)) == (plan_id, FORECAST, {})
    assert no_city is None


def test_lookup_falls_back_to_a_farther_plan_when_the_closest_cannot_be_filled(mem: Memory) -> None:
    mem.plans.configure(threshold=0.3, agreement=0.0)
    days = mem.plans.store("weather in Paris for 3 days", [{"tool_id": "weather.forecast", "arguments": {"days": 3}}])
    alone = mem.plans.lookup("weather in Paris for several days")
    fallback = mem.plans.store("the weather for Paris over several days please", [{"tool_id": "weather.forecast"}])

    hit = mem.plans.lookup("weather in Paris for several days")
    numeric = mem.plans.lookup("weather in Paris for 4 days")

    assert alone is None
    assert hit is not None
    assert numeric is not None
    assert (hit.id, hit.steps) == (fallback, (Step(tool_id="weather.forecast"),))
    assert (numeric.id, numeric.steps) == (days, (Step(tool_id="weather.forecast", arguments={"days": 4}),))


def test_a_number_written_with_trailing_zeros_or_separators_is_the_argument_s_slot() -> None:
    taxi = (Step(tool_id="taxi.order", arguments={"lat": 40.758, "lon": -73.9855}),)
    bill = (Step(tool_id="bill.split", arguments={"amount": 96.6, "limit": 12000}),)

    assert [slot["value"] for slot in find_slots("order a taxi to 40.7580, -73.9855", taxi)] == ["40.7580", "-73.9855"]
    assert [slot["value"] for slot in find_slots("split 96.60 EUR, at most 12,000", bill)] == ["96.60", "12,000"]
    replayed = replay("order a taxi to 40.7580, -73.9855", "order a taxi to 51.5072, -0.1276", taxi)
    assert replayed is not None
    assert dict(replayed[0][0].arguments) == {"lat": 51.5072, "lon": -0.1276}


def test_a_code_taken_in_capitals_takes_codes_in_capitals_and_nothing_else() -> None:
    steps = (Step(tool_id="quote", arguments={"symbol": "AAPL"}),)
    slots = find_slots("price of aapl", steps)

    assert carry_slots(steps, slots, {"aapl": "aapl"}) == (steps, {})
    assert carry_slots(steps, slots, {"aapl": "nvda"}) == (
        (Step(tool_id="quote", arguments={"symbol": "NVDA"}),),
        {"AAPL": "NVDA"},
    )
    assert carry_slots(steps, slots, {"aapl": "nvidia"}) is None
    assert carry_slots(steps, slots, {"aapl": "BRK.B"}) == (
        (Step(tool_id="quote", arguments={"symbol": "BRK.B"}),),
        {"AAPL": "BRK.B"},
    )


def test_a_currency_code_takes_a_currency_said_by_name_or_sign_and_no_code_of_another_family() -> None:
    steps = (Step(tool_id="pay", arguments={"to": "Sam", "amount": 20, "currency": "USD"}),)
    slots = find_slots("send Sam 20 USD", steps)

    assert args(carry_slots(steps, slots, {"usd": "euros"})) == [{"to": "Sam", "amount": 20, "currency": "EUR"}]
    assert args(carry_slots(steps, slots, {"usd": "£"})) == [{"to": "Sam", "amount": 20, "currency": "GBP"}]
    assert carry_slots(steps, slots, {"usd": "BTC"}) is None  # a coin is no currency
    canadian = (Step(tool_id="pay", arguments={"to": "Sam", "amount": 20, "currency": "CAD"}),)
    canadian_slots = find_slots("send Sam 20 CAD", canadian)
    assert carry_slots(canadian, canadian_slots, {"cad": "$"}) is None  # either dollar
    assert carry_slots(canadian, canadian_slots, {"cad": "dollars"}) is None
    assert args(carry_slots(canadian, canadian_slots, {"cad": "usd"})) == [
        {"to": "Sam", "amount": 20, "currency": "USD"}
    ]
    assert carry_slots(steps, slots, {"usd": "AAPL"}) is None  # nor a company's share
    coin = (Step(tool_id="buy_crypto", arguments={"asset": "BTC", "amount": 500, "currency": "USD"}),)
    coin_slots = find_slots("buy 500 USD worth of BTC", coin)
    assert carry_slots(coin, coin_slots, {"btc": "AAPL"}) is None
    assert args(carry_slots(coin, coin_slots, {"btc": "eth"})) == [{"asset": "ETH", "amount": 500, "currency": "USD"}]


def test_a_currency_said_by_name_or_sign_is_carried_as_its_code() -> None:
    fx = (Step(tool_id="fx", arguments={"amount": 100, "from": "USD", "to": "EUR"}),)
    send = (Step(tool_id="pay", arguments={"to": "Priya", "amount": 25, "currency": "EUR"}),)

    assert [slot["value"] for slot in find_slots("convert 100 dollars to euros", fx)] == ["100", "dollars", "euros"]
    assert args(replay("convert 100 dollars to euros", "convert 100 yen to pounds", fx)) == [
        {"amount": 100, "from": "JPY", "to": "GBP"}
    ]
    assert args(replay("convert 100 USD to EUR", "convert €250 to dollars", fx)) == [
        {"amount": 250, "from": "EUR", "to": "USD"}
    ]
    assert args(replay("send 25 EUR to Priya", "send Marco £12.50", send)) == [
        {"to": "Marco", "amount": 12.5, "currency": "GBP"}
    ]
    # the stored request told its currency by a sign, which is no slot: the same currency said by
    # name is the plan's own, another is no value it can take
    assert args(replay("send €25 to Priya", "send 30 euros to Marco", send)) == [
        {"to": "Marco", "amount": 30, "currency": "EUR"}
    ]
    assert replay("send €25 to Priya", "send £30 to Marco", send) is None
    assert replay("send €25 to Priya", "send 30 dollars to Marco", send) is None


# values said in words and labelled ------------------------------------------------------------
def args(outcome: tuple[tuple[Step, ...], dict[str, str]] | None) -> list[dict[str, object]]:
    assert outcome is not None
    return [dict(step.arguments) for step in outcome[0]]


def test_a_number_said_in_words_is_carried_in_its_argument_s_type() -> None:
    scale = (Step(tool_id="ops.scale", arguments={"service": "ledger", "replicas": 4}),)
    card = (Step(tool_id="bank.block_card", arguments={"last4": "1234"}),)
    lamp = (Step(tool_id="home.dim", arguments={"room": "den", "level": 60}),)

    assert args(replay("scale ledger to 4 replicas", "scale ledger to eleven replicas", scale)) == [
        {"service": "ledger", "replicas": 11}
    ]
    assert args(replay("scale ledger to 4 replicas", "scale ledger to two hundred and five replicas", scale)) == [
        {"service": "ledger", "replicas": 205}
    ]
    # a code read out digit by digit keeps its digits, as a string where the plan took one
    assert args(replay("block card 1234", "block card five five six seven", card)) == [{"last4": "5567"}]
    # "percent" said where the plan took a "%"
    assert args(replay("dim the den lamp to 60%", "dim the den lamp to thirty percent", lamp)) == [
        {"room": "den", "level": 30}
    ]


def test_an_argument_s_name_written_before_its_value_is_no_part_of_it() -> None:
    restart = (Step(tool_id="ops.restart", arguments={"service": "billing", "environment": "prod"}),)

    outcome = replay("restart billing in prod", "Restart service ledger in environment qa.", restart)

    assert args(outcome) == [{"service": "ledger", "environment": "qa"}]
    # a value that opens with that word in the stored plan keeps it
    named = (Step(tool_id="ops.restart", arguments={"service": "service-mesh", "environment": "prod"}),)
    assert args(replay("restart service-mesh in prod", "restart service-router in prod", named)) == [
        {"service": "service-router", "environment": "prod"}
    ]


def test_a_letter_takes_a_letter_and_a_kind_word_after_a_new_name_is_a_miss() -> None:
    steps = (Step(tool_id="oven.set", arguments={"degrees": 180, "scale": "C"}),)
    slots = find_slots("set the oven to 180 C", steps)
    assert carry_slots(steps, slots, {"c": "Fahrenheit"}) is None
    filled = carry_slots(steps, slots, {"c": "f"})
    assert filled is not None
    assert filled[0][0].arguments["scale"] == "F"
    steps = (Step(tool_id="db.backup", arguments={"database": "orders"}),)
    slots = find_slots("back up orders", steps)
    backed = carry_slots(steps, slots, {"orders": "the invoices"})
    assert backed is not None
    assert backed[0][0].arguments["database"] == "the invoices"  # as written: the article may be its own
    assert carry_slots(steps, slots, {"orders": "the invoices database"}) is None
    assert carry_slots(steps, slots, {"orders": "inventory db"}) is None  # the name shortened, no article
    lights = (Step(tool_id="home.lights_on", arguments={"room": "kitchen"}),)
    found = find_slots("turn on the kitchen lights", lights)
    assert carry_slots(lights, found, {"kitchen": "guest room"}) is not None  # its name, as the value's own
    assert carry_slots(steps, slots, {"orders": "1.5k"}) is not None  # a string takes any text


def test_an_amount_with_a_decimal_comma_is_carried_as_its_number() -> None:
    send = (Step(tool_id="pay.send", arguments={"amount": 20, "currency": "EUR"}),)
    assert args(replay("send 20 EUR", "send 12,50 EUR", send)) == [{"amount": 12.5, "currency": "EUR"}]
    assert args(replay("send 20 EUR", "send 1.200,50 EUR", send)) == [{"amount": 1200.5, "currency": "EUR"}]
    assert args(replay("send 20 EUR", "send 1,200 EUR", send)) == [{"amount": 1200, "currency": "EUR"}]
