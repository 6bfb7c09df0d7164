@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import Keyframes
import Testing

/// The base class's appearing and disappearing effects: applied by the default providers to the
/// elements an update inserts or deletes, and to nothing else.
@Suite("Base layout appearance effects")
@MainActor
struct CollectionViewLayoutAppearanceEffectsTests {
    /// Distinct from every default value: alpha 0.5 and zIndex 3 in, alpha 0.25 and zIndex 7 out.
    private let appearing = LayoutAppearanceEffect(alpha: 0.5, zIndex: 3)
    private let disappearing = LayoutAppearanceEffect(alpha: 0.25, zIndex: 7)

    /// A 320 × 480 flow layout (50 × 50 items, five per row at x 0, 67.5, 135, 202.5, 270, rows
    /// 60 apart) with both effects.
    private func flow(_ counts: [Int], header: CGFloat = 0, footer: CGFloat = 0) -> (CollectionViewFlowLayout, CollectionView) {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: header)
        layout.footerReferenceSize = CGSize(width: 0, height: footer)
        layout.appearingEffect = appearing
        layout.disappearingEffect = disappearing
        return (layout, prepared(layout, width: 320, height: 480, counts: counts))
    }

    @Test("insert: the effect applies on top of the default fade; shifted items get none")
    func insertion() throws {
        let (layout, view) = flow([6])
        defer { withExtendedLifetime(view) {} }
        layout.appearingEffect = LayoutAppearanceEffect(scale: 0.5, offset: CGPoint(x: 0, y: 100))
        beginUpdate(view, to: [7], items: { path($0.item + 1) }, itemsBack: { $0.item == 0 ? nil : path($0.item - 1) })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.insert, nil, path(0))])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(inserted.center == CGPoint(x: 25, y: 125))  // its frame (0, 0, 50, 50), 100 lower
        #expect(inserted.size == CGSize(width: 50, height: 50))
        #expect(inserted.transform3D == Transform3D(scaleX: 0.5, y: 0.5, z: 1))
        #expect(inserted.alpha == 0)  // the default's fade, which the effect does not override
        let shifted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(1)))
        #expect(shifted.center == CGPoint(x: 25, y: 25) && shifted.transform3D == .identity && shifted.alpha == 1)
        let leaving = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(0)))
        #expect(leaving.frame == rect(67.5, 0, 50, 50) && leaving.alpha == 1 && leaving.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("delete, reload and move: deleted and reloaded items get the effects, the moved one never")
    func deletionReloadAndMove() throws {
        let (layout, view) = flow([6])
        defer { withExtendedLifetime(view) {} }
        // Delete 2, move 0 → 4, reload 5 (its insert lands at 3): new items 0…3 are old 1, 3, 4, 5.
        let newForOld = [4, 0, nil, 1, 2, 3]
        let oldForNew = [1, 3, 4, 5, 0]
        beginUpdate(view, to: [5], items: { newForOld[$0.item].map { path($0) } }, itemsBack: { path(oldForNew[$0.item]) })
        layout.prepare(forCollectionViewUpdates: [
            itemUpdate(.delete, path(2), nil), itemUpdate(.reload, path(5), path(3)), itemUpdate(.move, path(0), path(4)),
        ])
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(2)))
        #expect(deleted.frame == rect(135, 0, 50, 50) && deleted.alpha == 0.25 && deleted.zIndex == 7)
        let reloadedOut = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(5)))
        #expect(reloadedOut.frame == rect(0, 60, 50, 50) && reloadedOut.alpha == 0.25 && reloadedOut.zIndex == 7)
        let reloadedIn = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
        #expect(reloadedIn.frame == rect(202.5, 0, 50, 50) && reloadedIn.alpha == 0.5 && reloadedIn.zIndex == 3)
        let movedOut = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(0)))
        #expect(movedOut.frame == rect(270, 0, 50, 50) && movedOut.alpha == 1 && movedOut.zIndex == 0)
        let movedIn = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(4)))
        #expect(movedIn.frame == rect(0, 0, 50, 50) && movedIn.alpha == 1 && movedIn.zIndex == 0)
        let shifted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(shifted.frame == rect(67.5, 0, 50, 50) && shifted.alpha == 1 && shifted.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("section insert: its items, header and footer get the effect; the shifted section's do not")
    func sectionInsertion() throws {
        let (layout, view) = flow([6], header: 30, footer: 20)
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [1, 6], items: { path($0.item, $0.section + 1) },
                    itemsBack: { $0.section == 0 ? nil : path($0.item, $0.section - 1) },
                    sections: { $0 + 1 }, sectionsBack: { $0 == 0 ? nil : $0 - 1 })
        layout.prepare(forCollectionViewUpdates: [sectionUpdate(.insert, nil, 0)])
        let newHeader = try #require(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path(0)))
        #expect(newHeader.frame == rect(0, 0, 320, 30) && newHeader.alpha == 0.5 && newHeader.zIndex == 3)
        // Section 0: header 30, one line of 50, then the footer at y 80.
        let newFooter = try #require(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: footer, at: path(0)))
        #expect(newFooter.frame == rect(0, 80, 320, 20) && newFooter.zIndex == 3)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.zIndex == 3)
        let movedHeader = try #require(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path(0, 1)))
        #expect(movedHeader.frame == rect(0, 0, 320, 30) && movedHeader.alpha == 1 && movedHeader.zIndex == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0, 1))?.zIndex == 0)
        #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: path(0))?.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("section delete: its items, header and footer end at the effect; the shifted section's do not")
    func sectionDeletion() throws {
        let (layout, view) = flow([1, 6], header: 30, footer: 20)
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [6], items: { $0.section == 0 ? nil : path($0.item, $0.section - 1) },
                    itemsBack: { path($0.item, $0.section + 1) }, sections: { $0 == 0 ? nil : $0 - 1 }, sectionsBack: { $0 + 1 })
        layout.prepare(forCollectionViewUpdates: [sectionUpdate(.delete, 0, nil)])
        let oldHeader = try #require(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: path(0)))
        #expect(oldHeader.frame == rect(0, 0, 320, 30) && oldHeader.alpha == 0.25 && oldHeader.zIndex == 7)
        #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: footer, at: path(0))?.zIndex == 7)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(0))?.zIndex == 7)
        let shiftedHeader = try #require(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: path(0, 1)))
        #expect(shiftedHeader.frame == rect(0, 0, 320, 30) && shiftedHeader.alpha == 1 && shiftedHeader.zIndex == 0)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(0, 1))?.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("a move into an inserted section or out of a deleted one is still only a move")
    func movesAcrossChangedSections() {
        let (layout, view) = flow([2, 2])
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [1, 3], items: { $0 }, itemsBack: { $0 })
        // Not a batch UIKit accepts; hand-built to pin the rule that moves never get an effect.
        layout.prepare(forCollectionViewUpdates: [
            sectionUpdate(.delete, 0, nil), sectionUpdate(.insert, nil, 1),
            itemUpdate(.move, path(1, 0), path(2, 1)),
        ])
        #expect(layout.isDeletedByUpdate(ElementID.cell(path(0, 0))))
        #expect(!layout.isDeletedByUpdate(ElementID.cell(path(1, 0))))
        #expect(layout.isInsertedByUpdate(ElementID.cell(path(0, 1))))
        #expect(!layout.isInsertedByUpdate(ElementID.cell(path(2, 1))))
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(2, 1))?.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("outside a batch update nothing gets an effect: the cross-fade stays plain")
    func outsideUpdates() throws {
        let (layout, _) = flow([6])
        let crossFade = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(crossFade.alpha == 0 && crossFade.zIndex == 0)
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.insert, nil, path(0))])
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.zIndex == 3)
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.zIndex == 0)
        #expect(!layout.isInsertedByUpdate(ElementID.cell(path(0))))
    }

    @Test("documented default: the effect applies to the final attributes, or to the ones on screen")
    func documentedDefault() throws {
        let (layout, view) = flow([6])
        defer { withExtendedLifetime(view) {} }
        layout.updateAttributesDefault = .documented
        beginUpdate(view, to: [6], items: { $0.item == 2 ? nil : $0 }, itemsBack: { $0.item == 2 ? nil : $0 })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.delete, path(2), nil), itemUpdate(.insert, nil, path(2))])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(2)))
        #expect(inserted.frame == rect(135, 0, 50, 50) && inserted.alpha == 0.5 && inserted.zIndex == 3)
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(2)))
        #expect(deleted.frame == rect(135, 0, 50, 50) && deleted.alpha == 0.25 && deleted.zIndex == 7)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(1)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(1)) == nil)
        layout.updateContext = nil  // without the screen, a deleted element has nothing to start from
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(2)) == nil)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("a subclass that calls super gets the effect and changes it after: the circle layout")
    func circleLayout() throws {
        let layout = CircleLayout()
        layout.appearingEffect = LayoutAppearanceEffect(scale: 0.5, zIndex: 3)
        layout.disappearingEffect = LayoutAppearanceEffect(rotationInDegrees: 90, zIndex: 7)
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [4], items: { $0.item == 3 ? nil : $0 }, itemsBack: { $0.item == 3 ? nil : $0 })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.delete, path(3), nil), itemUpdate(.insert, nil, path(3))])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
        #expect(inserted.center == CGPoint(x: 160, y: 240) && inserted.alpha == 0)  // the circle's own values
        #expect(inserted.transform3D == Transform3D(scaleX: 0.5, y: 0.5, z: 1) && inserted.zIndex == 3)  // the effect's
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(3)))
        #expect(deleted.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))  // the circle replaces the transform
        #expect(deleted.zIndex == 7)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.zIndex == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("decoration views the layout lists in indexPathsToInsert/Delete get the effects")
    func decorations() throws {
        let layout = ReportingRowLayout()
        layout.appearingEffect = appearing
        layout.disappearingEffect = disappearing
        let view = prepared(layout, width: 320, height: 480, counts: [5])
        defer { withExtendedLifetime(view) {} }
        let kind = RowDecorationFlowLayout.rowDecorationKind
        beginUpdate(view, to: [8], items: { $0 }, itemsBack: { $0.item >= 5 ? nil : $0 })
        layout.prepare(forCollectionViewUpdates: (5..<8).map { itemUpdate(.insert, nil, path($0)) })
        let newRow = try #require(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path(1)))
        #expect(newRow.frame == rect(0, 60, 320, 50) && newRow.alpha == 0.5 && newRow.zIndex == 3)
        let keptRow = try #require(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path(0)))
        #expect(keptRow.alpha == 1 && keptRow.zIndex == -1)
        #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path(0))?.zIndex == -1)
        layout.finalizeCollectionViewUpdates()
        // The layout still lists row 1, but no update is in progress: no effect.
        #expect(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path(1))?.zIndex == -1)
        beginUpdate(view, to: [5], items: { $0.item >= 5 ? nil : $0 }, itemsBack: { $0 })
        layout.prepare(forCollectionViewUpdates: (5..<8).map { itemUpdate(.delete, path($0), nil) })
        let oldRow = try #require(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path(1)))
        #expect(oldRow.frame == rect(0, 60, 320, 50) && oldRow.alpha == 0.25 && oldRow.zIndex == 7)
        layout.finalizeCollectionViewUpdates()
    }
}

/// A row-decoration layout that reports row 1 of section 0 as inserted or deleted, as a layout
/// tracking its rows across an update would.
private final class ReportingRowLayout: RowDecorationFlowLayout {
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        elementKind == Self.rowDecorationKind ? [path(1)] : []
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        elementKind == Self.rowDecorationKind ? [path(1)] : []
    }
}
