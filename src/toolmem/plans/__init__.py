"""The plan cache: requests solved before, replayed with their slots filled, rewarded and evicted."""
