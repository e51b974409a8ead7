"""Text utilities: offline token counts and the output cap."""
