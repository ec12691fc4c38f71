import WeatherPresentation

/// The main screen's key map, the one the `?` help lists: the KEYS section has an entry for each command,
/// headed by its keys as the documentation names them (`KeyBinding.documentedKeys`).
struct DocumentedKeys {
    let bindings = KeyMaps.main.bindings

    /// Every command, by its case's name (`scrollUp`): each is an entry's or shares one.
    var names: [String] {
        bindings.map { String(describing: $0.command) }
    }

    /// The `.TP` line of the entry for `commands`: their keys in bold, in the map's order.
    func heading(for commands: [String]) throws -> String {
        var keys: [String] = []
        for command in commands {
            guard let binding = bindings.first(where: { String(describing: $0.command) == command }) else {
                throw GeneratorError("\(command) is no command of the main screen's key map")
            }
            keys += binding.documentedKeys.filter { !keys.contains($0) }
        }
        return Roff.boldAlternating(Array(keys.map(Roff.escaped).map { [$0, " "] }.joined().dropLast()))
    }
}
