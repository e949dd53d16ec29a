"""Data files of scoretable (icons, translations, fonts, style sheets).

Find them with ``scoretable.i18n.resources()``, the directory of this package: a plain
directory in a checkout (editable install), a wheel and a PyInstaller bundle alike.
"""
