/** benchbot as a System: the search index and `ask`, answering with ranked ids like the baselines. */
import type { CommandContext } from '../src/context.js';
import { ask } from '../src/answers/ask.js';
import type { Resolution } from '../src/search/types.js';
import type { System } from './baselines.js';

const LIMIT = 25;

function resolvedIds(resolution: Resolution): string[] {
  switch (resolution.kind) {
    case 'record':
    case 'linked':
      return [resolution.id];
    case 'ambiguous':
      return resolution.ids;
    case 'none':
      return resolution.suggestions.map((hit) => hit.id);
  }
}

export function oursSystem(context: CommandContext): System {
  const { index } = context;
  return {
    resolve: (query) => resolvedIds(index.resolve(query)),
    suggest: (query) => index.suggest(query, LIMIT).map((hit) => hit.id),
    search: (query) => index.search(query, LIMIT).map((hit) => hit.id),
    // The record the answer is about, then every record it cites, then its suggestions.
    ask: (question) => {
      const reply = ask(context, question);
      const cited = [...reply.facts, ...reply.sections].flatMap((part) => (part.cite ? [part.cite.id] : []));
      const ids = [
        ...(reply.recordId ? [reply.recordId] : []),
        ...cited,
        ...reply.suggestions.map((one) => one.id),
      ];
      return [...new Set(ids)];
    },
  };
}
