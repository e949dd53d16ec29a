"""The dialogs that record or set up something: win, draw, chombo, new game, rename, the rules
editor and the fu calculator, on one ``RecordDialog`` base."""
