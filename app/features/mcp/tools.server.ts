import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { toJSONSchema } from "zod";

import {
  allGenerators,
  apiError,
  ApiDrawRequestSchema,
  invalidInput,
  readRunStrictly,
  runBodyJsonSchema,
  runResult,
  SECRET_RUN_NOTE,
} from "~/features/api/index.server";
import {
  createDrawFor,
  DRAW_ID_PATTERN,
  noSuchDraw,
  viewDraw,
} from "~/features/draws/index.server";
import type { AnyGenerator } from "~/engine/core/engine";
import { executeRun } from "~/engine/core/execute-run";
import { loadGenerator } from "~/engine/load-generator";

// The MCP server's tools: one per generator, run exactly as the API runs it (the same strict
// reading of the inputs, the same run, the same answer with its seed and permalink), and two
// for public draws through the draws API's own functions. A call the API would refuse gets the
// API's words inside an `isError` result, which the agent reads and can correct (MCP's "tool
// execution error"); a tool that does not exist is a protocol error (./mcp.server.ts).

/** What a call needs besides its arguments: the deployment, and the HTTP request it came in. */
export interface ToolCall {
  env: Env;
  request: Request;
  /** The site's origin, where permalinks and draw pages point. */
  origin: string;
  /** Work that may finish after the answer (the draws' transparency log). */
  defer: (work: Promise<unknown>) => void;
}

/** The names of the draw tools, beside the generators' ids (which never take them). */
export const DRAW_TOOLS = { create: "create-draw", read: "read-draw" } as const;

/** A tool's arguments, as the call sent them. */
type Arguments = Record<string, unknown>;

/** A generator as a tool: its id, title and description, its run body as input schema, and whether it is secret. */
function generatorTool(generator: AnyGenerator): Tool {
  const secret = Boolean(generator.secret);
  return {
    name: generator.id,
    title: generator.title,
    description: secret ? `${generator.description} ${SECRET_RUN_NOTE}` : generator.description,
    inputSchema: runBodyJsonSchema(generator) as Tool["inputSchema"],
    annotations: { readOnlyHint: true, openWorldHint: false },
    _meta: { secret },
  };
}

const drawRequestSchema = () => {
  const schema = toJSONSchema(ApiDrawRequestSchema, { target: "draft-2020-12", io: "input" });
  delete schema.$schema;
  return { type: "object", ...schema } as Tool["inputSchema"];
};

function drawTools(): Tool[] {
  return [
    {
      name: DRAW_TOOLS.create,
      title: "Create a public draw",
      description: `Commits a public draw (a raffle, a giveaway) to a future drand round: its entries are fixed now and its winners come from that round's randomness, so nobody, this site included, can know them in advance. Answers the draw's record with its id and public page; call ${DRAW_TOOLS.read} with the id once the round is due for the verified winners.`,
      inputSchema: drawRequestSchema(),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    {
      name: DRAW_TOOLS.read,
      title: "Read a public draw",
      description:
        "A public draw's record by its id: its entries, the drand round that decides it and, once that round is published and verified, its winners.",
      inputSchema: {
        type: "object",
        properties: {
          id: {
            type: "string",
            pattern: DRAW_ID_PATTERN.source,
            description: `The draw's id, as ${DRAW_TOOLS.create} answered it (the end of its page's address).`,
          },
        },
        required: ["id"],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
  ];
}

let tools: Promise<Tool[]> | null = null;

/** Every tool, built once per isolate (the registry does not change while it runs). */
export function listTools(): Promise<Tool[]> {
  tools ??= allGenerators().then((generators) => [
    ...generators.map(generatorTool),
    ...drawTools(),
  ]);
  tools.catch(() => (tools = null));
  return tools;
}

/** A successful call: the answer as structured content, and as its JSON text for clients that read only text. */
function answer(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
}

/** An API error as a tool execution error: its message to read, its JSON body as data. */
async function failure(response: Response): Promise<CallToolResult> {
  const body = (await response.json()) as { error: { message: string } };
  return {
    isError: true,
    content: [{ type: "text", text: body.error.message }],
    structuredContent: body,
  };
}

async function runGenerator(
  generator: AnyGenerator,
  args: Arguments,
  { origin }: ToolCall,
): Promise<CallToolResult> {
  const now = Date.now();
  const reading = readRunStrictly(generator, new Map(Object.entries(args)), { now });
  if (!reading.ok) return failure(invalidInput(reading.problems));
  const run = await executeRun(generator, reading.request, now);
  return answer(runResult(generator, run, origin));
}

async function createDraw(args: Arguments, { env, request, defer }: ToolCall) {
  const outcome = await createDrawFor(env, request, args, null, defer);
  if (outcome.ok) return answer({ ...outcome.draw, receipts: outcome.receipts });
  if (outcome.status === 429) return failure(apiError(429, "rate_limited", outcome.message));
  return failure(invalidInput(outcome.problems));
}

async function readDraw(args: Arguments, { env, request }: ToolCall) {
  const { id, ...others } = args;
  const unknown = Object.keys(others).map((field) => ({
    field: field.slice(0, 40),
    message: `${DRAW_TOOLS.read} takes only the draw's id, not ${field.slice(0, 40)}.`,
  }));
  if (typeof id !== "string" || unknown.length > 0) {
    return failure(
      invalidInput([
        ...(typeof id === "string"
          ? []
          : [
              {
                field: "id",
                message: `Give the draw's id as text, as ${DRAW_TOOLS.create} answered it.`,
              },
            ]),
        ...unknown,
      ]),
    );
  }
  const draw = await viewDraw(env, request, id);
  if (!draw) return failure(apiError(404, "not_found", noSuchDraw(id)));
  return answer(draw as unknown as Record<string, unknown>);
}

/**
 * Calls the tool `name`, or answers null when there is none. The draw tools come first: no
 * generator may take their names (./tools.server.test.ts).
 */
export async function callTool(
  name: string,
  args: Arguments,
  call: ToolCall,
): Promise<CallToolResult | null> {
  if (name === DRAW_TOOLS.create) return createDraw(args, call);
  if (name === DRAW_TOOLS.read) return readDraw(args, call);
  const generator = await loadGenerator(name);
  return generator ? runGenerator(generator, args, call) : null;
}
