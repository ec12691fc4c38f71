import WeatherCore

/// The sea's words: the header's sea line, the `m` view, `--once` and `%O`.
extension Strings {
    /// "High tide 14:32 (1.8 m)" or "Low tide 08:10 (-0.4 m)".
    public func tide(_ kind: Tide.Kind, time: String, height: String) -> String {
        text(kind == .high ? .seaHighTide(time: time, height: height) : .seaLowTide(time: time, height: height))
    }

    /// "waves 1.2 m from W".
    public func waves(height: String, direction: String) -> String { text(.seaWaves(height: height, direction: direction)) }
    /// "sea 17 °C".
    public func seaTemperature(_ temperature: String) -> String { text(.seaTemperature(temperature: temperature)) }
    public var seaViewTitle: String { text(.seaViewTitle) }
    /// The `m` view without the marine service's answer: it failed, or has not arrived yet.
    public var noSeaData: String { text(.noSeaData) }
    /// The `m` view where the marine service has no sea near the place.
    public var noSeaHere: String { text(.noSeaHere) }
    /// Whose the tides are, said as what they are: a model's.
    public var tideModelNote: String { text(.tideModelNote) }
    /// Whose the tides are on a US coast: "tides: NOAA Bar Harbor".
    public func tideStationNote(_ station: String) -> String { text(.tideStationNote(station: station)) }
    public var swell: String { text(.seaSwell) }
    public var windWaves: String { text(.seaWindWaves) }
    public var tideLevel: String { text(.seaTide) }
    public var now: String { text(.seaNow) }
}
