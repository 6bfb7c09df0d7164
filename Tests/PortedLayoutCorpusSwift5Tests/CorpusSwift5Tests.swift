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
}
