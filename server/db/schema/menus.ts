import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';

// System custom menus. Ids are part of the contract (community tabs 212–217), so they are
// given explicitly rather than generated.
export const menus = pgTable('menus', {
  menuId: integer().primaryKey(),
  menuName: text().notNull(),
  menuParentId: integer(),
  ...auditColumns(),
});
