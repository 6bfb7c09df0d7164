import Foundation
import Keyframes
import Testing

@Suite("Frame grids")
@MainActor
struct FrameGridTests {
    @Test("frame k is exactly k / rate: frame 60 at 60 Hz is 1.0 and frame 12000 at 120 Hz is 100.0")
    func exactTimes() {
        #expect(FrameGrid(rate: 60, through: 1)[60] == 1.0)
        #expect(FrameGrid(rate: 120, through: 100)[12_000] == 100.0)
        #expect(FrameGrid(rate: 120, through: 100).count == 12_001)
    }

    @Test("2.075 s at 120 Hz needs 249 intervals, not ceil(2.075 · 120) = 250")
    func ceilPitfall() {
        #expect(FrameGrid(rate: 120, through: 2.075).count == 250)
        #expect(FrameGrid(rate: 120, through: 1.025).count == 124)
        #expect(FrameGrid(rate: 60, through: 2.05).count == 124)
    }

    @Test("0.5 s at 120 Hz has 61 frames; bad rates give frame 0 only")
    func counts() {
        #expect(FrameGrid(rate: 120, through: 0.5).count == 61)
        #expect(Array(FrameGrid(rate: 0, through: 1)) == [0])
        #expect(FrameGrid(rate: .nan, through: 1).count == 1)
        #expect(FrameGrid(rate: 60, through: .infinity).count == 1)
        #expect(FrameGrid(rate: 60, through: 0).count == 1)
    }
}
