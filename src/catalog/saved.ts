/**
 * A server's saved catalog: what its last load gave (the parsed files, and the record index's
 * word counts), kept in the cache directory and read at the next start instead of parsing and
 * indexing again when the files are the same. At 10,000 pages, parsing and indexing are most of
 * a start; reading them back is a fraction of it.
 *
 * Which files a saved catalog was made from is known two ways. The key it is found by is a hash of
 * the record files' paths, sizes and modification times, and of the code that parsed and indexed
 * them: a stat of each file, cheap enough for the start. A hash of the files' contents is kept
 * too, and checked after the server is up (verifySavedCatalog): an edit that keeps a file's size
 * and time (`cp -p`, an archive extracted with its times) is caught there, and the server then
 * parses the files again. A saved catalog that does not match is never used.
 *
 * The form is V8's serializer (what postMessage uses: the records come back in the same shape as
 * the parsing worker's), in chunks written one after another, so that a load reads, and holds, one
 * chunk at a time and yields to the event loop between chunks. JSON would put one string of the
 * whole catalog in memory first (twice its size: CJK names make it two-byte).
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { Deserializer, Serializer } from 'node:v8';
import { forEachInSlices, yieldToEventLoop } from '../slices.js';
import type { ParsedFile } from './catalog.js';
import { CATALOG_CODE, codeHash, SEARCH_CODE } from './code-hash.js';
import { isRunning } from './running.js';
import { startCatalogWorker } from './worker-start.js';

/** Bumped when what a saved catalog holds changes shape. */
const FORMAT = 'benchbot-saved-catalog/2';
/** Each chunk's sha256, before it: bytes changed on disk are not deserialized and served. */
const DIGEST_BYTES = 32;
/** Bytes read at once when files are hashed: a page is about 11 KB. */
const READ_BUFFER_BYTES = 256 * 1024;
/** Parsed files per chunk: a few MB each at real page sizes. */
const FILES_PER_CHUNK = 250;

type Header = { format: string; key: string; contentKey: string; fileChunks: number; indexChunks: number };

export type SavedCatalog<Index> = { files: ParsedFile[]; index: Index[]; contentKey: string };

/** Where the saved catalog of `dataDirs` is kept under the cache directory: one per set of directories. */
export function savedCatalogPath(cacheDir: string, dataDirs: readonly string[]): string {
  const name = createHash('sha256').update(dataDirs.join('\0')).digest('base64url').slice(0, 16);
  return join(cacheDir, 'served', `${name}.bin`);
}

/**
 * The key a saved catalog is found by: the files (as recordFiles lists them) by path, size and
 * time. In slices: 10,000 stats are 50-70 ms, too long to hold a reload's requests.
 */
export async function statKey(files: readonly string[]): Promise<string> {
  // A saved catalog holds the record index's postings as MiniSearch reads them (see records.ts):
  // another minisearch may read them otherwise, so its version is part of the key.
  const code = codeHash([CATALOG_CODE, SEARCH_CODE], ['minisearch']);
  const hash = createHash('sha256').update(`${FORMAT}\0${code}\0`);
  await forEachInSlices(files, (file) => {
    const stat = statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  });
  return hash.digest('hex');
}

/**
 * A hash of the files' contents, in slices. Read synchronously, a few milliseconds of files at a
 * time: three awaited calls a file took minutes at 10,000 files beside a busy event loop.
 */
export async function contentKey(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  // One buffer for every file: a buffer per file (readFileSync) left the process tens of MB
  // larger at 10,000 files, memory freed by the collector but not given back to the system.
  let buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  await forEachInSlices(files, (file) => {
    const fd = openSync(file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > buffer.length) buffer = Buffer.allocUnsafe(size);
      let read = 0;
      while (read < size) {
        const got = readSync(fd, buffer, read, size - read, read);
        if (got === 0) break;
        read += got;
      }
      hash.update(`${file}\0${read}\0`).update(buffer.subarray(0, read));
    } finally {
      closeSync(fd);
    }
  });
  return hash.digest('hex');
}

/**
 * The saved catalog at `path` when it was made from files with this `key`; undefined when there
 * is none, it cannot be read, or it was made from other files or code (then parse as usual).
 */
export async function readSavedCatalog<Index>(
  path: string,
  key: string,
): Promise<SavedCatalog<Index> | undefined> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const next = chunkReader(fd);
    const header = next() as Partial<Header> | undefined;
    if (header?.format !== FORMAT || header.key !== key) return undefined;
    const files: ParsedFile[] = [];
    const index: Index[] = [];
    for (let chunk = 0; chunk < (header.fileChunks ?? 0); chunk++) {
      files.push(...(next() as ParsedFile[]));
      await yieldToEventLoop();
    }
    for (let chunk = 0; chunk < (header.indexChunks ?? 0); chunk++) {
      index.push(next() as Index);
      await yieldToEventLoop();
    }
    return { files, index, contentKey: String(header.contentKey) };
  } catch {
    // Cut short or corrupt: as if there were none.
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads one length-prefixed value after another from `fd`, through one buffer: a buffer per chunk
 * would be garbage the collector frees late, and memory it is not given back.
 */
function chunkReader(fd: number): () => unknown {
  let position = 0;
  let buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  const digest = Buffer.alloc(DIGEST_BYTES);
  const read = (length: number): Buffer => {
    if (length > buffer.length) buffer = Buffer.allocUnsafe(length);
    const got = readSync(fd, buffer, 0, length, position);
    if (got !== length) throw new Error('saved catalog: cut short');
    position += length;
    return buffer.subarray(0, length);
  };
  return (): unknown => {
    const prefix = read(4 + DIGEST_BYTES);
    const length = prefix.readUInt32LE(0);
    prefix.copy(digest, 0, 4);
    const chunk = read(length);
    if (!createHash('sha256').update(chunk).digest().equals(digest))
      throw new Error('saved catalog: a chunk does not match its checksum');
    return decode(chunk);
  };
}

/** One value, length-prefixed and with its sha256, at the end of `fd` (as chunkReader reads it). */
export function writeChunk(fd: number, value: unknown): void {
  const chunk = encode(value);
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32LE(chunk.byteLength, 0);
  writeAll(fd, prefix);
  writeAll(fd, createHash('sha256').update(chunk).digest());
  writeAll(fd, chunk);
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let written = 0; written < bytes.byteLength;)
    written += writeSync(fd, bytes, written, bytes.byteLength - written);
}

/*
 * V8's own serializer, not Node's default one (v8.serialize): that one gives typed arrays back as
 * views on the bytes read, and the reader reuses its buffer for the next chunk, which then wrote
 * over the record index's postings. V8's own copies them out.
 */
function encode(value: unknown): Buffer {
  const serializer = new Serializer();
  serializer.writeHeader();
  serializer.writeValue(value);
  return serializer.releaseBuffer();
}

function decode(bytes: Buffer): unknown {
  const deserializer = new Deserializer(bytes);
  deserializer.readHeader();
  return deserializer.readValue() as unknown;
}

/** What the saving worker (save-worker.ts) is sent: a chunk to write, or that all were sent. */
export type SaveRequest = { chunk: unknown } | { done: true };
export type SaveReply = 'written' | 'saved' | { failed: string };

/**
 * Saves what loading `files` gave: `parsed` (the files' parses in catalog order) and `index`
 * (the record index's data, in parts), under `key`, and the content hash of the files. A worker
 * thread writes it (see save-worker.ts), a chunk at a time, beside its place, then renames it
 * into place, so that no reader sees half of one.
 */
export async function writeSavedCatalog<Index>(
  path: string,
  key: string,
  files: readonly string[],
  parsed: readonly ParsedFile[],
  index: Iterable<Index>,
): Promise<void> {
  const indexParts = [...index];
  const fileChunks = Math.ceil(parsed.length / FILES_PER_CHUNK);
  const header: Header = {
    format: FORMAT,
    key,
    contentKey: await contentKey(files),
    fileChunks,
    indexChunks: indexParts.length,
  };
  mkdirSync(dirname(path), { recursive: true });
  const writer = saveWorker(path);
  try {
    await writer.send({ chunk: header });
    for (let chunk = 0; chunk < fileChunks; chunk++)
      await writer.send({ chunk: parsed.slice(chunk * FILES_PER_CHUNK, (chunk + 1) * FILES_PER_CHUNK) });
    for (const part of indexParts) await writer.send({ chunk: part });
    await writer.send({ done: true });
  } finally {
    await writer.stop();
  }
}

/**
 * The saving worker, sent one request at a time: each resolves once the worker has done it, so
 * that no more than one chunk waits in memory, and rejects with the worker's failure.
 */
function saveWorker(path: string): {
  send: (request: SaveRequest) => Promise<void>;
  stop: () => Promise<number>;
} {
  const worker = startCatalogWorker('save-worker', { workerData: { path } });
  let pending: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const fail = (error: Error) => {
    pending?.reject(error);
    pending = undefined;
  };
  worker.on('message', (reply: SaveReply) => {
    if (typeof reply === 'object') fail(new Error(`saved catalog: ${reply.failed}`));
    pending?.resolve();
    pending = undefined;
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('saved catalog: the saving worker stopped')));
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(request);
      }),
    stop: () => worker.terminate(),
  };
}

/**
 * Deletes the temporary files a save left beside the saved catalogs when its process was killed
 * (kill -9 in the middle of a save): named `<saved>.<pid>.<thread>.tmp`, each of a process that no
 * longer runs. Other servers' saves in progress are left alone. Best effort.
 */
export function removeStaleSaves(path: string): void {
  const dir = dirname(path);
  try {
    for (const name of readdirSync(dir)) {
      const pid = /\.(\d+)\.\d+\.tmp$/.exec(name)?.[1];
      if (pid !== undefined && !isRunning(Number(pid))) unlinkSync(join(dir, name));
    }
  } catch {
    // No folder yet, or one it cannot read: nothing served depends on it.
  }
}

/** Forgets a saved catalog (one found not to match its files' contents). */
export function removeSavedCatalog(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
