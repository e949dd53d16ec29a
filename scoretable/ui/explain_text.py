"""The core's explanation and fu reasons in the interface's language.

The core (Qt-free) writes its explanation from English templates marked for the context
"Explain", its fu reasons for "Fu", the quiz's questions for "Quiz" and the fu trainer's
situations for "Trainer"; these look them up in the installed translators. English (no
translator) leaves every string as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate_fu(reason: str) -> str:
    """A fu item's reason (``FuItem.reason``) in the interface's language."""
    return QCoreApplication.translate("Fu", reason)


def translate_explain(text: str) -> str:
    """The ``translate`` argument of ``core.explain.explain``: a template of the explanation,
    or a fu reason it shows."""
    out = QCoreApplication.translate("Explain", text)
    return out if out != text else translate_fu(text)


def translate_quiz(text: str) -> str:
    """The ``translate`` argument of ``core.quiz.Question.prompt``: its templates (context
    "Quiz")."""
    return QCoreApplication.translate("Quiz", text)


def translate_trainer(text: str) -> str:
    """The ``translate`` argument of ``core.futrainer.TrainerHand.situation`` (context
    "Trainer")."""
    return QCoreApplication.translate("Trainer", text)


def translate_rules_label(label: str) -> str:
    """A preset's label (``Rules.label``, marked in the core under "Presets") in the interface's
    language; a label of the user's own (a modified preset) stays as it is."""
    return QCoreApplication.translate("Presets", label)
