@testable import TimelineOutput
import Testing

@Suite("View labels")
@MainActor
struct ViewLabelTests {
    @Test("a label is the name and identifier when both fit")
    func fits() {
        #expect(ViewLabel(name: "cell 0-12 (before)", identifier: "p12", width: 200, height: 40).lines == ["cell 0-12 (before)", "p12"])
    }

    @Test("a name too wide loses its category, then everything but the index path; a view too small shows nothing")
    func shortened() {
        #expect(ViewLabel(name: "cell 0-12 (before)", identifier: nil, width: 70, height: 40).lines == ["0-12 (before)"])
        #expect(ViewLabel(name: "cell 0-12 (before)", identifier: nil, width: 30, height: 40).lines == ["0-12"])
        #expect(ViewLabel(name: "cell 0-12 (before)", identifier: nil, width: 10, height: 40).lines == [])
        #expect(ViewLabel(name: "cell 0-12", identifier: nil, width: 200, height: 6).lines == [])
    }

    @Test("the identifier is left out when the view is one line high or too narrow for it")
    func identifier() {
        #expect(ViewLabel(name: "cell 0-1", identifier: "p1", width: 200, height: 12).lines == ["cell 0-1"])
        #expect(ViewLabel(name: "0-1", identifier: "a-very-long-identifier", width: 30, height: 40).lines == ["0-1"])
    }
}
