import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxStore } from './store.ts';

export interface Mail {
  restaurantId: number | null;
  /** What the mail is, for the outbox: `password_reset`, `reservation`, `contact`, `order`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox table first (a record that survives a crash and that tests
 * and developers read); with SMTP configured it is then sent and marked, and a failure is kept on
 * the row instead of failing the guest's request.
 */
export function createMailer(outbox: OutboxStore, options: { smtpUrl: string | undefined; from: string; now?: () => Date }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const now = options.now ?? (() => new Date());
  return {
    async send(mail) {
      const id = await outbox.insert({
        restaurant_id: mail.restaurantId,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        created_at: now().toISOString(),
      });
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
    },
  };
}
