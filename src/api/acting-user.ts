// SPEC §3: audit fields carry "the acting user's numeric id (from the session profile's user_id,
// 0 if missing)". The app wires a getter at start (src/app/actors.ts); API modules read it here,
// so they need neither the auth machine nor React.

let getter: () => number | null | undefined = () => 0;

/** Wires where the acting user id comes from (called once at app start, and by tests). */
export function configureActingUser(next: () => number | null | undefined): void {
  getter = next;
}

/** The signed-in member's user_id, or 0 when there is none (SPEC §3). */
export function actingUserId(): number {
  const id = getter();
  return typeof id === 'number' && Number.isFinite(id) ? id : 0;
}
