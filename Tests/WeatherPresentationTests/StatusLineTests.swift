import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

@Suite struct StatusLineTests {
    private func line(
        _ template: String, report: WeatherReport = SampleReport.seoul, units: DisplayUnits = .metric,
        language: Language = .english, icons: IconMode = .unicode, now: Date = SampleReport.now, isStale: Bool = false
    ) throws -> String {
        let glyphs = Glyphs(icons)
        return StatusLine(
            report: report, template: try StatusLineTemplate(parsing: template, glyphs: glyphs), units: units,
            language: language, glyphs: glyphs, now: now, isStale: isStale
        ).text
    }

    @Test func everyCodeHasItsValue() throws {
        var report = SampleReport.seoul
        report.current.uvIndex = 2.4
        let values = try Dictionary(uniqueKeysWithValues: StatusLineTemplate.Code.allCases.map { code in
            (code.rawValue, try line("%\(code.rawValue)", report: report))
        })
        #expect(values["c"] == "≡")
        #expect(values["C"] == "fog")
        #expect(values["x"] == "==")
        #expect(values["h"] == "95%")
        #expect(values["t"] == "6°C")
        #expect(values["f"] == "4°C")
        #expect(values["w"] == "↗2.2 m/s")
        #expect(values["l"] == "Seoul, KR")
        #expect(values["m"] == "🌑")
        #expect(values["M"] == "1")
        #expect(values["p"] == "0.0 mm")
        #expect(values["o"] == "7%", "the chance of the 06:00 step, which holds 08:40")
        #expect(values["P"] == "1018 hPa")
        #expect(values["u"] == "2")
        #expect(values["D"] == "06:50")
        #expect(values["S"] == "07:21", "the service's own sunrise")
        #expect(values["z"] == "12:18")
        #expect(values["s"] == "17:16")
        #expect(values["d"] == "17:45")
        #expect(values["T"] == "08:40")
        #expect(values["Z"] == "Asia/Seoul")
        #expect(values["H"] == "10°C")
        #expect(values["L"] == "3°C")
        #expect(values["R"] == "No rain expected in the next 24 h")
        #expect(values["A"] == "")
        #expect(values["W"] == "", "no warning in force")
        #expect(values["N"] == "", "no normal known")
        #expect(values["E"] == "" && values["e"] == "", "no ensemble")
        #expect(values.values.allSatisfy { !$0.contains("\n") })
    }

    /// Today's likely high and share of wet members from the ensemble, in the user's units and glyphs.
    @Test func theEnsembleCodesAreTodaysLikelyHighAndWetMembers() throws {
        var report = SampleReport.seoul
        report.ensemble = SampleReport.ensemble()
        #expect(try line("%E %e", report: report) == "9–10° 10%")
        let imperial = try line("%E", report: report, units: .imperial)
        #expect(imperial == "48–50°")
        #expect(try line("%E", report: report, icons: .ascii) == "9-10C")
    }

    @Test func withoutTheServicesSunTimesTheyAreComputed() throws {
        var report = SampleReport.seoul
        report.current.sunrise = nil
        report.current.sunset = Date(timeIntervalSince1970: 1_763_768_400 - 86_400)  // yesterday's: not used
        let sun = try line("%S %s", report: report)
        #expect(sun == "07:18 17:17")
    }

    @Test func literalTextAndPercentSignsStay() throws {
        let text = try line("%l: %t (%h wet) 100%%")
        #expect(text == "Seoul, KR: 6°C (95% wet) 100%")
        let pasted = try line("%l:+%c+%t")
        #expect(pasted == "Seoul, KR: ≡ 6°C", "wttr.in's + for a space")
        #expect(try line("") == "")
        #expect(try line("no codes") == "no codes")
    }

    @Test func presetsAreWttrInsFour() throws {
        #expect(try line("1") == "≡ 6°C")
        #expect(try line("2") == "≡ 🌡️6°C 🌬️↗2.2 m/s")
        #expect(try line("3") == "Seoul, KR: ≡ 6°C")
        #expect(try line("4") == "Seoul, KR: ≡ 🌡️6°C 🌬️↗2.2 m/s")
        let ascii = try line("2", icons: .ascii)
        #expect(ascii == "== 6C SW 2.2 m/s")
        #expect(try line("5") == "5")
    }

    @Test func unknownCodesAndALonePercentAreErrorsThatNameThem() {
        #expect(throws: StatusLineTemplate.ParseError.unknownCode("q")) { try StatusLineTemplate(parsing: "%t %q", glyphs: .unicode) }
        #expect(throws: StatusLineTemplate.ParseError.trailingPercent) { try StatusLineTemplate(parsing: "%t %", glyphs: .unicode) }
        #expect(Strings(language: .english).templateError(.unknownCode("q")).contains("'%q'"))
    }

    @Test func missingValuesPrintAsNothing() throws {
        var report = SampleReport.seoul
        report.current.feelsLike = nil
        report.current.humidity = nil
        report.current.windSpeed = nil
        report.current.pressure = nil
        report.current.precipitation = nil
        report.current.uvIndex = nil
        report.current.todayHigh = nil
        report.current.todayLow = nil
        report.timeZone.identifier = nil
        #expect(try line("[%f][%h][%w][%P][%p][%u][%H][%L]", report: report) == "[][][][][][][][]")
        #expect(try line("%Z", report: report) == "UTC+09:00")
    }

    @Test func unitsLanguageAndIconsFollowTheSettings() throws {
        #expect(try line("%t %f", units: .imperial) == "42°F 39°F")
        let korean = try line("%C %m", language: .korean)
        #expect(korean == "안개 🌑")
        let ascii = try line("%c %t %m", icons: .ascii)
        #expect(ascii == "== 6C new moon")
        let nerd = try line("%c %m", icons: .nerd)
        #expect(nerd == "\u{E313} \u{E3E3}")
        let fullMoon = try line("%m %M", now: Date(timeIntervalSince1970: 1_764_890_041))  // 2025-12-04 23:14 UTC
        #expect(fullMoon == "🌕 14")
    }

    @Test func staleDataSaysHowOld() throws {
        let later = SampleReport.now.addingTimeInterval(2 * 3600)
        #expect(try line("%t", now: later, isStale: true) == "6°C (stale, 2 h ago)")
        #expect(try line("%t [%A]", now: later, isStale: true) == "6°C [2 h ago]")
    }

    @Test func waybarIsOneLineOfJSONWithEscapedMarkup() throws {
        var report = SampleReport.seoul
        report.place = Place(name: "Rock & <Roll>", countryCode: "KR", coordinate: report.place.coordinate)
        let statusLine = StatusLine(
            report: report, template: try StatusLineTemplate(parsing: "%l %t", glyphs: .unicode), units: .metric,
            language: .english, glyphs: .unicode, now: SampleReport.now, isStale: true
        )
        let json = try WaybarReport(line: statusLine).encoded()
        #expect(json.hasSuffix("}\n"))
        #expect(json.dropLast().contains("\n") == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["text"] as? String)?.hasPrefix("Rock &amp; &lt;Roll&gt;, KR 6°C") == true)
        #expect(object["class"] as? [String] == ["fog", "stale"])
        #expect(object["alt"] as? String == "fog")
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(tooltip.hasPrefix("<b>Rock &amp; &lt;Roll&gt;, KR</b>\n6°C fog, feels 4°C"))
        #expect(tooltip.contains("\nNo rain expected in the next 24 h\n"))
        #expect(tooltip.contains("Offline: stored data from"))
        #expect(tooltip.contains("09:00"))
        #expect(tooltip.contains("Sun 23"))
    }

    @Test func pangoEscaping() {
        #expect(WaybarReport.escapingMarkup(#"a & b < c > d 'e' "f""#) == "a &amp; b &lt; c &gt; d &apos;e&apos; &quot;f&quot;")
        #expect(WaybarReport.escapingMarkup("서울 ☂ 74%") == "서울 ☂ 74%")
    }
}
