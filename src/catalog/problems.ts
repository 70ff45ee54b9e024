/**
 * A Problem is what the loader found wrong with one file or record. Problems are values: the
 * loader keeps going, serves every good record, and reports the rest.
 */
export type ProblemKind =
  | 'unreadable'
  | 'too-large'
  | 'empty-file'
  | 'invalid-utf8'
  | 'yaml-syntax'
  | 'json-syntax'
  | 'duplicate-key'
  | 'split-value'
  | 'no-front-matter'
  | 'unclosed-front-matter'
  | 'missing-field'
  | 'invalid-field'
  | 'duplicate-id'
  | 'alias-collision'
  | 'unknown-category'
  | 'unknown-language'
  | 'empty-body'
  | 'empty-section'
  | 'dangling-link'
  | 'missing-ledger'
  | 'unknown-id';

export type Severity = 'error' | 'warning';

export type Problem = {
  kind: ProblemKind;
  /** 'error' means the record was rejected; 'warning' means it is served as it is. */
  severity: Severity;
  file: string;
  line?: number;
  /** The field path, dotted (`metric.max_score`, `sources.2.url`). */
  field?: string;
  message: string;
};

/** `file:line: field: message`, the form `benchbot validate` prints and editors can jump to. */
export function formatProblem(problem: Problem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const field = problem.field ? `${problem.field}: ` : '';
  const mark = problem.severity === 'error' ? 'error' : 'warning';
  return `${where}: ${field}${mark}: ${problem.message}`;
}
