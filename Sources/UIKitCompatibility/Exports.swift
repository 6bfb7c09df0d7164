// What `import UIKit` brings besides UIKit's own names, so a layout file needs no other import:
// Foundation (with `CGFloat`, `CGRect`, `IndexPath`, `NSZone`, `TimeInterval` and, through the C
// library, `floor`, `ceil`, `round`, `atan2`, `pow`, `sin` …), CoreGraphics (`CGAffineTransform`)
// and QuartzCore (`CATransform3D` and its functions). On Apple platforms those are Apple's; on Linux
// CoreGraphics and QuartzCore are this package's shim modules of those names.
//
// It also re-exports the simulator (CollectionViewSimulator, and with it BatchUpdates and
// Keyframes): the UIKit names here are type aliases of its classes, whose members partly live in
// extensions, and IndexPath's `item` and `section` are BatchUpdates'. Under `MemberImportVisibility`
// (an upcoming feature, the default of a future language mode) members declared in extensions are
// visible only through an import of their module, so without this a ported file that imports only
// UIKitCompatibility would lose `indexPath.item` and the view's methods.
@_exported import CollectionViewSimulator
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
