"""The portal in a real browser: Debian's chromium driven by Selenium at a phone's size.

Find a table by name, report from both players' phones, see the desk's accepted result
and the next round appear by themselves; every read-only page without JavaScript.
``JUEZ_PORTAL_SCREENSHOTS=1`` also saves the phone pages to docs/screenshots/portal-*.png.
(``scripts/system_deps.sh --chromium`` installs chromium and chromium-driver.)
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from judge_app.portal.server import PortalServer
from judge_app.storage.certificates import explain_round
from tests.portal.conftest import portal_event

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
NAMES = ["Ana Pérez", "Bruno Díaz", "Carmen Ñúñez", "<b>Dani</b>", "Elena Ruiz", "Fer Gómez",
         "Gabi Sol", "Héctor Luna"]

pytestmark = pytest.mark.skipif(not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)),
                                reason="chromium and chromium-driver are not installed "
                                       "(scripts/system_deps.sh --chromium)")


def _browser(javascript: bool = True) -> webdriver.Chrome:
    profile = tempfile.mkdtemp(prefix="juez-chromium-")
    atexit.register(shutil.rmtree, profile, ignore_errors=True)  # after the browser quit
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--window-size=390,844",
                 "--lang=es", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    prefs: dict[str, object] = {"intl.accept_languages": "es-ES,es"}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    driver.set_window_size(390, 844)
    return driver


@pytest.fixture
def phone() -> Iterator[webdriver.Chrome]:
    driver = _browser()
    yield driver
    driver.quit()


def _wait(driver: webdriver.Chrome, check: Callable[[webdriver.Chrome], bool]) -> None:
    """Wait up to 10 s for ``check``; a page reloading under it (the portal's own update)
    is waited out, not a failure."""
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(check)


def _settled(url: str, event: dict[str, object]) -> None:
    """Wait until the portal has read the desk's last change (it reads every 0.5 s)."""
    deadline = time.monotonic() + 10
    while httpx.get(url + "api/v1/event").json() != event:
        assert time.monotonic() < deadline, event
        time.sleep(0.05)


def _shot(driver: webdriver.Chrome, name: str, tmp: Path) -> None:
    # the whole page, at the phone's width
    height = driver.execute_script("return document.documentElement.scrollHeight") \
        if driver.execute_script("return 1") == 1 else 844
    driver.set_window_size(390, max(844, int(height)))
    path = tmp / f"portal-{name}.png"
    driver.save_screenshot(str(path))
    driver.set_window_size(390, 844)
    if os.environ.get("JUEZ_PORTAL_SCREENSHOTS"):
        shutil.copy(path, SHOTS / path.name)


def _report(driver: webdriver.Chrome, url: str, player: str, code: str, score: str,
            drop: bool = False) -> str:
    driver.get(f"{url}player/{player}")
    form = driver.find_element(By.CSS_SELECTOR, "form.report")
    form.find_element(By.CSS_SELECTOR, f"input[name=result][value='{score}']").click()
    if drop:
        form.find_element(By.ID, "drop").click()
    form.find_element(By.ID, "code-r").send_keys(code.lower())
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    # the answer is a new page: wait for it (a busy machine takes a moment to load it)
    _wait(driver, lambda d: bool(d.find_elements(By.CSS_SELECTOR, ".message")))
    return str(driver.find_element(By.CSS_SELECTOR, ".message").text)


def test_find_report_from_both_phones_and_see_the_desk(phone: webdriver.Chrome,
                                                       sqlite_url: str, tmp_path: Path) -> None:
    svc, ev, codes = portal_event(sqlite_url, 8, names=NAMES)
    svc.clock_start(ev, 50)
    ana = next(p.id for p in svc.players(ev) if p.name == "Ana Pérez")
    m = next(m for m in svc.matches(ev) if ana in (m.p1, m.p2))
    assert m.p2 is not None
    svc.add_extension(ev, m.table, 4, "judge_call")
    server = PortalServer.start(svc.url, ev, "127.0.0.1", 0)
    try:
        url = server.url
        phone.get(url)
        assert phone.find_element(By.TAG_NAME, "html").get_attribute("lang") == "es"
        box = phone.find_element(By.ID, "name")
        box.send_keys("ANA PEREZ")  # case and accents do not matter
        box.submit()
        card = phone.find_element(By.CSS_SELECTOR, ".cards a")
        assert f"Mesa {m.table}" in card.text and "Ana Pérez" in card.text
        _shot(phone, "find", tmp_path)
        card.click()
        _wait(phone,  # the clock ticks with the table's 4 minutes
              lambda d: d.find_element(By.CSS_SELECTOR, "[data-clock]").text.startswith("5"))
        assert "+4 min de extensión" in phone.page_source
        _shot(phone, "match", tmp_path)
        # both players report from their phones (the first player's view: 2-1)
        assert "Falta el informe de tu rival" in _report(phone, url, m.p1, codes[m.p1], "2-1")
        assert "coinciden" in _report(phone, url, m.p2, codes[m.p2], "2-1")
        assert svc.reports(ev)[0].status == "agreed"
        # the pairings page is open when the desk accepts: the result appears by itself
        phone.get(url + "pairings")
        row = f"//tbody/tr[th='{m.table}']/td[last()]"
        assert phone.find_element(By.XPATH, row).text == "—"
        svc.accept(ev, m.table)
        _wait(phone, lambda d: d.find_element(By.XPATH, row).text == "2-1")
        _shot(phone, "pairings", tmp_path)
        # the next round, published, appears by itself too (a draft never does)
        for other in svc.matches(ev, 1):
            if other.table != m.table:
                svc.record_result(ev, other.table, "2-0")
        svc.pair_next_round(ev)
        _settled(url, {"id": ev, "name": "Regional", "game": "kodem", "round": 1,
                       "published": False})
        phone.get(url + "names")
        assert "Ronda 1" in phone.find_element(By.TAG_NAME, "caption").text
        svc.publish_round(ev)
        _wait(phone, lambda d: "Ronda 2" in d.find_element(By.TAG_NAME, "caption").text)
        phone.get(url + "standings")
        assert "Clasificación tras la ronda 1" in phone.page_source
        _shot(phone, "standings", tmp_path)
        # why these two: from Ana's page of round 2, the words of `round show --why`
        phone.get(f"{url}player/{ana}")
        phone.find_element(By.LINK_TEXT, "¿Por qué esta pareja?").click()
        _wait(phone, lambda d: bool(d.find_elements(By.CSS_SELECTOR, "p.reason")))
        seated = next(x.table for x in svc.matches(ev, 2) if ana in (x.p1, x.p2))
        expected = next(r.es for r in explain_round(svc, ev, 2) if r.table == seated)
        assert phone.find_element(By.CSS_SELECTOR, "p.reason").text == expected
        assert "puntos" in expected
        width = phone.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, width
        _shot(phone, "why", tmp_path)
        phone.get(url + "?lang=en")
        assert phone.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
        assert "Find my table" in phone.page_source
    finally:
        server.stop()


def test_every_read_only_page_without_javascript(sqlite_url: str, tmp_path: Path) -> None:
    svc, ev, codes = portal_event(sqlite_url, 8, names=NAMES)
    svc.clock_start(ev, 50)
    server = PortalServer.start(svc.url, ev, "127.0.0.1", 0)
    driver = _browser(javascript=False)
    try:
        url = server.url
        driver.get(url + "find?name=dani")
        assert "<b>Dani</b>" in driver.find_element(By.CSS_SELECTOR, ".cards").text
        driver.find_element(By.CSS_SELECTOR, ".cards a").click()
        page = driver.find_element(By.TAG_NAME, "main").text
        assert "La ronda termina a las" in page  # the clock as text, no script
        assert not driver.find_element(By.CSS_SELECTOR, "[data-clock]").text
        for path, seen in (("pairings", "Ronda 1"), ("names", "Ana Pérez"),
                           ("standings", "Aún no hay rondas terminadas")):
            driver.get(url + path)
            assert seen in driver.find_element(By.TAG_NAME, "main").text, path
        # the form works without JavaScript too
        m = svc.matches(ev)[0]
        message = _report(driver, url, m.p1, codes[m.p1], "0-2", drop=True)
        assert "Falta el informe de tu rival" in message
        (report,) = svc.reports(ev)
        assert report.claims[0].drop and report.claims[0].result == "0-2"
        _shot(driver, "nojs", tmp_path)
    finally:
        driver.quit()
        server.stop()


#: Every word of every table cell on one line (a word split over two lines has client
#: rectangles at two heights), and the page's own width.
_BROKEN_WORDS = """
const broken = [];
for (const cell of document.querySelectorAll('td, th')) {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  let node;
  while ((node = walker.nextNode())) {
    const words = /\\S+/g;
    let m;
    while ((m = words.exec(node.data))) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (tops.size > 1) broken.push(m[0]);
    }
  }
}
return [broken, document.documentElement.scrollWidth];
"""


def test_names_wrap_between_words_never_inside_one(phone: webdriver.Chrome, sqlite_url: str,
                                                   tmp_path: Path) -> None:
    """At 390 px the pairings broke "Carme/n" in the middle: names wrap between words only
    (never hyphenated); a single word longer than the phone scrolls its table, never the
    page."""
    names = ["Carmen Villaseñor", "Maximiliano Fitzgerald", "Guadalupe Hernández",
             "Ana Pérez", "Bartolomé Echeverría", "Fernanda Gutiérrez",
             "Xóchitl Cuauhtémoc", "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissen"]
    svc, ev, _codes = portal_event(sqlite_url, 8, names=names)
    for m in svc.matches(ev, 1):
        svc.record_result(ev, m.table, "2-1")
    svc.pair_next_round(ev)
    svc.publish_round(ev)
    server = PortalServer.start(svc.url, ev, "127.0.0.1", 0)
    try:
        for path in ("pairings", "names", "standings"):
            phone.get(server.url + path)
            _wait(phone, lambda d: bool(d.find_elements(By.TAG_NAME, "tbody")))
            broken, width = phone.execute_script(_BROKEN_WORDS)
            assert broken == [], (path, broken)
            assert width <= 390, (path, width)  # the page never scrolls sideways
            _shot(phone, f"wrap-{path}", tmp_path)
        wide = phone.find_element(By.CSS_SELECTOR, ".wide")
        assert phone.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth",
                                    wide)  # the long word: its table scrolls
    finally:
        server.stop()
