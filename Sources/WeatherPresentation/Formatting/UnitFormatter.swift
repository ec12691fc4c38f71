import WeatherCore

/// Converts metric model values to the unit system the user chose, and formats them: the one place
/// that knows the units, for the screen and the `--once` and `--json` reports alike.
public struct UnitFormatter: Sendable {
    public var units: DisplayUnits
    /// The degree sign, or none in ascii mode.
    public var glyphs: Glyphs
    /// The language's decimal mark for people ("," in German); machine output keeps English's ".".
    public var decimalSeparator: String
    /// Whose compass points and name of a Beaufort force ("5 Bft", "force 5") are used.
    private let catalog: Catalog

    /// Numbers as `catalog`'s language writes them; English's without one, as machine output wants.
    public init(units: DisplayUnits, glyphs: Glyphs = .unicode, catalog: Catalog? = nil) {
        let catalog = catalog ?? Catalog.of(.english)
        self.units = units
        self.glyphs = glyphs
        self.decimalSeparator = catalog.decimalSeparator
        self.catalog = catalog
    }

    private var unitLetter: String { units.temperature == .celsius ? "C" : "F" }

    public var temperatureUnit: String { glyphs.temperatureUnit(unitLetter) }

    /// The units' symbols are the language's ("м/с" in Russian); machine output's are English's.
    public var windSpeedUnit: String {
        switch units.windSpeed {
        case .metresPerSecond: catalog.text(.unitMetresPerSecond)
        case .kilometresPerHour: catalog.text(.unitKilometresPerHour)
        case .milesPerHour: catalog.text(.unitMilesPerHour)
        case .knots: catalog.text(.unitKnots)
        case .beaufort: "Bft"
        }
    }

    public var precipitationUnit: String {
        catalog.text(units.precipitation == .millimetres ? .unitMillimetres : .unitInches)
    }

    public var pressureUnit: String {
        switch units.pressure {
        case .hectopascals: catalog.text(.unitHectopascals)
        case .inchesOfMercury: catalog.text(.unitInchesOfMercury)
        case .millimetresOfMercury: catalog.text(.unitMillimetresOfMercury)
        }
    }

    public func temperatureValue(_ celsius: Double) -> Double {
        units.temperature == .celsius ? celsius : celsius * 9 / 5 + 32
    }

    /// In the Beaufort scale, the force (0–12).
    public func windSpeedValue(_ metresPerSecond: Double) -> Double {
        switch units.windSpeed {
        case .metresPerSecond: metresPerSecond
        case .kilometresPerHour: metresPerSecond * 3.6
        case .milesPerHour: metresPerSecond / 0.447_04
        case .knots: metresPerSecond * 3600 / 1852
        case .beaufort: Double(Self.beaufortForce(metresPerSecond))
        }
    }

    public func precipitationValue(_ millimetres: Double) -> Double {
        units.precipitation == .millimetres ? millimetres : millimetres / 25.4
    }

    public func pressureValue(_ hectopascals: Double) -> Double {
        switch units.pressure {
        case .hectopascals: hectopascals
        case .inchesOfMercury: hectopascals / 33.863_886_666
        case .millimetresOfMercury: hectopascals / 1.333_223_684
        }
    }

    /// The lowest speed of each force from 1 to 12, in m/s (the WMO's table, as the Met Office gives it).
    static let beaufortThresholds = WindSpeedUnit.beaufortStarts

    static func beaufortForce(_ metresPerSecond: Double) -> Int {
        beaufortThresholds.lastIndex { metresPerSecond >= $0 }.map { $0 + 1 } ?? 0
    }

    /// Decimals that carry meaning in each unit: a tenth of a m/s, but a whole km/h, mph or knot; a
    /// tenth of a mm, a hundredth of an inch; a whole hPa or mmHg, a hundredth of an inHg.
    public var windSpeedDecimals: Int { units.windSpeed == .metresPerSecond ? 1 : 0 }
    public var precipitationDecimals: Int { units.precipitation == .millimetres ? 1 : 2 }
    public var pressureDecimals: Int { units.pressure == .inchesOfMercury ? 2 : 0 }

    /// "14°C" (whole degrees).
    public func temperature(_ celsius: Double) -> String {
        glyphs.text(Self.whole(temperatureValue(celsius))) + temperatureUnit
    }

    /// "14°" (whole degrees, no unit letter; "14C" in ascii mode).
    public func degrees(_ celsius: Double) -> String {
        glyphs.text(Self.whole(temperatureValue(celsius))) + glyphs.degreeMark(unitLetter)
    }

    /// "14" (whole degrees, no mark: the first of a range, "14–18°").
    public func temperatureNumber(_ celsius: Double) -> String {
        glyphs.text(Self.whole(temperatureValue(celsius)))
    }

    /// Columns the widest whole degrees take: the coldest or the hottest a report can hold ("-100°", "-148°").
    public var widestDegreesWidth: Int {
        [PlausibleReading.temperature.lowerBound, PlausibleReading.temperature.upperBound].map { DisplayWidth.of(degrees($0)) }.max() ?? 0
    }

    /// How far apart two temperatures are, in whole degrees of the chosen scale (positive when `celsius`
    /// is the warmer); nil when the difference is not a number.
    public func temperatureDifference(_ celsius: Double, from other: Double) -> Int? {
        Int(rounding: temperatureValue(celsius) - temperatureValue(other))
    }

    /// "3°" for a difference of temperatures ("3F" in ascii mode).
    public func degreesDifference(_ degrees: Int) -> String {
        glyphs.text(String(degrees)) + glyphs.degreeMark(unitLetter)
    }

    /// "14.1°C".
    public func preciseTemperature(_ celsius: Double) -> String {
        glyphs.text(decimal(temperatureValue(celsius), decimals: 1)) + temperatureUnit
    }

    /// "3.6 m/s", "13 km/h", "8 mph", "7 kn" or "3 Bft" (as the language names a force: "force 3").
    public func windSpeed(_ metresPerSecond: Double) -> String {
        guard units.windSpeed != .beaufort else {
            return catalog.text(.beaufortPattern(force: String(Self.beaufortForce(metresPerSecond))))
        }
        return decimal(windSpeedValue(metresPerSecond), decimals: windSpeedDecimals) + " " + windSpeedUnit
    }

    /// "2.5 mm" or "0.10 in"; an amount too small to show in those decimals is "<0.1 mm" or "<0.01 in",
    /// never a zero for rain that falls.
    public func precipitation(_ millimetres: Double) -> String {
        let value = precipitationValue(millimetres)
        let text = decimal(value, decimals: precipitationDecimals)
        guard millimetres > 0, decimal(0, decimals: precipitationDecimals) == text else {
            return text + " " + precipitationUnit
        }
        return "<" + decimal(smallestPrecipitationShown, decimals: precipitationDecimals) + " " + precipitationUnit
    }

    /// Columns an amount in a forecast row takes: "49.2 mm", "<0.1 mm"; "0.10 in", "<0.01 in" (the
    /// number, a space and the language's symbol).
    public var precipitationWidth: Int {
        (units.precipitation == .millimetres ? 5 : 6) + max(2, DisplayWidth.of(precipitationUnit))
    }

    /// Columns a wind in a forecast row takes: a speed ("12.3 m/s", "123 km/h"), a space and the
    /// language's widest compass point ("NNE" is 3 columns, "北北東" 6).
    public var windWidth: Int {
        let speed = max(9, 5 + DisplayWidth.of(windSpeedUnit))
        return speed + ((0..<16).map { DisplayWidth.of(catalog.compassPoint($0)) }.max() ?? 0)
    }

    /// One unit of the last decimal shown: 0.1 mm or 0.01 in.
    private var smallestPrecipitationShown: Double { units.precipitation == .millimetres ? 0.1 : 0.01 }

    /// "1013 hPa", "29.91 inHg" or "760 mmHg".
    public func pressure(_ hectopascals: Double) -> String {
        decimal(pressureValue(hectopascals), decimals: pressureDecimals) + " " + pressureUnit
    }

    /// "10 km" or "6.2 mi".
    public func visibility(_ metres: Double) -> String {
        !units.usesMiles
            ? decimal(metres / 1000, decimals: metres >= 10_000 ? 0 : 1) + " " + catalog.text(.unitKilometres)
            : decimal(metres / 1609.344, decimals: 1) + " " + catalog.text(.unitMiles)
    }

    /// A height at sea (waves, the tide), with one decimal: "1.8 m" or "5.9 ft".
    public func seaHeight(_ metres: Double) -> String {
        !units.usesMiles
            ? decimal(metres, decimals: 1) + " " + catalog.text(.unitMetres)
            : decimal(metres / 0.3048, decimals: 1) + " " + catalog.text(.unitFeet)
    }

    /// A distance on the map, whole: "12 km" or "7 mi".
    public func distance(kilometres: Double) -> String {
        decimal(distanceValue(kilometres: kilometres), decimals: 0) + " " + catalog.text(units.usesMiles ? .unitMiles : .unitKilometres)
    }

    /// A distance in kilometres or, where the units are imperial, miles.
    public func distanceValue(kilometres: Double) -> Double {
        units.usesMiles ? kilometres / 1.609_344 : kilometres
    }

    /// `value` with `decimals` decimals and the language's decimal mark.
    private func decimal(_ value: Double, decimals: Int) -> String {
        DecimalText.string(value, decimals: decimals, separator: decimalSeparator)
    }

    /// "71%" from 0…100.
    public static func percent(_ value: Double) -> String {
        "\(whole(value))%"
    }

    /// The 16-point compass name for the direction the wind comes from, in the language's points.
    public func compass(_ degrees: Double) -> String {
        Self.compass(degrees, in: catalog)
    }

    /// The English 16-point compass name, as 7-bit text wants it.
    public static func compass(_ degrees: Double) -> String {
        compass(degrees, in: Catalog.of(.english))
    }

    private static func compass(_ degrees: Double, in catalog: Catalog) -> String {
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        guard let point = Int(rounding: normalized / 22.5) else { return unreadable }
        return catalog.compassPoint(point % 16)
    }

    /// Shown for a value no whole number can express (only ever reached if the models hold one).
    static let unreadable = "–"

    private static func whole(_ value: Double) -> String {
        Int(rounding: value).map(String.init) ?? unreadable
    }
}
