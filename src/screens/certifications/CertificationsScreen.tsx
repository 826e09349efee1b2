import { MarketingPage } from '../../components/Marketing/MarketingPage';
import type { MarketingPageContent } from '../../components/Marketing/types';

const PAGE: MarketingPageContent = {
  eyebrow: 'Prove what you learned',
  title: 'Certifications',
  lead: 'Complete a learning program — every course, module and unit — and receive a certificate anyone can verify.',
  actions: [{ label: 'Start learning', to: '/auth?mode=register' }, { label: 'For institutions', to: '/for-institution' }],
  sections: [
    { kind: 'features', id: 'tracks', title: 'Certification tracks', items: [
      { icon: 'rocket', title: 'Startup Foundations', text: 'Problem discovery, MVP and first customers. About 20 hours.' },
      { icon: 'money', title: 'Investment Readiness', text: 'Financial basics, pitch and due diligence. About 15 hours.' },
      { icon: 'cpu', title: 'Responsible AI Practitioner', text: 'Building with AI safely and fairly. About 12 hours.' },
      { icon: 'users', title: 'Community Mentor', text: 'Mentoring skills for experts and volunteers. About 8 hours.' },
    ] },
    { kind: 'steps', id: 'how', title: 'How it works', items: [
      { title: 'Enrol', text: 'Pick a program; progress is saved unit by unit.' },
      { title: 'Learn and practise', text: 'Each module ends with a short assessment.' },
      { title: 'Get certified', text: 'Finish every unit and the certificate is issued to your profile.' },
    ] },
    { kind: 'cta', id: 'join', title: 'Start a track today', text: 'Learning programs are included in every membership.', primary: { label: 'Create your account', to: '/auth?mode=register' }, secondary: { label: 'Events & Programs', to: '/web/events-programs' } },
  ],
};

/** Certifications earned through the learning programs. */
export default function CertificationsScreen() {
  return <MarketingPage page={PAGE} />;
}
