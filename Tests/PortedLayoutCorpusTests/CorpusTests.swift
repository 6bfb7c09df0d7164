import CollectionViewSimulator
import Testing

@Suite("Layouts written for UIKit, driven as iOS drives them (Swift 6 language mode)")
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

    @Test("the corpus has a layout of every family the issue names")
    func size() {
        #expect(Corpus.subjects.count >= 12)
    }
}
