"""Benchmarks that print numbers: retrieval quality and latency on tool-retrieval datasets."""

from toolmem.evaluation.datasets import Dataset, Query, load_dataset
from toolmem.evaluation.metrics import ndcg_at, recall_at
from toolmem.evaluation.retrieval import RetrievalReport, run_retrieval

__all__ = ["Dataset", "Query", "RetrievalReport", "load_dataset", "ndcg_at", "recall_at", "run_retrieval"]
