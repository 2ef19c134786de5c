// The one location type lives with the template engine, the lowest module that reports positions in files; every
// module that imports IntentFlowManifest sees it as its own.
@_exported import struct IntentFlowTemplates.SourceLocation
