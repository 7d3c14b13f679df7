// A real SMPP 3.4 server for the browser journeys (the smpp package's, as an Indian aggregator runs one): the app sends
// its SMS here through SMS_URL, and each accepted submit_sm is kept as a JSON file in a folder. The global setup runs
// it in jest's main process; the journeys, in their workers, read the folder (harness.mjs: nextSms).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import smpp from 'smpp';

export const SMPP_USER = 'bazaar';
const PASSWORD = 'e2e-smpp-password';

export async function startSmsServer(dir) {
  mkdirSync(dir, { recursive: true });
  // The DLT ids' TLVs, as the app sends them (backend/src/sms/sms-transport.ts).
  if (!smpp.tlvsById[0x1400]) {
    smpp.addTLV('pe_id', { id: 0x1400, type: smpp.types.tlv.string });
    smpp.addTLV('template_id', { id: 0x1401, type: smpp.types.tlv.string });
  }
  let received = 0;
  const server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu) => {
      session.send(pdu.response({ command_status: pdu.system_id === SMPP_USER && pdu.password === PASSWORD ? 0 : smpp.ESME_RINVPASWD }));
    });
    session.on('submit_sm', (pdu) => {
      const message = typeof pdu.short_message === 'string' ? pdu.short_message : pdu.short_message.message;
      const name = String((received += 1)).padStart(6, '0');
      const sms = { to: `+${pdu.destination_addr}`, from: pdu.source_addr, text: message, peId: pdu.pe_id, templateId: pdu.template_id };
      writeFileSync(join(dir, `${name}.json.part`), JSON.stringify(sms));
      renameSync(join(dir, `${name}.json.part`), join(dir, `${name}.json`));
      session.send(pdu.response({ message_id: name }));
    });
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smpp://${SMPP_USER}:${PASSWORD}@127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of [...server.sessions]) session.destroy();
        server.close(() => resolve());
      }),
  };
}
