import CollectionViewSimulator
import Foundation
import Testing

/// `import CollectionViewSimulator` alone is enough to name the types its API is made of.
@Suite("Exports")
@MainActor
struct ExportsTests {
    @Test func updateItemsAndTransformsNeedNoOtherImport() {
        let item = CollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 0, section: 0),
                                            updateAction: .insert)
        let transform: Transform3D = .identity
        #expect(item.updateAction == .insert && transform == .identity)
    }
}
