/// The command line as the argument parser describes it: each option's names, its value's name or its
/// values, and the subcommands. The OPTIONS section names each of them once.
struct CommandLineReference {
    /// Every displayed argument of the command and its displayed subcommands, once (`doctor` shares the
    /// settings' options).
    let arguments: [DumpedHelp.Argument]
    let subcommandNames: [String]

    init(_ command: DumpedHelp.Command) {
        let displayed = [command] + (command.subcommands ?? []).filter { $0.shouldDisplay ?? true }
        var arguments: [DumpedHelp.Argument] = []
        var seen = Set<String>()
        for argument in displayed.flatMap({ $0.arguments ?? [] }) where argument.shouldDisplay {
            let names = (argument.names ?? []).map(\.spelled)
            guard !names.isEmpty, seen.isDisjoint(with: names) else { continue }
            seen.formUnion(names)
            arguments.append(argument)
        }
        self.arguments = arguments
        subcommandNames = displayed.dropFirst().map(\.commandName)
    }

    /// Every name an entry must mention: each argument's spellings and each subcommand.
    var names: [String] {
        arguments.flatMap { ($0.names ?? []).map(\.spelled) } + subcommandNames
    }

    /// The `.TP` line of the entry for `names` (`-h, --help`; `doctor, --doctor`): the names in bold, then
    /// the values the option takes (`--units metric|imperial`) or its value's name in italics.
    func heading(for names: [String]) throws -> String {
        var valued: DumpedHelp.Argument?
        for name in names {
            if subcommandNames.contains(name) { continue }
            guard let argument = arguments.first(where: { ($0.names ?? []).contains { $0.spelled == name } }) else {
                throw GeneratorError("\(name) is no option or subcommand of weathertui")
            }
            if argument.kind == .option { valued = argument }
        }
        var words = Array(names.map(Roff.escaped).map { [$0, ", "] }.joined().dropLast())
        guard let valued else { return Roff.boldAlternating(words) }
        if let values = valued.allValues, !values.isEmpty {
            // A line may break after each bar: a long list of values (--lang's) would overrun it.
            words += [" "] + Array(values.map(Roff.escaped).map { [$0, "|\\:"] }.joined().dropLast())
            return Roff.boldAlternating(words)
        }
        guard names.count == 1, let valueName = valued.valueName else {
            throw GeneratorError("\(names.joined(separator: ", ")): one option with a value name goes alone")
        }
        return ".BI \(words[0]) \(Roff.argument(" " + Roff.escaped(valueName)))"
    }
}
