import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("FuzzViewSetup")
@MainActor
struct FuzzViewSetupTests {
    private static let flowJSON = #"{ "flow": { "itemSize": [50, 50] } }"#

    @Test("a plain case writes the view it always wrote, and no UIKit behaviours")
    func plainFileIsUnchanged() {
        let json = FuzzCase(seed: 4, layoutName: "flow", layoutJSON: Self.flowJSON, data: [3], steps: []).scenarioJSON
        #expect(json.contains("""
              "view": { "width": 320, "height": 480, "screenScale": 2 },
              "layout": \(Self.flowJSON),
            """))
        #expect(!json.contains("uikit"))
        #expect(json.contains(#""summary": "batchsim fuzz, seed 4, layout flow: 0 steps""#))
    }

    @Test("every drawn setup is the one the case's file decodes to and its view runs with", arguments: 0..<40)
    func drawnSetupReachesTheView(seed: UInt64) throws {
        var fuzzer = try #require(LayoutFuzzer(sampleLayout: "flow"))
        fuzzer.variesView = true
        let (_, fuzzCase) = fuzzer.start(seed: seed)
        let setup = fuzzCase.view
        let scenario = try fuzzCase.scenario(steps: [])
        #expect(scenario.summary == "")
        #expect(fuzzCase.scenarioJSON.contains("seed \(seed), layout flow, varied view: 0 steps"))
        // The file: the view's keys and the UIKit behaviours, each as set.
        let inset = FuzzViewSetup.notchedInsets
        #expect(scenario.view.semanticContentAttribute == (setup.rightToLeft ? .forceRightToLeft : .unspecified))
        #expect(scenario.view.contentInset == (setup.insets ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero))
        #expect(scenario.view.contentOffset == CGPoint(x: 0, y: setup.insets ? -CGFloat(inset.top) : 0))
        #expect(scenario.view.screenScale == CGFloat(setup.screenScale))
        let defaults = UIKitBehaviorSpec()
        for behaviour in FuzzViewSetup.Behaviour.allCases {
            let differs = switch behaviour {
            case .validation: scenario.uikit.validation != defaults.validation
            case .providers: scenario.uikit.providers != defaults.providers
            case .providerOrder: scenario.uikit.providerOrder != defaults.providerOrder
            case .displayOrder: scenario.uikit.displayOrder != defaults.displayOrder
            case .transitionBoundsChangeLayout: scenario.uikit.transitionBoundsChangeLayout != defaults.transitionBoundsChangeLayout
            }
            #expect(differs == setup.behaviours.contains(behaviour), "seed \(seed): \(behaviour)")
        }
        // The view the fuzzer's checks run on.
        let view = FuzzCaseRunner(scenario, layout: nil).collectionView
        #expect(view.effectiveUserInterfaceLayoutDirection == (setup.rightToLeft ? .rightToLeft : .leftToRight))
        #expect(view.contentInset == scenario.view.contentInset)
        #expect(view.screenScale == CGFloat(setup.screenScale))
        #expect(view.contentOffset.y == (setup.insets ? -CGFloat(inset.top) : 0), "seed \(seed): starts at the top of its content")
    }

    @Test("the draws cover every choice both ways, and leave the seed's data as without them")
    func drawsCoverEveryChoice() throws {
        let plainFuzzer = try #require(LayoutFuzzer(sampleLayout: "flow"))
        var variedFuzzer = plainFuzzer
        variedFuzzer.variesView = true
        var directions = Set<Bool>(), insets = Set<Bool>(), scales = Set<Int>()
        var behaviours: [FuzzViewSetup.Behaviour: Set<Bool>] = [:]
        for seed in UInt64(0)..<200 {
            let (_, plain) = plainFuzzer.start(seed: seed), (_, varied) = variedFuzzer.start(seed: seed)
            #expect(varied.data == plain.data, "seed \(seed): the setup is drawn after the data")
            #expect(plain.view == .plain && !plain.viewDrawn && varied.viewDrawn)
            let setup = varied.view
            directions.insert(setup.rightToLeft)
            insets.insert(setup.insets)
            scales.insert(setup.screenScale)
            for behaviour in FuzzViewSetup.Behaviour.allCases { behaviours[behaviour, default: []].insert(setup.behaviours.contains(behaviour)) }
        }
        #expect(directions == [false, true])
        #expect(insets == [false, true])
        #expect(scales == [0, 1, 2, 3])
        for behaviour in FuzzViewSetup.Behaviour.allCases { #expect(behaviours[behaviour] == [false, true], "\(behaviour)") }
    }

    @Test("a fuzzer that does not vary the view draws nothing for it; one that does, every case's")
    func fuzzerDrawsOnlyWhenAsked() throws {
        var fuzzer = LayoutFuzzer(name: "stale") { StaleItemsFlowLayout() }
        let plain = try #require((UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 20) }.first)
        #expect(plain.original.view == .plain && !plain.original.viewDrawn)
        fuzzer.variesView = true
        let varied = try #require((UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 20) }.first)
        #expect(varied.original.viewDrawn && varied.shrunk.viewDrawn)
        #expect(varied.violation.property == "elementsExist", "seed \(varied.seed): \(varied)")
        // The setup the failure does not need is shrunk away: the stale layout fails in any view.
        #expect(varied.shrunk.view == .plain, "seed \(varied.seed): \(varied.shrunk.scenarioJSON)")
    }

    @Test("a failure only a right-to-left view shows is found, shrunk to that view, and its file replays it")
    func rightToLeftFailureKeepsItsView() throws {
        var fuzzer = LayoutFuzzer(name: "staleRightToLeft") {
            let layout = StaleItemsFlowLayout()
            layout.rightToLeftOnly = true
            return layout
        }
        let plain = (UInt64(0)..<20).compactMap { fuzzer.run(seed: $0, steps: 20) }
        #expect(plain.isEmpty, "the layout is broken only right to left: \(plain.first.map(String.init(describing:)) ?? "")")
        fuzzer.variesView = true
        let finding = try #require((UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 20) }.first)
        #expect(finding.violation.property == "elementsExist", "seed \(finding.seed): \(finding)")
        #expect(finding.shrunk.view == FuzzViewSetup(rightToLeft: true), "seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        let json = finding.shrunk.scenarioJSON
        #expect(fuzzer.replay(try Scenario(decoding: json, file: "shrunk.json"))?.property == "elementsExist")
        let leftToRight = json.replacingOccurrences(of: #", "semanticContentAttribute": "forceRightToLeft""#, with: "")
        #expect(leftToRight != json)
        #expect(fuzzer.replay(try Scenario(decoding: leftToRight, file: "leftToRight.json")) == nil)
    }

    @Test("the shrinker keeps the part of the setup a failure needs and drops the rest")
    func shrinkerKeepsWhatMatters() {
        var fuzzCase = FuzzCase(seed: 1, layoutName: "flow", layoutJSON: Self.flowJSON, data: [4], steps: [
            FuzzStep(action: .update([.deleteItem(IndexPath(item: 1, section: 0))])),
        ])
        fuzzCase.view = FuzzViewSetup(rightToLeft: true, insets: true, screenScale: 0, behaviours: Set(FuzzViewSetup.Behaviour.allCases))
        // A replay that "fails" only right to left, with the documented providers.
        let shrinker = FuzzShrinker { candidate in
            candidate.view.rightToLeft && candidate.view.behaviours.contains(.providers) ? FuzzViolation(property: "p", step: 0, message: "") : nil
        }
        let (shrunk, _) = shrinker.shrink(fuzzCase, FuzzViolation(property: "p", step: 0, message: ""))
        #expect(shrunk.view == FuzzViewSetup(rightToLeft: true, behaviours: [.providers]))
    }

    @Test("each simplification takes one step towards the plain setup, and the plain setup has none")
    func simplificationsLeadToPlain() {
        #expect(FuzzViewSetup.plain.simplifications.isEmpty)
        var setup = FuzzViewSetup(rightToLeft: true, insets: true, screenScale: 3, behaviours: [.validation, .displayOrder])
        var steps = 0
        while let simpler = setup.simplifications.first {
            #expect(simpler.simplifications.count == setup.simplifications.count - 1, "\(setup) → \(simpler)")
            setup = simpler
            steps += 1
        }
        #expect(setup == .plain)
        #expect(steps == 5)
    }
}
