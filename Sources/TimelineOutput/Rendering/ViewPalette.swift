import CollectionViewSimulator
import Foundation

/// How drawings tell views apart: the fill colour says the view's fate, the outline its category.
///
/// The colours are Okabe and Ito's palette ("Color Universal Design", 2008), chosen so that readers
/// with any common colour-vision deficiency can tell the eight apart; every view of one fate has the
/// same colour whatever its category, so a deleted header is drawn in the deleted colour. The
/// outline is solid for cells, long dashes for headers, short dashes for footers, dash-dot for
/// other supplementary views and dots for decoration views.
enum ViewPalette {
    /// The CSS colour of views with `fate`.
    static func color(_ fate: ViewFate) -> String {
        switch fate {
        case .inserted: "#009e73"      // bluish green
        case .deleted: "#d55e00"       // vermillion
        case .moved: "#cc79a7"         // reddish purple
        case .unchanged: "#0072b2"     // blue
        case .reloadedOut: "#e69f00"   // orange
        case .reloadedIn: "#56b4e9"    // sky blue
        case .appeared: "#f0e442"      // yellow
        case .disappeared: "#999999"   // grey (the palette's black, lightened so labels stay readable)
        }
    }

    /// The width of a view's outline, drawn in its fate's darker colour at full opacity whatever
    /// its alpha, so that a half-transparent fill never reads as another fate's colour.
    static let outlineWidth = 1.5

    /// The CSS colour of the outline of views with `fate`: the fate's colour at 60 % of its
    /// brightness, so that neighbours of one fate stay apart and a faded view keeps its hue.
    static func outlineColor(_ fate: ViewFate) -> String {
        let color = color(fate)
        guard let value = Int(color.dropFirst(), radix: 16) else { return color }
        let channels = [16, 8, 0].map { Int((Double((value >> $0) & 0xff) * 0.6).rounded()) }
        return "#" + channels.map { String(format: "%02x", $0) }.joined()
    }

    /// What a view's outline says about its category.
    enum Style: String, CaseIterable {
        case cell
        case header
        case footer
        case supplementary
        case decoration

        init(category: CollectionView.ElementCategory, kind: String?) {
            switch category {
            case .cell: self = .cell
            case .decorationView: self = .decoration
            case .supplementaryView where kind == CollectionView.elementKindSectionHeader: self = .header
            case .supplementaryView where kind == CollectionView.elementKindSectionFooter: self = .footer
            case .supplementaryView: self = .supplementary
            }
        }

        /// The SVG `stroke-dasharray` of the outline, in points; empty for a solid line.
        var dashes: String {
            switch self {
            case .cell: ""
            case .header: "6 2"
            case .footer: "2 2"
            case .supplementary: "6 2 1 2"
            case .decoration: "1 3"
            }
        }

        /// The legend's words for the category.
        var legend: String {
            switch self {
            case .cell: "cell (solid outline)"
            case .header: "header (long dashes)"
            case .footer: "footer (short dashes)"
            case .supplementary: "other supplementary view (dash-dot)"
            case .decoration: "decoration view (dots)"
            }
        }
    }
}
