import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Schema } from '../../db/schema.ts';

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
export function createMailer(db: Kysely<Schema>, options: { smtpUrl: string | undefined; from: string; now?: () => Date }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const now = options.now ?? (() => new Date());
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox_mails')
        .values({
          restaurant_id: mail.restaurantId,
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          created_at: now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await db.updateTable('outbox_mails').set({ sent_at: now().toISOString() }).where('id', '=', row.id).execute();
      } catch (error) {
        await db
          .updateTable('outbox_mails')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
}
