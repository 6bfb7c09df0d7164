// Linux has no CoreGraphics: this shim module of that name lets a ported file's `import CoreGraphics`
// compile there. `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector` are swift-corelibs-foundation's
// on Linux, so the module re-exports Foundation and adds what Foundation lacks: `CGAffineTransform`,
// the geometry's `applying(_:)` and `equalTo(_:)`, and `CGColor`. Apple platforms use their own
// CoreGraphics.
@_exported import Foundation
