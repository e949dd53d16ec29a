"""Data files of scoretable (icons, translations, fonts, style sheets).

Read them with ``importlib.resources.files("scoretable.resources")``: that works from a
checkout (editable install), a wheel and a PyInstaller bundle alike.
"""
