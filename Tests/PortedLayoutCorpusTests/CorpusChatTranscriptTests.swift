import CollectionViewSimulator
import Foundation
import Testing

/// The Swift 6-era chat screen (``ChatTranscriptLayout``): its model is a `@MainActor` store that
/// `prepare()` reads, so it compiles only with UIKit's main-actor isolation; a sent message rises
/// into place and fades in.
@Suite("A chat layout whose model is a main-actor store")
@MainActor
struct CorpusChatTranscriptTests {
    @Test("sending a message animates it up from 40 points below, faded out, to its place")
    func sendRisesIntoPlace() throws {
        let store = ChatTranscriptStore(messages: (0..<4).map { .init(id: $0, lines: 1 + $0 % 3, isOutgoing: $0 % 2 == 0) })
        let layout = ChatTranscriptLayout(store: store)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: ChatTranscriptDataSource.reuseIdentifier)
        let dataSource = ChatTranscriptDataSource(store: store)
        view.dataSource = dataSource
        view.layoutIfNeeded()

        let animation = try view.throwing.performBatchUpdates {
            let index = store.send(.init(id: 4, lines: 2, isOutgoing: true))
            try view.throwing.insertItems(at: [IndexPath(item: index, section: 0)])
        }

        // Rows of 1, 2, 3, 1 lines (32, 52, 72, 32 points) after an 8-point margin and with 8-point gaps: the new one starts at 228.
        let end = try animation.sample(.cell(0, 4), at: animation.duration)
        #expect(end.frame == CGRect(x: 320 - 224 - 8, y: 228, width: 224, height: 52))
        #expect(end.alpha == 1)
        let start = try animation.sample(.cell(0, 4), at: 0)
        #expect(start.frame == end.frame.offsetBy(dx: 0, dy: 40))
        #expect(start.alpha == 0)
        #expect(view.contentSize == CGSize(width: 320, height: 228 + 52 + 8))
        withExtendedLifetime(dataSource) {}
    }
}
