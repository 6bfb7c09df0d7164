// Linux only, and empty on purpose. The toolchain's Swift Testing declares a cross-import overlay
// for CoreGraphics (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`, which on Apple platforms
// adds image attachments), so every file that imports both Testing and a module named CoreGraphics
// (directly, or through UIKitCompatibility or the umbrella) makes the compiler load a module of this
// name. Linux's toolchain does not ship one; without this module a user's test file would fail with
// "no such module '_Testing_CoreGraphics'" as soon as the CoreGraphics shim is imported.
