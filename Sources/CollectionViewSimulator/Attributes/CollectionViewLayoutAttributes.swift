import BatchUpdates
import Foundation
import Keyframes

/// Where and how one element (cell, supplementary or decoration view) appears: the twin of
/// `UICollectionViewLayoutAttributes`.
///
/// Geometry is kept as UIKit keeps it: ``center`` and ``size`` are stored; ``frame`` is the
/// rectangle of that size around that centre (the transform does not change it); setting
/// ``frame`` sets both; ``bounds`` shares ``size``. ``transform3D`` is stored and ``transform`` is
/// its 2D part; setting ``transform`` replaces ``transform3D`` with the affine transform embedded
/// in 3D.
///
/// Subclass it to carry extra animatable values, as in UIKit: add stored properties with default
/// values, override ``copy(with:)`` and ``isEqual(_:)`` calling `super`, override
/// ``interpolated(to:progress:)`` to say how the values animate, and return the subclass from
/// your layout's `layoutAttributesClass`.
///
/// ```swift
/// let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 10, y: 20, width: 50, height: 40)
/// attributes.center   // (35, 40)
/// ```
///
/// Main-actor isolated and `@preconcurrency`, as UIKit's class is (see ``View``).
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: CustomStringConvertible {
    /// The values UIKit keeps in instance variables, together, so that ``copy(with:)`` copies them
    /// in one assignment as UIKit's `copyWithZone:` copies its instance variables, without calling
    /// the property setters a subclass may override (OpenUXKit's decompiled
    /// `UXCollectionViewLayoutAttributes`).
    struct StoredValues {
        var center: CGPoint = .zero
        var size: CGSize = .zero
        /// The origin of ``CollectionViewLayoutAttributes/bounds``; UIKit keeps it apart from the
        /// geometry in the collection view.
        var boundsOrigin: CGPoint = .zero
        var transform3D: Transform3D = .identity
        var alpha: CGFloat = 1
        var zIndex: Int = 0
        var isHidden = false
        var indexPath = Self.firstItem
        var category: CollectionView.ElementCategory = .cell
        var kind: String?

        /// The default index path, 0-0, made once: building an `IndexPath` costs several calls,
        /// copying one costs none, and every attributes object starts with it.
        private static let firstItem = IndexPath(item: 0, section: 0)
    }

    /// Every value of the base class, stored `@exclusivity(unchecked)`: an engine step reads and
    /// sets them thousands of times, and each checked access of a class's stored property costs a
    /// runtime call (about 3% of a fuzzing step, measured with perf). Only the accessors below and
    /// ``copy(with:)`` touch it, and none calls out while an access is open, so accesses never overlap.
    @exclusivity(unchecked) private final var stored = StoredValues()

    /// The element's centre in content coordinates.
    open var center: CGPoint {
        get { stored.center }
        set { stored.center = newValue }
    }
    /// The element's size; the size of ``bounds``.
    open var size: CGSize {
        get { stored.size }
        set { stored.size = newValue }
    }
    /// The 3D transform applied around the centre; identity by default.
    ///
    /// Disfavoured so that UIKitCompatibility's `transform3D`, typed as Core Animation's
    /// `CATransform3D` (Apple's, or the Linux shim's), is the one a ported layout file sees; alone
    /// (in code that does not import UIKitCompatibility) it is used as usual.
    @_disfavoredOverload open var transform3D: Transform3D {
        get { stored.transform3D }
        set { stored.transform3D = newValue }
    }
    /// The opacity, from 0 (transparent) to 1 (opaque); 1 by default.
    open var alpha: CGFloat {
        get { stored.alpha }
        set { stored.alpha = newValue }
    }
    /// The stacking order: higher values are drawn above lower ones; 0 by default.
    open var zIndex: Int {
        get { stored.zIndex }
        set { stored.zIndex = newValue }
    }
    /// Whether the element is hidden; a hidden element may get no view at all, as in UIKit.
    open var isHidden: Bool {
        get { stored.isHidden }
        set { stored.isHidden = newValue }
    }
    /// The element's index path: the item's for a cell, the layout's choice for other elements.
    open var indexPath: IndexPath {
        get { stored.indexPath }
        set { stored.indexPath = newValue }
    }
    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    open var representedElementCategory: CollectionView.ElementCategory { stored.category }
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    open var representedElementKind: String? { stored.kind }

    /// Creates the attributes of a cell at index path 0-0, with every value at its default.
    ///
    /// Required so that copies and the factory initialisers can create subclasses; subclasses with
    /// default values for their stored properties inherit it.
    public required init() {}

    /// Sets the category and kind (the factory initialisers' job) for attributes created through a
    /// metatype, which can only call the required `init()`.
    func setElement(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        stored.category = category
        stored.kind = kind
        self.indexPath = indexPath
    }

    /// Creates the attributes of the cell that shows the item at an index path.
    ///
    /// - Parameter indexPath: The item's index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates the attributes of a supplementary view of a kind (for example
    /// ``CollectionView/elementKindSectionHeader``).
    ///
    /// - Parameters:
    ///   - elementKind: The supplementary view's kind.
    ///   - indexPath: The index path the layout gives the view.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        stored.category = .supplementaryView
        stored.kind = elementKind
    }

    /// Creates the attributes of a decoration view of a kind.
    ///
    /// - Parameters:
    ///   - decorationViewKind: The decoration view's kind, as registered with the layout.
    ///   - indexPath: The index path the layout gives the view.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        stored.category = .decorationView
        stored.kind = decorationViewKind
    }

    /// The element's rectangle in content coordinates: ``size`` around ``center``. Setting it sets
    /// both. The transform is not applied (UIKit's attributes, unlike views, keep the untransformed
    /// frame).
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// The element's bounds: its size is ``size``; setting it sets ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: stored.boundsOrigin, size: size) }
        set {
            stored.boundsOrigin = newValue.origin
            size = newValue.size
        }
    }

    /// The 2D affine part of ``transform3D`` (`CATransform3DGetAffineTransform`). Setting it
    /// replaces ``transform3D`` with the affine transform embedded in 3D.
    ///
    /// Disfavoured, like ``transform3D``, for UIKitCompatibility's `CGAffineTransform` twin.
    @_disfavoredOverload open var transform: Keyframes.Transform2D {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }

    /// A copy of the attributes (`NSCopying.copy(with:)`): the override point for subclasses,
    /// which call `super` and copy their own values into the result.
    ///
    /// The base class copies its stored values as UIKit copies its instance variables: an
    /// accessor a subclass overrides (a `didSet` on ``zIndex``, a getter that derives ``alpha``)
    /// is not called, and the copy holds what the original stores.
    ///
    /// Main-actor isolated, unlike ``isEqual(_:)``: UIKit's attributes take `copy(with:)` from
    /// `NSCopying` into their main-actor class, so an override is main-actor isolated too and
    /// reads its values directly, on iOS (ChatLayout's `ChatLayoutAttributes` does, in Swift 6
    /// mode) as here.
    ///
    /// - Parameter zone: Ignored, as in Swift's Foundation; present so UIKit overrides compile.
    /// - Returns: An instance of the receiver's own class with every value copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyBaseValues(from: self)
        return copy
    }

    /// Copies every value of the base class from `other`, as UIKit's `copyWithZone:` copies its
    /// instance variables: without calling the property accessors a subclass may override.
    func copyBaseValues(from other: CollectionViewLayoutAttributes) {
        stored = other.stored
    }

    /// A copy of the attributes (`NSObject.copy()`): ``copy(with:)`` with no zone.
    ///
    /// - Returns: The copy, typed `Any` as in UIKit, so `copy() as? MyAttributes` ports unchanged.
    public final func copy() -> Any {
        copy(with: nil)
    }

    /// Whether another object is a set of attributes with equal values (`NSObject.isEqual(_:)`):
    /// the override point for subclasses, which compare their own values and call `super`.
    ///
    /// Nonisolated, as `NSObject`'s is, and so is an override: Swift gives an override the
    /// isolation of the member it overrides, so an override that reads the subclass's own values
    /// wraps them in `MainActor.assumeIsolated { … }` (or is an error in Swift 6 mode), on iOS as
    /// here:
    ///
    /// ```swift
    /// override func isEqual(_ object: Any?) -> Bool {
    ///     MainActor.assumeIsolated {
    ///         (object as? ShadowAttributes)?.shadowRadius == shadowRadius && super.isEqual(object)
    ///     }
    /// }
    /// ```
    ///
    /// Attributes are made and changed on the main actor (their initialisers and properties are
    /// isolated to it) and UIKit compares them there; so does this implementation, which reads
    /// the values on the main actor and stops the program when called elsewhere rather than race.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when every value UIKit compares is equal.
    nonisolated open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { hasEqualBaseValues(to: other) }
    }

    /// Whether every value of the base class equals `other`'s.
    private func hasEqualBaseValues(to other: CollectionViewLayoutAttributes) -> Bool {
        center == other.center && size == other.size && stored.boundsOrigin == other.stored.boundsOrigin
            && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash consistent with ``isEqual(_:)`` (`NSObject.hash`): equal attributes describe the
    /// same element, so it combines the category, kind and index path only. Subclasses that
    /// override ``isEqual(_:)`` keep it consistent without overriding it. Nonisolated, as
    /// `NSObject`'s is; it reads the values on the main actor, as ``isEqual(_:)`` does.
    nonisolated open var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(representedElementCategory)
            hasher.combine(representedElementKind)
            hasher.combine(indexPath)
            return hasher.finalize()
        }
    }

    /// The attributes a fraction of the way from these attributes to `end`: the hook through which
    /// a subclass says how its own animatable values interpolate in an animation's tracks.
    /// (``CollectionViewTransitionLayout`` blends two layouts as UIKit's does, without it.)
    ///
    /// The base implementation starts from a copy of the receiver (so the result has the
    /// receiver's class, category, kind and index path) and sets the UIKit values by the rules of
    /// `Keyframes`' `Interpolatable` conformances (Core Animation's per-property interpolation):
    /// - ``center`` and ``bounds`` (so ``size``): linearly, centre and size rather than corners;
    /// - ``alpha``: linearly;
    /// - ``transform3D``: by decomposition, as Core Animation interpolates transforms;
    /// - ``zIndex``: the end value while the animation runs (UIKit re-orders views first);
    /// - ``isHidden``: hidden while running only when both ends are hidden.
    ///
    /// Override it to interpolate custom values: call `super`, cast the result to your class, set
    /// your values, and return it.
    ///
    /// ```swift
    /// override func interpolated(to end: CollectionViewLayoutAttributes, progress: CGFloat) -> CollectionViewLayoutAttributes {
    ///     let result = super.interpolated(to: end, progress: progress)
    ///     if let result = result as? ShadowAttributes, let end = end as? ShadowAttributes {
    ///         result.shadowRadius = shadowRadius + (end.shadowRadius - shadowRadius) * progress
    ///     }
    ///     return result
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - end: The attributes at the end of the animation.
    ///   - progress: The fraction of the animation, 0 at the start and 1 at the end (a timing
    ///     curve may take it outside 0...1; values extrapolate).
    /// - Returns: New attributes; neither input changes.
    open func interpolated(to end: CollectionViewLayoutAttributes, progress: CGFloat) -> CollectionViewLayoutAttributes {
        let result = snapshot()
        interpolateBaseValues(into: result, to: end, progress: progress)
        return result
    }

    /// A one-line summary: category, kind, index path, frame, and the values that differ from
    /// their defaults. Nonisolated, as `NSObject`'s is; it reads the values on the main actor, as
    /// ``isEqual(_:)`` does.
    nonisolated open var description: String {
        MainActor.assumeIsolated { summary }
    }

    /// The one-line summary ``description`` gives.
    private var summary: String {
        var parts = ["\(representedElementCategory)"]
        if let representedElementKind { parts.append(representedElementKind) }
        parts.append(indexPath.compactDescription)
        parts.append("frame (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))")
        if alpha != 1 { parts.append("alpha \(alpha)") }
        if zIndex != 0 { parts.append("zIndex \(zIndex)") }
        if isHidden { parts.append("hidden") }
        if !transform3D.isIdentity { parts.append("transformed") }
        return parts.joined(separator: " ")
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base
    /// class. Nonisolated, as `NSObject`'s is.
    nonisolated open var debugDescription: String { description }
}
