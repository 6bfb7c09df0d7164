import BatchUpdates
import Foundation

extension FuzzStep {
    /// The step as its scenario file decodes it (``FuzzCase/stepSpec(at:)``), made from the
    /// step's values without writing or parsing its JSON: the fuzzer runs thousands of steps a
    /// second and keeps the JSON for the file a finding writes. Tests hold the two equal.
    ///
    /// - Parameters:
    ///   - animation: The file's animation, which every step keeps.
    ///   - file: The case's file name, for an error.
    /// - Throws: ``ScenarioError`` for a layout that does not decode or a drag of something that
    ///   is not an item, as the file's decoding would.
    func spec(animation: AnimationSpec, file: String) throws(ScenarioError) -> StepSpec {
        var spec = StepSpec(.resize(.zero), animated: animated, animation: animation, interruptAt: interruptAt)
        switch action {
        case .update(let operations):
            spec.action = .update(UpdateStepSpec(operations: operations))
        case .nestedUpdate(let lists):
            spec.action = .update(UpdateStepSpec(operations: lists.first ?? [], nested: Array(lists.dropFirst())))
        case .snapshot(let operations):
            spec.action = .snapshot(SnapshotStepSpec(operations: operations))
        case .scroll(let offset, let velocity):
            spec.action = .scroll(ScrollStepSpec(contentOffset: offset, velocity: velocity))
        case .resize(let size):
            spec.action = .resize(size)
        case .setLayout(let json):
            spec.action = .setLayout(try SampleLayoutCatalog.spec(decoding: json, file: file))
        case .interactive(let json, let progress, let finish):
            let layout = try SampleLayoutCatalog.spec(decoding: json, file: file)
            spec.action = .interactiveTransition(InteractiveTransitionSpec(to: layout, progress: progress, finishes: finish))
        case .drag(let item, let path, let ends):
            let parts = item.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) ?? -1 }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 0 }) else {
                throw ScenarioError(file: file, path: .root, location: nil, message: "'\(item)' is not an item's index path")
            }
            guard !path.isEmpty else { throw ScenarioError(file: file, path: .root, location: nil, message: "a drag needs at least one point") }
            spec.action = .drag(DragStepSpec(item: IndexPath(item: parts[1], section: parts[0]), path: path, ends: ends))
        case .reloadData(let counts):
            spec.action = .reloadData(DataSpec(counts.map { .count($0) }))
        case .apply(let sections):
            spec.action = .apply(ApplyStepSpec(data: DataSpec(sections.map { .identifiers($0) })))
        }
        return spec
    }
}
