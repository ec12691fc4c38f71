@testable import WeatherPresentation

/// A grid's styles as text, one character a column, so golden files catch a lost colour or weight:
/// a letter for each colour role, upper case when bold (`.` plain, `#` plain bold), and the radar's
/// steps of rain as their numbers 1-6. The right half of a wide character repeats its left half.
enum StyleMask {
    static func rows(of grid: Grid) -> [String] {
        (0..<grid.size.rows).map { y in
            var row = ""
            var previous = Character(".")
            for x in 0..<grid.size.columns {
                let cell = grid[x, y]
                let mark = cell.width == 0 ? previous : character(for: cell.style)
                row.append(mark)
                previous = mark
            }
            return row
        }
    }

    static func character(for style: CellStyle) -> Character {
        if style.role == .normal { return style.bold ? "#" : "." }
        let letter: Character = switch style.role {
        case .normal: "."
        case .muted: "m"
        case .border: "b"
        case .title: "t"
        case .accent: "a"
        case .keyHint: "k"
        case .warning: "w"
        case .error: "e"
        case .freezing: "z"
        case .cold: "c"
        case .mild: "d"
        case .warm: "o"
        case .hot: "h"
        case .rain: "r"
        case .sun: "s"
        case .cloud: "u"
        case .snow: "n"
        case .thunder: "x"
        case .rainLightest: "1"
        case .rainLight: "2"
        case .rainModerate: "3"
        case .rainHeavy: "4"
        case .rainVeryHeavy: "5"
        case .rainExtreme: "6"
        }
        return style.bold ? Character(letter.uppercased()) : letter
    }
}
