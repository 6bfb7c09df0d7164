import CollectionViewSimulator
import Foundation
import Testing

@Suite("Activity indicators: animating as a value that shows and hides the view")
@MainActor
struct ActivityIndicatorViewTests {
    @Test("a spinner starts stopped and hidden, shows while animating, hides when stopped unless told not to")
    func animating() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.style == .large && !spinner.isAnimating && spinner.isHidden && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }
}
