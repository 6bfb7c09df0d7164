import CollectionViewSimulator
import Foundation

/// Runs one step of one layout on a fresh view and checks it.
@MainActor enum CorpusRun {
    /// The problems the step shows; empty when it behaved as on iOS.
    ///
    /// - Parameters:
    ///   - subject: The layout and its setup.
    ///   - step: What to do.
    /// - Returns: One sentence per problem.
    static func problems(_ subject: CorpusSubject, _ step: CorpusStep) -> [String] {
        let view = CollectionView(frame: CGRect(origin: .zero, size: subject.size), collectionViewLayout: subject.makeLayout())
        let data = CorpusDataSource(counts: subject.counts)
        if let registerViews = subject.registerViews {
            registerViews(view)
            data.dequeuesRegisteredViews = true
        }
        view.dataSource = data
        let delegate = subject.makeDelegate?()
        view.delegate = delegate
        view.layoutIfNeeded()
        let uikitRaises = subject.uikitRaises[step]
        do {
            let animation = try step.perform(on: view, data: data, subject: subject)
            let problems = CorpusChecks(animation: animation, view: view, counts: data.counts).problems
                + (subject.promises?(view, step) ?? [])
            return problems + (uikitRaises.map { ["UIKit raises \"\($0)\" here; the simulator did not"] } ?? [])
        } catch {
            if let uikitRaises, "\(error)".contains(uikitRaises) { return [] }
            return ["\(step) threw: \(error)"]
        }
    }
}
