import Testing
import WeatherCore
@testable import WeatherPresentation

/// A failure names the service it came from where the client that asked said which: not "the weather
/// service" for Open-Meteo's HTTP 503, MET Norway's oversized answer or the place search's geocoder.
@Suite struct NamedServiceFailureTests {
    let strings = Strings(language: .english)

    @Test func aServerErrorNamesTheService() {
        #expect(strings.explain(LoadFailure.weather(.serverError(status: 503, service: "Open-Meteo"))).reason == "Open-Meteo is having trouble (HTTP 503)")
    }

    @Test func anAnswerTooLargeNamesTheService() {
        #expect(strings.explain(LoadFailure.weather(.tooLarge(limit: 2_097_152, service: "MET Norway"))).reason == "MET Norway sent far too much data")
    }

    @Test func aFailedPlaceSearchNamesTheGeocoder() {
        let failure = LoadFailure.location(.searchFailed(.serverError(status: 502, service: "Open-Meteo geocoding")))
        #expect(strings.explain(failure).reason == "The place search failed: Open-Meteo geocoding is having trouble (HTTP 502)")
    }

    @Test func aServiceNobodyNamedIsTheWeatherService() {
        #expect(strings.explain(LoadFailure.weather(.serverError(status: 500))).reason == "The weather service is having trouble (HTTP 500)")
    }

    @Test func theNameIsInTheUsersLanguage() {
        #expect(Strings(language: .german).explain(LoadFailure.weather(.serverError(status: 503, service: "Open-Meteo"))).reason == "Open-Meteo hat Probleme (HTTP 503)")
    }
}
