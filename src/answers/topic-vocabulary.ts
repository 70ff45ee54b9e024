/**
 * The catalog's topic vocabulary: every word it uses as a tag or a category value ("legal",
 * "retrieval", "long-context"). A word of it is a topic, never a benchmark the catalog lacks.
 */
import { perCatalog } from '../catalog/catalog.js';

/** Every tag and category value of the catalog, in lower case. */
export const tagWords = perCatalog(
  (catalog) =>
    new Set(
      [...catalog.records.values()].flatMap((record) =>
        [record.page.category, ...record.page.tags].map((value) => value.toLowerCase()),
      ),
    ),
);
