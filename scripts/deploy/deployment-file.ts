import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEPLOYMENT_FILE,
  deploymentFileSchema,
  type DeploymentFile,
} from '@portal/shared-types/site/deployment';
import { DeployError } from './errors';

export const deploymentPath = (deployDir: string) => path.join(deployDir, DEPLOYMENT_FILE);
export const versionsDir = (deployDir: string, folder: string) => path.join(deployDir, 'remotes', folder);
export const versionDir = (deployDir: string, folder: string, version: string) =>
  path.join(versionsDir(deployDir, folder), version);

/** True when the deploy folder already holds a published version of any remote. */
function holdsVersions(deployDir: string): boolean {
  const remotes = path.join(deployDir, 'remotes');
  if (!existsSync(remotes)) return false;
  return readdirSync(remotes).some((folder) =>
    readdirSync(path.join(remotes, folder)).some((name) => !name.startsWith('.')),
  );
}

/**
 * Reads deployment.json. A fresh deploy folder (no file, no versions) reads as empty when `allowFresh`
 * (the first deploy creates it); a file lost beside published versions, or a malformed one, refuses.
 */
export function readDeployment(deployDir: string, { allowFresh }: { allowFresh: boolean }): DeploymentFile {
  const file = deploymentPath(deployDir);
  if (!existsSync(file)) {
    if (allowFresh && !holdsVersions(deployDir)) return { remotes: {} };
    throw new DeployError(`${file} is missing; restore it (or remove ${deployDir} to start afresh)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new DeployError(`${file} is not valid JSON; fix or restore it`);
  }
  const parsed = deploymentFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DeployError(`${file} is malformed at ${issue?.path.join('.') || 'the top'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Writes deployment.json whole: a temporary file, then a rename, so no reader sees half of it. */
export function writeDeployment(deployDir: string, data: DeploymentFile): void {
  const file = deploymentPath(deployDir);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DeployError(`cannot write ${file} (${reason}); nothing changed`);
  }
}
