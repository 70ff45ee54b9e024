/**
 * What a plain-language question asks, decided from its words and the benchmarks it names. The
 * patterns are deliberately few and broad: a question that fits none is answered by quoting the
 * record's best-matching passages, which is never wrong, only less direct.
 */
import type { HarnessName } from '../catalog/schema.js';

export type Intent =
  | { kind: 'compare' }
  | { kind: 'identity' }
  | { kind: 'run'; harness?: HarnessName }
  | { kind: 'scoring' }
  | { kind: 'what-is' }
  | { kind: 'facet'; facet: FacetName }
  | { kind: 'passages' };

export type FacetName =
  | 'size'
  | 'licence'
  | 'authors'
  | 'publisher'
  | 'paper'
  | 'released'
  | 'successor'
  | 'predecessor'
  | 'family'
  | 'random-baseline'
  | 'human-baseline'
  | 'top-score'
  | 'contamination'
  | 'languages'
  | 'data-source'
  | 'split'
  | 'leaderboard'
  | 'researched'
  | 'status'
  | 'name'
  | 'prompt';

/** Facets in the order they are tried: the more specific patterns first. */
const FACETS: readonly [FacetName, RegExp][] = [
  [
    'random-baseline',
    /\b(?:random|chance)\b.*\b(?:baseline|score|rate|level|accuracy)\b|\brandom baseline\b|\bchance\b/,
  ],
  [
    'human-baseline',
    /\bhuman\b.*\b(?:baseline|score|performance|accuracy|level)\b|\bhow (?:well|good) (?:do|are) (?:humans|experts|people)\b/,
  ],
  [
    'top-score',
    /\b(?:top|best|highest|record|sota|state of the art|leading)\b.*\b(?:score|result|model|number)\b|\bsaturat/,
  ],
  ['contamination', /\bcontaminat|\bleak|\btraining data\b|\bmemori[sz]/],
  [
    'size',
    /\bhow (?:many|big|large)\b|\bsize\b|\bnumber of (?:items|questions|problems|examples|tasks|samples|rows)\b|\bitem count\b|\bhow much data\b/,
  ],
  ['licence', /\blicen[cs]e|\blicensed\b|\bcopyright\b|\bterms of use\b/],
  ['paper', /\bpaper\b|\barxiv\b|\bpublication\b|\bcite\b|\bcitation\b|\bintroduced\b/],
  [
    'authors',
    /\bwho (?:wrote|made|created|built|designed|authored|developed|introduced)\b|\bauthors?\b|\bcreators?\b/,
  ],
  [
    'publisher',
    /\bwho (?:publishes|maintains|runs|owns|hosts)\b|\bpublisher\b|\bmaintainer\b|\borg(?:ani[sz]ation)?\b/,
  ],
  [
    'successor',
    /\bsuccessors?\b|\breplac(?:ed|es|ement)\b|\bnewer version\b|\bwhat came after\b|\bsucceeded\b/,
  ],
  ['predecessor', /\bpredecessors?\b|\bwhat came before\b|\bbased on\b|\bderived from\b|\bevolved from\b/],
  ['family', /\bfamily\b|\bvariants?\b|\bsubsets?\b|\bpart of\b/],
  [
    'name',
    /\bstands? for\b|\bacronym\b|\babbreviation\b|\bexpan(?:d|sion)\b|\bfull name\b|\bwhat does the name\b/,
  ],
  [
    'prompt',
    /\bprompts?\b|\btemplate\b|\binstructions? (?:does|do|is|are|given)\b|\bwhat does the model (?:see|get|receive)\b|\binput format\b|\btask format\b/,
  ],
  ['languages', /\blanguages?\b|\bmultilingual\b|\bin (?:english|chinese)\b|\bmodalit/],
  [
    'data-source',
    /\b(?:data|dataset|items|questions|files?)\b.*\b(?:come from|from|source|sourced|download|hosted|where|path|location)\b|\bwhere (?:is|are|do|does|can)\b.*\b(?:data|dataset|file|files)\b/,
  ],
  ['split', /\bsplits?\b|\btest set\b|\bdev set\b|\bvalidation set\b|\bpublic test\b/],
  ['leaderboard', /\bleaderboard\b|\branking\b/],
  [
    'released',
    /\bwhen\b.*\b(?:released|published|introduced|come out|came out|created)\b|\brelease (?:date|year)\b|\bhow old\b|\bwhat year\b/,
  ],
  ['researched', /\bresearched\b|\breviewed\b|\bhow fresh\b|\bup to date\b|\blast updated\b/],
  ['status', /\bstill (?:used|active|relevant)\b|\bdeprecated\b|\bstatus\b|\bsuperseded\b/],
];

/**
 * Words that say what a facet is about, added to the question when searching the record's
 * passages: "what does kcle stand for" has no word that the sentence about its acronym has.
 */
export const FACET_TOPICS: Partial<Record<FacetName, string>> = {
  name: 'acronym expansion expand name stands',
  prompt: 'prompt template instruction form input',
  size: 'items questions problems count size',
  licence: 'licence license',
  'data-source': 'data file path download hosted',
  contamination: 'contamination leakage training',
  'top-score': 'top score highest best',
};

/** The commonest of those questions asked in Chinese. */
const CHINESE_FACETS: readonly [FacetName, RegExp][] = [
  ['size', /多少(?:题|道|个|条)|规模|数量/],
  ['licence', /许可/],
  ['authors', /作者|谁(?:写|做|提出)/],
  ['paper', /论文/],
  ['contamination', /污染|泄露/],
];

const HARNESS_WORDS: readonly [HarnessName, RegExp][] = [
  ['lm_eval', /\blm[-_ ]?eval(?:uation)?(?:[-_ ]harness)?\b|\beleuther/],
  ['opencompass', /\bopen ?compass\b/],
  ['helm', /\bhelm\b/],
  ['inspect_evals', /\binspect(?:[-_ ]evals?)?\b/],
  ['bigbench', /\bbig[-_ ]?bench\b(?! hard| lite)/],
];

/**
 * Classifies a question. `names` is how many distinct benchmarks it names.
 * @example classify('how do I run gsm8k in lm-eval', 1) // { kind: 'run', harness: 'lm_eval' }
 */
export function classify(question: string, names: number): Intent {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (
    /\bcompar|\bvs\.?\b|\bversus\b|\bbetter than\b|\bworse than\b|\bhigher than\b|\blower than\b|\bdiffer/.test(
      q,
    ) &&
    names >= 1
  ) {
    return { kind: 'compare' };
  }
  if (names >= 2 && isIdentityQuestion(q)) return { kind: 'identity' };
  const harness = HARNESS_WORDS.find(([, pattern]) => pattern.test(q))?.[0];
  if (
    /\b(?:how (?:do|can|should|would|to) (?:i |we |you |one )?(?:run|evaluate|reproduce|launch|execute|set up|use)|run(?:ning)? (?:it|this)?\b|\bcommand\b|\bconfig(?:uration)?s?\b|\binvoke\b|\btask name\b|\bwhat harness|\bwhich harness)/.test(
      q,
    ) ||
    /怎么运行|如何运行|怎么跑|如何跑/.test(q) ||
    (harness && /\b(?:run|task|in|with|under)\b/.test(q))
  ) {
    return harness ? { kind: 'run', harness } : { kind: 'run' };
  }
  if (
    /\bscor(?:ed|ing|er)\b|\bgrad(?:ed|ing|er)\b|\bmetrics?\b|\bjudge[sd]?\b|\bevaluator\b|\bmarked\b|\bexact match\b|\bsubstring\b|\bpass@|\baccuracy\b|\bhow is .* (?:measured|computed|calculated)\b|\bwhat does .* report\b/.test(
      q,
    ) ||
    /评分|打分|指标|评测方法/.test(q)
  ) {
    return { kind: 'scoring' };
  }
  for (const [facet, pattern] of FACETS) if (pattern.test(q)) return { kind: 'facet', facet };
  for (const [facet, pattern] of CHINESE_FACETS) if (pattern.test(q)) return { kind: 'facet', facet };
  // "what does the GaoKaoMATH 95.2 figure mean": a number is best answered by the sentence that has it.
  if (
    /(?:^|\s)\d+(?:\.\d+)?%?(?=\s|$|[?,.])/.test(q) &&
    /\b(?:figure|number|score|result|value|percent)\b/.test(q)
  ) {
    return { kind: 'passages' };
  }
  if (names >= 1 && isWhatIs(q)) return { kind: 'what-is' };
  return { kind: 'passages' };
}

/**
 * How two named benchmarks relate: "is A B?", "is A the same as B", "is A just another name for
 * B", "is A a variant of B", "is A part of the B family".
 */
function isIdentityQuestion(q: string): boolean {
  if (
    /\b(?:same|identical|another name|other name|alias|renamed|rename|equivalent|equal to|spelling|a copy of|related|relation|variant|part of|family|successor|predecessor|subset|version of|based on|derived from)\b/.test(
      q,
    )
  ) {
    return true;
  }
  // A bare "is A B?": a yes/no question with no other predicate words.
  return (
    /^\s*(?:is|are)\b/.test(q) && !/\b(?:scored|graded|harder|easier|public|saturated|licen[cs]ed)\b/.test(q)
  );
}

function isWhatIs(q: string): boolean {
  return (
    /^\s*(?:what(?:'s| is| are)|tell me about|describe|explain|what does .* (?:measure|test|evaluate|cover)|what kind of)\b/.test(
      q,
    ) ||
    /是什么|什么是|介绍/.test(q) ||
    q.trim().split(/\s+/).length <= 3
  );
}
