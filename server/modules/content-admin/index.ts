import type { Db } from "#server/db/client.ts";
import { ArticleEditor } from "./articles.ts";
import { PageEditor } from "./pages.ts";
import { TeaserEditor } from "./teasers.ts";

/** The back office's content: the three lists of articles, the static pages and the campaigns' banners. */
export function createContentAdmin(db: Db) {
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

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
