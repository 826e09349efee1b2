// Zod-free, so the auth machine on the guest path can start with it (decision 0064).

/** The readiness journey starts here (SPEC §4 activePhase). */
export const INITIAL_READINESS_PHASE = 'awakening';
