import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByCategory } from "~/engine/listing";

/** The generator reference's index: every generator's id, title, icon and line, by category. */
export function generatorReferenceIndex() {
  return {
    groups: generatorsByCategory(GENERATOR_SUMMARIES).map(({ category, generators }) => ({
      category: { id: category.id, title: category.title, iconText: category.iconText },
      generators: generators.map(({ id, title, iconText, description }) => ({
        id,
        title,
        iconText,
        description,
      })),
    })),
  };
}

export type GeneratorReferenceIndexData = ReturnType<typeof generatorReferenceIndex>;
