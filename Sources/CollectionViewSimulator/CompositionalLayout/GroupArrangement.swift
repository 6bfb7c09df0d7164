import Foundation

/// A cell a group places: its frame and the item (leaf) it comes from.
struct PlacedLeaf {
    var frame: CGRect
    var zIndex: Int
    var item: CollectionLayoutItem
}

/// A group instance that carries supplementary items: the frame they are anchored to and the
/// cell (by its number among the instance's cells) whose index path they take.
struct PlacedGroup {
    /// The group's frame less its content insets: the area its subitems are placed in.
    var frame: CGRect
    /// The number of the group's first cell among the arranged cells.
    var firstLeaf: Int
    var group: CollectionLayoutGroup
}

/// Places a group's cells inside a rectangle, recursively through nested groups.
///
/// The rules, from Apple's documentation of each property: subitems are resolved against the
/// group's size less its content insets; a repeating group divides its length equally among its
/// copies after the inter-item spacing; a group of subitems repeats them while the next one fits
/// (so one `fractionalWidth(0.5)` item makes two columns); edge spacing moves an item before its
/// content insets shrink it; flexible spaces share what is left of the group's length equally;
/// content insets are ignored on an axis whose dimension is estimated, and an estimated dimension
/// takes the fitted size the cell reported, if any.
@MainActor struct GroupArrangement {
    let environment: CollectionLayoutEnvironment
    /// The fitted size of the group instance's `n`th cell, if the cell reported one.
    let fittedSize: (Int) -> CGSize?
    private(set) var leaves: [PlacedLeaf] = []
    /// The groups placed, at every nesting level, that carry supplementary items and hold at
    /// least one cell.
    private(set) var groups: [PlacedGroup] = []

    init(environment: CollectionLayoutEnvironment, fittedSize: @escaping (Int) -> CGSize?) {
        self.environment = environment
        self.fittedSize = fittedSize
    }

    /// Places `group`'s cells in `rect`; returns the size the group took (its estimated
    /// dimensions replaced by what its cells need).
    @discardableResult
    mutating func place(_ group: CollectionLayoutGroup, in rect: CGRect) -> CGSize {
        let inner = group.contentInsets.inset(rect)
        let firstLeaf = leaves.count
        let size: CGSize
        switch group.arrangement {
        case .custom(let provider):
            for custom in provider(environment) {
                leaves.append(PlacedLeaf(frame: custom.frame.offsetBy(dx: rect.minX, dy: rect.minY), zIndex: custom.zIndex,
                                         item: CollectionLayoutItem(layoutSize: group.layoutSize)))
            }
            size = rect.size
        case .horizontal: size = placeLine(group, in: inner, outer: rect, horizontal: true)
        case .vertical: size = placeLine(group, in: inner, outer: rect, horizontal: false)
        }
        if !group.supplementaryItems.isEmpty && leaves.count > firstLeaf {
            let frame = group.contentInsets.inset(CGRect(origin: rect.origin, size: size))
            groups.append(PlacedGroup(frame: frame, firstLeaf: firstLeaf, group: group))
        }
        return size
    }

    private mutating func placeLine(_ group: CollectionLayoutGroup, in inner: CGRect, outer: CGRect, horizontal: Bool) -> CGSize {
        let axis = FlowAxis(isVertical: !horizontal)   // stack = the group's axis
        let length = axis.stack(inner.size)
        let spacing = group.interItemSpacing
        var children = Self.children(of: group, length: length, container: inner.size, axis: axis)
        var leaf = leaves.count
        for index in children.indices {
            if let subgroup = children[index].item as? CollectionLayoutGroup {
                leaf += leafCount(of: subgroup, size: children[index].size)
            } else {
                children[index].size = fitted(children[index].size, of: children[index].item, leaf: leaf)
                leaf += 1
            }
        }
        Self.equalizeUniformSiblings(&children)
        let layout = LinePacking(children: children, length: length, spacing: spacing, horizontal: horizontal)
        var crossExtent: CGFloat = 0
        var end = axis.stack(inner.origin)
        for (index, child) in children.enumerated() {
            let start = axis.stack(inner.origin) + layout.offsets[index]
            let cross = Self.crossOffset(of: child, in: axis.inline(inner.size), horizontal: horizontal)
            let frame = axis.rect(inline: axis.inline(inner.origin) + cross, stack: start,
                                  inlineExtent: axis.inline(child.size), stackExtent: axis.stack(child.size))
            var used = child.size
            if let subgroup = child.item as? CollectionLayoutGroup {
                used = place(subgroup, in: frame)
            } else {
                leaves.append(PlacedLeaf(frame: Self.applyingContentInsets(of: child.item, to: frame), zIndex: 0, item: child.item))
            }
            crossExtent = max(crossExtent, cross + axis.inline(used))
            end = max(end, start + axis.stack(used))
        }
        return resolvedSize(of: group, outer: outer, inner: inner, contentEnd: end, crossExtent: crossExtent, axis: axis)
    }

    /// The group's size, its estimated dimensions replaced by its content's extent.
    private func resolvedSize(of group: CollectionLayoutGroup, outer: CGRect, inner: CGRect,
                              contentEnd: CGFloat, crossExtent: CGFloat, axis: FlowAxis) -> CGSize {
        var size = outer.size
        let insets = group.contentInsets
        let alongLength = contentEnd - axis.stack(inner.origin) + (axis.isVertical ? insets.top + insets.bottom : insets.leading + insets.trailing)
        let crossLength = crossExtent + (axis.isVertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
        let along = axis.isVertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension
        let across = axis.isVertical ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
        if along.isEstimated { size = axis.size(inline: axis.inline(size), stack: alongLength) }
        if across.isEstimated { size = axis.size(inline: crossLength, stack: axis.stack(size)) }
        return size
    }

    /// How many cells a nested group places (its cells' fitted sizes are looked up by number).
    private func leafCount(of group: CollectionLayoutGroup, size: CGSize) -> Int {
        var dryRun = GroupArrangement(environment: environment) { _ in nil }
        dryRun.place(group, in: CGRect(origin: .zero, size: size))
        return dryRun.leaves.count
    }

    /// Items whose dimension is `uniformAcrossSiblings` all take the largest fitted size of
    /// their siblings of that kind, on that axis.
    ///
    /// Loops rather than closures: a main-actor closure handed to the standard library checks its
    /// executor on every call, and every group of every section placed comes here.
    private static func equalizeUniformSiblings(_ children: inout [LineChild]) {
        var widest: CGFloat?, tallest: CGFloat?
        for child in children {
            if child.item.layoutSize.widthDimension.kind == .uniformAcrossSiblings { widest = max(widest ?? child.size.width, child.size.width) }
            if child.item.layoutSize.heightDimension.kind == .uniformAcrossSiblings { tallest = max(tallest ?? child.size.height, child.size.height) }
        }
        guard widest != nil || tallest != nil else { return }
        for index in children.indices {
            if let widest, children[index].item.layoutSize.widthDimension.kind == .uniformAcrossSiblings { children[index].size.width = widest }
            if let tallest, children[index].item.layoutSize.heightDimension.kind == .uniformAcrossSiblings { children[index].size.height = tallest }
        }
    }

    /// A leaf's size with its estimated dimensions replaced by the cell's fitted size.
    private func fitted(_ size: CGSize, of item: CollectionLayoutItem, leaf: Int) -> CGSize {
        guard item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated,
              let fitted = fittedSize(leaf) else { return size }
        return CGSize(width: item.layoutSize.widthDimension.isEstimated ? fitted.width : size.width,
                      height: item.layoutSize.heightDimension.isEstimated ? fitted.height : size.height)
    }

    /// The subitems a line holds, with their sizes before spacing.
    private static func children(of group: CollectionLayoutGroup, length: CGFloat, container: CGSize, axis: FlowAxis) -> [LineChild] {
        guard !group.subitems.isEmpty else { return [] }
        if let count = group.repeatCount, let item = group.subitems.first {
            let spacing = group.interItemSpacing?.spacing ?? 0
            let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let size = item.layoutSize.resolved(in: container)
            let stack = group.dividesLength ? share : axis.stack(size)
            let child = LineChild(item: item, size: axis.size(inline: axis.inline(size), stack: stack))
            return Array(repeating: child, count: count)
        }
        var children: [LineChild] = []
        var used: CGFloat = 0
        var index = 0
        while true {
            let item = group.subitems[index % group.subitems.count]
            let size = item.layoutSize.resolved(in: container)
            let spaces = LinePacking.edgeSpaces(of: item, horizontal: !axis.isVertical)
            let needed = axis.stack(size) + spaces.fixed + (children.isEmpty ? 0 : group.interItemSpacing?.spacing ?? 0)
            let isFirstPass = index < group.subitems.count
            if !isFirstPass && (used + needed > length + 0.001 || axis.stack(size) <= 0 || children.count >= 10_000) { break }
            children.append(LineChild(item: item, size: size))
            used += needed
            index += 1
        }
        return children
    }

    /// Where a child sits across the line: after its fixed leading space, or sharing the leftover
    /// room between its flexible spaces.
    private static func crossOffset(of child: LineChild, in crossLength: CGFloat, horizontal: Bool) -> CGFloat {
        let spacing = child.item.edgeSpacing
        let (before, after) = spacing?.spaces(horizontal: !horizontal) ?? (nil, nil)
        let crossSize = horizontal ? child.size.height : child.size.width
        let fixedBefore = before?.spacing ?? 0
        let leftover = max(0, crossLength - crossSize - fixedBefore - (after?.spacing ?? 0))
        switch (before?.isFlexibleSpacing ?? false, after?.isFlexibleSpacing ?? false) {
        case (true, true): return fixedBefore + leftover / 2
        case (true, false): return fixedBefore + leftover
        default: return fixedBefore
        }
    }

    /// The frame with the item's content insets taken off, except on estimated axes.
    private static func applyingContentInsets(of item: CollectionLayoutItem, to frame: CGRect) -> CGRect {
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return insets.inset(frame)
    }
}

/// A subitem of a line and its size.
struct LineChild {
    var item: CollectionLayoutItem
    var size: CGSize
}

/// Where each child of a line starts along the line: fixed spaces as given, flexible ones (edge
/// spacing and inter-item spacing) sharing the leftover length equally.
@MainActor struct LinePacking {
    private(set) var offsets: [CGFloat] = []

    init(children: [LineChild], length: CGFloat, spacing: CollectionLayoutSpacing?, horizontal: Bool) {
        var fixed: CGFloat = 0
        var flexibleCount = 0
        for (index, child) in children.enumerated() {
            let spaces = Self.edgeSpaces(of: child.item, horizontal: horizontal)
            fixed += (horizontal ? child.size.width : child.size.height) + spaces.fixed
            flexibleCount += spaces.flexibleCount
            if index > 0 {
                fixed += spacing?.spacing ?? 0
                if spacing?.isFlexibleSpacing == true { flexibleCount += 1 }
            }
        }
        let share = flexibleCount > 0 ? max(0, length - fixed) / CGFloat(flexibleCount) : 0
        var cursor: CGFloat = 0
        for (index, child) in children.enumerated() {
            let (before, after) = child.item.edgeSpacing?.spaces(horizontal: horizontal) ?? (nil, nil)
            if index > 0, let spacing { cursor += spacing.spacing + (spacing.isFlexibleSpacing ? share : 0) }
            if let before { cursor += before.spacing + (before.isFlexibleSpacing ? share : 0) }
            offsets.append(cursor)
            cursor += horizontal ? child.size.width : child.size.height
            if let after { cursor += after.spacing + (after.isFlexibleSpacing ? share : 0) }
        }
    }

    /// The fixed length of an item's edge spaces along the line and how many are flexible.
    static func edgeSpaces(of item: CollectionLayoutItem, horizontal: Bool) -> (fixed: CGFloat, flexibleCount: Int) {
        let (before, after) = item.edgeSpacing?.spaces(horizontal: horizontal) ?? (nil, nil)
        // No array and no closures: every item of every group placed comes here.
        let fixed = (before?.spacing ?? 0) + (after?.spacing ?? 0)
        let flexibleCount = (before?.isFlexibleSpacing == true ? 1 : 0) + (after?.isFlexibleSpacing == true ? 1 : 0)
        return (fixed, flexibleCount)
    }
}
