import Foundation
import Keyframes

extension CollectionViewLayoutAttributes {
    /// ``transform3D`` under a name no other module shadows: UIKitCompatibility
    /// declares a `transform3D` of QuartzCore's type, which hides this module's inside it.
    package var simulatorTransform3D: Transform3D {
        get { transform3D }
        set { transform3D = newValue }
    }

    /// ``transform`` under a name no other module shadows (see ``simulatorTransform3D``).
    package var simulatorTransform: Keyframes.Transform2D {
        get { transform }
        set { transform = newValue }
    }
}
