import { rmSync } from 'node:fs';

/** Stops the servers started by the global setup (the app, then the SMTP, SMPP and push servers) and removes its temporary data. */
export default async function globalTeardown() {
  const state = globalThis.__BAZAAR_E2E__;
  if (!state) return;
  const { server, smtp, sms, push, tmp } = state;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  await smtp?.close();
  await sms?.close();
  await push?.close();
  if (process.env.E2E_KEEP_DATA) console.log(`\n[e2e] kept ${tmp} (E2E_KEEP_DATA)`);
  else rmSync(tmp, { recursive: true, force: true });
}
