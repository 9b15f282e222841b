"""Installing from source without Rust stops with one clear message (issue 11, finding 8):
the build backend (build_backend/hupai_backend.py) turns off maturin's toolchain download,
whose failure was an 80-line SSL traceback, and names what is needed instead."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BACKEND = Path(__file__).resolve().parent.parent / "build_backend"


def _without_rust() -> dict[str, str]:
    """The environment with no directory on PATH that holds cargo or rustc."""
    env = {k: v for k, v in os.environ.items() if k not in ("MATURIN_NO_INSTALL_RUST",)}
    kept = [
        d
        for d in env.get("PATH", "").split(os.pathsep)
        if not any(Path(d, tool).exists() for tool in ("cargo", "rustc"))
    ]
    env["PATH"] = os.pathsep.join(kept)
    return env


def _run_hook(code: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    script = f"import sys; sys.path.insert(0, {str(BACKEND)!r}); import hupai_backend as b; {code}"
    return subprocess.run(
        [sys.executable, "-c", script],
        env=_without_rust(),
        cwd=BACKEND.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "hook",
    [
        "b.prepare_metadata_for_build_wheel({out!r})",
        "b.prepare_metadata_for_build_editable({out!r})",
        "b.build_wheel({out!r})",
        "b.build_editable({out!r})",
        "b.build_sdist({out!r})",
    ],
)
def test_a_build_without_rust_says_rust_or_a_wheel_is_needed(hook: str, tmp_path: Path) -> None:
    pytest.importorskip("maturin")
    done = _run_hook(hook.format(out=str(tmp_path)), tmp_path)
    assert done.returncode == 1
    assert "needs a Rust toolchain" in done.stderr and "https://rustup.rs" in done.stderr
    assert "install a built wheel, which needs no Rust" in done.stderr
    assert "Traceback" not in done.stderr and "SSL" not in done.stderr
    assert not any(tmp_path.iterdir())  # nothing was built or downloaded


def test_no_toolchain_download_is_asked_for(tmp_path: Path) -> None:
    pytest.importorskip("maturin")
    done = _run_hook(
        "print(b.get_requires_for_build_wheel(), b.get_requires_for_build_sdist())", tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "puccinialin" not in done.stdout  # maturin's toolchain bootstrap


def test_with_rust_the_backend_is_maturins(monkeypatch: pytest.MonkeyPatch) -> None:
    maturin = pytest.importorskip("maturin")
    if shutil.which("cargo") is None:
        pytest.skip("no cargo on PATH")
    # Importing the backend sets MATURIN_NO_INSTALL_RUST; monkeypatch restores it after.
    monkeypatch.setenv("MATURIN_NO_INSTALL_RUST", "1")
    sys.path.insert(0, str(BACKEND))
    try:
        import hupai_backend
    finally:
        sys.path.remove(str(BACKEND))
    hupai_backend._require_rust()  # returns: cargo is there
    assert hupai_backend.get_requires_for_build_wheel() == maturin.get_requires_for_build_wheel()
