"""The installer's plan, scripts and platform files, checked without building a bundle."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from opl_tournament import __version__, paths
from opl_tournament.domain.rules.registry import GAME_MODULES
from opl_tournament.services.print_kinds import PRINT_KINDS, ROUND_PRINT_KINDS
from opl_tournament.storage import migrate

INSTALLER_DIR = Path(__file__).resolve().parents[2] / "installer"
sys.path.insert(0, str(INSTALLER_DIR))

import build as build_script  # noqa: E402
import bundle_plan as plan  # noqa: E402
import smoke_test  # noqa: E402


def test_only_the_qt_modules_the_program_imports_are_kept() -> None:
    used = plan.used_qt_modules()
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    installed = plan.installed_qt_modules()
    excluded = plan.excluded_modules(used, installed)
    for name in installed - used:
        assert f"PySide6.{name}" in excluded
    for name in used:
        assert f"PySide6.{name}" not in excluded
    assert "PySide6.QtNetwork" in excluded  # installed with PySide6, never imported


def test_qt_imports_are_found_in_any_form(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "a.py").write_text("from PySide6.QtCore import Qt\n")
    (package / "sub" / "b.py").write_text("import PySide6.QtSvg\nfrom PySide6 import QtGui\n")
    # "from PySide6 import QtGui" is not a dotted name: such imports must be written dotted.
    assert plan.used_qt_modules(package) == {"QtCore", "QtSvg"}


def test_the_program_itself_never_imports_qt_modules_undotted() -> None:
    for source in plan.PACKAGE_DIR.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "PySide6":
                pytest.fail(f"{source}: 'from PySide6 import ...' hides a Qt module from the plan")


def _source_exists(module_path: Path) -> bool:
    return module_path.with_suffix(".py").exists() or (module_path / "__init__.py").exists()


def test_modules_loaded_by_name_are_bundled() -> None:
    modules = set(plan.program_modules())
    shipped_rules = {
        name
        for name in GAME_MODULES.values()
        if _source_exists(plan.PROJECT_DIR / Path(*name.split(".")))
    }
    assert "opl_tournament.domain.rules.overpower" in shipped_rules
    assert shipped_rules <= modules
    assert "opl_tournament.ui.main_window" in modules
    assert not any("migrations" in m for m in modules)


def test_resources_land_where_the_frozen_program_looks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    targets = {target for _, target in plan.data_files()}
    assert paths.resources_dir() == tmp_path / targets.intersection({"resources"}).pop()


def test_every_migration_is_shipped_beside_the_migrate_module() -> None:
    pairs = plan.data_files()
    shipped = {Path(source).name: target for source, target in pairs}
    expected_target = migrate.MIGRATIONS_DIR.relative_to(plan.PROJECT_DIR).as_posix()
    assert shipped["env.py"] == expected_target
    versions = [name for name in shipped if name[:4].isdigit()]
    assert sorted(name.split("_", 1)[0] for name in versions) == migrate.known_revisions()
    assert {shipped[name] for name in versions} == {f"{expected_target}/versions"}


def test_version_is_read_from_the_package() -> None:
    assert plan.program_version() == __version__


def test_spec_is_python_and_builds_the_three_programs() -> None:
    spec = (INSTALLER_DIR / "opl-tournament.spec").read_text(encoding="utf-8")
    ast.parse(spec)
    for name in ("plan.PROGRAM", "plan.WINDOWED_PROGRAM", "plan.SMOKE_TEST", "BUNDLE("):
        assert name in spec
    assert "onefile" not in spec


def test_smoke_test_prints_every_form_of_the_print_menu() -> None:
    assert tuple(kind.value for kind in PRINT_KINDS) == smoke_test.PRINT_KINDS
    assert set(smoke_test.POD_PRINT_KINDS) <= set(ROUND_PRINT_KINDS)


def test_smoke_test_is_standalone_and_checks_the_program_from_outside() -> None:
    tree = ast.parse((INSTALLER_DIR / "smoke_test.py").read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    }
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}


_FAILING_PROGRAM = """
import os, pathlib, sys
log = pathlib.Path(os.environ["XDG_DATA_HOME"]) / "OPL Tournament" / "logs" / "opl-tournament.log"
log.parent.mkdir(parents=True, exist_ok=True)
log.write_text("Traceback ...\\nModuleNotFoundError: No module named 'reportlab.graphics.barcode.code128'\\n")
sys.stderr.write("opl-tournament: internal error; nothing of this action was saved.\\n")
sys.exit(1)
"""


def test_a_failed_step_names_the_step_and_the_missing_module(tmp_path: Path) -> None:
    fake = tmp_path / "fake_program.py"
    fake.write_text(_FAILING_PROGRAM)
    program = smoke_test.Program([sys.executable, str(fake)], tmp_path, print, tmp_path)
    with pytest.raises(smoke_test.SmokeTestFailure) as failure:
        program.run("print pairings", "print", "pairings", "1", "-o", "p.pdf")
    message = str(failure.value)
    assert message.startswith("print pairings: opl-tournament: internal error")
    assert message.endswith("missing module: reportlab.graphics.barcode.code128")


def test_a_program_that_cannot_start_fails_the_smoke_test(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such-program"
    assert smoke_test.main(["--program", str(missing), "--keep", str(tmp_path / "work")]) == 1
    assert "SMOKE TEST FAILED: --version: the program did not start" in capsys.readouterr().err


def test_a_pdf_that_is_not_complete_fails_its_step(tmp_path: Path) -> None:
    half = tmp_path / "half.pdf"
    half.write_bytes(b"%PDF-1.4\n1 0 obj")
    with pytest.raises(smoke_test.SmokeTestFailure, match=r"print slips: .* is no PDF"):
        smoke_test.check_pdf(half, "print slips")


@pytest.mark.slow
def test_smoke_test_passes_against_the_checkout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = f"{sys.executable} -m opl_tournament"
    assert smoke_test.main(["--program", program, "--keep", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"printed {len(smoke_test.PRINT_KINDS)} forms" in out
    assert "players' page: /api/events and the pages answered over https (its certificate)" in out
    assert (tmp_path / "forms" / "event-1-ladder.pdf").is_file()


def test_modules_loaded_by_name_name_their_reason_and_exist() -> None:
    for package, reason in plan.LOADED_BY_NAME.items():
        assert importlib.util.find_spec(package) is not None, package
        assert len(reason) > 40
    assert "reportlab.graphics.barcode" in plan.LOADED_BY_NAME


def test_what_the_migration_scripts_import_is_bundled() -> None:
    imports = plan.migration_imports()
    assert {"alembic", "sqlalchemy"} <= set(imports)
    # the column builders the scripts share (they import sqlmodel's types) and the tables
    assert {"opl_tournament.storage.migration_columns", "opl_tournament.storage.tables"} <= set(
        imports
    )


def test_libraries_the_program_uses_are_not_excluded() -> None:
    excluded = set(plan.DEVELOPMENT_ONLY)
    for source in plan.PACKAGE_DIR.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            for name in names:
                assert name.split(".")[0] not in excluded, f"{source} imports {name}"


def _fake_bundle(root: Path, qt_modules: tuple[str, ...]) -> Path:
    bundle = root / plan.BUNDLE_NAME
    qt = bundle / "_internal" / "PySide6"
    qt.mkdir(parents=True)
    for name in qt_modules:
        (qt / f"{name}.abi3.so").write_bytes(b"\0" * 10)
    program = bundle / plan.PROGRAM
    program.write_text("#!/bin/sh\necho fake\n")
    program.chmod(0o755)
    return bundle


def test_build_refuses_a_bundle_with_an_unused_qt_module(tmp_path: Path) -> None:
    good = _fake_bundle(tmp_path / "good", ("QtCore", "QtWidgets"))
    assert build_script.check_qt_modules(good) == ["QtCore", "QtWidgets"]
    bad = _fake_bundle(tmp_path / "bad", ("QtCore", "QtNetwork"))
    with pytest.raises(build_script.BuildFailure, match="QtNetwork"):
        build_script.check_qt_modules(bad)


def test_folder_size_counts_every_file(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path, ("QtCore",))
    size, files = build_script.folder_size(bundle)
    assert files == 2
    assert size == 10 + len("#!/bin/sh\necho fake\n")


def test_linux_tarball_holds_bundle_desktop_entry_icon_and_installer(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path, ("QtCore",))
    tarball = build_script.linux_tarball(bundle, tmp_path, "9.8.7")
    assert tarball.name.startswith("opl-tournament-9.8.7-linux-")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
        installer = archive.getmember("opl-tournament-9.8.7/install.sh")
    top = "opl-tournament-9.8.7"
    assert {
        f"{top}/opl-tournament/opl-tournament",
        f"{top}/opl-tournament.desktop",
        f"{top}/opl-tournament.svg",
        f"{top}/opl-tournament.png",
        f"{top}/install.sh",
    } <= names
    assert installer.mode & 0o111


def test_desktop_entry_names_the_program_and_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(INSTALLER_DIR / "linux" / "opl-tournament.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == plan.PROGRAM
    assert section["Icon"] == plan.ICON_SVG.stem
    assert section["Terminal"] == "false"
    assert section["Categories"].endswith(";")


def _unpacked_release(root: Path) -> Path:
    release = root / "release"
    release.mkdir()
    _fake_bundle(release, ())
    for source in (INSTALLER_DIR / "linux").iterdir():
        (release / source.name).write_bytes(source.read_bytes())
    (release / "install.sh").chmod(0o755)
    (release / "opl-tournament.svg").write_bytes(plan.ICON_SVG.read_bytes())
    (release / "opl-tournament.png").write_bytes(plan.ICON_PNG.read_bytes())
    return release


def test_install_script_installs_for_the_user_and_uninstall_keeps_the_data(
    tmp_path: Path,
) -> None:
    release = _unpacked_release(tmp_path)
    home = tmp_path / "home"
    env = {
        **os.environ,
        "HOME": str(home),
        "PREFIX": str(home / ".local"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
    }
    subprocess.run([str(release / "install.sh")], env=env, check=True, capture_output=True)
    program_dir = home / ".local" / "lib" / "opl-tournament"
    link = home / ".local" / "bin" / "opl-tournament"
    desktop = home / ".local" / "share" / "applications" / "opl-tournament.desktop"
    ran = subprocess.run([str(link)], check=True, capture_output=True, text=True)
    assert ran.stdout == "fake\n"
    assert f'Exec="{program_dir}/opl-tournament"' in desktop.read_text().splitlines()
    assert (home / ".local/share/icons/hicolor/scalable/apps/opl-tournament.svg").is_file()

    data = home / ".local" / "share" / "OPL Tournament" / "tournaments.sqlite"
    data.parent.mkdir(parents=True)
    data.write_bytes(b"the judge's events")
    subprocess.run([str(release / "install.sh")], env=env, check=True, capture_output=True)
    subprocess.run(
        [str(release / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    assert not program_dir.exists()
    assert not link.exists()
    assert not desktop.exists()
    assert data.read_bytes() == b"the judge's events"


def test_windows_installer_is_per_user_and_keeps_the_data() -> None:
    script = (INSTALLER_DIR / "windows" / "opl-tournament.iss").read_text(encoding="utf-8")
    lines = [line.strip() for line in script.splitlines() if not line.startswith(";")]
    assert "PrivilegesRequired=lowest" in lines
    assert any(line.startswith('Name: "{group}\\OPL Tournament"') for line in lines)
    assert f"{plan.WINDOWED_PROGRAM}.exe" in script
    assert "[UninstallDelete]" not in script
    assert "{localappdata}" not in script.replace("%LOCALAPPDATA%", "")
    assert f"SetupIconFile=..\\icons\\{plan.ICON_ICO.name}" in lines
    assert plan.ICON_ICO.is_file()


def test_build_script_help_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(INSTALLER_DIR / "build.py"), "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "--no-package" in result.stdout


def test_unneeded_qt_plugins_leave_with_the_libraries_only_they_need() -> None:
    gtk_theme = ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY")
    portal = ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", "/q/portal.so", "BINARY")
    vnc = ("PySide6/Qt/plugins/platforms/libqvnc.so", "/q/libqvnc.so", "BINARY")
    offscreen = ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "/q/off.so", "BINARY")
    libraries = {
        name: (name, f"/lib/{name}", "BINARY")
        for name in ("libgtk-3.so.0", "libcairo.so.2", "libglib-2.0.so.0", "libcups.so.2")
    }
    links = {
        "/q/libqgtk3.so": {"libgtk-3.so.0", "libglib-2.0.so.0", "libc.so.6"},
        "/lib/libgtk-3.so.0": {"libcairo.so.2", "libglib-2.0.so.0"},
        "/q/portal.so": {"libglib-2.0.so.0"},
    }
    binaries = [gtk_theme, portal, vnc, offscreen, *libraries.values()]
    kept = plan.without_unneeded_qt_plugins(binaries, lambda source: links.get(source, set()))
    assert [entry[0] for entry in kept] == [
        portal[0],
        offscreen[0],
        "libglib-2.0.so.0",  # the portal plugin needs it too
        "libcups.so.2",  # needed by nobody listed: loaded by name, so it stays
    ]


def test_only_the_spoken_languages_locale_data_and_qt_catalogs_are_bundled() -> None:
    locales = plan.shipped_locales()
    assert {"root", "en", "en_CA", "fr", "fr_CA"} <= locales
    assert "de" not in locales
    entry = lambda name: (name, f"/src/{name}", "DATA")  # noqa: E731
    datas = [
        entry("babel/locale-data/root.dat"),
        entry("babel/locale-data/fr_CA.dat"),
        entry("babel/locale-data/fr.dat"),
        entry("babel/locale-data/de_DE.dat"),
        entry("babel/global.dat"),
        entry("PySide6/Qt/translations/qtbase_fr.qm"),
        entry("PySide6/Qt/translations/qtbase_de.qm"),
        entry("PySide6/Qt/translations/qt_help_fr.qm"),
        entry("resources/locale/fr/window.qm"),
    ]
    kept = [name for name, _, _ in plan.without_unneeded_languages(datas, locales)]
    assert kept == [
        "babel/locale-data/root.dat",
        "babel/locale-data/fr_CA.dat",
        "babel/locale-data/fr.dat",
        "babel/global.dat",
        "PySide6/Qt/translations/qtbase_fr.qm",
        "resources/locale/fr/window.qm",
    ]
