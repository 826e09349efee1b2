// What each system role offers, shown when a member chooses the role to act in.
export const ROLE_DESCRIPTIONS: Record<string, string> = {
  admin: 'Run the platform: members, roles, privileges and menus in the Admin Center.',
  organization: 'Represent your organization: manage its members, events and community presence.',
  institute: 'Bring your institute’s students and programs to the community.',
  expert: 'Mentor founders, review pitches and share what you know in the expert community.',
  volunteer: 'Help run events and programs, and keep your volunteer profile up to date.',
  learner: 'Follow learning programs, units and your readiness journey.',
  temp: 'Your starting role: explore the community while you choose how to take part.',
};

export const roleDescription = (roleName: string) => ROLE_DESCRIPTIONS[roleName.toLowerCase()] ?? 'A custom role set up for your organization.';
