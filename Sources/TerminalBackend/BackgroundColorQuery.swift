/// Asks the terminal for its background colour (OSC 11), followed by a request for its attributes (DA1),
/// which every terminal of the VT100 line answers, in order: DA1's answer without an OSC 11 one before it
/// says no OSC 11 answer will come. The answers arrive with the keys (`TerminalEvent.report`).
enum BackgroundColorQuery {
    static let sequence = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
}
