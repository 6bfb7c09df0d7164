import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Decoding layouts")
@MainActor
struct LayoutSpecTests {
    private func layout(_ json: String) throws -> LayoutSpec {
        try ScenarioFixture.decode("layout", json).layout
    }

    @Test("every flow layout property, per-item sizes and per-section metrics")
    func flow() throws {
        let decoded = try layout("""
            {"flow": {"itemSize": [40, 60], "itemSizes": [[[100, 50], [20, 20]], []], "estimatedItemSize": [50, 80],
                      "minimumInteritemSpacing": 4, "minimumLineSpacing": 6, "sectionInset": [1, 2, 3, 4],
                      "sectionInsetReference": "fromSafeArea", "headerReferenceSize": [0, 44], "footerWidth": 30,
                      "footerHeight": 20, "scrollDirection": "horizontal", "sectionHeadersPinToVisibleBounds": true,
                      "sectionFootersPinToVisibleBounds": true,
                      "sections": [{}, {"sectionInset": [0, 0, 20, 0], "minimumInteritemSpacing": 0, "minimumLineSpacing": 1,
                                        "headerWidth": 12, "footerReferenceSize": [5, 6]}]}}
            """)
        let expected = FlowLayoutSpec(
            itemSize: CGSize(width: 40, height: 60),
            itemSizes: [[CGSize(width: 100, height: 50), CGSize(width: 20, height: 20)], []],
            estimatedItemSize: CGSize(width: 50, height: 80), minimumInteritemSpacing: 4, minimumLineSpacing: 6,
            sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), sectionInsetReference: .fromSafeArea,
            headerReferenceSize: CGSize(width: 0, height: 44), footerReferenceSize: CGSize(width: 30, height: 20),
            scrollDirection: .horizontal, sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true,
            sections: [
                FlowSectionSpec(),
                FlowSectionSpec(sectionInset: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0), minimumInteritemSpacing: 0,
                                minimumLineSpacing: 1, headerReferenceSize: CGSize(width: 12, height: 0),
                                footerReferenceSize: CGSize(width: 5, height: 6)),
            ])
        #expect(decoded == LayoutSpec(.flow(expected)))
    }

    @Test("circle, row decoration, zooming line and stack, with and without parameters")
    func otherKinds() throws {
        #expect(try layout(#"{"circle": {}}"#) == LayoutSpec(.circle(CircleLayoutSpec())))
        #expect(try layout(#"{"circle": {"itemSize": [60, 60], "radius": 120}}"#)
            == LayoutSpec(.circle(CircleLayoutSpec(itemSize: CGSize(width: 60, height: 60), radius: 120))))
        #expect(try layout(#"{"rowDecoration": {"itemSize": [30, 30]}}"#)
            == LayoutSpec(.rowDecoration(FlowLayoutSpec(itemSize: CGSize(width: 30, height: 30)))))
        #expect(try layout(#"{"zoomingLine": {}}"#) == LayoutSpec(.zoomingLine(ZoomingLineLayoutSpec())))
        #expect(try layout(#"{"zoomingLine": {"itemSize": [200, 200], "spacing": 50, "activeDistance": 200, "zoomFactor": 0.3}}"#)
            == LayoutSpec(.zoomingLine(ZoomingLineLayoutSpec(itemSize: CGSize(width: 200, height: 200), spacing: 50, activeDistance: 200, zoomFactor: 0.3))))
        #expect(try layout(#"{"stack": {}}"#) == LayoutSpec(.stack(StackLayoutSpec())))
        #expect(try layout(#"{"stack": {"itemSize": [200, 280], "offset": [0, 8]}}"#)
            == LayoutSpec(.stack(StackLayoutSpec(itemSize: CGSize(width: 200, height: 280), offset: CGPoint(x: 0, y: 8)))))
    }

    @Test("appearing and disappearing effects go with any kind, for the values the layout leaves to them")
    func effects() throws {
        let decoded = try layout("""
            {"appearing": {"alpha": 0, "scale": 0.5, "rotation": 90, "offset": [0, -20], "zIndex": 2},
             "disappearing": {"center": [160, 240], "alpha": 0, "scale": 0.1}, "flow": {}}
            """)
        #expect(decoded == LayoutSpec(
            .flow(FlowLayoutSpec()),
            appearing: EffectSpec(alpha: 0, scale: 0.5, rotation: 90, offset: CGPoint(x: 0, y: -20), zIndex: 2),
            disappearing: EffectSpec(alpha: 0, scale: 0.1, center: CGPoint(x: 160, y: 240))))
        #expect(try layout(#"{"stack": {}, "appearing": {"scale": 0.5}}"#) == LayoutSpec(.stack(StackLayoutSpec()), appearing: EffectSpec(scale: 0.5)))
        #expect(try layout(#"{"circle": {}, "appearing": {"rotation": 90}}"#) == LayoutSpec(.circle(CircleLayoutSpec()), appearing: EffectSpec(rotation: 90)))
    }

    @Test("kinds are named by their keys", arguments: ["flow", "circle", "rowDecoration", "zoomingLine", "stack"])
    func kindNames(name: String) throws {
        #expect(try layout("{\"\(name)\": {}}").kind.name == name)
    }
}
