"""China's warnings from CMA's list (nmc.cn findAlarm), as a user in Yan'an meets them: the signals of
the offices whose area holds the place (its district's, Baota, and its city's, Yan'an) and no other
office's of the province, the place's names asked of Nominatim in Chinese once; without those names
the place cannot be placed, and its warnings read as unknown, never as another county's."""

import json

from conftest import wait_loaded

CONFIG = "request_timeout = 4\n"
CMA = "/rest/findAlarm"
REVERSE = "/reverse"
FOG = "大雾黄色预警信号"


def header(text):
    return "\n".join(text.splitlines()[:6])


def test_yanan_gets_its_districts_and_its_citys_signals_and_no_neighbours(launcher, server):
    report = json.loads(launcher.run("--json", "--location", "Yan'an", config=CONFIG).stdout)
    assert (report["warnings_status"], report["warnings_source"]) == ("in_force", "CMA")
    assert [(w["event"], w["severity"]) for w in report["warnings"]] == [(FOG, "moderate"), (FOG, "moderate")]
    headlines = [w["headline"] for w in report["warnings"]]
    assert headlines == ["陕西省延安市宝塔区气象台发布大雾黄色预警信号", "陕西省延安市气象台发布大雾黄色预警信号"], headlines
    # Ansai (the same city, another district), Lantian (the same province, another city), Hainan's
    # province office and Sichuan's county: none of them, not even as "area unclear".
    text = json.dumps(report, ensure_ascii=False)
    assert "安塞区" not in text and "蓝田县" not in text and "海南省" not in text and "平昌县" not in text, text
    requests = server.requests(REVERSE)
    assert len(requests) == 1 and "accept-language=zh" in requests[0]["query"], requests
    assert server.count(CMA) == 1


def test_the_banner_shows_the_districts_signal(launcher, server):
    app = launcher.spawn("--location", "Yan'an", config=CONFIG, cols=100, rows=30)
    wait_loaded(app)
    text = app.wait_for(lambda t: "⚠ " + FOG in header(t) and t, timeout=10, message="CMA's banner")
    assert "CMA" in header(text), header(text)
    assert "安塞区" not in text and "蓝田县" not in text, text
    assert app.quit() == 0


def test_without_its_names_in_chinese_the_place_is_unknown_not_guessed(launcher, server):
    server.control(mode="http_500", paths=[REVERSE])
    report = json.loads(launcher.run("--json", "--location", "Yan'an", config=CONFIG).stdout)
    assert (report["warnings_status"], report["warnings"]) == ("unknown", []), report["warnings_status"]
    assert server.count(CMA) == 1
