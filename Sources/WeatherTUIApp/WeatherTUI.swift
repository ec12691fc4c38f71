/// The program: what the `weathertui` executable runs, from its command line to its exit status.
public enum WeatherTUI {
    @MainActor
    public static func main() async {
        await WeatherTUICommand.main()
    }
}
