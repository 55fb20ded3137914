import { data, redirect } from "@remix-run/cloudflare";

import type { Defer } from "~/features/transparency-log/index.server";

import { createDrawFor } from "./create-draw.server";
import { EMPTY_DRAW_FORM, type DrawFormValues } from "./draw-form";
import { DRAW_LIMITS } from "./draw-limits";
import { DRAW_MESSAGES, DRAW_ORIGINS } from "./draw-input";
import { receiptsCsv } from "./hidden-list";
import { CREATED_PARAMETER } from "./my-draws";
import type { DrawCommitted, DrawRefusal } from "./new-draw-page";
import { drawPath } from "./public-draw";

// The /draws/new page's server side: the form prefilled from a link, and its POST.

/** The form, prefilled from "Make this a public draw" (entries, winners and where it came from). */
export function prefilledDrawForm(request: Request): DrawFormValues {
  const query = new URL(request.url).searchParams;
  const origin = DRAW_ORIGINS.find((name) => name === query.get("from")) ?? "";
  return {
    ...EMPTY_DRAW_FORM,
    title: (query.get("title") ?? "").slice(0, DRAW_LIMITS.maxTitleChars),
    entries: (query.get("entries") ?? "").slice(0, DRAW_LIMITS.maxBodyBytes),
    winners: /^\d{1,3}$/.test(query.get("winners") ?? "") ? String(query.get("winners")) : "1",
    origin,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function valuesOf(form: FormData): DrawFormValues {
  return {
    title: text(form, "title"),
    source: text(form, "source") === "range" ? "range" : "list",
    entries: text(form, "entries"),
    range: text(form, "range"),
    winners: text(form, "winners"),
    when: text(form, "when") === "at" ? "at" : "asap",
    drawAt: text(form, "drawAt"),
    utcOffset: text(form, "utcOffset"),
    listed: form.has("listed"),
    hashOnly: form.has("hashOnly"),
    origin: text(form, "origin"),
  };
}

/** Who submits the form (asked only once the form is read) and where after-response work goes. */
interface Submitter {
  userId(): Promise<string | null>;
  defer: Defer;
}

/**
 * The form's POST: creates the draw and goes to its page (or, for a hidden list, answers with
 * its receipts), or answers with every problem.
 */
export async function submitDrawForm(env: Env, request: Request, submitter: Submitter) {
  if (request.method !== "POST") {
    throw new Response("Use POST to create a draw.", {
      status: 405,
      headers: { Allow: "GET, POST" },
    });
  }
  if (Number(request.headers.get("Content-Length") ?? "0") > DRAW_LIMITS.maxBodyBytes) {
    return data<DrawRefusal>(
      { values: null, problems: [{ field: "body", message: DRAW_MESSAGES.tooLarge }] },
      { status: 413 },
    );
  }
  const values = valuesOf(await request.formData());
  const { utcOffset, ...fields } = values;
  const outcome = await createDrawFor(
    env,
    request,
    { ...fields, ...(utcOffset ? { utcOffset } : {}), origin: values.origin || undefined },
    await submitter.userId(),
    submitter.defer,
  );
  if (outcome.ok && outcome.receipts) {
    return data<DrawCommitted>(
      {
        committed: {
          id: outcome.draw.id,
          title: outcome.draw.title,
          createdAt: outcome.draw.createdAt,
          count: outcome.receipts.length,
          receiptsCsv: receiptsCsv(outcome.receipts),
        },
      },
      { status: 201 },
    );
  }
  if (outcome.ok) {
    return redirect(`${drawPath(outcome.draw.id)}?${CREATED_PARAMETER}=1`, 303);
  }
  if (outcome.status === 429) {
    return data<DrawRefusal>(
      { values, problems: [{ field: "body", message: outcome.message }] },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  return data<DrawRefusal>({ values, problems: outcome.problems }, { status: 400 });
}
