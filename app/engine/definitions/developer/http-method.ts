import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

interface Method {
  name: string;
  rfc: string;
  safe: boolean;
  idempotent: boolean;
  /** Whether a request usually carries content (RFC 9110 §9.3 gives GET etc. no defined meaning). */
  body: boolean;
  webdav: boolean;
}

const m = (name: string, rfc: string, safe: boolean, idempotent: boolean, body: boolean) => ({
  name,
  rfc,
  safe,
  idempotent,
  body,
  webdav: rfc === "RFC 4918",
});

/** The methods of RFC 9110, PATCH (RFC 5789) and WebDAV's (RFC 4918), with their properties. */
const METHODS: readonly Method[] = [
  m("GET", "RFC 9110", true, true, false),
  m("HEAD", "RFC 9110", true, true, false),
  m("POST", "RFC 9110", false, false, true),
  m("PUT", "RFC 9110", false, true, true),
  m("DELETE", "RFC 9110", false, true, false),
  m("CONNECT", "RFC 9110", false, false, false),
  m("OPTIONS", "RFC 9110", true, true, false),
  m("TRACE", "RFC 9110", true, true, false),
  m("PATCH", "RFC 5789", false, false, true),
  m("PROPFIND", "RFC 4918", true, true, true),
  m("PROPPATCH", "RFC 4918", false, true, true),
  m("MKCOL", "RFC 4918", false, true, false),
  m("COPY", "RFC 4918", false, true, false),
  m("MOVE", "RFC 4918", false, true, false),
  m("LOCK", "RFC 4918", false, false, true),
  m("UNLOCK", "RFC 4918", false, true, false),
];

const KINDS = {
  common: { label: "Common (GET, POST, PUT, PATCH, DELETE)", plural: "common methods" },
  safe: { label: "Safe (read-only)", plural: "safe methods" },
  idempotent: { label: "Idempotent", plural: "idempotent methods" },
  unsafe: { label: "Unsafe (change state)", plural: "unsafe methods" },
  http: { label: "Every HTTP method (RFC 9110 and PATCH)", plural: "HTTP methods" },
  all: { label: "HTTP and WebDAV", plural: "HTTP and WebDAV methods" },
} as const;

type Kind = keyof typeof KINDS;

const COMMON = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

function keeps(method: Method, kind: Kind): boolean {
  switch (kind) {
    case "common":
      return COMMON.has(method.name);
    case "safe":
      return method.safe && !method.webdav;
    case "idempotent":
      return method.idempotent && !method.webdav;
    case "unsafe":
      return !method.safe && !method.webdav;
    case "http":
      return !method.webdav;
    case "all":
      return true;
  }
}

export default defineListGenerator({
  id: "http-method",
  title: "Random HTTP Method",
  category: "developer",
  iconText: "📮",
  description:
    "HTTP request methods (GET, POST, PUT, PATCH, DELETE…) with whether each is safe and idempotent, for API tests and quizzes.",
  keywords: ["http method", "http verb", "rest api", "request method", "idempotent"],
  entries: () => Promise.resolve(METHODS),
  pool: "the HTTP methods of the chosen kind (RFC 9110, RFC 5789, RFC 4918)",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Methods",
        options: Object.entries(KINDS).map(([value, { label }]) => ({
          value: value as Kind,
          label,
        })),
        default: "common",
      }),
      keeps,
    },
  ],
  plural: (kind: Kind) => KINDS[kind].plural,
  value: ({ name, rfc, safe, idempotent, body }) => ({
    text: name,
    data: {
      method: name,
      rfc,
      safe,
      idempotent,
      requestBody: body,
      detail: safe ? "safe, idempotent" : idempotent ? "idempotent" : "neither safe nor idempotent",
    },
  }),
  defaultUnique: false,
});
