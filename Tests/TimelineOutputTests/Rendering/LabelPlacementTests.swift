import CollectionViewSimulator
import Foundation
import Keyframes
import TestSupport
import Testing
@testable import TimelineOutput

@Suite("Label placement")
@MainActor
struct LabelPlacementTests {
    private static let visible = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A view of `rect` at `alpha`, turned by `angle` radians, named `cell 0-<index>`.
    private static func sample(_ index: Int, _ rect: CGRect, alpha: CGFloat = 1, angle: CGFloat = 0) -> SampledStage.Sample {
        SampledStage.Sample(view: index, value: AnimatedAttributes(center: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, alpha: alpha,
                                                                   transform3D: angle == 0 ? .identity : Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)),
                            applied: nil)
    }

    private static func views(_ count: Int) -> [SampledStage.View] {
        (0..<count).map { SampledStage.View(name: "cell 0-\($0)", identifier: nil, fate: .moved, style: .cell) }
    }

    private static func place(_ samples: [SampledStage.Sample], visible: CGRect = visible) -> [LabelPlacement] {
        LabelPlacement.placements(of: samples, views: views(samples.count), visible: visible, scale: 1)
    }

    @Test("a label stays in the middle of a view nothing covers, or that only half-transparent or turned views cover")
    func middle() {
        let card = CGRect(x: 40, y: 40, width: 200, height: 200)
        #expect(Self.place([Self.sample(0, card)]) == [.middle])
        #expect(Self.place([Self.sample(0, card), Self.sample(1, card.insetBy(dx: 20, dy: 20), alpha: 0.3)]) == [.middle, .middle])
        #expect(Self.place([Self.sample(0, card), Self.sample(1, card.insetBy(dx: 20, dy: 20), angle: 0.3)]) == [.middle, .middle])
        // A card beside another, touching it, does not cover it.
        let small = CGRect(x: 40, y: 40, width: 100, height: 100)
        #expect(Self.place([Self.sample(0, small), Self.sample(1, small.offsetBy(dx: 100, dy: 0))]) == [.middle, .middle])
    }

    @Test("a view's middle, where its label goes, follows its transform's translation")
    func translatedMiddle() {
        var moved = Transform3D.identity
        moved.m41 = 10
        moved.m42 = -20
        let sample = SampledStage.Sample(view: 0, value: AnimatedAttributes(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50),
                                                                            transform3D: moved), applied: nil)
        #expect(sample.middle == CGPoint(x: 110, y: 80))
    }

    @Test("a card whose middle a card above covers shows its label in the strip left visible")
    func stack() {
        let below = CGRect(x: 40, y: 40, width: 200, height: 300), above = CGRect(x: 40, y: 80, width: 200, height: 300)
        #expect(Self.place([Self.sample(0, below), Self.sample(1, above)]) == [.moved(area: CGRect(x: 40, y: 40, width: 200, height: 40)), .middle])
    }

    @Test("a view covered all over, or outside the visible rectangle, has no label; a view half outside shows it in its visible half")
    func hiddenAndClipped() {
        let card = CGRect(x: 40, y: 40, width: 200, height: 200)
        #expect(Self.place([Self.sample(0, card), Self.sample(1, card.insetBy(dx: -1, dy: -1))]) == [.hidden, .middle])
        #expect(Self.place([Self.sample(0, card.offsetBy(dx: 0, dy: 600))]) == [.hidden])
        #expect(Self.place([Self.sample(0, CGRect(x: 40, y: 400, width: 200, height: 200))])
                    == [.moved(area: CGRect(x: 40, y: 400, width: 200, height: 80))])
    }

    @Test("a moved label's area is inside the visible part of its view, clear of every opaque view above, and holds the label (seeded)")
    func randomStacks() {
        let runs = RandomRuns.labelRuns.count(default: 200)
        var random = SeededGenerator(seed: 0x1abe1)
        for run in 0..<runs {
            let samples = (0..<Int.random(in: 2...6, using: &random)).map { index in
                Self.sample(index, CGRect(x: Double.random(in: -60...300, using: &random), y: Double.random(in: -60...440, using: &random),
                                          width: Double.random(in: 20...220, using: &random), height: Double.random(in: 20...220, using: &random)),
                            alpha: [0.2, 1].randomElement(using: &random) ?? 1)
            }
            for (index, placement) in Self.place(samples).enumerated() {
                guard case .moved(let area) = placement else { continue }
                let box = CGRect(origin: CGPoint(x: samples[index].value.center.x - samples[index].value.size.width / 2,
                                                 y: samples[index].value.center.y - samples[index].value.size.height / 2),
                                 size: samples[index].value.size)
                let room = box.intersection(Self.visible)
                #expect(area.minX > room.minX - 1e-6 && area.maxX < room.maxX + 1e-6 && area.minY > room.minY - 1e-6 && area.maxY < room.maxY + 1e-6,
                        "seed 0x1abe1, run \(run), view \(index)")
                for above in samples.dropFirst(index + 1) where above.value.alpha >= LabelPlacement.coveringAlpha {
                    let cover = CGRect(x: above.value.center.x - above.value.size.width / 2, y: above.value.center.y - above.value.size.height / 2,
                                       width: above.value.size.width, height: above.value.size.height)
                    #expect(cover.intersection(area).width * cover.intersection(area).height < 1e-6, "seed 0x1abe1, run \(run), view \(index)")
                }
                #expect(!ViewLabel(name: "cell 0-\(index)", identifier: nil, width: area.width, height: area.height).lines.isEmpty)
            }
        }
    }
}
