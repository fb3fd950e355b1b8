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


def test_an_editable_install_compiles_the_code_folders(tmp_path, monkeypatch):
    """`build_editable` compiles the modules of every folder of the package mapping, even where the
    environment forbids Python to write bytecode (an editable install leaves them uncompiled, so
    that every process would compile its own source again)."""
    import importlib.util

    monkeypatch.syspath_prepend(str(ROOT))
    import build_backend

    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "made_up"\nversion = "1"\n\n[tool.setuptools.package-dir]\n'
        '"made_up" = "code"\n"made_up.inner" = "code/inner"\n', encoding="utf-8")
    modules = [tmp_path / "code" / "__init__.py", tmp_path / "code" / "one.py", tmp_path / "code" / "inner" / "two.py"]
    stray = tmp_path / "elsewhere" / "three.py"
    for path in [*modules, stray]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert build_backend.compile_packages(tmp_path) == [tmp_path / "code", tmp_path / "code" / "inner"]
    for path in modules:
        assert Path(importlib.util.cache_from_source(str(path))).is_file(), path
    assert not Path(importlib.util.cache_from_source(str(stray))).exists()


def test_the_build_backend_is_in_the_sdist(tmp_path, monkeypatch):
    """pyproject.toml builds with `build_backend.py`: a wheel built from the sdist needs it there."""
    import tarfile
    import warnings

    assert tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"] == {
        "requires": ["setuptools>=68"], "build-backend": "build_backend", "backend-path": ["."]}
    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.chdir(ROOT)
    import build_backend

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # older setuptools call its `[tool.setuptools]` table a beta
        name = build_backend.build_sdist(str(tmp_path))
    with tarfile.open(tmp_path / name) as sdist:
        assert f"{name.removesuffix('.tar.gz')}/build_backend.py" in sdist.getnames()
