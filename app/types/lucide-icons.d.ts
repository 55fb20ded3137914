// lucide's icons, one module each: importing an icon's own module, rather than the package's
// index, keeps an icon out of the pages that do not draw it (the index imports every icon).
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";

  const icon: IconNode;
  export default icon;
}
