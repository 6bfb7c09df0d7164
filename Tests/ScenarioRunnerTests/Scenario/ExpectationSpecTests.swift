import CollectionViewSimulator
import Foundation
import Keyframes
@testable import ScenarioRunner
import Testing
import TimelineOutput

@Suite("Decoding expectations")
@MainActor
struct ExpectationSpecTests {
    private func expectations(_ json: String) throws -> [ExpectationSpec] {
        try ScenarioFixture.decode([("steps", #"[{"update": []}, {"update": []}]"#), ("expect", json)]).expectations
    }

    private let cell = ElementID.cell(IndexPath(item: 1, section: 0))

    @Test("every attribute, every time form and a tolerance")
    func attributes() throws {
        let decoded = try expectations("""
            [{"step": 1, "element": "cell 0-1", "at": {"frame": 3}, "frame": [1, 2, 3, 4], "center": [5, 6], "size": [7, 8],
              "alpha": 0.5, "zIndex": -1, "hidden": true, "tolerance": 0.5,
              "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1]},
             {"step": 0, "element": "cell 0-1", "at": "start", "alpha": 1},
             {"step": 0, "element": "cell 0-1", "at": 0.125, "alpha": 1}]
            """)
        let transform = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: 20, m43: 0, m44: 1)
        #expect(decoded == [
            ExpectationSpec(step: 1, .element(ElementExpectation(
                element: cell, time: .frame(3),
                attributes: AttributeExpectations(frame: CGRect(x: 1, y: 2, width: 3, height: 4), center: CGPoint(x: 5, y: 6),
                                                  size: CGSize(width: 7, height: 8), alpha: 0.5, zIndex: -1, hidden: true, transform: transform),
                tolerance: 0.5))),
            ExpectationSpec(step: 0, .element(ElementExpectation(element: cell, time: .start, attributes: AttributeExpectations(alpha: 1)))),
            ExpectationSpec(step: 0, .element(ElementExpectation(element: cell, time: .seconds(0.125), attributes: AttributeExpectations(alpha: 1)))),
        ])
    }

    @Test("fates, alone or with attributes", arguments: ExpectationSpec.Fate.allCases)
    func fates(fate: ExpectationSpec.Fate) throws {
        let decoded = try expectations("[{\"step\": 0, \"element\": \"cell 0-1\", \"fate\": \"\(fate.rawValue)\"},"
            + "{\"step\": 0, \"element\": \"cell 0-1\", \"fate\": \"\(fate.rawValue)\", \"at\": \"end\", \"alpha\": 1}]")
        #expect(decoded == [
            ExpectationSpec(step: 0, .element(ElementExpectation(element: cell, fate: fate))),
            ExpectationSpec(step: 0, .element(ElementExpectation(element: cell, fate: fate, time: .end, attributes: AttributeExpectations(alpha: 1)))),
        ])
    }

    @Test("hooks exactly or as a subsequence, an error message, invariants for one step or all")
    func otherChecks() throws {
        let decoded = try expectations("""
            [{"step": 0, "hooks": ["prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"]},
             {"step": 1, "hooksInclude": ["prepareForTransition(to:)", "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"]},
             {"step": 1, "error": "attempt to insert item 4 into section 0, but there are only 3 items in section 0 after the update"},
             {"step": 1, "invariants": ["noOverlaps", "allVisibleItemsHaveTracks"]},
             {"invariants": ["lastFrameEqualsEnd", "endMatchesLayout", "noJumps"]}]
            """)
        #expect(decoded == [
            ExpectationSpec(step: 0, .hooks(["prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"])),
            ExpectationSpec(step: 1, .hooksInclude(["prepareForTransition(to:)", "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"])),
            ExpectationSpec(step: 1, .error("attempt to insert item 4 into section 0, but there are only 3 items in section 0 after the update")),
            ExpectationSpec(step: 1, .invariants([.noOverlappingCells, .visibleElementsHaveViews])),
            ExpectationSpec(step: nil, .invariants([.lastFrameShowsEnd, .endsAtLayout, .startsWhereViewWas, .noJumpBetweenAnimations])),
        ])
    }
}
