import { fromJSONSchema, type z } from "zod";

// Real answers checked against the OpenAPI document the API serves: the document's JSON Schema
// for an operation, its $refs followed, made a validator by zod's own `fromJSONSchema`.

type Json = { [key: string]: unknown };

/** The document as JSON, as a client reads it. */
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>> };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `node` with every local `$ref` replaced by what it points to (the document has no cycles). */
export function dereference(node: unknown, document: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document));
  if (!isObject(node)) return node;
  if (typeof node.$ref === "string") {
    const target = node.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), document);
    if (target === undefined) throw new Error(`The document has no ${node.$ref}`);
    return dereference(target, document);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, document)]),
  );
}

/** The operation at `path` and `method`, its $refs followed. */
export function operationOf(document: OpenApiDocument, path: string, method: string): Json {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`The document has no ${method.toUpperCase()} ${path}`);
  return dereference(operation, document) as Json;
}

function jsonSchemaOf(content: unknown, where: string): Json {
  const schema = isObject(content) ? (content["application/json"] as Json)?.schema : undefined;
  if (!isObject(schema)) throw new Error(`${where} has no application/json schema`);
  return schema;
}

/** The JSON Schema of the answer with `status`, as the document gives it. */
export function answerJsonSchema(
  document: OpenApiDocument,
  path: string,
  method: string,
  status: string,
): Json {
  const responses = operationOf(document, path, method).responses as Record<string, Json>;
  return jsonSchemaOf(responses[status]?.content, `${method} ${path} ${status}`);
}

/** The JSON Schema of the operation's JSON body, as the document gives it. */
export function bodyJsonSchema(document: OpenApiDocument, path: string, method: string): Json {
  const body = operationOf(document, path, method).requestBody as Json | undefined;
  return jsonSchemaOf(body?.content, `${method} ${path} body`);
}

const validators = new WeakMap<Json, z.ZodType>();

/** A validator of a JSON Schema of the document (made once per schema). */
export function validatorOf(schema: Json): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = fromJSONSchema(schema as never);
    validators.set(schema, validator);
  }
  return validator;
}

/** Where `value` breaks `schema` ("" when it conforms), for readable failures. */
export function violations(schema: Json, value: unknown): string {
  const result = validatorOf(schema).safeParse(value);
  return result.success
    ? ""
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}
