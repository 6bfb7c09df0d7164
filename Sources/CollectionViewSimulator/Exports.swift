// The types this module's public API is made of come with it: a test that imports only
// `CollectionViewSimulator` can name `CollectionViewUpdateItem`, `BatchUpdateError` (BatchUpdates)
// and `Transform3D`, `TrackTiming` (Keyframes) without importing their modules too.
//
// `@_exported` is Swift's only way to re-export; a `public import` does not hand declarations to
// clients. It is limited to the two modules whose types appear in this module's signatures.
@_exported import BatchUpdates
@_exported import Keyframes
