import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";

import {
  API_ERROR_CODES,
  defineEndpoint,
  MAX_API_BODY_BYTES,
  readJsonBody,
} from "~/features/api/index.server";
import { getSiteConfig } from "~/features/shell/index.server";
import { NoClientSchemas } from "./no-client-schemas.server";
import { callTool, DRAW_TOOLS, listTools, type ToolCall } from "./tools.server";

// The Model Context Protocol server at /mcp: the API's generators and draws as tools for AI
// agents, over the Streamable HTTP transport of the official SDK, statelessly (no session: each
// POST holds one JSON-RPC message and gets its answer as JSON). It is an address of the public
// API: any site may call it (CORS), every request counts against the client's rate limit and
// carries the RateLimit headers, and GET (a stream of server messages, which a stateless server
// does not send) gets the 405 the specification allows.

/** The version of the tools' interface, which follows the API's (/api/v1). */
const MCP_SERVER_VERSION = "1.0.0";

/** The header an MCP client sends on every call after the first, which a browser must be allowed to send. */
const PROTOCOL_VERSION_HEADER = "Mcp-Protocol-Version";

const INTERNAL_ERROR = API_ERROR_CODES.find(({ code }) => code === "internal_error")?.meaning;

function instructions(appName: string): string {
  return [
    `Each tool but ${DRAW_TOOLS.create} and ${DRAW_TOOLS.read} runs one of ${appName}'s random generators and answers exactly what its API and its page give for the same inputs and seed.`,
    "Pass a seed to make the values reproducible; the answer carries the seed used and a permalink to the page that shows the same values.",
    "Tools marked secret (passwords, PINs, keys) answer without a seed or permalink unless you send a seed.",
  ].join(" ");
}

/** A fresh SDK server for one request, its tools answering through ./tools.server.ts. */
function mcpServer(call: ToolCall): Server {
  const { appName, appDescription, origin } = getSiteConfig(call.env);
  const server = new Server(
    {
      name: appName,
      title: `${appName}: random generators`,
      version: MCP_SERVER_VERSION,
      description: appDescription,
      websiteUrl: origin,
    },
    {
      capabilities: { tools: {} },
      instructions: instructions(appName),
      jsonSchemaValidator: new NoClientSchemas(),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await listTools() }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    let result;
    try {
      result = await callTool(params.name, params.arguments ?? {}, call);
    } catch (thrown) {
      console.error("MCP tool call failed", params.name, thrown);
      throw new McpError(ErrorCode.InternalError, INTERNAL_ERROR ?? "Internal error");
    }
    if (result) return result;
    throw new McpError(
      ErrorCode.InvalidParams,
      `There is no tool called "${params.name.slice(0, 100)}": tools/list lists them, one per generator plus ${DRAW_TOOLS.create} and ${DRAW_TOOLS.read}.`,
    );
  });
  return server;
}

/** A JSON-RPC error answered over HTTP, as the transport answers its own. */
function jsonRpcError(status: number, code: ErrorCode, message: string): Response {
  return Response.json({ jsonrpc: "2.0", id: null, error: { code, message } }, { status });
}

/**
 * The request's one JSON-RPC message, read as the API reads a body (type, size, JSON), or the
 * JSON-RPC error that says what is wrong with it. A batch is refused: the rate limit counts
 * requests, and MCP has had no batches since its 2025-06-18 revision.
 */
async function readMessage(request: Request): Promise<unknown> {
  let message: unknown;
  try {
    message = await readJsonBody(request, MAX_API_BODY_BYTES, { wrongType: 415, tooLarge: 413 });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const { error } = (await thrown.json()) as { error: { code: string; message: string } };
    const code = error.code === "invalid_json" ? ErrorCode.ParseError : ErrorCode.InvalidRequest;
    throw jsonRpcError(thrown.status, code, error.message);
  }
  if (Array.isArray(message)) {
    throw jsonRpcError(
      400,
      ErrorCode.InvalidRequest,
      "Send one JSON-RPC message per request: this server takes no batches.",
    );
  }
  return message;
}

const endpoint = defineEndpoint({
  audience: "api",
  methods: ["POST"],
  usage:
    "POST one JSON-RPC message of the Model Context Protocol (Streamable HTTP); this stateless server opens no event stream, so GET is not answered.",
  handle: async ({ request, env, defer }) => {
    const call = { env, request, origin: getSiteConfig(env).origin, defer };
    // Read here first; the transport then checks Accept and the JSON-RPC shape.
    const parsedBody = await readMessage(request);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await mcpServer(call).connect(transport);
    return transport.handleRequest(request, { parsedBody });
  },
});

/** POST /mcp: the MCP server. Its preflight also allows the protocol version header. */
export async function mcpEndpoint(args: LoaderFunctionArgs): Promise<Response> {
  const response = await endpoint(args);
  if (args.request.method !== "OPTIONS") return response;
  const headers = new Headers(response.headers);
  headers.append("Access-Control-Allow-Headers", PROTOCOL_VERSION_HEADER);
  return new Response(response.body, { status: response.status, headers });
}
