"""Array types shared by the engine, the embedders and the stores."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["Buffer", "Positions", "Vectors"]

#: Float32 vectors: one ``(d,)`` vector or a ``(n, d)`` matrix of rows.
Vectors = npt.NDArray[np.float32]
#: Row positions in an index.
Positions = npt.NDArray[np.int64]
#: Bytes, or a view of them (a saved index mapped from a file).
Buffer = bytes | memoryview
