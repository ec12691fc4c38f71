/// What a cell means; the terminal backend's theme turns roles into colours.
public enum ColorRole: Int, Sendable, Hashable, CaseIterable {
    case normal
    case muted
    case border
    case title
    case accent
    case keyHint
    case warning
    case error
    case freezing
    case cold
    case mild
    case warm
    case hot
    case rain
    case sun
    case cloud
    case snow
    case thunder
    /// The radar's steps of rain intensity, lightest first (`RainRamp`): a ramp of their own, since
    /// no six of the roles above differ in every theme.
    case rainLightest
    case rainLight
    case rainModerate
    case rainHeavy
    case rainVeryHeavy
    case rainExtreme
}
