import { useLocation } from "@remix-run/react";
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
  // A draw just made here is remembered in this browser (/draws lists it), then the address
  // loses its marker so that a shared link never carries it. Only the address: a navigation would
  // ask the server for the page again, and a link followed meanwhile would cut that request off.
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
    const address = `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
    window.history.replaceState(window.history.state, "", address);
    // Not again when the draw's data is reloaded (its round arriving): Remix's location keeps the
    // marker, as only the address lost it.
  }, [location, draw.id, draw.title, draw.createdAt]);
  return <DrawRecordView draw={draw} serverNow={serverNow} logTrust={logTrust} />;
}
