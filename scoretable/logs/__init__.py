"""Real game logs in and out: Tenhou mjlog XML and tenhou.net/6 JSON (no Qt)."""
