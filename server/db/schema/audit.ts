import { integer, timestamp } from 'drizzle-orm/pg-core';

// Every record carries who created, changed and deleted it (SPEC §3); deletes are soft.
export const auditColumns = () => ({
  createdBy: integer().notNull().default(0),
  modifiedBy: integer(),
  deletedBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp({ withTimezone: true }),
  deletedAt: timestamp({ withTimezone: true }),
});
