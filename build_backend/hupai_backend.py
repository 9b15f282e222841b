"""hupai's build backend (PEP 517, in-tree): maturin's, except that a machine without Rust gets
one clear message instead of a toolchain download.

When cargo is not on PATH, maturin (1.8 and later) downloads a Rust toolchain into a temporary
directory (its ``puccinialin`` bootstrap). Where that download cannot be made (no network, a
proxy, an old certificate store) pip prints its 80-line traceback and no word about Rust. maturin
turns the bootstrap off when ``MATURIN_NO_INSTALL_RUST`` is set, which this backend does unless
the caller set it already: ``MATURIN_NO_INSTALL_RUST= pip install .`` (set, but empty) lets
maturin download its toolchain after all.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from typing import Any

os.environ.setdefault("MATURIN_NO_INSTALL_RUST", "1")

import maturin  # noqa: E402  (it reads the variable when called; set before, to be plain)

#: The least Rust that builds hupai (Cargo.toml's rust-version).
RUST_VERSION = "1.85"

NEEDS_RUST = f"""
hupai's engine is written in Rust: building it from source needs a Rust toolchain (cargo and
rustc {RUST_VERSION} or later), and there is no cargo on PATH.
Either install Rust (https://rustup.rs, or the system's package manager) and run this again,
or install a built wheel, which needs no Rust:
    pip install hupai-<version>-cp310-abi3-<platform>.whl
(a release's wheel, or one that `maturin build --release` made on a machine with Rust).
"""

Settings = Mapping[str, Any] | None


def _require_rust() -> None:
    """Stop with :data:`NEEDS_RUST` when cargo is missing and maturin will not fetch it."""
    if os.environ.get("MATURIN_NO_INSTALL_RUST") and shutil.which("cargo") is None:
        sys.stderr.write(NEEDS_RUST)
        sys.stderr.flush()
        raise SystemExit(1)


def get_requires_for_build_wheel(config_settings: Settings = None) -> list[str]:
    return maturin.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_editable(config_settings: Settings = None) -> list[str]:
    return maturin.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings: Settings = None) -> list[str]:
    return maturin.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: Settings = None
) -> str:
    _require_rust()
    return maturin.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def build_wheel(
    wheel_directory: str, config_settings: Settings = None, metadata_directory: str | None = None
) -> str:
    _require_rust()
    return maturin.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(
    wheel_directory: str, config_settings: Settings = None, metadata_directory: str | None = None
) -> str:
    _require_rust()
    return maturin.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory: str, config_settings: Settings = None) -> str:
    _require_rust()
    return maturin.build_sdist(sdist_directory, config_settings)


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: Settings = None
) -> str:
    _require_rust()
    return maturin.prepare_metadata_for_build_wheel(metadata_directory, config_settings)
