/// Which UIKit's validation a batch is checked against.
///
/// UIKit changed how it reports batches whose counts do not add up in iOS 16.4 (Xcode 14.3 SDK):
/// earlier builds raised "Invalid update: invalid number of items in section …" (or only logged it
/// and fell back to `reloadData`); later builds raise "Invalid batch updates detected: …" with the
/// counts before and after and the list of updates (uikit-batch-updates.md §0.3, §3.3).
public enum ValidationBehavior: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 16.4 and later, the default. The count checks run first and a mismatch is reported by
    /// the aggregate "Invalid batch updates detected" message (observed in 2023 reports, where a lone
    /// out-of-range reload raised the count message rather than the range message); the
    /// per-operation assertions follow.
    case modern
    /// Up to iOS 16.3: the per-operation assertions in UIKit's order, then the section-count and
    /// per-section item-count checks with the classic "Invalid update: …" texts, in which a reload
    /// counts as one insert and one delete.
    case classic
}
