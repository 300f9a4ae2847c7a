import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib';

/** A mail as a real SMTP server received it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  envelopeTo: string[];
  envelopeFrom: string;
  mail: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails in total have arrived. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Keeps the next mail to `address` unanswered (a slow server) until the returned function is called. */
  holdNextMailTo(address: string): () => void;
  close(): Promise<void>;
}

/** The settings that point the app at an SMTP server on this port of the loopback interface. */
export function smtpEnv(port: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    SMTP_USER: 'site',
    SMTP_PASS: 'smtp-test-password',
    MAIL_FROM: 'Trattoria Ticino <site@trattoria.example>',
  };
}

/** A real SMTP server (smtp-server) on 127.0.0.1, accepting the test account's login, without TLS. */
export async function startSmtpServer(port?: number): Promise<TestSmtpServer> {
  const listenPort = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let hold: { address: string; until: Promise<void> } | undefined;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'site' && auth.password === 'smtp-test-password') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((address) => address.address);
      const held = hold && recipients.includes(hold.address) ? hold.until : undefined;
      if (held) hold = undefined;
      simpleParser(stream)
        .then(async (mail) => {
          await held;
          received.push({
            envelopeTo: recipients,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            mail,
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    port: listenPort,
    received,
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} mail(s), received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    holdNextMailTo(address) {
      let release = () => undefined as void;
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { address, until };
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
