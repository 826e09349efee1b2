import type { MarketingPageContent } from '../../components/Marketing/types';

export const MEMBERSHIP_PAGE: MarketingPageContent = {
  eyebrow: 'Plans for every member',
  title: 'Membership',
  lead: 'Memberships for individuals, SMEs, organisations and institutions: member rates, mentors, programs and a card that venues can check.',
  actions: [{ label: 'Apply for membership', to: '/registration/member' }, { label: 'Questions', to: '/membership#faq-title' }],
  sections: [
    { kind: 'plans', id: 'plans', title: 'Choose a plan', intro: 'Fees are per year in Indian rupees, GST extra. Apply online; an administrator approves each application and we send the invoice.', items: [
      { name: 'Individual', price: '₹1,200', cadence: '/ year', audience: 'Students, founders, experts, mentors and volunteers', help: 'Everything a person needs to learn, meet people and join events at the member rate.', features: ['Member rate at every summit event', 'Mentor office hours twice a month', 'Learning programs with certificates', 'A vote at the annual members’ meeting'], cta: { label: 'Apply as an individual', to: '/registration/member?plan=individual' } },
      { name: 'SME', price: '₹15,000', cadence: '/ year', audience: 'Registered micro, small and medium enterprises (up to 250 staff)', help: 'For enterprises with an Udyam registration looking for technology, pilots and talent.', features: ['Two open innovation challenges a year', 'Marketplace listing for your products', 'Three seats at the quarterly roundtables', 'Internship and talent postings'], cta: { label: 'Apply as an SME', to: '/registration/member?plan=sme' }, featured: true },
      { name: 'Institution', price: '₹30,000', cadence: '/ year', audience: 'Universities, colleges, schools, incubators and research institutes', help: 'Membership for your students and staff, with certification programs and incubation listings.', features: ['Up to 200 students and staff', 'Certification programs', 'Incubation cohort listing', 'Faculty seats on juries'], cta: { label: 'Apply as an institution', to: '/registration/member?plan=institution' } },
      { name: 'Organisation', price: '₹60,000', cadence: '/ year', audience: 'Corporates, investors, foundations and public bodies', help: 'Partnerships with your team on the platform, programs you run, and your logo on summit pages.', features: ['Run your own programs and challenges', 'Your team with roles', 'Partner logo on summit pages', 'Quarterly ecosystem reports'], cta: { label: 'Apply as an organisation', to: '/registration/member?plan=organisation' } },
    ] },
    { kind: 'faq', id: 'faq', title: 'Questions about membership', items: [
      { q: 'Can I hold more than one role?', a: 'Yes. A member can be, say, an expert and a volunteer, and switch view at any time.' },
      { q: 'How do members under 18 join?', a: 'They register with a parent’s name, e-mail and phone number; the confirmation code goes to the parent.' },
      { q: 'How do I pay?', a: 'Not online: once an administrator approves your application, the membership is to be invoiced and the invoice comes by e-mail.' },
      { q: 'How do venues check my membership?', a: 'Your membership card has a QR code; scanning it shows whether the membership is valid or expired.' },
    ] },
    { kind: 'cta', id: 'join', title: 'Become a member', text: 'Apply in a few minutes; you see the decision in your notifications.', primary: { label: 'Apply for membership', to: '/registration/member' } },
  ],
};
