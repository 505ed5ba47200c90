/**
 * `npm run tickets -- rotate-key --exhibition ME27` and `npm run tickets -- revoke ME27-104857` (issue
 * 35): a new signing key (the old one keeps its tickets valid until the show ends), and a cancelled
 * ticket (its registration deleted, its id on the gates' revocation list). Works with a server running
 * on the same DATA_DIR, like the import. Exit 0: done; 1: refused; 2: a mistake in the command.
 */
import { readEnv } from '../env';
import { runTicketsCommand, TicketsCommandSchema } from '../tickets/commands';
import { parseCommand, runSmallCommand } from './database-or-server';

const USAGE = 'Usage: npm run tickets -- rotate-key --exhibition ME27 | revoke <registration number, e.g. ME27-104857>';

async function main(): Promise<number> {
  let command;
  try {
    command = parseCommand(process.argv.slice(2), TicketsCommandSchema, 'registration_number', { '--exhibition': 'exhibition' });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  return runSmallCommand('tickets', command, runTicketsCommand, readEnv());
}

process.exitCode = await main();
