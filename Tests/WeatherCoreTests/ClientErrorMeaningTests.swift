import AsyncHTTPClient
import Testing
@testable import WeatherCore

/// The HTTP client's errors as the user is told them: a request that waited too long, for its answer or
/// for a connection to its host, was not answered in time; it was not cut off mid-answer.
@Suite struct ClientErrorMeaningTests {
    @Test(arguments: [
        (HTTPClientError.getConnectionFromPoolTimeout, FetchError.timedOut), (.deadlineExceeded, .timedOut), (.readTimeout, .timedOut),
        (.remoteConnectionClosed, .connectionLost), (.connectTimeout, .offline), (.cancelled, .cancelled),
    ])
    func eachErrorMeansWhatHappened(error: HTTPClientError, meaning: FetchError) {
        #expect(FetchError(error, host: "tilecache.rainviewer.com") == meaning)
    }
}
