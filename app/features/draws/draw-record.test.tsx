import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { publicRecordV2 } from "../../../tests/support/draw-records";
import { memoryLogRecords } from "../../../tests/support/log-records";
import { DrawRecordView } from "./draw-record";
import { BEFORE_LOG_TEXT, type PublicDraw } from "./public-draw";

// What a draw's technical record says of its place in the public log, as the server renders it.

const origin = "record.test/log";
const draw = publicRecordV2(["Ana", "Bo", "Cy"], { decided: false });
/** A draw committed a round later, by another id. */
const later = {
  ...publicRecordV2(["Di", "Ed"], { round: 30662992, decided: false }),
  id: "LaterDrawAAAAAAAAAAAAA",
};

// React's development build warns that React Router's links' layout effects do nothing in a
// server render; the production render the site serves says nothing. Only that warning is held.
const consoleError = console.error.bind(console);
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) {
      consoleError(...args);
    }
  });
});
afterAll(() => vi.restoreAllMocks());

/** The "Public log" line of the page's technical record, as text. */
function logLine(shown: PublicDraw): string {
  const router = createMemoryRouter([
    { path: "/", element: <DrawRecordView draw={shown} serverNow={Date.parse(shown.createdAt)} /> },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const cell = /<dd data-testid="log-entry">([\s\S]*?)<\/dd>/.exec(html)?.[1] ?? "";
  return cell
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the technical record's public log line", () => {
  it("gives a logged draw's entry and the checkpoint holding it", async () => {
    const [log] = await memoryLogRecords([later, draw], { origin });
    expect(logLine({ ...draw, log: log! })).toMatch(
      /^entry 0 of the transparency log, in the checkpoint below .*record\.test\/log/,
    );
  });

  it("says a draw committed before the log's first entry was made before the public log", async () => {
    const [first] = await memoryLogRecords([later], { origin });
    expect(logLine({ ...draw, logStart: first! })).toBe(
      `not in the transparency log, which began at ${later.createdAt}: ${BEFORE_LOG_TEXT}`,
    );
  });

  it("does not excuse a draw committed after the log began, and waits for a checkpoint otherwise", async () => {
    const [first] = await memoryLogRecords([draw], { origin });
    expect(logLine({ ...later, logStart: first! })).toBe(
      `not in the transparency log, though committed after it began (${draw.createdAt}): the verification fails it`,
    );
    expect(logLine(draw)).toBe("not in a published checkpoint of the transparency log (yet)");
  });
});
