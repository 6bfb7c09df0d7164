import Foundation

extension CollectionView {
    /// The first NaN or infinite number a layout answered (a frame, alpha, transform, the content
    /// size or a target offset) where iOS would have raised `CALayerInvalidGeometry` and ended the
    /// app: kept from the layout pass or change that met it until ``clearNonFiniteLayoutAnswer()``.
    /// A batch update also throws it; other changes are undone and return an empty animation; a
    /// layout pass keeps only the finite elements. A getter: it never lays out.
    public var nonFiniteLayoutAnswer: NonFiniteLayoutAnswer? { engine.nonFiniteAnswer }

    /// Forgets ``nonFiniteLayoutAnswer``, so that the next one is kept.
    public func clearNonFiniteLayoutAnswer() {
        engine.nonFiniteAnswer = nil
    }
}

extension UpdateEngine {
    /// Keeps `answer` as ``CollectionView/nonFiniteLayoutAnswer`` unless one is kept already.
    func noteNonFiniteAnswer(_ answer: NonFiniteLayoutAnswer) {
        if state.nonFiniteAnswer == nil { state.nonFiniteAnswer = answer }
    }
}
