import { useEffect, useState, type RefObject } from "react";

/**
 * The wheel's full screen: the browser's own where it allows it, else the area alone filling the
 * window (a class); Escape or leaving the browser's full screen ends both.
 */
export function useFullScreen(area: RefObject<HTMLElement>) {
  const [fullScreen, setFullScreen] = useState(false);

  function toggleFullScreen() {
    const element = area.current;
    if (!element) return;
    if (fullScreen) {
      if (document.fullscreenElement) void document.exitFullscreen();
      setFullScreen(false);
      return;
    }
    setFullScreen(true);
    if (element.requestFullscreen) element.requestFullscreen().catch(() => {});
  }

  useEffect(() => {
    if (!fullScreen) return;
    const left = () => {
      if (!document.fullscreenElement) setFullScreen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFullScreen(false);
    };
    document.addEventListener("fullscreenchange", left);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("fullscreenchange", left);
      document.removeEventListener("keydown", escape);
    };
  }, [fullScreen]);

  return { fullScreen, toggleFullScreen };
}
