import type { MarketingPageContent, Resource } from '../../components/Marketing/types';
import { fileLink } from '../../lib/links';

const RESOURCES: Resource[] = [
  { kind: 'Guide', minutes: 12, title: 'Twenty customer interviews in two weeks', text: 'A script, a tracker and how to tell a real problem from a polite one.', to: '/web/toolkits' },
  { kind: 'Talk', minutes: 25, title: 'What investors read in your first slide', text: 'A partner at a seed fund walks through ten real decks.', to: '/web/network' },
  { kind: 'Template', title: 'Pitch deck outline', text: 'Twelve slides, what goes on each, and what to leave out.', file: { href: fileLink('pitch-deck-outline.pdf'), name: 'pitch-deck-outline.pdf' } },
  { kind: 'Research', minutes: 8, title: 'Where early-stage funding went this year', text: 'Sectors, stages and cheque sizes from the summit’s investor survey.', to: '/web/ai-insights' },
  { kind: 'Checklist', title: 'Responsible AI starter checklist', text: 'Fifteen questions to answer before you ship an AI feature.', file: { href: fileLink('responsible-ai-checklist.pdf'), name: 'responsible-ai-checklist.pdf' } },
  { kind: 'Guide', minutes: 10, title: 'Founder wellbeing: a sustainable week', text: 'Practical routines from founders who learned the hard way.', to: '/web/knowledge-hub' },
];

export const EXPLORE_PAGE: MarketingPageContent = {
  eyebrow: 'Articles, talks and toolkits',
  title: 'Explore Content',
  lead: 'The best of what the community has written, recorded and built — free to read, and more for members.',
  actions: [{ label: 'Collections', to: '/content-hub' }, { label: 'Knowledge Hub', to: '/web/knowledge-hub' }],
  sections: [
    { kind: 'resources', id: 'latest', title: 'Latest', intro: 'Downloads open directly; when a file cannot be fetched you still get a plain link to it.', items: RESOURCES },
    { kind: 'cta', id: 'join', title: 'Save it for later', text: 'Members keep a library of saved content and get a weekly digest.', primary: { label: 'Create your account', to: '/auth?mode=register' } },
  ],
};

export const HUB_PAGE: MarketingPageContent = {
  eyebrow: 'Curated collections',
  title: 'Content Hub',
  lead: 'Collections for each stage of the journey, put together by mentors and the summit team.',
  actions: [{ label: 'Explore everything', to: '/contents' }],
  sections: [
    { kind: 'features', id: 'collections', title: 'Collections', items: [
      { icon: 'target', title: 'Dare & Dream', text: 'Finding problems worth solving. 9 items.', to: '/contents', linkLabel: 'Open collection' },
      { icon: 'tool', title: 'Design & Develop', text: 'From prototype to first product. 12 items.', to: '/contents', linkLabel: 'Open collection' },
      { icon: 'rocket', title: 'Build & Launch', text: 'Going to market and first customers. 10 items.', to: '/contents', linkLabel: 'Open collection' },
      { icon: 'money', title: 'Funding', text: 'Grants, angels and venture capital. 8 items.', to: '/contents', linkLabel: 'Open collection' },
      { icon: 'heart', title: 'Wellbeing', text: 'Resilience for founders and teams. 6 items.', to: '/contents', linkLabel: 'Open collection' },
      { icon: 'shield', title: 'Policy & Programs', text: 'Public programs and how to apply. 7 items.', to: '/contents', linkLabel: 'Open collection' },
    ] },
    { kind: 'resources', id: 'featured', title: 'Featured this week', items: RESOURCES.slice(0, 3) },
  ],
};
