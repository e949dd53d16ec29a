"""The scoring engine: rules and presets, hand value, fu, settlements, the table's state machine,
final results, errors and the translation markers of its sentences.

Standard library only (a test proves that importing it never loads Qt).
"""
