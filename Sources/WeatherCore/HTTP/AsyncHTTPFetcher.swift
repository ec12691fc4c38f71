import AsyncHTTPClient
import Foundation
import Logging
import NIOCore

/// The live `HTTPFetching`: async-http-client with a connect timeout, a whole-request deadline,
/// task cancellation and a body-size cap.
public final class AsyncHTTPFetcher: HTTPFetching {
    private let client: HTTPClient
    private let settings: HTTPClientSettings
    private let logger: Logger

    public init(settings: HTTPClientSettings = HTTPClientSettings(), logger: Logger) {
        var configuration = HTTPClient.Configuration(
            timeout: .init(connect: .milliseconds(Int64(settings.connectTimeout * 1000)))
        )
        // A refused connection should fail now, not be retried until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
        self.client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        self.settings = settings
        self.logger = logger
    }

    public func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        let loggedURL = RedactedURL.string(for: url)
        let started = ContinuousClock.now
        do {
            let deadline = NIODeadline.now() + .milliseconds(Int64(settings.requestTimeout * 1000))
            let response = try await client.execute(request, deadline: deadline, logger: nil)
            let body = try await response.body.collect(upTo: settings.maximumBodyBytes)
            logger.debug("GET \(loggedURL) → \(response.status.code) \(body.readableBytes) bytes in \(ContinuousClock.now - started)")
            return HTTPResponse(
                status: Int(response.status.code),
                headers: response.headers.map { (name: $0.name, value: $0.value) },
                body: Data(body.readableBytesView)
            )
        } catch {
            let classified = classify(error)
            logger.info("GET \(loggedURL) failed after \(ContinuousClock.now - started): \(classified) (\(String(describing: error)))")
            throw classified
        }
    }

    private func classify(_ error: any Error) -> FetchError {
        if Task.isCancelled || error is CancellationError { return .cancelled }
        if error is NIOTooManyBytesError { return .tooLarge(limit: settings.maximumBodyBytes) }
        if let clientError = error as? HTTPClientError {
            switch clientError {
            case .cancelled: return .cancelled
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout: return .timedOut
            case .remoteConnectionClosed, .bodyLengthMismatch: return .connectionLost
            case .invalidURL, .emptyHost, .emptyScheme: return .badData("invalid URL")
            default: return .connectionLost
            }
        }
        return .offline
    }

    /// Closes the connection pool; call once before the process exits.
    public func shutdown() async {
        try? await client.shutdown()
    }
}
