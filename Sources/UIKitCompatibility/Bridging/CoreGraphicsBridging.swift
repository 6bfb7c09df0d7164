// Apple platforms only: CoreGraphics' own `CGAffineTransform` exists there, so the simulator's
// `transform` (a `Keyframes.AffineTransform`) and a ported layout's `CGAffineTransform` values are
// different types. The two initialisers convert between them, and `transform` below lets a ported
// layout assign CoreGraphics' values (see QuartzCoreBridging.swift). Not compiled on Linux (no
// CoreGraphics): untested here.
#if canImport(Darwin)
import CollectionViewSimulator
import CoreGraphics
import Keyframes

extension CollectionViewLayoutAttributes {
    /// UIKit's `transform`, typed as CoreGraphics' `CGAffineTransform`: the 2D part of the
    /// simulator's transform; setting it replaces the 3D transform, as in UIKit.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(simulatorTransform) }
        set { simulatorTransform = Keyframes.AffineTransform(newValue) }
    }
}

extension View {
    /// UIKit's `transform`, typed as CoreGraphics' `CGAffineTransform`: the simulator's view
    /// transform, converted entry by entry.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(simulatorTransform) }
        set { simulatorTransform = Keyframes.AffineTransform(newValue) }
    }
}

extension Keyframes.AffineTransform {
    /// The simulator's copy of a CoreGraphics transform: the same six entries.
    ///
    /// ```swift
    /// attributes.transform = Keyframes.AffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
    /// ```
    ///
    /// - Parameter cgTransform: CoreGraphics' transform.
    public init(_ cgTransform: CGAffineTransform) {
        let t = cgTransform
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

extension CGAffineTransform {
    /// CoreGraphics' copy of a simulator transform: the same six entries.
    ///
    /// - Parameter transform: The simulator's transform.
    public init(_ transform: Keyframes.AffineTransform) {
        let t = transform
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
#endif
