import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Decoding compositional and list layouts")
@MainActor
struct CompositionalLayoutSpecTests {
    @Test("a section with a nested group, a repeating group, badges, headers and a background")
    func compositional() throws {
        let decoded = try ScenarioFixture.decode("layout", """
            {"compositional": {"scrollDirection": "horizontal", "interSectionSpacing": 8, "sections": [{
              "interGroupSpacing": 4, "contentInsets": [1, 2, 3, 4], "orthogonalScrollingBehavior": "paging",
              "group": {"horizontal": {"size": [{"fractionalWidth": 1}, 100], "interItemSpacing": {"flexible": 2},
                "subitems": [{"item": {"size": [{"fractionalWidth": 0.5}, {"estimated": 44}],
                                       "supplementaryItems": [{"kind": "badge", "size": [10, 10], "anchor": ["top"]}]}},
                             {"vertical": {"size": [{"fractionalWidth": 0.5}, {"fractionalHeight": 1}],
                                           "repeatingSubitem": {"item": {"size": [{"fractionalWidth": 1}, 10]}}, "count": 2}}]}},
              "boundarySupplementaryItems": [{"kind": "header", "size": [{"fractionalWidth": 1}, 30], "pinToVisibleBounds": true}],
              "decorationItems": [{"background": "bg", "zIndex": -1}]}]}}
            """).layout
        guard case .compositional(let spec) = decoded.kind else {
            Issue.record("expected a compositional layout, got \(decoded.kind.name)")
            return
        }
        #expect(spec.scrollDirection == .horizontal && spec.interSectionSpacing == 8)
        let section = try #require(spec.sections.first)
        #expect(section.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(section.orthogonalScrollingBehavior == .paging)
        #expect(section.group.interItemSpacing == .flexible(2))
        #expect(section.group.subitems.count == 2)
        guard case .group(let pair) = section.group.subitems[1] else {
            Issue.record("expected a nested group")
            return
        }
        #expect(pair.repeatCount == 2 && pair.arrangement == .vertical)
        #expect(section.boundaryItems.first?.alignment == .top && section.boundaryItems.first?.pinToVisibleBounds == true)
        #expect(section.backgrounds.first?.zIndex == -1)
    }

    @Test("a group's supplementary items decode as an item's badges do")
    func groupSupplementaryItems() throws {
        let decoded = try ScenarioFixture.decode("layout", """
            {"compositional": {"sections": [{"group": {"horizontal": {"size": [{"fractionalWidth": 1}, 100],
              "subitems": [{"item": {"size": [{"fractionalWidth": 0.5}, {"fractionalHeight": 1}]}}],
              "supplementaryItems": [{"kind": "rule", "size": [{"fractionalWidth": 1}, 2], "anchor": ["bottom"], "fractionalOffset": [0, 1]}]}}}]}}
            """).layout
        guard case .compositional(let spec) = decoded.kind else {
            Issue.record("expected a compositional layout, got \(decoded.kind.name)")
            return
        }
        let rule = try #require(spec.sections.first?.group.supplementaryItems.first)
        #expect(rule.kind == "rule" && rule.anchor == CollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0, y: 1)))
    }

    @Test("a list with overridden metrics")
    func list() throws {
        let decoded = try ScenarioFixture.decode("layout", """
            {"list": {"appearance": "grouped", "headerMode": "supplementary", "metrics": {"estimatedRowHeight": 50}}}
            """).layout
        var expected = CollectionLayoutListConfiguration(appearance: .grouped)
        expected.headerMode = .supplementary
        expected.metrics.estimatedRowHeight = 50
        #expect(decoded == LayoutSpec(.list(ListLayoutSpec(configuration: expected))))
    }

    @Test("a scroll step may name an orthogonal section of a compositional layout")
    func sectionScroll() throws {
        let layout = #"{"list": {}}"#
        let steps = try ScenarioFixture.decode([("layout", layout), ("steps", #"[{"scroll": [200, 0], "section": 1}]"#)]).steps
        #expect(steps.first?.action == .scroll(ScrollStepSpec(contentOffset: CGPoint(x: 200, y: 0), section: 1)))
        let error = ScenarioFixture.error([("layout", #"{"flow": {}}"#), ("steps", #"[{"scroll": [200, 0], "section": 1}]"#)])
        #expect(error.contains("steps[0].section: only a compositional layout's sections scroll on their own; the layout here is 'flow'"), "\(error)")
    }

    @Test("bad descriptions name the path and the problem", arguments: [
        (#"{"compositional": {"sections": []}}"#, "layout.compositional: 'sections' needs at least one section"),
        (#"{"compositional": {"sections": [{"group": {"diagonal": {}}}]}}"#, "unknown key 'diagonal'"),
        (#"{"compositional": {"sections": [{"group": {"horizontal": {"size": [{"fractionalWidht": 1}, 10], "subitems": []}}}]}}"#,
         "did you mean 'fractionalWidth'?"),
        (#"{"list": {"appearance": "insetgrouped"}}"#, "unknown list appearance 'insetgrouped'"),
    ])
    func errors(json: String, message: String) {
        let error = ScenarioFixture.error("layout", json)
        #expect(error.contains(message), "\(error)")
    }
}
