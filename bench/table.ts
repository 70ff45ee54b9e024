/** The printed report: build figures per size, then each operation against each baseline. */
import { coldStartLine, type ColdStart } from './cold-start.js';
import { pct, type Target } from './targets.js';
import { OPERATIONS, type Baseline, type SizeResult } from './size.js';

const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3);
const times = (value: number) => `${value >= 10 ? value.toFixed(0) : value.toFixed(1)}x`;

/** A Markdown table, so the same text goes to the terminal and into the README. */
function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function report(
  sizes: readonly SizeResult[],
  cold: ColdStart | undefined,
  targets: readonly Target[],
): string {
  const parts: string[] = [];
  parts.push(
    table(
      [
        'size',
        'records',
        'load + validate ms',
        'index ms',
        'heap MB',
        'RSS MB',
        'Fuse.js index ms',
        'record index: ours ms / MB',
        'MiniSearch addAll ms / MB',
        'saved index: build / load ms (JSON MB)',
      ],
      sizes.map((size) => [
        size.size,
        String(size.records),
        ms(size.loadMs),
        ms(size.indexMs),
        size.heapMB.toFixed(0),
        size.rssMB.toFixed(0),
        ms(size.baselineIndexMs.fuse),
        `${ms(size.recordIndex.ours.buildMs)} / ${size.recordIndex.ours.heldMB.toFixed(1)}`,
        `${ms(size.recordIndex.documented.buildMs)} / ${size.recordIndex.documented.heldMB.toFixed(1)}`,
        size.savedIndex
          ? `${ms(size.savedIndex.buildMs)} / ${ms(size.savedIndex.loadMs)} (${size.savedIndex.jsonMB.toFixed(0)})`
          : '',
      ]),
    ),
  );
  parts.push(
    table(
      [
        'size',
        'floor ms (read + js-yaml)',
        'cold start ms',
        'cold / floor',
        'RSS MB',
        'warm restart ms',
        'warm / floor',
        'RSS MB',
        'load average',
      ],
      sizes.map(({ size, server }) => [
        size,
        ms(server.floorMs),
        ms(server.cold.readyMs),
        `${server.coldOverFloor.toFixed(2)}x`,
        server.cold.rssMB.toFixed(0),
        ms(server.warm.readyMs),
        `${server.warmOverFloor.toFixed(2)}x`,
        server.warm.rssMB.toFixed(0),
        server.loadAverage.map((load) => load.toFixed(1)).join(' → '),
      ]),
    ),
  );
  parts.push(
    table(
      [
        'size',
        'name keys',
        'sorted keys: build ms / MB',
        'look-up p50 / p99 / max ms',
        'SearchableMap.atPrefix: build ms / MB',
        'look-up p50 / p99 / max ms',
      ],
      sizes.map(({ size, prefixLookup: { keys, sorted, atPrefix } }) => [
        size,
        String(keys),
        `${ms(sorted.buildMs)} / ${sorted.heldMB.toFixed(1)}`,
        `${ms(sorted.p50)} / ${ms(sorted.p99)} / ${ms(sorted.max)}`,
        `${ms(atPrefix.buildMs)} / ${atPrefix.heldMB.toFixed(1)}`,
        `${ms(atPrefix.p50)} / ${ms(atPrefix.p99)} / ${ms(atPrefix.max)}`,
      ]),
    ),
  );
  const reloads = sizes.flatMap(({ size, reload }) => (reload ? [{ size, reload }] : []));
  if (reloads.length > 0)
    parts.push(
      table(
        [
          'size',
          'connections',
          'steady p50 / p99 / max ms',
          'while reloading p50 / p99 / max ms',
          'reloading p99 / steady p99',
          'reloads (each until swapped and saved)',
          'errors',
        ],
        reloads.map(({ size, reload }) => [
          size,
          String(reload.connections),
          `${ms(reload.steady.p50)} / ${ms(reload.steady.p99)} / ${ms(reload.steady.max)}`,
          `${ms(reload.reloading.p50)} / ${ms(reload.reloading.p99)} / ${ms(reload.reloading.max)}`,
          `${reload.p99Ratio.toFixed(2)}x`,
          `${reload.reloading.reloads}: ${reload.reloading.reloadMs.map((took) => (took / 1000).toFixed(1)).join(', ')} s`,
          String(reload.steady.errors + reload.reloading.errors),
        ]),
      ),
    );
  const rows: string[][] = [];
  for (const size of sizes) {
    for (const operation of OPERATIONS) {
      const result = size.operations[operation];
      const cell = (name: 'ours' | Baseline) => {
        const { latency } = result[name];
        return `${ms(latency.p50)} / ${ms(latency.p99)} / ${ms(latency.max)}${name === 'ours' || latency.n === result.ours.latency.n ? '' : ` (n=${latency.n})`}`;
      };
      const accuracy = (name: 'ours' | Baseline) => {
        const { top1, top5 } = result[name].accuracy;
        if (name === 'ours' || result[name].latency.n === result.ours.latency.n)
          return `${pct(top1)} / ${pct(top5)}`;
        const same = result[name].oursOnSame;
        return `${pct(top1)} / ${pct(top5)} (ours ${pct(same.top1)} / ${pct(same.top5)})`;
      };
      rows.push([
        size.size,
        operation,
        cell('ours'),
        cell('fuse'),
        cell('linear'),
        cell('minisearch'),
        `${times(result.ratio.fuse.p50)} / ${times(result.ratio.fuse.p99)}`,
        `${times(result.ratio.linear.p50)} / ${times(result.ratio.linear.p99)}`,
        `${times(result.ratio.minisearch.p50)} / ${times(result.ratio.minisearch.p99)}`,
        accuracy('ours'),
        accuracy('fuse'),
        accuracy('linear'),
        accuracy('minisearch'),
      ]);
    }
  }
  parts.push(
    table(
      [
        'size',
        'operation',
        'ours p50 / p99 / max ms',
        'Fuse.js',
        'linear scan',
        'MiniSearch as documented',
        'vs Fuse.js p50 / p99',
        'vs linear',
        'vs MiniSearch',
        'ours top-1 / top-5',
        'Fuse.js',
        'linear',
        'MiniSearch',
      ],
      rows,
    ),
  );
  if (cold) {
    parts.push(coldStartLine(cold));
  }
  parts.push(
    table(
      ['target', 'now', 'limit', 'met'],
      targets.map((target) => [target.name, String(target.value), target.limit, target.met ? 'yes' : 'NO']),
    ),
  );
  return `${parts.join('\n\n')}\n`;
}
