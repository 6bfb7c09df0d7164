/// What the collection view's last display pass made its own subviews: its pooled views (hidden,
/// by number) and the identities of its views on screen and animating off, in drawing order,
/// with the versions of the pools and of the subviews it was made from.
///
/// While neither version changes, the pooled block is the same, so the next pass only orders the
/// views on screen: pools keep every view that ever ended display (many times the screen after a
/// while), and every display pass (each frame of a scroll) would otherwise list them again.
struct SubviewArrangement {
    /// ``CellStore/poolRevision`` when the arrangement was made.
    let poolRevision: Int
    /// ``View/subviewsRevision`` of the collection view just after it was made.
    let subviewsRevision: Int
    /// The pooled subviews, by number.
    let pooled: [View]
    /// The views on screen and animating off, back to front.
    let drawn: [ObjectIdentifier]
}
