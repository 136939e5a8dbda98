import { ConfigError } from "#app/config/env.server.ts";
import { DatabaseBusyError } from "#app/db/lock.server.ts";

/** A mistake on the command line: its message is for the person at the terminal. */
export class CommandError extends Error {}

/**
 * Runs a command's main function and sets the exit code. Mistakes the person
 * can put right (the command's own errors, a busy embedded database, bad
 * configuration, an unknown option) print their message alone; anything else
 * is a bug and keeps its stack trace.
 */
export async function runCommand(
  main: (argv: string[]) => Promise<number>,
  ...ownErrors: (new (...args: never[]) => Error)[]
) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    const expected = [CommandError, DatabaseBusyError, ConfigError, ...ownErrors].some((type) => error instanceof type);
    // Node's argument parser names the option: unknown, missing its value, or a stray word.
    const parseError = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS_");
    if (expected || parseError) {
      console.error((error as Error).message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
