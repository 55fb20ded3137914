import { testReadmeLimits } from "../../../tests/support/readme-block";

import { NOTE_LIMITS } from "./note";

// The README's "Saved values" section states the limits once, as a table made from the note
// module (`npm run readme:update` writes it).
testReadmeLimits("saved-values", "saved-values-limits", NOTE_LIMITS);
