import FoundationEssentials
import Glibc

/// What the argument parser made of the command lines run lately, so that a command line run again (a
/// status bar runs the same one every few seconds) starts from the parsed options instead of being
/// parsed again. Only command lines that parsed are kept, and the entries belong to one build of the
/// program (`binary`): another build may read the same words differently, and its entries are no
/// memo. A missing or damaged file is no memo either; nothing is written when nothing changed.
public struct CommandLineMemo<Options: Codable & Sendable & Equatable>: Sendable {
    struct Line: Codable, Sendable {
        var arguments: [String]
        var options: Options
    }

    struct Contents: Codable, Sendable {
        var binary: String
        var lines: [Line]
    }

    /// How many command lines are kept, the one parsed last first: a few bars and a prompt.
    public static var capacity: Int { 8 }

    private let store: JSONFileStore<Contents>
    private let binary: String
    private let lines: [Line]

    public init(file: URL, binary: String) {
        store = JSONFileStore(url: file)
        self.binary = binary
        lines = store.read().flatMap { $0.binary == binary ? $0.lines : nil } ?? []
    }

    /// The options `arguments` (the command line without the program's name) were parsed to.
    public func options(for arguments: [String]) -> Options? {
        // A loop, not `first(where:)`: that generic method, unspecialised for a memo of the app's options,
        // has the runtime look up `Array: Collection` (a search of every conformance in the program).
        for line in lines where line.arguments == arguments { return line.options }
        return nil
    }

    public func remember(_ parsed: Options, for arguments: [String]) {
        if options(for: arguments) == parsed { return }
        let kept = [Line(arguments: arguments, options: parsed)] + lines.filter { $0.arguments != arguments }
        try? store.write(Contents(binary: binary, lines: Array(kept.prefix(Self.capacity))))
    }
}

extension CommandLineMemo {
    /// The program file this process runs, as its device, inode, size and modification time: a rebuilt
    /// or reinstalled binary is another one. Nil when the file cannot be looked at.
    public static func runningBinary(version: String) -> String? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return nil }
        return "\(version) \(info.st_dev):\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
