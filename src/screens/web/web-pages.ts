// The /web/* pages as data, keyed by slug (rendered by components/Marketing/MarketingPage).
import type { MarketingPageContent, Section } from '../../components/Marketing/types';

const join = (title: string, text: string): Section => ({
  kind: 'cta', id: 'join', title, text,
  primary: { label: 'Create your account', to: '/auth?mode=register' },
  secondary: { label: 'See memberships', to: '/membership' },
});
const events = (title = 'Coming up'): Section => ({ kind: 'events', id: 'events', title, more: { label: 'All events and programs', to: '/web/events-programs' } });

export const WEB_PAGES: Record<string, MarketingPageContent> = {
  startups: {
    eyebrow: 'For founders',
    title: 'Startups',
    lead: 'From a first idea to a funded company: a readiness journey, mentors who have done it, and a stage to pitch on.',
    actions: [{ label: 'Start your journey', to: '/auth?mode=register' }, { label: 'See the toolkits', to: '/web/toolkits' }],
    facts: [{ figure: '5 phases', label: 'in the readiness journey, from Awakening to Scale' }, { figure: '1:1', label: 'office hours with mentors every Friday' }],
    sections: [
      { kind: 'steps', id: 'journey', title: 'The readiness journey', intro: 'Each phase ends with a check-in, so you always know what to work on next.', items: [
        { title: 'Awakening', text: 'Find a problem worth solving and the people who have it.' },
        { title: 'Shape', text: 'Interview customers, test the value proposition, pick a first market.' },
        { title: 'Build', text: 'Ship a first product with the Idea to MVP bootcamp.' },
        { title: 'Launch & raise', text: 'Pitch Night, Investor Connect and the funding hubs.' },
        { title: 'Scale', text: 'Grow the team, enter new markets and come back as a mentor.' },
      ] },
      { kind: 'features', id: 'offer', title: 'What you get', items: [
        { icon: 'users', title: 'Mentors and experts', text: 'Book office hours with experts in product, sales, legal and fundraising.', to: '/web/network' },
        { icon: 'money', title: 'Funding routes', text: 'Grants, competitions and investors, with a readiness check before you apply.', to: '/web/enablers' },
        { icon: 'award', title: 'Competitions', text: 'Pitch competitions and challenges with prizes, pilots and press.', to: '/web/events-programs' },
        { icon: 'tool', title: 'Toolkits', text: 'Templates and guides for every step, written by founders.', to: '/web/toolkits' },
      ] },
      events('Next for founders'),
      join('Ready to build?', 'Join free, answer five questions and get a journey matched to your stage.'),
    ],
  },
  community: {
    eyebrow: 'Six communities, one summit',
    title: 'Community',
    lead: 'Startups, investors, businesses, government, educators and experts — each with its own space, all in one conversation.',
    actions: [{ label: 'Join the community', to: '/auth?mode=register' }, { label: 'How to get involved', to: '/individual' }],
    sections: [
      { kind: 'features', id: 'communities', title: 'Find your people', items: [
        { icon: 'rocket', title: 'Startup community', text: 'Founders helping founders: forum threads, demo days and peer circles.' },
        { icon: 'money', title: 'Investor community', text: 'Angels and funds comparing notes and meeting pipeline early.' },
        { icon: 'briefcase', title: 'Business community', text: 'Corporates and SMEs looking for pilots, partners and suppliers.' },
        { icon: 'shield', title: 'Government community', text: 'Public bodies sharing missions, calls and procurement openings.' },
        { icon: 'book', title: 'Educator community', text: 'Universities and schools bringing learners into real projects.' },
        { icon: 'target', title: 'Expert community', text: 'Mentors and specialists who give a few hours a month.' },
      ] },
      { kind: 'features', id: 'involved', title: 'Ways to take part', items: [
        { icon: 'heart', title: 'Volunteer', text: 'Help run events and welcome newcomers.' },
        { icon: 'award', title: 'Judge', text: 'Sit on a competition jury and give founders honest feedback.' },
        { icon: 'calendar', title: 'Host', text: 'Run a session or a roundtable on what you know best.' },
      ] },
      events(),
      join('Say hello', 'Members introduce themselves in the forum every Monday. Yours could be next.'),
    ],
  },
  network: {
    eyebrow: 'Investors, partners and peers',
    title: 'Network',
    lead: 'Meet the right person at the right time: curated introductions, sector roundtables and an always-on member directory.',
    actions: [{ label: 'Join the network', to: '/auth?mode=register' }, { label: 'Investor Connect dates', to: '/web/events-programs' }],
    sections: [
      { kind: 'features', id: 'how', title: 'How introductions work', items: [
        { icon: 'target', title: 'Tell us what you need', text: 'A co-founder, a pilot customer, a lead investor — your profile says it.' },
        { icon: 'users', title: 'We suggest members', text: 'Matches by sector, stage and role, refreshed every week.' },
        { icon: 'calendar', title: 'Meet in person', text: 'Investor Connect roundtables seat ten people per sector.' },
      ] },
      { kind: 'stats', id: 'numbers', title: 'The network in numbers', items: [
        { figure: '6', label: 'communities to connect with' }, { figure: '10 seats', label: 'per roundtable, so everyone talks' }, { figure: 'Weekly', label: 'match suggestions' },
      ] },
      events('Next networking dates'),
      join('Grow your network', 'Members can message each other directly and follow people and topics.'),
    ],
  },
  enablers: {
    eyebrow: 'Incubators, accelerators, labs and funders',
    title: 'Enablers',
    lead: 'The organisations that help startups grow, in one place: find a program, a lab or a funding call that fits your stage.',
    actions: [{ label: 'List your program', to: '/for-organisation' }, { label: 'Find support', to: '/web/startups' }],
    sections: [
      { kind: 'features', id: 'kinds', title: 'Who you will find', items: [
        { icon: 'rocket', title: 'Incubators', text: 'Early-stage programs with workspace and coaching.' },
        { icon: 'chart', title: 'Accelerators', text: 'Cohort programs with investment and demo days.' },
        { icon: 'cpu', title: 'Labs and makerspaces', text: 'Prototype hardware, test software, borrow equipment.' },
        { icon: 'money', title: 'Funders and grant bodies', text: 'Calls for proposals, with deadlines in the calendar.' },
      ] },
      { kind: 'features', id: 'for-enablers', title: 'For enablers', intro: 'Reach founders who already did their homework.', items: [
        { icon: 'users', title: 'Qualified applicants', text: 'Startups arrive with a readiness profile, not a cold e-mail.' },
        { icon: 'calendar', title: 'Your events, our calendar', text: 'Publish info sessions and demo days to the whole community.' },
      ] },
      join('Partner with the summit', 'Organisations join as partners and run programs on the platform.'),
    ],
  },
  toolkits: {
    eyebrow: 'Startup Success Toolkit',
    title: 'Toolkits',
    lead: 'Practical templates and guides for every step, written and tested by founders and experts in the community.',
    actions: [{ label: 'Get the toolkits', to: '/auth?mode=register' }, { label: 'Browse content', to: '/contents' }],
    sections: [
      { kind: 'features', id: 'kits', title: 'Toolkits by stage', items: [
        { icon: 'target', title: 'Problem discovery', text: 'Interview scripts, a problem scorecard and a one-page customer profile.' },
        { icon: 'tool', title: 'Idea to MVP', text: 'Scope a first version, pick tools and plan six weeks of work.' },
        { icon: 'chart', title: 'Pitch and fundraising', text: 'Deck outline, data room checklist and a simple cap table.' },
        { icon: 'shield', title: 'Legal and IP basics', text: 'Founder agreements, IP assignment and compliance starters.' },
      ] },
      events('Learn it live'),
      join('Use them with a mentor', 'Members can book office hours to go through any toolkit with an expert.'),
    ],
  },
  marketplace: {
    eyebrow: 'Services, pilots and partnerships',
    title: 'Marketplace',
    lead: 'Where members offer what they do best: services for startups, pilot opportunities from businesses and partnerships across the ecosystem.',
    actions: [{ label: 'Join to list an offer', to: '/auth?mode=register' }, { label: 'For SMEs', to: '/sme' }],
    sections: [
      { kind: 'features', id: 'offers', title: 'What is on offer', items: [
        { icon: 'store', title: 'Startup services', text: 'Design, legal, accounting and cloud credits at member rates.' },
        { icon: 'briefcase', title: 'Pilot opportunities', text: 'Businesses and public bodies looking for a solution to test.' },
        { icon: 'users', title: 'Talent', text: 'Internships and project work for students and graduates.' },
      ] },
      { kind: 'faq', id: 'faq', title: 'Questions', items: [
        { q: 'Who can list an offer?', a: 'Any member with a verified profile. Offers are reviewed before they appear.' },
        { q: 'Does the summit take a fee?', a: 'No. The marketplace is part of membership.' },
      ] },
      join('Have something to offer?', 'List your service or pilot in minutes after joining.'),
    ],
  },
  'knowledge-hub': {
    eyebrow: 'Guides, research and talks',
    title: 'Knowledge Hub',
    lead: 'What the community knows, organised by topic: summit talks, research summaries and practical guides.',
    actions: [{ label: 'Explore content', to: '/contents' }, { label: 'Content Hub', to: '/content-hub' }],
    sections: [
      { kind: 'features', id: 'topics', title: 'Popular topics', items: [
        { icon: 'money', title: 'Fundraising', text: 'From grants to Series A: what investors look for at each step.', to: '/contents' },
        { icon: 'cpu', title: 'AI and deep tech', text: 'Building responsibly with new technology.', to: '/web/ai-insights' },
        { icon: 'globe', title: 'Going to market', text: 'Pricing, first customers and public procurement.', to: '/contents' },
        { icon: 'heart', title: 'Founder wellbeing', text: 'Sustainable pace, teams and resilience.', to: '/contents' },
      ] },
      events('Talks coming up'),
      join('Read more as a member', 'Members save content to their library and get a weekly digest.'),
    ],
  },
  'events-programs': {
    eyebrow: 'The summit calendar',
    title: 'Events & Programs',
    lead: 'Pitch nights, bootcamps, roundtables, competitions and the annual summit — plus learning programs from course to certificate.',
    actions: [{ label: 'Register to join', to: '/auth?mode=register' }, { label: 'Certifications', to: '/certifications' }],
    sections: [
      events('Upcoming'),
      { kind: 'features', id: 'formats', title: 'Formats', items: [
        { icon: 'award', title: 'Competitions', text: 'Pitch competitions and open challenges with prizes and pilots.' },
        { icon: 'book', title: 'Learning programs', text: 'Program → course → module → unit, at your own pace, with certificates.' },
        { icon: 'users', title: 'Roundtables', text: 'Small groups by sector, for real conversations.' },
        { icon: 'calendar', title: 'The annual summit', text: 'Three days of talks, demos and deals.' },
      ] },
      join('Never miss a date', 'Members get reminders and can add events to their calendar.'),
    ],
  },
  'success-stories': {
    eyebrow: 'Members who made it',
    title: 'Success Stories',
    lead: 'Startups that found their first customers, investors who found their next deal, students who found their calling.',
    actions: [{ label: 'Start your story', to: '/auth?mode=register' }],
    sections: [
      { kind: 'quotes', id: 'stories', title: 'In their words', items: [
        { quote: 'We met our pilot customer at an Investor Connect table. Six months later they became our biggest account.', name: 'Sofia Alvarez', role: 'Co-founder, Loop Logistics' },
        { quote: 'The Idea to MVP bootcamp turned a weekend project into a product with paying users.', name: 'Kwame Boateng', role: 'Founder, ClinicQueue' },
        { quote: 'Judging Pitch Night is the best two hours of my month. I have invested in two companies I met there.', name: 'Hannah Okoye', role: 'Angel investor' },
      ] },
      { kind: 'stats', id: 'numbers', title: 'Outcomes', items: [
        { figure: 'Pilots', label: 'agreed between startups and businesses' }, { figure: 'Rounds', label: 'raised by Pitch Night alumni' }, { figure: 'Careers', label: 'started through internships' },
      ] },
      join('Your story next', 'Every member can share a milestone on the success wall.'),
    ],
  },
  'ai-insights': {
    eyebrow: 'Trends from the ecosystem',
    title: 'AI Insights',
    lead: 'What the community is building with AI, what it learned, and how to do it responsibly.',
    actions: [{ label: 'Join the AI circle', to: '/auth?mode=register' }, { label: 'Knowledge Hub', to: '/web/knowledge-hub' }],
    sections: [
      { kind: 'features', id: 'themes', title: 'Themes', items: [
        { icon: 'cpu', title: 'Applied AI for startups', text: 'Where AI helps a small team most — and where it does not.' },
        { icon: 'shield', title: 'Responsible AI', text: 'Data protection, fairness and transparency checklists.' },
        { icon: 'chart', title: 'Market signals', text: 'Sectors and problems attracting founders and funding.' },
      ] },
      events(),
      join('Build with peers', 'Share prompts, evaluations and lessons in the AI circle.'),
    ],
  },
};
