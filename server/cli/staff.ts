/**
 * `npm run staff -- add <e-mail> --role gate|organiser`, `remove <e-mail> --role …`, `list`: staff
 * accounts (issue 35). `add` gives an existing account the role, or creates the account and prints a
 * one-time password once. Works with a server running on the same DATA_DIR, like the import. Exit 0:
 * done; 1: refused; 2: a mistake in the command.
 */
import { readEnv } from '../env';
import { runStaffCommand, StaffCommandSchema } from '../tickets/commands';
import { parseCommand, runSmallCommand } from './database-or-server';

const USAGE = 'Usage: npm run staff -- add <e-mail> --role gate|organiser | remove <e-mail> --role gate|organiser | list';

async function main(): Promise<number> {
  let command;
  try {
    command = parseCommand(process.argv.slice(2), StaffCommandSchema, 'email', { '--role': 'role' });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  return runSmallCommand('staff', command, runStaffCommand, readEnv());
}

process.exitCode = await main();
