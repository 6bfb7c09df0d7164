/// Which UIKit's validation a batch is checked against.
///
/// UIKit changed how it reports batches whose counts do not add up in iOS 16.4 (Xcode 14.3 SDK):
/// earlier builds raised "Invalid update: invalid number of items in section …" (or only logged it
/// and fell back to `reloadData`); later builds raise "Invalid batch updates detected: …" with the
/// counts before and after and the list of updates (the count checks of OpenUXKit's
/// `_endItemAnimations`; UIKit's messages as developers report them).
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
    /// The classic profile with one rule changed, to compare against a device: an item move counts
    /// as moved out of one section and into another when their raw indexes differ (before and
    /// after the update), as the decompiled loop of OpenUXKit counts, instead of when the section
    /// it leaves maps to another section. The two disagree only when section operations shift
    /// sections: `[1,1]→[0,2,0]: insert section 0, move 1-0 -> 1-1` is accepted by `classic` and
    /// rejected with the count message here. Which one UIKit follows is an open question (see the
    /// reference notes in the documentation catalog).
    case classicRawMoveCounting = "classic-raw-moves"
}
