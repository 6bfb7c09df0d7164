import CollectionViewSimulator
import Foundation

/// One section's metrics in a flow layout, overriding the layout's properties as
/// `UICollectionViewDelegateFlowLayout` does (`{"sectionInset": [0, 0, 20, 0], "headerHeight": 44}`).
package struct FlowSectionSpec: Sendable, Equatable {
    /// `insetForSectionAt`; `nil` uses the layout's `sectionInset`.
    package var sectionInset: EdgeInsets?
    /// `minimumInteritemSpacingForSectionAt`; `nil` uses the layout's.
    package var minimumInteritemSpacing: CGFloat?
    /// `minimumLineSpacingForSectionAt`; `nil` uses the layout's.
    package var minimumLineSpacing: CGFloat?
    /// `referenceSizeForHeaderInSection`; `nil` uses the layout's `headerReferenceSize`.
    package var headerReferenceSize: CGSize?
    /// `referenceSizeForFooterInSection`; `nil` uses the layout's `footerReferenceSize`.
    package var footerReferenceSize: CGSize?

    /// Creates a section's overrides; `nil` values use the layout's properties.
    package init(
        sectionInset: EdgeInsets? = nil, minimumInteritemSpacing: CGFloat? = nil, minimumLineSpacing: CGFloat? = nil,
        headerReferenceSize: CGSize? = nil, footerReferenceSize: CGSize? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}

extension FlowSectionSpec {
    /// The keys a section's overrides may use.
    static let keys = ["sectionInset", "minimumInteritemSpacing", "minimumLineSpacing"]
        + FlowLayoutSpec.referenceSizeKeys("header") + FlowLayoutSpec.referenceSizeKeys("footer")

    /// Decodes one element of a flow layout's `sections`.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: Self.keys)
        self.init(
            sectionInset: try object.optional("sectionInset")?.insets(),
            minimumInteritemSpacing: try object.optional("minimumInteritemSpacing")?.length(),
            minimumLineSpacing: try object.optional("minimumLineSpacing")?.length(),
            headerReferenceSize: try FlowLayoutSpec.referenceSize("header", in: object),
            footerReferenceSize: try FlowLayoutSpec.referenceSize("footer", in: object))
    }
}
