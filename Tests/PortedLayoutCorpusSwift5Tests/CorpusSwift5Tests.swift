import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

// The same layouts and driver as PortedLayoutCorpusTests (symbolic links), compiled in Swift 5
// language mode and driven through the same steps.
@Suite("Layouts written for UIKit, compiled in Swift 5 language mode")
@MainActor
struct CorpusSwift5Tests {
    @Test("each layout through each step", arguments: Corpus.subjects, CorpusStep.allCases)
    func step(_ subject: CorpusSubject, _ step: CorpusStep) {
        let problems = CorpusRun.problems(subject, step)
        guard let gap = subject.knownGaps[step] else {
            #expect(problems.isEmpty, "\(subject), \(step):\n\(problems.joined(separator: "\n"))")
            return
        }
        withKnownIssue(Comment(rawValue: gap)) {
            #expect(problems.isEmpty, "\(subject), \(step):\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test("attributes whose NSObject overrides read their values unwrapped, as Swift 5 code does, compare by them")
    func swift5AttributesOverrides() throws {
        let attributes = TimelineLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.lineOffset = 12
        let copy = try #require(attributes.copy() as? TimelineLayoutAttributes)
        #expect(attributes == copy && attributes.hash == copy.hash)
        copy.isFirstInDay = true
        #expect(attributes != copy)
        #expect(attributes.description == "<TimelineLayoutAttributes [0, 1] line 12.0>")
    }

    @Test("app code with no actor annotation builds screens, layouts and a diffable data source from its own methods")
    func nonisolatedAppCode() throws {
        let coordinator = AlbumCoordinator()
        coordinator.start()
        let contacts = try #require(coordinator.contacts?.collectionView)
        contacts.layoutIfNeeded()
        let width = contacts.bounds.width
        #expect(contacts.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(contacts.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 4, y: 4, width: width - 8, height: width / 2 - 8))
        #expect(contacts.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: width / 2 + 4, y: width / 2 + 4, width: width / 2 - 8, height: width / 4 - 8))

        coordinator.showTags(["travel", "family", "pets", "food"])
        #expect(contacts.numberOfSections == 1 && contacts.numberOfItems(inSection: 0) == 4)

        coordinator.showPhotos(count: 30, in: CGRect(x: 0, y: 0, width: 320, height: 100))
        let photos = try #require(coordinator.photos)
        #expect(abs(photos.collectionViewLayout.collectionViewContentSize.width - (30 * 80 + 29 * 2)) < 0.001)
        #expect(photos.indexPathsForVisibleItems.count == 4)
        coordinator.refreshPhotoSizes()
        photos.layoutIfNeeded()
        #expect(photos.indexPathsForVisibleItems.count == 4)
    }
}
