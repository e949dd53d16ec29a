"""scoretable.ui."""
