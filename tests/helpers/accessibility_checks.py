"""Walking a window as a screen reader does: through ``QAccessible``'s interfaces."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

Role = QAccessible.Role

#: what a user acts on: each needs a name a screen reader can say (a scroll bar is read by
#: its role, orientation and value, as every platform does)
CONTROLS = {
    Role.PushButton,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.EditableText,
    Role.SpinBox,
    Role.Slider,
    Role.Table,
    Role.List,
    Role.Tree,
    Role.PageTab,
    Role.ButtonMenu,
    Role.ButtonDropDown,
}
#: their children are items (cells, rows, list entries) read through the view
CONTAINERS = {Role.Table, Role.List, Role.Tree, Role.ComboBox, Role.MenuBar, Role.PopupMenu}


def interfaces(widget: QWidget) -> Iterator[QAccessibleInterface]:
    """Every shown interface under ``widget`` (items of tables and lists left out)."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    stack = [root]
    while stack:
        face = stack.pop()
        if face.state().invisible:
            continue
        yield face
        if face.role() in CONTAINERS:
            continue
        for i in range(face.childCount() - 1, -1, -1):
            child = face.child(i)
            if child is not None and child.isValid():
                stack.append(child)


def describe(face: QAccessibleInterface) -> str:
    thing = face.object()
    name = type(thing).__name__ if thing is not None else "?"
    object_name = thing.objectName() if thing is not None else ""
    parent = thing.parent() if thing is not None else None
    return f"{face.role().name} {name}#{object_name} in {type(parent).__name__}"


def unnamed_controls(widget: QWidget) -> list[str]:
    """The controls a screen reader can only call "button", "edit", "slider"."""
    return [
        describe(face)
        for face in interfaces(widget)
        if face.role() in CONTROLS and not face.text(QAccessible.Text.Name).strip()
    ]
