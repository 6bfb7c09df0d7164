// Linux has no QuartzCore: this shim module of that name holds Core Animation's `CATransform3D` and
// its functions, so a ported file's `import QuartzCore` compiles there. Apple's QuartzCore brings
// CoreGraphics (and through it, on Linux, Foundation's geometry) with it; so does this one.
@_exported import CoreGraphics
