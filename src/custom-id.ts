/**
 * Button custom ids. A button carries everything needed to answer its press (the record id and
 * the section), so any process (a gateway shard, the HTTP endpoint, a restarted bot) can answer it
 * without remembering the message. Which command a press runs is the registry's `button`, not
 * part of the id. Discord caps a custom_id at 100 characters.
 */
import { SECTION_KEYS, type SectionKey } from './catalog/record.js';
import { CUSTOM_ID_MAX } from './render/limits.js';

/** What a press shows: one section of a record, or its whole card when `section` is absent. */
export type ButtonTarget = { id: string; section?: SectionKey };

/** Kept as it was when buttons named their command: buttons on messages already sent still work. */
const PREFIX = 'bench';
const CARD = 'card';

/**
 * `bench:<section|card>:<record id>`; undefined when the id is too long to fit, so the caller
 * leaves that button out rather than send one Discord would reject.
 *
 * @example buttonCustomId({ id: 'kcle', section: 'howto' }) // 'bench:howto:kcle'
 */
export function buttonCustomId(target: ButtonTarget): string | undefined {
  const customId = `${PREFIX}:${target.section ?? CARD}:${target.id}`;
  return target.id !== '' && customId.length <= CUSTOM_ID_MAX ? customId : undefined;
}

/** The target of a custom id, or undefined for one this bot did not make (it is untrusted input). */
export function parseButtonCustomId(customId: string): ButtonTarget | undefined {
  const match = /^([a-z]+):([a-z]+):(.+)$/s.exec(customId);
  if (!match || match[1] !== PREFIX || customId.length > CUSTOM_ID_MAX) return undefined;
  const [, , section = '', id = ''] = match;
  if (section === CARD) return { id };
  const key = SECTION_KEYS.find((candidate) => candidate === section);
  return key ? { id, section: key } : undefined;
}
