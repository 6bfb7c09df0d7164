import CollectionViewSimulator
import Testing

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
}
