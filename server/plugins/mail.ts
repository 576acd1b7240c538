/**
 * The mail service: SMTP when SMTP_URL is set, otherwise each message is written as an `.eml` file
 * under DATA_DIR/mail/ (names sort by time, newest last). Sending runs in the background so an answer
 * never waits on (or reveals timing of) a mail server; `idle()` waits for what is under way.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (e.g. an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message, or work that yields one (or nothing) and runs after the answer has gone. */
export type MailJob = MailMessage | (() => Promise<MailMessage | null>);

export interface Mailer {
  /** Queues a message; failures are logged, never thrown to the caller. */
  send(job: MailJob): void;
  /** Resolves when every queued message has been handed over. */
  idle(): Promise<void>;
  /** Where file-backend mail goes; undefined with SMTP. */
  readonly mailDir: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailDir = smtpUrl ? undefined : path.join(dataDir, 'mail');
    if (mailDir) await mkdir(mailDir, { recursive: true });
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const pending = new Set<Promise<void>>();
    let seq = 0;

    async function deliver(message: MailMessage): Promise<void> {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      if (mailDir) {
        const raw = (info as { message?: unknown }).message;
        if (!Buffer.isBuffer(raw)) throw new Error('stream transport gave no buffer');
        seq = (seq + 1) % 1_000_000;
        const name = `${Date.now()}-${String(seq).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(path.join(mailDir, name), raw);
        app.log.info({ to: message.to, file: name }, 'mail written');
      } else {
        app.log.info({ to: message.to }, 'mail sent');
      }
    }

    const mailer: Mailer = {
      mailDir,
      send(job) {
        const task = (async () => {
          const message = typeof job === 'function' ? await job() : job;
          if (message) await deliver(message);
        })()
          .catch((error: unknown) => app.log.error({ err: error }, 'mail failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => {
      await mailer.idle();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
