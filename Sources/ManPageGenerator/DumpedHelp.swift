/// What `--experimental-dump-help` prints, the parts the man page reads (ArgumentParser's
/// `ToolInfoV0`, which the package does not export as a product).
struct DumpedHelp: Decodable {
    struct Command: Decodable {
        var commandName: String
        var shouldDisplay: Bool?
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        enum Kind: String, Decodable {
            case positional, option, flag
        }

        struct Name: Decodable {
            enum Kind: String, Decodable {
                case long, short, longWithSingleDash
            }

            var kind: Kind
            var name: String

            /// The name as it is typed: `--units`, `-h`.
            var spelled: String {
                switch kind {
                case .long: "--" + name
                case .short, .longWithSingleDash: "-" + name
                }
            }
        }

        var kind: Kind
        var shouldDisplay: Bool
        var names: [Name]?
        var valueName: String?
        var allValues: [String]?
    }

    var command: Command
}
