/// The spinner screen of `locating` and `loading`: it always moves and says what it is doing.
struct StatusView: View {
    var message: String
    var spinnerFrame: Int

    func render(in body: Rect, into grid: inout Grid) {
        grid.writeCentered("\(SpinnerFrames.frame(spinnerFrame)) \(message)", in: body, y: body.y + body.height / 2, style: Styles.accent)
    }
}
