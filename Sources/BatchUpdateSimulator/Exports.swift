// The umbrella module: `import BatchUpdateSimulator` gives a user every public module at once.
//
// `@_exported` is the only way Swift has to re-export a module (a `public import` only makes the
// imported declarations usable in this module's public API; it does not hand them to clients).
// An umbrella whose whole job is re-exporting is the case it exists for; no other module of the
// package re-exports anything but what its own public API exposes. Foundation comes too, as it does
// with `import UIKit`: `CGRect`, `CGPoint` and `IndexPath` are the API's geometry and index paths.
@_exported import BatchUpdates
@_exported import CollectionViewSimulator
@_exported import Foundation
@_exported import Keyframes
@_exported import TimelineOutput
@_exported import UIKitCompatibility
