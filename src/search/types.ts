/**
 * What the rest of benchbot sees of search. Only src/search knows MiniSearch; everything else
 * works with these values.
 */

/**
 * A record found by search or suggestion, best first. `matched`: how many of a full-text query's
 * words it holds, for ranking a topic question's records by how much of the topic they cover.
 */
export type SearchHit = { id: string; name: string; category: string; score: number; matched?: number };

/** How a name the user typed was resolved. "Not found" is a value, not an exception. */
export type Resolution =
  /** One record: by its id, an alias, its name, a harness name, or a near spelling. */
  | {
      kind: 'record';
      id: string;
      via: 'id' | 'alias' | 'initials' | 'name' | 'harness' | 'fuzzy';
      matched: string;
    }
  /** A name several records answer to (the real catalog's AIME24 is an alias of two pages). */
  | { kind: 'ambiguous'; ids: string[]; matched: string }
  /** A name that records link as `[id](id.md)` but that has no record of its own. */
  | { kind: 'linked'; id: string }
  /** Nothing; with up to five suggestions, the nearest spellings first. */
  | { kind: 'none'; query: string; suggestions: SearchHit[] };

/** A sentence or field of a record that answers a question, with where it stands. */
export type PassageHit = {
  id: string;
  /** The body section heading or the dotted field name (`dataset.license`). */
  where: string;
  text: string;
  score: number;
};

/** A benchmark name found inside a longer text ("my nq_cn score"). */
export type EntityMention = {
  /** The record id, or the linked id when `linked` is true. */
  id: string;
  linked: boolean;
  /** The words of the text that named it, as written. */
  text: string;
  start: number;
  end: number;
  /** When the words name several records (AIME24): every id, `id` being the first. */
  alternatives?: string[];
  /**
   * A lower-case word the catalog's prose also uses as a word ("translation"): a name only when
   * the text names nothing else.
   */
  weak?: boolean;
};

export type SearchIndex = {
  /** Resolves a name the user typed: id, then alias and name, then harness names, then near spellings. */
  resolve(name: string): Resolution;
  /** Full-text search with prefix and fuzzy matching, best first. */
  search(query: string, limit?: number): SearchHit[];
  /**
   * The record a query clearly means by its text though it names none: every word of the query is
   * in it, and no other record has them all ("单选题" is in gaokao_math alone).
   */
  clearHit(query: string): SearchHit | undefined;
  /** The records whose text holds a word as written: no near spellings, no longer words it begins. */
  holders(word: string): string[];
  /** Suggestions for a partly typed name (autocomplete); an empty prefix gives a default list. */
  suggest(prefix: string, limit?: number): SearchHit[];
  /**
   * The passages of records (all, or only `ids`) that best answer a question. The benchmark
   * names in it are left out of the search, unless the caller has taken them out already
   * (`namesMasked`).
   */
  passages(
    question: string,
    options?: { ids?: readonly string[]; limit?: number; namesMasked?: boolean },
  ): PassageHit[];
  /** The benchmark names inside a question, left to right, longest match first. */
  entities(text: string): EntityMention[];
};
