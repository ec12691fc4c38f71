import FoundationEssentials
import WeatherCore

/// Where Open-Meteo's 15-minute data comes from 15-minute models (HRRR over North America; ICON-D2 and
/// AROME over central and western Europe) and where it is hourly data interpolated: the resolution the
/// next-two-hours sentence may claim at a place.
public enum QuarterHourCoverage {
    /// The models' areas, latitude and longitude ranges in degrees, drawn a little inside their edges.
    static let nativeAreas: [(latitude: ClosedRange<Double>, longitude: ClosedRange<Double>)] = [
        (21...53, -134...(-61)),
        (43...58, -4...20),
        (38...55, -12...16),
    ]

    /// 15 minutes inside a 15-minute model's area, an hour elsewhere.
    public static func resolution(at coordinate: Coordinate) -> TimeInterval {
        let native = nativeAreas.contains { $0.latitude.contains(coordinate.latitude) && $0.longitude.contains(coordinate.longitude) }
        return native ? QuarterHour.length : 3600
    }
}
