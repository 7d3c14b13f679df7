// A real SMTP server for the browser journeys: the app sends its mail here through SMTP_URL, as it would to
// a provider, and each message is kept as it arrived (raw .eml) in a folder. The global setup runs it in jest's
// main process; the journeys, in their workers, read the folder (harness.mjs: nextMail). No TLS, no login.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailServer(dir) {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          // Numbered in the order received; written then renamed, so a reader never sees half a message.
          const name = `${String((received += 1)).padStart(6, '0')}.eml`;
          writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
          renameSync(join(dir, `${name}.part`), join(dir, name));
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
