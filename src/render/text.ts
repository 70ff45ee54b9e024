/**
 * Reply -> text for a terminal: a heading, wrapped paragraphs, facts as an aligned list, warnings
 * marked, sources listed. Colour only when asked (the CLI asks when stdout is a TTY).
 */
import type { Reply } from '../reply.js';

export type TextOptions = { width?: number; color?: boolean };

const DEFAULT_WIDTH = 100;

export function renderText(shown: Reply, options: TextOptions = {}): string {
  // Page text and the question are shown, never obeyed: an escape in them stays visible.
  const reply = visibleStrings(shown);
  const width = Math.max(40, options.width ?? DEFAULT_WIDTH);
  const style = options.color ? ansi : plain;
  const out: string[] = [];

  out.push(style.title(reply.title));
  if (reply.url) out.push(style.dim(reply.url));
  if (reply.summary) out.push('', ...wrap(reply.summary, width));

  for (const warning of reply.warnings) {
    out.push(
      '',
      ...wrap(warning, width - 2).map((line, index) => (index === 0 ? style.warn(`! ${line}`) : `  ${line}`)),
    );
  }

  if (reply.facts.length > 0) {
    out.push('');
    // Wide enough for two records' labels side by side ("swe_bench_verified · top score").
    const labelWidth = Math.min(34, Math.max(...reply.facts.map((fact) => fact.label.length)));
    for (const fact of reply.facts) {
      const label = fact.label.padEnd(labelWidth);
      const lines = wrap(fact.value, width - labelWidth - 2);
      lines.forEach((line, index) => {
        out.push(index === 0 ? `${style.label(label)}  ${line}` : `${' '.repeat(labelWidth)}  ${line}`);
      });
    }
  }

  for (const section of reply.sections) {
    const cite = section.cite ? style.dim(`  [${section.cite.id} · ${section.cite.where}]`) : '';
    out.push('', `${style.heading(section.heading)}${cite}`);
    for (const paragraph of section.text.split(/\n{2,}/)) {
      out.push(...paragraphLines(paragraph, width), '');
    }
    out.pop();
  }

  if (reply.suggestions.length > 0) {
    out.push('', style.heading(reply.kind === 'not-found' ? 'Did you mean' : 'See also'));
    for (const suggestion of reply.suggestions) {
      const category = suggestion.category ? ` · ${suggestion.category}` : '';
      out.push(`  ${suggestion.id}  ${style.dim(`${suggestion.name}${category}`)}`);
    }
  }

  if (reply.sources.length > 0) {
    out.push('', style.heading('Sources'));
    reply.sources.forEach((source, index) => {
      out.push(
        ...wrap(`${index + 1}. ${source.title}`, width - 3).map((line, i) =>
          i === 0 ? `  ${line}` : `     ${line}`,
        ),
      );
      out.push(`     ${style.dim(source.url)}`);
    });
  }

  if (reply.actions.length > 0 && reply.recordId) {
    const hints = reply.actions.map((action) => `--section ${action.section}`).join(', ');
    out.push('', style.dim(`More: benchbot bench ${reply.recordId} ${hints}`));
  }
  if (reply.footer) out.push('', style.dim(reply.footer));
  return `${out.join('\n')}\n`;
}

/**
 * C0 and C1 control characters but tab and newline, and DEL. A terminal obeys them: an escape
 * sequence in a page's text can clear the screen, set the window title or write the clipboard
 * (OSC 52), and a carriage return can print over a line.
 */
const CONTROL = /(?![\t\n])\p{Cc}/gu;
/** The same, or one of the styles this renderer writes (`ansi` below), which is kept. */
const CONTROL_OR_STYLE = /(?![\t\n])\p{Cc}(?:\[[0-9;]*m)?/gu;

/**
 * Control characters made visible: a C0 one as its control picture (ESC as ␛), DEL as ␡, a C1
 * one as its code point.
 *
 * @example visibleControls('a\x1b[2Jb') // 'a␛[2Jb'
 */
export function visibleControls(text: string): string {
  return text.replace(CONTROL, visibleControl);
}

/**
 * What the command line writes to a terminal: every control character made visible, but the
 * colour and weight styles when colour is on (page text was made visible before it was styled).
 */
export function terminalText(text: string, color: boolean): string {
  return text.replace(CONTROL_OR_STYLE, (found) =>
    found.length > 1 && found.startsWith('\u001b') && color
      ? found
      : visibleControl(found.charAt(0)) + found.slice(1),
  );
}

function visibleControl(control: string): string {
  const code = control.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Every string of a reply, control characters made visible. */
function visibleStrings<T>(value: T): T {
  if (typeof value === 'string') return visibleControls(value) as T;
  if (Array.isArray(value)) return value.map(visibleStrings) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visibleStrings(inner)])) as T;
  return value;
}

/** A paragraph keeps its list items and code lines; prose is re-wrapped to the width. */
function paragraphLines(paragraph: string, width: number): string[] {
  const lines = paragraph.split('\n');
  if (lines.every((line) => /^\s*(?:[-*] |\d+\. )/.test(line))) {
    return lines.flatMap((line) =>
      wrap(line.replace(/^\s*/, ''), width - 2).map((part, i) => (i === 0 ? part : `  ${part}`)),
    );
  }
  if (lines.some((line) => /^\s*(```|~~~| {4})/.test(line))) return lines;
  return wrap(lines.join(' '), width);
}

/** Greedy word wrap; a word longer than the width (a URL) stands on its own line. */
function wrap(text: string, width: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

type Style = Record<'title' | 'heading' | 'label' | 'warn' | 'dim', (text: string) => string>;

const plain: Style = {
  title: (text) => `${text}\n${'='.repeat(Math.min(text.length, DEFAULT_WIDTH))}`,
  heading: (text) => `## ${text}`,
  label: (text) => text,
  warn: (text) => text,
  dim: (text) => text,
};

const ansi: Style = {
  title: (text) => `\x1b[1m${text}\x1b[0m`,
  heading: (text) => `\x1b[1;36m${text}\x1b[0m`,
  label: (text) => `\x1b[2m${text}\x1b[0m`,
  warn: (text) => `\x1b[33m${text}\x1b[0m`,
  dim: (text) => `\x1b[2m${text}\x1b[0m`,
};
