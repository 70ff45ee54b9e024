import { describe, expect, it } from 'vitest';
import { cutText } from '../../src/cut.js';
import { renderDiscord } from '../../src/render/discord.js';
import { emptyReply, type Reply } from '../../src/reply.js';
import { messageSchema, misleadingLinks, pinged } from './message-schema.js';

const USER = '123456789012345678';

function card(overrides: Partial<Reply> = {}): Reply {
  return {
    ...emptyReply('card', 'KCLE (OpenCompass)'),
    recordId: 'kcle',
    url: 'https://example.org/benchmarks/kcle',
    summary: 'A Chinese knowledge exam.',
    facts: [{ label: 'Category', value: 'knowledge' }],
    sections: [{ heading: 'How it is scored', text: 'Accuracy over 4-way multiple choice.' }],
    actions: [
      { label: 'Scoring', id: 'kcle', section: 'scoring' },
      { label: 'How to run', id: 'kcle', section: 'howto' },
    ],
    sources: [{ title: 'Paper', url: 'https://arxiv.org/abs/2401.00001' }],
    footer: 'kcle.md · reviewed 2025-01-01',
    ...overrides,
  };
}

const hostile = [
  '@everyone look <@&987654321098765432> and <@123456789012345679> @here',
  '```python\n' + 'print("x")\n'.repeat(900) + '```',
  '# Heading\n**bold** _it_ ~~s~~ ||spoiler|| > quote\n'.repeat(200),
  '漢字のテキスト中文测试'.repeat(800),
  '🧪👩‍🔬🔬'.repeat(1500),
  'word '.repeat(3000),
  '[a link](https://example.org/' + 'x'.repeat(300) + ') '.repeat(60),
];

describe('renderDiscord', () => {
  it('draws a card as one embed with fields, sources, footer and section buttons', () => {
    const message = renderDiscord(card());
    expect(message).toEqual({
      content: '',
      embeds: [
        {
          title: 'KCLE (OpenCompass)',
          url: 'https://example.org/benchmarks/kcle',
          color: 0x5865f2,
          description:
            'A Chinese knowledge exam.\n\n**How it is scored**\nAccuracy over 4-way multiple choice.',
          fields: [
            { name: 'Category', value: 'knowledge', inline: true },
            { name: 'Sources', value: '[Paper](https://arxiv.org/abs/2401.00001)' },
          ],
          footer: { text: 'kcle.md · reviewed 2025-01-01' },
        },
      ],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 2, label: 'Scoring', custom_id: 'bench:scoring:kcle' },
            { type: 2, style: 2, label: 'How to run', custom_id: 'bench:howto:kcle' },
          ],
        },
      ],
      allowed_mentions: { parse: [], users: [], replied_user: false },
    });
  });

  it('pings only the user asked for, and nobody by default', () => {
    const mentioned = renderDiscord(card(), { mention: USER });
    expect(mentioned.content).toBe(`<@${USER}>`);
    expect(pinged(mentioned)).toEqual([USER]);
    expect(pinged(renderDiscord(card()))).toEqual([]);
  });

  it('ignores a mention that is not a user id', () => {
    const message = renderDiscord(card(), { mention: '@everyone' });
    expect(message.content).toBe('');
    expect(pinged(message)).toEqual([]);
  });

  it('marks an ephemeral message with the ephemeral flag (64)', () => {
    expect(renderDiscord(card(), { ephemeral: true }).flags).toBe(64);
    expect(renderDiscord(card())).not.toHaveProperty('flags');
  });

  it('leaves buttons out when asked to', () => {
    expect(renderDiscord(card(), { buttons: false }).components).toEqual([]);
  });

  it('turns "did you mean" suggestions into buttons that open the card or a chosen section', () => {
    const reply: Reply = {
      ...emptyReply('not-found', 'No benchmark named "kcl"'),
      suggestions: [
        { id: 'kcle', name: 'KCLE (OpenCompass)', category: 'knowledge' },
        { id: 'kcle_fix', name: 'KCLE-Fix' },
      ],
    };
    const message = renderDiscord(reply);
    expect(message.embeds[0]?.description).toBe(
      '• **KCLE (OpenCompass)** · knowledge (`kcle`)\n• **KCLE-Fix** (`kcle_fix`)',
    );
    expect(message.components[0]?.components.map((b) => [b.label, b.custom_id, b.style])).toEqual([
      ['KCLE (OpenCompass)', 'bench:card:kcle', 1],
      ['KCLE-Fix', 'bench:card:kcle_fix', 1],
    ]);
    const howto = renderDiscord(reply, { suggestionSection: 'howto' });
    expect(howto.components[0]?.components[0]?.custom_id).toBe('bench:howto:kcle');
  });

  it('leaves out a button whose record id would make the custom_id longer than 100', () => {
    const id = 'x'.repeat(95);
    const message = renderDiscord(card({ actions: [{ label: 'Scoring', id, section: 'scoring' }] }));
    expect(message.components).toEqual([]);
  });

  it('cuts a long card at a section and says where the rest is', () => {
    const sections = ['scoring', 'dataset', 'howto', 'reading'].map((key) => ({
      heading: key,
      text: `${key} paragraph.\n\n`.repeat(120).trim(),
      cite: { id: 'kcle', where: key },
    }));
    const message = renderDiscord(card({ sections }));
    expect(messageSchema.safeParse(message).success).toBe(true);
    const description = message.embeds.map((e) => e.description ?? '').join('\n\n');
    expect(description).toContain('**scoring**');
    expect(description).toMatch(/the rest: \/bench kcle section:\w+/);
    expect(description).toContain('/bench kcle section:reading');
  });

  it('never cuts inside a code fence', () => {
    const fence = '```bash\n' + 'python run.py --flag value\n'.repeat(300) + '```';
    const message = renderDiscord(
      card({
        sections: [
          {
            heading: 'How to run it',
            text: `Intro line.\n\n${fence}\n\nAfter.`,
            cite: { id: 'kcle', where: 'howto' },
          },
        ],
      }),
    );
    const description = message.embeds.map((e) => e.description ?? '').join('');
    expect((description.match(/```/g) ?? []).length % 2).toBe(0);
    expect(description).toContain('/bench kcle section:howto');
  });

  it('makes mention syntax in untrusted text inert', () => {
    const message = renderDiscord(card({ title: '@everyone', summary: hostile[0] }));
    const text = JSON.stringify(message.embeds);
    expect(text).not.toMatch(/@everyone|@here|<@\d|<@&\d/);
    expect(pinged(message)).toEqual([]);
  });

  it.each(hostile.map((text, index) => [index, text] as const))(
    'keeps hostile text #%i within every documented limit',
    (_, text) => {
      const reply = card({
        title: text,
        summary: text,
        facts: Array.from({ length: 30 }, (_, i) => ({ label: `${i} ${text}`, value: text })),
        sections: [
          { heading: text, text },
          { heading: 'Second', text },
        ],
        warnings: [text],
        suggestions: Array.from({ length: 30 }, (_, i) => ({ id: `id_${i}`, name: text })),
        sources: [{ title: text, url: 'https://example.org/)' + text }],
        footer: text,
      });
      const message = renderDiscord(reply, { mention: USER });
      const parsed = messageSchema.safeParse(message);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(pinged(message)).toEqual([USER]);
    },
  );
});

describe('cutText', () => {
  it('cuts at a paragraph, then a line, then a word', () => {
    expect(cutText('first para\n\nsecond para', 15)).toBe('first para');
    expect(cutText('line one\nline two', 12)).toBe('line one');
    expect(cutText('one two three', 8)).toBe('one two');
  });

  it('never cuts inside a link', () => {
    expect(cutText('see [the paper](https://example.org/a/b/c) now', 30)).toBe('see');
  });

  it('does not split an emoji made of a surrogate pair', () => {
    const cut = cutText('🧪'.repeat(10), 5);
    expect(cut).toBe('🧪🧪');
  });

  it('leaves out a code fence longer than the room', () => {
    expect(cutText('```\n' + 'x\n'.repeat(50) + '```', 20)).toBe('');
  });
});

describe('renderDiscord: links are what they say', () => {
  const phishing = '[https://arxiv.org/abs/2009.03300](https://evil.example/phish)';

  it('shows the real target of a link labelled with another address, in the text and the facts', () => {
    const message = renderDiscord(
      card({
        summary: `Read ${phishing} first.`,
        sections: [{ heading: 'Sources', text: `See [www.arxiv.org/abs/1](<https://evil.example/x> "t").` }],
        facts: [{ label: 'Paper', value: phishing }],
        warnings: [`[[https://a.org/1](https://evil.example/a)](https://evil.example/b)`],
      }),
    );
    expect(misleadingLinks(message)).toEqual([]);
    expect(message.embeds?.[0]?.description).toContain(
      'https://arxiv.org/abs/2009.03300 (https://evil.example/phish)',
    );
  });

  it('keeps a link whose label names something, or is its own address', () => {
    const message = renderDiscord(
      card({ summary: 'It is [MMLU](https://example.org/mmlu), see [https://a.org/x](https://a.org/x).' }),
    );
    expect(message.embeds?.[0]?.description).toContain('[MMLU](https://example.org/mmlu)');
    expect(message.embeds?.[0]?.description).toContain('[https://a.org/x](https://a.org/x)');
  });

  it('encodes the parentheses of a link target in page text, where the first ) would end the link', () => {
    const url = 'https://example.org/benchmarks/MTEB(Multilingual,%20v2)/scores';
    const message = renderDiscord(card({ summary: `Read from ([${url}](${url})) each day.` }));
    expect(message.embeds?.[0]?.description).toContain(
      `[${url}](https://example.org/benchmarks/MTEB%28Multilingual,%20v2%29/scores)`,
    );
    expect(misleadingLinks(message)).toEqual([]);
  });

  it('encodes a source link target so no bracket or parenthesis ends or starts another link', () => {
    const message = renderDiscord(
      card({
        sources: [
          { title: 'Paper', url: 'https://example.org/a(b)[c]' },
          { title: 'https://arxiv.org/abs/2009.03300', url: 'https://evil.example/phish' },
        ],
      }),
    );
    const sources = message.embeds?.[0]?.fields?.find((field) => field.name === 'Sources')?.value ?? '';
    expect(sources).toContain('[Paper](https://example.org/a%28b%29%5Bc%5D)');
    expect(misleadingLinks(message)).toEqual([]);
  });
});
