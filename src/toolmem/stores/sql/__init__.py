"""SQL written once for every SQL store, against a small connection protocol."""
