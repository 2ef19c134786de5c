@_exported import struct IntentFlowTemplates.JSONObject
// The one JSON value lives in IntentFlowTemplates, the lowest module that reads JSON (template contexts). Reports,
// schemas and the MCP server build it through this module, so it is re-exported here, as `SourceLocation` is.
@_exported import enum IntentFlowTemplates.JSONValue
