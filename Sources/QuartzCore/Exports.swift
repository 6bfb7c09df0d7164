// Apple's QuartzCore re-exports Foundation (and through it CoreGraphics' geometry), so a file that
// imports only QuartzCore can name `CGFloat`, `CGRect` and `IndexPath`; the Linux shim does too.
@_exported import Foundation
