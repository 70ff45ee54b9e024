/**
 * Building what every command needs from catalog directories: the catalog and its search index.
 */
import type { CommandContext } from '../commands/command.js';
import { loadCatalog } from './catalog/load.js';
import { buildSearchIndex } from './search/index.js';

/** The bundled catalog, relative to the package root (works from the sources and from dist/). */
export const BUNDLED_DATA = new URL('../data', import.meta.url).pathname.replace(/\/dist\/data$/, '/data');

export function loadContext(
  dataDirs: readonly string[],
  options: { defaultIds?: readonly string[] } = {},
): CommandContext {
  const catalog = loadCatalog(dataDirs);
  return { catalog, index: buildSearchIndex(catalog, options) };
}
