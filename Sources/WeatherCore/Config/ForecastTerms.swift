/// What a forecast service's terms ask of the app: the credit it is given, and whether it needs a key.
public struct ForecastTerms: Sendable {
    /// Whom the full credit names, with the licence where the terms ask for it ("Open-Meteo.com (CC BY 4.0)").
    public let credit: String
    /// The short credit in the key bar ("Open-Meteo.com").
    public let creditLine: String
    /// Whether it answers without an API key; the keyless ones stand in for each other, in the table's order.
    public let isKeyless: Bool
}
