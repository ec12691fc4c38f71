/// The columns a message may take in every language where it sits in a fixed-width place at 80
/// columns: key-bar hints, the header's labels, a forecast row's labels, the top border's status words.
/// The catalog tests measure every language against it; a message not listed may wrap or be cut.
extension Message {
    public static let columnBudget: [Message: Int] = [
        .hintRefresh: 10, .hintRetry: 10, .hintScroll: 10, .hintLocation: 10, .hintUnits: 10, .hintGraph: 10,
        .hintDays: 10, .hintHelp: 10, .hintQuit: 10, .hintDismiss: 10, .hintChoose: 10, .hintLoad: 10,
        .hintBack: 10, .hintSearch: 10, .hintCancel: 10, .hintClose: 10,
        .feels: 8, .humidity: 10, .humidityShort: 4, .wind: 8, .gusts: 8, .pressure: 10, .visibility: 10,
        .sunrise: 8, .sunset: 9, .high: 4, .low: 4, .population: 6, .approximate: 12,
        .refreshing: 12, .stale: 12, .offline: 10, .helpTitle: 8, .locationPromptTitle: 10,
        .refreshFailedTitle: 20, .tooSmall: 24, .loadFailedTitle: 36,
    ]
}
