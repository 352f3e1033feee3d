"""The shapes a round's tables take (head to head, pods), chosen once per event by ``shape_of``."""

from __future__ import annotations

from opl_tournament.domain.model import Event
from opl_tournament.services.round_shapes.base import TableKind, TableShape, table_kind

__all__ = ["SHAPES", "TableKind", "TableShape", "shape_of"]
from opl_tournament.services.round_shapes.head_to_head import HEAD_TO_HEAD
from opl_tournament.services.round_shapes.pods import PODS

SHAPES: dict[TableKind, TableShape] = {TableKind.HEAD_TO_HEAD: HEAD_TO_HEAD, TableKind.PODS: PODS}


def shape_of(event: Event) -> TableShape:
    """The event's table shape: the one dispatch between head-to-head and pod rounds."""
    return SHAPES[table_kind(event)]
