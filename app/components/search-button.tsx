import { useNavigate } from "@remix-run/react";
import { Search } from "lucide-react";
import { useEffect } from "react";

/**
 * The header's search entry, with its Ctrl+K / ⌘K hint. Until the search palette exists it
 * takes the visitor to the catalogue, which has its own filter.
 */
export function SearchButton({ isMac }: { isMac: boolean }) {
  const navigate = useNavigate();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        navigate("/all");
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate]);

  return (
    <button
      type="button"
      onClick={() => navigate("/all")}
      className="flex items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-sm text-muted-fg hover:bg-muted"
    >
      <Search aria-hidden="true" className="size-4" />
      <span className="sr-only lg:not-sr-only">Search generators...</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-border px-1.5 font-mono text-xs sm:inline-block"
      >
        {isMac ? "⌘" : "Ctrl "}K
      </kbd>
    </button>
  );
}
