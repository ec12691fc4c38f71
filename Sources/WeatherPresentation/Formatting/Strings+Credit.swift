import WeatherCore

extension Strings {
    /// The credit `provider`'s terms ask for, in the language: "Weather data by Open-Meteo.com (CC BY 4.0)".
    public func credit(for provider: ProviderID) -> String {
        text(.dataCredit(source: provider.creditedSource))
    }
}
