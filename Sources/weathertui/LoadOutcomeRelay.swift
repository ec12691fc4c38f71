import WeatherCore
import WeatherPresentation

/// Passes the data source's events on to the controller, and tells the app how each load of the current
/// place ended, so auto-refresh can schedule its next try.
@MainActor
final class LoadOutcomeRelay: WeatherDataSourceDelegate {
    enum Outcome {
        case loaded
        case failed(LoadFailure)
        /// A change of place failed: the current place was not loaded at all.
        case changeFailed
    }

    private let controller: DashboardController
    private let onOutcome: (Outcome) -> Void

    init(controller: DashboardController, onOutcome: @escaping (Outcome) -> Void) {
        self.controller = controller
        self.onOutcome = onOutcome
    }

    func dataSourceDidStartLocating(_ step: LocatingStep) {
        controller.dataSourceDidStartLocating(step)
    }

    func dataSourceDidStartLoading(_ place: Place) {
        controller.dataSourceDidStartLoading(place)
    }

    func dataSourceDidLoad(_ report: WeatherReport) {
        controller.dataSourceDidLoad(report)
        onOutcome(.loaded)
    }

    func dataSourceDidFail(_ failure: LoadFailure) {
        controller.dataSourceDidFail(failure)
        onOutcome(.failed(failure))
    }

    func dataSourceDidFailToChangeLocation(_ failure: LoadFailure) {
        controller.dataSourceDidFailToChangeLocation(failure)
        onOutcome(.changeFailed)
    }
}
