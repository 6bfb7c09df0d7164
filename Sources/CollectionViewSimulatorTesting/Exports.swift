// A test imports one module: `import CollectionViewSimulatorTesting` gives it the whole package
// (through the umbrella) and the testing helpers. `@_exported` is Swift's only way to re-export.
@_exported import BatchUpdateSimulator
