/// The frames of the spinner, one column wide each.
public enum SpinnerFrames {
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func frame(_ index: Int) -> String {
        frames[((index % frames.count) + frames.count) % frames.count]
    }
}
