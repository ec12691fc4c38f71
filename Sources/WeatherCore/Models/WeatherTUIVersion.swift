public enum WeatherTUIVersion {
    public static let current = "0.1.0"
}
