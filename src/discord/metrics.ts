/**
 * The serving counters in Prometheus's text format (version 0.0.4), written by hand: a few
 * counters and one histogram do not need a client library. Every label value that a user could
 * type is normalised, cut short and limited in number: each distinct value is a time series.
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
 */
import type { ReloadReport, Snapshot } from '../live-context.js';

/** Seconds; an answer is a catalog lookup, so most land in the first few buckets. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Distinct unmatched queries kept as labels. Past this many, new ones count under "(other)": every
 * label value is a time series, and users can type anything. Half of them go to the first names
 * asked; the other half only to names that several people asked for, so that one person typing
 * junk cannot crowd out what the catalog is missing.
 */
const UNMATCHED_LABELS_MAX = 200;
const UNMATCHED_FIRST_COME = 100;
/** People who must ask for a name before it may take one of the other half. */
const UNMATCHED_ASKERS = 2;
/** Names asked for once, remembered (with who asked) until a second person asks; the oldest go first. */
const UNMATCHED_PENDING_MAX = 10_000;
/** Characters of an unmatched query kept in its label: a benchmark name is shorter. */
const UNMATCHED_QUERY_MAX = 64;
const OTHER = '(other)';

export type CommandOutcome = 'answered' | 'failed' | 'rate-limited' | 'error' | 'not-loaded';

export class Metrics {
  /** The command names a label may hold; anything else (a forged or stale name) counts as "(other)". */
  readonly #known: ReadonlySet<string>;
  readonly #commands = new Map<string, number>();
  readonly #autocomplete = { count: 0 };
  readonly #unmatched = new Map<string, number>();
  /** Names without a label yet, by who asked (a few ids at most: UNMATCHED_ASKERS). */
  readonly #pending = new Map<string, Set<string>>();
  readonly #reloads = new Map<string, number>();
  readonly #rejected = new Map<string, number>();
  readonly #latency = new Map<string, { buckets: number[]; sum: number; count: number }>();

  /** @param commandNames the registry's names, plus the kinds counted as commands (button, mention) */
  constructor(commandNames: Iterable<string>) {
    this.#known = new Set(commandNames);
  }

  /** A command or button press, by name and outcome. */
  command(name: string, outcome: CommandOutcome): void {
    increment(this.#commands, labels({ command: this.#known.has(name) ? name : OTHER, outcome }));
  }

  autocomplete(): void {
    this.#autocomplete.count += 1;
  }

  /** A benchmark name a user asked for that resolved to nothing: what the catalog could add. */
  unmatched(query: string, userId: string): void {
    const clean = labelValue(query, UNMATCHED_QUERY_MAX);
    if (clean === '') return;
    increment(this.#unmatched, this.#labelFor(clean, userId));
  }

  /** The name's own label when it has one or may take one now, else "(other)". */
  #labelFor(name: string, userId: string): string {
    if (this.#unmatched.has(name)) return name;
    const labelled = this.#unmatched.size - (this.#unmatched.has(OTHER) ? 1 : 0);
    if (labelled < UNMATCHED_FIRST_COME) return name;
    const askers = this.#pending.get(name) ?? new Set<string>();
    askers.add(userId);
    this.#pending.delete(name);
    if (askers.size >= UNMATCHED_ASKERS && labelled < UNMATCHED_LABELS_MAX) return name;
    // Re-inserted: the names asked for most recently are the last to be forgotten.
    this.#pending.set(name, askers);
    if (this.#pending.size > UNMATCHED_PENDING_MAX)
      this.#pending.delete(this.#pending.keys().next().value as string);
    return OTHER;
  }

  reload(report: ReloadReport): void {
    increment(this.#reloads, labels({ trigger: report.trigger, outcome: report.outcome }));
  }

  /** A request turned away before it reached a command (bad signature, too large, not JSON, ...). */
  rejected(reason: string): void {
    increment(this.#rejected, labels({ reason }));
  }

  /** Time from the body read to the response written, per interaction kind. */
  latency(kind: string, seconds: number): void {
    const series = this.#latency.get(kind) ?? { buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
    LATENCY_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) series.buckets[index] = (series.buckets[index] ?? 0) + 1;
    });
    series.sum += seconds;
    series.count += 1;
    this.#latency.set(kind, series);
  }

  /** The exposition text, with the serving catalog's size as gauges. */
  render(snapshot: Snapshot | undefined): string {
    const out: string[] = [];
    const family = (name: string, type: string, help: string, lines: string[]) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines);
    };
    family(
      'benchbot_commands_total',
      'counter',
      'Commands and button presses by name and outcome.',
      series('benchbot_commands_total', this.#commands),
    );
    family('benchbot_autocomplete_total', 'counter', 'Autocomplete requests answered.', [
      `benchbot_autocomplete_total ${this.#autocomplete.count}`,
    ]);
    family(
      'benchbot_unmatched_queries_total',
      'counter',
      'Benchmark names asked for that matched no record.',
      [...this.#unmatched].map(
        ([query, count]) => `benchbot_unmatched_queries_total${labels({ query })} ${count}`,
      ),
    );
    family(
      'benchbot_catalog_reloads_total',
      'counter',
      'Catalog reloads by trigger and outcome.',
      series('benchbot_catalog_reloads_total', this.#reloads),
    );
    family(
      'benchbot_http_rejected_total',
      'counter',
      'Requests refused before dispatch, by reason.',
      series('benchbot_http_rejected_total', this.#rejected),
    );
    const histogram: string[] = [];
    for (const [kind, data] of this.#latency) {
      LATENCY_BUCKETS.forEach((bound, index) => {
        histogram.push(
          `benchbot_interaction_duration_seconds_bucket${labels({ kind, le: String(bound) })} ${data.buckets[index] ?? 0}`,
        );
      });
      histogram.push(
        `benchbot_interaction_duration_seconds_bucket${labels({ kind, le: '+Inf' })} ${data.count}`,
      );
      histogram.push(`benchbot_interaction_duration_seconds_sum${labels({ kind })} ${data.sum}`);
      histogram.push(`benchbot_interaction_duration_seconds_count${labels({ kind })} ${data.count}`);
    }
    family('benchbot_interaction_duration_seconds', 'histogram', 'Time to answer an interaction.', histogram);
    family('benchbot_catalog_records', 'gauge', 'Records the serving catalog holds.', [
      `benchbot_catalog_records ${snapshot?.context.catalog.records.size ?? 0}`,
    ]);
    family('benchbot_catalog_problems', 'gauge', 'Problems of the serving catalog, by severity.', [
      `benchbot_catalog_problems${labels({ severity: 'error' })} ${snapshot?.errors ?? 0}`,
      `benchbot_catalog_problems${labels({ severity: 'warning' })} ${snapshot?.warnings ?? 0}`,
    ]);
    return `${out.join('\n')}\n`;
  }
}

/**
 * What a user typed, as a label value: NFKC (full-width letters become ASCII), lower case, control
 * and format characters dropped, whitespace runs as one space, at most `max` characters (never
 * half a surrogate pair).
 *
 * @example labelValue('  ＧＰＱＡ\u0000 Diamond ', 64) // 'gpqa diamond'
 */
function labelValue(text: string, max: number): string {
  const clean = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return Array.from(clean).slice(0, max).join('').trim();
}

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function series(name: string, map: Map<string, number>): string[] {
  return [...map].map(([key, count]) => `${name}${key} ${count}`);
}

/** `{a="x",b="y"}` with the format's escapes: backslash, double quote and newline. */
function labels(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(
    ([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return `{${pairs.join(',')}}`;
}
