"""The scoring core: rules, hand value, fu, settlements, the table's state machine, results.

Standard library only (a test proves importing it never loads Qt).
"""
