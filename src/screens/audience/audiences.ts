// /individual, /sme, /for-organisation, /for-institution as data, keyed by path.
import type { MarketingPageContent } from '../../components/Marketing/types';

const events = { kind: 'events', id: 'events', title: 'Coming up', more: { label: 'All events and programs', to: '/web/events-programs' } } as const;

export const AUDIENCE_PAGES: Record<string, MarketingPageContent> = {
  '/individual': {
    eyebrow: 'Students, founders, professionals',
    title: 'For Individuals',
    lead: 'Learn, meet people and build something — whether you have an idea, a skill to share or just curiosity.',
    actions: [{ label: 'Create your free account', to: '/auth?mode=register' }, { label: 'Memberships', to: '/membership' }],
    sections: [
      { kind: 'features', id: 'paths', title: 'Pick your path', items: [
        { icon: 'rocket', title: 'Aspiring founder', text: 'Start the readiness journey and join the Idea to MVP bootcamp.', to: '/web/startups' },
        { icon: 'target', title: 'Expert or mentor', text: 'Give a few hours a month in office hours and juries.', to: '/web/community' },
        { icon: 'heart', title: 'Volunteer', text: 'Help run events and meet the whole ecosystem.', to: '/web/community' },
        { icon: 'book', title: 'Learner', text: 'Programs and certifications that employers recognise.', to: '/certifications' },
      ] },
      events,
      { kind: 'cta', id: 'join', title: 'Become a member', text: 'Individual membership is ₹1,200 a year: member rates, mentor office hours and certificates.', primary: { label: 'Apply for membership', to: '/registration/member?plan=individual' }, secondary: { label: 'Compare plans', to: '/membership' } },
    ],
  },
  '/sme': {
    eyebrow: 'Small and medium enterprises',
    title: 'For SMEs',
    lead: 'Find startups with the technology you need, pilot it safely and grow with a community of buyers and partners.',
    actions: [{ label: 'Join as an SME', to: '/auth?mode=register' }, { label: 'Marketplace', to: '/web/marketplace' }],
    sections: [
      { kind: 'features', id: 'benefits', title: 'What the summit does for SMEs', items: [
        { icon: 'cpu', title: 'Technology scouting', text: 'Post a challenge and get proposals from vetted startups.' },
        { icon: 'briefcase', title: 'Pilot programs', text: 'Templates for a fair, time-boxed pilot agreement.' },
        { icon: 'users', title: 'Talent', text: 'Interns and project teams from partner institutions.' },
        { icon: 'globe', title: 'New markets', text: 'Meet buyers and public bodies at roundtables.' },
      ] },
      events,
      { kind: 'cta', id: 'join', title: 'Post your first challenge', text: 'SME membership includes two open challenges a year.', primary: { label: 'Apply as an SME', to: '/registration/member?plan=sme' }, secondary: { label: 'See the SME plan', to: '/membership' } },
    ],
  },
  '/for-organisation': {
    eyebrow: 'Corporates, foundations and public bodies',
    title: 'For Organisations',
    lead: 'Run open innovation, CSR and mission programs with a community that delivers — and measure what they achieve.',
    actions: [{ label: 'Become a partner', to: '/auth?mode=register' }, { label: 'Enablers', to: '/web/enablers' }],
    sections: [
      { kind: 'features', id: 'programs', title: 'Programs you can run', items: [
        { icon: 'award', title: 'Open challenges', text: 'Set a problem, a prize and a jury; we bring the solvers.' },
        { icon: 'heart', title: 'CSR programs', text: 'Mentoring, grants and volunteering with clear reporting.' },
        { icon: 'shield', title: 'Public missions', text: 'Policy and mission hubs for government partners.' },
        { icon: 'users', title: 'Team and member management', text: 'Admin Center for your people, roles and privileges.' },
      ] },
      { kind: 'steps', id: 'how', title: 'How a partnership starts', items: [
        { title: 'Talk to us', text: 'Tell us your goals and audience.' },
        { title: 'Design the program', text: 'Pick formats, dates and success measures.' },
        { title: 'Launch and report', text: 'Run it on the platform and see the results.' },
      ] },
      { kind: 'cta', id: 'join', title: 'Let’s design your program', text: 'Organisation plans include an Admin Center and a partner page.', primary: { label: 'Apply as an organisation', to: '/registration/member?plan=organisation' }, secondary: { label: 'Organisation plan', to: '/membership' } },
    ],
  },
  '/for-institution': {
    eyebrow: 'Universities, colleges and research centres',
    title: 'For Institutions',
    lead: 'Bring students and faculty into real projects with startups and industry, with programs and certifications built in.',
    actions: [{ label: 'Join as an institution', to: '/auth?mode=register' }, { label: 'Certifications', to: '/certifications' }],
    sections: [
      { kind: 'features', id: 'benefits', title: 'For your campus', items: [
        { icon: 'book', title: 'Learning programs', text: 'Host your courses as programs, modules and units.' },
        { icon: 'award', title: 'Certifications', text: 'Issue verifiable certificates for completed programs.' },
        { icon: 'rocket', title: 'Student startups', text: 'A readiness journey and mentors for student founders.' },
        { icon: 'briefcase', title: 'Industry projects', text: 'Challenges from organisations, solved by student teams.' },
      ] },
      events,
      { kind: 'cta', id: 'join', title: 'Bring your campus in', text: 'Institution plans include an institute profile and learner management.', primary: { label: 'Apply as an institution', to: '/registration/member?plan=institution' }, secondary: { label: 'Institution plan', to: '/membership' } },
    ],
  },
};
