import Foundation

extension ViewTrack: CustomStringConvertible {
    /// The element as scenario files and outputs name the view: `cell 0-3`, or `cell 0-3 (before)`
    /// when it is named by its index path before the change (a deleted or outgoing view).
    public var name: String {
        element.description + (isNamedBeforeUpdate ? " (before)" : "")
    }

    /// One row of the CLI's table: `cell 0-3  deleted  frame [...] alpha 1 z 0 → frame [...] alpha 0 z 0`,
    /// with the track's times when it has a delay.
    public var description: String {
        "\(name)  \(fate)  \(motion)"
    }

    /// `start → end`, plus `(from s → to s)` when the view starts after the change began.
    var motion: String {
        let times = startTime == 0 ? "" : " (\(TraceFormat.number(startTime)) s → \(TraceFormat.number(endTime)) s)"
        return "\(start) → \(end)\(times)"
    }
}

extension UpdateAnimation: CustomStringConvertible {
    /// The animation as the CLI's table prints it, short enough for a test log: its duration, the
    /// hook names (a run of one name written once with its count), and one row per track
    /// (element, fate, start → end).
    ///
    /// ```
    /// 0.25 s, 9 hooks: prepare, …, initialLayoutAttributesForAppearingItem(at:) ×2, finalizeCollectionViewUpdates
    /// element            fate      start → end
    /// cell 0-0           inserted  frame [10, 40, 50, 50] alpha 0 z 0 → frame [10, 40, 50, 50] alpha 1 z 0
    /// cell 0-2 (before)  deleted   frame [130, 40, 50, 50] alpha 1 z 0 → frame [130, 40, 50, 50] alpha 0 z 0
    /// ```
    public var description: String {
        var lines = ["\(TraceFormat.number(duration)) s, \(hooks.count) hooks: " + Self.runs(of: hookNames).joined(separator: ", ")]
        guard !tracks.isEmpty else { return (lines + ["(no tracks)"]).joined(separator: "\n") }
        let rows = [["element", "fate", "start → end"]] + tracks.map { [$0.name, $0.fate.rawValue, $0.motion] }
        let widths = (0..<2).map { column in rows.map { $0[column].count }.max() ?? 0 }
        lines += rows.map { row in
            row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
                + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  " + row[2]
        }
        return lines.joined(separator: "\n")
    }

    /// Names with runs of one name written once with a count: `[a, b, b, b]` → `[a, b ×3]`.
    static func runs(of names: [String]) -> [String] {
        var runs: [(name: String, count: Int)] = []
        for name in names {
            if runs.last?.name == name { runs[runs.count - 1].count += 1 } else { runs.append((name, 1)) }
        }
        return runs.map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }
    }
}
