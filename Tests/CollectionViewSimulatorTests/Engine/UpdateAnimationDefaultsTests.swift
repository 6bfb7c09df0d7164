import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
import TestSupport

/// The default animations on the flow layout and the circle layout, checked at exact times with
/// values worked out by hand: a 320-point-wide view, 50-point items, 10-point spacing and insets,
/// so items sit at x = 10, 72.5, 135, 197.5, 260 (justified, 2× scale snapping) in rows 60 apart.
@Suite("Default update animations")
@MainActor
struct UpdateAnimationDefaultsTests {
    static func flowView(counts: [Int], header: CGFloat = 0,
                         layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) -> (CollectionView, SectionCountsDataSource) {
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: header)
        layout.footerReferenceSize = CGSize(width: 0, height: header)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.screenScale = 2
        let data = SectionCountsDataSource(counts)
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    static func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("an inserted item fades in where it lands while the others slide one slot")
    func insertFadesAndSlides() throws {
        let (view, data) = Self.flowView(counts: [8])
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] += 1
            try view.throwing.insertItems(at: [Self.ip(0, 0)])
        }
        let inserted = try #require(animation.track(of: .cell(Self.ip(0, 0))))
        #expect(inserted.fate == .inserted)
        #expect(inserted.start.frame == CGRect(x: 10, y: 10, width: 50, height: 50) && inserted.start.alpha == 0)
        #expect(inserted.track.value(at: 0.125).alpha == 0.5)
        #expect(inserted.end.alpha == 1 && inserted.end.frame == inserted.start.frame)
        let shifted = try #require(animation.attributes(of: .cell(Self.ip(0, 5)), at: 0.125))
        // Old 0-4 at (260, 10) moves to 0-5 at (10, 70): the centre goes along the chord.
        #expect(shifted.center == CGPoint(x: (285 + 35) / 2, y: (35 + 95) / 2))
        #expect(animation.attributes(of: .cell(Self.ip(0, 1)), at: 0.25)?.frame == CGRect(x: 72.5, y: 10, width: 50, height: 50))
        #expect(animation.duration == 0.25)
    }

    @Test("a deleted item fades out where it was")
    func deleteFades() throws {
        let (view, data) = Self.flowView(counts: [8])
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] -= 1
            try view.throwing.deleteItems(at: [Self.ip(0, 2)])
        }
        let deleted = try #require(animation.track(ofBefore: .cell(Self.ip(0, 2))))
        #expect(deleted.fate == .deleted)
        #expect(deleted.start.alpha == 1 && deleted.end.alpha == 0)
        #expect(deleted.start.frame == CGRect(x: 135, y: 10, width: 50, height: 50) && deleted.end.frame == deleted.start.frame)
        #expect(animation.track(of: .cell(Self.ip(0, 2)))?.fate == .moved)
        #expect(animation.after.visibleItems.count == 7)
    }

    @Test("a reload is two views crossfading in place")
    func reloadCrossfades() throws {
        let (view, _) = Self.flowView(counts: [8])
        let animation = try #require(try view.throwing.reloadItems(at: [Self.ip(0, 3)]))
        let outgoing = try #require(animation.track(ofBefore: .cell(Self.ip(0, 3))))
        let incoming = try #require(animation.track(of: .cell(Self.ip(0, 3))))
        #expect(outgoing.fate == .reloadedOut && incoming.fate == .reloadedIn)
        #expect(outgoing.start.frame == incoming.end.frame)
        #expect(outgoing.track.value(at: 0.1).alpha.isApproximatelyEqual(to: 0.6, tolerance: 1e-12))
        #expect(incoming.track.value(at: 0.1).alpha.isApproximatelyEqual(to: 0.4, tolerance: 1e-12))
    }

    @Test("an inserted section's header, items and footer fade in; later sections slide down")
    func sectionInsertWithHeaders() throws {
        let (view, data) = Self.flowView(counts: [2, 2], header: 30)
        let animation = try view.throwing.performBatchUpdates {
            data.counts.insert(1, at: 0)
            try view.throwing.insertSections([0])
        }
        for element in [ElementID.header(0), .footer(0), .cell(Self.ip(0, 0))] {
            let track = try #require(animation.track(of: element), "\(element)")
            #expect(track.fate == .inserted && track.start.alpha == 0 && track.end.alpha == 1, "\(element)")
        }
        // Section height: header 30 + inset 10 + row 50 + inset 10 + footer 30 = 130.
        let header = try #require(animation.track(of: .header(1)))
        #expect(header.fate == .moved)
        #expect(header.start.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header.end.frame == CGRect(x: 0, y: 130, width: 320, height: 30))
        #expect(animation.hookNames.contains("indexPathsToInsertForSupplementaryView(ofKind:)"))
    }

    @Test("a deleted section's header and footer fade out with its items")
    func sectionDeleteWithHeaders() throws {
        let (view, data) = Self.flowView(counts: [2, 2], header: 30)
        let animation = try view.throwing.performBatchUpdates {
            data.counts.remove(at: 0)
            try view.throwing.deleteSections([0])
        }
        for element in [ElementID.header(0), .cell(Self.ip(0, 1))] {
            let track = try #require(animation.track(ofBefore: element), "\(element)")
            #expect(track.fate == .deleted && track.end.alpha == 0, "\(element)")
        }
        #expect(animation.track(of: .header(0))?.fate == .moved)
    }

    /// WWDC 2012 CircleLayout: 70×70 items on a circle of radius min(w, h)/2.5 = 128 around the
    /// centre (160, 240); inserted items start at the centre, transparent; deleted ones end there
    /// scaled to 0.1, transparent.
    @Test("the circle layout's insert starts at the centre and its delete shrinks to 0.1 there")
    func circleLayout() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CircleLayout())
        let data = SectionCountsDataSource([4])
        view.dataSource = data
        view.layoutIfNeeded()
        let insert = try view.throwing.performBatchUpdates {
            data.counts[0] = 5
            try view.throwing.insertItems(at: [Self.ip(0, 4)])
        }
        let inserted = try #require(insert.track(of: .cell(Self.ip(0, 4))))
        #expect(inserted.start.center == CGPoint(x: 160, y: 240) && inserted.start.alpha == 0)
        #expect(inserted.end.alpha == 1 && inserted.end.size == CGSize(width: 70, height: 70))
        view.finishAnimations()
        let delete = try view.throwing.performBatchUpdates {
            data.counts[0] = 4
            try view.throwing.deleteItems(at: [Self.ip(0, 0)])
        }
        let deleted = try #require(delete.track(ofBefore: .cell(Self.ip(0, 0))))
        #expect(deleted.end.center == CGPoint(x: 160, y: 240) && deleted.end.alpha == 0)
        #expect(deleted.end.transform3D.m11.isApproximatelyEqual(to: 0.1, tolerance: 1e-12))
        // Centre and size are interpolated, never the frame's corners: the size stays 70×70 while
        // the transform scales; interpolating the bounding boxes would shrink it to 38.5 at mid.
        let middle = deleted.track.value(at: 0.125)
        #expect(middle.size == CGSize(width: 70, height: 70))
        #expect(middle.transform3D.m11.isApproximatelyEqual(to: 0.55, tolerance: 1e-9))
        #expect(middle.center == CGPoint(x: (deleted.start.center.x + 160) / 2, y: (deleted.start.center.y + 240) / 2))
    }
}
