import CollectionViewSimulator
import Foundation

/// A delegate that answers the `should…` questions from sets and records every call it receives,
/// to compare with the trace the view returns.
final class SelectionSpyDelegate: CollectionViewDelegate {
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelect: Set<IndexPath> = []
    var refuseDeselect: Set<IndexPath> = []
    private(set) var received: [CollectionViewDelegateCall] = []

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        let answer = !refuseHighlight.contains(indexPath)
        received.append(.shouldHighlightItemAt(indexPath, answer: answer))
        return answer
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        received.append(.didHighlightItemAt(indexPath))
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        received.append(.didUnhighlightItemAt(indexPath))
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        let answer = !refuseSelect.contains(indexPath)
        received.append(.shouldSelectItemAt(indexPath, answer: answer))
        return answer
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        received.append(.didSelectItemAt(indexPath))
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        let answer = !refuseDeselect.contains(indexPath)
        received.append(.shouldDeselectItemAt(indexPath, answer: answer))
        return answer
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        received.append(.didDeselectItemAt(indexPath))
    }
}
