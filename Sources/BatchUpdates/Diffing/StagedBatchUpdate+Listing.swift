extension StagedBatchUpdate: CustomStringConvertible {
    /// A listing for people and for `batchsim`: a summary line, then per stage its kind, section
    /// count and item counts before and after, and its operations one a line in the compact syntax
    /// (``BatchOperation/description``).
    ///
    /// ```
    /// 2 stages, 3 operations, 1 move
    /// stage 1 (reloads): 1 section, [2] -> [2] items
    ///   reload 0-1
    /// stage 2 (combined): 1 section, [2] -> [2] items
    ///   move 0-1 -> 0-0
    /// ```
    public var description: String {
        let operationCount = stages.reduce(0) { $0 + $1.batch.operations.count }
        let moves = movedItemCount + movedSectionCount
        var lines = ["\(plural(stages.count, "stage")), \(plural(operationCount, "operation")), \(plural(moves, "move"))"]
        for (index, stage) in stages.enumerated() {
            let counts = "\(stage.itemCountsBefore) -> \(stage.itemCountsAfter)"
            lines.append("stage \(index + 1) (\(stage.kind)): \(plural(stage.itemCountsAfter.count, "section")), \(counts) items")
            lines += stage.batch.operations.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
