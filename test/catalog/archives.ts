/**
 * Catalog archives for the pull tests, built entry by entry with node-tar's Header, so that
 * hostile entries (`..`, absolute paths, links) can be made as an attacker would.
 */
import { Header } from 'tar';

export type Entry = {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  body?: string;
  linkpath?: string;
};

/** A tar archive, header by header (node-tar's Header), so that hostile entries can be made. */
export function tarOf(entries: readonly Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: entry.type === undefined || entry.type === 'File' ? body.byteLength : 0,
      mode: 0o644,
      mtime: new Date(0),
      linkpath: entry.linkpath,
    }).encode(header);
    blocks.push(header);
    if (entry.type === undefined || entry.type === 'File') {
      blocks.push(body, Buffer.alloc((512 - (body.byteLength % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

export const page = (id: string, name: string) =>
  `---\nid: ${id}\nname: ${JSON.stringify(name)}\ncategory: knowledge\nsummary: ${name}, pulled.\n---\n\n## What it measures\n\n${name} measures what it says.\n`;

/** The catalog repository as GitHub archives it: one top folder, benchmarks/ inside. */
export const GOOD = [
  { path: 'modelspec-main/', type: 'Directory' },
  { path: 'modelspec-main/README.md', body: '# modelspec\n' },
  { path: 'modelspec-main/benchmarks/', type: 'Directory' },
  { path: 'modelspec-main/benchmarks/pulled_only.md', body: page('pulled_only', 'Pulled Only Bench') },
  { path: 'modelspec-main/benchmarks/mmlu.md', body: page('mmlu', 'MMLU as pulled') },
] satisfies Entry[];

export const SECOND = [
  { path: 'modelspec-main/benchmarks/second_pull.md', body: page('second_pull', 'Second Pull Bench') },
] satisfies Entry[];
