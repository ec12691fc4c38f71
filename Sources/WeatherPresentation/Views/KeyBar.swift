/// The keys in the bottom border, most important first; the least important (last) are dropped first when narrow.
struct KeyBar {
    var keys: [(key: String, label: String)]

    /// The main screen's hints for `context`, most important first.
    init(_ context: KeyContext, strings: Strings) {
        keys = strings.keyHints(in: context)
    }

    /// The keys that fit `room`; keys past the first `essential` also give way to `reserved` columns
    /// (the data's credit, which the services' terms ask for, outranks the least used keys).
    func runs(fitting room: Int, reserving reserved: Int = 0, beyond essential: Int = .max) -> [TextRun] {
        var chosen = keys
        func width(_ entries: [(key: String, label: String)]) -> Int {
            entries.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.label) + 2 } + 1
        }
        while !chosen.isEmpty, width(chosen) > room { chosen.removeLast() }
        while chosen.count > essential, width(chosen) + reserved > room { chosen.removeLast() }
        var runs: [TextRun] = [TextRun(" ")]
        for (index, entry) in chosen.enumerated() {
            if index > 0 { runs.append(TextRun("  ")) }
            runs.append(TextRun(entry.key, Styles.key))
            runs.append(TextRun(" " + entry.label, Styles.muted))
        }
        runs.append(TextRun(" "))
        return runs
    }
}
