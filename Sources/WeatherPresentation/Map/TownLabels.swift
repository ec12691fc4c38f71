import WeatherCore

/// Which towns a map names, and where: the most populous first, each name beside its town's mark (right
/// of it, else left), none over another label or the place's mark, a column of space between two.
struct TownLabels {
    struct Label: Equatable {
        var text: String
        var x: Int
        var y: Int
        var width: Int
        /// The column of the town's own mark within the label (its first or its last).
        var markOffset: Int
    }

    /// At most one label for this many cells, so a region's map stays a map and not a list of names.
    static let cellsPerLabel = 160

    /// Labels for `towns` (most populous first) inside a map of `columns` × `rows` cells whose place mark
    /// is at `mark`; `cell` says which cell a town falls in (nil outside the map).
    static func place(
        _ towns: [BaseMap.Town], columns: Int, rows: Int, mark: (x: Int, y: Int)?, glyphs: MapGlyphs,
        cell: (Coordinate) -> (x: Int, y: Int)?
    ) -> [Label] {
        var taken: [[Range<Int>]] = Array(repeating: [], count: rows)
        if let mark, mark.y >= 0, mark.y < rows { taken[mark.y].append((mark.x - 1)..<(mark.x + 2)) }
        let limit = max(1, columns * rows / cellsPerLabel)
        var labels: [Label] = []
        for town in towns {
            guard labels.count < limit else { break }
            let name = glyphs.ascii ? town.asciiName : town.name
            guard !name.isEmpty, !glyphs.ascii || name.utf8.allSatisfy({ $0 < 128 }), let at = cell(town.coordinate) else { continue }
            let nameWidth = DisplayWidth.of(name)
            let right = Label(text: glyphs.townMark + name, x: at.x, y: at.y, width: nameWidth + 1, markOffset: 0)
            let left = Label(text: name + glyphs.townMark, x: at.x - nameWidth, y: at.y, width: nameWidth + 1, markOffset: nameWidth)
            for label in [right, left] where label.x >= 0 && label.x + label.width <= columns {
                // A column of space on each side, so two names never run together.
                let span = (label.x - 1)..<(label.x + label.width + 1)
                guard !taken[label.y].contains(where: { $0.overlaps(span) }) else { continue }
                taken[label.y].append(label.x..<(label.x + label.width))
                labels.append(label)
                break
            }
        }
        return labels
    }
}
