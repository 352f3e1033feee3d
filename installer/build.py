"""Build the one-folder bundle, run its self-check, and (on Linux) pack the tarball.

    python installer/build.py [--dist DIR] [--work DIR] [--no-package]

Run it with the Python of an environment that has the program and PyInstaller installed
(``pip install -e '.[installer]'``). It prints what it did, the build time and the sizes, and
writes the same figures to ``DIST/build-report.json``. Exit status 0 only if the frozen
program's smoke test passed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_plan as plan

SPEC = plan.INSTALLER_DIR / "opl-tournament.spec"
LINUX_DIR = plan.INSTALLER_DIR / "linux"
SMOKE_TIMEOUT_S = 300


class BuildFailure(Exception):
    pass


@dataclass(frozen=True)
class BuildReport:
    version: str
    platform: str
    bundle: str
    build_seconds: float
    bundle_bytes: int
    bundle_files: int
    qt_modules: list[str]
    package: str | None
    package_bytes: int | None


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of everything under ``folder``, not following symbolic links."""
    total = files = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            files += 1
    return total, files


def executable_name(name: str) -> str:
    return f"{name}.exe" if sys.platform == "win32" else name


def bundled_qt_modules(bundle: Path) -> list[str]:
    """The PySide6 binding modules that ended up in the bundle."""
    return sorted(
        p.name.split(".", 1)[0]
        for p in bundle.rglob("PySide6/Qt*")
        if p.is_file() and p.suffix in {".so", ".pyd"}
    )


def run_pyinstaller(dist: Path, work: Path) -> float:
    started = time.perf_counter()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level=WARN",
        f"--distpath={dist}",
        f"--workpath={work}",
        str(SPEC),
    ]
    print("building:", " ".join(command), flush=True)
    subprocess.run(command, check=True)
    return time.perf_counter() - started


def run_smoke_test(bundle: Path) -> None:
    """The frozen self-check, with a clean environment so nothing leaks in from the build."""
    program = bundle / executable_name(plan.SMOKE_TEST)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    print("smoke test:", program, flush=True)
    result = subprocess.run(
        [str(program)],
        check=False,
        env=env,
        timeout=SMOKE_TIMEOUT_S,
        capture_output=True,
        text=True,
    )
    print(result.stdout, end="")
    if result.returncode != 0:
        print(result.stderr, end="", file=sys.stderr)
        raise BuildFailure(f"the frozen smoke test exited {result.returncode}")


def check_qt_modules(bundle: Path) -> list[str]:
    bundled = bundled_qt_modules(bundle)
    unused = set(bundled) - plan.used_qt_modules()
    if unused:
        raise BuildFailure(f"Qt modules the program never imports were bundled: {sorted(unused)}")
    return bundled


def linux_tarball(bundle: Path, dist: Path, version: str) -> Path:
    """``opl-tournament-VERSION-linux-ARCH.tar.gz``: the bundle, the desktop entry, the icon
    and the per-user install script, under one top folder."""
    top = f"{plan.BUNDLE_NAME}-{version}"
    tarball = dist / f"{top}-linux-{os.uname().machine}.tar.gz"
    extras = {
        LINUX_DIR / "opl-tournament.desktop": "opl-tournament.desktop",
        LINUX_DIR / "install.sh": "install.sh",
        plan.ICON_SVG: "opl-tournament.svg",
        plan.ICON_PNG: "opl-tournament.png",
    }
    with tarfile.open(tarball, "w:gz") as archive:
        archive.add(bundle, arcname=f"{top}/{plan.BUNDLE_NAME}")
        for source, name in extras.items():
            archive.add(source, arcname=f"{top}/{name}")
    return tarball


def build(dist: Path, work: Path, *, package: bool) -> BuildReport:
    version = plan.program_version()
    bundle = dist / plan.BUNDLE_NAME
    if bundle.exists():
        shutil.rmtree(bundle)
    seconds = run_pyinstaller(dist, work)
    run_smoke_test(bundle)
    qt_modules = check_qt_modules(bundle)
    size, files = folder_size(bundle)
    archive = linux_tarball(bundle, dist, version) if package and sys.platform == "linux" else None
    return BuildReport(
        version=version,
        platform=sys.platform,
        bundle=str(bundle),
        build_seconds=round(seconds, 1),
        bundle_bytes=size,
        bundle_files=files,
        qt_modules=qt_modules,
        package=str(archive) if archive else None,
        package_bytes=archive.stat().st_size if archive else None,
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the frozen program and smoke-test it.")
    parser.add_argument("--dist", type=Path, default=plan.PROJECT_DIR / "dist")
    parser.add_argument("--work", type=Path, default=plan.PROJECT_DIR / "build" / "pyinstaller")
    parser.add_argument(
        "--no-package", action="store_true", help="build and test the bundle, but do not pack it"
    )
    args = parser.parse_args(argv)
    try:
        report = build(args.dist.resolve(), args.work.resolve(), package=not args.no_package)
    except (BuildFailure, subprocess.SubprocessError) as error:
        print(f"BUILD FAILED: {error}", file=sys.stderr)
        return 1
    (args.dist / "build-report.json").write_text(json.dumps(asdict(report), indent=2) + "\n")
    mib = 1024 * 1024
    size = f"{report.bundle_bytes / mib:.1f} MiB, {report.bundle_files} files"
    print(f"bundle: {report.bundle} ({size})")
    print(f"Qt modules bundled: {', '.join(report.qt_modules)}")
    if report.package and report.package_bytes is not None:
        print(f"package: {report.package} ({report.package_bytes / mib:.1f} MiB)")
    print(f"build time: {report.build_seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
