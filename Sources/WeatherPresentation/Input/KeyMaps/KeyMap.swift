/// Text in English and Korean, chosen by `Strings`.
public struct LocalizedText: Hashable, Sendable {
    public var english: String
    public var korean: String

    public init(_ english: String, _ korean: String) {
        self.english = english
        self.korean = korean
    }
}

/// Where keys are named on screen besides the `?` help: the bar in the bottom border in each phase of
/// the main screen, the line of keys in the middle of the failure screen, and the last line of each panel.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case loaded
    case failed
    /// Locating or loading, before there is anything to show.
    case waiting
    case failureScreen
    case prompt
    case pickList
    case message
    /// The help, when it has more rows than fit.
    case helpScrolling
}

/// How a binding is named in one context: its label, a word or two, and its place (lower first;
/// when the line is narrow the highest go first).
public struct KeyHint: Hashable, Sendable {
    public var label: String
    public var text: LocalizedText
    public var priority: Int

    public init(_ label: String, _ text: LocalizedText, priority: Int) {
        self.label = label
        self.text = text
        self.priority = priority
    }
}

/// One command of a screen and every key that triggers it, with how the documentation, the `?` help and
/// the key hints name it.
public struct KeyBinding<Command: Hashable & Sendable>: Hashable, Sendable {
    public var keys: [Key]
    /// The keys as the help shows them ("↑ k").
    public var label: String
    public var command: Command
    /// What the keys do, a row of the `?` help (main screen) and of the documentation. Consecutive
    /// bindings with the same text share a row.
    public var help: LocalizedText
    /// A word or two for `--help`'s list of keys; nil leaves the binding out of it.
    public var summary: String?
    public var hints: [KeyContext: KeyHint]

    public init(
        _ keys: [Key], label: String, _ command: Command, help: LocalizedText, summary: String? = nil,
        hints: [KeyContext: KeyHint] = [:]
    ) {
        self.keys = keys
        self.label = label
        self.command = command
        self.help = help
        self.summary = summary
        self.hints = hints
    }

    /// The keys as the README and the man page name them: a capital that does what its small letter
    /// does is not named apart, and 1 to 9 are one range.
    public var documentedKeys: [String] {
        var names: [String] = []
        for key in keys {
            if case let .character(character) = key, character.isUppercase,
               keys.contains(.character(Character(character.lowercased()))) {
                continue
            }
            if case let .character(character) = key, let digit = character.wholeNumberValue, (1...9).contains(digit) {
                if !names.contains("1–9") { names.append("1–9") }
                continue
            }
            names.append(key.documentedName)
        }
        return names
    }
}

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
        }
    }
}

extension Key {
    /// How the documentation names the key.
    public var documentedName: String {
        switch self {
        case .character(" "): "Space"
        case let .character(character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case let .control(character): "Ctrl-" + character.uppercased()
        case .paste: "paste"
        }
    }
}
