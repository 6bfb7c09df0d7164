import Foundation

/// The per-section questions, asked in UIKit's order (OpenUXKit's `_getSizingInfos`): every item's
/// size, then the inset, the inter-item spacing, the line spacing, the header size, the footer
/// size.
extension CollectionViewFlowLayout {
    /// The metrics of one section, from the delegate when there is one, else from the properties.
    func metrics(ofSection section: Int, in collectionView: CollectionView) -> FlowSectionMetrics {
        let count = collectionView.numberOfItems(inSection: section)
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let itemSizes = self.itemSizes(ofSection: section, count: count, delegate: delegate, in: collectionView)
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let line = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        return FlowSectionMetrics(
            count: count, itemSizes: itemSizes, inset: effectiveInset(finite(inset), in: collectionView),
            interitemSpacing: finite(interitem), lineSpacing: finite(line),
            headerSize: checked(header), footerSize: checked(footer))
    }

    /// Every item's size: the estimate or preferred sizes when self-sizing, else the delegate's
    /// answers (collapsed to one size when they are all equal, as UIKit flags such sections as
    /// fixed-size), else ``itemSize``.
    private func itemSizes(
        ofSection section: Int, count: Int, delegate: (any CollectionViewDelegateFlowLayout)?, in collectionView: CollectionView
    ) -> FlowSectionMetrics.ItemSizes {
        if estimatedItemSize != .zero {
            return selfSizedItemSizes(ofSection: section, count: count)
        }
        guard let delegate, count > 0 else { return .uniform(checkedItemSize(itemSize)) }
        delegateSizeWasDefaulted = false
        let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        if delegateSizeWasDefaulted { return .uniform(checkedItemSize(itemSize)) }
        var sizes = [checked(first)]
        sizes.reserveCapacity(count)
        var allEqual = true
        for item in 1..<count {
            let size = checked(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
            allEqual = allEqual && size == sizes[0]
            sizes.append(size)
        }
        return allEqual ? .uniform(sizes[0]) : .varying(sizes)
    }

    private func selfSizedItemSizes(ofSection section: Int, count: Int) -> FlowSectionMetrics.ItemSizes {
        let estimate = checked(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        let preferred = preferredItemSizes.filter { $0.key.section == section && $0.key.item < count }
        guard !preferred.isEmpty else { return .uniform(estimate) }
        var sizes = Array(repeating: estimate, count: count)
        for (indexPath, size) in preferred { sizes[indexPath.item] = checked(size) }
        return .varying(sizes)
    }

    /// ``itemSize`` as UIKit treats it: a negative or zero size logs UIKit's assertion text.
    private func checkedItemSize(_ size: CGSize) -> CGSize {
        if !(size.width > 0 && size.height > 0) {
            logWarning(.nonPositiveItemSize)
        }
        return CGSize(width: finite(max(0, size.width)), height: finite(max(0, size.height)))
    }

    /// A size from the delegate: negative or non-finite components log UIKit's text and count as 0.
    private func checked(_ size: CGSize) -> CGSize {
        let valid = size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite
        if valid { return size }
        logWarning(.negativeSize)
        return CGSize(width: finite(max(0, size.width)), height: finite(max(0, size.height)))
    }

    /// The section insets across the lines measured from ``sectionInsetReference``.
    private func effectiveInset(_ inset: EdgeInsets, in collectionView: CollectionView) -> EdgeInsets {
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let content = collectionView.contentInset
        var result = inset
        if scrollDirection == .vertical {
            result.left = max(0, reference.left + inset.left - content.left)
            result.right = max(0, reference.right + inset.right - content.right)
        } else {
            result.top = max(0, reference.top + inset.top - content.top)
            result.bottom = max(0, reference.bottom + inset.bottom - content.bottom)
        }
        return result
    }
}

/// A number with NaN and infinities replaced by 0.
private func finite(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// Insets with NaN and infinities replaced by 0.
private func finite(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
}
