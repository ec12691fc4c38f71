/// The spinner screen of `locating` and `loading`: it always moves and says what it is doing.
struct StatusView {
    var message: String
    var spinnerFrame: Int

    func render(into grid: inout Grid, in body: Rect) {
        grid.writeCentered("\(SpinnerFrames.frame(spinnerFrame)) \(message)", in: body, y: body.y + body.height / 2, style: Styles.accent)
    }
}
