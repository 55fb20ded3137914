import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import {
  type DrawCommitted,
  type DrawFormValues,
  type DrawRefusal,
  EMPTY_DRAW_FORM,
  NewDrawPage,
} from "~/features/draws";
import { GeneralErrorBoundary } from "~/features/shell";
import { DRAW_MESSAGES, DRAW_ORIGINS } from "~/features/draws";
import { DRAW_LIMITS } from "~/features/draws";
import { getUserId } from "~/features/accounts/index.server";
import { createDrawFor } from "~/features/draws/index.server";
import { pageMeta } from "~/features/shell";
import { drawPath } from "~/features/draws";
import { receiptsCsv } from "~/features/draws";
import { CREATED_PARAMETER } from "~/features/draws";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "New public draw",
    path: "/draws/new",
    description:
      "Commit a list of entries now and let the drand public beacon pick the winners later: a draw anyone can verify.",
  });

/** The form, prefilled from "Make this a public draw" (entries, winners and where it came from). */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const origin = DRAW_ORIGINS.find((name) => name === query.get("from")) ?? "";
  const values: DrawFormValues = {
    ...EMPTY_DRAW_FORM,
    title: (query.get("title") ?? "").slice(0, DRAW_LIMITS.maxTitleChars),
    entries: (query.get("entries") ?? "").slice(0, DRAW_LIMITS.maxBodyBytes),
    winners: /^\d{1,3}$/.test(query.get("winners") ?? "") ? String(query.get("winners")) : "1",
    origin,
  };
  return { values };
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

/** The form's POST: creates the draw and goes to its page, or shows every problem. */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const env = context.cloudflare.env;
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
    await getUserId(args),
    (work) => context.cloudflare.ctx.waitUntil(work),
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

export default function NewDrawRoute() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return <NewDrawPage values={useLoaderData<typeof loader>().values} answer={answer} busy={busy} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
