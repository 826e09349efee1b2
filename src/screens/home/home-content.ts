// The public home page as data (rendered by components/Marketing/MarketingPage).
import type { MarketingPageContent } from '../../components/Marketing/types';

export const HOME_PAGE: MarketingPageContent = {
  eyebrow: 'Startup & Innovation Summit Community',
  title: 'Where founders, investors and innovators meet — all year round.',
  lead: 'Find events and competitions, learn in guided programs, follow the hubs that matter to you and meet the people who can move your idea forward.',
  actions: [
    { label: 'Join the community', to: '/auth?mode=register' },
    { label: 'Explore events & programs', to: '/web/events-programs' },
  ],
  facts: [
    { figure: '25+', label: 'topic hubs, from funding to wellbeing' },
    { figure: '6', label: 'communities: startup, investor, business, government, educator, expert' },
    { figure: '4', label: 'learning levels: program, course, module, unit' },
  ],
  sections: [
    {
      kind: 'features',
      id: 'audiences',
      title: 'Built for everyone in the ecosystem',
      intro: 'One community, with a place for each role. Pick yours to see what the summit offers you.',
      items: [
        { icon: 'rocket', title: 'Startups', text: 'A readiness journey, mentors, funding hubs and pitch competitions, from first idea to first round.', to: '/web/startups' },
        { icon: 'money', title: 'Investors', text: 'Discover vetted startups by sector and stage, and meet the founders in small roundtables.', to: '/web/network' },
        { icon: 'book', title: 'Institutions', text: 'Bring students and faculty into programs, challenges and certifications.', to: '/for-institution' },
        { icon: 'briefcase', title: 'Organisations', text: 'Run open-innovation challenges and CSR programs with a community that delivers.', to: '/for-organisation' },
      ],
    },
    {
      kind: 'events',
      id: 'whats-on',
      title: 'What’s on',
      intro: 'The next dates in the summit calendar. Everything is free for members unless marked otherwise.',
      more: { label: 'All events and programs', to: '/web/events-programs' },
    },
    {
      kind: 'steps',
      id: 'how',
      title: 'How the community works',
      items: [
        { title: 'Join in two minutes', text: 'Register with your e-mail and choose your role: founder, expert, volunteer, institution or organisation.' },
        { title: 'Follow your journey', text: 'The readiness journey suggests programs, hubs and people for the stage you are at.' },
        { title: 'Meet and build', text: 'Join events, post in the forum, message members and team up on challenges.' },
        { title: 'Show what you achieved', text: 'Earn certifications and tell your story on the success wall.' },
      ],
    },
    {
      kind: 'features',
      id: 'services',
      title: 'Services for every stage',
      items: [
        { icon: 'calendar', title: 'Events and Activities', text: 'Pitch nights, bootcamps, roundtables and the annual summit.', to: '/web/events-programs' },
        { icon: 'tool', title: 'Startup Success Toolkit', text: 'Templates for problem interviews, pitch decks, cap tables and more.', to: '/web/toolkits' },
        { icon: 'chart', title: 'Investment Ecosystem', text: 'Investor profiles, funding calls and readiness checks before you pitch.', to: '/web/network' },
        { icon: 'users', title: 'Get Involved', text: 'Mentor, volunteer, judge a competition or host a session.', to: '/web/community' },
      ],
    },
    {
      kind: 'quotes',
      id: 'voices',
      title: 'Voices from the community',
      items: [
        { quote: 'Pitch Night got us three investor meetings in a week. The feedback from the jury rewrote our deck for the better.', name: 'Amara Nwosu', role: 'Founder, GreenGrid' },
        { quote: 'As a mentor I meet founders at exactly the moment a good question changes their direction.', name: 'Rahul Mehta', role: 'Expert mentor, fintech' },
        { quote: 'Our students ship real projects with real startups. The certifications give them something to show.', name: 'Dr. Lena Fischer', role: 'Innovation lead, Northfield University' },
      ],
    },
    {
      kind: 'cta',
      id: 'join',
      title: 'Your next collaborator is already here',
      text: 'Membership starts free. Join today and see the programs, hubs and people matched to your stage.',
      primary: { label: 'Create your account', to: '/auth?mode=register' },
      secondary: { label: 'Compare memberships', to: '/membership' },
    },
  ],
};
