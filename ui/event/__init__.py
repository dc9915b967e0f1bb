"""The event workspace, one module per tab.

``workspace`` puts together ``events`` (the bar above the tabs), ``players``,
``rounds`` (pairings and result entry), ``standings``, ``penalties``,
``topcut`` (dialog and bracket) and ``reports``; ``base`` holds the state they
share and ``common`` the table helpers. The Floor tab lives in
``ui.floor_view`` and attaches itself. Translations stay in the
``EventWorkspace`` context: Qt names a context after the object's class, and
every tab is a part of that one object.
"""

from ui.event.workspace import EventWorkspace

__all__ = ["EventWorkspace"]
