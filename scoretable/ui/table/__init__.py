"""The table screen: the main window, the player panels, the round indicator, the hand history
panel and the final results."""
