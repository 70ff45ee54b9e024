/**
 * Discord's documented message limits as a zod schema, written with literal numbers on purpose:
 * an independent check of src/render/limits.ts, not a copy of it.
 * https://discord.com/developers/docs/resources/message#embed-object-embed-limits
 */
import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);

const embed = z.strictObject({
  title: text(256).optional(),
  description: text(4096).optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  fields: z
    .array(z.strictObject({ name: text(256), value: text(1024), inline: z.boolean().optional() }))
    .max(25)
    .optional(),
  footer: z.strictObject({ text: text(2048) }).optional(),
});

const button = z.strictObject({
  type: z.literal(2),
  style: z.union([z.literal(1), z.literal(2)]),
  label: text(80),
  custom_id: text(100),
});

const snowflake = z.string().regex(/^\d{17,20}$/);

export const messageSchema = z
  .strictObject({
    content: z.string().max(2000),
    embeds: z.array(embed).max(10),
    components: z
      .array(z.strictObject({ type: z.literal(1), components: z.array(button).min(1).max(5) }))
      .max(5),
    allowed_mentions: z.strictObject({
      parse: z.array(z.never()).length(0),
      users: z.array(snowflake).max(1),
      replied_user: z.literal(false),
    }),
    flags: z.literal(64).optional(),
  })
  .superRefine((message, context) => {
    const total = message.embeds.reduce(
      (sum, e) =>
        sum +
        (e.title?.length ?? 0) +
        (e.description?.length ?? 0) +
        (e.footer?.text.length ?? 0) +
        (e.fields ?? []).reduce((s, f) => s + f.name.length + f.value.length, 0),
      0,
    );
    if (total > 6000) context.addIssue({ code: 'custom', message: `embeds total ${total} > 6000` });
    const ids = message.components.flatMap((row) => row.components.map((b) => b.custom_id));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'duplicate custom_id' });
    if (message.content === '' && message.embeds.length === 0)
      context.addIssue({ code: 'custom', message: 'empty message' });
  });

/** Who a message can ping: users listed in allowed_mentions, nobody else (parse is empty). */
export function pinged(message: { allowed_mentions: { parse?: unknown[]; users?: string[] } }): string[] {
  if ((message.allowed_mentions.parse ?? []).length > 0) return ['<parse>'];
  return message.allowed_mentions.users ?? [];
}

/** A Markdown link: its label (brackets escaped inside) and its target. */
const LINK = /\[((?:\\.|[^\]\\\n])*)\]\(\s*<?([^\s)>]*)/g;
/** An address written in a label. */
const ADDRESS =
  /(?:https?:\/\/|www\.)(?:[^\s()<>]|\([^\s()<>]*\))+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/(?:[^\s()<>]|\([^\s()<>]*\))*/i;

/**
 * The links of a message whose visible text is an address other than the one they lead to, as
 * `label -> target`: a phishing link reads as one address and opens another.
 */
export function misleadingLinks(message: {
  content?: string;
  embeds?: { description?: string; fields?: { value: string }[] }[];
}): string[] {
  const texts = [
    message.content ?? '',
    ...(message.embeds ?? []).flatMap((embed) => [
      embed.description ?? '',
      ...(embed.fields ?? []).map((field) => field.value),
    ]),
  ];
  // Brackets and parentheses are written percent-encoded in a target: the same address.
  const address = (text: string) => {
    const url = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
    const href = URL.canParse(url) ? new URL(url).href : text;
    return href.replace(/%2[89]|%5[BD]/gi, (code) => decodeURIComponent(code));
  };
  return texts.flatMap((text) =>
    [...text.matchAll(LINK)].flatMap(([, label = '', target = '']) => {
      const shown = ADDRESS.exec(label.replace(/\\(.)/g, '$1'))?.[0];
      return shown !== undefined && address(shown) !== address(target) ? [`${label} -> ${target}`] : [];
    }),
  );
}
