/// The variables a desktop session or a user's profile sets when assistive technology is on, which
/// choose the screen-reader form when neither `--screen-reader` nor `screen_reader` says otherwise. The
/// terminal alone (its type, its size, its colours) never does: nothing in it tells a reader is running.
public enum ScreenReaderHint {
    /// GNOME's (`GNOME_ACCESSIBILITY`) and the generic `ACCESSIBILITY_ENABLED`, each meaning on at `1`.
    public static let variables = ["ACCESSIBILITY_ENABLED", "GNOME_ACCESSIBILITY"]

    public static func isSet(in environment: [String: String]) -> Bool {
        variables.contains { environment[$0] == "1" }
    }
}
