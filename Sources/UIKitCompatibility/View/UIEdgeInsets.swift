import CollectionViewSimulator

/// UIKit's `UIEdgeInsets`: ``CollectionViewSimulator/EdgeInsets``, with
/// `UIEdgeInsets(top:left:bottom:right:)` and `.zero`.
///
/// ```swift
/// layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
/// ```
public typealias UIEdgeInsets = EdgeInsets
