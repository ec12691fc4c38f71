// swift-tools-version: 6.2
import PackageDescription

/// Every warning in the project's own code is an error (the dependencies' are theirs to fix).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// libdbus-1's headers where Debian's libdbus-1-dev puts them (its pkg-config file says the same), for
/// the targets that import or see CDBus. Not `pkgConfig:`, which would link the library: every run would
/// then load it and what it needs (libsystemd, libgcrypt, liblzma, libzstd, liblz4, libcap), a
/// status-bar poll's among them; `watch` opens it instead (Sources/CDBus/shim.h).
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif
let dbusHeaders: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-I/usr/include/dbus-1.0", "-Xcc", "-I/usr/lib/\(multiarch)/dbus-1.0/include"]),
]

/// A member of a module's extension is visible only where that module is imported: no file can reach
/// full Foundation (and its ICU data, 35 MB) through another module's imports by accident.
let explicitImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")] + strict

let package = Package(
    name: "weathertui",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "weathertui", targets: ["weathertui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(
            name: "WeatherCore",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                "CPNG",
                "CZlib",
                "CLibXML2",
            ],
            swiftSettings: explicitImports,
            plugins: ["LocalizationPlugin"]
        ),
        // libxml2 for the CAP warning feeds, opened on the first CAP document rather than linked (its
        // header says why). A C target, not a system library: libxml2's headers are read by its one C
        // file only, so the targets that see WeatherCore need neither libxml2's headers nor its library.
        .target(
            name: "CLibXML2",
            cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]
        ),
        .target(
            name: "WeatherPresentation",
            dependencies: ["WeatherCore", "CFriBidi"],
            swiftSettings: explicitImports,
            plugins: ["LocalizationPlugin"]
        ),
        // The Swift the gettext catalogs in po/ become, written at build time (docs/translating.md): a
        // host tool, so it may use Foundation, which the app's targets import only where they must.
        .executableTarget(
            name: "LocalizationGenerator",
            swiftSettings: explicitImports
        ),
        .plugin(
            name: "LocalizationPlugin",
            capability: .buildTool(),
            dependencies: ["LocalizationGenerator"]
        ),
        // Writes Documentation/weathertui.1 from its template (`make man`): a tool of the repository, never
        // installed; FoundationEssentials only, as the app, so a release build links no ICU for it.
        .executableTarget(
            name: "ManPageGenerator",
            dependencies: ["WeatherCore", "WeatherPresentation"],
            swiftSettings: explicitImports
        ),
        // libpng, for the radar's tiles (Sources/WeatherCore/Radar/PNGImage.swift): linked, as it needs only
        // zlib and libm, which every run loads already.
        .systemLibrary(
            name: "CPNG",
            providers: [.apt(["libpng-dev"])]
        ),
        // GNU FriBidi, for right-to-left text (Sources/WeatherPresentation/Grid/VisualOrder.swift): its
        // headers only; the library is opened the first time such text is drawn.
        .systemLibrary(
            name: "CFriBidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        // zlib, for DWD's radar composite, which Bright Sky sends zlib-compressed: linked, as every run
        // loads it already.
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CNCursesW",
            providers: [.apt(["libncurses-dev"])]
        ),
        // The session bus, for `watch`'s desktop notifications (org.freedesktop.Notifications): its
        // headers only (`dbusHeaders`); the library is opened when watch looks for the bus.
        .systemLibrary(
            name: "CDBus",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // glibc's allocator controls and the program's code pages, for `watch`'s memory between polls.
        .systemLibrary(name: "CProcessMemory"),
        .target(
            name: "TerminalBackend",
            dependencies: ["CNCursesW", "WeatherPresentation"],
            swiftSettings: explicitImports
        ),
        // The version, homepage and commit (Scripts/write-build-info.sh): only the app's target imports
        // it, so a new commit recompiles this small target and relinks, nothing else.
        .target(
            name: "BuildInfo",
            swiftSettings: strict,
            plugins: ["BuildInfoPlugin"]
        ),
        .plugin(
            name: "BuildInfoPlugin",
            capability: .buildTool()
        ),
        .target(
            name: "WeatherTUIApp",
            dependencies: [
                "BuildInfo",
                "WeatherCore",
                "WeatherPresentation",
                "TerminalBackend",
                "CDBus",
                "CProcessMemory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: explicitImports + dbusHeaders
        ),
        .executableTarget(
            name: "weathertui",
            dependencies: ["WeatherTUIApp"],
            swiftSettings: explicitImports + dbusHeaders
        ),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", .product(name: "AsyncHTTPClient", package: "async-http-client")],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        // Runs the generator the build made (SwiftPM links a plugin's tool into the tests' product already:
        // depending on it again would link it twice).
        .testTarget(
            name: "LocalizationGeneratorTests",
            swiftSettings: strict
        ),
        // Runs the man page's generator and the app the build made, as `make man` does.
        .testTarget(
            name: "ManPageGeneratorTests",
            swiftSettings: strict
        ),
        .testTarget(
            name: "BuildInfoTests",
            dependencies: ["BuildInfo"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherPresentationTests",
            dependencies: ["WeatherPresentation", "WeatherCore"],
            exclude: ["Golden"],
            swiftSettings: strict,
            plugins: ["LocalizationPlugin"]
        ),
        .testTarget(
            name: "WeatherTUIAppTests",
            dependencies: [
                "WeatherTUIApp", "WeatherCore", "WeatherPresentation",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict + dbusHeaders
        ),
    ]
)
