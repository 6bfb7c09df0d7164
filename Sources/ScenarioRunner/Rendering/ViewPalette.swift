import CollectionViewSimulator

/// The colours drawings give views: by category, and for cells by fate, so that what comes and
/// goes stands out.
enum ViewPalette {
    /// A CSS colour for a view with `element` and `fate`.
    static func color(_ element: ElementID, _ fate: ViewFate) -> String {
        switch element.category {
        case .supplementaryView: return "#e69f00"
        case .decorationView: return "#bbbbbb"
        case .cell:
            switch fate {
            case .inserted, .reloadedIn: return "#009e73"
            case .deleted, .reloadedOut: return "#d55e00"
            case .moved: return "#cc79a7"
            case .unchanged, .appeared, .disappeared: return "#0072b2"
            }
        }
    }
}
