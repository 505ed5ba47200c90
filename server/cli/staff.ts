/**
 * `npm run staff -- add <e-mail> --role gate|organiser`, `remove <e-mail> --role …`, `list`: staff
 * accounts (issue 35). `add` gives an existing account the role, or creates the account and prints a
 * one-time password once. Works with a server running on the same DATA_DIR, like the import. Exit 0:
 * done; 1: refused; 2: a mistake in the command.
 */
import * as v from 'valibot';
import { readEnv } from '../env';
import { runStaffCommand, StaffCommandSchema } from '../tickets/commands';
import { parseArgs, runSmallCommand } from './database-or-server';

const USAGE = 'Usage: npm run staff -- add <e-mail> --role gate|organiser | remove <e-mail> --role gate|organiser | list';

async function main(): Promise<number> {
  let command;
  try {
    const parsed = parseArgs(process.argv.slice(2), [], ['--role']);
    const [name, email, ...rest] = parsed.positional;
    if (rest.length > 0) throw new Error(`unexpected ${rest.join(' ')}`);
    const result = v.safeParse(StaffCommandSchema, { command: name, email, role: parsed.values.get('--role') });
    if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '));
    command = result.output;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  return runSmallCommand('staff', command, runStaffCommand, readEnv());
}

process.exitCode = await main();
