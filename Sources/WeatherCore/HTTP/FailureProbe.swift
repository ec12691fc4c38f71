import Glibc
import NIOCore
import NIOPosix
import NIOSSL

/// A second, separate connection made only after a request failed, to learn what the HTTP client does
/// not pass on: the status a proxy answered a tunnel request with (the client reports only "invalid
/// proxy response"), and whether a certificate that failed verification had expired (BoringSSL reports
/// only "verify failed"). The probe sends nothing to the service; every failure of its own makes it
/// answer nil.
struct FailureProbe {
    let group: any EventLoopGroup
    let timeout: TimeAmount

    /// The status the proxy answers `CONNECT host:port` with.
    func proxyStatus(_ proxy: ProxyServer, host: String, port: Int) async -> Int? {
        guard let channel = try? await connect(proxy.host, proxy.port) else { return nil }
        defer { channel.close(promise: nil) }
        return try? await tunnelStatus(channel, proxy: proxy, host: host, port: port)
    }

    /// Whether the certificate `host` presents is outside its validity dates (`.expired`), else `.untrusted`.
    func certificateProblem(host: String, port: Int, through proxy: ProxyServer?) async -> CertificateProblem? {
        let channel: any Channel
        do {
            if let proxy {
                channel = try await connect(proxy.host, proxy.port)
                guard let status = try? await tunnelStatus(channel, proxy: proxy, host: host, port: port),
                      (200..<300).contains(status)
                else {
                    channel.close(promise: nil)
                    return nil
                }
            } else {
                channel = try await connect(host, port)
            }
        } catch {
            return nil
        }
        defer { channel.close(promise: nil) }
        let verdict = channel.eventLoop.makePromise(of: CertificateProblem.self)
        let timeout = timeout
        do {
            try await channel.eventLoop.submit {
                // The callback below replaces verification, so no store of authorities is loaded.
                var configuration = TLSConfiguration.makeClientConfiguration()
                configuration.trustRoots = .certificates([])
                let context = try NIOSSLContext(configuration: configuration)
                let handler = try NIOSSLClientHandler(
                    context: context, serverHostname: HostAddress.isLiteral(host) ? nil : host,
                    customVerificationCallback: { certificates, result in
                        let now = time(nil)
                        let expired = certificates.first.map { $0.notValidAfter < now || $0.notValidBefore > now } ?? false
                        verdict.succeed(expired ? .expired : .untrusted)
                        result.succeed(.failed)
                    }
                )
                try channel.pipeline.syncOperations.addHandler(handler)
                channel.eventLoop.scheduleTask(in: timeout) { verdict.fail(ProbeTimedOut()) }
            }.get()
            return try await verdict.futureResult.get()
        } catch {
            verdict.fail(error)
            return nil
        }
    }

    private func connect(_ host: String, _ port: Int) async throws -> any Channel {
        try await ClientBootstrap(group: group).connectTimeout(timeout).connect(host: host, port: port).get()
    }

    /// Sends `CONNECT` on `channel` (a connection to `proxy`) and reads the status of the answer's head.
    private func tunnelStatus(_ channel: any Channel, proxy: ProxyServer, host: String, port: Int) async throws -> Int? {
        let head = channel.eventLoop.makePromise(of: String.self)
        let authority = HostAddress.authority(host, port: port)
        let credentials = proxy.username.map {
            "Proxy-Authorization: \(HTTPProxyCredentials.basic(username: $0, password: proxy.password ?? ""))\r\n"
        }
        let request = "CONNECT \(authority) HTTP/1.1\r\nHost: \(authority)\r\n" + (credentials ?? "") + "\r\n"
        let timeout = timeout
        try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(ResponseHeadReader(head: head), name: ResponseHeadReader.name)
            channel.eventLoop.scheduleTask(in: timeout) { head.fail(ProbeTimedOut()) }
            channel.writeAndFlush(ByteBuffer(string: request), promise: nil)
        }.get()
        let text = try await head.futureResult.get()
        let words = text.prefix { $0 != "\r" }.split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("HTTP/1."), let status = Int(words[1]) else { return nil }
        // A refusing proxy may have closed the connection already; a tunnel carries on without the reader.
        if (200..<300).contains(status) { try await channel.pipeline.removeHandler(name: ResponseHeadReader.name).get() }
        return status
    }

    private struct ProbeTimedOut: Error {}
}

/// Collects bytes until a blank line ends an HTTP response head, then hands the head over.
private final class ResponseHeadReader: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    static let name = "weathertui.response-head"
    /// An answer head longer than this is no proxy's.
    private static let limit = 16_384

    private let head: EventLoopPromise<String>
    private var received = ByteBuffer()

    init(head: EventLoopPromise<String>) {
        self.head = head
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        received.writeBuffer(&bytes)
        let text = String(buffer: received)
        if text.contains("\r\n\r\n") || received.readableBytes > Self.limit { head.succeed(text) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        head.fail(ChannelError.eof)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        head.fail(error)
    }
}
