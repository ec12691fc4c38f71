import Foundation
import Testing
@testable import WeatherCore

@Suite struct ProcessEnvironmentTests {
    @Test func variablesAreReadWholeAfterTheFirstEqualsSign() {
        setenv("WEATHERTUI_TEST_VARIABLE", "a=b 서울", 1)
        setenv("WEATHERTUI_TEST_EMPTY", "", 1)
        let environment = ProcessEnvironment.current()
        #expect(environment["WEATHERTUI_TEST_VARIABLE"] == "a=b 서울")
        #expect(environment["WEATHERTUI_TEST_EMPTY"] == "")
        #expect(environment["PATH"] == getenv("PATH").map { String(cString: $0) })
        #expect(environment["WEATHERTUI_TEST_UNSET"] == nil)
    }

    @Test func readsWhatProcessInfoReads() {
        let environment = ProcessEnvironment.current()
        let foundation = ProcessInfo.processInfo.environment
        for name in ["HOME", "PATH", "TERM", "LANG"] {
            #expect(environment[name] == foundation[name], "\(name)")
        }
    }
}
