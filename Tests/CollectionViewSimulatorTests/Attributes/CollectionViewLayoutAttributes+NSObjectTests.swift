import CollectionViewSimulator
import Foundation
import Testing

/// `NSObject`'s members of attributes, layouts and views read from a nonisolated function, as
/// Foundation's collections, `print` and `NSObject`-typed code call them: this compiles only while
/// they are nonisolated, as Apple's are.
nonisolated private func objectSurface(_ object: CollectionViewLayoutAttributes, _ other: CollectionViewLayoutAttributes)
    -> (isEqual: Bool, equals: Bool, hash: Int, description: String, debugDescription: String)
{
    (object.isEqual(other), object == other, object.hash, object.description, object.debugDescription)
}

nonisolated private func identitySurface(_ layout: CollectionViewLayout, _ view: View) -> [String] {
    [layout.description, layout.debugDescription, "\(layout.isEqual(layout)) \(layout == layout) \(Set([layout, layout]).count)",
     view.description, view.debugDescription, "\(view.isEqual(view)) \(view == view) \(Set([view, view]).count)"]
}

@MainActor
@Suite("NSObject's surface is nonisolated, as Apple's")
struct CollectionViewLayoutAttributesNSObjectTests {
    @Test("attributes answer isEqual, ==, hash and description in a nonisolated function called on the main actor")
    func attributesFromANonisolatedFunction() throws {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 50, height: 40)
        attributes.alpha = 0.5
        let copy = try #require(attributes.copy() as? CollectionViewLayoutAttributes)
        let surface = objectSurface(attributes, copy)
        #expect(surface.isEqual && surface.equals && surface.hash == copy.hash)
        #expect(surface.description == "cell 1-2 frame (10.0, 20.0, 50.0, 40.0) alpha 0.5")
        #expect(surface.debugDescription == surface.description)
        copy.zIndex = 1
        #expect(!objectSurface(attributes, copy).isEqual && !objectSurface(attributes, copy).equals)
    }

    @Test("layouts and views answer theirs by identity in a nonisolated function")
    func identityFromANonisolatedFunction() {
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(identitySurface(CollectionViewFlowLayout(), view) == [
            "<CollectionViewFlowLayout>", "<CollectionViewFlowLayout>", "true true 1",
            "<View: frame = (1.0 2.0; 3.0 4.0)>", "<View: frame = (1.0 2.0; 3.0 4.0)>", "true true 1",
        ])
    }

    @Test("a subclass's isEqual override, nonisolated as NSObject's, reads its values on the main actor")
    func subclassOverride() throws {
        let shadow = ShadowAttributes(forCellWith: IndexPath(item: 0, section: 0))
        shadow.shadowRadius = 4
        let copy = try #require(shadow.copy() as? ShadowAttributes)
        #expect(objectSurface(shadow, copy).isEqual)
        copy.shadowRadius = 5
        #expect(!objectSurface(shadow, copy).isEqual && objectSurface(shadow, copy).hash == copy.hash)
    }
}
