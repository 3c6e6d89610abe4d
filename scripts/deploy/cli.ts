// npm run deploy -- <remote> | npm run deploy -- --prune <remote> --keep N | npm run rollback -- <remote> [version]
// DEPLOY_DIR (default <repo>/deploy) is the folder the API serves the remotes from.
import path from 'node:path';
import { deploy, prune, rollback } from './commands';
import { DeployError } from './errors';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Positional arguments and `--name value` options; `--name` alone is true. */
function parseArgs(args: string[]) {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else
      options.set(
        arg.slice(2),
        args[index + 1] !== undefined && !args[index + 1]!.startsWith('--') ? args[++index]! : 'true',
      );
  }
  return { positional, options };
}

async function main(command: string | undefined, args: string[]): Promise<string> {
  const ctx = { repoRoot, deployDir: path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy')) };
  const { positional, options } = parseArgs(args);
  const allowed = command === 'deploy' ? ['prune', 'keep', 'prebuilt'] : [];
  const unknown = [...options.keys()].find((key) => !allowed.includes(key));
  if (unknown) throw new DeployError(`unknown option --${unknown}`);
  if (positional.length > (command === 'rollback' ? 2 : 1))
    throw new DeployError(`too many arguments: ${args.join(' ')}`);
  if (command === 'rollback') return rollback(ctx, positional[0], positional[1]);
  if (command !== 'deploy') throw new DeployError(`unknown command "${command ?? ''}"`);
  if (options.has('prune')) return prune(ctx, options.get('prune'), options.get('keep'));
  if (options.has('keep')) throw new DeployError('--keep goes with --prune <remote>');
  return deploy(ctx, { remote: positional[0], prebuilt: options.get('prebuilt') });
}

const [command, ...args] = process.argv.slice(2);
main(command, args).then(
  (message) => console.log(message),
  (error: unknown) => {
    const message = error instanceof DeployError ? error.message : `failed: ${(error as Error).message}`;
    console.error(`${command ?? 'deploy'}: ${message}`);
    process.exitCode = 1;
  },
);
