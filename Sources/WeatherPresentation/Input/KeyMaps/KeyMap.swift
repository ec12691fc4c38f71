/// Every key of one screen, defined once: the controller dispatches through it, and the help, the hints
/// and the documentation checks name keys from it. Keys outside it are the screen's fallback (typed text
/// in the prompt, closing the help).
public struct KeyMap<Command: Hashable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Command>]
    private let commands: [Key: Command]

    public init(_ bindings: [KeyBinding<Command>]) {
        self.bindings = bindings
        var commands: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where commands[key] == nil { commands[key] = binding.command }
        }
        self.commands = commands
    }

    public func command(for key: Key) -> Command? {
        commands[key]
    }

    public func binding(for command: Command) -> KeyBinding<Command>? {
        bindings.first { $0.command == command }
    }

    public func keys(for command: Command) -> [Key] {
        binding(for: command)?.keys ?? []
    }

    /// The hints of `context`, in the map's order.
    public func hints(in context: KeyContext) -> [KeyHint] {
        bindings.compactMap { $0.hints[context] }
    }

    /// The keys and their summaries for `--help`, "r refresh, ↑ k ↓ j scroll": consecutive bindings with
    /// the same summary share it.
    public var summary: String {
        var parts: [(keys: [String], summary: String)] = []
        for binding in bindings {
            guard let summary = binding.summary else { continue }
            if let last = parts.last, last.summary == summary {
                parts[parts.count - 1].keys += binding.documentedKeys
            } else {
                parts.append((binding.documentedKeys, summary))
            }
        }
        return parts.map { ($0.keys + [$0.summary]).joined(separator: " ") }.joined(separator: ", ")
    }

    /// Keys on more than one binding: a map is right when this is empty.
    public var keysBoundTwice: [Key] {
        var seen = Set<Key>()
        return bindings.flatMap(\.keys).filter { !seen.insert($0).inserted }
    }
}

/// The key map of each screen.
public enum KeyMaps {
    /// The hints of `context`, from the map of the screen it is on, in that map's order.
    public static func hints(in context: KeyContext) -> [KeyHint] {
        switch context {
        case .loaded, .failed, .waiting, .failureScreen: main.hints(in: context)
        case .prompt: prompt.hints(in: context)
        case .pickList: pickList.hints(in: context)
        case .message: message.hints(in: context)
        case .helpScrolling: help.hints(in: context)
        case .warningsScrolling: warnings.hints(in: context)
        case .places: places.hints(in: context)
        case .radar: radar.hints(in: context)
        }
    }
}
