"""What goes into the frozen bundle: read by the PyInstaller spec, the build script and the tests.

Kept free of PyInstaller imports so the fast tests can check the plan without building.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

INSTALLER_DIR = Path(__file__).resolve().parent
PROJECT_DIR = INSTALLER_DIR.parent
PACKAGE_DIR = PROJECT_DIR / "opl_tournament"
RESOURCES_DIR = PROJECT_DIR / "resources"
MIGRATIONS_DIR = PACKAGE_DIR / "storage" / "migrations"
ICON_SVG = INSTALLER_DIR / "icons" / "opl-tournament.svg"
ICON_PNG = INSTALLER_DIR / "icons" / "opl-tournament.png"
ICON_ICO = INSTALLER_DIR / "icons" / "opl-tournament.ico"

BUNDLE_NAME = "opl-tournament"
PROGRAM = "opl-tournament"
"""The console program: every command, and the window when started without one."""
WINDOWED_PROGRAM = "opl-tournament-window"
"""Windows and macOS only: the same program without a console, for shortcuts and the .app."""
SMOKE_TEST = "opl-tournament-smoke-test"
MAC_APP = "OPL Tournament.app"
MAC_BUNDLE_ID = "org.opl-tournament.manager"

# Packages in the development environment that the program never imports at run time; some
# would otherwise be pulled in through optional imports of the libraries we do ship.
DEVELOPMENT_ONLY = (
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pytestqt",
    "xdist",
    "hypothesis",
    "pypdf",
    "networkx",
    "importlinter",
    "grimp",
    "IPython",
    "PyInstaller",
    "setuptools",
    "pip",
)

# Packages whose modules are imported by a name built at run time, which PyInstaller's analysis
# of import statements cannot see: every submodule is bundled, with the reason.
LOADED_BY_NAME = {
    "reportlab.graphics.barcode": "the QR code on printed pairings loads every symbology by name "
    "(barcode/widgets.py imports code128, code39, ... when the widgets module loads)",
    "uvicorn": "the players' page server picks its HTTP protocol, event loop and lifespan "
    "modules from strings (uvicorn/config.py, importer.py)",
}
# psycopg's C implementation (psycopg_binary) is imported by plain statements that the analysis
# sees, inside a function: the smoke test runs with PSYCOPG_IMPL=binary to prove it is bundled.

# Qt plugins a judge's laptop never loads, left out with the libraries only they need (these
# come from the build machine, not from PySide6, and would not match the judge's desktop).
UNNEEDED_QT_PLUGINS = {
    "platformthemes/libqgtk3": "GTK 3's theme plugin brings the build machine's GTK, cairo and "
    "pango (about 20 MiB); the desktop's light or dark scheme reaches Qt through the XDG portal "
    "theme plugin, which stays",
    "platforms/libqvnc": "a VNC server platform, for embedded devices",
    "platforms/libqeglfs": "full-screen EGL without a window system, for embedded devices",
    "platforms/libqlinuxfb": "the Linux frame buffer, for embedded devices",
    "platforms/libqminimalegl": "a test platform",
    "platforms/libqvkkhrdisplay": "Vulkan on a bare display, for embedded devices",
    "egldeviceintegrations/": "the embedded EGL platform's device drivers",
    "generic/": "raw input devices (evdev, TUIO), for embedded devices",
}

_QT_IMPORT = re.compile(r"\bPySide6\.(Qt\w+)")
_IMPORT_LINE = re.compile(r"^(?:import|from)\s+([\w.]+)", re.MULTILINE)


def used_qt_modules(package_dir: Path = PACKAGE_DIR) -> set[str]:
    """The PySide6 modules the program's source imports, e.g. {"QtCore", "QtWidgets"}."""
    used: set[str] = set()
    for source in package_dir.rglob("*.py"):
        used.update(_QT_IMPORT.findall(source.read_text(encoding="utf-8")))
    return used


def installed_qt_modules() -> set[str]:
    """The PySide6 binding modules present in the environment that builds the bundle."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("PySide6 is not installed in the environment that builds the bundle")
    names: set[str] = set()
    for location in spec.submodule_search_locations:
        for binding in Path(location).glob("Qt*"):
            if binding.suffix in {".so", ".pyd"}:
                names.add(binding.name.split(".", 1)[0])
    return names


def excluded_modules(used: set[str], installed: set[str]) -> list[str]:
    """Every PySide6 module the program never imports, and the development-only packages."""
    unused_qt = sorted(f"PySide6.{name}" for name in installed - used)
    return [*unused_qt, *DEVELOPMENT_ONLY]


def program_modules(package_dir: Path = PACKAGE_DIR) -> list[str]:
    """Every module of the program, so ones imported by name at run time (the game rules
    registry uses importlib) are bundled too. Migration scripts are data, not modules."""
    modules: list[str] = []
    root = package_dir.parent
    for source in sorted(package_dir.rglob("*.py")):
        relative = source.relative_to(root).with_suffix("")
        if "migrations" in relative.parts:
            continue
        parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
        modules.append(".".join(parts))
    return modules


def is_unneeded_qt_plugin(destination: str) -> bool:
    return any(f"/plugins/{plugin}" in destination for plugin in UNNEEDED_QT_PLUGINS)


BinaryEntry = tuple[str, str, str]
"""PyInstaller's TOC entry of a binary: (name in the bundle, source path, type)."""


def without_unneeded_qt_plugins(
    binaries: list[BinaryEntry], needed: Callable[[str], set[str]]
) -> list[BinaryEntry]:
    """``binaries`` less the unneeded Qt plugins and the shared libraries that only they need.

    ``needed(source)`` is the set of library names a binary links to (ELF NEEDED). A library at
    the bundle's top level is dropped only if a dropped plugin reaches it and nothing kept does,
    so a library loaded by name at run time (never NEEDED by anyone) always stays."""
    dropped = [entry for entry in binaries if is_unneeded_qt_plugin(entry[0])]
    kept = [entry for entry in binaries if not is_unneeded_qt_plugin(entry[0])]
    libraries = {entry[0]: entry for entry in kept if "/" not in entry[0]}

    def reached(starts: list[BinaryEntry]) -> set[str]:
        seen: set[str] = set()
        queue = list(starts)
        while queue:
            for name in needed(queue.pop()[1]):
                if name in libraries and name not in seen:
                    seen.add(name)
                    queue.append(libraries[name])
        return seen

    candidates = reached(dropped)
    still_needed = reached([entry for entry in kept if entry[0] not in candidates])
    return [entry for entry in kept if entry[0] not in candidates - still_needed]


def shipped_locales() -> set[str]:
    """The babel locales the program formats in (each shipped language's locale) and the ones
    babel merges them from (their parents, up to ``root``)."""
    from babel.core import get_global

    from opl_tournament.domain.languages import Language

    parents: dict[str, str] = get_global("parent_exceptions")
    found: set[str] = set()
    for language in Language:
        name = language.locale
        while name not in found:
            found.add(name)
            if name == "root":
                break
            name = parents.get(name) or (name.rsplit("_", 1)[0] if "_" in name else "root")
    return found


def without_unneeded_languages(datas: list[BinaryEntry], locales: set[str]) -> list[BinaryEntry]:
    """``datas`` less babel's locale data and Qt's own translations for languages the program
    does not speak (babel ships about 1,100 locales, 35 MiB; Qt about 100 catalogs, 7 MiB).

    Kept: babel's data for ``locales`` and Qt's ``qtbase_<language>.qm`` for their languages
    (the catalog of Qt's own dialogs and buttons that ``ui/language.py`` loads)."""
    languages = {locale.split("_")[0] for locale in locales if locale != "root"}

    def keep(destination: str) -> bool:
        path = Path(destination)
        if path.parent.as_posix().endswith("babel/locale-data") and path.suffix == ".dat":
            return path.stem in locales
        if path.parent.as_posix().endswith("Qt/translations") and path.suffix == ".qm":
            return any(path.stem == f"qtbase_{language}" for language in languages)
        return True

    return [entry for entry in datas if keep(entry[0])]


def migration_imports(migrations_dir: Path = MIGRATIONS_DIR) -> list[str]:
    """The modules the migration scripts import: alembic runs them as files, so PyInstaller
    never reads them, and what only they import would be missing from the bundle."""
    found: set[str] = set()
    for script in migrations_dir.rglob("*.py"):
        found.update(_IMPORT_LINE.findall(script.read_text(encoding="utf-8")))
    return sorted(found - {"__future__"})


def data_files() -> list[tuple[str, str]]:
    """(source, folder in the bundle) pairs: resources where ``paths.resources_dir()`` looks
    in a frozen program, and the migration scripts beside ``storage/migrate.py``, which
    alembic reads as files."""
    pairs = [(str(RESOURCES_DIR), "resources")]
    for source in sorted(MIGRATIONS_DIR.rglob("*")):
        if source.is_file() and "__pycache__" not in source.parts:
            target = source.parent.relative_to(PROJECT_DIR)
            pairs.append((str(source), target.as_posix()))
    return pairs


def program_version(package_dir: Path = PACKAGE_DIR) -> str:
    text = (package_dir / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise RuntimeError(f"no __version__ in {package_dir / '__init__.py'}")
    return found.group(1)


@dataclass(frozen=True)
class MacSettings:
    """The Info.plist of the macOS app bundle."""

    version: str

    def info_plist(self) -> dict[str, object]:
        return {
            "CFBundleName": "OPL Tournament",
            "CFBundleDisplayName": "OPL Tournament",
            "CFBundleShortVersionString": self.version,
            "CFBundleVersion": self.version,
            "NSHighResolutionCapable": True,
            "LSMinimumSystemVersion": "11.0",
            "NSHumanReadableCopyright": "MIT licence",
        }
