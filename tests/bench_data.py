"""Where the public benchmark data is: ``$TOOLMEM_BENCH_DATA`` (else ``./bench-data``), or the
``shared/bench`` folder beside the checkout when a worktree has one there. Tests that read it skip
when it is absent; none copies it."""

from pathlib import Path

from toolmem.evaluation.datasets import data_dir


def openapi_specs() -> Path | None:
    """The folder of real OpenAPI specs (see the docs' benchmark data page), or ``None``."""
    candidates = [data_dir("openapi"), Path(__file__).resolve().parents[2] / "shared" / "bench" / "openapi"]
    return next((path for path in candidates if path.is_dir()), None)
