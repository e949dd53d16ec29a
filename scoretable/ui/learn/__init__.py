"""The Learn menu: the payment quiz, the fu trainer and the reference tables."""
