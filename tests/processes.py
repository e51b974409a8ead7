"""Worker processes for the concurrency tests, never left running when a test fails."""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from multiprocessing.process import BaseProcess


@contextmanager
def running(processes: Sequence[BaseProcess], timeout: float = 120) -> Iterator[None]:
    """Start ``processes``; when the block ends, wait for each (up to ``timeout`` seconds) and kill
    any still alive, also when the block raised."""
    for process in processes:
        process.start()
    try:
        yield
        for process in processes:
            process.join(timeout=timeout)
    finally:
        for process in processes:
            if process.is_alive():
                process.kill()
                process.join()
