/// The spinner screen of `locating` and `loading`: it always moves and says what it is doing.
struct SpinnerView: View {
    var message: String
    /// The spinner's current frame.
    var spinner: String

    func render(in body: Rect, into grid: inout Grid) {
        grid.writeCentered("\(spinner) \(message)", in: body, y: body.y + body.height / 2, style: Styles.accent)
    }
}
