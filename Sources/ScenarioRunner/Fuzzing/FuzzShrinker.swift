import Foundation

/// Makes a failing case smaller while it still fails the same property: fewer steps, fewer
/// operations, fewer sections and items, a plainer view, no interruptions, rounder numbers. Greedy: it takes the
/// first simpler case that still fails and starts again from it, until none does or the budget of
/// replays runs out. Steps go in halves, quarters, … before one at a time (as delta debugging
/// does), so a long case whose failure needs few steps shrinks in a few replays of ever shorter
/// cases; each simpler case is made only when it is tried.
struct FuzzShrinker {
    /// Replays a case; the violation it shows, or `nil`.
    let replay: (FuzzCase) -> FuzzViolation?
    /// The most replays one shrink may take.
    var budget = 2_000

    func shrink(_ fuzzCase: FuzzCase, _ violation: FuzzViolation) -> (FuzzCase, FuzzViolation) {
        var best = fuzzCase, bestViolation = violation, replays = 0
        if best.steps.count > violation.step + 1 { best.steps.removeSubrange((violation.step + 1)...) }
        if !best.steps.isEmpty { best.steps[0].interruptAt = nil }
        var improved = true
        while improved, replays < budget {
            improved = false
            for simplification in Self.simplifications(of: best) where replays < budget {
                var candidate = best
                simplification(&candidate)
                if !candidate.steps.isEmpty { candidate.steps[0].interruptAt = nil }  // nothing to interrupt
                guard candidate != best else { continue }
                replays += 1
                if let found = replay(candidate), found.property == bestViolation.property {
                    best = candidate
                    bestViolation = found
                    improved = true
                    break
                }
            }
        }
        return (best, bestViolation)
    }

    /// The ways to make `fuzzCase` simpler, the biggest first: each turns a copy into one simpler case.
    static func simplifications(of fuzzCase: FuzzCase) -> [(inout FuzzCase) -> Void] {
        var result: [(inout FuzzCase) -> Void] = []
        func with(_ change: @escaping (inout FuzzCase) -> Void) { result.append(change) }
        var chunk = fuzzCase.steps.count / 2
        while chunk > 1 {
            for start in stride(from: 0, through: fuzzCase.steps.count - chunk, by: chunk) {
                let removed = start..<(start + chunk)
                with { $0.steps.removeSubrange(removed) }
            }
            chunk /= 2
        }
        for index in fuzzCase.steps.indices { with { $0.steps.remove(at: index) } }
        for (index, step) in fuzzCase.steps.enumerated() {
            switch step.action {
            case .update(let operations) where operations.count > 1:
                for operation in operations.indices {
                    with { $0.steps[index].action = .update(operations.enumerated().filter { $0.offset != operation }.map(\.element)) }
                }
            case .nestedUpdate(let lists):
                with { $0.steps[index].action = .update(Array(lists.joined())) }  // the same batch, not nested
                for (list, operations) in lists.enumerated() where !operations.isEmpty || lists.count > 1 {
                    with { $0.steps[index].action = .nestedUpdate(lists.enumerated().filter { $0.offset != list }.map(\.element)) }
                    for operation in operations.indices where operations.count > 1 {
                        var shorter = lists
                        shorter[list].remove(at: operation)
                        with { $0.steps[index].action = .nestedUpdate(shorter) }
                    }
                }
            case .snapshot(let operations) where operations.count > 1:
                for operation in operations.indices {
                    with { $0.steps[index].action = .snapshot(operations.enumerated().filter { $0.offset != operation }.map(\.element)) }
                }
            default: break
            }
        }
        for view in fuzzCase.view.simplifications { with { $0.view = view } }
        if fuzzCase.data.count > 1 { with { $0.data.removeLast() } }
        for section in fuzzCase.data.indices {
            with { $0.data[section] /= 2 }
            with { $0.data[section] = max(0, $0.data[section] - 1) }
        }
        for index in fuzzCase.steps.indices {
            with { $0.steps[index].interruptAt = nil }
            with { $0.steps[index].animated = true }
            with { $0.steps[index].action = simpler(fuzzCase.steps[index].action) }
        }
        return result
    }

    /// The same kind of step with rounder numbers: no velocity, offsets and sizes to tens, one
    /// progress value, one drag point.
    private static func simpler(_ action: FuzzStep.Action) -> FuzzStep.Action {
        func round(_ value: CGFloat) -> CGFloat { (value / 10).rounded() * 10 }
        switch action {
        case .scroll(let offset, let velocity):
            if velocity != nil { return .scroll(offset, velocity: nil) }
            return .scroll(CGPoint(x: round(offset.x), y: round(offset.y)), velocity: nil)
        case .resize(let size):
            return .resize(CGSize(width: round(size.width), height: round(size.height)))
        case .interactive(let layout, let progress, let finish):
            return .interactive(layout, progress: Array(progress.prefix(1)), finish: finish)
        case .drag(let item, let path, let ends):
            return .drag(item: item, path: path.prefix(1).map { CGPoint(x: round($0.x), y: round($0.y)) }, ends: ends)
        case .reloadData(let counts):
            return .reloadData(counts.map { $0 / 2 })
        case .apply(let sections):
            return .apply(sections.map { Array($0.dropLast()) })
        case .update, .nestedUpdate, .snapshot, .setLayout:
            return action
        }
    }
}
