import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// The city guide's cells and headers, written as apps write them (labels, fonts from text
/// styles, an image view, a stack view, a spinner, a blur, anchors to the margins), dequeued and
/// shown by a collection-view controller, their values read back. Constraints are stored and
/// checked, never solved: the frames come from the flow layout.
@Suite("Corpus city guide: a cell's own subviews")
@MainActor
struct CorpusCityGuideTests {
    static func loadedScreen() -> CityGuideViewController {
        let screen = CityGuideViewController()
        screen.loadViewIfNeeded()
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    static func card(_ screen: CityGuideViewController, _ item: Int, _ section: Int = 0) throws -> CityCardCell {
        try #require(screen.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CityCardCell)
    }

    @Test("a dequeued card shows its city: texts, fonts from text styles, image, spinner and badge read back")
    func cardValues() throws {
        let screen = Self.loadedScreen()
        let lisbon = try Self.card(screen, 0)
        #expect(lisbon.frame == CGRect(x: 16, y: 44, width: 160, height: 200))
        #expect(lisbon.titleLabel.text == "Lisbon" && lisbon.subtitleLabel.text == "Portugal")
        #expect(lisbon.titleLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(lisbon.titleLabel.font.pointSize == 17 && lisbon.titleLabel.font.weight == .semibold)
        #expect(lisbon.subtitleLabel.font.pointSize == 15 && lisbon.subtitleLabel.font.weight == .medium)
        #expect(lisbon.badgeLabel.font.pointSize == 11 && lisbon.badgeLabel.textAlignment == .center && lisbon.badgeLabel.text == "12")
        #expect(lisbon.titleLabel.adjustsFontForContentSizeCategory && lisbon.titleLabel.numberOfLines == 0)
        #expect(lisbon.subtitleLabel.lineBreakMode == .byTruncatingMiddle && lisbon.subtitleLabel.textColor == .secondaryLabel)
        #expect(lisbon.photoView.image == UIImage(named: "lisbon") && lisbon.photoView.contentMode == .scaleAspectFill)
        #expect(lisbon.photoView.clipsToBounds && lisbon.photoView.layer.cornerRadius == 8)
        #expect(lisbon.photoView.preferredSymbolConfiguration == UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large))
        #expect(!lisbon.spinner.isAnimating && lisbon.spinner.isHidden)
        #expect((lisbon.badge.effect as? UIBlurEffect)?.style == .systemThinMaterial)
        #expect(lisbon.badge.contentView.subviews.first === lisbon.badgeLabel)

        let porto = try Self.card(screen, 1)
        #expect(porto.spinner.isAnimating && !porto.spinner.isHidden && porto.accessibilityLabel == "Porto")
    }

    @Test("the stack view's arranged subviews are its subviews, with its axis, spacing and custom spacing")
    func stackView() throws {
        let card = try Self.card(Self.loadedScreen(), 0)
        #expect(card.contentView.subviews == [card.photoView, card.textStack, card.spinner])
        #expect(card.textStack.arrangedSubviews == [card.titleLabel, card.subtitleLabel])
        #expect(card.textStack.subviews == [card.titleLabel, card.subtitleLabel])
        #expect(card.textStack.axis == .vertical && card.textStack.spacing == 4 && card.textStack.alignment == .top)
        #expect(card.textStack.customSpacing(after: card.titleLabel) == 8)
        #expect(card.textStack.customSpacing(after: card.subtitleLabel) == UIStackView.spacingUseDefault)
    }

    @Test("each activated constraint is installed on its items' nearest common ancestor, as UIKit installs it")
    func constraintsInstalled() throws {
        let card = try Self.card(Self.loadedScreen(), 0)
        #expect(card.contentView.constraints.count == 9)
        #expect(card.photoView.constraints.count == 3)
        #expect(card.badge.contentView.constraints.count == 3 && card.badge.constraints.count == 1)
        #expect(card.constraints.isEmpty)
        let aspect = try #require(card.photoHeightConstraint)
        #expect(aspect.isActive && aspect.identifier == "photo-aspect" && aspect.priority == .defaultHigh)
        #expect(aspect.firstItem === card.photoView && aspect.secondItem === card.photoView)
        #expect(aspect.firstAttribute == .height && aspect.secondAttribute == .width && aspect.multiplier == 0.75)
        #expect(aspect.description == "ImageView.height == 0.75 * ImageView.width")
        let below = try #require(card.contentView.constraints.first { $0.firstItem === card.textStack && $0.firstAttribute == .top })
        #expect(below.secondItem === card.photoView && below.secondAttribute == .bottom && below.constant == 8)
        let leading = try #require(card.contentView.constraints.first { $0.firstItem === card.photoView && $0.firstAttribute == .leading })
        #expect(leading.secondItem === card.contentView.layoutMarginsGuide && leading.relation == .equal && leading.constant == 0)
        #expect(!card.photoView.translatesAutoresizingMaskIntoConstraints && card.contentView.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("content priorities keep UIKit's defaults unless set: 250 hugging, 750 compression, a spinner hugs at 750")
    func priorities() throws {
        let card = try Self.card(Self.loadedScreen(), 0)
        #expect(card.titleLabel.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(card.titleLabel.contentHuggingPriority(for: .vertical).rawValue == 251)
        #expect(card.subtitleLabel.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(card.subtitleLabel.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(card.spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(card.photoView.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test("a header's directional margins and its label pinned to them")
    func header() throws {
        let screen = Self.loadedScreen()
        let header = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 0)) as? CitySectionHeaderView)
        #expect(header.titleLabel.text == "Europe" && header.titleLabel.font.pointSize == 22)
        #expect(header.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 4, right: 16))
        #expect(header.constraints.count == 4 && header.constraints.allSatisfy { $0.secondItem === header.layoutMarginsGuide })
        #expect(header.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: header.bounds.width - 32, height: 32))
    }

    @Test("a reused card is reset by prepareForReuse and configured for its new city; its constraints stay")
    func reuse() throws {
        let screen = Self.loadedScreen()
        screen.regions[0].cities.remove(at: 1)
        screen.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        screen.collectionView.finishAnimations()
        screen.regions[0].cities.insert(City(name: "Madrid", country: "Spain", photoName: "madrid", sights: 3, isLoading: false), at: 0)
        screen.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        screen.collectionView.finishAnimations()
        let madrid = try Self.card(screen, 0)
        #expect(madrid.titleLabel.text == "Madrid" && madrid.photoView.image == UIImage(named: "madrid") && !madrid.spinner.isAnimating)
        #expect(madrid.contentView.constraints.count == 9)
    }
}
