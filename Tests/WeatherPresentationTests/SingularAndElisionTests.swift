import Testing
import WeatherCore
@testable import WeatherPresentation

/// One of a thing reads in the singular, and French never writes "de" before a service's name that
/// starts with a vowel ("de Environment Canada").
@Suite struct SingularAndElisionTests {
    @Test func oneMoreWarningIsSingularInFrench() {
        let french = Strings(language: .french)
        #expect(french.text(.moreWarnings(count: 1)) == "+1 autre")
        #expect(french.text(.moreWarnings(count: 2)) == "+2 autres")
    }

    @Test(arguments: [(Language.french, "autre ligne ·"), (.german, "weitere Zeile ·"), (.spanish, "fila más ·")])
    func oneMoreRowIsSingular(language: Language, singular: String) {
        let strings = Strings(language: language)
        #expect(strings.moreRows(above: 0, below: 1).contains(singular), "\(strings.moreRows(above: 0, below: 1))")
        #expect(!strings.moreRows(above: 2, below: 3).contains(singular), "\(strings.moreRows(above: 2, below: 3))")
    }

    static let serviceNames = ["Environment Canada", "Open-Meteo", "OpenWeather", "MET Norway", "Met Éireann", "NWS", "Bright Sky (DWD)"]

    @Test(arguments: serviceNames)
    func frenchElidesNoServiceName(name: String) {
        let french = Strings(language: .french)
        let texts = [
            french.text(.warningsFetched(source: name, time: "08:40", age: "il y a 2 h")),
            french.text(.warningsNoneInForce(source: name)),
            french.text(.askingFallback(service: "MET Norway", fallback: name)),
            french.text(.askingFallbackShort(fallback: name)),
        ]
        let startsWithVowel = "AEIOUÉaeioué".contains(name.first!)
        for text in texts where startsWithVowel {
            #expect(!text.contains("de \(name)"), "\(text)")
        }
        for text in texts {
            #expect(text.contains(name), "\(text)")
        }
    }
}
