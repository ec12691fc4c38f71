import AsyncHTTPClient
import FoundationEssentials
import Glibc
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// The live `HTTPFetching`: async-http-client with a connect timeout, a whole-request deadline,
/// task cancellation, a body-size cap, and redirects followed only as `RedirectPolicy` allows.
/// Each request goes directly or through the proxy `ProxySettings` names for its URL, one client each;
/// certificates are verified against the system's authorities plus those `TrustSettings` adds.
public final class AsyncHTTPFetcher: HTTPFetching {
    private let directClient: HTTPClient
    private let proxiedClients: [ProxyServer: HTTPClient]
    private let proxies: ProxySettings
    /// One event-loop thread: a load makes two or three requests at once, and every further thread
    /// (the default is one a core) costs start-up time and memory.
    private let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let settings: HTTPClientSettings
    private let logger: Logger
    /// Requests under way and whether `shutdown` has begun. A request's last callbacks run on the event
    /// loop, so the loop stops only once every request begun before the shutdown has ended, and none
    /// begins after it (a late one would run its callbacks on a loop already gone).
    private let traffic = Locked(Traffic())

    private struct Traffic {
        var requests = 0
        var isClosing = false
        var whenDrained: CheckedContinuation<Void, Never>?
    }

    public init(
        settings: HTTPClientSettings, proxies: ProxySettings = .none,
        trust: TrustSettings = .systemOnly, logger: Logger
    ) {
        var configuration = HTTPClient.Configuration(
            timeout: .init(connect: .milliseconds(Int64(settings.connectTimeout * 1000)))
        )
        // A refused connection should fail now, not be retried until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        // The radar's first frame asks an HTTP/1.1 server for its index and a frame's nine tiles at once
        // (RainViewer's own hosts speak HTTP/2: one connection for all).
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 10
        // Redirects come back as responses and are followed here, where their target is checked.
        configuration.redirectConfiguration = .disallow
        // No traces are recorded: without a tracer the client starts no span per request (and looks up
        // no tracer conformances on the way to the first one).
        configuration.tracing.tracer = nil
        if let tls = Self.tlsConfiguration(trust, logger: logger) { configuration.tlsConfiguration = tls }
        self.directClient = HTTPClient(eventLoopGroup: eventLoops, configuration: configuration)
        // Each new connection's handler writes the event loop's description into its logger's metadata,
        // and the first description looks its parts' conformances up across the whole program, on the
        // way from the connection to the request. The loop's thread is idle until the first request:
        // it makes that description now, while the caller is still setting the request up.
        let loop = eventLoops.next()
        loop.execute { _ = String(describing: loop) }
        var proxiedClients: [ProxyServer: HTTPClient] = [:]
        for server in proxies.servers {
            var proxied = configuration
            let authorization = server.username.map { HTTPClient.Authorization.basic(username: $0, password: server.password ?? "") }
            proxied.proxy = .server(host: server.host, port: server.port, authorization: authorization)
            proxiedClients[server] = HTTPClient(eventLoopGroup: eventLoops, configuration: proxied)
        }
        if !proxiedClients.isEmpty {
            // `ProxyServer.description` is host:port: the credentials stay out of the log.
            logger.info("proxy for https URLs: \(proxies.https?.description ?? "none"), for http URLs: \(proxies.http?.description ?? "none")")
        }
        self.proxiedClients = proxiedClients
        self.proxies = proxies
        self.settings = settings
        self.logger = logger
    }

    /// The system's authorities plus `trust`'s; nil when there is nothing to add (the client's default).
    /// A directory's files are read here, once, and only when one is named.
    private static func tlsConfiguration(_ trust: TrustSettings, logger: Logger) -> TLSConfiguration? {
        guard !trust.files.isEmpty || !trust.directories.isEmpty else { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = trust.files.map { .file($0) }
        for directory in trust.directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let certificates = names.sorted().flatMap { name in
                (try? NIOSSLCertificate.fromPEMFile(directory + "/" + name)) ?? []
            }
            logger.info("\(certificates.count) certificates trusted from \(directory)")
            if !certificates.isEmpty { tls.additionalTrustRoots.append(.certificates(certificates)) }
        }
        return tls
    }

    private func client(for url: URL) -> (client: HTTPClient, proxy: ProxyServer?) {
        guard let proxy = proxies.proxy(for: url), let client = proxiedClients[proxy] else { return (directClient, nil) }
        return (client, proxy)
    }

    public func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        try await get(url, accept: "application/json")
    }

    public func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
        try await get(url, headers: [("Accept", accept)])
    }

    public func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse {
        try await get(url, headers: [("Accept", "application/json"), ("If-Modified-Since", HTTPDate.string(for: lastModified))])
    }

    private func get(_ url: URL, headers: [(name: String, value: String)]) async throws(FetchError) -> HTTPResponse {
        guard begin() else { throw .cancelled }
        defer { end() }
        let loggedURL = RedactedURL.string(for: url)
        let started = ContinuousClock.now
        do {
            let response = try await fetchFollowingRedirects(url, headers: headers)
            logger.debug("GET \(loggedURL) → \(response.status) \(response.body.count) bytes in \(ContinuousClock.now - started)")
            return response
        } catch {
            let classified = await classify(error, url: url)
            logger.info("GET \(loggedURL) failed after \(ContinuousClock.now - started): \(classified) (\(String(describing: error)))")
            throw classified
        }
    }

    private func fetchFollowingRedirects(_ url: URL, headers: [(name: String, value: String)]) async throws -> HTTPResponse {
        // One deadline for the whole exchange, redirects included.
        let deadline = NIODeadline.now() + .milliseconds(Int64(settings.requestTimeout * 1000))
        var current = url
        for _ in 0...RedirectPolicy.maximumHops {
            let response = try await fetch(current, headers: headers, deadline: deadline)
            guard let target = try RedirectPolicy.target(of: response, requested: current) else { return response }
            logger.debug("redirected from \(RedactedURL.string(for: current)) to \(RedactedURL.string(for: target))")
            current = target
        }
        throw FetchError.redirectRefused
    }

    /// One request, its body gathered on the event loop up to the size cap. The deadline covers the whole
    /// answer, its body included (a slow drip runs into it), and cancelling the task cancels the request.
    private func fetch(_ url: URL, headers: [(name: String, value: String)], deadline: NIODeadline) async throws -> HTTPResponse {
        var request = try HTTPClient.Request(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        for header in headers { request.headers.add(name: header.name, value: header.value) }
        let accumulator = ResponseAccumulator(request: request, maxBodySize: settings.maximumBodyBytes)
        let task = client(for: url).client.execute(
            request: request, delegate: accumulator, eventLoop: .indifferent, deadline: deadline, logger: nil
        )
        let response = try await withTaskCancellationHandler {
            try await task.futureResult.get()
        } onCancel: {
            task.cancel()
        }
        return HTTPResponse(
            status: Int(response.status.code),
            headers: response.headers.map { (name: $0.name, value: $0.value) },
            body: response.body.map(Self.data(of:)) ?? Data()
        )
    }

    /// The bytes copied as they lie: `Data`'s initialiser from a sequence would first ask the runtime
    /// whether the buffer's view is `ContiguousBytes`, a search of every conformance in the program.
    private static func data(of buffer: ByteBuffer) -> Data {
        buffer.withUnsafeReadableBytes { bytes in
            guard let start = bytes.baseAddress else { return Data() }
            return Data(bytes: start, count: bytes.count)
        }
    }

    private func classify(_ error: any Error, url: URL) async -> FetchError {
        if let error = error as? FetchError { return error }
        if Task.isCancelled || error is CancellationError { return .cancelled }
        if error is ResponseAccumulator.ResponseTooBigError { return .tooLarge(limit: settings.maximumBodyBytes) }
        let host = url.host ?? ""
        let port = url.port ?? (url.scheme?.lowercased() == "http" ? 80 : 443)
        let proxy = client(for: url).proxy
        let probe = FailureProbe(group: eventLoops, timeout: .milliseconds(Int64(settings.connectTimeout * 1000)))
        if let problem = CertificateFailure.problem(in: error) {
            guard problem == .untrusted else { return .certificateRejected(host: host, problem: problem) }
            let seen = await probe.certificateProblem(host: host, port: port, through: proxy)
            return .certificateRejected(host: host, problem: seen ?? .untrusted)
        }
        if let proxy, let clientError = error as? HTTPClientError {
            switch clientError {
            case .proxyAuthenticationRequired:
                return .proxyRefused(proxy: proxy.description, refusal: .status(407))
            case .invalidProxyResponse:
                let status = await probe.proxyStatus(proxy, host: host, port: port)
                return .proxyRefused(proxy: proxy.description, refusal: status.map(ProxyRefusal.status) ?? .invalidAnswer)
            case .httpProxyHandshakeTimeout, .connectTimeout:
                return .proxyRefused(proxy: proxy.description, refusal: .unreachable)
            default:
                break
            }
        }
        if let clientError = error as? HTTPClientError { return FetchError(clientError, host: host) }
        // Failing to connect: a host that refused the connection was reached, so the network works;
        // an unreachable network or a name that could not be resolved means there is no usable one.
        // Anything that goes wrong after the connection was made (a parser error on a cut-off body) is neither.
        let name = String(reflecting: type(of: error))
        if ["Connection", "SocketAddress", "IOError", "DNS"].contains(where: { name.firstRange(of: $0) != nil }) {
            // Through a proxy, the only connection the client makes is to the proxy.
            if let proxy { return .proxyRefused(proxy: proxy.description, refusal: .unreachable) }
            return Self.isRefusal(error) ? .connectionRefused(service: nil, host: HostAddress.authority(host, port: port)) : .offline
        }
        return .connectionLost
    }

    /// Whether `error` is a connection the host refused (ECONNREFUSED), on any of the host's addresses.
    private static func isRefusal(_ error: any Error) -> Bool {
        switch error {
        case let error as IOError: error.errnoCode == ECONNREFUSED
        case let error as NIOConnectionError: error.connectionErrors.contains { isRefusal($0.error) }
        default: false
        }
    }

    /// Counts a request in, unless the fetcher is shutting down.
    private func begin() -> Bool {
        traffic.withLock { traffic in
            guard !traffic.isClosing else { return false }
            traffic.requests += 1
            return true
        }
    }

    private func end() {
        let drained = traffic.withLock { traffic in
            traffic.requests -= 1
            guard traffic.requests == 0 else { return nil as CheckedContinuation<Void, Never>? }
            defer { traffic.whenDrained = nil }
            return traffic.whenDrained
        }
        drained?.resume()
    }

    /// Closes the connection pool once the requests under way have ended (closing it cancels them);
    /// requests asked for from now on fail as cancelled. Call once before the process exits.
    public func shutdown() async {
        traffic.withLock { $0.isClosing = true }
        try? await directClient.shutdown()
        for client in proxiedClients.values { try? await client.shutdown() }
        await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
            let isIdle = traffic.withLock { traffic in
                guard traffic.requests > 0 else { return true }
                traffic.whenDrained = drained
                return false
            }
            if isIdle { drained.resume() }
        }
        try? await eventLoops.shutdownGracefully()
    }
}
