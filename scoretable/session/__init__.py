"""What ties a game to its library, its club and its watchers (phones, a stream overlay)."""
