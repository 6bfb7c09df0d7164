import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
@testable import ScenarioRunner
import TestSupport
import Testing

@Suite("Decoding whole scenarios")
@MainActor
struct ScenarioTests {
    /// The format's original worked example, verbatim.
    static let designExample = """
        {
          "name": "flow-insert-at-top",
          "summary": "Inserting item 0 fades it in while the others slide one slot",
          "view": { "width": 320, "height": 480, "contentOffset": [0, 0], "screenScale": 2 },
          "layout": { "flow": { "itemSize": [50, 50], "minimumInteritemSpacing": 10,
                                "minimumLineSpacing": 10, "sectionInset": [10, 10, 10, 10],
                                "headerHeight": 30, "footerHeight": 30, "scrollDirection": "vertical" } },
          "data": [["a", "b", "c", "d", "e", "f", "g", "h"], 3],
          "animation": { "duration": 0.25, "curve": "linear", "frameRate": 60 },
          "steps": [
            { "update": ["insert 0-0"] },
            { "update": ["delete 0-2", "move 0-1 -> 0-4", "reload 0-3", "insert section 2"] },
            { "update": ["delete 0-9"] },
            { "update": ["insert 1-3"], "data": [8, 5, 0] },
            { "apply": [["h", "g", "f"], 3, 2] },
            { "scroll": [0, 200], "animated": true },
            { "resize": [480, 320], "animated": true },
            { "setLayout": { "circle": {} }, "animated": true }
          ],
          "expect": [
            { "step": 0, "element": "cell 0-0", "at": 0, "alpha": 0 },
            { "step": 0, "element": "cell 0-1", "at": "end", "frame": [72.5, 40, 50, 50] },
            { "step": 0, "hooksInclude": ["prepare", "prepare(forCollectionViewUpdates:)",
                                          "finalizeCollectionViewUpdates"] },
            { "step": 2, "error": "attempt to delete item 9 from section 0 which only contains 8 items before the update" }
          ]
        }
        """

    @Test("the example of DESIGN §5 decodes to the values it describes")
    func designExampleDecodes() throws {
        let scenario = try Scenario(decoding: Self.designExample, file: "design.json")
        let flow = FlowLayoutSpec(
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: CGSize(width: 0, height: 30), footerReferenceSize: CGSize(width: 0, height: 30))
        let steps: [StepSpec.Action] = [
            .update(UpdateStepSpec(operations: [.insertItem(IndexPath(item: 0, section: 0))])),
            .update(UpdateStepSpec(operations: [
                .deleteItem(IndexPath(item: 2, section: 0)),
                .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0)),
                .reloadItem(IndexPath(item: 3, section: 0)), .insertSection(2),
            ])),
            .update(UpdateStepSpec(operations: [.deleteItem(IndexPath(item: 9, section: 0))])),
            .update(UpdateStepSpec(operations: [.insertItem(IndexPath(item: 3, section: 1))], data: DataSpec([.count(8), .count(5), .count(0)]))),
            .apply(ApplyStepSpec(data: DataSpec([.identifiers(["h", "g", "f"]), .count(3), .count(2)]))),
            .scroll(ScrollStepSpec(contentOffset: CGPoint(x: 0, y: 200))),
            .resize(CGSize(width: 480, height: 320)),
            .setLayout(LayoutSpec(.circle(CircleLayoutSpec()))),
        ]
        let expected = Scenario(
            name: "flow-insert-at-top", summary: "Inserting item 0 fades it in while the others slide one slot",
            view: ViewSpec(size: CGSize(width: 320, height: 480), screenScale: 2), layout: LayoutSpec(.flow(flow)),
            data: DataSpec([.identifiers(["a", "b", "c", "d", "e", "f", "g", "h"]), .count(3)]),
            animation: AnimationSpec(), steps: steps.map { StepSpec($0) },
            expectations: [
                ExpectationSpec(step: 0, .element(ElementExpectation(
                    element: ElementID.cell(IndexPath(item: 0, section: 0)), time: .seconds(0),
                    attributes: AttributeExpectations(alpha: 0)))),
                ExpectationSpec(step: 0, .element(ElementExpectation(
                    element: ElementID.cell(IndexPath(item: 1, section: 0)), time: .end,
                    attributes: AttributeExpectations(frame: CGRect(x: 72.5, y: 40, width: 50, height: 50))))),
                ExpectationSpec(step: 0, .hooksInclude(["prepare", "prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates"])),
                ExpectationSpec(step: 2, .error("attempt to delete item 9 from section 0 which only contains 8 items before the update")),
            ])
        #expect(scenario == expected)
        #expect(scenario.data.counts == [8, 3])
    }

    @Test("left-out keys take their documented defaults")
    func defaults() throws {
        let scenario = try ScenarioFixture.decode([])
        #expect(scenario.summary == "")
        #expect(scenario.view == ViewSpec(size: CGSize(width: 320, height: 480)))
        #expect(scenario.view.screenScale == 3)
        #expect(scenario.view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(scenario.layout == LayoutSpec(.flow(FlowLayoutSpec())))
        #expect(scenario.animation == AnimationSpec(duration: 0.25, delay: 0, curve: .linear, frameRate: 60))
        #expect(scenario.uikit == UIKitBehaviorSpec(validation: .modern, providers: .observed))
        #expect(scenario.uikit.providerOrder == .updateStages)
        #expect(scenario.uikit.transitionBoundsChangeLayout == .oldLayout)
        #expect(scenario.steps.isEmpty && scenario.expectations.isEmpty)
    }

    @Test("every view key and the UIKit behaviour decode")
    func viewAndBehaviour() throws {
        let scenario = try ScenarioFixture.decode([
            ("view", #"{"width": 390, "height": 844, "contentOffset": [0, -47], "contentInset": [47, 0, 34, 0], "safeAreaInsets": [47, 0, 34, 0], "layoutMargins": [0, 16, 0, 16], "screenScale": 1}"#),
            ("uikit", #"{"validation": "classic", "providers": "documented", "displayOrder": "displayThenEnd", "providerOrder": "visibleBeforeThenAfter", "transitionBoundsChangeLayout": "newLayout"}"#),
        ])
        #expect(scenario.view == ViewSpec(
            size: CGSize(width: 390, height: 844), contentOffset: CGPoint(x: 0, y: -47),
            contentInset: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), screenScale: 1))
        #expect(scenario.uikit == UIKitBehaviorSpec(validation: .classic, providers: .documented, displayOrder: .displayThenEnd,
                                                     providerOrder: .visibleBeforeThenAfter, transitionBoundsChangeLayout: .newLayout))
    }

    @Test("the view's semanticContentAttribute decodes by UIKit's case names; the default is unspecified")
    func semanticContentAttribute() throws {
        #expect(try ScenarioFixture.decode([]).view.semanticContentAttribute == .unspecified)
        let scenario = try ScenarioFixture.decode("view", #"{"width": 320, "height": 480, "semanticContentAttribute": "forceRightToLeft"}"#)
        #expect(scenario.view.semanticContentAttribute == .forceRightToLeft)
        #expect(scenario.view.rightToLeftStart == .firstItems)
        let zero = try ScenarioFixture.decode("view", #"{"width": 320, "height": 480, "rightToLeftStart": "zero"}"#)
        #expect(zero.view.rightToLeftStart == .zero)
    }

    @Test("data sections are counts or identifier lists")
    func data() throws {
        let scenario = try ScenarioFixture.decode("data", #"[0, ["x"], [], 9999999]"#)
        #expect(scenario.data == DataSpec([.count(0), .identifiers(["x"]), .identifiers([]), .count(9_999_999)]))
        #expect(scenario.data.counts == [0, 1, 0, 9_999_999])
        #expect(!scenario.data.isFullyIdentified)
    }

    @Test("a file is loaded from disk and named by its path in errors")
    func load() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("scenario.json")
            try ScenarioFixture.text([]).write(to: url, atomically: true, encoding: .utf8)
            #expect(try Scenario.load(contentsOf: url).name == "t")
            let missing = url.appendingPathExtension("missing")
            #expect(throws: ScenarioError(file: missing.path, path: .root, location: nil, message: "cannot read the file as UTF-8 text")) {
                try Scenario.load(contentsOf: missing)
            }
        }
    }
}
