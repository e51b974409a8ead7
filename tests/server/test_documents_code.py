"""Documents and code over HTTP."""

from fastapi.testclient import TestClient


def test_a_document_is_added_found_read_and_deleted(client: TestClient) -> None:
    text = "# Refunds\n\nRefunds are paid within 14 days.\n\n# Shipping\n\nParcels ship from Lisbon."
    added = client.post(
        "/v1/workspaces/w/documents", json={"text": text, "doc_id": "policies/refunds.md", "format": "markdown"}
    )
    assert added.status_code == 200
    assert added.json()["id"] == "policies/refunds.md"
    hits = client.post("/v1/workspaces/w/documents/search", json={"query": "when are refunds paid", "k": 1}).json()
    assert hits["hits"][0]["document"] == "policies/refunds.md"
    assert client.get("/v1/workspaces/w/documents/policies/refunds.md").json()["format"] == "markdown"
    assert [d["id"] for d in client.get("/v1/workspaces/w/documents").json()["items"]] == ["policies/refunds.md"]
    assert client.delete("/v1/workspaces/w/documents/policies/refunds.md").json() == {"removed": True}
    assert client.get("/v1/workspaces/w/documents/policies/refunds.md").status_code == 404


def test_documents_cannot_name_server_paths(client: TestClient) -> None:
    answer = client.post("/v1/workspaces/w/documents", json={"path": "/etc/passwd"})
    assert answer.status_code == 422


def test_code_search_and_listing_on_an_empty_index(client: TestClient) -> None:
    assert client.post("/v1/workspaces/w/code/search", json={"description": "parse a date"}).json() == {"hits": []}
    assert client.get("/v1/workspaces/w/code").json()["items"] == []
    assert client.delete("/v1/workspaces/w/code/repo").json() == {"removed": 0}
