import FoundationEssentials

/// The values of a METAR's text, read group by group up to its remarks or its trend: wind, visibility,
/// CAVOK, present weather, clouds, temperature and dew point, pressure. A group it cannot read is passed
/// over; a value out of the plausible range is left out.
struct MetarText {
    var wind: ObservedWind?
    var visibility: Double?
    var isCAVOK = false
    var weather: [PresentWeather] = []
    var clouds: [CloudLayer] = []
    var isSkyClear = false
    var temperature: Double?
    var dewPoint: Double?
    var pressure: Double?

    /// The groups after which the report no longer says what is: remarks, and the forecast trends.
    private static let ends: Set<Substring> = ["RMK", "TEMPO", "BECMG", "NOSIG", "INTER", "FM", "PROB30", "PROB40"]
    private static let knots = 0.514444
    private static let feet = 0.3048
    private static let statuteMile = 1609.344

    init(_ raw: String) {
        let groups = raw.split(separator: " ").map { $0.hasSuffix("=") ? $0.dropLast() : $0 }
        var index = 0
        // "METAR EGLL 061220Z": the kind, the station and the time come first.
        while index < groups.count, ["METAR", "SPECI"].contains(groups[index]) { index += 1 }
        index += 2
        while index < groups.count, !Self.ends.contains(groups[index]) {
            let group = groups[index]
            index += 1
            if wind == nil, let read = Self.wind(group) {
                wind = read
            } else if group == "CAVOK" {
                isCAVOK = true
                visibility = 10_000
            } else if visibility == nil, let metres = Self.metres(group) {
                visibility = metres
            } else if visibility == nil, let whole = Int(group), index < groups.count, let fraction = Self.miles(groups[index]) {
                // "1 1/2SM": whole miles, then the fraction.
                visibility = (Double(whole) + fraction) * Self.statuteMile
                index += 1
            } else if visibility == nil, let miles = Self.miles(group) {
                visibility = miles * Self.statuteMile
            } else if let layer = Self.cloud(group) {
                clouds.append(layer)
            } else if ["SKC", "CLR", "NSC", "NCD"].contains(group) {
                isSkyClear = true
            } else if let (air, dew) = Self.temperatures(group) {
                temperature = air
                dewPoint = dew
            } else if let hectopascals = Self.pressure(group) {
                pressure = hectopascals
            } else if let present = PresentWeather(code: group) {
                weather.append(present)
            }
        }
        visibility = Plausible.value(visibility, as: .visibility)
    }

    /// "24012KT", "24012G25KT", "VRB03KT", "00000KT", "27005MPS".
    private static func wind(_ group: Substring) -> ObservedWind? {
        let unit: Double
        var body = group
        if body.hasSuffix("KT") {
            unit = knots
            body = body.dropLast(2)
        } else if body.hasSuffix("MPS") {
            unit = 1
            body = body.dropLast(3)
        } else {
            return nil
        }
        guard body.count >= 5 else { return nil }
        let direction = body.prefix(3)
        let speeds = body.dropFirst(3).split(separator: "G", omittingEmptySubsequences: false)
        guard (1...2).contains(speeds.count), let speed = Int(speeds[0]) else { return nil }
        let gust = speeds.count == 2 ? Int(speeds[1]) : nil
        if speeds.count == 2, gust == nil { return nil }
        let degrees: Double?
        if direction == "VRB" {
            degrees = nil
        } else if let value = Int(direction), (0...360).contains(value) {
            degrees = Double(value)
        } else {
            return nil
        }
        guard let metresPerSecond = Plausible.value(Double(speed) * unit, as: .windSpeed) else { return nil }
        return ObservedWind(
            direction: speed == 0 ? nil : degrees, speed: metresPerSecond,
            gust: gust.flatMap { Plausible.value(Double($0) * unit, as: .windSpeed) }
        )
    }

    /// "9999", "0500", "4000NDV": metres, 9999 for 10 km or more.
    private static func metres(_ group: Substring) -> Double? {
        let digits = group.hasSuffix("NDV") ? group.dropLast(3) : group
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else { return nil }
        return value == 9999 ? 10_000 : Double(value)
    }

    /// "10SM", "1/4SM", "M1/4SM", "P6SM", and the fraction of "1 1/2SM": statute miles.
    private static func miles(_ group: Substring) -> Double? {
        guard group.hasSuffix("SM") else { return nil }
        var body = group.dropLast(2)
        if body.hasPrefix("M") || body.hasPrefix("P") { body = body.dropFirst() }
        let parts = body.split(separator: "/")
        if parts.count == 2, let top = Int(parts[0]), let bottom = Int(parts[1]), bottom > 0 { return Double(top) / Double(bottom) }
        return parts.count == 1 ? Int(parts[0]).map(Double.init) : nil
    }

    /// "BKN008", "OVC012CB", "FEW///", "VV001".
    private static func cloud(_ group: Substring) -> CloudLayer? {
        let covers: [(Substring, CloudLayer.Cover)] = [("FEW", .few), ("SCT", .scattered), ("BKN", .broken), ("OVC", .overcast), ("VV", .obscured)]
        guard let (code, cover) = covers.first(where: { group.hasPrefix($0.0) }) else { return nil }
        let height = group.dropFirst(code.count).prefix(3)
        guard height.count == 3 else { return nil }
        if height == "///" { return CloudLayer(cover: cover, base: nil) }
        guard height.allSatisfy({ $0.isASCII && $0.isNumber }), let hundreds = Int(height) else { return nil }
        let type = group.dropFirst(code.count + 3)
        guard ["", "CB", "TCU", "///"].contains(type) else { return nil }
        return CloudLayer(cover: cover, base: Double(hundreds * 100) * feet)
    }

    /// "12/09", "M05/M07", "03/": the air's and the dew point's °C.
    private static func temperatures(_ group: Substring) -> (Double?, Double?)? {
        let parts = group.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let air = celsius(parts[0]) else { return nil }
        return (air, parts[1].isEmpty ? nil : celsius(parts[1]))
    }

    private static func celsius(_ text: Substring) -> Double? {
        let negative = text.hasPrefix("M")
        let digits = negative ? text.dropFirst() : text
        guard digits.count == 2, let value = Int(digits) else { return nil }
        return Plausible.value(Double(negative ? -value : value), as: .temperature)
    }

    /// "Q1013" (hPa) or "A2992" (hundredths of an inch of mercury).
    private static func pressure(_ group: Substring) -> Double? {
        guard group.count == 5, let value = Int(group.dropFirst()) else { return nil }
        switch group.first {
        case "Q": return Plausible.value(Double(value), as: .pressure)
        case "A": return Plausible.value(Double(value) / 100 * 33.8639, as: .pressure)
        default: return nil
        }
    }
}
