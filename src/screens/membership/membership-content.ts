import type { MarketingPageContent } from '../../components/Marketing/types';

export const MEMBERSHIP_PAGE: MarketingPageContent = {
  eyebrow: 'Plans for every member',
  title: 'Membership',
  lead: 'Start free as an individual. Startups, SMEs, organisations and institutions get the tools they need to run programs and grow.',
  actions: [{ label: 'Join free', to: '/auth?mode=register' }, { label: 'Questions', to: '/membership#faq-title' }],
  sections: [
    { kind: 'plans', id: 'plans', title: 'Choose a plan', intro: 'Prices are per year. Members in the limited release keep their price when plans change.', items: [
      { name: 'Individual', price: 'Free', audience: 'Students, founders, experts, volunteers', help: 'Everything a person needs to learn, meet people and join events. No card needed.', features: ['Events and competitions', 'Forum, chat and following', 'Readiness journey', 'Learning programs'], cta: { label: 'Join free', to: '/auth?mode=register' } },
      { name: 'Startup', price: '€120', cadence: '/ year', audience: 'Founding teams up to 10 people', help: 'For a registered or pre-incorporation startup. Includes every team member’s individual membership.', features: ['Everything in Individual', 'Mentor office hours', 'Pitch Night applications', 'Startup Success Toolkit'], cta: { label: 'Start as a startup', to: '/auth?mode=register' }, featured: true },
      { name: 'SME', price: '€480', cadence: '/ year', audience: 'Companies with up to 250 staff', help: 'Small and medium enterprises looking for technology, pilots and talent.', features: ['Two open challenges a year', 'Marketplace listings', 'Roundtable seats', 'Talent and internships'], cta: { label: 'Choose SME', to: '/sme' } },
      { name: 'Organisation', price: 'Custom', audience: 'Corporates, foundations, institutions, public bodies', help: 'Partnerships with an Admin Center for your people, roles and privileges, and programs you run on the platform.', features: ['Admin Center', 'Programs and challenges', 'Certifications', 'Reporting'], cta: { label: 'Talk to us', to: '/for-organisation' } },
    ] },
    { kind: 'faq', id: 'faq', title: 'Questions about membership', items: [
      { q: 'Can I hold more than one role?', a: 'Yes. A member can be, say, an expert and a volunteer, and switch view at any time.' },
      { q: 'How do members under 18 join?', a: 'They register with a parent’s name, e-mail and phone number; the confirmation code goes to the parent.' },
      { q: 'Can I change plans later?', a: 'Yes, upgrades take effect at once and are prorated.' },
    ] },
    { kind: 'cta', id: 'join', title: 'Start with the free plan', text: 'Most members start free and upgrade when their team grows.', primary: { label: 'Create your account', to: '/auth?mode=register' } },
  ],
};
