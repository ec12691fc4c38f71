/// A part of the screen: it draws into `rect` of the grid and nowhere else.
protocol View {
    func render(in rect: Rect, into grid: inout Grid)
}
