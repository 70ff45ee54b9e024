/**
 * The worker thread that writes a server's saved catalog (see saved.ts): it is sent the chunks one
 * at a time, writes each to a file beside the saved catalog's place, and renames the file into
 * place once the last is written. Serializing 10,000 records makes about 90 MB of buffers, which
 * the serving thread's collector frees only when it next runs: written there, they left the server
 * 34-58 MB larger for good. A worker's memory goes when it ends.
 */
import { closeSync, openSync, renameSync, unlinkSync } from 'node:fs';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { writeChunk, type SaveReply, type SaveRequest } from './saved.js';
import { runInBackground } from './worker-start.js';

// A save runs while the server answers requests.
runInBackground();

const { path } = workerData as { path: string };
const temporary = `${path}.${process.pid}.${threadId}.tmp`;
let fd: number | undefined;

function reply(message: SaveReply): void {
  parentPort?.postMessage(message);
}

parentPort?.on('message', (request: SaveRequest) => {
  try {
    fd ??= openSync(temporary, 'w');
    if ('chunk' in request) {
      writeChunk(fd, request.chunk);
      reply('written');
      return;
    }
    closeSync(fd);
    renameSync(temporary, path);
    reply('saved');
  } catch (error) {
    forget();
    reply({ failed: error instanceof Error ? error.message : String(error) });
  }
  parentPort?.close();
});

/** After a failure: no half-written file is left beside the saved catalog. */
function forget(): void {
  try {
    if (fd !== undefined) closeSync(fd);
  } catch {
    // Closed already.
  }
  try {
    unlinkSync(temporary);
  } catch {
    // Never made, or renamed.
  }
}
