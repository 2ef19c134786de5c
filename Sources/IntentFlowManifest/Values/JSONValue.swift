@_exported import struct IntentFlowText.JSONObject
// The one JSON value lives in IntentFlowText, the text layer below every module that reads JSON. Reports, schemas
// and the MCP server build it through this module, so it is re-exported here, as `SourceLocation` is.
@_exported import enum IntentFlowText.JSONValue
