"""The page ``hupai serve`` serves at ``/`` (docs/web.md), driven in headless Chromium by
Selenium: hands built by clicking and typing score as the library scores them.

Marked ``browser``: skipped when chromium or chromedriver is not on PATH, except in the long
run (``--long``, ``HUPAI_LONG_TESTS=1``: CI), where a missing browser fails (conftest.py).
"""

from __future__ import annotations

import base64
import json
import re
import shutil
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait
from serving import served

import hupai
from hupai.rules import BY_NAME

STATIC = Path(hupai.__file__).parent / "web" / "static"

#: The phone width the page must fit, in CSS pixels.
PHONE = 375


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with served() as base:
        yield base


@pytest.fixture(scope="module")
def driver() -> Iterator[WebDriver]:
    chromium, chromedriver = shutil.which("chromium"), shutil.which("chromedriver")
    if chromium is None or chromedriver is None:
        # conftest skips these tests without a browser, except in the long run: there, fail.
        pytest.fail("the browser tests need chromium and chromedriver on PATH")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    options.add_argument("--window-size=1200,1400")
    options.set_capability("goog:loggingPrefs", {"browser": "SEVERE"})
    # A driver path given: Selenium Manager never runs, so nothing is downloaded.
    browser = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    try:
        yield browser
    finally:
        browser.quit()


# -- driving the page ------------------------------------------------------------------------


def settled(driver: WebDriver) -> None:
    """Waits until the page has no call under way and no evaluation scheduled."""
    WebDriverWait(driver, 15, poll_frequency=0.05).until(
        lambda d: d.execute_script("return document.body.dataset.busy") == "0"
    )


def open_page(driver: WebDriver, address: str) -> None:
    driver.get_log("browser")  # the last page's, dropped
    driver.get(address)
    settled(driver)
    assert driver.find_elements(By.CSS_SELECTOR, "#palette button.tile")


def console_errors(driver: WebDriver) -> list[str]:
    """What the page logged as errors since it opened: a script that failed, a file not
    found (an API call answered 400 is logged too)."""
    return [str(entry["message"]) for entry in driver.get_log("browser")]


def tile(driver: WebDriver, name: str) -> Any:
    return driver.find_element(By.CSS_SELECTOR, f"#palette button[data-tile='{name}']")


def click_tiles(driver: WebDriver, names: list[str]) -> None:
    for name in names:
        tile(driver, name).click()


def choose(driver: WebDriver, element_id: str, value: object) -> None:
    """Picks the option of a select whose value is ``value`` (JSON for the page's own)."""
    text = value if element_id in ("rules", "meld-type", "meld-claim") else json.dumps(value)
    Select(driver.find_element(By.ID, element_id)).select_by_value(str(text))
    settled(driver)


def add_meld(driver: WebDriver, kind: str, first: str, claim: int | None = None) -> None:
    choose(driver, "meld-type", kind)
    if claim is not None:
        choose(driver, "meld-claim", claim)
    if driver.find_element(By.ID, "meld-add").get_attribute("class") != "active":
        driver.find_element(By.ID, "meld-add").click()
    tile(driver, first).click()


def pick_slot(driver: WebDriver, slot: str, name: str) -> None:
    """Clicks the slot (unless it is already where tiles go), then the palette tile."""
    button = driver.find_element(By.ID, slot)
    if button.get_attribute("aria-pressed") != "true":
        button.click()
    tile(driver, name).click()


def check(driver: WebDriver, flag: str) -> None:
    box = driver.find_element(By.ID, f"flag-{flag}")
    assert box.is_enabled(), f"{flag} is not enabled"
    if not box.is_selected():
        box.click()


def type_notation(driver: WebDriver, text: str) -> None:
    box = driver.find_element(By.ID, "notation")
    box.clear()
    box.send_keys(text)
    settled(driver)


def score_it(driver: WebDriver) -> None:
    driver.find_element(By.ID, "score").click()
    settled(driver)
    assert not driver.find_element(By.ID, "error").is_displayed(), error_text(driver)


def error_text(driver: WebDriver) -> str:
    return str(driver.find_element(By.ID, "error").get_attribute("textContent"))


def fan_table(driver: WebDriver) -> list[tuple[int, str, str, int, int, int]]:
    rows = []
    for row in driver.find_elements(By.CSS_SELECTOR, "#fans tr"):
        cells = [c.get_attribute("textContent") or "" for c in row.find_elements(By.TAG_NAME, "td")]
        zh, en, points, count, total = cells
        fan_id = int(row.get_attribute("data-id") or "0")
        rows.append((fan_id, zh, en, int(points), int(count), int(total)))
    return rows


def library_table(score: Any) -> list[tuple[int, str, str, int, int, int]]:
    return [(f.id, f.zh, f.en, f.points, f.count, f.total) for f in score.fans]


def text_of(driver: WebDriver, element_id: str) -> str:
    return str(driver.find_element(By.ID, element_id).get_attribute("textContent"))


def settlement(driver: WebDriver) -> tuple[int, ...]:
    cells = driver.find_elements(By.CSS_SELECTOR, "#settlement td.num")
    return tuple(int(c.get_attribute("textContent") or "0") for c in cells)


def share_link(state: dict[str, Any]) -> str:
    """The ?q= value of an input, as docs/web.md gives the format."""
    raw = json.dumps(state, ensure_ascii=False).encode()
    return "?q=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def read_link(address: str) -> dict[str, Any]:
    """The input a share link (or the address bar) carries: its ?q= decoded."""
    value = address.split("?q=", 1)[1]
    return dict(json.loads(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))))


def in_page(driver: WebDriver, body: str, *args: Any) -> Any:
    """What the async function ``body`` returns, run in the open page with ``args`` as
    ``args``: it may ``await import("/static/tiles.js")`` and call the page's modules."""
    script = (
        "const done = arguments[arguments.length - 1];"
        "const args = Array.from(arguments).slice(0, -1);"
        f"(async () => {{ {body} }})().then("
        "(value) => done({value}), (err) => done({error: String((err && err.stack) || err)}));"
    )
    answer = driver.execute_async_script(script, *args)
    assert "error" not in answer, answer["error"]
    return answer["value"]


def shot(driver: WebDriver, tmp_path: Path, name: str) -> None:
    driver.save_screenshot(str(tmp_path / f"{name}.png"))


# -- the tests ---------------------------------------------------------------------------


def test_the_page_and_its_files_are_served_and_fetch_nothing_else() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Starlette's test client on httpx: it works today
        from fastapi.testclient import TestClient

    from hupai.web import create_app

    client = TestClient(create_app())
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    names = sorted(p.name for p in STATIC.iterdir())
    assert "index.html" in names and "main.js" in names and "style.css" in names
    for name in names:
        served_file = client.get(f"/static/{name}")
        assert served_file.status_code == 200, name
        # No CDN, no font or analytics: nothing is fetched but this server's /api and /static.
        assert "http:" not in served_file.text and "https:" not in served_file.text, name
    # The page's own links: this server's paths, or none (the icon is empty data).
    for link in re.findall(r'(?:src|href)="([^"]*)"', page.text):
        assert re.fullmatch(r"/(?!/)[a-z./]*|data:,", link), link
    # Every module a script imports is one of the files.
    for name in names:
        for imported in re.findall(r'from "\./([a-z]+\.js)"', (STATIC / name).read_text()):
            assert imported in names, (name, imported)
    paths = client.get("/openapi.json").json()["paths"]
    assert "/" not in paths and not any(p.startswith("/static") for p in paths)
    assert client.get("/docs").status_code == 200


@pytest.mark.browser
def test_an_mcr_hand_built_by_clicking_scores_as_the_library(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url)
    add_meld(driver, "chow", "1m", claim=2)  # 吃 123m, the 2m claimed
    add_meld(driver, "concealed", "7s")  # 暗杠 7777s
    click_tiles(driver, ["4p", "5p", "6p", "1z", "1z", "5z", "5z"])
    pick_slot(driver, "win-slot", "5z")
    check(driver, "self_drawn")
    check(driver, "kong")  # 杠上开花: self-drawn with a declared kong
    choose(driver, "seat-wind", "S")
    score_it(driver)
    shot(driver, tmp_path, "mcr")

    score = hupai.score(
        "456p11z55z",
        win_tile="5z",
        melds=["[123m,2]", "[7777s]"],
        self_drawn=True,
        kong=True,
        seat_wind="S",
    )
    assert fan_table(driver) == library_table(score)
    assert text_of(driver, "total") == str(score.total)
    assert text_of(driver, "points") == str(score.points)
    assert driver.find_element(By.ID, "meets-minimum").get_attribute("data-value") == "true"
    # The seat wind names the winner: South, seat 1; a self-drawn win, no discarder.
    assert settlement(driver) == hupai.settle(score, winner=1)
    assert driver.find_element(By.ID, "notation").get_attribute("value") == "456p1155z"
    assert console_errors(driver) == []


@pytest.mark.browser
def test_a_hongzhong_hand_shows_what_each_red_dragon_stands_for(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url)
    choose(driver, "rules", "hongzhong")
    type_notation(driver, "123m456m789m11p77z")
    # 红中 (7z) is the wildcard, marked in the palette and the hand.
    assert "wild" in (tile(driver, "7z").get_attribute("class") or "")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#hand button.wild[data-tile='7z']")) == 2
    pick_slot(driver, "win-slot", "2p")
    # 红中 wins by self-draw only: 自摸 is ticked and cannot be unticked.
    box = driver.find_element(By.ID, "flag-self_drawn")
    assert box.is_selected() and not box.is_enabled()
    driver.find_element(By.ID, "bird-hits").clear()
    driver.find_element(By.ID, "bird-hits").send_keys("1\t")
    score_it(driver)
    shot(driver, tmp_path, "hongzhong")

    rules = BY_NAME["hongzhong"]
    score = hupai.score("123m456m789m11p77z", win_tile="2p", rules=rules, self_drawn=True)
    assert fan_table(driver) == library_table(score)
    assert text_of(driver, "total") == str(score.total)
    assert score.decomposition is not None and score.decomposition.wildcards
    shown = driver.find_elements(By.CSS_SELECTOR, "#wildcards li")
    assert [int(li.get_attribute("data-kind") or "-1") for li in shown] == list(
        score.decomposition.wildcards
    )
    for li, kind in zip(shown, score.decomposition.wildcards, strict=True):
        assert f"中→{hupai.format_tiles([kind])}" in (li.text or "")
    assert settlement(driver) == hupai.settle(score, winner=0, bird_hits=1)
    assert console_errors(driver) == []


@pytest.mark.browser
def test_a_share_link_reopened_gives_the_same_result(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    # 推倒胡 with a flipped ghost: options, indicator, winner and horses all ride in the link.
    open_page(driver, url)
    choose(driver, "rules", "tuidao")
    choose(driver, "opt-ghost", "flip")
    pick_slot(driver, "indicator-slot", "4p")  # the ghost is 5p
    type_notation(driver, "123m456m789m22s55p")
    pick_slot(driver, "win-slot", "3s")
    check(driver, "self_drawn")
    choose(driver, "winner", 2)
    driver.find_element(By.ID, "horse-hits").clear()
    driver.find_element(By.ID, "horse-hits").send_keys("2\t")
    score_it(driver)
    table, total = fan_table(driver), text_of(driver, "total")
    gains = settlement(driver)
    rules = BY_NAME["tuidao"].with_options(ghost="flip")
    score = hupai.score(
        "123m456m789m22s55p", win_tile="3s", rules=rules, indicator="4p", self_drawn=True
    )
    assert table == library_table(score) and total == str(score.total)
    assert gains == hupai.settle(score, winner=2, horse_hits=2)
    driver.find_element(By.ID, "share").click()
    link = driver.find_element(By.ID, "share-link").get_attribute("href") or ""
    assert "?q=" in link and driver.current_url == link

    driver.switch_to.new_window("tab")
    try:
        open_page(driver, link)
        shot(driver, tmp_path, "shared")
        assert fan_table(driver) == table
        assert text_of(driver, "total") == total
        assert settlement(driver) == gains
        assert driver.find_element(By.ID, "notation").get_attribute("value") == "123456789m55p22s"
        assert driver.find_element(By.ID, "indicator-slot").get_attribute("data-tile") == "4p"
        assert driver.find_element(By.ID, "win-slot").get_attribute("data-tile") == "3s"
        assert (
            Select(driver.find_element(By.ID, "rules")).first_selected_option.get_attribute("value")
            == "tuidao"
        )
    finally:
        driver.close()
        driver.switch_to.window(driver.window_handles[0])


@pytest.mark.browser
def test_a_fifth_copy_is_refused(driver: WebDriver, url: str, tmp_path: Path) -> None:
    open_page(driver, url)
    five = tile(driver, "5m")
    for left in (3, 2, 1, 0):
        five.click()
        assert five.get_attribute("data-left") == str(left)
    assert not five.is_enabled()
    assert (five.find_element(By.CLASS_NAME, "left").get_attribute("textContent")) == "0"
    five.click()  # disabled: nothing happens
    settled(driver)
    shot(driver, tmp_path, "fifth-copy")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#hand button[data-tile='5m']")) == 4
    assert driver.find_element(By.ID, "notation").get_attribute("value") == "5555m"
    # Typed, a fifth copy is an error, and the hand stays as it was.
    driver.find_element(By.ID, "notation").send_keys("5m")
    settled(driver)
    error = driver.find_element(By.ID, "notation-error")
    assert error.is_displayed() and "5m" in error.text
    assert len(driver.find_elements(By.CSS_SELECTOR, "#hand button[data-tile='5m']")) == 4


@pytest.mark.browser
def test_bad_notation_and_api_errors_are_shown(driver: WebDriver, url: str, tmp_path: Path) -> None:
    open_page(driver, url)
    type_notation(driver, "123m45x")
    error = driver.find_element(By.ID, "notation-error")
    assert error.is_displayed() and '"x" at position 6' in error.text
    type_notation(driver, "18z")
    assert error.is_displayed() and "1-7" in error.text
    # A character beyond the BMP is quoted whole, at its place counted in characters (as
    # hupai counts), not in UTF-16 units. ChromeDriver types no such character: set the box.
    for text, place in (("1m🀇", 2), ("🀄🀄", 0)):
        driver.execute_script(
            "const box = document.getElementById('notation'); box.value = arguments[0];"
            "box.dispatchEvent(new Event('input'));",
            text,
        )
        shown = error.get_attribute("textContent") or ""
        assert f'"{text[place]}" at position {place}:' in shown, shown
    shot(driver, tmp_path, "bad-notation")
    type_notation(driver, "123m456p")
    assert not error.is_displayed()
    # A hand scored, then changed into one that does not win: the library's error, from the
    # API, shown, and the last hand's result no longer.
    type_notation(driver, "123m456p789s1122z")
    pick_slot(driver, "win-slot", "2z")
    settled(driver)
    assert driver.find_element(By.ID, "result").is_displayed() and fan_table(driver)
    type_notation(driver, "123m456p789s1357z")
    driver.find_element(By.ID, "score").click()
    settled(driver)
    assert driver.find_element(By.ID, "error").is_displayed()
    assert "NotWinningError" in error_text(driver)
    assert not driver.find_element(By.ID, "result").is_displayed()


@pytest.mark.browser
def test_a_13_tile_hand_shows_the_librarys_waits_and_shanten(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url)
    add_meld(driver, "pung", "9p", claim=3)
    # Ten standing tiles beside the pung (the waits are the standing tiles'), then thirteen.
    for hand in ("123m456m78s22z", "1369m2588p1239s1z"):
        if hand == "1369m2588p1239s1z":
            driver.find_element(By.CSS_SELECTOR, "#melds button.remove").click()
        type_notation(driver, hand)
        assert driver.find_element(By.ID, "analysis").is_displayed()
        waits = [
            w.get_attribute("data-tile")
            for w in driver.find_elements(By.CSS_SELECTOR, "#waits [data-tile]")
        ]
        useful = {
            u.get_attribute("data-tile"): int(u.get_attribute("data-copies") or "0")
            for u in driver.find_elements(By.CSS_SELECTOR, "#useful .useful")
        }
        assert waits == [hupai.format_tiles([t]) for t in hupai.waits(hand)]
        assert text_of(driver, "shanten") == str(hupai.shanten(hand))
        library = hupai.useful_tiles(hand)
        assert useful == {hupai.format_tiles([t]): n for t, n in library.items()}
    shot(driver, tmp_path, "waits")


@pytest.mark.browser
def test_the_page_fits_a_phone(driver: WebDriver, url: str, tmp_path: Path) -> None:
    state = {
        "rules": "mcr",
        "hand": "456p11z55z",
        "melds": ["[123m,2]", "[7777s]"],
        "win": "5z",
        "flags": ["self_drawn", "kong"],
        "seat": "S",
    }
    metrics = {"width": PHONE, "height": 800, "deviceScaleFactor": 1, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    try:
        # The blank page, a bad link's notice, 推倒胡's eight options, and a scored hand.
        tuidao = {"rules": "tuidao", "options": {"ghost": "flip"}, "indicator": "4p"}
        bad = {"rules": "riichi", "hand": "x" * 200, "options": {"ghost": "y" * 20}}
        links = (share_link(bad), share_link(tuidao), share_link(state))
        for address in (url, *(url + "/" + link for link in links)):
            open_page(driver, address)
            width = driver.execute_script("return document.scrollingElement.scrollWidth")
            assert width <= PHONE, f"{address}: the page is {width} px wide"
        assert fan_table(driver), "the shared hand was not scored"
        # The share link shown, a long unbroken line, wraps too.
        driver.find_element(By.ID, "share").click()
        assert driver.find_element(By.ID, "share-link").is_displayed()
        width = driver.execute_script("return document.scrollingElement.scrollWidth")
        assert width <= PHONE, f"with the share link shown, the page is {width} px wide"
        shot(driver, tmp_path, "phone")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.browser
def test_every_meld_the_page_writes_is_read_by_hupai_meld(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url)
    # Every meld type, from every claim, of every kind it applies to: the page's notation.
    melds = in_page(
        driver,
        """
        const t = await import("/static/tiles.js");
        const out = [];
        for (const type of t.MELD_TYPES) {
          for (let tile = 0; tile < t.KINDS; tile += 1) {
            if (!t.meldFits(type, tile)) continue;
            for (const claim of type === "concealed" ? [0] : [1, 2, 3]) {
              const meld = { type, tile, claim };
              const text = t.meldNotation(meld);
              out.push({ meld, text, tiles: t.meldTiles(meld), back: t.readMeld(text) });
            }
          }
        }
        return out;
        """,
    )
    assert len(melds) == 21 * 3 + 34 * 3 * 3 + 34
    for m in melds:
        meld, text = m["meld"], m["text"]
        read = hupai.meld(text)
        assert list(read.tiles) == m["tiles"], text
        kind = {"chow": "chow", "pung": "pung"}.get(meld["type"], "kong")
        assert read.kind == kind and read.concealed == (meld["type"] == "concealed"), text
        offer = meld["claim"] + 4 if meld["type"] == "added" else meld["claim"]
        assert read.offer == offer, text
        assert m["back"] == meld, text  # and the page reads its own notation back

    # A dragon pung built by clicking scores as the library scores it.
    add_meld(driver, "pung", "6z", claim=2)  # 碰 发 from across
    add_meld(driver, "pung", "7z", claim=1)  # 碰 中 from the left
    click_tiles(driver, ["4p", "5p", "6p", "7s", "8s", "9s", "5z"])
    pick_slot(driver, "win-slot", "5z")
    score_it(driver)
    shot(driver, tmp_path, "dragons")
    score = hupai.score("456p789s5z", win_tile="5z", melds=["[FFF,2]", "[CCC,1]"])
    assert fan_table(driver) == library_table(score)
    assert text_of(driver, "total") == str(score.total)
    # The share link carries the melds as hupai.meld reads them.
    shared = read_link(driver.find_element(By.ID, "share-link").get_attribute("href") or "")
    assert [hupai.meld(m).tiles for m in shared["melds"]] == [(32,) * 3, (33,) * 3]
    # A link of the page before, with 5z-7z in a meld, still opens: 5z-7z as the box reads them.
    old = {"hand": "456p789s5z", "melds": ["[666z,2]", "[777z,1]"], "win": "5z"}
    open_page(driver, url + "/" + share_link(old))
    assert fan_table(driver) == library_table(score)
    assert not driver.find_element(By.ID, "notice").is_displayed()


def encoded(text: str) -> str:
    return "?q=" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


@pytest.mark.browser
def test_a_bad_share_link_says_what_was_wrong_and_what_the_page_did(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    hand = {"hand": "123m456m1112789s", "win": "2s", "flags": ["self_drawn"]}
    cases = [
        # (the ?q= part, what the notice must name: the fault, then what the page did)
        ("?q=!!!", ["not URL-safe base64", "opened blank"]),
        (encoded("{hand: 1m}"), ["not JSON", "opened blank"]),
        (encoded("[1, 2]"), ["wrong type: a list", "opened blank"]),
        (share_link({"hand": 5, "flags": "self_drawn"}), ["hand 5", "no flag is set"]),
        (share_link({"hand": "xyz"}), ['hand "xyz" is not notation', "left empty"]),
        (share_link({"melds": ["[xyz]", "[123m,1]"]}), ['"[xyz]"', "left out"]),
        ("?q=" + "A" * 4001, ["too long (4,001 characters", "opened blank"]),
        (share_link({"rules": "riichi", **hand}), ['"riichi"', "mcr is used"]),
        (
            share_link({"rules": "sichuan", "options": {"cap": 99, "zimo": "fan"}, **hand}),
            ["cap=99", "its default 4 is used"],
        ),
        (share_link({"rules": "mcr", "options": {"ghost": "flip"}}), ['no option "ghost"']),
        (share_link({"rules": "sichuan", "seat": "X", "flowers": 3}), ['"X"', "3 flowers"]),
    ]
    for query, names in cases:
        open_page(driver, url + "/" + query)
        notice = driver.find_element(By.ID, "notice")
        # Still there once the evaluation that follows the link has answered.
        assert notice.is_displayed(), query
        text = notice.text
        for name in names:
            assert name in text, (query, text)
    # A sichuan hand under a link with a refused option: scored, the notice beside it, the
    # option the rule set takes kept.
    open_page(driver, url + "/" + cases[8][0])
    shot(driver, tmp_path, "bad-link")
    assert fan_table(driver) and driver.find_element(By.ID, "notice").is_displayed()
    assert Select(driver.find_element(By.ID, "opt-zimo")).first_selected_option.text == "fan"
    driver.find_element(By.ID, "win-clear").click()  # the next edit clears it
    settled(driver)
    assert not driver.find_element(By.ID, "notice").is_displayed()


#: Winning hands for the situation test, by rule set: (options, standing tiles, melds, winning
#: tile, indicator), with and without melds of each kind, the winning tile in the hand or not.
SITUATION_HANDS: dict[str, list[tuple[dict[str, Any], str, list[str], str, str | None]]] = {
    "mcr": [
        ({}, "123m456p789s11z23s", [], "4s", None),
        ({}, "123m456p789s111z2z", [], "2z", None),
        ({}, "123m456p11z23s", ["[NNNN]"], "4s", None),
        ({}, "789s11z23s", ["[123m,1]", "[555p,2]"], "4s", None),
        ({}, "123m456p11z23s", ["[7777m,3]"], "1s", None),
    ],
    "mcr-2p": [
        ({}, "123m456m78m111z22z", [], "9m", None),
        ({}, "123m456m789m111z2z", [], "2z", None),
        ({}, "123m456m78m22z", ["[NNNN]"], "9m", None),
        ({}, "456m78m22z", ["[123m,2]", "[PPP,2]"], "9m", None),
        ({}, "123m456m78m22z", ["[CCCC,2]"], "6m", None),
    ],
    "hongzhong": [
        ({}, "123m456m789m11p23p", [], "4p", None),
        ({}, "123m456m789m11p77z", [], "2p", None),
        ({}, "123m789m11p23p", ["[5555s]"], "4p", None),
        ({}, "123m11p23p", ["[999p,1]", "[5555m,2]"], "4p", None),
    ],
    "sichuan": [
        ({}, "123m456m789m11p23p", [], "4p", None),
        ({}, "123m789m1234p", ["[5555p]"], "1p", None),
        ({}, "123m789m11p23p", ["[4444m,1]"], "4p", None),
        ({}, "123m11p23p", ["[999p,1]", "[5555m,2]"], "1p", None),
    ],
    "tuidao": [
        ({}, "123m456p789s11z23s", [], "4s", None),
        ({}, "123m456p11z23s", ["[NNNN]"], "4s", None),
        ({}, "789s11z23s", ["[123m,1]", "[555p,2]"], "4s", None),
        ({"ghost": "white"}, "123m456p789s1z555z", [], "5z", None),
        ({"ghost": "white"}, "123m456p1z555z", ["[9999s]"], "5z", None),
        ({"ghost": "white"}, "456p789s1z555z", ["[123m,3]"], "5z", None),
        ({"ghost": "flip"}, "123m456m789s1z555p", [], "5p", "4p"),
        ({"ghost": "flip"}, "123m456m789s11z55p", [], "9s", "4p"),
    ],
    "basic-laizi": [({}, "123m456m789m11p23p", [], "4p", None)],
}
SITUATION_HANDS["mcr-2p-v3"] = SITUATION_HANDS["mcr-2p"]


@pytest.mark.browser
def test_the_situation_flags_the_page_allows_are_accepted_by_the_library(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url)
    # In the page, for each hand: a user's clicks in a random order (about half the flags,
    # ready values and seats, each taken only when the page enables it), then every flag still
    # enabled added in turn; the score bodies the page would send.
    bodies = in_page(
        driver,
        """
        const [hands] = args;
        const rules = {
          ...(await import("/static/rules.js")),
          ...(await import("/static/situation.js")),
          ...(await import("/static/normalize.js")),
        };
        const request = await import("/static/request.js");
        const { blankState } = await import("/static/state.js");
        const tiles = await import("/static/tiles.js");
        let seed = 1;
        const random = () => {
          seed = (seed * 16807) % 2147483647;
          return seed / 2147483647;
        };
        const out = [];
        for (const [name, cases] of Object.entries(hands)) {
          for (const [options, hand, melds, win, indicator] of cases) {
            const reply = await fetch("/api/rules", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ rules: name, options }),
            });
            const desc = await reply.json();
            const start = () => Object.assign(blankState(), {
              rules: name, options, hand: tiles.parseTiles(hand),
              melds: melds.map(tiles.readMeld), win: tiles.parseTiles(win)[0],
              indicator: indicator === null ? null : tiles.parseTiles(indicator)[0],
            });
            const actions = [
              ...rules.flagKeys(desc).map((k) => ["flag", k]),
              ...(rules.reads(desc, "ready") ? [["ready", "declared"], ["ready", "heavenly"]] : []),
              ...(rules.reads(desc, "seat_wind") ? desc.seats.map((w) => ["seat", w]) : []),
            ];
            for (let run = 0; run < 40; run += 1) {
              const state = start();
              rules.normalize(state, desc);
              const some = actions.filter(() => random() < 0.5);
              const order = some.map((a) => [random(), a]).sort((x, y) => x[0] - y[0]);
              for (const [, [what, value]] of order) {
                if (what === "flag" && rules.flagApplies(value, state, desc)) {
                  state.flags[value] = true;
                } else if (what === "ready" && rules.readyApplies(value, state, desc)) {
                  state.ready = value;
                } else if (what === "seat") {
                  state.seat = value;
                }
                rules.normalize(state, desc);
              }
              out.push([name, request.scoreBody(state, desc)]);
              for (const key of rules.flagKeys(desc)) {
                if (state.flags[key] || !rules.flagApplies(key, state, desc)) continue;
                const more = { ...state, flags: { ...state.flags, [key]: true } };
                rules.normalize(more, desc);
                out.push([name, request.scoreBody(more, desc)]);
              }
            }
          }
        }
        return out;
        """,
        SITUATION_HANDS,
    )
    seen = set()
    flags_seen: dict[str, set[str]] = {}
    for name, body in bodies:
        key = json.dumps(body, sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        rules = BY_NAME[name].with_options(**body["options"])
        situation = body["situation"]
        flags_seen.setdefault(name, set()).update(k for k, v in situation.items() if v is True)
        try:
            hupai.score(body["hand"], win_tile=body["win_tile"], melds=body["melds"] or None,
                        rules=rules, **situation)  # fmt: skip
        except hupai.HupaiError as err:
            pytest.fail(f"{name} {body}: the page allows it, the library says {err!r}")
    # Every flag each rule set reads came up.
    assert flags_seen["tuidao"] >= {"heavenly_hand", "four_ghosts", "kong", "last_tile"}
    assert flags_seen["mcr-2p-v3"] >= {"heavenly_hand", "earthly_hand", "human_hand", "last_copy"}
    assert flags_seen["sichuan"] >= {"kong", "kong_discard", "last_tile"}

    # On the page: of two flags that cannot go together the first given stays, the other is
    # disabled, and so are the ready values the flags rule out.
    hand = {"rules": "mcr-2p-v3", "hand": "123m456m78m111z22z", "win": "9m", "seat": "E"}
    for flags in (["heavenly_hand", "last_tile"], ["last_tile", "heavenly_hand"]):
        link = {**hand, "flags": ["self_drawn", *flags], "ready": "declared"}
        open_page(driver, url + "/" + share_link(link))
        kept, other = flags
        assert driver.find_element(By.ID, f"flag-{kept}").is_selected()
        assert not driver.find_element(By.ID, f"flag-{other}").is_enabled()
        ready = Select(driver.find_element(By.ID, "ready"))
        on = {o.get_attribute("value"): o.is_enabled() for o in ready.options}
        if kept == "heavenly_hand":
            assert on == {"null": True, '"declared"': False, '"heavenly"': False}
            assert ready.first_selected_option.get_attribute("value") == "null"
            for flag in ("kong", "last_copy"):
                assert not driver.find_element(By.ID, f"flag-{flag}").is_enabled(), flag
            assert "ready declared" in driver.find_element(By.ID, "notice").text
        notice = driver.find_element(By.ID, "notice").text
        assert "天胡" in notice if other == "heavenly_hand" else "海底" in notice
        score_it(driver)
        shot(driver, tmp_path, f"first-{kept}")


def shown_analysis(driver: WebDriver) -> tuple[list[str], dict[str, int]]:
    """The waits and the useful tiles with their copies, as the page shows them."""
    waits = [
        str(w.get_attribute("data-tile"))
        for w in driver.find_elements(By.CSS_SELECTOR, "#waits [data-tile]")
    ]
    useful = {
        str(u.get_attribute("data-tile")): int(u.get_attribute("data-copies") or "0")
        for u in driver.find_elements(By.CSS_SELECTOR, "#useful .useful")
    }
    return waits, useful


@pytest.mark.browser
def test_waits_and_useful_tiles_count_ones_melds_and_the_indicator(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    flip = BY_NAME["tuidao"].with_options(ghost="flip")
    cases = [
        # (the link, the library's call: hand, melds' and indicator's tiles, keywords). A kong
        # of the wait leaves no wait, a pung one copy; a pung of 白 holds three of its tanki.
        ({"hand": "46m123p456p11z", "melds": ["[5555m,1]"]}, "46m123p456p11z", "5555m", {}),
        ({"hand": "46m123p456p11z", "melds": ["[555m,1]"]}, "46m123p456p11z", "555m", {}),
        ({"hand": "123m456m789p5z", "melds": ["[PPP,2]"]}, "123m456m789p5z", "555z", {}),
        (
            {
                "rules": "tuidao",
                "options": {"ghost": "flip"},
                "indicator": "4p",
                "hand": "123m456m789s11z23p",
            },  # fmt: skip
            "123m456m789s11z23p",
            "4p",
            {"rules": flip, "indicator": "4p"},
        ),
    ]
    for link, hand, visible, keywords in cases:
        open_page(driver, url + "/" + share_link(link))
        assert driver.find_element(By.ID, "analysis").is_displayed(), link
        waits, useful = shown_analysis(driver)
        library = hupai.useful_tiles(hand, visible=visible, **keywords)
        assert waits == [
            hupai.format_tiles([t]) for t in hupai.waits(hand, visible=visible, **keywords)
        ]
        assert useful == {hupai.format_tiles([t]): n for t, n in library.items()}, link
        # The copies counted are the palette's copies left.
        for name, copies in useful.items():
            assert tile(driver, name).get_attribute("data-left") == str(copies), (link, name)
    shot(driver, tmp_path, "waits-visible")


@pytest.mark.browser
def test_what_was_left_out_is_said_once_and_counted_right(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url + "/" + share_link({"hand": "1z"}))
    assert text_of(driver, "status").startswith("1 tile: ")
    choose(driver, "rules", "sichuan")  # 四川 has no 1z
    message = text_of(driver, "message")
    assert "Left out" in message and "1 tile, 1z (SICHUAN has no such tile)." in message
    shot(driver, tmp_path, "left-out")
    choose(driver, "opt-cap", 3)  # a change that leaves nothing out: the message goes
    assert text_of(driver, "message") == ""
    # The other counts the page writes.
    texts = in_page(
        driver,
        """
        const { readNotation } = await import("/static/edit.js");
        const { normalize } = await import("/static/normalize.js");
        const { blankState } = await import("/static/state.js");
        const desc = await (await fetch("/api/rules", {
          method: "POST", headers: { "content-type": "application/json" }, body: "{}",
        })).json();
        const pungs = [0, 9, 18, 27].map((tile) => ({ type: "pung", tile, claim: 1 }));
        const none = { ...desc, tiles: desc.tiles.map(() => 0) };
        return [
          readNotation("2m", { ...blankState(), melds: pungs, jokers: 1 }, desc).error,
          readNotation("1p", blankState(), none).error,
          normalize({ ...blankState(), hand: [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4] }, desc),
          normalize({ ...blankState(), jokers: 1, flowers: 1 }, { ...desc, situations: [] }),
        ].flat().join("; ");
        """,
    )
    assert not re.search(r"\b1 (tiles|copies|jokers|flowers)\b", texts), texts
    for said in (
        "1 tile: the hand holds 0",
        "1 copy of 1p",
        "1 tile beyond 13",
        "1 joker",
        "1 flower",
    ):
        assert said in texts, texts


def api_calls(driver: WebDriver) -> list[str]:
    """The API paths the page has called since it opened."""
    names = driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)"
    )
    return [re.sub(r"^.*?/api/", "", n) for n in names if "/api/" in n]


@pytest.mark.browser
def test_a_flipped_ghost_with_no_indicator_asks_for_it(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    link = {"rules": "tuidao", "options": {"ghost": "flip"}, "hand": "123m456m789s11z23p"}
    for win in ("4p", None):  # a hand to score, then one to analyse
        open_page(driver, url + "/" + share_link({**link, "win": win}))
        status = text_of(driver, "status")
        assert "翻鬼" in status and "indicator" in status, status
        assert not driver.find_element(By.ID, "error").is_displayed(), error_text(driver)
        assert not {"score", "waits", "shanten"} & set(api_calls(driver))
    shot(driver, tmp_path, "no-indicator")
    pick_slot(driver, "indicator-slot", "4p")  # picked: the waits are asked for
    settled(driver)
    assert driver.find_element(By.ID, "analysis").is_displayed()


@pytest.mark.browser
def test_a_server_that_does_not_answer_is_said_so(driver: WebDriver, url: str) -> None:
    for link in ({"hand": "123m456p789s1122z"}, {"hand": "123m456p789s1122z", "win": "1z"}):
        open_page(driver, url + "/" + share_link(link))
        driver.execute_script(
            "window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));"
        )
        driver.find_element(By.ID, "score").click()
        settled(driver)
        shown = text_of(driver, "output")
        assert "the server did not answer" in error_text(driver), shown
        assert "refused" not in shown, shown


@pytest.mark.browser
def test_the_seat_liable_for_a_kong_bloom_pays_for_all(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    rules = BY_NAME["tuidao"].with_options(kong_bloom_pays_all=True)
    hand = {"hand": "123p456p789s1z", "melds": ["[5555m,1]"], "win": "1z"}
    link = {
        "rules": "tuidao",
        "options": {"kong_bloom_pays_all": True},
        **hand,
        "flags": ["self_drawn", "kong"],
        "settle": {"winner": 1, "liable": 3},
    }
    open_page(driver, url + "/" + share_link(link))
    bloom = hupai.score(
        hand["hand"], win_tile="1z", melds=hand["melds"], rules=rules, self_drawn=True, kong=True
    )
    assert settlement(driver) == hupai.settle(bloom, winner=1, liable=3)
    choose(driver, "liable", 2)  # another seat liable: it pays, and the link carries it
    shot(driver, tmp_path, "liable")
    assert settlement(driver) == hupai.settle(bloom, winner=1, liable=2)
    assert read_link(driver.current_url)["settle"]["liable"] == 2
    liable = Select(driver.find_element(By.ID, "liable"))
    assert not [o for o in liable.options if o.get_attribute("value") == "1"][0].is_enabled()
    # No kong bloom (kong unticked): no liable seat, shown or sent.
    driver.find_element(By.ID, "flag-kong").click()
    settled(driver)
    assert not driver.find_element(By.ID, "liable").is_displayed()
    drawn = hupai.score(
        hand["hand"], win_tile="1z", melds=hand["melds"], rules=rules, self_drawn=True
    )
    assert settlement(driver) == hupai.settle(drawn, winner=1)
    # Where the rule set has no 杠爆全包, no liable control at all.
    driver.find_element(By.ID, "opt-kong_bloom_pays_all").click()
    settled(driver)
    assert not driver.find_elements(By.ID, "liable")


def type_number(driver: WebDriver, element_id: str, text: str) -> Any:
    """Types ``text`` into the number box and presses Enter (the focus stays in it)."""
    box = driver.find_element(By.ID, element_id)
    box.clear()
    box.send_keys(text + Keys.ENTER)
    settled(driver)
    return box


@pytest.mark.browser
def test_a_number_box_shows_the_value_used_or_is_marked_invalid(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    hand = {"hand": "123m456m789m11p23p", "win": "4p", "flags": ["self_drawn"]}
    cases = [
        # (rule set, options, the box, bad texts, a good text, the link's value at the good one)
        ("mcr", {}, "flowers", ["9", "-3", "2.5", "1e1", ""], "3", lambda q: q["flowers"]),
        ("mcr", {}, "base", ["0", "2.5", "-1"], "5", lambda q: q["settle"]["base"]),
        ("hongzhong", {}, "bird-hits", ["9", "1.5"], "1", lambda q: q["settle"]["birds"]),
        ("tuidao", {}, "horse-hits", ["9", "0.5"], "2", lambda q: q["settle"]["horses"]),
        ("basic-laizi", {}, "jokers", ["5", "1e1"], "1", lambda q: q["jokers"]),
        ("mcr-2p", {}, "opt-min_points", ["-1", "1.5", "70000"], "12",
         lambda q: q["options"]["min_points"]),
    ]  # fmt: skip
    for rules, options, box_id, bad, good, used in cases:
        two = {"hand": "123m456m789m11z22z", "win": "2z"} if rules == "mcr-2p" else hand
        open_page(driver, url + "/" + share_link({"rules": rules, "options": options, **two}))
        if box_id == "jokers":  # a joker in place of a hand tile: 13 still
            type_notation(driver, "123m456m789m1p23p")
        for text in bad:
            box = type_number(driver, box_id, text)
            assert box.get_attribute("value") == text, (box_id, text)
            assert box.get_attribute("aria-invalid") == "true", (box_id, text)
            error = driver.find_element(By.ID, f"{box_id}-error")
            assert error.is_displayed() and "whole number" in error.text, (box_id, error.text)
            # Not scored with another value: no result, the status says why.
            assert not driver.find_element(By.ID, "result").is_displayed(), (box_id, text)
            assert "not scored" in text_of(driver, "status").lower(), (box_id, text)
        box = type_number(driver, box_id, good)
        assert driver.switch_to.active_element == box, box_id  # the focus stays
        assert box.get_attribute("aria-invalid") != "true", box_id
        assert not driver.find_element(By.ID, f"{box_id}-error").is_displayed(), box_id
        assert box.get_attribute("value") == good, box_id
        assert used(read_link(driver.current_url)) == int(good), box_id
        assert driver.find_element(By.ID, "result").is_displayed(), box_id
    shot(driver, tmp_path, "numbers")
    assert console_errors(driver) == []


@pytest.mark.browser
def test_a_share_link_naming_prototype_keys_has_each_named(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    keys = ["constructor", "toString", "__proto__", "hasOwnProperty"]
    link = {
        "hand": "123m456m789m11p23p",
        "win": "4p",
        "flags": [*keys, "self_drawn"],
        "options": dict.fromkeys(keys, 1),
        "settle": {**dict.fromkeys(keys, 1), "base": 2},
    }
    open_page(driver, url + "/" + share_link(link))
    text = driver.find_element(By.ID, "notice").text
    for key in keys:
        assert f"the flag {key}" in text, (key, text)
        assert f'settle holds the unknown key "{key}"' in text, (key, text)
        assert f'no option "{key}"' in text, (key, text)
    assert "function" not in text, text
    shot(driver, tmp_path, "prototype-keys")
    # The rest is read: self-drawn, the base, the hand scored.
    carried = read_link(driver.current_url)
    assert carried["flags"] == ["self_drawn"] and carried["settle"]["base"] == 2
    assert carried["options"] == {}
    assert fan_table(driver)
    assert console_errors(driver) == []


@pytest.mark.browser
def test_what_is_left_out_names_the_tile_or_meld_and_why(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    # The reviewer's link: two-player MCR has no 筒.
    link = {"rules": "mcr-2p", "hand": "123p456m789m11z22z", "win": "2z"}
    open_page(driver, url + "/" + share_link(link))
    text = driver.find_element(By.ID, "notice").text
    assert "123p" in text and "MCR_2P has no" in text, text
    shot(driver, tmp_path, "left-out-named")
    said = in_page(
        driver,
        """
        const { normalize } = await import("/static/normalize.js");
        const { blankState } = await import("/static/state.js");
        const { readMeld } = await import("/static/tiles.js");
        const describe = async (rules) => (await fetch("/api/rules", {
          method: "POST", headers: { "content-type": "application/json" },
          body: JSON.stringify({ rules }),
        })).json();
        const given = (rules, input) => ({ ...blankState(), rules, ...input,
          melds: (input.melds || []).map(readMeld) });
        const cases = [
          ["mcr", { hand: [0, 0, 0, 0, 0] }],  // a fifth 1m
          ["mcr", { melds: ["[1111m]"], hand: [0] }],  // a fifth 1m beside a kong
          ["mcr", { melds: ["[1111m]", "[111m,1]"] }],  // a meld beyond the copies
          ["mcr", { melds: ["[1111m]"], win: 0 }],  // the winning tile a fifth copy
          ["mcr-2p", { melds: ["[123p,1]"], win: 9 }],  // no 筒 in two-player MCR
          ["hongzhong", { melds: ["[CCC,1]"] }],  // a wildcard kind in a meld
          ["sichuan", { melds: ["[123m,2]"] }],  // no chow under 四川
        ];
        const out = [];
        for (const [rules, input] of cases) {
          out.push(normalize(given(rules, input), await describe(rules)).join("; "));
        }
        return out;
        """,
    )
    expected = [
        ["1m", "the set's 4"],
        ["1m", "the set's 4"],
        ["[111m,1]", "1m", "the set's 4"],
        ["winning tile 1m", "the set's 4"],
        ["[123p,1]", "MCR_2P has no 1p", "winning tile 1p"],
        ["[CCC,1]", "wildcard"],
        ["[123m,2]", "SICHUAN", "chow"],
    ]
    for text, names in zip(said, expected, strict=True):
        for name in names:
            assert name in text, (name, text)
        assert not re.search(r"\bmeld (chow|pung|kong|concealed|added)\b", text), text


@pytest.mark.browser
def test_the_keyboard_focus_stays_on_a_sensible_control(
    driver: WebDriver, url: str, tmp_path: Path
) -> None:
    open_page(driver, url + "/" + share_link({"hand": "9s", "melds": ["[111p,1]", "[222p,1]"]}))

    def enter() -> Any:
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        settled(driver)
        return driver.switch_to.active_element

    def hand_buttons() -> list[Any]:
        return driver.find_elements(By.CSS_SELECTOR, "#hand button.tile")

    # A palette tile used up: the focus goes to the next one that can still be clicked.
    driver.execute_script("arguments[0].focus()", tile(driver, "1m"))
    for _ in range(3):
        assert enter() == tile(driver, "1m")
    assert enter() == tile(driver, "2m") and not tile(driver, "1m").is_enabled()
    # A hand tile removed: the one now at its place, else the last, else the notation box.
    driver.execute_script("arguments[0].focus()", hand_buttons()[1])  # 1m 1m 1m 1m 9s
    for _ in range(3):  # 1m 1m 1m 9s, 1m 1m 9s, 1m 9s: the tile now second
        assert enter() == hand_buttons()[1]
    assert enter() == hand_buttons()[0]  # 1m: none second, the last
    assert enter() == driver.find_element(By.ID, "notation")
    # A meld removed likewise: the remove button now at its place, else adding a meld.
    removes = "#melds button.remove"
    driver.execute_script("arguments[0].focus()", driver.find_element(By.CSS_SELECTOR, removes))
    assert enter() == driver.find_element(By.CSS_SELECTOR, removes)
    assert enter() == driver.find_element(By.ID, "meld-add")
    shot(driver, tmp_path, "focus")
