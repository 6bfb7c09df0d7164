import CollectionViewSimulator
import Foundation
import Testing

@Suite("Image views: the image and how it fills as values")
@MainActor
struct ImageViewTests {
    @Test("init(image:) keeps the image; the content mode and highlight are stored; no touches")
    func values() {
        let view = ImageView(image: Image(systemName: "star"), highlightedImage: Image(systemName: "star.fill"))
        #expect(view.image == Image(systemName: "star") && view.highlightedImage?.name == "star.fill")
        #expect(view.frame == .zero && view.contentMode == .scaleToFill && !view.isHighlighted && !view.isUserInteractionEnabled)
        view.contentMode = .scaleAspectFill
        #expect(view.contentMode.rawValue == 2)
        view.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 20, weight: .semibold)
        #expect(view.preferredSymbolConfiguration?.pointSize == 20 && view.preferredSymbolConfiguration?.weight == .semibold)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    }
}
