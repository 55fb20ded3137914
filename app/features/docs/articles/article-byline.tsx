import { formatArticleDate } from "./dates";

/** An article's date, reading time and tags, as the list and the article page show them. */
export function ArticleByline({
  date,
  readingMinutes,
  tags,
}: {
  date: string;
  readingMinutes: number;
  tags: readonly string[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-fg">
      <time dateTime={date}>{formatArticleDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingMinutes} min read</span>
      <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
