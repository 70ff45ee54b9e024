/**
 * A question read again as it was meant: a later part that names only a sibling's words ("聚类呢?")
 * is the earlier part asked of that sibling; a probe's name asked of the benchmark's contamination
 * ("gsm8k contamination - any evidence of memorisation?") is that benchmark's.
 */
import type { CommandContext } from '../context.js';
import { NAME_MARK, readQuestion, type Question } from './question.js';

/**
 * A later part that asks the same again of another word: "MTEB 检索任务用什么指标？聚类呢？" (and
 * clustering?), "swe-bench verified how many tasks? what about lite".
 */
const SAME_AGAIN = [
  /^(?:那|还有|那么)?\s*([^\s§？?]{1,12}?)\s*(?:的)?呢$/u,
  /^(?:and|what about|how about|same for|and for|what of)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N} -]{1,30}?)(?:\s+(?:one|ones|board|split|set|track|subset|version))?$/iu,
];

/**
 * The earlier part asked again of the sibling a later part names by its own words only: the
 * family's name with those words stands where the earlier part named its member, and the
 * question read so names another member of that family ("聚类" of MTEB: mteb_clustering).
 */
export function siblingPart(
  context: CommandContext,
  earlier: Question,
  part: Question,
): Question | undefined {
  const words = part.masked.includes(NAME_MARK)
    ? undefined
    : SAME_AGAIN.map((pattern) => pattern.exec(part.masked)?.[1]).find((found) => found !== undefined);
  const [member] = earlier.records;
  const family = member?.page.lineage.family;
  if (!words || earlier.records.length !== 1 || earlier.marks.length !== 1 || !family) return undefined;
  const name = context.catalog.records.get(family)?.page.name ?? family;
  const reread = readQuestion(context, earlier.masked.replace(NAME_MARK, `${name} ${words}`));
  const [sibling] = reread.records;
  return reread.records.length === 1 && sibling !== member && sibling?.page.lineage.family === family
    ? reread
    : undefined;
}

/** "is it the same as mbpp's?", "and mmlu's?": the earlier part's fact, of the record owning it here. */
const OWNED_AGAIN = new RegExp(
  `^(?:(?:is|are)\\s+(?:it|that|this|they)\\s+)?(?:the\\s+)?(?:same\\s+as|and|vs\\.?|versus|what about|how about)\\s+${NAME_MARK}\\s*'s\\s*\\??$`,
);

/**
 * "whats the licence of mbpp+ and is it the same as mbpp's": the earlier part asked again of the
 * record the later part names as an owner; the two facts side by side answer "the same?".
 */
export function ownerPart(context: CommandContext, earlier: Question, part: Question): Question | undefined {
  // The name the part writes, not one it points back to with "it".
  const [written] = part.marks;
  const owner = written?.kind === 'record' ? written.record : undefined;
  if (!OWNED_AGAIN.test(part.masked.trim()) || earlier.records.length !== 1 || !owner) return undefined;
  const reread = readQuestion(context, earlier.masked.replace(NAME_MARK, owner.id));
  return reread.records.length === 1 && reread.records[0] === owner ? reread : undefined;
}

/** "它", "it": a part pointing back at the one thing asked before it. */
const POINTS_BACK = /它|这个|\bit\b/u;

/**
 * "有没有 CMExam 的页面？它跟 CMB 是一个东西吗": a part pointing back at a name the catalog lacks,
 * asked before it, is read with that name where it points, beside the record it names.
 */
export function unknownSubjectPart(
  context: CommandContext,
  unknown: string,
  part: Question,
): Question | undefined {
  const [written] = part.marks;
  if (!POINTS_BACK.test(part.masked) || part.marks.length !== 1 || written?.kind !== 'record')
    return undefined;
  const reread = readQuestion(
    context,
    part.masked.replace(POINTS_BACK, ` ${unknown} `).replace(NAME_MARK, written.record.id),
  );
  return reread.unknownNames.some(({ name }) => name === unknown) ? reread : undefined;
}

/** "… is there evidence models memorized the test set?": contamination asked of, not a probe run. */
const CONTAMINATION_ASKED =
  /\bevidence\b|\bmemori[sz]\w*|\bleak(?:ed|age)?\b|\bcontaminated\b|\btrained on\b|\bhow bad\b|泄露|污染了|背过/;
/** Words of a probe's own run: "gsm8k contamination in opencompass", "the probe's score". */
const PROBE_RUN = /\bprobe\b|\bopencompass\b|\bscore[ds]?\b|\bppl\b|\bperplexity\b|\brun\b|\btask\b|怎么跑/;

/**
 * "gsm8k contamination - is there actual evidence models memorized the test set?": the name of a
 * record built to probe a benchmark's contamination (gsm8k_contamination) is, asked that, the
 * benchmark's contamination; asked of its run ("… in opencompass, is that an accuracy score?"), the probe.
 */
export function facetNotProbe(context: CommandContext, read: Question): Question {
  const [only] = read.named;
  const family = only?.kind === 'record' ? /^(.+?)[\s_-]+contamination$/i.exec(only.text)?.[1] : undefined;
  if (!only || read.named.length !== 1 || !family) return read;
  if (!CONTAMINATION_ASKED.test(read.masked) || PROBE_RUN.test(read.masked)) return read;
  const reread = readQuestion(context, read.text.replace(only.text, `contamination of ${family}`));
  const [record] = reread.records;
  return reread.records.length === 1 && only.kind === 'record' && record?.id !== only.record.id
    ? reread
    : read;
}

/**
 * "terminal bench 1.0 vs 2.0", "needlebench v1 和 v2", "a terminal bench 1.0 score with a 2.0 one":
 * a name, then two of its versions, the second without the name. A version, not a score: "v" before it, a point in it, or one digit.
 */
const VERSION = String.raw`(?:v\d+(?:\.\d+)?|\d\.\d+|\d)`;
const VERSION_PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(${VERSION})(?:\s+(?:scores?|numbers?|results?|runs?|figures?))?\s*(?:vs\.?|versus|and|or|against|to|with|->|→|和|与|跟|对比|比)\s*(?:(?:an?|the)\s+)?(${VERSION})(?![\p{L}\p{N}.%])`,
  'iu',
);

/**
 * The question read with the name written before the second version too, where that names a
 * second record ("terminal bench 1.0 vs terminal bench 2.0": terminal_bench, terminal_bench_2).
 * The name is the one to four words before the first version.
 */
export function versionPair(context: CommandContext, read: Question): Question {
  const found = VERSION_PAIR.exec(read.text);
  if (!found || read.records.length > 1) return read;
  const before = read.text.slice(0, found.index).trimEnd();
  const words = before.split(/\s+/);
  const second = found[2] ?? '';
  const at = found.index + found[0].length - second.length;
  for (let count = 1; count <= Math.min(4, words.length); count++) {
    const name = words.slice(-count).join(' ');
    const reread = readQuestion(context, `${read.text.slice(0, at)}${name} ${read.text.slice(at)}`);
    const [first, other] = reread.records;
    if (reread.records.length === 2 && first && other && first.id !== other.id) return reread;
  }
  return read;
}
