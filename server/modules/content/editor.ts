import type { Db } from "#server/db/client.ts";
import { ArticleEditor } from "./article-editor.ts";
import { PageEditor } from "./page-editor.ts";
import { TeaserEditor } from "./teaser-editor.ts";

/** The back office's content: the three lists of articles, the static pages and the campaigns' banners. */
export function createContentEditor(db: Db) {
  return {
    articles: {
      blog: new ArticleEditor(db, "blog"),
      prensa: new ArticleEditor(db, "prensa"),
      promociones: new ArticleEditor(db, "promociones"),
    },
    pages: new PageEditor(db),
    teasers: new TeaserEditor(db),
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
