"""The event workspace, kept importable here: it lives in the ``ui.event`` package, one
module per tab (``ui.event.workspace.EventWorkspace`` puts them together)."""

from ui.event.common import SORT_ROLE, SortItem, _item, sort_key
from ui.event.rounds import ResultCommand
from ui.event.workspace import EventWorkspace

__all__ = ["SORT_ROLE", "EventWorkspace", "ResultCommand", "SortItem", "_item", "sort_key"]
