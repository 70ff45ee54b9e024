/**
 * A reload report as a Reply, for /bench-reload: what changed, or why the old catalog still serves.
 */
import { formatProblem } from './catalog/problems.js';
import type { LiveContext, ReloadReport } from './live-context.js';
import { emptyReply, type Reply } from './reply.js';

/** Ids listed before "and N more": a reload of a whole catalog would otherwise fill the message. */
const IDS_SHOWN = 20;
const PROBLEMS_SHOWN = 10;

/** The handler the live faces give the dispatcher for /bench-reload. */
export function reloadHandler(live: LiveContext): () => Promise<Reply> {
  return async () => reloadReply(await live.reload('command'));
}

function reloadReply(report: ReloadReport): Reply {
  if (report.outcome !== 'swapped') {
    const title =
      report.outcome === 'kept' ? 'Catalog not reloaded: the old one still serves' : 'Catalog reload failed';
    const reply = emptyReply('error', title);
    reply.summary = `${report.reason ?? 'unknown reason'}. Still serving ${report.records} records.`;
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) reply.sections.push({ heading: 'Problems', text: listProblems(errors) });
    return reply;
  }
  const reply = emptyReply('stats', 'Catalog reloaded');
  const total = report.added.length + report.removed.length + report.changed.length;
  reply.summary = `${report.records} records served; ${total === 0 ? 'no record changed' : `${total} changed`} (${report.durationMs} ms).`;
  reply.facts.push(
    { label: 'Added', value: listIds(report.added) },
    { label: 'Removed', value: listIds(report.removed) },
    { label: 'Changed', value: listIds(report.changed) },
  );
  const errors = report.problems.filter((problem) => problem.severity === 'error').length;
  const warnings = report.problems.length - errors;
  if (report.problems.length > 0)
    reply.footer = `${errors} errors and ${warnings} warnings in the catalog (benchbot validate lists them)`;
  return reply;
}

function listIds(ids: readonly string[]): string {
  if (ids.length === 0) return 'none';
  const shown = ids
    .slice(0, IDS_SHOWN)
    .map((id) => `\`${id}\``)
    .join(', ');
  return ids.length > IDS_SHOWN ? `${shown} and ${ids.length - IDS_SHOWN} more` : shown;
}

function listProblems(problems: readonly ReloadReport['problems'][number][]): string {
  const lines = problems.slice(0, PROBLEMS_SHOWN).map((problem) => `- ${formatProblem(problem)}`);
  if (problems.length > PROBLEMS_SHOWN) lines.push(`- and ${problems.length - PROBLEMS_SHOWN} more`);
  return lines.join('\n');
}
