import Foundation
import Keyframes

/// Core Animation's `CATransform3D`, which Linux lacks: the simulator's ``Keyframes/Transform3D``,
/// stored as Core Animation stores it (row vectors, translation in `m41 m42 m43`, perspective in
/// `m34`).
///
/// This is what `UICollectionViewLayoutAttributes.transform3D` holds. Build it with the
/// `CATransform3D…` functions, as in UIKit:
///
/// ```swift
/// attributes.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
/// ```
///
/// This module exists only where QuartzCore is missing (Linux), so that `import QuartzCore` in a
/// ported layout compiles; on Apple platforms `CATransform3D` and its functions are QuartzCore's
/// own, and `UIKitCompatibility` converts them (`Transform3D(_:)`, `CATransform3D(_:)`).
public typealias CATransform3D = Transform3D

/// The identity transform (Core Animation's `CATransform3DIdentity`).
public let CATransform3DIdentity = Transform3D.identity

/// Whether a transform is exactly the identity (`CATransform3DIsIdentity`).
///
/// - Parameter t: The transform to test.
/// - Returns: `true` when all sixteen entries equal the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Whether two transforms are exactly equal (`CATransform3DEqualToTransform`).
///
/// - Parameters:
///   - a: The first transform.
///   - b: The second transform.
/// - Returns: `true` when all sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}
