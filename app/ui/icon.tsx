import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * One of lucide's icons, drawn as lucide draws it (24 × 24, round 2-pixel strokes in the text's
 * colour) from the icon's data alone. lucide-react's component machinery cost every page about
 * 2.5 KB of gzipped JavaScript for the same SVG. Always decorative: the control it sits in
 * carries the name.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
