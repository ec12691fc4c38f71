/// The ranges a value from a service must fall within to enter the models, for those who lay out room
/// for the widest value.
public enum PlausibleReading {
    /// °C: air, feels-like, daily high and low.
    public static var temperature: ClosedRange<Double> { Quantity.temperature.plausibleRange }
}
