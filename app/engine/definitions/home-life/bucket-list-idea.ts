import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "bucket-list-idea",
  title: "Bucket List Ideas",
  category: "home-life",
  iconText: "🪣",
  description:
    "Ideas for your bucket list: adventures, skills and experiences, many close to home and cheap, written for this site.",
  keywords: ["bucket list", "life goals", "things to do before", "adventure ideas", "experiences"],
  entries: () => import("../../data/bucket-list").then((m) => m.default),
  plural: "ideas",
  pool: "the bucket-list ideas written for this site",
  value: (text) => ({ text, data: { idea: text } }),
});
