import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRow, OutboxStore } from './store.ts';

export interface Mail {
  restaurantId: number | null;
  /** What the mail is, for the outbox: `password_reset`, `reservation`, `contact`, `order`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail's outbox row already written (in the transaction of what it tells about), waiting to be sent. */
export interface WrittenMail {
  id: number;
  mail: Mail;
}

export interface Mailer {
  /** Writes the mail to the outbox, then sends it. */
  send(mail: Mail): Promise<void>;
  /**
   * The outbox row of a mail, for a caller that writes it in its own transaction (a transactional
   * outbox: the mail exists exactly when what it tells about was committed); `deliver` sends it after.
   */
  outboxRow(mail: Mail): OutboxRow;
  /** Sends a mail whose outbox row is written, and marks the row sent or failed. Never throws. */
  deliver(written: WrittenMail): Promise<void>;
}

/**
 * Every mail is written to the outbox table first (a record that survives a crash and that tests
 * and developers read); with SMTP configured it is then sent and marked, and a failure is kept on
 * the row instead of failing the guest's request.
 */
export function createMailer(outbox: OutboxStore, options: { smtpUrl: string | undefined; from: string; now?: () => Date }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const now = options.now ?? (() => new Date());

  const outboxRow = (mail: Mail): OutboxRow => ({
    restaurant_id: mail.restaurantId,
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    created_at: now().toISOString(),
  });

  async function deliver({ id, mail }: WrittenMail) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await outbox.markSent(id, now().toISOString());
    } catch (error) {
      await outbox.markFailed(id, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    outboxRow,
    deliver,
    async send(mail) {
      await deliver({ id: await outbox.insert(outboxRow(mail)), mail });
    },
  };
}
