import { spawn } from 'node:child_process';

/**
 * GNU tar through child_process: streams any size, keeps file modes, and is on every machine the
 * app runs on (Debian, the Docker image). Exit status 1 means "a file changed while being read":
 * an upload added during the backup, harmless, so it only warns.
 */
export function tar(args: string[]): Promise<{ warning?: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`tar could not run: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve({});
      else if (code === 1) resolve({ warning: stderr.trim() });
      else reject(new Error(`tar failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
