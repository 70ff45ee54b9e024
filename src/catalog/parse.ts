/**
 * Parsing of one catalog file into records and problems. Three forms are read:
 * - a page (`*.md`): YAML front matter between `---` lines, then the Markdown body;
 * - a built record (`*.json`): `{ body, build, disposition, models_covered, page }`;
 * - JSON Lines of built records (`*.jsonl`).
 * Nothing here throws on bad input: every fault becomes a Problem naming the file, the line where
 * there is one, and the field.
 */
import type { Document, LineCounter } from 'yaml';
import type { z } from 'zod';
import { ledgerOf, parseLedger, type LedgerPart } from './census.js';
import { countLines, detached, HEADING_TO_KEY, pageParts, plainText, splitSections } from './body.js';
import { mentionsIn } from './links.js';
import { coinedIn } from './coined-names.js';
import type { Problem } from './problems.js';
import { bodyHash, recordFingerprint } from './prose.js';
import type { BenchRecord, Origin } from './record.js';
import { builtRecordSchema, pageSchema } from './schema.js';
import { vocabularyWarnings } from './vocabulary.js';
import { fastYaml, fullYaml } from './yaml-readers.js';

/** Files larger than this are refused: no real page comes close, and it bounds memory per file. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** `census`: what a ledger file of the catalog's `_census` folder gave (see census.ts). */
export type ParseResult = { records: BenchRecord[]; problems: Problem[]; census?: LedgerPart };

/**
 * `copiedAfter`: the records are copied as a whole once parsed (sent from the parsing worker to
 * the main thread, see parallel-load.ts), which already cuts their strings loose from the file's
 * text; copying each front matter here too was a tenth of the worker's time at 10,000 pages.
 */
export type ParseOptions = { copiedAfter?: boolean };

/** Maps a field path to the 1-based line where it is written, when the form allows it. */
type Locate = (path: readonly PropertyKey[]) => number | undefined;

/**
 * Parses one file's bytes; `file` is the name used in problems (a path relative to the catalog).
 * `path`, when given, is where the file can be read again: its records then do not keep their
 * bodies in memory (see prose.ts).
 */
export function parseFile(
  file: string,
  bytes: Uint8Array,
  size = bytes.byteLength,
  path?: string,
  options: ParseOptions = {},
): ParseResult {
  if (size > MAX_FILE_BYTES) {
    return fail(file, 'too-large', `file is ${size} bytes; the limit is ${MAX_FILE_BYTES} (1 MiB)`);
  }
  const decoded = decodeUtf8(bytes);
  if (typeof decoded !== 'string') {
    return fail(file, 'invalid-utf8', `invalid UTF-8 at byte ${decoded.offset}`, decoded.line);
  }
  const text = plainText(decoded);
  if (text.trim() === '') return fail(file, 'empty-file', 'file is empty');

  const ledger = ledgerOf(file);
  if (ledger) return { records: [], ...parseLedger(file, ledger.kind, text) };

  if (file.endsWith('.md')) return parsePage(file, text, path, options);
  if (file.endsWith('.jsonl')) return parseJsonLines(file, text);
  return parseBuiltText(file, text, 0, path);
}

function fail(file: string, kind: Problem['kind'], message: string, line?: number): ParseResult {
  return { records: [], problems: [{ kind, severity: 'error', file, line, message }] };
}

function decodeUtf8(bytes: Uint8Array): string | { offset: number; line: number } {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Find the first bad byte so the problem can point at it.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let good = 0;
    for (let end = 1; end <= bytes.length; end++) {
      try {
        decoder.decode(bytes.subarray(0, end));
        good = end;
      } catch {
        // An incomplete sequence at the end is not yet an error; a bad one stays bad.
        if (end - good > 4) break;
      }
    }
    const line = bytes.subarray(0, good).reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
    return { offset: good, line };
  }
}

// ---------------------------------------------------------------------------------------------
// Pages

/** Parses a Markdown page. A Markdown file without front matter (a README) is not a record. */
export function parsePage(
  file: string,
  text: string,
  path?: string,
  options: ParseOptions = {},
): ParseResult {
  if (!text.startsWith('---\n')) {
    // A README is not a record; a page whose front matter was lost or pushed off line 1 is a fault,
    // or the benchmark would silently vanish from the catalog.
    if (!looksLikePage(text)) return { records: [], problems: [] };
    return fail(
      file,
      'no-front-matter',
      'the file has catalog sections but no front matter on line 1 (--- then YAML); it is not served',
      1,
    );
  }
  const parts = pageParts(text);
  if (!parts) {
    return fail(file, 'unclosed-front-matter', 'front matter opened with --- on line 1 is never closed', 1);
  }
  const { yamlText, yamlFirstLine, body, bodyFirstLine } = parts;
  const page = {
    source: yamlText,
    body,
    bodyFirstLine,
    origin: { file, form: 'page', line: 1 } satisfies Origin,
    path,
    pathPrefix: [],
  };
  const fast = readCleanYaml(yamlText, options.copiedAfter === true);
  if (fast !== undefined) {
    return finishRecord({ ...page, raw: fast, locate: lazyLocator(yamlText, yamlFirstLine), problems: [] });
  }

  const problems: Problem[] = [];
  const yaml = fullYaml();
  const lineCounter = new yaml.LineCounter();
  const doc = yaml.parseDocument(yamlText, { lineCounter, prettyErrors: false });
  for (const error of doc.errors) {
    const line = lineCounter.linePos(error.pos[0]).line + yamlFirstLine - 1;
    const message = error.message.split('\n')[0] ?? error.message;
    if (error.code === 'DUPLICATE_KEY') {
      // PyYAML and toJS() keep the later value; repeated lists are merged (repeatedLists). Report it.
      problems.push({
        kind: 'duplicate-key',
        severity: 'warning',
        file,
        line,
        message: duplicateKeyMessage(doc, error.pos[0]),
      });
    } else {
      problems.push({ kind: 'yaml-syntax', severity: 'error', file, line, message: `YAML: ${message}` });
    }
  }
  if (problems.some((problem) => problem.severity === 'error')) return { records: [], problems };
  if (!yaml.isMap(doc.contents)) {
    problems.push({
      kind: 'invalid-field',
      severity: 'error',
      file,
      line: yamlFirstLine,
      message: 'front matter must be a YAML mapping of fields',
    });
    return { records: [], problems };
  }

  const locate = locator(doc, lineCounter, yamlFirstLine);
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // The yaml library throws on an alias bomb ("excessive alias count"): a fault of this file only.
    const message = error instanceof Error ? error.message : String(error);
    return fail(file, 'yaml-syntax', `YAML: ${message}`, yamlFirstLine);
  }
  return finishRecord({ ...page, raw: withRepeatedLists(doc, raw), locate, problems });
}

/**
 * A key written twice with a list each time (nine catalog pages repeat `aliases:`, the first list
 * holding the census slugs such as gpqa_main) gets both lists, in order: keeping only the later,
 * as PyYAML does, loses names people use. Any other repeated key keeps the later value.
 */
function withRepeatedLists(doc: Document, raw: unknown): unknown {
  const yaml = fullYaml();
  if (!yaml.isMap(doc.contents) || raw === null || typeof raw !== 'object') return raw;
  const lists = new Map<string, unknown[][]>();
  const others = new Set<string>();
  for (const pair of doc.contents.items) {
    const key = yaml.isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) continue;
    if (yaml.isSeq(pair.value))
      lists.set(key, [...(lists.get(key) ?? []), pair.value.toJS(doc) as unknown[]]);
    else others.add(key);
  }
  const merged: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [key, values] of lists) {
    if (values.length > 1 && !others.has(key)) merged[key] = values.flat();
  }
  return merged;
}

/**
 * The fast path: js-yaml reads a clean front matter several times faster than the yaml library,
 * which matters at catalog scale. It gives up (undefined) on anything that is not clean — a
 * syntax error, a repeated key, anchors and aliases (js-yaml has no alias-bomb limit), a
 * document that is not a mapping — and the yaml library then reads the file again and reports
 * every fault with its line.
 */
function readCleanYaml(text: string, copiedAfter: boolean): Record<string, unknown> | undefined {
  // Looking for the characters first: the pattern over every front matter was 0.2 s at 10,000.
  // An anchor or alias follows a space, a line's start, a flow indicator, or the colon right after
  // a JSON-like key (`"k":*a`, no space needed): a bomb written that way passed the fast path.
  if ((text.includes('&') || text.includes('*')) && /(?:^|[\s[{,:])[&*][^\s,\]}]/.test(text))
    return undefined;
  try {
    const jsYaml = fastYaml();
    const value: unknown = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    // A copy, so the values stop pinning js-yaml's copy of the front matter (see `detached`).
    return copiedAfter
      ? (value as Record<string, unknown>)
      : structuredClone(value as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/** Finds the line of a field path in a parsed YAML document. */
function locator(doc: Document, lineCounter: LineCounter, firstLine: number): Locate {
  return (path) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line + firstLine - 1;
    }
    return undefined;
  };
}

/** A locator that parses positions only when a problem needs a line: the clean path never does. */
function lazyLocator(text: string, firstLine: number): Locate {
  let locate: Locate | undefined;
  return (path) => {
    if (!locate) {
      const yaml = fullYaml();
      const lineCounter = new yaml.LineCounter();
      locate = locator(yaml.parseDocument(text, { lineCounter, uniqueKeys: false }), lineCounter, firstLine);
    }
    return locate(path);
  };
}

/** Front matter that does not start the file, or a body with the catalog's section headings. */
function looksLikePage(text: string): boolean {
  if (/^\s*---[ \t]*\n/.test(text)) return true;
  return [...text.matchAll(/^## +(.+?)\s*#*\s*$/gm)].some((match) =>
    HEADING_TO_KEY.has((match[1] ?? '').toLowerCase()),
  );
}

function duplicateKeyMessage(doc: Document, offset: number): string {
  const map = doc.contents;
  if (fullYaml().isMap(map)) {
    const pair = map.items.find((item) => {
      const key = item.key as { range?: [number, number, number] } | null;
      return key?.range?.[0] === offset;
    });
    const name = pair ? String((pair.key as { value?: unknown }).value) : undefined;
    if (name) {
      const values = map.items.filter((item) => String((item.key as { value?: unknown }).value) === name);
      return values.every((item) => fullYaml().isSeq(item.value))
        ? `key "${name}" is repeated; its lists are merged`
        : `key "${name}" is repeated; the later value is used`;
    }
  }
  return 'a key is repeated in this mapping; the later value is used';
}

// ---------------------------------------------------------------------------------------------
// Built records

function parseJsonLines(file: string, text: string): ParseResult {
  const result: ParseResult = { records: [], problems: [] };
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const one = parseBuiltText(file, line, index);
    result.records.push(...one.records);
    result.problems.push(...one.problems);
  });
  return result;
}

/** Parses one built record; `lineOffset` is 0 for a .json file, the row's index for JSON Lines. */
function parseBuiltText(file: string, text: string, lineOffset: number, path?: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? countLines(text.slice(0, Number(position[1]))) + 1 + lineOffset : lineOffset + 1;
    return fail(file, 'json-syntax', `JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}`, line);
  }
  // JSON's parser keeps no positions; YAML's reads JSON and does, so it locates fields on demand.
  let located: { doc: Document; counter: LineCounter } | undefined;
  const locate: Locate = (path) => {
    located ??= (() => {
      const yaml = fullYaml();
      const counter = new yaml.LineCounter();
      return { doc: yaml.parseDocument(text, { lineCounter: counter, uniqueKeys: false }), counter };
    })();
    for (let depth = path.length; depth > 0; depth--) {
      const node = located.doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return located.counter.linePos(node.range[0]).line + lineOffset;
    }
    return lineOffset + 1;
  };

  const shape = builtRecordSchema.safeParse(raw, { reportInput: true });
  if (!shape.success) {
    return { records: [], problems: zodProblems(file, shape.error, locate, []) };
  }
  const { page, body, ...built } = shape.data;
  const origin: Origin = { file, form: 'built', line: lineOffset + 1 };
  return finishRecord({
    raw: page,
    source: text,
    body,
    bodyFirstLine: undefined,
    origin,
    path,
    locate,
    pathPrefix: ['page'],
    problems: [],
    built,
  });
}

// ---------------------------------------------------------------------------------------------
// Shared

/**
 * A section's keys with no value that no field has, which the schema joined back to the value
 * before them (`{splits: train, validation, test}`: YAML splits an unquoted value at its commas).
 * Served joined, and reported, so the page gets its quotes.
 */
function splitValueWarnings(
  raw: unknown,
  page: Record<string, unknown>,
  file: string,
  at: (...path: PropertyKey[]) => number | undefined,
): Problem[] {
  if (typeof raw !== 'object' || raw === null) return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([section, members]): Problem[] => {
    const served = page[section];
    if (typeof members !== 'object' || members === null || Array.isArray(members)) return [];
    if (typeof served !== 'object' || served === null) return [];
    const joined = Object.entries(members as Record<string, unknown>)
      .filter(([key, value]) => value === null && !(key in served))
      .map(([key]) => key);
    if (joined.length === 0) return [];
    return [
      {
        kind: 'split-value',
        severity: 'warning',
        file,
        line: at(section),
        field: section,
        message: `${joined.map((key) => `"${key}"`).join(', ')} ${joined.length === 1 ? 'has' : 'have'} no value and ${joined.length === 1 ? 'is' : 'are'} no field: YAML split an unquoted value at its commas; read as the rest of the value before ${joined.length === 1 ? 'it' : 'them'}. Quote that value`,
      },
    ];
  });
}

function finishRecord(input: {
  raw: unknown;
  /** The text the page was read from: a front matter, or a built record's JSON. */
  source: string;
  body: string;
  bodyFirstLine: number | undefined;
  origin: Origin;
  /** Where the body can be read again; without it the body is kept. */
  path: string | undefined;
  locate: Locate;
  pathPrefix: string[];
  problems: Problem[];
  built?: BenchRecord['built'];
}): ParseResult {
  const { raw, body, origin, locate, pathPrefix, problems } = input;
  const result = pageSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    problems.push(...zodProblems(origin.file, result.error, locate, pathPrefix));
    return { records: [], problems };
  }
  const page = result.data;
  const at = (...path: PropertyKey[]) => locate([...pathPrefix, ...path]);
  problems.push(...vocabularyWarnings(page, origin.file, at));
  problems.push(...splitValueWarnings(raw, page, origin.file, at));

  const sections = splitSections(body, input.bodyFirstLine);
  if (body.trim() === '') {
    problems.push({
      kind: 'empty-body',
      severity: 'warning',
      file: origin.file,
      field: 'body',
      message: `${page.id} has front matter but no body; its sections are empty`,
    });
  }
  for (const section of sections) {
    if (section.text === '') {
      // A copy: the heading is a slice of the body, which a problem must not keep alive.
      const heading = detached(section.heading);
      problems.push({
        kind: 'empty-section',
        severity: 'warning',
        file: origin.file,
        line: section.line,
        field: `body.${heading}`,
        message: `section "${heading}" is empty`,
      });
    }
  }
  const hash = bodyHash(body);
  const record: BenchRecord = {
    id: page.id,
    page,
    prose:
      input.path === undefined
        ? {
            held: detached(body),
            ...(input.bodyFirstLine !== undefined ? { bodyFirstLine: input.bodyFirstLine } : {}),
          }
        : { file: input.path, form: origin.form },
    bodyHash: hash,
    fingerprint: recordFingerprint(input.source, hash),
    links: mentionsIn({ id: page.id, page, sections }),
    coined: coinedIn({ page, sections }),
    origin,
    ...(input.built ? { built: input.built } : {}),
  };
  return { records: [record], problems };
}

function zodProblems(file: string, error: z.ZodError, locate: Locate, prefix: string[]): Problem[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path];
    const field = path.map(String).join('.');
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const message = missing ? 'required field is missing' : describeIssue(issue);
    return {
      kind: missing ? 'missing-field' : 'invalid-field',
      severity: 'error',
      file,
      line: locate(path),
      ...(field ? { field } : {}),
      message,
    } satisfies Problem;
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/^Invalid input: /, '').replace(/^Invalid option: /, '');
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map((value) => JSON.stringify(value)).join(', ');
    return `expected one of ${allowed}, got ${JSON.stringify(issue.input)}`;
  }
  return message;
}
