"""Makes docs/web-page.png: the page ``hupai serve`` serves, with a scored MCR hand.

Run from the repository with the test extra installed (Selenium) and Debian's chromium and
chromium-driver on PATH; a CJK font (fonts-wqy-zenhei) draws the tiles:

    python docs/make_screenshot.py [out.png]

It starts ``hupai serve`` on a free loopback port, opens the hand's share link (docs/web.md)
in headless Chromium, waits for the score and saves the window.
"""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.wait import WebDriverWait

#: The hand: 吃 123m (2m claimed), 暗杠 7777s, 456p 东东 白白 standing, self-drawn 白 on the
#: kong's replacement tile (杠上开花), seat South, two flowers.
HAND = {
    "rules": "mcr",
    "hand": "456p1155z",
    "melds": ["[123m,2]", "[7777s]"],
    "win": "5z",
    "flags": ["self_drawn", "kong"],
    "seat": "S",
    "flowers": 2,
}


def share_query(state: dict[str, object]) -> str:
    raw = json.dumps(state, ensure_ascii=False).encode()
    return "?q=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def main(out: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "hupai", "serve", "--port", str(port)]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{url}/openapi.json", timeout=5).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit("hupai serve did not start") from None
                time.sleep(0.2)
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "chromium"
        for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
            options.add_argument(arg)
        options.add_argument("--window-size=1200,1150")
        service = Service(executable_path=shutil.which("chromedriver"))
        driver = webdriver.Chrome(service=service, options=options)
        try:
            driver.get(url + "/" + share_query(HAND))
            WebDriverWait(driver, 15).until(
                lambda d: d.execute_script(
                    "return document.body.dataset.busy === '0' && "
                    "document.getElementById('output').dataset.status === 'scored'"
                )
            )
            driver.save_screenshot(str(out))
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"wrote {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "web-page.png")
