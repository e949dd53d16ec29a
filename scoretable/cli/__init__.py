"""The command line: ``main`` parses the arguments and hands each command to its module."""
