"""The event workspace, one widget per tab.

``workspace`` puts together ``events`` (the bar above the tabs), ``players``,
``rounds`` (pairings and result entry), ``standings``, ``penalties``,
``topcut`` (dialog and bracket) and ``reports``, each a widget over one typed
``base.EventContext`` (the open event, its database, the language), wired
explicitly by constructor arguments and signals; ``common`` holds the table
helpers. The Floor tab (``ui.floor_view``) is added by the workspace too.
Translations stay in the ``EventWorkspace`` context (``EventView.tr``), where
they have always been.
"""

from ui.event.workspace import EventWorkspace

__all__ = ["EventWorkspace"]
