import CollectionViewSimulator
import Testing

// The same layouts and driver as PortedLayoutCorpusTests (symbolic links), compiled in Swift 5
// language mode: that they compile is most of the test; one update each shows they run.
@Suite("Layouts written for UIKit, compiled in Swift 5 language mode")
struct CorpusSwift5Tests {
    @Test("each layout animates an insertion", arguments: Corpus.subjects)
    func insert(_ subject: CorpusSubject) {
        let problems = CorpusRun.problems(subject, .insert)
        guard let gap = subject.knownGaps[.insert] else {
            #expect(problems.isEmpty, "\(subject):\n\(problems.joined(separator: "\n"))")
            return
        }
        withKnownIssue(Comment(rawValue: gap)) {
            #expect(problems.isEmpty, "\(subject):\n\(problems.joined(separator: "\n"))")
        }
    }
}
