/// What the collection view's last display pass made its own subviews — one block: its pooled
/// views (hidden, by number), then its views on screen and animating off, in drawing order — with
/// the versions of what it was made from.
///
/// Pools keep every view that ever ended display (many times the screen after a while), and every
/// display pass (each frame of a scroll) would otherwise list them, look each one up and rebuild
/// the subviews. While the subviews and the views' numbers are as the pass left them, the block is
/// where it was and holds the same views, so the next pass can rearrange it in place: when the
/// pools did not change it reuses the pooled views; when they did, it takes the pooled views whose
/// numbers are in the block; when the views drawn did not change (same screen, no `zPosition`
/// changed, see ``SubviewWatch``) it reuses them too.
struct SubviewArrangement {
    /// ``CellStore/poolRevision`` when the arrangement was made.
    let poolRevision: Int
    /// ``CellStore/screenRevision`` when the arrangement was made.
    let screenRevision: Int
    /// ``CellStore/ownershipRevision`` when the arrangement was made.
    let ownershipRevision: Int
    /// ``View/subviewsRevision`` of the collection view just after it was made.
    let subviewsRevision: Int
    /// Where the block starts among the subviews.
    let blockStart: Int
    /// The numbers of the block's views, ascending: each is one of the block's views, so a block
    /// whose numbers are these holds the same views.
    let blockNumbers: [Int]
    /// The pooled subviews, by number.
    let pooled: NumberedSubviews
    /// The views on screen and animating off, back to front.
    let drawn: NumberedSubviews

    /// The arrangement once `view`, numbered `number`, joined the subviews at the end of the block:
    /// the block's last view, counted with the drawn views, which the next pass lists again (no
    /// screen revision matches the one it keeps).
    @MainActor func joined(by view: View, number: Int, subviewsRevision: Int, ownershipRevision: Int) -> SubviewArrangement {
        var drawn = drawn, blockNumbers = blockNumbers
        drawn.views.append(view)
        drawn.sortedNumbers.insert(number, at: drawn.sortedNumbers.lowerBound(of: number))
        blockNumbers.insert(number, at: blockNumbers.lowerBound(of: number))
        return SubviewArrangement(poolRevision: poolRevision, screenRevision: RevisionStamp.next(), ownershipRevision: ownershipRevision,
                                  subviewsRevision: subviewsRevision, blockStart: blockStart, blockNumbers: blockNumbers,
                                  pooled: pooled, drawn: drawn)
    }
}

/// Views of the collection view's own, in the order the subviews have them, with their numbers
/// (``CellStore/number(of:)``).
struct NumberedSubviews {
    /// The views, in order.
    var views: [View] = []
    /// Their numbers, ascending.
    var sortedNumbers: [Int] = []

    /// Whether ``sortedNumbers`` joined with `other`'s, in order, are `numbers`: whether the two
    /// lists together are the views numbered `numbers`, each once.
    func joined(with other: NumberedSubviews, are numbers: [Int]) -> Bool {
        let first = sortedNumbers, second = other.sortedNumbers
        guard first.count + second.count == numbers.count else { return false }
        var i = 0, j = 0
        // Each of `numbers` must be the next of one list; with the counts equal, both lists are used up.
        for number in numbers {
            if i < first.count, first[i] == number {
                i += 1
            } else if j < second.count, second[j] == number {
                j += 1
            } else {
                return false
            }
        }
        return true
    }
}
