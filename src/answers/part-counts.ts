/**
 * The counts of each part a sentence gives ("1,273 in WMDP-Bio, 1,987 in WMDP-Cyber and 408 in
 * WMDP-Chem"), read out for "how many in each subset?", so the lead can list them rather than
 * leave them inside a quote.
 */
import { sentences } from '../catalog/links.js';

export interface PartCount {
  part: string;
  /** As the record writes it: "1,273", or "16,946 / 1,000 / 1,000" of a part's own splits. */
  count: string;
}

const COUNT = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const ITEMS = String.raw`(?:instances|questions|tasks|items|problems|examples|samples|prompts|pairs|behaviou?rs|conversations|exercises)`;

/**
 * The ways a sentence writes one part's count, tried in this order; each gives the count and the
 * part's name in the groups it names. The stricter forms come first, so "Dev: 269, Test: 1,091"
 * is read by its names, not as "269 total".
 */
const WRITTEN: readonly RegExp[] = [
  // "1,273 in WMDP-Bio": a count, then the capitalised name it is in.
  new RegExp(
    String.raw`(?<![\w.,])(?<count>${COUNT})\s+in\s+(?:the\s+)?(?<part>[A-Z][\w.-]*(?:[ -][A-Z0-9][\w.-]*)?)`,
    'g',
  ),
  // "R1 (16,946 / 1,000 / 1,000)": a name, then its own splits' counts.
  new RegExp(
    String.raw`\b(?<part>[A-Za-z][\w+#-]*)\s*\((?<count>(?:${COUNT})(?:\s*/\s*(?:${COUNT}))+)\)`,
    'g',
  ),
  // "train: 7,473", "C++ (26)", "introductory (3,639 total": a name, then its count.
  new RegExp(String.raw`\b(?<part>[A-Za-z][\w+#-]*)\s*[(:]\s*(?<count>${COUNT})(?![\w.,%])`, 'g'),
  // "731 public instances", "200 unsafe contrast prompts": a count, a word or two, the items.
  new RegExp(
    String.raw`(?<![\w.,])(?<count>${COUNT})\s+(?<part>[a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+${ITEMS}\b`,
    'g',
  ),
  // "1,520 bio / 2,225 cyber / 412 chemistry": a count, then a word, in a list.
  new RegExp(
    String.raw`(?<![\w.,])(?<count>${COUNT})\s+(?<part>[A-Za-z][\w-]*)(?=\s*(?:/|,|;|\+|\)|\band\b))`,
    'g',
  ),
];

/** Words that stand where a part's name would, and name none. */
const NO_PART =
  /^(?:total|in|only|each|all|exactly|about|roughly|some|more|further|other|remaining|items?|questions?|problems?|tasks?|examples?|samples?|prompts?|instances?|rows?|pairs?|exercises?|the|and|or|of|per)$/i;

/**
 * The parts one sentence counts, where they add up to the record's size: a list that adds up is
 * a breakdown of the whole, not counts of unrelated things side by side ("4 top-level areas and
 * 314 categories"), nor of one part's own parts ("ARC-Easy: 5,197 (2,251 train / …)" of all ARC).
 * The first such sentence, by the first way of writing that reads it; none where no sentence adds
 * up. Only parts that fit what the question groups by are read ("per split": train, test).
 */
export function partsCounted(
  text: string,
  size: number | null,
  fits: (part: string) => boolean,
): PartCount[] {
  if (size === null) return [];
  for (const sentence of sentences(text.replace(/\s+/g, ' '))) {
    for (const written of WRITTEN) {
      const parts = [...sentence.matchAll(written)]
        .map((match) => ({ part: match.groups?.part ?? '', count: match.groups?.count ?? '' }))
        // "10,000 problems: 5,000 train / …": the whole, said before its parts, is none of them.
        .filter(({ part }) => !part.split(' ').some((word) => NO_PART.test(word)) && fits(part));
      const names = new Set(parts.map(({ part }) => part.toLowerCase()));
      if (parts.length >= 2 && names.size === parts.length && sumOf(parts) === size) return parts;
    }
  }
  return [];
}

function sumOf(parts: readonly PartCount[]): number {
  return parts
    .flatMap(({ count }) => count.split('/'))
    .reduce((sum, count) => sum + Number(count.replace(/[,\s]/g, '')), 0);
}
