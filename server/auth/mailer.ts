import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail { to: string; subject: string; text: string }
export interface Mailer { send(mail: Mail): Promise<void>; kind: 'smtp' | 'outbox' }

const FROM = process.env.MAIL_FROM ?? 'Summit Platform <no-reply@summit.example>';

/** SMTP when SMTP_URL is set; otherwise the outbox table (development and tests). */
export function createMailer(db: Db, smtpUrl: string | undefined): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { kind: 'smtp', send: async (mail) => { await transport.sendMail({ from: FROM, ...mail }); } };
  }
  return { kind: 'outbox', send: async (mail) => { await db.insert(outbox).values(mail); } };
}
