"""Python's cycle collector runs on the window's thread only.

The collector runs in whichever thread happens to allocate when a generation fills up: a print job
or a database write on a worker thread could then destroy Qt objects that belong to the window's
thread, and Qt crashes. So automatic collection is switched off and the window's event loop
collects instead, with the collector's own thresholds, a few times a second (the PyQt recipe also
used by qutebrowser). Reference counting still frees everything that is not in a cycle at once.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250


class GuiThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_if_due)
        self.timer.start(INTERVAL_MS)

    def collect_if_due(self) -> None:
        """Collect the generations that are over their threshold, as the automatic collector
        would have done."""
        young, middle, old = gc.get_count()
        first, second, third = self.thresholds
        if young > first:
            gc.collect(0)
            if middle > second:
                gc.collect(1)
                if old > third:
                    gc.collect(2)


def collect_garbage_on_gui_thread() -> None:
    """Switch the collector to the window's thread (once per application)."""
    app = QCoreApplication.instance()
    if app is not None and app.findChild(GuiThreadCollector) is None:
        GuiThreadCollector(app)
