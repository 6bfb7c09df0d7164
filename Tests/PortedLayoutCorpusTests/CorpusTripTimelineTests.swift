import CollectionViewSimulator
import Foundation
import Testing

/// The trip timeline (``TripTimelineLayout``), a compositional layout that scrolls sideways, as
/// its user sees it: each day's date under its column of photos, and batch updates that move a
/// day's date with the day.
@Suite("A sideways-scrolling compositional layout with a date under every day (TripTimelineLayout)")
@MainActor
struct CorpusTripTimelineTests {
    static let stride = TripTimelineLayout.columnWidth + TripTimelineLayout.columnSpacing

    static func timeline(_ counts: [Int]) -> (CollectionView, CorpusDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: TripTimelineLayout.make())
        let data = CorpusDataSource(counts: counts)
        view.dataSource = data
        view.layoutIfNeeded()
        return (view, data)
    }

    static func date(_ item: Int) -> ElementID { .supplementary(TripTimelineLayout.dayLabelKind, at: IndexPath(item: item, section: 0)) }

    @Test("the first screen shows the trip's title over its first day and each day's date under its photos, the dates in one line")
    func firstScreen() throws {
        let (view, _) = Self.timeline([30, 12])
        let visible = view.layoutAttributesForVisibleElements
        let dates = visible.filter { $0.representedElementKind == TripTimelineLayout.dayLabelKind }.sorted { $0.indexPath < $1.indexPath }
        // Days start 16 points in and every 148 points: three of them reach into a 375-point screen.
        #expect(dates.map(\.indexPath.item) == [0, 2, 4])
        #expect(dates.map(\.frame.minX) == [16, 164, 312])
        for date in dates {
            let lower = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: date.indexPath.item + 1, section: 0)))
            #expect(date.frame.minY == lower.frame.maxY, "the date of day \(date.indexPath.item / 2) is not right under its photos")
            #expect(date.frame.size == CGSize(width: 140, height: 24))
            // The section's 8-point bottom inset is all that is left below the date.
            #expect(date.frame.maxY == view.bounds.height - 8)
        }
        let title = try #require(visible.first { $0.representedElementKind == TripTimelineLayout.titleKind && $0.indexPath.section == 0 })
        let firstPhoto = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(title.frame.minX == firstPhoto.frame.minX)
        #expect(title.frame.maxY <= firstPhoto.frame.minY)
    }

    @Test("deleting the first day's photos slides every later day one column left with its date; the deleted day's date fades out")
    func deleteDay() throws {
        let (view, data) = Self.timeline([30, 12])
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] -= 2
            try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        let gone = try #require(animation.track(ofBefore: Self.date(0)))
        #expect(gone.fate == .deleted)
        #expect(gone.end.alpha == 0)
        for day in 1...2 {
            let date = try #require(animation.track(of: Self.date(2 * day - 2)))
            #expect(date.fate == .moved)
            #expect(date.indexPathBeforeUpdate == IndexPath(item: 2 * day, section: 0))
            #expect(date.start.frame.minX - date.end.frame.minX == Self.stride)
            #expect(date.start.frame.minY == date.end.frame.minY && date.end.alpha == 1)
        }
        let title = try #require(animation.track(of: .supplementary(TripTimelineLayout.titleKind, at: IndexPath(item: 0, section: 0))))
        #expect(title.fate == .unchanged && title.start.frame == title.end.frame)
        // The day that comes on screen brings its date with it: nothing fades in.
        #expect(!animation.tracks.contains { $0.element.kind == TripTimelineLayout.dayLabelKind && $0.fate == .inserted })
    }

    @Test("adding two photos at the start of a trip adds a day: its date fades in in the first column, the other days move right with theirs")
    func addDay() throws {
        let (view, data) = Self.timeline([30, 12])
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] += 2
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        let new = try #require(animation.track(of: Self.date(0)))
        #expect(new.fate == .inserted)
        #expect(new.start.alpha == 0 && new.end.frame.minX == 16)
        let moved = try #require(animation.track(of: Self.date(2)))
        #expect(moved.fate == .moved && moved.indexPathBeforeUpdate == IndexPath(item: 0, section: 0))
        #expect(moved.end.frame.minX - moved.start.frame.minX == Self.stride)
        // The day pushed off screen takes its date with it: nothing fades out.
        #expect(!animation.tracks.contains { $0.element.kind == TripTimelineLayout.dayLabelKind && $0.fate == .deleted })
    }
}
