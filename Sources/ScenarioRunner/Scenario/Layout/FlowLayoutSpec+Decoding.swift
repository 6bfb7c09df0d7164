import CollectionViewSimulator
import Foundation

extension FlowLayoutSpec {
    static let keys = [
        "itemSize", "itemSizes", "estimatedItemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
        "sectionInsetReference", "scrollDirection", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
        "sections",
    ] + referenceSizeKeys("header") + referenceSizeKeys("footer")

    /// Decodes a `flow` (or `rowDecoration`) object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: Self.keys)
        self.init()
        if let size = object.optional("itemSize") { itemSize = try size.length2D() }
        if let sizes = object.optional("itemSizes") { itemSizes = try Self.itemSizes(sizes) }
        if let size = object.optional("estimatedItemSize") { estimatedItemSize = try size.length2D() }
        if let spacing = object.optional("minimumInteritemSpacing") { minimumInteritemSpacing = try spacing.length() }
        if let spacing = object.optional("minimumLineSpacing") { minimumLineSpacing = try spacing.length() }
        if let inset = object.optional("sectionInset") { sectionInset = try inset.insets() }
        if let reference = object.optional("sectionInsetReference") {
            sectionInsetReference = try reference.choice(
                [("fromContentInset", .fromContentInset), ("fromSafeArea", .fromSafeArea), ("fromLayoutMargins", .fromLayoutMargins)],
                what: "section inset reference")
        }
        if let direction = object.optional("scrollDirection") {
            scrollDirection = try direction.choice([("vertical", .vertical), ("horizontal", .horizontal)], what: "scroll direction")
        }
        if let pin = object.optional("sectionHeadersPinToVisibleBounds") { sectionHeadersPinToVisibleBounds = try pin.bool() }
        if let pin = object.optional("sectionFootersPinToVisibleBounds") { sectionFootersPinToVisibleBounds = try pin.bool() }
        headerReferenceSize = try Self.referenceSize("header", in: object) ?? .zero
        footerReferenceSize = try Self.referenceSize("footer", in: object) ?? .zero
        if let list = object.optional("sections") {
            sections = try list.array().map { node throws(ScenarioError) in try FlowSectionSpec(node: node) }
        }
    }

    /// `headerHeight`, `headerWidth` and `headerReferenceSize` (or the footer's).
    static func referenceSizeKeys(_ element: String) -> [String] {
        ["\(element)Height", "\(element)Width", "\(element)ReferenceSize"]
    }

    /// A header's or footer's reference size, from `…ReferenceSize: [w, h]` or from `…Height` and
    /// `…Width` (either or both); giving both forms is an error.
    static func referenceSize(_ element: String, in object: JSONObjectNode) throws(ScenarioError) -> CGSize? {
        let height = object.optional("\(element)Height"), width = object.optional("\(element)Width")
        if let size = object.optional("\(element)ReferenceSize") {
            if let other = height ?? width {
                throw other.error("give either '\(element)ReferenceSize' or '\(element)Height'/'\(element)Width', not both")
            }
            return try size.length2D()
        }
        guard height != nil || width != nil else { return nil }
        return CGSize(width: try width?.length() ?? 0, height: try height?.length() ?? 0)
    }

    /// `[[[w, h], …], …]`: a list of sizes per section.
    private static func itemSizes(_ node: JSONNode) throws(ScenarioError) -> [[CGSize]] {
        var result: [[CGSize]] = []
        for section in try node.array() {
            if section.value.elements.first?.isNumber == true {
                throw section.error("itemSizes lists each section's sizes: [[[width, height], …], …]")
            }
            var sizes: [CGSize] = []
            for item in try section.array() { sizes.append(try item.length2D()) }
            result.append(sizes)
        }
        return result
    }
}
