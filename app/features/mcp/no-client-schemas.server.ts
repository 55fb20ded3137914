import type {
  JsonSchemaValidator,
  jsonSchemaValidator,
} from "@modelcontextprotocol/sdk/validation/types.js";

// The MCP SDK's server validates JSON Schemas only for the answers a client gives when a server
// asks it for input (elicitation), with Ajv by default: Ajv twice over, ajv-formats and fast-uri,
// about 520 KB of the worker. This server asks clients for nothing, so it passes this validator,
// and the server build gives the SDK this module in place of its Ajv one
// (build-tools/mcp-without-ajv.ts).

/** A validator of client-sent JSON Schemas for a server that never asks for any: it refuses them all. */
export class NoClientSchemas implements jsonSchemaValidator {
  getValidator<T>(): JsonSchemaValidator<T> {
    throw new Error("This MCP server asks clients for no input, so it checks no schema of theirs.");
  }
}

/** The name the SDK imports from its Ajv module. */
export { NoClientSchemas as AjvJsonSchemaValidator };
