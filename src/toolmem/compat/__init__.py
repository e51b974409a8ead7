"""The shapes of the systems toolmem replaces, over toolmem's own API."""
