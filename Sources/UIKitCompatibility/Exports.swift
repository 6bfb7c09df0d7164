// What `import UIKit` brings besides UIKit's own names, so a layout file needs no other import:
// Foundation (with `CGFloat`, `CGRect`, `IndexPath`, `NSZone`, `TimeInterval` and, through the C
// library, `floor`, `ceil`, `round`, `atan2`, `pow`, `sin` …) and QuartzCore (`CATransform3D` and
// its functions). On Apple platforms Foundation brings CoreGraphics and QuartzCore is Apple's; on
// Linux QuartzCore is this package's shim module of that name.
@_exported import Foundation
@_exported import QuartzCore
