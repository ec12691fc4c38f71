/// A kind of warning in the Japan Meteorological Agency's bosai data, by its two-digit code: its names in
/// Japanese and in JMA's own English, and its level (emergency warning, warning, advisory).
struct JMAWarningKind: Sendable {
    let japanese: String
    let english: String
    let level: Level

    enum Level: Sendable {
        case emergency
        case warning
        case advisory

        var severity: WarningSeverity {
            switch self {
            case .emergency: .extreme
            case .warning: .severe
            case .advisory: .moderate
            }
        }

        func name(japanese: Bool) -> String {
            switch self {
            case .emergency: japanese ? "特別警報" : "Emergency warning"
            case .warning: japanese ? "警報" : "Warning"
            case .advisory: japanese ? "注意報" : "Advisory"
            }
        }
    }

    static let byCode: [String: JMAWarningKind] = [
        "32": JMAWarningKind(japanese: "暴風雪特別警報", english: "Snowstorm Emergency Warning", level: .emergency),
        "33": JMAWarningKind(japanese: "大雨特別警報", english: "Heavy Rain Emergency Warning", level: .emergency),
        "35": JMAWarningKind(japanese: "暴風特別警報", english: "Storm Emergency Warning", level: .emergency),
        "36": JMAWarningKind(japanese: "大雪特別警報", english: "Heavy Snow Emergency Warning", level: .emergency),
        "37": JMAWarningKind(japanese: "波浪特別警報", english: "High Wave Emergency Warning", level: .emergency),
        "38": JMAWarningKind(japanese: "高潮特別警報", english: "Storm Surge Emergency Warning", level: .emergency),
        "02": JMAWarningKind(japanese: "暴風雪警報", english: "Snowstorm Warning", level: .warning),
        "03": JMAWarningKind(japanese: "大雨警報", english: "Heavy Rain Warning", level: .warning),
        "04": JMAWarningKind(japanese: "洪水警報", english: "Flood Warning", level: .warning),
        "05": JMAWarningKind(japanese: "暴風警報", english: "Storm Warning", level: .warning),
        "06": JMAWarningKind(japanese: "大雪警報", english: "Heavy Snow Warning", level: .warning),
        "07": JMAWarningKind(japanese: "波浪警報", english: "High Wave Warning", level: .warning),
        "08": JMAWarningKind(japanese: "高潮警報", english: "Storm Surge Warning", level: .warning),
        "10": JMAWarningKind(japanese: "大雨注意報", english: "Heavy Rain Advisory", level: .advisory),
        "12": JMAWarningKind(japanese: "大雪注意報", english: "Heavy Snow Advisory", level: .advisory),
        "13": JMAWarningKind(japanese: "風雪注意報", english: "Gale and Snow Advisory", level: .advisory),
        "14": JMAWarningKind(japanese: "雷注意報", english: "Thunderstorm Advisory", level: .advisory),
        "15": JMAWarningKind(japanese: "強風注意報", english: "Gale Advisory", level: .advisory),
        "16": JMAWarningKind(japanese: "波浪注意報", english: "High Wave Advisory", level: .advisory),
        "17": JMAWarningKind(japanese: "融雪注意報", english: "Snow Melting Advisory", level: .advisory),
        "18": JMAWarningKind(japanese: "洪水注意報", english: "Flood Advisory", level: .advisory),
        "19": JMAWarningKind(japanese: "高潮注意報", english: "Storm Surge Advisory", level: .advisory),
        "20": JMAWarningKind(japanese: "濃霧注意報", english: "Dense Fog Advisory", level: .advisory),
        "21": JMAWarningKind(japanese: "乾燥注意報", english: "Dry Air Advisory", level: .advisory),
        "22": JMAWarningKind(japanese: "なだれ注意報", english: "Avalanche Advisory", level: .advisory),
        "23": JMAWarningKind(japanese: "低温注意報", english: "Low Temperature Advisory", level: .advisory),
        "24": JMAWarningKind(japanese: "霜注意報", english: "Frost Advisory", level: .advisory),
        "25": JMAWarningKind(japanese: "着氷注意報", english: "Ice Accretion Advisory", level: .advisory),
        "26": JMAWarningKind(japanese: "着雪注意報", english: "Snow Accretion Advisory", level: .advisory),
    ]
}
