"""Teaching: explanations of a settlement, the payment quiz and the fu trainer.

Built on the engine's itemised results; no Qt (the same test as the engine's proves it).
"""
