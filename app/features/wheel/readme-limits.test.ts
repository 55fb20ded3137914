import { testReadmeLimits } from "../../../tests/support/readme-block";

import { WHEEL_LIMITS } from "./wheel";

// The README's "Saved wheels" section states the limits once, as a table made from the wheel
// module (`npm run readme:update` writes it).
testReadmeLimits("saved-wheel", "wheel-limits", WHEEL_LIMITS);
