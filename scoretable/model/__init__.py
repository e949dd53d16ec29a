"""scoretable.model."""
