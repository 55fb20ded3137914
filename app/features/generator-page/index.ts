// The public face of the generator-page feature: what other features and the routes may use (CONTRIBUTING.md).
export { GeneratorView } from "./generator-view";
export { GENERATE_SHORTCUT, useGenerateShortcut } from "./generate-shortcut";
export { GENERATOR_FORM_ID, GeneratorForm } from "./generator-form";

export { drawnParts, pickView } from "./renderers/pick-view";
export { ResultList } from "./result-list";
export { DrawnRun } from "./drawn-run";
export { ResultStage, RunInsights } from "./result-stage";
export { loadRenderers } from "./use-renderers";
export { ProblemSummary, SeedLine } from "./islands";
export { type GeneratorRunState, useGeneratorRun } from "./use-generator-run";
export { useAddressRun } from "./use-address-run";
