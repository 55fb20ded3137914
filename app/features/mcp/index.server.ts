// The public face of the mcp feature on the server: what the routes may use (CONTRIBUTING.md).
export { mcpEndpoint } from "./mcp.server";
