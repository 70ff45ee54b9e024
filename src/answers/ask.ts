/**
 * `ask`: a plain-language question, answered from the records only. It finds the benchmarks the
 * question names, decides what is asked, and answers with fields and quotations, each cited by
 * record id and section or field. What the catalog does not establish, it says so.
 */
import type { CommandContext } from '../context.js';
import { plainLinks } from '../catalog/links.js';
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply, type ReplySection } from '../reply.js';
import { normalizeName } from '../search/normalize.js';
import type { EntityMention } from '../search/types.js';
import { cardReply, bodySections } from './card.js';
import { compareBenchmarks } from './compare.js';
import { answerFacet } from './facets.js';
import { metricFacts } from './facts.js';
import { howTo } from './howto.js';
import { classify, FACET_TOPICS, type Intent } from './intent.js';
import { linkedNameReply, notFoundReply, recordSuggestion, SCORE_FLOOR } from './lookup.js';
import {
  compareWarnings,
  declaredDifferent,
  describeLineage,
  lineageRelations,
  usesLlmJudge,
} from './relations.js';

/** Questions longer than this are cut: no real question is, and it bounds the work per request. */
const MAX_QUESTION_LENGTH = 1000;

/** A benchmark the question names: a record, a linked name, or a name several records share. */
type Named =
  | { kind: 'record'; record: BenchRecord; text: string }
  | { kind: 'linked'; id: string; text: string }
  | { kind: 'shared'; records: BenchRecord[]; text: string };

/**
 * @example ask(context, 'is kcle GPQA Diamond?') // No: kcle's record says it is not gpqa_diamond
 */
export function ask(context: CommandContext, question: string): Reply {
  const text = question.replace(/\s+/g, ' ').trim().slice(0, MAX_QUESTION_LENGTH);
  if (text === '') {
    const reply = emptyReply('usage', 'Ask a question about a benchmark');
    reply.summary =
      'For example: "is kcle GPQA Diamond?", "how is nq_cn scored?", "how do I run gsm8k in lm-eval?"';
    return reply;
  }
  const mentions = context.index.entities(text);
  const named = namedBenchmarks(context, mentions);
  const intent = classify(text, named.length);

  const [first, second] = named;
  if (!first) return nothingNamed(context, text);

  if (intent.kind === 'compare' && second) {
    const [scoreA, scoreB] = twoScores(text, mentions);
    return compareBenchmarks(context, first.text, second.text, scoreA, scoreB);
  }
  if (intent.kind === 'compare') return compareWithUnnamed(first);
  if (intent.kind === 'identity' && second) return relate(context, first, second);

  // The rest is about each named benchmark; a shared name (AIME24) is answered for every record.
  const records = [
    ...new Set(
      named.flatMap((one) =>
        one.kind === 'record' ? [one.record] : one.kind === 'shared' ? one.records : [],
      ),
    ),
  ];
  const linked = named.filter((one): one is Extract<Named, { kind: 'linked' }> => one.kind === 'linked');
  if (records.length === 0) {
    const only = linked[0];
    return only ? linkedNameReply(context.catalog, only.id) : nothingNamed(context, text);
  }
  const subject = records.slice(0, 3);
  const reply = answerAbout(context, text, intent, subject, first.text);
  for (const one of linked) {
    reply.warnings.push(
      `The catalog has no record for ${one.id}; ask about it alone to see what the records say of it.`,
    );
  }
  return reply;
}

/**
 * "Is 71 on nq_cn better than 65 on kcle?": exactly two numbers outside the benchmark names are
 * the two scores, in order; anything else is no scores (a year in "AIME 2025" is part of a name).
 */
function twoScores(text: string, mentions: readonly EntityMention[]): [number?, number?] {
  let outside = text;
  for (const mention of [...mentions].reverse()) {
    outside = `${outside.slice(0, mention.start)} ${outside.slice(mention.end)}`;
  }
  const numbers = [...outside.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)%?(?![\w.]*\w)/g)].map((match) =>
    Number(match[1]),
  );
  return numbers.length === 2 ? [numbers[0], numbers[1]] : [];
}

function namedBenchmarks(context: CommandContext, mentions: readonly EntityMention[]): Named[] {
  const named: Named[] = [];
  const seen = new Set<string>();
  for (const mention of mentions) {
    const alternatives = mention.alternatives ?? [];
    if (mention.linked) {
      if (seen.has(mention.id)) continue;
      seen.add(mention.id);
      named.push({ kind: 'linked', id: mention.id, text: mention.text });
      continue;
    }
    const ids = alternatives.length > 0 ? alternatives : [mention.id];
    const records = ids.flatMap((id) => context.catalog.records.get(id) ?? []);
    // "kcle" and "kcle_fix" are one record under two names; both are kept, for compare.
    const key = `${ids.join('|')}:${normalizeName(mention.text)}`;
    if (records.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const [one] = records;
    if (records.length > 1) named.push({ kind: 'shared', records, text: mention.text });
    else if (one) named.push({ kind: 'record', record: one, text: mention.text });
  }
  return named;
}

/**
 * "Can I compare nq_cn with English nq?" names one benchmark the catalog knows: the answer is
 * what its record says about comparing its numbers with anything else.
 */
function compareWithUnnamed(named: Named): Reply {
  const records = named.kind === 'record' ? [named.record] : named.kind === 'shared' ? named.records : [];
  const reply = emptyReply('compare', `Comparing ${nameOf(named)} with something else`);
  reply.summary =
    records.length > 0
      ? `The catalog compares numbers only between benchmarks it has records for, and the question names one. What the record of ${records.map((record) => record.id).join(' and ')} says about comparing its numbers:`
      : `The catalog has no record for ${nameOf(named)}; name two benchmarks to compare.`;
  for (const record of records) {
    reply.recordId ??= record.id;
    const quotes = compareWarnings(record);
    reply.sections.push({
      heading: `${record.id} on comparing`,
      text:
        quotes.length > 0
          ? quotes.map((quote) => `- “${quote.text}” (${quote.cite.where})`).join('\n')
          : `The record of ${record.id} says nothing about comparing its numbers.`,
      cite: { id: record.id, where: quotes[0]?.cite.where ?? 'record' },
    });
  }
  reply.warnings.push(
    'Two numbers are comparable only when they come from the same record, metric and configuration.',
  );
  return reply;
}

function nameOf(named: Named): string {
  return named.kind === 'record' ? named.record.id : named.kind === 'linked' ? named.id : named.text;
}

/**
 * A question that names no benchmark. Suggestions are the records a word of it is a near
 * spelling of ("kcel"), then the search hits above the score floor: below it a hit is one stray
 * word of some body, and "what's the weather like?" should not suggest benchmarks.
 */
function nothingNamed(context: CommandContext, question: string): Reply {
  const near = question
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter((word) => word.length >= 4)
    .flatMap((word) => {
      const resolution = context.index.resolve(word);
      return resolution.kind === 'record'
        ? [resolution.id]
        : resolution.kind === 'ambiguous'
          ? resolution.ids
          : [];
    });
  const nearHits = [...new Set(near)].flatMap((id) => {
    const record = context.catalog.records.get(id);
    return record ? [{ id, name: record.page.name, category: record.page.category, score: Infinity }] : [];
  });
  const searched = context.index
    .search(question, 5)
    .filter((hit) => hit.score >= SCORE_FLOOR && !near.includes(hit.id));
  const hits = [...nearHits, ...searched];
  const reply = notFoundReply(question, hits);
  reply.title = 'No benchmark named in that question';
  reply.summary =
    hits.length > 0
      ? 'benchbot answers from benchmark records, and that question names none it knows. Did you mean one of these?'
      : 'benchbot answers from benchmark records, and that question names none it knows, nor anything close.';
  return reply;
}

/** The answer about one or more records, by intent. */
function answerAbout(
  context: CommandContext,
  question: string,
  intent: Intent,
  records: BenchRecord[],
  asked: string,
): Reply {
  const [record] = records;
  if (!record) return nothingNamed(context, question);
  if (records.length === 1) {
    if (intent.kind === 'run') return howTo(context, record.id, intent.harness);
    if (intent.kind === 'what-is') return { ...cardReply(record), kind: 'answer' };
  }
  const reply = emptyReply(
    'answer',
    records.length === 1 ? `${record.page.name} (${record.id})` : `${asked}: ${records.length} records`,
  );
  reply.recordId = record.id;
  if (records.length > 1) {
    reply.summary = `"${asked}" names ${records.length} records (${records.map((one) => one.id).join(', ')}); the answer for each:`;
    reply.suggestions = records.map(recordSuggestion);
  }
  for (const one of records) {
    const part = answerOne(context, question, intent, one);
    if (records.length === 1) {
      reply.summary = part.lead;
    } else {
      reply.sections.push({ heading: one.id, text: part.lead, cite: { id: one.id, where: part.where } });
    }
    reply.facts.push(
      ...part.facts.map((f) => (records.length > 1 ? { ...f, label: `${one.id} · ${f.label}` } : f)),
    );
    reply.sections.push(...part.sections);
    reply.warnings.push(...part.warnings);
  }
  reply.actions = [
    { label: 'Overview', id: record.id, section: 'overview' },
    { label: 'Scoring', id: record.id, section: 'scoring' },
    { label: 'How to run', id: record.id, section: 'howto' },
  ];
  return reply;
}

type Part = {
  lead: string;
  where: string;
  facts: Reply['facts'];
  sections: ReplySection[];
  warnings: string[];
};

function answerOne(context: CommandContext, question: string, intent: Intent, record: BenchRecord): Part {
  switch (intent.kind) {
    case 'scoring': {
      const warnings = usesLlmJudge(record)
        ? [`${record.id} is scored by an LLM judge: a score depends on the judge model and its prompt.`]
        : [];
      return {
        lead: `${record.id} is scored by: ${record.page.metric.name || 'a metric the catalog does not name'} (metric.name).`,
        where: 'metric.name',
        facts: metricFacts(record),
        sections: [
          ...bodySections(record, ['scoring']),
          ...supporting(context, question, record, 'metric.baseline_note'),
        ],
        warnings,
      };
    }
    case 'facet': {
      const facet = answerFacet(record, intent.facet);
      const topic = FACET_TOPICS[intent.facet];
      const quoted = supporting(context, topic ? `${question} ${topic}` : question, record);
      // No sentence matched the question's words: the section that explains the facet will.
      const sections = quoted.length > 0 || !facet.section ? quoted : bodySections(record, [facet.section]);
      return { lead: facet.lead, where: intent.facet, facts: facet.facts, sections, warnings: [] };
    }
    case 'run': {
      const reply = howTo(context, record.id, intent.harness);
      return {
        lead: reply.title,
        where: 'How to run it',
        facts: reply.facts,
        sections: reply.sections,
        warnings: reply.warnings,
      };
    }
    case 'what-is':
    case 'compare':
    case 'identity':
      return {
        lead: record.page.summary || record.page.name,
        where: 'summary',
        facts: [],
        sections: bodySections(record, ['overview']),
        warnings: [],
      };
    case 'passages': {
      const sections = supporting(context, question, record);
      const lead =
        sections.length > 0
          ? `What the record of ${record.id} says:`
          : `The catalog's record of ${record.id} does not establish that. Its card has what it does establish.`;
      return { lead, where: sections[0]?.cite?.where ?? 'record', facts: [], sections, warnings: [] };
    }
  }
}

/** The sentences of a record that best answer the question, quoted with where they stand. */
function supporting(
  context: CommandContext,
  question: string,
  record: BenchRecord,
  skip?: string,
): ReplySection[] {
  const hits = context.index.passages(question, { ids: [record.id], limit: 3 });
  return hits
    .filter((hit) => hit.where !== skip)
    .map((hit) => ({
      heading: `From ${hit.where}`,
      text: `“${plainLinks(hit.text)}”`,
      cite: { id: record.id, where: hit.where },
    }));
}

/**
 * "Is A B?" answered from what the records say about each other: aliases, lineage, and sentences
 * that say one is not the other. Never from similar spelling alone.
 */
function relate(context: CommandContext, a: Named, b: Named): Reply {
  if (a.kind === 'shared') return sharedNameReply(a);
  if (b.kind === 'shared') return sharedNameReply(b);
  const reply = emptyReply('answer', `${nameOf(a)} and ${nameOf(b)}`);
  if (a.kind === 'record' && b.kind === 'record') {
    const x = a.record;
    const y = b.record;
    reply.recordId = x.id;
    if (x.id === y.id) {
      reply.summary = `Yes: ${a.text} and ${b.text} both name the record ${x.id} (its id and aliases: ${[x.id, ...x.page.aliases].join(', ')}).`;
      reply.facts.push({
        label: 'Aliases',
        value: x.page.aliases.join(', '),
        cite: { id: x.id, where: 'aliases' },
      });
      return reply;
    }
    const lineage = lineageRelations(x, y);
    const saysNot = [declaredDifferent(x).get(y.id), declaredDifferent(y).get(x.id)].filter(
      (quote) => quote !== undefined,
    );
    if (lineage.length > 0) {
      reply.summary = `They are related but not the same benchmark: ${lineage.map((one) => describeLineage(one.relation)).join('; ')}.`;
      reply.sections = lineage.map((one) => ({
        heading: `${one.cite.id} · ${one.cite.where}`,
        text: describeLineage(one.relation),
        cite: one.cite,
      }));
    } else if (saysNot.length > 0) {
      reply.summary = `No. ${x.id} and ${y.id} are different benchmarks, and the records say so.`;
    } else {
      reply.summary = `No: ${x.id} and ${y.id} are separate records in the catalog, and neither says it is the other.`;
    }
    reply.sections.push(
      ...saysNot.map((quote) => ({
        heading: `${quote.cite.id} · ${quote.cite.where}`,
        text: `“${quote.text}”`,
        cite: quote.cite,
      })),
    );
    reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
    return reply;
  }
  // One side (or both) is a name the records link but that has no record.
  const known = a.kind === 'record' ? a.record : b.kind === 'record' ? b.record : undefined;
  const missing = a.kind === 'linked' ? a.id : b.kind === 'linked' ? b.id : '';
  if (!known) return linkedNameReply(context.catalog, missing);
  reply.recordId = known.id;
  const saysNot = declaredDifferent(known).get(missing);
  if (saysNot) {
    reply.summary = `No. The record of ${known.id} says it is not ${missing}.`;
    reply.sections.push({
      heading: `${saysNot.cite.id} · ${saysNot.cite.where}`,
      text: `“${saysNot.text}”`,
      cite: saysNot.cite,
    });
  } else {
    reply.summary = `The catalog does not establish that ${known.id} is ${missing}: it has no record for ${missing}, and the record of ${known.id} does not say so.`;
  }
  for (const mention of context.catalog.mentions.get(missing) ?? []) {
    if (saysNot && mention.sentence === saysNot.text) continue;
    reply.sections.push({
      heading: `${mention.from} · ${mention.where}`,
      text: `“${mention.sentence}”`,
      cite: { id: mention.from, where: mention.where },
    });
  }
  reply.suggestions = [recordSuggestion(known)];
  return reply;
}

function sharedNameReply(shared: Extract<Named, { kind: 'shared' }>): Reply {
  const reply = emptyReply('answer', `"${shared.text}" names ${shared.records.length} records`);
  reply.summary = `"${shared.text}" is an alias of ${shared.records.map((record) => record.id).join(' and ')}. Ask about one of them by its id.`;
  reply.suggestions = shared.records.map(recordSuggestion);
  reply.facts = shared.records.map((record) => ({
    label: record.id,
    value: record.page.summary || record.page.name,
    cite: { id: record.id, where: 'summary' },
  }));
  return reply;
}
