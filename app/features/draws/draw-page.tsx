import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

import { DrawRecordView } from "./draw-record";
import { CREATED_PARAMETER, rememberMyDraw } from "./my-draws";
import type { PublicDraw } from "./public-draw";
import type { LogTrust } from "./verify-draw-log";

/** A draw's page: its record, and this browser remembering a draw it has just made. */
export function DrawPage({
  draw,
  serverNow,
  logTrust,
}: {
  draw: PublicDraw;
  serverNow: number;
  logTrust: LogTrust | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // A draw just made here is remembered in this browser (/draws lists it), then the address
  // loses its marker so that a shared link never carries it.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has(CREATED_PARAMETER)) return;
    rememberMyDraw(window.localStorage, {
      id: draw.id,
      title: draw.title,
      createdAt: draw.createdAt,
    });
    query.delete(CREATED_PARAMETER);
    const search = query.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [location.search, draw, navigate]);
  return <DrawRecordView draw={draw} serverNow={serverNow} logTrust={logTrust} />;
}
