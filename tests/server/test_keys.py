"""API keys: created once, stored hashed, scoped to workspaces, revocable."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from toolmem.errors import NotFoundError, ValidationError
from toolmem.server.keys import KeyRing, hash_token
from toolmem.stores import open_store


@pytest.fixture
def ring(db: str) -> Iterator[KeyRing]:
    store = open_store(db)
    yield KeyRing(store)
    store.close()


def test_a_key_is_valid_for_its_workspaces_only(ring: KeyRing) -> None:
    info, token = ring.create("ci", ["a", "b"])
    assert token.startswith("tm_")
    assert len(token) > 40
    assert ring.check(token, "a") == info
    assert ring.check(token, "b") == info
    assert ring.check(token, "c") is None
    assert info.to_dict() == {
        "id": info.id,
        "name": "ci",
        "workspaces": ["a", "b"],
        "admin": False,
        "created_at": info.created_at,
        "revoked_at": None,
    }


def test_only_the_hash_of_the_token_is_stored(ring: KeyRing, db: str) -> None:
    _, token = ring.create("ci", ["a"])
    ring.store.close()
    raw = b"".join(path.read_bytes() for path in Path(db).parent.glob("toolmem.db*"))
    assert token.encode() not in raw
    assert hash_token(token).encode() in raw


def test_an_admin_key_allows_every_workspace(ring: KeyRing) -> None:
    info, token = ring.create("ops", admin=True)
    assert info.admin
    assert ring.check(token, "anything") == info


def test_a_revoked_key_is_refused_and_still_listed(ring: KeyRing) -> None:
    info, token = ring.create("ci", ["a"])
    ring.revoke(info.id)
    assert ring.check(token, "a") is None
    assert ring.verify(token) is None
    [listed] = ring.list()
    assert listed.id == info.id
    assert listed.revoked_at is not None
    with pytest.raises(NotFoundError):
        ring.revoke(info.id)


def test_keys_are_required_once_any_was_created_even_if_revoked(ring: KeyRing) -> None:
    assert not ring.required()
    info, _ = ring.create("ci", ["a"])
    ring.revoke(info.id)
    assert ring.required()


@pytest.mark.parametrize(
    ("name", "workspaces", "admin"),
    [
        ("", ["a"], False),
        ("ci", [], False),
        ("ci", ["a"], True),
        ("ci", ["bad name"], False),
        ("ci", ["*"], False),
        ("ci", ["w1\n"], False),
    ],
)
def test_invalid_keys_are_refused(ring: KeyRing, name: str, workspaces: list[str], admin: bool) -> None:
    with pytest.raises(ValidationError):
        ring.create(name, workspaces, admin=admin)


def test_unknown_and_malformed_tokens_are_refused(ring: KeyRing) -> None:
    ring.create("ci", ["a"])
    assert ring.verify("tm_unknown") is None
    assert ring.verify("not-a-token") is None
