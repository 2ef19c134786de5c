// The one location type lives in the text layer, below every module that reports positions in files; every module
// that imports IntentFlowManifest sees it as its own.
@_exported import struct IntentFlowText.SourceLocation
