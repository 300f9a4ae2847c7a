import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib';
import { CMS_ROOT } from './strapi';

const ROOT = path.resolve(CMS_ROOT, '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <args>` from the repository root, as an owner runs it: without a terminal, on the given settings. */
export async function npmRun(args: string[], env: Record<string, string>): Promise<CommandResult> {
  // Restore refuses to run while something answers on the server's port: give it one nobody uses.
  const port = String(await freePort());
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
