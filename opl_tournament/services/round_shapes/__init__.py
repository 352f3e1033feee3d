"""The shapes a round's tables take (head to head, pods), chosen once per event by ``shape_of``.

Each shape's module is loaded by the first event of that shape: a command on a head-to-head
event never loads the pods' pairing and standings.
"""

from __future__ import annotations

import importlib

from opl_tournament.domain.model import Event
from opl_tournament.services.round_shapes.base import TableKind, TableShape, table_kind

__all__ = ["TableKind", "TableShape", "shape_for", "shape_of"]

_SHAPE_MODULES = {
    TableKind.HEAD_TO_HEAD: ("opl_tournament.services.round_shapes.head_to_head", "HEAD_TO_HEAD"),
    TableKind.PODS: ("opl_tournament.services.round_shapes.pods", "PODS"),
}


def shape_for(kind: TableKind) -> TableShape:
    module, name = _SHAPE_MODULES[kind]
    shape: TableShape = getattr(importlib.import_module(module), name)
    return shape


def shape_of(event: Event) -> TableShape:
    """The event's table shape: the one dispatch between head-to-head and pod rounds."""
    return shape_for(table_kind(event))
