import { StartupRefusal } from '../../startupRefusal';

export const say = (line: string) => console.log(`[fieldwatch] ${line}`);

/** Runs a command-line tool: a refusal is one line and exit status 1, anything else its full error. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof StartupRefusal) console.error(`[fieldwatch] ${err.message}`);
      else console.error('[fieldwatch] failed:', err);
      process.exit(1);
    },
  );
}
