extension WarningSeverity {
    /// The awareness colour most European and Canadian services draw their levels in (any case):
    /// red is extreme, orange severe, yellow moderate, green minor; anything else is unknown.
    public init(colour: String?) {
        self = switch colour?.trimmed().lowercased() {
        case "red": .extreme
        case "orange": .severe
        case "yellow": .moderate
        case "green": .minor
        default: .unknown
        }
    }
}
