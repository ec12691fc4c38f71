import AsyncHTTPClient
import FoundationEssentials
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix

/// The live `HTTPFetching`: async-http-client with a connect timeout, a whole-request deadline,
/// task cancellation, a body-size cap, and redirects followed only as `RedirectPolicy` allows.
public final class AsyncHTTPFetcher: HTTPFetching {
    private let client: HTTPClient
    /// One event-loop thread: a load makes two or three requests at once, and every further thread
    /// (the default is one a core) costs start-up time and memory.
    private let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let settings: HTTPClientSettings
    private let logger: Logger

    public init(settings: HTTPClientSettings = HTTPClientSettings(), logger: Logger) {
        var configuration = HTTPClient.Configuration(
            timeout: .init(connect: .milliseconds(Int64(settings.connectTimeout * 1000)))
        )
        // A refused connection should fail now, not be retried until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        // Redirects come back as responses and are followed here, where their target is checked.
        configuration.redirectConfiguration = .disallow
        self.client = HTTPClient(eventLoopGroup: eventLoops, configuration: configuration)
        self.settings = settings
        self.logger = logger
    }

    public func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        let loggedURL = RedactedURL.string(for: url)
        let started = ContinuousClock.now
        do {
            let response = try await withDeadline(seconds: settings.requestTimeout) { [self] in try await fetchFollowingRedirects(url) }
            logger.debug("GET \(loggedURL) → \(response.status) \(response.body.count) bytes in \(ContinuousClock.now - started)")
            return response
        } catch {
            let classified = classify(error)
            logger.info("GET \(loggedURL) failed after \(ContinuousClock.now - started): \(classified) (\(String(describing: error)))")
            throw classified
        }
    }

    private func fetchFollowingRedirects(_ url: URL) async throws -> HTTPResponse {
        var current = url
        for _ in 0...RedirectPolicy.maximumHops {
            let response = try await fetch(current)
            guard let target = try RedirectPolicy.target(of: response, requested: current) else { return response }
            logger.debug("redirected from \(RedactedURL.string(for: current)) to \(RedactedURL.string(for: target))")
            current = target
        }
        throw FetchError.redirectRefused
    }

    private func fetch(_ url: URL) async throws -> HTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        let deadline = NIODeadline.now() + .milliseconds(Int64(settings.requestTimeout * 1000))
        let response = try await client.execute(request, deadline: deadline, logger: nil)
        let body = try await response.body.collect(upTo: settings.maximumBodyBytes)
        return HTTPResponse(
            status: Int(response.status.code),
            headers: response.headers.map { (name: $0.name, value: $0.value) },
            body: Data(body.readableBytesView)
        )
    }

    /// Runs `operation`, cancelling it when `seconds` pass: the client's own deadline covers the head
    /// of the response but not the body, which a slow drip could stretch forever.
    private func withDeadline<T: Sendable>(
        seconds: Double, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw DeadlineExceeded() }
            return value
        }
    }

    private struct DeadlineExceeded: Error {}

    private func classify(_ error: any Error) -> FetchError {
        if error is DeadlineExceeded { return .timedOut }
        if let error = error as? FetchError { return error }
        if Task.isCancelled || error is CancellationError { return .cancelled }
        if error is NIOTooManyBytesError { return .tooLarge(limit: settings.maximumBodyBytes) }
        if let clientError = error as? HTTPClientError {
            switch clientError {
            case .cancelled: return .cancelled
            case .deadlineExceeded, .readTimeout, .writeTimeout: return .timedOut
            case .remoteConnectionClosed, .bodyLengthMismatch: return .connectionLost
            case .invalidURL, .emptyHost, .emptyScheme: return .badData("invalid URL")
            case .connectTimeout: return .offline
            default: return .connectionLost
            }
        }
        // Failing to connect (refused, unreachable, no such host) means no usable network; anything
        // that goes wrong after the connection was made (a parser error on a cut-off body) does not.
        let name = String(reflecting: type(of: error))
        if ["Connection", "SocketAddress", "IOError", "DNS"].contains(where: { name.firstRange(of: $0) != nil }) {
            return .offline
        }
        return .connectionLost
    }

    /// Closes the connection pool; call once before the process exits.
    public func shutdown() async {
        try? await client.shutdown()
        try? await eventLoops.shutdownGracefully()
    }
}
