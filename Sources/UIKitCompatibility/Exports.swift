// What `import UIKit` brings besides UIKit's own names, so a layout file needs no other import:
// Foundation (with `CGFloat`, `CGRect`, `IndexPath`, `NSZone`, `TimeInterval` and, through the C
// library, `floor`, `ceil`, `round`, `atan2`, `pow`, `sin` …), CoreGraphics (`CGAffineTransform`)
// and QuartzCore (`CATransform3D` and its functions). On Apple platforms those are Apple's; on Linux
// CoreGraphics and QuartzCore are this package's shim modules of those names.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
