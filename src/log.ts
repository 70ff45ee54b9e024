/**
 * A tiny JSON-lines logger: one object per line on stderr (stdout stays free for the CLI's
 * output), `{ time, level, msg, ...fields }`. Errors become `{ name, message, code, stack }`.
 * Never pass it the config: the token must not be printed.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type Logger = Record<LogLevel, (msg: string, fields?: LogFields) => void>;

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * @example createLogger('info').warn('interaction failed', { ref: 'a1b2c3', error })
 */
export function createLogger(
  level: LogLevel | 'silent',
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Logger {
  const at =
    (entry: LogLevel) =>
    (msg: string, fields: LogFields = {}): void => {
      if (RANK[entry] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: entry, msg, ...serialize(fields) }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function serialize(fields: LogFields): LogFields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value instanceof Error ? errorFields(value) : value]),
  );
}

function errorFields(error: Error): LogFields {
  const code = (error as Error & { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    stack: error.stack,
  };
}
