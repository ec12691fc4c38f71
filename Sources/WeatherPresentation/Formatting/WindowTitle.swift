import WeatherCore

/// The terminal window's title while the dashboard runs: the place and its temperature ("Seoul 6°C"),
/// "weathertui" until a report is on screen. Sanitised: the place name came from a server; 7-bit in
/// ascii mode, as the screen is (a place known by its coordinates reads "37.57N").
public enum WindowTitle {
    public static func text(for state: ScreenState) -> String {
        guard let report = state.report else { return "weathertui" }
        let temperature = UnitFormatter(units: state.units, glyphs: state.glyphs).temperature(report.current.temperature)
        return state.glyphs.text(TerminalText.sanitize("\(report.place.shortName) \(temperature)"))
    }
}
