import Foundation
import Testing
@testable import WeatherCore

@Suite struct ProcessEnvironmentTests {
    @Test func eachEntryIsSplitAtItsFirstEqualsSign() {
        let entries = ["LOCATION=a=b 서울", "EMPTY=", "NO_EQUALS_SIGN", "TERM=xterm", "TERM=dumb"]
        let pointers = entries.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        var list = pointers
        let variables = list.withUnsafeMutableBufferPointer { ProcessEnvironment.variables(in: $0.baseAddress) }
        #expect(variables == ["LOCATION": "a=b 서울", "EMPTY": "", "TERM": "xterm"])
    }

    @Test func readsWhatGetenvReads() {
        let environment = ProcessEnvironment.current()
        for name in ["HOME", "PATH", "TERM", "LANG"] {
            #expect(environment[name] == getenv(name).map { String(cString: $0) }, "\(name)")
        }
        #expect(environment.count == ProcessInfo.processInfo.environment.count)
    }
}
