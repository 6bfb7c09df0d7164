/// Fresh numbers, each naming one version of a table that changes (a view's subviews, a
/// collection view's reuse pools), so that work done for one version can be kept until the table
/// changes. Never handed out twice, not even when ``UpdateEngine/allOrNothing(_:)`` puts an older
/// version back: the older version comes back with its own stamp, so a stamp still names
/// exactly one version.
@MainActor enum RevisionStamp {
    private static var last = 0

    /// A number never handed out before.
    static func next() -> Int {
        last += 1
        return last
    }
}
