import FoundationEssentials
import WeatherCore

/// What the forecast list shows a row for.
public enum ForecastListMode: Equatable, Sendable, CaseIterable {
    case threeHour
    /// One row a day: low, high, range, rain and wind.
    case days
    /// 1-hour steps for the next 48 hours, where the service has them.
    case hourly
    /// The air an hour a row (`a`): index, pollutants, UV and pollen.
    case air
    /// The sea an hour a row (`m`): waves, tides and the sea's temperature.
    case sea
}

extension WeatherReport {
    /// The steps a list of steps shows in `mode` (the days view's graph follows the 3-hour steps; the
    /// air view lists `airHours`).
    public func items(for mode: ForecastListMode) -> [ForecastItem] {
        mode == .hourly ? hourly : forecast
    }

    /// The hours the air view lists; empty without the air service's answer.
    public var airHours: [AirReading] { air?.hours ?? [] }

    /// The hours the sea view lists; empty without the marine service's answer, or inland.
    public var seaHours: [SeaHour] { marine?.hours ?? [] }

    /// When row `index` of the list in `mode` begins.
    func startTime(of index: Int, in mode: ForecastListMode) -> Date? {
        switch mode {
        case .days: days.indices.contains(index) ? days[index].date : nil
        case .air: airHours.indices.contains(index) ? airHours[index].time : nil
        case .sea: seaHours.indices.contains(index) ? seaHours[index].time : nil
        case .threeHour, .hourly: items(for: mode).indices.contains(index) ? items(for: mode)[index].time : nil
        }
    }

    /// The row of the list in `mode` that holds `time`: the last that begins at it or before.
    func index(holding time: Date, in mode: ForecastListMode) -> Int? {
        switch mode {
        case .days: days.lastIndex { $0.date <= time }
        case .air: airHours.lastIndex { $0.time <= time }
        case .sea: seaHours.lastIndex { $0.time <= time }
        case .threeHour, .hourly: items(for: mode).lastIndex { $0.time <= time }
        }
    }
}
