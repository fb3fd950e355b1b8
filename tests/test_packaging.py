"""What an install (not only an editable one) holds: every package of the code folders, with its data."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

tomllib = pytest.importorskip("tomllib") if sys.version_info >= (3, 11) else pytest.importorskip("tomli")


def setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_of_the_code_folders_is_installed():
    """A folder with an `__init__.py` under a mapped folder is a package that an install must list,
    mapped to that folder: an editable install finds it anyway, a wheel leaves it out."""
    config = setuptools_config()
    listed = set(config["packages"])
    folders = config["package-dir"]
    assert listed == set(folders)
    found = {}
    for package, folder in folders.items():
        for init in sorted((ROOT / folder).rglob("__init__.py")):
            relative = init.parent.relative_to(ROOT / folder).parts
            if "__pycache__" in relative:
                continue
            found[".".join((package, *relative))] = init.parent.relative_to(ROOT).as_posix()
    assert set(found) <= listed, f"not installed: {sorted(set(found) - listed)}"
    assert {p: folders[p] for p in found} == found


def test_data_files_the_code_reads_are_installed():
    """Each file other than Python source in a package's folder is matched by its package data."""
    import fnmatch

    config = setuptools_config()
    data = config["package-data"]
    for package, folder in config["package-dir"].items():
        base = ROOT / folder
        for path in sorted(base.rglob("*")):
            if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
                continue
            relative = path.relative_to(base)
            if len(relative.parts) > 1 and (base / relative.parts[0] / "__init__.py").exists():
                continue  # a subpackage's own file
            assert any(fnmatch.fnmatch(relative.as_posix(), pattern) for pattern in data.get(package, ())), \
                f"{path.relative_to(ROOT)} is not in the package data of {package}"
