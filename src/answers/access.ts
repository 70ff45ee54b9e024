/**
 * "Can I just download it from HF?", "can I run it without PhysioNet access?": whether the data is
 * open to anyone, which a record says where it is not (credentialed, gated, behind an agreement).
 */
import type { BenchRecord } from '../catalog/record.js';
import { sentences } from '../catalog/links.js';
import { quotesMatching } from './relations.js';

/** Getting the data asked about: downloading it, access to it, running it without something. */
// Not "run it without injections", nor "just get benign utility": a setting, a score.
const ACCESS_ASKED =
  /\bdownload\w*|\baccess\b|\bwithout (?:an? |the )?(?:[\w-]+ )?(?:account|credential\w*|login|approval|agreement|registration|sign-?up)\b|\bfreely\b|\bjust (?:grab|get|pull)\s+(?:it|them|the (?:data|dataset|files?|questions))\b|\bopenly\b|\bgated\b|\bcredential\w*|下载|直接(?:用|跑|拿)|权限|申请/;

/** A sentence that says the data is not open to all. */
const ACCESS_LIMITED =
  /\bcredential\w*|\bgated\b|\bpassword-(?:protected|gated)\b|\baccess request\b|\bdata use agreement\b|\bnot (?:a )?(?:fully )?public(?:ly)?\b(?! test)|\bnot (?:publicly )?released\b|\bnot redistributed\b/i;

/** Words a sentence on getting the data writes. */
const DATA_WORDS =
  /\b(?:data(?:set)?s?|files?|access|download\w*|corpus|records|notes|questions|items|images|splits?|answers|labels)\b/i;

/**
 * A sentence that leaves it open ("Whether labels are public, gated, or held out is not
 * established"), or speaks of one split or part kept back ("the test sets are not publicly released"),
 * which says nothing of getting the rest.
 */
const NOT_OF_ALL =
  /\bwhether\b|\bnot established\b|\bcould not be determined\b|\b(?:test|dev|devtest|validation|train|training (?:set|split)s?|splits?|held[- ]out|hidden|portions?|parts?|subsets?|domains?|some)\b|\b(?:one|two|three|four|five|\d+) of\b/i;

/**
 * The record's word that its data takes access first, where the question asks about getting it:
 * its licence field first, which says what access is needed, then its sentences on the data, its
 * own "Dataset and licence" section before notes elsewhere. Empty where either is missing.
 */
export function accessLead(record: BenchRecord, question: string): string {
  if (!ACCESS_ASKED.test(question.toLowerCase())) return '';
  const limits = (text: string) => ACCESS_LIMITED.test(text) && !NOT_OF_ALL.test(text);
  // A sentence of the record's that keeps something else back ("better attacks … are not public")
  // says nothing of the data.
  const ofData = (text: string) => limits(text) && DATA_WORDS.test(text);
  const licence = sentences(record.page.dataset.license).find(limits);
  // The record's sentences are read only where the licence field says nothing of access.
  const quote = licence
    ? undefined
    : quotesMatching(record, ACCESS_LIMITED)
        .filter((one) => ofData(one.text))
        .sort(
          (a, b) =>
            Number(b.cite.where === 'Dataset and licence') - Number(a.cite.where === 'Dataset and licence'),
        )[0];
  const said = licence
    ? { where: 'dataset.license', text: licence }
    : quote && { where: quote.cite.where, text: quote.text };
  return said
    ? `Not openly: by the record of ${record.id}, its data takes access first (${said.where}): “${said.text}”`
    : '';
}
