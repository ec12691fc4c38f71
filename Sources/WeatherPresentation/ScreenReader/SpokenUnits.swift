import FoundationEssentials
import WeatherCore

/// Numbers with their units in the words a screen reader speaks: "6 degrees", "4 metres per second",
/// "10 percent", "east-north-east", "Saturday". Whole numbers, each in the language's plural form; the
/// units converted as the screen converts them (`UnitFormatter`).
public struct SpokenUnits: Sendable {
    public var units: DisplayUnits
    public var strings: Strings

    public init(units: DisplayUnits, strings: Strings) {
        self.units = units
        self.strings = strings
    }

    private var formatter: UnitFormatter { UnitFormatter(units: units, catalog: strings.catalog) }

    /// "6 degrees", in the scale chosen.
    public func temperature(_ celsius: Double) -> String {
        strings.text(.spokenDegrees(count: Self.whole(formatter.temperatureValue(celsius))))
    }

    /// "4 metres per second", "13 kilometres per hour", "force 3".
    public func windSpeed(_ metresPerSecond: Double) -> String {
        let count = Self.whole(formatter.windSpeedValue(metresPerSecond))
        return switch units.windSpeed {
        case .metresPerSecond: strings.text(.spokenMetresPerSecond(count: count))
        case .kilometresPerHour: strings.text(.spokenKilometresPerHour(count: count))
        case .milesPerHour: strings.text(.spokenMilesPerHour(count: count))
        case .knots: strings.text(.spokenKnots(count: count))
        case .beaufort: strings.text(.spokenBeaufort(count: count))
        }
    }

    /// "10 percent" from 0…100.
    public func percent(_ value: Double) -> String {
        strings.text(.spokenPercent(count: Self.whole(value)))
    }

    /// "0.4 millimetres", "0.10 inches"; an amount too small for those decimals is "less than 0.1
    /// millimetres", never none for rain that falls.
    public func precipitation(_ millimetres: Double) -> String {
        precipitation(millimetres, inMillimetres: { .spokenMillimetres(amount: $0) }, inInches: { .spokenInches(amount: $0) })
    }

    /// "2.1 millimetres an hour", "0.08 inches an hour", rounded as `precipitation(_:)` rounds.
    public func precipitationRate(millimetresPerHour: Double) -> String {
        precipitation(
            millimetresPerHour,
            inMillimetres: { .spokenMillimetresPerHour(amount: $0) }, inInches: { .spokenInchesPerHour(amount: $0) }
        )
    }

    private func precipitation(
        _ millimetres: Double, inMillimetres: (String) -> Message, inInches: (String) -> Message
    ) -> String {
        let decimals = formatter.precipitationDecimals
        let metric = units.precipitation == .millimetres
        func amount(_ value: Double) -> String {
            strings.text((metric ? inMillimetres : inInches)(strings.number(value, decimals: decimals)))
        }
        let value = formatter.precipitationValue(millimetres)
        guard millimetres > 0, strings.number(value, decimals: decimals) == strings.number(0, decimals: decimals) else { return amount(value) }
        return strings.text(.spokenLessThan(amount: amount(metric ? 0.1 : 0.01)))
    }

    /// A height at sea, with one decimal as the sea view shows it: "1.8 metres", "5.9 feet".
    public func seaHeight(_ metres: Double) -> String {
        units.usesMiles
            ? strings.text(.spokenFeet(amount: strings.number(metres / 0.3048, decimals: 1)))
            : strings.text(.spokenMetres(amount: strings.number(metres, decimals: 1)))
    }

    /// "31 kilometres", "19 miles": a distance on the ground, whole, in the units chosen.
    public func distance(kilometres: Double) -> String {
        let count = Self.whole(formatter.distanceValue(kilometres: kilometres))
        return units.usesMiles ? strings.text(.spokenMiles(count: count)) : strings.text(.spokenKilometres(count: count))
    }

    /// A wait or a length: "25 minutes", or "2 hours" for whole hours.
    public func span(minutes: Int) -> String {
        minutes >= 60 && minutes % 60 == 0 ? strings.text(.spokenHours(count: minutes / 60)) : strings.text(.spokenMinutes(count: minutes))
    }

    /// The point of the 16-point compass the wind comes from, written out: "east-north-east".
    public func direction(_ degrees: Double) -> String {
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let point = (Int(rounding: normalized / 22.5) ?? 0) % 16
        return strings.text(Self.compass[point])
    }

    /// The weekday written out, 0 for Sunday.
    public func weekday(_ weekday: Int) -> String {
        strings.text(Self.weekdays[(weekday % 7 + 7) % 7])
    }

    /// A value no whole number can express is read as nought: the models never hold one (Plausible).
    private static func whole(_ value: Double) -> Int {
        Int(rounding: value) ?? 0
    }

    private static let weekdays: [Message] = [
        .spokenSunday, .spokenMonday, .spokenTuesday, .spokenWednesday, .spokenThursday, .spokenFriday, .spokenSaturday,
    ]
    private static let compass: [Message] = [
        .spokenCompassN, .spokenCompassNNE, .spokenCompassNE, .spokenCompassENE, .spokenCompassE, .spokenCompassESE,
        .spokenCompassSE, .spokenCompassSSE, .spokenCompassS, .spokenCompassSSW, .spokenCompassSW, .spokenCompassWSW,
        .spokenCompassW, .spokenCompassWNW, .spokenCompassNW, .spokenCompassNNW,
    ]
}
