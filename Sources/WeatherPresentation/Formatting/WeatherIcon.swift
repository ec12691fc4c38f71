import WeatherCore

/// Weather icons: a 13×5 piece of ASCII art for the header and a one-symbol form (from `Glyphs`) for forecast rows.
public struct WeatherIcon: Sendable {
    public static let artWidth = 13
    public static let artHeight = 5

    /// Rows of art, and beside each a mask of the same length naming each character's colour:
    /// s sun, m moon, c cloud, r rain, w snow, t thunder, f fog, space none.
    public let art: [String]
    public let mask: [String]
    public let symbol: String

    public init(condition: WeatherCondition, isDaytime: Bool, glyphs: Glyphs = .unicode) {
        let shape = Self.shape(condition, isDaytime: isDaytime)
        art = shape.art.map(glyphs.text)
        mask = shape.mask
        symbol = glyphs.symbol(condition, isDaytime: isDaytime)
    }

    public static func role(forMask character: Character) -> ColorRole {
        switch character {
        case "s": .sun
        case "m": .muted
        case "c": .cloud
        case "r": .rain
        case "w": .snow
        case "t": .thunder
        case "f": .cloud
        default: .normal
        }
    }

    private static let cloudTop = (art: ["     .--.    ", "  .-(    ).  ", " (___.__)__) "], mask: ["     cccc    ", "  ccccccccc  ", " ccccccccccc "])

    private static func withCloud(_ lower: [String], _ lowerMask: [String]) -> (art: [String], mask: [String]) {
        (cloudTop.art + lower, cloudTop.mask + lowerMask)
    }

    private static func shape(_ condition: WeatherCondition, isDaytime: Bool) -> (art: [String], mask: [String]) {
        switch condition {
        case .clear, .mainlyClear:
            if !isDaytime {
                return (["      .--.   ", "     /  .-'  ", "    |  (     ", "     \\  '-.  ", "      '--'   "],
                        ["      mmmm   ", "     mmmmmm  ", "    mmmm     ", "     mmmmmm  ", "      mmmm   "])
            }
            return (["    \\   /    ", "     .-.     ", "  - (   ) -  ", "     `-'     ", "    /   \\    "],
                    ["    s   s    ", "     sss     ", "  s sssss s  ", "     sss     ", "    s   s    "])
        case .partlyCloudy:
            // At night a crescent, not the sun's rays, behind the cloud: the shape says it in one colour too.
            if !isDaytime {
                return (["  .-'        ", " (  .--.     ", "  .(    ).   ", " (___.__)__) ", "             "],
                        ["  mmm        ", " m  cccc     ", "  cccccccc   ", " ccccccccccc ", "             "])
            }
            return (["  \\ | /      ", " -  .--.     ", "  .(    ).   ", " (___.__)__) ", "             "],
                    ["  s s s      ", " s  cccc     ", "  cccccccc   ", " ccccccccccc ", "             "])
        case .cloudy:
            return withCloud(["             ", "             "], ["             ", "             "])
        case .fog, .haze, .dust:
            return (["             ", " _ - _ - _ - ", "  _ - _ - _  ", " _ - _ - _ - ", "             "],
                    ["             ", " fffffffffff ", "  fffffffff  ", " fffffffffff ", "             "])
        case .drizzle, .freezingDrizzle:
            return withCloud(["   '  '  '   ", "  '  '  '    "], ["   r  r  r   ", "  r  r  r    "])
        case .rain, .showers, .freezingRain:
            return withCloud(["  ' ' ' ' '  ", " ' ' ' ' '   "], ["  r r r r r  ", " r r r r r   "])
        case .heavyRain:
            return withCloud(["  ,',',',',  ", "  ,',',',',  "], ["  rrrrrrrrr  ", "  rrrrrrrrr  "])
        case .snow, .heavySnow, .snowShowers:
            return withCloud(["   *  *  *   ", "  *  *  *    "], ["   w  w  w   ", "  w  w  w    "])
        case .sleet:
            return withCloud(["   ' *  ' *  ", "  * '  * '   "], ["   r w  r w  ", "  w r  w r   "])
        case .thunderstorm, .thunderstormWithHail:
            return withCloud(["    /_  /_   ", "     /   /   "], ["    tt  tt   ", "     t   t   "])
        case .squalls, .tornado:
            return (["  ~~~~~~~~~  ", "   ~~~~~~~   ", "    ~~~~~    ", "     ~~~     ", "      ~      "],
                    ["  ccccccccc  ", "   ccccccc   ", "    ccccc    ", "     ccc     ", "      c      "])
        case .unknown:
            return (["    .-.      ", "     __)     ", "    (        ", "     `-'     ", "      •      "],
                    ["    ccc      ", "     ccc     ", "    c        ", "     ccc     ", "      c      "])
        }
    }
}
