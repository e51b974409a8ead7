"""Where the public benchmark data is: ``../shared/bench`` beside the checkout, or ``$TOOLMEM_BENCH_DATA``
(a worktree elsewhere points there). Tests that read it skip when it is absent; none copies it."""

import os
from pathlib import Path


def openapi_specs() -> Path | None:
    """The folder of real OpenAPI specs (see its SOURCE.md), or ``None``."""
    candidates = [Path(__file__).resolve().parents[2] / "shared" / "bench" / "openapi"]
    if os.environ.get("TOOLMEM_BENCH_DATA"):
        candidates.insert(0, Path(os.environ["TOOLMEM_BENCH_DATA"]) / "openapi")
    return next((path for path in candidates if path.is_dir()), None)
