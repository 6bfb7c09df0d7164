import CollectionViewSimulator
import Foundation

/// Where a view's label is drawn in one frame: in the view's middle, moved to the largest part of
/// the view that nothing covers, or left out.
///
/// A label is drawn right after its view, so that a view drawn above it covers it. When the
/// label's box in the middle of the view is covered by a view drawn above it (one opaque enough to
/// hide text: alpha 0.5 or more) or lies partly outside the visible rectangle, the label moves to
/// the middle of the largest rectangle of the view that is visible and uncovered, shortened to
/// what fits there (``ViewLabel``); when no such rectangle holds even the shortest form, the label
/// is left out (the view's tooltip still names it). So a stack of cards shows the label of each
/// card on its visible edge instead of a pile of labels cut by the cards above.
///
/// Only views that are not turned move their labels, and only views that are not turned count as
/// covering: a turned view's box is not a rectangle of the screen. The SVG filmstrip and the HTML
/// player both place labels with this one rule.
enum LabelPlacement: Equatable {
    /// In the view's middle, as when nothing covers it.
    case middle
    /// In the middle of `area`, a rectangle in the content's coordinates, shortened to fit it.
    case moved(area: CGRect)
    /// Left out: no visible, uncovered part of the view holds the label.
    case hidden

    /// The least alpha at which a view drawn above another hides the other's label.
    static let coveringAlpha = 0.5
    /// The most distinct edges across a view that the search for an uncovered rectangle goes
    /// through; a view crossed by more covering views' edges is left without a label.
    private static let maximumEdges = 24

    /// Where each of `samples` (one frame's visible views, in drawing order) has its label, with
    /// `visible` the visible rectangle and `scale` the drawing's pixels per point (labels are
    /// measured in pixels).
    static func placements(of samples: [SampledStage.Sample], views: [SampledStage.View], visible: CGRect,
                           scale: Double) -> [LabelPlacement] {
        let boxes = samples.map(box)
        return samples.indices.map { index in
            guard let box = boxes[index] else { return .middle }
            let view = views[samples[index].view]
            let label = ViewLabel(name: view.name, identifier: view.identifier,
                                  width: Double(box.width) * scale, height: Double(box.height) * scale)
            // A view too small for any label shows none wherever it is.
            guard !label.lines.isEmpty else { return .middle }
            let covers = samples.indices.dropFirst(index + 1).compactMap { above -> CGRect? in
                guard samples[above].value.alpha >= coveringAlpha, let cover = boxes[above], cover.intersects(box) else { return nil }
                return cover.intersection(box)
            }
            let width = label.width / scale, height = label.height / scale
            let middle = CGRect(x: Double(box.midX) - width / 2, y: Double(box.midY) - height / 2, width: width, height: height)
            if visible.contains(middle), !covers.contains(where: { $0.intersects(middle) }) { return .middle }
            return bestArea(in: box.intersection(visible), avoiding: covers, view: view, scale: scale).map { .moved(area: $0) } ?? .hidden
        }
    }

    /// The view's drawn rectangle in the content's coordinates, or `nil` for a turned view or one
    /// with no area.
    private static func box(_ sample: SampledStage.Sample) -> CGRect? {
        let m = sample.value.transform3D
        guard m.m12 == 0, m.m21 == 0, sample.value.size.width > 0, sample.value.size.height > 0 else { return nil }
        let width = Double(sample.value.size.width) * abs(Double(m.m11)), height = Double(sample.value.size.height) * abs(Double(m.m22))
        guard width > 0, height > 0 else { return nil }
        let middle = sample.middle
        return CGRect(x: Double(middle.x) - width / 2, y: Double(middle.y) - height / 2, width: width, height: height)
    }

    /// The uncovered rectangle of `area` (between the edges of `covers`) whose label keeps the most:
    /// more lines, then a longer first line, then more area, then nearer the area's middle; `nil`
    /// when none holds a label.
    private static func bestArea(in area: CGRect, avoiding covers: [CGRect], view: SampledStage.View, scale: Double) -> CGRect? {
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let xs = edges(area.minX, area.maxX, covers.flatMap { [$0.minX, $0.maxX] })
        let ys = edges(area.minY, area.maxY, covers.flatMap { [$0.minY, $0.maxY] })
        guard xs.count <= maximumEdges, ys.count <= maximumEdges else { return nil }
        // free[j][i]: whether the cell between xs[i]...xs[i + 1] and ys[j]...ys[j + 1] is uncovered;
        // `covered` counts covered cells in the rectangle of cells above and left of (i, j), so that
        // any rectangle of cells is checked in constant time.
        let columns = xs.count - 1, rows = ys.count - 1
        var covered = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for j in 0..<rows {
            for i in 0..<columns {
                let point = CGPoint(x: (xs[i] + xs[i + 1]) / 2, y: (ys[j] + ys[j + 1]) / 2)
                let hit = covers.contains { $0.contains(point) } ? 1 : 0
                covered[j + 1][i + 1] = hit + covered[j][i + 1] + covered[j + 1][i] - covered[j][i]
            }
        }
        var best: (rect: CGRect, score: [Double])?
        for left in 0..<columns {
            for right in (left + 1)...columns {
                for top in 0..<rows {
                    for bottom in (top + 1)...rows {
                        let hits = covered[bottom][right] - covered[top][right] - covered[bottom][left] + covered[top][left]
                        guard hits == 0 else { break }
                        let rect = CGRect(x: xs[left], y: ys[top], width: xs[right] - xs[left], height: ys[bottom] - ys[top])
                        let label = ViewLabel(name: view.name, identifier: view.identifier,
                                              width: Double(rect.width) * scale, height: Double(rect.height) * scale)
                        guard let first = label.lines.first else { continue }
                        let distance = hypot(Double(rect.midX - area.midX), Double(rect.midY - area.midY))
                        let score = [Double(label.lines.count), Double(first.count), Double(rect.width * rect.height), -distance]
                        if best.map({ $0.score.lexicographicallyPrecedes(score) }) ?? true {
                            best = (rect, score)
                        }
                    }
                }
            }
        }
        return best?.rect
    }

    /// The distinct values of `inner` strictly between `low` and `high`, with both ends, sorted.
    private static func edges(_ low: CGFloat, _ high: CGFloat, _ inner: [CGFloat]) -> [CGFloat] {
        [low] + Set(inner.filter { $0 > low && $0 < high }).sorted() + [high]
    }
}
