/**
 * Synthetic catalogs made from the real pages: each synthetic page is a real page (so its text,
 * sections and field lengths are real) given a new id, name and aliases. Names are built from the
 * words of real ids, so they collide and near-duplicates exist as in the real catalog (aime_2024
 * and aime2024 sharing the alias AIME24): some records share a name or an alias, some ids differ
 * only by a separator, and some have a Chinese alias.
 */
import type { CatalogFile } from '../src/catalog/catalog.js';
import type { Random } from './random.js';

/** A real page, read once: its id, name and text. */
export type SourcePage = { id: string; name: string; text: string };

const ID_LINE = /^id:[^\n]*$/m;
const NAME_LINE = /^name:[^\n]*$/m;
// Some real pages write `aliases:` twice (flow, then block); YAML keeps the later. Both go.
const ALIASES_BLOCK = /^aliases:[^\n]*\n(?:[ \t]*-[^\n]*\n)*/gm;
const SUFFIXES = ['2023', '2024', '2025', 'v2', 'hard', 'lite', 'pro', 'mini', 'cn', 'en', 'x', 'plus'];
const CJK_WORDS = [
  '数学',
  '推理',
  '阅读理解',
  '常识',
  '代码',
  '高考',
  '中文',
  '问答',
  '翻译',
  '安全',
  '法律',
  '医学',
];

/** Reads a real page's id and name from its front matter (the loader validates them properly). */
export function sourcePage(text: string): SourcePage | undefined {
  const id = /^id:\s*"?([^"\n]+)"?\s*$/m.exec(text)?.[1]?.trim();
  const name = /^name:\s*"?([^"\n]+?)"?\s*$/m.exec(text)?.[1]?.trim();
  return id && name ? { id, name, text } : undefined;
}

type Identity = { id: string; name: string; aliases: string[]; base: SourcePage };

/** The display form of an id's words: short words upper-cased, like "GPQA Diamond" or "AIME 2024". */
function displayName(words: readonly string[]): string {
  return words
    .map((word) => (word.length <= 4 ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1)))
    .join(' ');
}

function identities(pages: readonly SourcePage[], count: number, random: Random): Identity[] {
  const words = [
    ...new Set(pages.flatMap((page) => page.id.split('_')).filter((word) => /^[a-z]{2,}$/.test(word))),
  ];
  const taken = new Set<string>();
  const made: Identity[] = [];
  for (let i = 0; i < count; i++) {
    // The first copy of each real page keeps its base in order, so links between pages can be
    // pointed at the copy of their target.
    const base = i < pages.length ? (pages[i] as SourcePage) : random.pick(pages);
    const earlier = made.length > 0 ? random.pick(made) : undefined;
    let parts: string[];
    if (earlier && random.chance(0.05)) {
      // A near-duplicate: the same words joined differently (aime_2024, aime2024).
      parts = [earlier.id.replaceAll('_', '')];
    } else {
      parts = [random.pick(words)];
      if (random.chance(0.6)) parts.push(random.pick(words));
      if (random.chance(0.4)) parts.push(random.pick(SUFFIXES));
    }
    let id = parts.join('_');
    for (let n = 2; taken.has(id); n++) id = `${parts.join('_')}_${n}`;
    taken.add(id);
    const name = earlier && random.chance(0.03) ? earlier.name : displayName(id.split('_'));
    const aliases = new Set<string>();
    if (random.chance(0.5)) aliases.add(name.replaceAll(' ', ''));
    if (random.chance(0.3)) aliases.add(`${name} Benchmark`);
    if (random.chance(0.3)) aliases.add(id.replaceAll('_', '-'));
    if (earlier && random.chance(0.03)) for (const alias of earlier.aliases.slice(0, 1)) aliases.add(alias);
    if (random.chance(0.08)) {
      aliases.add(
        `${random.pick(CJK_WORDS)}${random.pick(CJK_WORDS)}${random.chance(0.5) ? random.pick(SUFFIXES.slice(0, 3)) : ''}`,
      );
    }
    made.push({ id, name, aliases: [...aliases], base });
  }
  return made;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `count` synthetic pages as catalog files (Markdown bytes), made from `pages` with `random`.
 * Every id a page mentions (its own, links, lineage, harness task names built on it) is
 * rewritten: its own id to the new id, another real id to the first copy of that page.
 */
export function syntheticFiles(pages: readonly SourcePage[], count: number, random: Random): CatalogFile[] {
  const made = identities(pages, count, random);
  const firstCopy = new Map<string, string>();
  for (const identity of made)
    if (!firstCopy.has(identity.base.id)) firstCopy.set(identity.base.id, identity.id);
  const ids = [...firstCopy.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // A category ("math") can equal a real id; it is vocabulary, not a mention.
  const mentioned = new RegExp(`(?<![\\w-])(?<!category: )(${ids.join('|')})(?![\\w-])`, 'g');
  const encoder = new TextEncoder();

  return made.map(({ id, name, aliases, base }) => {
    let text = base.name.length >= 3 ? base.text.replaceAll(base.name, name) : base.text;
    text = text.replace(mentioned, (found) => (found === base.id ? id : (firstCopy.get(found) ?? found)));
    text = text.replace(ID_LINE, `id: ${id}`).replace(NAME_LINE, `name: ${JSON.stringify(name)}`);
    let first = true;
    text = text.replace(ALIASES_BLOCK, () => {
      if (!first) return '';
      first = false;
      return `aliases:\n${aliases.map((alias) => `  - ${JSON.stringify(alias)}\n`).join('')}`;
    });
    if (aliases.length === 0) text = text.replace(/^aliases:\n/m, 'aliases: []\n');
    return { name: `${id}.md`, bytes: encoder.encode(text) };
  });
}
