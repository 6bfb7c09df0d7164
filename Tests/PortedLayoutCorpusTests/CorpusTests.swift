import CollectionViewSimulator
import Foundation
import Testing

@Suite("Layouts written for UIKit, driven as iOS drives them (Swift 6 language mode)")
@MainActor
struct CorpusTests {
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

    @Test("the store's compositional layout shows every kind of its sections on the first screen or at the scroll target")
    func storeFirstScreen() throws {
        let subject = try #require(Corpus.subjects.first { $0.name == "StoreCompositionalLayout" })
        let view = CollectionView(frame: CGRect(origin: .zero, size: subject.size), collectionViewLayout: subject.makeLayout())
        let data = CorpusDataSource(counts: subject.counts)
        view.dataSource = data
        view.layoutIfNeeded()
        let visible = view.layoutAttributesForVisibleElements
        let kinds = Set(visible.compactMap(\.representedElementKind))
        #expect(kinds.contains(StoreCompositionalLayout.bannerKind), "no banner among \(kinds)")
        func sectionsOnScreen() -> Set<Int> {
            Set(view.layoutAttributesForVisibleElements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        }
        let first = sectionsOnScreen()
        _ = view.setContentOffset(subject.scrollTarget, animated: false)
        let scrolled = sectionsOnScreen()
        #expect(first.union(scrolled) == Set(subject.counts.indices), "cells on screen from \(first.sorted()), then \(scrolled.sorted())")
        let featured = visible.filter { $0.representedElementCategory == .cell && $0.indexPath.section == 0 }
        #expect(featured.contains { $0.frame.maxX > view.bounds.width }, "the featured cards do not run off the right edge")
        let legal = view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: StoreCompositionalLayout.legalFooterKind, at: IndexPath(item: 0, section: 0))
        #expect(legal.map { abs($0.frame.maxY - view.contentSize.height) < 0.5 } == true, "the legal footer is \(String(describing: legal))")
    }

    @Test("the corpus has a layout of every family the issue names")
    func size() {
        #expect(Corpus.subjects.count >= 12)
    }
}
