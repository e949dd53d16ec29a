"""scoretable.storage."""
