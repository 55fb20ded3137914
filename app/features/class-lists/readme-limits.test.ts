import { testReadmeLimits } from "../../../tests/support/readme-block";

import { CLASS_LIST_LIMITS } from "./model";

// The README's "Class lists" section states the limits once, as a table made from the model
// (`npm run readme:update` writes it).
testReadmeLimits("class-list", "class-list-limits", CLASS_LIST_LIMITS);
