"""rulerun's build backend: setuptools', with an editable install that compiles rulerun's modules to
bytecode, as a regular install does.

pip byte-compiles the modules a regular install puts in place, whatever the environment says.
An editable install leaves the modules where they are, in this checkout, and compiles nothing: in
an environment that sets PYTHONDONTWRITEBYTECODE (as many container images do), Python then never
writes their bytecode, and every rulerun process compiles its own source again as it imports it,
three quarters of the time a short command takes. So `build_editable` compiles the folders the
project's packages come from (`[tool.setuptools.package-dir]`), as pip would have compiled them
installed. A module edited afterwards is compiled again where Python may write its bytecode, and
else in memory, as before: the bytecode is checked against its source's time and size.
"""

from __future__ import annotations

import compileall
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (build_sdist, build_wheel, get_requires_for_build_editable,  # every other hook
                                   get_requires_for_build_sdist, get_requires_for_build_wheel,  # is setuptools'
                                   prepare_metadata_for_build_editable, prepare_metadata_for_build_wheel)

__all__ = ["build_editable", "build_sdist", "build_wheel", "get_requires_for_build_editable",
           "get_requires_for_build_sdist", "get_requires_for_build_wheel", "prepare_metadata_for_build_editable",
           "prepare_metadata_for_build_wheel"]


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    name = _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
    compile_packages(Path(__file__).resolve().parent)
    return name


def compile_packages(root: Path) -> list[Path]:
    """Compiles the folders the packages of the project at `root` come from; returns them."""
    folders = package_folders(root)
    for folder in folders:
        # one folder level each: a package's subpackages are packages of their own in the mapping
        compileall.compile_dir(str(folder), maxlevels=0, quiet=1)
    return folders


def package_folders(root: Path) -> list[Path]:
    """The folders of `[tool.setuptools.package-dir]` in the project's pyproject.toml."""
    import warnings

    from setuptools.config.pyprojecttoml import read_configuration

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # older setuptools call its `[tool.setuptools]` table a beta
        config = read_configuration(root / "pyproject.toml", expand=False)
    mapping = config.get("tool", {}).get("setuptools", {}).get("package-dir", {})
    return sorted({(root / folder).resolve() for folder in mapping.values() if (root / folder).is_dir()})
