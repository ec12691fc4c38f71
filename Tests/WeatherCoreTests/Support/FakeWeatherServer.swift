import Foundation

/// The project's fake API server (Tests/FakeServer) on an ephemeral loopback port, for one test.
/// Started with posix_spawn and reaped in deinit: Foundation's Process keeps itself alive until a run
/// loop it schedules on sees the exit, which nothing runs here.
final class FakeWeatherServer: @unchecked Sendable {
    let pid: pid_t
    let port: Int
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init(arguments: [String] = []) throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("FakeServer/fake_weather_server.py")
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("fake-server-\(UUID().uuidString).port")
        defer { try? FileManager.default.removeItem(at: portFile) }
        pid = try Self.spawn(["python3", script.path, "--port", "0", "--port-file", portFile.path, "--quiet"] + arguments)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                self.port = port
                return
            }
            usleep(20_000)
        }
        Self.stop(pid)
        throw CocoaError(.fileReadNoSuchFile)
    }

    deinit {
        Self.stop(pid)
    }

    /// Runs `arguments` (looked up on PATH) with standard output and error going nowhere.
    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard status == 0 else { throw CocoaError(.executableLoad) }
        return pid
    }

    private static func stop(_ pid: pid_t) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// POSTs a control change (mode, latency_ms, variant, …) and waits for the answer.
    func control(_ settings: [String: Any]) throws {
        _ = try send(method: "POST", path: "/_control", body: try JSONSerialization.data(withJSONObject: settings))
    }

    func stats() throws -> [String: Any] {
        let data = try send(method: "GET", path: "/_stats", body: Data())
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The requests the server counted, oldest first: method, path, query and, `withHeaders`, the
    /// headers it keeps (User-Agent, Accept, If-Modified-Since).
    func requests(withHeaders: Bool = false) throws -> [[String: Any]] {
        let data = try send(method: "GET", path: withHeaders ? "/_requests?headers=1" : "/_requests", body: Data())
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["requests"] as? [[String: Any]] ?? []
    }

    /// Returns once the server is answering at least `count` requests (mode `timeout` holds them open),
    /// or throws after `limit`: the requests never arrived.
    func waitForRequestsInFlight(_ count: Int, within limit: Duration = .seconds(5)) async throws {
        let deadline = ContinuousClock.now + limit
        while try stats()["in_flight"] as? Int ?? 0 < count {
            guard ContinuousClock.now < deadline else { throw CocoaError(.fileReadUnknown) }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// A tiny blocking HTTP/1.0 exchange over a socket: the control API needs no real client.
    private func send(method: String, path: String, body: Data) throws -> Data {
        let head = "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let message = Data(head.utf8) + body
        _ = message.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            response.append(buffer, count: count)
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return Data() }
        return response[split.upperBound...]
    }
}
