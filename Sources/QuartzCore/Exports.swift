// Linux has no QuartzCore: this shim module of that name holds Core Animation's `CATransform3D` and
// its functions, so a ported file's `import QuartzCore` compiles there. Apple's QuartzCore brings
// CoreGraphics and Foundation with it (a file that imports only QuartzCore can name `CGFloat`,
// `CGRect` and `IndexPath`); so does this one.
@_exported import CoreGraphics
@_exported import Foundation
