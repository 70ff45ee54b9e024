/**
 * Text that every match of a pattern holds: the longest run of plain characters at its top level,
 * outside groups, classes and optional parts ("is top of the" of `/(.+?) is top of the (\d+) …/`).
 * A text without it cannot match, so a long list of patterns (the Chinese rows) need only run
 * those whose text is there. Undefined where no run of three characters is certain: a top-level
 * alternation, or a pattern of classes and groups.
 *
 * Conservative by construction: whatever it does not understand ends a run and adds nothing.
 *
 * Under the `i` flag the run is given in lower case, to be sought in the text's lower case.
 *
 * @example requiredText(/(.+?) is top of the (\d+) results/) // ' is top of the '
 */
export function requiredText(pattern: RegExp): string | undefined {
  const source = pattern.source;
  let best = '';
  let run = '';
  const endRun = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  let at = 0;
  while (at < source.length) {
    const char = source.charAt(at);
    // Groups and classes are skipped whole, so a bar here divides the whole pattern.
    if (char === '|') return undefined;
    let literal: string | undefined;
    let next: number;
    if (char === '\\') {
      const escaped = source.charAt(at + 1);
      // An escaped mark is that mark; an escaped letter or digit is a class, a boundary, a
      // reference or a code.
      literal = /^[^\p{L}\p{N}]$/u.test(escaped) ? escaped : undefined;
      next = afterEscape(source, at);
    } else if (char === '(') {
      next = afterBracket(source, at, '(', ')');
    } else if (char === '[') {
      next = afterBracket(source, at, '[', ']');
    } else if ('.^$*+?{'.includes(char)) {
      next = at + 1;
    } else {
      literal = char;
      next = at + 1;
    }
    const quantifier = source.charAt(next);
    if (quantifier === '*' || quantifier === '?' || quantifier === '{') {
      // Optional, or counted: not certain to be there as written.
      endRun();
      next = quantifier === '{' ? source.indexOf('}', next) + 1 || source.length : next + 1;
      if (source.charAt(next) === '?') next++;
    } else if (quantifier === '+') {
      // Once at least: the run ends with it, and the next run begins with it.
      if (literal === undefined) endRun();
      else {
        run += literal;
        endRun();
        run = literal;
      }
      next++;
      if (source.charAt(next) === '?') next++;
    } else if (literal === undefined) endRun();
    else run += literal;
    at = next;
  }
  endRun();
  if (best.length < 3) return undefined;
  return pattern.flags.includes('i') ? best.toLowerCase() : best;
}

/** Where an escape ends: `\p{L}`, `\k<name>`, `\u{1F600}`, `\u00e9`, `\x41`, `\cA` or `\.`. */
function afterEscape(source: string, at: number): number {
  const escaped = source.charAt(at + 1);
  const open = source.charAt(at + 2);
  if ('pPu'.includes(escaped) && open === '{') return source.indexOf('}', at) + 1 || source.length;
  if (escaped === 'k' && open === '<') return source.indexOf('>', at) + 1 || source.length;
  if (escaped === 'u') return at + 6;
  if (escaped === 'x') return at + 4;
  if (escaped === 'c') return at + 3;
  return at + 2;
}

/** Where a group or class that opens at `at` closes, past escapes and the classes inside it. */
function afterBracket(source: string, at: number, open: string, close: string): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const char = source.charAt(i);
    if (char === '\\') i++;
    else if (open === '(' && char === '[') i = afterBracket(source, i, '[', ']') - 1;
    else if (char === open && open === '(') depth++;
    else if (char === close && (open === '[' || --depth === 0)) return i + 1;
  }
  return source.length;
}
