import Foundation
import Testing
@testable import WeatherCore

@Suite struct NoProxyListTests {
    @Test(arguments: [
        ("example.com", "example.com"), ("example.com", "api.example.com"), (".example.com", "api.example.com"),
        (".example.com", "example.com"), ("EXAMPLE.com", "Api.Example.COM."), ("localhost, 127.0.0.1", "127.0.0.1"),
        ("a.test example.com", "www.example.com"), ("*", "anything.at.all"), ("::1", "::1"), ("[::1]", "::1"),
        ("192.168.1.20", "192.168.1.20"),
    ])
    func aMatchingHostGoesDirect(list: String, host: String) {
        #expect(NoProxyList(list).matches(host: host))
    }

    @Test(arguments: [
        ("example.com", "notexample.com"), ("example.com", "example.com.evil.test"), ("api.example.com", "example.com"),
        ("", "example.com"), ("0.0.1", "127.0.0.1"), ("127.0.0.1", "127.0.0.2"), ("localhost", "127.0.0.1"),
        ("*.example.com", "api.example.com"), (",, ,", "example.com"),
    ])
    func anyOtherHostGoesThroughTheProxy(list: String, host: String) {
        #expect(!NoProxyList(list).matches(host: host))
    }
}

@Suite struct ProxyServerTests {
    @Test func aProxyURLIsReadAsCurlReadsIt() throws {
        let full = try #require(try ProxyServer(parsing: "http://user:p%40ss@proxy.example:3128/"))
        #expect(full == ProxyServer(host: "proxy.example", port: 3128, username: "user", password: "p@ss"))
        #expect(try ProxyServer(parsing: "proxy.example") == ProxyServer(host: "proxy.example", port: 1080))
        #expect(try ProxyServer(parsing: "HTTP://10.0.0.1:8080") == ProxyServer(host: "10.0.0.1", port: 8080))
        #expect(try ProxyServer(parsing: "http://[::1]:3128")?.host == "::1")
        #expect(try ProxyServer(parsing: "  ") == nil)
    }

    @Test func theCredentialsAreNeverInItsName() throws {
        let proxy = try #require(try ProxyServer(parsing: "http://alice:s3cret@proxy.example:3128"))
        #expect(proxy.description == "proxy.example:3128")
        #expect(try ProxyServer(parsing: "http://[::1]:3128")?.description == "[::1]:3128")
    }

    @Test func credentialsInALoggedURLAreRedacted() {
        let url = URL(string: "http://alice:s3cret@proxy.example:3128/v1/forecast?appid=K&lat=1")!
        #expect(RedactedURL.string(for: url) == "http://***:***@proxy.example:3128/v1/forecast?appid=***&lat=1")
    }

    @Test(arguments: ["socks5://proxy:1080", "https://proxy:443", "http://", "http://proxy:99999", "http://proxy:3128/path", "http://proxy:x"])
    func anUnusableProxyIsRefused(text: String) {
        #expect(throws: ProxyParseError.self) { try ProxyServer(parsing: text) }
    }
}

@Suite struct ProxySettingsTests {
    private let https = URL(string: "https://api.open-meteo.com/v1/forecast")!
    private let http = URL(string: "http://127.0.0.1:8080/v1/forecast")!

    private func settings(_ environment: [String: String], proxy: String? = nil, noProxy: String? = nil) throws -> ProxySettings {
        try ProxySettings.resolve(environment: environment, proxy: proxy, noProxy: noProxy)
    }

    @Test func eachSchemeHasItsOwnVariable() throws {
        let proxies = try settings(["https_proxy": "http://secure:1", "http_proxy": "http://plain:2"])
        #expect(proxies.proxy(for: https)?.host == "secure")
        #expect(proxies.proxy(for: http)?.host == "plain")
        #expect(try settings(["HTTPS_PROXY": "upper:3"]).proxy(for: https)?.host == "upper")
        #expect(try settings(["https_proxy": "lower:1", "HTTPS_PROXY": "upper:3"]).proxy(for: https)?.host == "lower")
    }

    @Test func uppercaseHTTPProxyIsIgnoredAsCurlDoes() throws {
        #expect(try settings(["HTTP_PROXY": "http://upper:2"]).proxy(for: http) == nil)
    }

    @Test func allProxyServesEitherSchemeWhenNothingMoreSpecificIsSet() throws {
        let proxies = try settings(["ALL_PROXY": "http://every:4", "https_proxy": "http://secure:1"])
        #expect(proxies.proxy(for: https)?.host == "secure")
        #expect(proxies.proxy(for: http)?.host == "every")
        #expect(try settings(["all_proxy": "every:4", "ALL_PROXY": "other:5"]).proxy(for: http)?.host == "every")
    }

    @Test func loopbackGoesThroughTheProxyUnlessNoProxyNamesIt() throws {
        #expect(try settings(["http_proxy": "p:1"]).proxy(for: http) != nil)
        #expect(try settings(["http_proxy": "p:1", "no_proxy": "127.0.0.1"]).proxy(for: http) == nil)
        #expect(try settings(["https_proxy": "p:1", "NO_PROXY": ".open-meteo.com"]).proxy(for: https) == nil)
        #expect(try settings(["https_proxy": "p:1", "no_proxy": "*"]).proxy(for: https) == nil)
    }

    @Test func theConfigFileReplacesTheVariables() throws {
        let environment = ["https_proxy": "env:1", "http_proxy": "env:1", "no_proxy": "open-meteo.com"]
        let proxies = try settings(environment, proxy: "http://file:8", noProxy: "")
        #expect(proxies.proxy(for: https)?.host == "file")
        #expect(proxies.proxy(for: http)?.host == "file")
        #expect(try settings(environment, proxy: "").proxy(for: http) == nil)
        #expect(try settings([:]) == .none)
    }

    @Test func aBadValueNamesTheVariableButNotThePassword() throws {
        #expect {
            try settings(["https_proxy": "socks5://alice:s3cret@proxy:1080"])
        } throws: { error in
            error as? ConfigurationError == .invalidEnvironment(variable: "https_proxy", problem: .unsupportedProxyScheme("socks5"))
        }
        #expect {
            try settings([:], proxy: "ftp://alice:s3cret@proxy")
        } throws: { error in
            error as? ConfigurationError == .invalidConfigValue(key: "proxy", problem: .unsupportedProxyScheme("ftp"))
        }
    }
}

@Suite struct NetworkConfigurationTests {
    @Test func theConfigFileNetworkKeysReachTheSettings() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-ca-\(UUID().uuidString).pem")
        try Data("not read until a connection is made\n".utf8).write(to: bundle)
        defer { try? FileManager.default.removeItem(at: bundle) }
        let file = try ConfigFileLoader.parse(
            "proxy = \"http://proxy.example:3128\"\nno_proxy = \".internal.example\"\nca_file = \"\(bundle.path)\"\n", path: "c.toml"
        )
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: file, environment: ["https_proxy": "http://env:1"])
        #expect(settings.proxies.https == ProxyServer(host: "proxy.example", port: 3128))
        #expect(settings.proxies.exceptions.matches(host: "db.internal.example"))
        #expect(settings.trust.files == [bundle.path])
    }

    @Test func trustFilesThatDoNotExistAreConfigurationErrors() throws {
        #expect(throws: ConfigurationError.self) {
            try TrustSettings.resolve(environment: ["SSL_CERT_FILE": "/nonexistent/ca.pem"], caFile: nil)
        }
        #expect(throws: ConfigurationError.self) {
            try TrustSettings.resolve(environment: ["SSL_CERT_DIR": "/tmp:/nonexistent-dir"], caFile: nil)
        }
        // The config file's ca_file is told at its line, quoted.
        #expect(throws: ConfigurationError.invalidFile(path: "c.toml", line: 2, column: nil, problem: .notReadableFile(path: "/nonexistent/ca.pem"))) {
            try ConfigFileLoader.parse("lang = \"en\"\nca_file = \"/nonexistent/ca.pem\"\n", path: "c.toml")
        }
        #expect(try TrustSettings.resolve(environment: ["SSL_CERT_DIR": "/tmp:"], caFile: nil).directories == ["/tmp"])
        #expect(try TrustSettings.resolve(environment: [:], caFile: nil) == .systemOnly)
    }

    /// Environments that point SSL_CERT_FILE and SSL_CERT_DIR at the system's own store trust nothing
    /// more by it: the store is not read a second time.
    @Test func theSystemStoreNamedAgainAddsNothing() throws {
        let environment = ["SSL_CERT_FILE": "/etc/ssl/certs/ca-certificates.crt", "SSL_CERT_DIR": "/etc/ssl/certs/:/tmp"]
        let trust = try TrustSettings.resolve(environment: environment, caFile: nil)
        #expect(trust.files.isEmpty)
        #expect(trust.directories == ["/tmp"])
    }
}
