/**
 * Reply -> Discord message payload: the one way anything leaves for Discord. It enforces the
 * documented limits (src/render/limits.ts), defuses mention syntax in untrusted text, and sets
 * `allowed_mentions` so that nobody is pinged unless a user was asked for. The payload is plain
 * JSON: the gateway, the HTTP endpoint and the CLI's `--json` send or print it as it is.
 */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type APIActionRowComponent,
  type APIAllowedMentions,
  type APIButtonComponentWithCustomId,
  type APIEmbed,
  type APIEmbedField,
} from 'discord-api-types/v10';
import { SECTION_HEADINGS, SECTION_KEYS, type SectionKey } from '../catalog/record.js';
import { buttonCustomId } from '../custom-id.js';
import { cutText, cutWords, ELLIPSIS } from '../cut.js';
import type { Reply, ReplySection } from '../reply.js';
import {
  ACTION_ROW_BUTTONS_MAX,
  BUTTON_LABEL_MAX,
  EMBED_DESCRIPTION_MAX,
  EMBED_FIELD_NAME_MAX,
  EMBED_FIELD_VALUE_MAX,
  EMBED_FIELDS_MAX,
  EMBED_TITLE_MAX,
  EMBEDS_TOTAL_MAX,
  MESSAGE_ACTION_ROWS_MAX,
  MESSAGE_EMBEDS_MAX,
} from './limits.js';

export type DiscordMessage = {
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIButtonComponentWithCustomId>[];
  allowed_mentions: APIAllowedMentions;
  flags?: MessageFlags.Ephemeral;
};

export type RenderOptions = {
  /** A user id to ping with the answer: the only mention the message may make. */
  mention?: string;
  /** Only the person who asked sees it (interaction responses only). */
  ephemeral?: boolean;
  /** Section buttons and "did you mean" buttons; on unless false. */
  buttons?: boolean;
  /** The section a "did you mean" button opens (the howto command opens `howto`); the card otherwise. */
  suggestionSection?: SectionKey;
};

const COLORS: Record<Reply['kind'], number> = {
  card: 0x5865f2,
  section: 0x5865f2,
  howto: 0x57f287,
  compare: 0x5865f2,
  answer: 0x5865f2,
  stats: 0x99aab5,
  usage: 0x99aab5,
  'not-found': 0x99aab5,
  error: 0xed4245,
};
const WARNING_COLOR = 0xfee75c;

/**
 * The budget of the parts around the description, so the description always keeps most of the
 * 6000 characters Discord allows across a message's embeds.
 */
const FOOTER_BUDGET = 300;
const FIELDS_BUDGET = 1800;
const SOURCES_FIELD = 'Sources';
const SNOWFLAKE = /^\d{17,20}$/;

/**
 * Draws a Reply as a Discord message.
 *
 * @example renderDiscord(reply, { mention: '123456789012345678' }).allowed_mentions
 * // { parse: [], users: ['123456789012345678'], replied_user: false }
 */
export function renderDiscord(reply: Reply, options: RenderOptions = {}): DiscordMessage {
  const mention =
    options.mention !== undefined && SNOWFLAKE.test(options.mention) ? options.mention : undefined;
  const message: DiscordMessage = {
    content: mention ? `<@${mention}>` : '',
    embeds: renderEmbeds(reply),
    components: options.buttons === false ? [] : renderButtons(reply, options.suggestionSection),
    // Nothing pings by default: records and questions are untrusted text. `replied_user: false`
    // keeps a reply to a mention from pinging its author.
    allowed_mentions: { parse: [], users: mention ? [mention] : [], replied_user: false },
  };
  if (options.ephemeral) message.flags = MessageFlags.Ephemeral;
  return message;
}

function renderEmbeds(reply: Reply): APIEmbed[] {
  const title = cutWords(defuse(reply.title), EMBED_TITLE_MAX) || reply.kind;
  const footer = reply.footer ? cutWords(defuse(reply.footer), FOOTER_BUDGET) : '';
  const fields = renderFields(reply);
  const fixed =
    title.length + footer.length + fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  const chunks = splitDescription(describe(reply), EMBEDS_TOTAL_MAX - fixed);

  const color = reply.warnings.length > 0 && reply.kind !== 'error' ? WARNING_COLOR : COLORS[reply.kind];
  const first: APIEmbed = { title, color };
  const url = safeUrl(reply.url);
  if (url) first.url = url;
  if (chunks[0]) first.description = chunks[0];
  if (fields.length > 0) first.fields = fields;
  const embeds = [first, ...chunks.slice(1).map((description): APIEmbed => ({ description, color }))];
  const last = embeds[embeds.length - 1];
  if (footer && last) last.footer = { text: footer };
  return embeds;
}

/** Facts as inline fields, then the sources; trailing fields are dropped past their budget. */
function renderFields(reply: Reply): APIEmbedField[] {
  const fields: APIEmbedField[] = reply.facts.map((fact) => ({
    name: cutWords(defuse(fact.label), EMBED_FIELD_NAME_MAX) || '-',
    value: cutWords(defuse(fact.value), EMBED_FIELD_VALUE_MAX) || '-',
    inline: true,
  }));
  const sources = reply.sources.map((source) => link(source.title, source.url)).join('\n');
  if (sources) fields.push({ name: SOURCES_FIELD, value: cutText(sources, EMBED_FIELD_VALUE_MAX) || '-' });
  const kept: APIEmbedField[] = [];
  let used = 0;
  for (const field of fields) {
    used += field.name.length + field.value.length;
    if (used > FIELDS_BUDGET || kept.length === EMBED_FIELDS_MAX) break;
    kept.push(field);
  }
  return kept;
}

/** A block of the description and, for a section, where its full text can be asked for. */
type Block = { text: string; pointer?: string };

function describe(reply: Reply): Block[] {
  const blocks: Block[] = reply.warnings.map((warning) => ({ text: `⚠️ ${defuse(warning)}` }));
  if (reply.summary) blocks.push({ text: defuse(reply.summary) });
  for (const section of reply.sections) {
    const heading = section.heading.trim() ? `**${defuse(section.heading.trim())}**\n` : '';
    blocks.push({ text: heading + defuse(section.text.trim()), pointer: pointerOf(reply, section) });
  }
  if (reply.suggestions.length > 0) {
    const lines = reply.suggestions.map(
      (s) => `• **${defuse(s.name)}**${s.category ? ` · ${defuse(s.category)}` : ''} (\`${defuse(s.id)}\`)`,
    );
    blocks.push({ text: lines.join('\n') });
  }
  return blocks.filter((block) => block.text.trim() !== '');
}

/** `/bench kcle section:howto`, or the record's page when the reply already is that section. */
function pointerOf(reply: Reply, section: ReplySection): string | undefined {
  const key = sectionKeyOf(section);
  if (reply.recordId && key && reply.kind !== 'section') return `/bench ${reply.recordId} section:${key}`;
  return safeUrl(reply.url);
}

function sectionKeyOf(section: ReplySection): SectionKey | undefined {
  const where = section.cite?.where.toLowerCase();
  const heading = section.heading.trim().toLowerCase();
  return SECTION_KEYS.find(
    (key) =>
      key === where ||
      key === heading ||
      (key !== 'sources' && SECTION_HEADINGS[key].toLowerCase() === heading),
  );
}

/**
 * Lays the blocks out across embed descriptions of 4096 characters within `budget` characters
 * (two embeds at most, as 6000 is the budget of them all). What does not fit is cut at a block,
 * paragraph or line (never inside a code fence or a link), followed by a line saying where the
 * rest is.
 */
function splitDescription(blocks: Block[], budget: number): string[] {
  const text = blocks.map((block) => block.text).join('\n\n');
  if (text.length <= budget) {
    const chunks = chunk(text);
    if (chunks) return chunks;
  }
  // Either too long, or it holds a code fence too long for one embed: then keep to one embed.
  return chunk(cutBlocks(blocks, budget)) ?? [cutBlocks(blocks, Math.min(budget, EMBED_DESCRIPTION_MAX))];
}

function cutBlocks(blocks: Block[], budget: number): string {
  const kept: string[] = [];
  const omitted: Block[] = [];
  // Reserve room for the closing line: at most three pointers of about 60 characters each.
  const room = budget - 240;
  let used = 0;
  for (const block of blocks) {
    const separator = kept.length > 0 ? 2 : 0;
    if (omitted.length === 0 && used + separator + block.text.length <= room) {
      kept.push(block.text);
      used += separator + block.text.length;
      continue;
    }
    if (omitted.length === 0) {
      const part = cutText(block.text, room - used - separator);
      if (part) {
        kept.push(part);
        used += separator + part.length;
      }
    }
    omitted.push(block);
  }
  const pointers = [...new Set(omitted.map((block) => block.pointer).filter((p) => p !== undefined))].slice(
    0,
    3,
  );
  const rest = pointers.length > 0 ? `the rest: ${pointers.join(' · ')}` : '(cut to fit Discord)';
  return [...kept, `*${cutWords(`${ELLIPSIS} ${rest}`, 236)}*`].join('\n\n');
}

/** Splits text into embed descriptions at safe points; undefined when there is none. */
function chunk(text: string): string[] | undefined {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest !== '') {
    const piece = cutText(rest, EMBED_DESCRIPTION_MAX);
    if (piece === '' || chunks.length === MESSAGE_EMBEDS_MAX) return undefined;
    chunks.push(piece);
    rest = rest.slice(piece.length).trim();
  }
  return chunks;
}

/**
 * Mention syntax in untrusted text stays visible but inert: a zero-width space after the `@`
 * keeps `@everyone`, `<@id>` and `<@&id>` from becoming mentions even where `allowed_mentions`
 * is not the last word (a message forwarded or quoted elsewhere).
 */
function defuse(text: string): string {
  return unmaskLinks(text.replace(/@(everyone|here)\b/gi, '@\u200b$1').replace(/<@/g, '<@\u200b'));
}

/** A Markdown link: its label, and its target (bare or in `<...>`, an optional title after it). */
const MASKED_LINK = /\[([^\]\n]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s<>]*\))*)>?(?:\s+"[^"\n]*")?\s*\)/g;
/** A label that reads as an address: a scheme, `www.`, or a domain with a path. */
const ADDRESS_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}(?:[/:?#]|$)/i;

/**
 * A link whose label is an address other than its target ("[https://arxiv.org/abs/2009.03300](
 * https://evil.example/phish)") is shown as its label and, after it, the address it really
 * leads to, neither masked. A label that names something ("MMLU") stays a link. A target keeps
 * no bracket or parenthesis (see linkTarget): Discord ends a link at its first `)`, so a page's
 * `(...MTEB(Multilingual,%20v2)/scores)` led somewhere its label did not say.
 *
 * @example unmaskLinks('[https://a.org](https://b.org)') // 'https://a.org (https://b.org/)'
 */
function unmaskLinks(text: string): string {
  // Until nothing changes: unmasking an inner link can leave an outer one whose label is an address.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(MASKED_LINK, (whole, label: string, target: string) => {
      const href = safeUrl(target);
      if (ADDRESS_LIKE.test(label) && !sameAddress(label, target))
        return `${label.replace(/[[\]]/g, (bracket) => `\\${bracket}`)} (${href ? linkTarget(href) : target})`;
      return href ? `[${label}](${linkTarget(href)})` : whole;
    });
  }
  return text;
}

function sameAddress(label: string, target: string): boolean {
  const withScheme = (text: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  const a = safeUrl(withScheme(label.trim()));
  const b = safeUrl(withScheme(target.trim()));
  // Compared as targets are written (brackets encoded): a link rewritten once is still the same.
  return a !== undefined && b !== undefined && linkTarget(a) === linkTarget(b);
}

function safeUrl(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
}

/** A Markdown link whose title and address cannot break out of it; plain text for a bad address. */
function link(title: string, url: string): string {
  const label = defuse(title.replace(/\s+/g, ' ').trim()).replace(/[[\]]/g, (bracket) => `\\${bracket}`);
  const href = safeUrl(url);
  if (!href) return label || url;
  // A title that reads as another address is not shown as this link's text: the address is.
  const shown =
    label && !(ADDRESS_LIKE.test(label) && !sameAddress(label, href))
      ? label
      : href.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
  return `[${cutWords(shown, 200)}](${linkTarget(href)})`;
}

/**
 * An address as a link's target: brackets and parentheses after the host are percent-encoded, so
 * no `)` ends the link early and no `[` starts another (the URL parser leaves them as written).
 */
function linkTarget(href: string): string {
  const { origin } = new URL(href);
  const after = href.startsWith(origin) ? href.slice(origin.length) : href;
  const encoded = after.replace(
    /[()[\]]/g,
    (bracket) => `%${bracket.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return href.startsWith(origin) ? origin + encoded : encoded;
}

function renderButtons(
  reply: Reply,
  suggestionSection: SectionKey | undefined,
): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  const buttons: APIButtonComponentWithCustomId[] = [];
  const seen = new Set<string>();
  const add = (
    label: string,
    customId: string | undefined,
    style: ButtonStyle.Primary | ButtonStyle.Secondary,
  ) => {
    // Discord rejects a message whose buttons share a custom_id.
    if (customId === undefined || seen.has(customId)) return;
    seen.add(customId);
    const text = cutWords(label, BUTTON_LABEL_MAX) || customId.slice(0, BUTTON_LABEL_MAX);
    buttons.push({ type: ComponentType.Button, style, label: text, custom_id: customId });
  };
  for (const action of reply.actions) {
    add(action.label, buttonCustomId({ id: action.id, section: action.section }), ButtonStyle.Secondary);
  }
  for (const suggestion of reply.suggestions) {
    const target = suggestionSection
      ? { id: suggestion.id, section: suggestionSection }
      : { id: suggestion.id };
    add(suggestion.name || suggestion.id, buttonCustomId(target), ButtonStyle.Primary);
  }
  const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
  for (
    let start = 0;
    start < buttons.length && rows.length < MESSAGE_ACTION_ROWS_MAX;
    start += ACTION_ROW_BUTTONS_MAX
  ) {
    rows.push({
      type: ComponentType.ActionRow,
      components: buttons.slice(start, start + ACTION_ROW_BUTTONS_MAX),
    });
  }
  return rows;
}
