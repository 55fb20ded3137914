import { mcpEndpoint } from "~/features/mcp/index.server";

/** POST /mcp: the Model Context Protocol server, every generator a tool for AI agents. GET gets a 405 (no event stream), OPTIONS the CORS preflight. */
export const loader = mcpEndpoint;
export const action = mcpEndpoint;
