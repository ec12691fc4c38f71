import WeatherCore

extension DisplayUnits {
    /// Both systems, and every unit of each quantity over the other system.
    static let samples: [DisplayUnits] = [.metric, .imperial]
        + TemperatureUnit.allCases.map { DisplayUnits(system: .metric, temperature: $0) }
        + WindSpeedUnit.allCases.map { DisplayUnits(system: .imperial, windSpeed: $0) }
        + PressureUnit.allCases.map { DisplayUnits(system: .metric, pressure: $0) }
        + PrecipitationUnit.allCases.map { DisplayUnits(system: .imperial, precipitation: $0) }
}
