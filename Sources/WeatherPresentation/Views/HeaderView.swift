import FoundationEssentials
import WeatherCore

/// The current weather: icon art beside the temperature, condition and the details that fit.
struct HeaderView: View {
    var report: WeatherReport
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var glyphs: Glyphs
    /// Said first, in place of passing old conditions off as now.
    var observedNote: String?
    /// The clock the rain outlook counts from: the screen's, or the report's fetch time.
    var now: Date
    /// The air-quality index asked for; nil: by the place's region.
    var airIndex: AirIndexScale?

    func render(in rect: Rect, into grid: inout Grid) {
        let current = report.current
        let icon = WeatherIcon(condition: current.condition, isDaytime: current.isDaytime, glyphs: glyphs)
        let showArt = rect.height >= WeatherIcon.artHeight && rect.width >= WeatherIcon.artWidth + 30
        var textX = rect.x + 1
        if showArt {
            for (row, line) in icon.art.enumerated() {
                for (column, (character, mask)) in zip(line, icon.mask[row]).enumerated() where character != " " {
                    grid.write(String(character), x: rect.x + 1 + column, y: rect.y + row, style: CellStyle(WeatherIcon.role(forMask: mask)))
                }
            }
            textX = rect.x + WeatherIcon.artWidth + 3
        }
        let width = rect.maxX - 1 - textX
        let lines = showArt || rect.height >= WeatherIcon.artHeight
            ? tallLines(icon: icon, withSymbol: !showArt, width: width) : compactLines(icon: icon)
        var top = rect.y
        if let observedNote, rect.height > 1 {
            grid.write(DisplayWidth.truncate(observedNote, to: width), x: textX, y: top, style: Styles.warning)
            top += 1
        }
        let banner = WarningBanner(warnings: report.warnings?.active(at: now) ?? [], strings: strings, dates: dates, glyphs: glyphs, now: now)
            .runs(fitting: width)
        if !banner.isEmpty, top < rect.maxY {
            // Above the details: a warning in force matters more than the last line they would fill.
            grid.write(banner, x: textX, y: top, maxWidth: width)
            top += 1
        }
        for (row, groups) in lines.prefix(rect.maxY - top).enumerated() {
            grid.write(TextLayout.fittingChoices(groups, width: width), x: textX, y: top + row, maxWidth: width)
        }
    }

    private var temperature: [TextRun] {
        [TextRun(units.temperature(report.current.temperature), Styles.temperature(report.current.temperature, bold: true))]
    }

    private var condition: [TextRun] { [TextRun(strings.condition(report.current.condition), Styles.accent)] }

    private var feels: [TextRun] {
        report.current.feelsLike.map { [TextRun("\(strings.text(.feels)) ", Styles.muted), TextRun(units.temperature($0), Styles.temperature($0))] } ?? []
    }

    /// Today's high and low; said to be the rest of today's where that is all they cover, and left out
    /// whole where that does not fit.
    private var highLow: [TextRun] {
        guard let high = report.current.todayHigh, let low = report.current.todayLow else { return [] }
        let range = [
            TextRun("\(strings.text(.high)) ", Styles.muted), TextRun(units.degrees(high), Styles.temperature(high)),
            TextRun("  \(strings.text(.low)) ", Styles.muted), TextRun(units.degrees(low), Styles.temperature(low)),
        ]
        return report.current.todayRangeIsRestOfDay == true ? range + [TextRun(" \(strings.text(.restOfToday))", Styles.muted)] : range
    }

    private var humidity: [TextRun] {
        report.current.humidity.map { [TextRun("\(strings.text(.humidity)) ", Styles.muted), TextRun(UnitFormatter.percent($0))] } ?? []
    }

    private var wind: [TextRun] {
        guard let speed = report.current.windSpeed else { return [] }
        let direction = report.current.windDirection.map { " " + units.compass($0) } ?? ""
        return [TextRun("\(strings.text(.wind)) ", Styles.muted), TextRun(units.windSpeed(speed) + direction)]
    }

    private var gusts: [TextRun] {
        report.current.windGust.map { [TextRun("\(strings.text(.gusts)) ", Styles.muted), TextRun(units.windSpeed($0))] } ?? []
    }

    private var pressure: [TextRun] {
        report.current.pressure.map { [TextRun("\(strings.text(.pressure)) ", Styles.muted), TextRun(units.pressure($0))] } ?? []
    }

    private var visibility: [TextRun] {
        report.current.visibility.map { [TextRun("\(strings.text(.visibility)) ", Styles.muted), TextRun(units.visibility($0))] } ?? []
    }

    /// Whether and when rain is coming: the next two hours in minutes from the 15-minute data where the
    /// service sent it, with a bar a quarter hour while any is wet; then, unless that said it all, the
    /// outlook from the finest steps.
    private var rainOutlook: [[TextRun]] {
        disagreement + forecastRain
    }

    /// Where the nearest station and the forecast disagree about now, the rain line says so first.
    private var disagreement: [[TextRun]] {
        guard let found = ObservationDisagreement(report: report, now: now), let station = report.observation?.station else { return [] }
        return [[TextRun(strings.observationDisagreement(found, station: station), Styles.accent)]]
    }

    private var forecastRain: [[TextRun]] {
        let outlook = RainOutlook(report: report, now: now)
        let resolution = QuarterHourCoverage.resolution(at: report.place.coordinate)
        guard let nowcast = Nowcast(quarters: report.quarterHours ?? [], now: now, resolution: resolution) else { return outlook.map(outlookParts) ?? [] }
        let sentence = strings.nowcast(nowcast)
        switch nowcast {
        case .rainIn, .rainStops:
            // The minutes say more than the hour the outlook would name.
            return [[TextRun(sentence, CellStyle(.rain, bold: true))]] + quarterBars
        case .rainOn:
            return (outlook.map(outlookParts) ?? []) + quarterBars
        case .dry:
            guard let outlook else { return [[TextRun(sentence)]] }
            if case .dry = outlook { return outlookParts(outlook) }
            return [[TextRun(sentence)]] + outlookParts(outlook)
        }
    }

    private func outlookParts(_ outlook: RainOutlook) -> [[TextRun]] {
        let style: CellStyle = if case .dry = outlook { .normal } else { CellStyle(.rain, bold: true) }
        let parts = strings.rainOutlook(outlook, dates: dates, units: units, now: now)
        return parts.enumerated().map { [TextRun($1, $0 == 0 ? style : CellStyle(.rain))] }
    }

    /// The next two hours a cell a quarter hour: full at 2 mm in the quarter (8 mm an hour, heavy rain);
    /// nothing where all eight are dry (rain that starts after them).
    private var quarterBars: [[TextRun]] {
        let quarters = (report.quarterHours ?? []).filter { $0.time.addingTimeInterval(QuarterHour.length) > now }.prefix(8)
        guard quarters.contains(where: { ($0.precipitation ?? 0) >= Nowcast.wetAmount }) else { return [] }
        let glance = glyphs.glance
        let cells = quarters.map { quarter -> String in
            let amount = quarter.precipitation ?? 0
            guard amount >= Nowcast.wetAmount else { return glance.dryQuarter }
            return glance.bar(eighths: min(8, Int((amount / 0.25).rounded(.up))))
        }
        return [[TextRun(cells.joined(), CellStyle(.rain))]]
    }

    /// Sunrise and sunset, or the day's name where the sun does neither ("polar night").
    private var sun: [[TextRun]] {
        if let polarDay = report.current.polarDay { return [[TextRun(strings.polarDay(polarDay))]] }
        return [
            report.current.sunrise.map { [TextRun("\(strings.text(.sunrise)) ", Styles.muted), TextRun(dates.time($0))] } ?? [],
            report.current.sunset.map { [TextRun("\(strings.text(.sunset)) ", Styles.muted), TextRun(dates.time($0))] } ?? [],
        ]
    }

    /// "3° warmer than yesterday at this time", where the service sent yesterday's hours.
    private var yesterday: [TextRun] {
        guard let past = report.current.temperatureYesterday,
              let difference = units.temperatureDifference(report.current.temperature, from: past)
        else { return [] }
        return [TextRun(strings.comparedWithYesterday(difference, degrees: units.degreesDifference(abs(difference))), Styles.muted)]
    }

    /// "4° warmer than normal": today's forecast high against its normal high, where the archive answered.
    private var normal: [TextRun] {
        strings.todayAgainstNormal(report, units: units).map { [TextRun($0, Styles.muted)] } ?? []
    }

    /// From sunrise to sunset, computed for the place (so also where the service sent no sun times);
    /// nothing on a day the sun does not rise or set.
    private var dayLength: [TextRun] {
        guard let day = SolarDay(at: report.place.coordinate, on: now, utcOffset: report.timeZone.secondsFromGMT(at: now)),
              let sunrise = day.sunrise, let sunset = day.sunset, sunset > sunrise
        else { return [] }
        let minutes = Int(sunset.timeIntervalSince(sunrise) / 60)
        return [TextRun(strings.dayLength(hours: minutes / 60, minutes: minutes % 60), Styles.muted)]
    }

    /// The moon's phase tonight, computed (no request): its symbol where the icon mode has one, and its name.
    /// Nothing for a clock no calendar reaches (the phase is then not a number).
    private var moon: [TextRun] {
        let moonPhase = MoonPhase(at: now)
        guard moonPhase.elongation.isFinite else { return [] }
        let phase = moonPhase.name
        let symbol = glyphs.moon(phase).map { $0 + " " } ?? ""
        return [TextRun(symbol + strings.moonPhase(phase), Styles.muted)]
    }

    /// "AQI 42 good · UV 3", where the air-quality feed answered: the index in its band's colour. Its
    /// forms from the longest to the shortest: the category's short words ("USG"), then the number and
    /// colour alone, then without the UV index.
    private var air: [[TextRun]] {
        guard let air = report.air else { return [] }
        let uv = air.uvIndex.flatMap { Int(rounding: $0) }.map { [TextRun("UV ", Styles.muted), TextRun(String($0))] } ?? []
        guard let index = AirIndex(air, countryCode: report.place.countryCode, preferring: airIndex) else { return [uv] }
        let style = CellStyle(AirIndex.role(of: index), bold: true)
        let words = [strings.airCategory(index), strings.airCategoryShort(index)]
        let forms = words.map { [TextRun("AQI ", Styles.muted), TextRun("\(index.value) \($0)", style)] }
            + [[TextRun("AQI ", Styles.muted), TextRun(String(index.value), style)]]
        let withUV = uv.isEmpty ? forms : forms.map { $0 + [TextRun(" · ", Styles.muted)] + uv }
        return withUV + [forms[forms.count - 1]]
    }

    /// Near a coast, the sea's line as one group: "High tide 14:32 (1.8 m) · waves 1.2 m from W · sea 17 °C",
    /// its forms down to the next tide alone; no line inland or without the marine service's answer.
    private var sea: [[[TextRun]]] {
        guard let summary = SeaSummary(marine: report.marine, now: now, strings: strings, units: units, dates: dates) else { return [] }
        return [summary.forms(separator: " \(glyphs.separator) ").map { [TextRun($0)] }]
    }

    /// Where a METAR station is within 30 km, its latest report as one group: "Observed at EGLL 12 min ago:
    /// 14 °C, light rain, wind 240° 12 kt", its forms down to the temperature alone.
    private var observation: [[[TextRun]]] {
        guard let summary = ObservationSummary(observation: report.observation, now: now, strings: strings, units: units) else { return [] }
        return [summary.forms.map { [TextRun($0)] }]
    }

    /// Sunrise and sunset as one group: shown together or not at all.
    private var sunTimes: [TextRun] {
        Array(sun.filter { !$0.isEmpty }.joined(separator: [TextRun("   ")]))
    }

    /// Each line's groups, each group as its forms from the longest to the shortest. The comparison with
    /// the normal goes beside yesterday's where the first line has room for both (`width` columns), else
    /// beside today's high and low, whose high it is about. Near a coast the sea's line comes before the
    /// last, which a header of five rows then leaves out; the nearest station's report comes after the
    /// sea's, where the header has a row for it.
    private func tallLines(icon: WeatherIcon, withSymbol: Bool, width: Int) -> [[[[TextRun]]]] {
        let first = withSymbol ? [[TextRun(icon.symbol)] + [TextRun(" ")] + temperature, condition, yesterday] : [temperature, condition, yesterday]
        let normalFirst = TextLayout.width(of: first + [normal]) <= width
        return [
            Self.whole(first + (normalFirst ? [normal] : [])), Self.whole(rainOutlook),
            Self.whole([feels, highLow] + (normalFirst ? [] : [normal])) + [air], Self.whole([humidity, wind, gusts]),
        ] + (sea.isEmpty ? [] : [sea]) + (observation.isEmpty ? [] : [observation]) + [
            Self.whole([pressure, visibility] + sun + [dayLength, moon]),
        ]
    }

    private func compactLines(icon: WeatherIcon) -> [[[[TextRun]]]] {
        [
            // A wide, short terminal has room for what the tall layout shows besides: the sun on the
            // first line, gusts and visibility on the second. The air goes on the first line, where its
            // number fits even at 40 columns beside the temperature; the outlook fills the second, after
            // the station's disagreement with it where that fits, and the station's report where there
            // is room after the outlook.
            Self.whole([[TextRun(icon.symbol), TextRun(" ")] + temperature, condition, feels]) + [air]
                + Self.whole([highLow, sunTimes, yesterday, normal]),
            Self.whole(disagreement + forecastRain.prefix(1)) + observation + Self.whole([humidity, wind, pressure, gusts, visibility]),
        ]
    }

    /// Groups that have one form only.
    private static func whole(_ groups: [[TextRun]]) -> [[[TextRun]]] {
        groups.map { [$0] }
    }
}
