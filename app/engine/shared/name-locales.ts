// The locales of the name-by-country generators: which of faker's locale definitions
// build-tools/data/names-by-locale.ts cuts, the label shown in the Country select, and how a full
// name is written there. One list, read by the data source and by the generators.

interface NameLocale {
  id: string;
  label: string;
  /** Family name first (Chinese, Hungarian, Japanese, Korean, Vietnamese). */
  familyFirst?: boolean;
  /** What joins the two names: a space, or nothing (Chinese, Korean). */
  joiner?: string;
}

/** The locales kept: faker's id, the label shown, and how a full name is written. */
export const NAME_LOCALES = [
  { id: "en", label: "English (US, UK)" },
  { id: "en_AU", label: "English (Australia)" },
  { id: "en_IN", label: "English (India)" },
  { id: "af_ZA", label: "Afrikaans (South Africa)" },
  { id: "ar", label: "Arabic" },
  { id: "cs_CZ", label: "Czech" },
  { id: "da", label: "Danish" },
  { id: "de", label: "German" },
  { id: "el", label: "Greek" },
  { id: "es", label: "Spanish (Spain)" },
  { id: "es_MX", label: "Spanish (Mexico)" },
  { id: "fa", label: "Persian" },
  { id: "fi", label: "Finnish" },
  { id: "fr", label: "French" },
  { id: "he", label: "Hebrew" },
  { id: "hr", label: "Croatian" },
  { id: "hu", label: "Hungarian", familyFirst: true },
  { id: "id_ID", label: "Indonesian" },
  { id: "it", label: "Italian" },
  { id: "ja", label: "Japanese", familyFirst: true },
  { id: "ko", label: "Korean", familyFirst: true, joiner: "" },
  { id: "nb_NO", label: "Norwegian" },
  { id: "nl", label: "Dutch" },
  { id: "pl", label: "Polish" },
  { id: "pt_BR", label: "Portuguese (Brazil)" },
  { id: "pt_PT", label: "Portuguese (Portugal)" },
  { id: "ro", label: "Romanian" },
  { id: "ru", label: "Russian" },
  { id: "sv", label: "Swedish" },
  { id: "th", label: "Thai" },
  { id: "tr", label: "Turkish" },
  { id: "uk", label: "Ukrainian" },
  { id: "vi", label: "Vietnamese", familyFirst: true },
  { id: "yo_NG", label: "Yoruba (Nigeria)" },
  { id: "zh_CN", label: "Chinese (Mandarin)", familyFirst: true, joiner: "" },
  { id: "zu_ZA", label: "Zulu (South Africa)" },
] as const satisfies readonly NameLocale[];

export type NameLocaleId = (typeof NAME_LOCALES)[number]["id"];
