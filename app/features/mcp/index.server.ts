// The public face of the mcp feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { mcpEndpoint } from "./mcp.server";
export { DRAW_TOOLS } from "./tools.server";
