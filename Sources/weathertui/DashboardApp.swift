import FoundationEssentials
import Glibc
import TerminalBackend
import WeatherCore
import WeatherPresentation

/// The full-screen app: one event stream on the main actor that input, timers, signals and the data
/// source all feed; after each event the state is rendered and the changed cells are drawn. The first
/// frame is drawn as soon as curses is up; the services (HTTP client, caches, log) are set up behind it.
@MainActor
final class DashboardApp {
    private enum Event {
        case input
        /// The terminal went away without a SIGHUP (end of input).
        case hangUp
        case tick
        case autoRefresh
        case stateChanged
        case signal(Int32)
        case resize
    }

    private let settings: ResolvedSettings
    private let makeServices: () throws -> Services
    private let theme: ResolvedTheme
    private let environment: [String: String]
    private let view = DashboardView()

    init(settings: ResolvedSettings, environment: [String: String], makeServices: @escaping () throws -> Services) {
        self.settings = settings
        self.makeServices = makeServices
        self.theme = ThemeResolver.resolve(settings.theme, environment: environment)
        self.environment = environment
    }

    func run() async -> Int32 {
        let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let signalSources = TerminalSignals.handleTermination { continuation.yield(.signal($0)) }
            + [TerminalSignals.handleResize { continuation.yield(.resize) }]
        TerminalSignals.restoreTerminalOnCrash()
        let screen: CursesScreen
        do {
            screen = try CursesScreen(theme: theme, environment: environment, lineDrawing: settings.icons == .ascii ? .alternateCharacterSet : .unicode)
        } catch {
            StandardStreams.writeError("weathertui: \(error)")
            return 2
        }
        defer {
            screen.stop()
            signalSources.forEach { $0.cancel() }
        }
        let glyphs = Glyphs(settings.icons)
        screen.draw(view.render(ScreenState(units: settings.units, language: settings.language, size: screen.size, glyphs: glyphs)))
        let services: Services
        do {
            services = try makeServices()
        } catch {
            screen.stop()
            StandardStreams.writeError("weathertui: \(error)")
            return 1
        }
        if let fallback = screen.fallback {
            services.logger.notice("TERM '\(fallback.requested)' is unknown on this system; drawing with '\(fallback.used)'")
        }

        let dataSource = services.makeDataSource()
        let controller = DashboardController(
            loader: dataSource, units: settings.units, language: settings.language, size: screen.size, glyphs: glyphs
        )
        dataSource.delegate = controller
        controller.onStateChange = { continuation.yield(.stateChanged) }
        let input = InputWatcher { report in
            continuation.yield(report == .ready ? .input : .hangUp)
        }

        controller.start()
        screen.draw(view.render(controller.state))
        input.start()
        defer { input.stop() }
        var spinner: Task<Void, Never>?
        let autoRefresh = settings.refreshInterval.map { interval in
            Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(interval))
                    continuation.yield(.autoRefresh)
                }
            }
        }
        defer {
            spinner?.cancel()
            autoRefresh?.cancel()
            dataSource.cancel()
        }

        var status: Int32 = 0
        loop: for await event in events {
            switch event {
            case .input:
                var quit = false
                for terminalEvent in screen.readEvents() {
                    switch terminalEvent {
                    case let .key(key):
                        if controller.handle(key) == .quit { quit = true }
                    case let .resize(size):
                        controller.resize(to: size)
                    }
                }
                input.didDrain()
                if quit { break loop }
            case .hangUp:
                status = 128 + SIGHUP
                break loop
            case .tick:
                controller.advanceSpinner()
            case .autoRefresh:
                controller.refresh()
            case .stateChanged:
                break
            case let .signal(number):
                status = 128 + number
                break loop
            case .resize:
                controller.resize(to: screen.resizeToTerminal())
            }
            if controller.state.isAnimating, spinner == nil {
                spinner = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(100))
                        continuation.yield(.tick)
                    }
                }
            } else if !controller.state.isAnimating, let running = spinner {
                running.cancel()
                spinner = nil
            }
            screen.draw(view.render(controller.state))
        }
        await services.shutdown()
        return status
    }
}
