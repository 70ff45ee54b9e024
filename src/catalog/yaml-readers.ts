/**
 * The two YAML libraries, loaded when a front matter is first read rather than with the parser:
 * a CLI run that reads its catalog from a snapshot (snapshot.ts) reads no YAML, and loading both
 * took about 60 ms of its start. Both ship a CommonJS build for Node, so they can be required on
 * demand from synchronous code.
 */
import { createRequire } from 'node:module';
import type * as JsYaml from 'js-yaml';
import type * as Yaml from 'yaml';

const require = createRequire(import.meta.url);
let jsYaml: typeof JsYaml | undefined;
let yaml: typeof Yaml | undefined;

/** js-yaml: reads a clean front matter several times faster (see readCleanYaml in parse.ts). */
export function fastYaml(): typeof JsYaml {
  jsYaml ??= require('js-yaml') as typeof JsYaml;
  return jsYaml;
}

/** The yaml library: every fault with its line, and the positions of fields. */
export function fullYaml(): typeof Yaml {
  yaml ??= require('yaml') as typeof Yaml;
  return yaml;
}
