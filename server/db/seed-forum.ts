// The demo forum (issue 14): six categories and 42 topics with replies from the demo members,
// reactions, one pinned and one locked topic, spread over the last five weeks. Idempotent:
// categories by slug, topics by title (a topic already there is left as it is).
import { eq, isNull, sql } from 'drizzle-orm';
import { FORUM_EMOJI_KEYS } from '../../contracts';
import { renderPostBodyWith } from '../forum/mentions';
import { markdownToText } from '../lib/markdown';
import type { Db } from './client';
import { forumCategories, forumPostMentions, forumPosts, forumReactions, forumTopics, users } from './schema';

export const DEMO_FORUM_CATEGORIES = [
  { slug: 'introductions', name: 'Introductions', description: 'Say hello: who you are, what you are building and what help you are looking for.' },
  { slug: 'fundraising', name: 'Fundraising', description: 'Pre-seed to Series A: decks, term sheets, investor intros and lessons from rounds.' },
  { slug: 'product-tech', name: 'Product & Tech', description: 'Architecture, tooling, hiring engineers, shipping and product discovery.' },
  { slug: 'go-to-market', name: 'Go-to-market', description: 'Pricing, first customers, sales, partnerships and growth experiments.' },
  { slug: 'policy-public-sector', name: 'Policy & Public Sector', description: 'Grants, procurement, regulation and working with government.' },
  { slug: 'events-meetups', name: 'Events & Meetups', description: 'Meetups, demo days and who is going where: find each other at the summit.' },
] as const;

type Slug = (typeof DEMO_FORUM_CATEGORIES)[number]['slug'];
/** [author, Markdown body] */
type Reply = [string, string];
interface SeedTopic { category: Slug; title: string; author: string; body: string; replies: Reply[]; pinned?: boolean; locked?: boolean; extra?: number }

/** Further replies a thread draws on (by category) to reach a lively length, in order. */
const MORE: Record<Slug, string[]> = {
  introductions: [
    'Welcome aboard! Happy to compare notes whenever you like.',
    'Great to have you here. Which city are you based in?',
    'Same boat here, let us grab a coffee at the summit.',
    'Welcome! The Events & Meetups category has a few meetups coming up that might suit you.',
  ],
  fundraising: [
    'We saw exactly the same pattern: angels moved once a lead committed, not before.',
    'Keep the data room small: deck, model, cap table, two customer references.',
    'One thing that helped us: a weekly investor update even before the round opened.',
    'Agree with the above. Also check the pro-rata language carefully.',
    'Happy to share our template if useful, send me a message.',
    'Our round took 14 weeks end to end. Budget for twice what you expect.',
    'Bridge notes are fine, just keep the cap and discount standard.',
    'Warm intros converted about five times better than cold outreach for us.',
  ],
  'product-tech': [
    'We went down that road too and reverted after three months. Boring tech wins.',
    'Measure first: most of our "slow" pages were one missing index.',
    'Postgres did everything we needed until well past 10k customers.',
    'Feature flags saved us more than once during launches.',
    'Write the runbook before you need it. Future you will be grateful.',
    'Pairing with customers on a call beats any survey we ran.',
    'Keep the team small until the problem is clear; hire for the second version.',
    'Strongly agree on typed contracts between front end and API.',
  ],
  'go-to-market': [
    'Our first ten customers came from the founders’ own network, no exceptions.',
    'Annual plans with a small discount helped our cash flow a lot.',
    'Try charging earlier than feels comfortable; it filters for real demand.',
    'Case studies with numbers beat logos on the landing page for us.',
    'We doubled demo-to-close by sending a one-page summary right after the call.',
    'Channel partners took nine months to produce anything. Start early.',
  ],
  'policy-public-sector': [
    'The innovation procurement route is much faster than a standard tender.',
    'Find the internal champion first; the budget follows them.',
    'Expect security questionnaires. Having ISO 27001 in progress already helps.',
    'Pilots with a clear success metric convert far better into contracts.',
    'The regional development agency has office hours for exactly this.',
  ],
  'events-meetups': [
    'Count me in!',
    'I will be there on the second day, ping me.',
    'Is there a remote option for this one?',
    'Great initiative, thanks for organising.',
    'Bringing two people from our team.',
    'Looking forward to it, see you there.',
  ],
};

export const DEMO_FORUM_TOPICS: SeedTopic[] = [
  // ------------------------------------------------------------ introductions
  {
    category: 'introductions', title: 'Welcome to the Summit community forum: start here', author: 'admin', pinned: true,
    body: 'Welcome! This forum is where founders, investors, experts and public-sector partners help each other.\n\n**A few house rules**\n\n1. Be kind and specific.\n2. Search before you post: someone may have asked already.\n3. Use @mentions to bring in people who can help.\n4. Report anything that breaks the rules; an administrator will look at it.\n\nIntroduce yourself in this category and tell us what you are building.',
    replies: [['maya', 'Thanks for setting this up! Looking forward to meeting everyone.'], ['rohan', 'Great to be here. Hello from Bengaluru and Berlin 👋']],
  },
  {
    category: 'introductions', title: 'Hi all, Rohan here: building a climate data platform', author: 'rohan',
    body: 'Hello everyone! I am Rohan, co-founder of a small team building **open climate risk data** for SMEs.\n\nWe are pre-seed, four people, and looking for:\n- pilots with insurers or banks\n- an advisor with public-sector procurement experience\n\nHappy to help anyone with data engineering questions.',
    replies: [['lena', 'Welcome Rohan! I spent six years in reinsurance modelling, happy to chat.'], ['sofia', 'Our institute runs a climate-tech cohort, I will send you the details.'], ['rohan', 'Thank you both! @lena I will send you a message this week.']],
    extra: 3,
  },
  {
    category: 'introductions', title: 'Amara from Lagos: fintech for informal retailers', author: 'amara',
    body: 'Hi! I run product at a fintech that gives micro-loans to market traders based on their mobile-money history. We just crossed 20,000 active borrowers. Interested in credit-risk models and expansion into Ghana.',
    replies: [['kwame', 'Welcome Amara! Ghana expansion is my favourite topic, let us talk.'], ['tariq', 'Impressive numbers. What does your default rate look like?'], ['amara', '@tariq Around 3.1% on the first loan, dropping below 2% on repeat loans.']],
    extra: 2,
  },
  {
    category: 'introductions', title: 'Expert in EU regulation, happy to help startups', author: 'omar',
    body: 'Hello, I am Omar. I advise startups on GDPR, the AI Act and sector regulation (health, finance). I volunteer a few hours a month for early-stage teams. Ask away here or in Policy & Public Sector.',
    replies: [['priya', 'That is generous, thank you! I will have AI Act questions soon.'], ['diego', 'Welcome Omar, we should do a session at the summit.']],
    extra: 1,
  },
  {
    category: 'introductions', title: 'New here: Inês, designer turned founder', author: 'ines',
    body: 'Olá! I spent eight years as a product designer and just started my own company: accessible booking software for small clinics. Looking for a technical co-founder in Lisbon or remote.',
    replies: [['felix', 'Welcome Inês! Accessibility-first is a real differentiator.'], ['arjun', 'I might know someone, sending you a message.']],
    extra: 4,
  },
  {
    category: 'introductions', title: 'Hello from an education researcher', author: 'sofia',
    body: 'Hi all, Sofia here, from a university innovation office. We help researchers spin out companies and we are always looking for mentors and experienced founders to join our programme.',
    replies: [['mei', 'I mentored two spin-outs last year, count me in.'], ['jonas', 'Happy to volunteer as well.']],
  },
  {
    category: 'introductions', title: 'Jonas: volunteer mentor, ex-CTO', author: 'jonas',
    body: 'I was CTO of a logistics startup for seven years (acquired in 2023). Now I mentor early teams on hiring and architecture. Ping me with @jonas if you want a second opinion.',
    replies: [['aisha', 'Welcome! I might take you up on that for our hiring plan.'], ['rohan', 'Great to have you here Jonas.']],
    extra: 2,
  },
  // ------------------------------------------------------------ fundraising
  {
    category: 'fundraising', title: 'How many investor meetings did your pre-seed take?', author: 'priya',
    body: 'We are starting our pre-seed raise (target €600k). For those who closed recently: how many first meetings did it take, and how long from first meeting to money in the bank?',
    replies: [['diego', 'About 60 first meetings for €750k last spring. 11 weeks to close.'], ['amara', 'We needed over 80, but our market was unfamiliar to most European funds.'], ['tariq', 'Fewer than 30 for us, but we had a strong angel network from a previous company.'], ['priya', 'Really helpful, thank you. Sounds like I should plan for ~60.']],
    extra: 6,
  },
  {
    category: 'fundraising', title: 'SAFE vs convertible note in Europe?', author: 'arjun',
    body: 'A US angel wants to invest via a SAFE, but our other investors are German. Has anyone mixed SAFEs and local convertible loans in one round? Any tax pitfalls?',
    replies: [['omar', 'It is doable but get local counsel: a SAFE is not a recognised instrument everywhere, so most teams convert it into a local convertible loan agreement.'], ['lena', 'We did exactly this. Same valuation cap and discount for both, documented separately.']],
    extra: 3,
  },
  {
    category: 'fundraising', title: 'Pitch deck review thread: post yours for feedback', author: 'diego',
    body: 'Let us help each other. Post a link to your deck (or the slide you struggle with) and others give **one strength and one suggestion**. Be kind and specific.',
    replies: [['ines', 'Here is my problem slide; I feel it is too text-heavy.'], ['diego', '@ines Agreed, try one number and one photo of a real clinic waiting room.'], ['kwame', 'My traction slide, feedback welcome.'], ['mei', '@kwame Show the month-over-month growth as a chart, not a table.']],
    extra: 8,
  },
  {
    category: 'fundraising', title: 'Term sheet: what is a fair liquidation preference?', author: 'kwame',
    body: 'We received our first term sheet 🎉. It has a 1x participating liquidation preference. Is that standard at seed in 2026?',
    replies: [['tariq', 'Non-participating 1x is the norm at seed. Participating is worth pushing back on.'], ['omar', 'Agree. Ask for 1x non-participating; most funds accept without a fight.'], ['kwame', 'Pushed back and they agreed. Thank you all!']],
    extra: 2,
  },
  {
    category: 'fundraising', title: 'Grants before equity: which programmes worked for you?', author: 'mei',
    body: 'For deep-tech teams: which non-dilutive programmes actually paid out in reasonable time? We are looking at EIC Accelerator and national innovation grants.',
    replies: [['felix', 'National grants paid within four months for us. EIC took a year.'], ['sofia', 'Our office helps with EIC applications, the success rate roughly doubles with coaching.']],
    extra: 4,
  },
  {
    category: 'fundraising', title: 'Investor updates: monthly or quarterly?', author: 'aisha',
    body: 'We closed our seed last month. How often do you send investor updates, and what goes in them?',
    replies: [['diego', 'Monthly, five bullets: highlights, lowlights, metrics, asks, cash runway.'], ['rohan', 'Same here. The "asks" section gets us intros every single month.']],
    extra: 5,
  },
  {
    category: 'fundraising', title: 'Valuation caps are creeping up again?', author: 'tariq',
    body: 'Seeing pre-seed caps of €8–10M in our sector again. Are others seeing the same or is this just AI companies?',
    replies: [['lena', 'Mostly AI in my experience. Hardware is still €4–6M.'], ['amara', 'Emerging markets fintech is lower, more like €3–5M.']],
    extra: 1,
  },
  // ------------------------------------------------------------ product & tech
  {
    category: 'product-tech', title: 'Postgres full-text search or a search engine?', author: 'arjun',
    body: 'We have ~2M documents. Is PostgreSQL full-text search (tsvector + GIN) enough, or should we add a dedicated search engine now?\n\n```sql\nselect * from docs where search @@ websearch_to_tsquery(\'english\', $1);\n```',
    replies: [['jonas', 'Postgres is fine at 2M if you rank carefully and keep the tsvector as a generated column.'], ['rohan', 'We moved to a search engine only for typo tolerance. Everything else Postgres handled.'], ['arjun', 'Thanks! Staying with Postgres for now.']],
    extra: 5,
  },
  {
    category: 'product-tech', title: 'Hiring our first engineer: contractor or employee?', author: 'ines',
    body: 'Non-technical founder here. Should my first engineer be a contractor to build the MVP, or should I hire a full-time employee straight away?',
    replies: [['jonas', 'If the product is the company, hire (or find a co-founder). Contractors leave with the knowledge.'], ['mei', 'A contractor for a clickable prototype is fine, but not for the real thing.'], ['felix', 'Agree with @jonas. Also budget for equity, good engineers expect it.']],
    extra: 7,
  },
  {
    category: 'product-tech', title: 'How do you run user interviews without leading questions?', author: 'priya',
    body: 'Our interviews keep confirming what we already believe, which is suspicious. Tips for better discovery interviews?',
    replies: [['ines', 'Ask about the last time they had the problem, not whether they would use your solution.'], ['lena', 'The Mom Test is still the best short book on this.']],
    extra: 3,
  },
  {
    category: 'product-tech', title: 'Our stack at 20 customers: boring and proud', author: 'rohan',
    body: 'Sharing our stack in case it helps: TypeScript everywhere, PostgreSQL, one server process, queues in the database, deploys from main. Total infra cost: €140/month.',
    replies: [['arjun', 'Love this. What do you use for background jobs?'], ['rohan', '@arjun A jobs table with `SELECT … FOR UPDATE SKIP LOCKED`. Simple and reliable.'], ['jonas', 'This is the way. Complexity should be earned.']],
    extra: 6,
  },
  {
    category: 'product-tech', title: 'Accessibility audit: what did it cost you?', author: 'felix',
    body: 'We need a WCAG 2.2 AA audit for a public-sector customer. What did yours cost, and was it worth it?',
    replies: [['ines', 'About €6k for a mid-sized web app. Worth it: we found 40 issues our tests missed.'], ['nadia', 'Some agencies fund audits for companies in public procurement, worth asking.']],
    extra: 2,
  },
  {
    category: 'product-tech', title: 'AI features: build on APIs or fine-tune?', author: 'mei',
    body: 'For a document-classification feature: prompt an API model, or fine-tune a small open model? Data privacy matters to our customers.',
    replies: [['lena', 'Start with the API to learn what good looks like, then fine-tune when volume justifies it.'], ['omar', 'Check data processing agreements carefully if you handle personal data.'], ['arjun', 'Small open models run on a single GPU now, we self-host for exactly the privacy reason.']],
    extra: 4,
  },
  {
    category: 'product-tech', title: 'Mobile app or responsive web first?', author: 'aisha',
    body: 'Our users are field workers with mid-range Android phones and patchy connectivity. Native app or a good responsive web app?',
    replies: [['amara', 'Web with offline support worked for us. App stores slowed every release.'], ['diego', 'Keep the payload tiny. Many of our users had 2 GB data plans.']],
    extra: 1,
  },
  // ------------------------------------------------------------ go-to-market
  {
    category: 'go-to-market', title: 'Pricing a B2B SaaS product for SMEs', author: 'nadia',
    body: 'We sell to small manufacturers. Per seat, per site or flat tiers? Our customers hate per-seat pricing.',
    replies: [['tariq', 'Per site with three tiers worked for us in a similar market.'], ['kwame', 'Add a usage metric that grows with their value, e.g. machines monitored.'], ['nadia', 'Great ideas, testing per-site tiers this quarter.']],
    extra: 5,
  },
  {
    category: 'go-to-market', title: 'Finding the first ten customers', author: 'arjun',
    body: 'We have an MVP and zero paying customers. What actually worked for your first ten? Please be specific.',
    replies: [['rohan', 'Personally emailing 200 people who posted about the problem on forums. 4 became customers.'], ['amara', 'Sitting in markets with traders for a week. Literally.'], ['diego', 'Speaking at small meetups, then following up the same evening.']],
    extra: 9,
  },
  {
    category: 'go-to-market', title: 'Partnerships with corporates: worth the time?', author: 'kwame',
    body: 'A large bank wants a "partnership" with us. Nine meetings in, no contract. When do you walk away?',
    replies: [['tariq', 'Ask for a paid pilot with a signed scope. If they will not, it is not a partnership.'], ['lena', 'Find out who owns the budget. If nobody does, walk away politely.']],
    extra: 3,
  },
  {
    category: 'go-to-market', title: 'Outbound email that does not feel like spam', author: 'diego',
    body: 'What is working for cold outreach in 2026? Our reply rates dropped below 1%.',
    replies: [['nadia', 'Short, one clear question, and reference something real about their company.'], ['priya', 'We switched to warm intros through investors and customers. 10x better.']],
    extra: 4,
  },
  {
    category: 'go-to-market', title: 'Free trial or freemium for a developer tool?', author: 'felix',
    body: 'We are launching a developer tool. Freemium brings users, but will they ever pay?',
    replies: [['arjun', 'Freemium for individuals, paid for teams. Collaboration is what companies pay for.'], ['jonas', 'Make the upgrade moment obvious: SSO, audit logs, more seats.']],
    extra: 2,
  },
  {
    category: 'go-to-market', title: 'Expanding from Kenya to Nigeria: lessons?', author: 'tariq',
    body: 'We are planning our first expansion. Anyone who expanded between African markets: what surprised you?',
    replies: [['amara', 'Regulation differs a lot, budget three months for licensing alone.'], ['kwame', 'Hire a local country lead before launch, not after.']],
    extra: 6,
  },
  {
    category: 'go-to-market', title: 'Case study template that converts', author: 'lena',
    body: 'Sharing our case study structure: **situation, numbers before, what changed, numbers after, quote**. One page. Our sales team uses it in every deal now.',
    replies: [['nadia', 'Saving this, thank you!'], ['ines', 'The numbers before/after part is gold.']],
  },
  // ------------------------------------------------------------ policy & public sector
  {
    category: 'policy-public-sector', title: 'Selling to city governments: where to start?', author: 'nadia',
    body: 'We have a mobility product that cities like in demos. But procurement feels impossible. Where do we start?',
    replies: [['omar', 'Look for innovation procurement or pre-commercial procurement calls, they are designed for startups.'], ['sofia', 'Several cities run challenge programmes with a paid pilot at the end.'], ['felix', 'Start with a small municipality, it is much faster and gives you a reference.']],
    extra: 5,
  },
  {
    category: 'policy-public-sector', title: 'AI Act: what do early-stage startups need to do now?', author: 'priya',
    body: 'We build a recruiting tool with an ML ranking feature. I read that recruitment is "high risk" under the AI Act. What do we need to do now, at 5 people?',
    replies: [['omar', 'Recruiting is indeed in Annex III. Start with documentation: data sources, intended use, human oversight. I can review your draft.'], ['priya', '@omar That would be amazing, thank you.'], ['lena', 'The regulatory sandboxes are worth applying to as well.']],
    extra: 4,
  },
  {
    category: 'policy-public-sector', title: 'Public grants: reporting overhead is killing us', author: 'felix',
    body: 'We won a national grant (yay) but reporting takes a day a week. Any tools or tips to make this less painful?',
    replies: [['mei', 'Track time per work package from day one, it makes reporting mostly copy-paste.'], ['sofia', 'Some university offices offer grant administration support to spin-outs.']],
    extra: 2,
  },
  {
    category: 'policy-public-sector', title: 'GovTech open standards we should all support', author: 'omar',
    body: 'Interoperability is what public buyers ask about most. Which open standards have you implemented (e.g. for identity, data exchange)?',
    replies: [['jonas', 'OpenID Connect for identity, and we publish OpenAPI specs for every integration.'], ['nadia', 'For mobility, GTFS and MDS are must-haves.']],
    extra: 1,
  },
  {
    category: 'policy-public-sector', title: 'Old thread: 2025 procurement reform discussion (archived)', author: 'omar', locked: true,
    body: 'This thread discussed the 2025 procurement reform drafts. The reform passed; see the newer threads for how it works in practice. Locked to keep the history readable.',
    replies: [['nadia', 'Thanks for the summary Omar.'], ['felix', 'Useful history, thanks for keeping it.']],
    extra: 3,
  },
  {
    category: 'policy-public-sector', title: 'Pilot with a ministry: how to define success?', author: 'aisha',
    body: 'We start a six-month pilot with a ministry of education. How do we define success so it converts into a real contract?',
    replies: [['sofia', 'Agree on two or three measurable outcomes up front and who signs off on them.'], ['omar', 'And ask what budget line the follow-up contract would come from, before the pilot starts.']],
    extra: 3,
  },
  {
    category: 'policy-public-sector', title: 'Data residency requirements across the EU', author: 'arjun',
    body: 'A public customer requires all data to stay in-country. Is that common? Our cloud region is in another EU member state.',
    replies: [['omar', 'Increasingly common for sensitive data. Check whether it is a legal requirement or a preference.'], ['jonas', 'We offer a per-country deployment option, it became a selling point.']],
    extra: 2,
  },
  // ------------------------------------------------------------ events & meetups
  {
    category: 'events-meetups', title: 'Who is going to the Founders Breakfast?', author: 'maya',
    body: 'The Founders Breakfast is coming up. Who is going? It would be nice to put faces to forum names ☕',
    replies: [['rohan', 'I will be there!'], ['amara', 'Joining remotely this time.'], ['diego', 'See you there @maya']],
    extra: 6,
  },
  {
    category: 'events-meetups', title: 'Demo Day prep: practice sessions', author: 'diego',
    body: 'I am hosting two practice sessions for Demo Day pitches: five minutes each, honest feedback. Reply if you want a slot.',
    replies: [['kwame', 'Please put me down for the first session.'], ['ines', 'Me too!'], ['priya', 'Second session for me please.']],
    extra: 8,
  },
  {
    category: 'events-meetups', title: 'Berlin climate-tech meetup, monthly', author: 'lena',
    body: 'We run a monthly climate-tech meetup in Berlin: one talk, one founder story, then drinks. Next one is on the first Thursday of the month.',
    replies: [['rohan', 'Great meetup, I went last month. Recommended.'], ['felix', 'Will join next time I am in Berlin.']],
    extra: 4,
  },
  {
    category: 'events-meetups', title: 'Hackathon team looking for a designer', author: 'arjun',
    body: 'We are three engineers entering the Climate Hack Sprint and we need a designer. Two days, lots of coffee, good people.',
    replies: [['ines', 'I would love to join! Sending you a message.'], ['arjun', '@ines Fantastic, welcome to the team.']],
    extra: 2,
  },
  {
    category: 'events-meetups', title: 'Women in deep tech dinner', author: 'mei',
    body: 'Organising a small dinner for women founders and engineers in deep tech during the summit week. Around 12 seats.',
    replies: [['aisha', 'Count me in, thank you for organising!'], ['sofia', 'Lovely idea. I will bring a colleague.'], ['nadia', 'Yes please!']],
    extra: 3,
  },
  {
    category: 'events-meetups', title: 'Recordings of last year’s talks?', author: 'jonas',
    body: 'Does anyone know if the talks from last year’s summit were recorded? Especially the panel on public procurement.',
    replies: [['maya', 'Some were; the learning programmes link to a few of them.'], ['omar', 'The procurement panel was not recorded, but I have my notes, happy to share.']],
    extra: 1,
  },
  {
    category: 'events-meetups', title: 'Investor office hours at the summit', author: 'tariq',
    body: 'A few investors (me included) will hold 20-minute office hours during the summit. Reply with your company and stage, we will try to match.',
    replies: [['priya', 'Pre-seed recruiting tech, would love a slot.'], ['kwame', 'Seed, fintech in West Africa.'], ['rohan', 'Pre-seed climate data.']],
    extra: 7,
  },
  {
    category: 'events-meetups', title: 'Running club before the sessions?', author: 'felix',
    body: 'Anyone up for a 5 km run before the sessions start each morning? Easy pace, all welcome 🏃',
    replies: [['jonas', 'I am in.'], ['lena', 'Yes! 7:00?']],
  },
];

const DAY = 86_400_000;
const REACTORS = ['maya', 'rohan', 'amara', 'lena', 'kwame', 'priya', 'diego', 'sofia', 'tariq', 'mei', 'jonas', 'aisha', 'felix', 'nadia', 'omar', 'ines', 'arjun'];

/** A small deterministic pseudo-random sequence (seeded per topic), so every start seeds the same forum. */
function sequence(seed: number) {
  let s = seed * 2654435761 % 4294967296;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Seeds the forum; `memberIds` maps usernames to user ids (seedDemoMembers). Returns the topics created. */
export async function seedDemoForum(db: Db, memberIds: Map<string, number>): Promise<number> {
  const ids = new Map(memberIds);
  if (!ids.has('admin') || !ids.has('maya')) {
    const rows = await db.select({ id: users.userId, username: users.username }).from(users).where(sql`lower(${users.username}) in ('admin', 'maya')`);
    for (const r of rows) ids.set(r.username.toLowerCase(), r.id);
  }
  const fallback = ids.get('admin') ?? ids.get('maya') ?? [...ids.values()][0];
  if (fallback === undefined) return 0;
  const idOf = (username: string) => ids.get(username) ?? fallback;

  const categoryIds = new Map<string, number>();
  for (const [position, c] of DEMO_FORUM_CATEGORIES.entries()) {
    await db.insert(forumCategories).values({ ...c, position: position + 1, createdBy: fallback }).onConflictDoNothing();
    const [row] = await db.select({ id: forumCategories.categoryId }).from(forumCategories).where(eq(forumCategories.slug, c.slug));
    categoryIds.set(c.slug, row!.id);
  }

  const existing = new Set((await db.select({ title: forumTopics.title }).from(forumTopics)).map((t) => t.title));
  const todo = DEMO_FORUM_TOPICS.map((t, index) => ({ t, index })).filter(({ t }) => !existing.has(t.title));
  if (todo.length === 0) return 0;
  const members = new Map((await db.select({ userId: users.userId, username: users.username }).from(users).where(isNull(users.deletedAt)))
    .map((u) => [u.username.toLowerCase(), u]));
  const now = Date.now();

  // Everything is computed first, then written in a handful of bulk statements (one transaction).
  const plans = todo.map(({ t, index }) => {
    const random = sequence(index + 1);
    const pool = MORE[t.category];
    const replies: Reply[] = [...t.replies];
    for (let i = 0; i < (t.extra ?? 0); i++) replies.push([REACTORS[Math.floor(random() * REACTORS.length)]!, pool[i % pool.length]!]);
    // Older topics first: the pinned welcome is the oldest, the rest spread over five weeks.
    const start = now - (t.pinned ? 36 : 2 + (DEMO_FORUM_TOPICS.length - index) * 0.8) * DAY;
    const times = [start];
    for (let i = 0; i < replies.length; i++) times.push(Math.min(now - 60_000, times[times.length - 1]! + (0.1 + random() * 1.4) * DAY * 0.6));
    const at = (i: number) => new Date(times[i]!).toISOString();
    const posts = ([[t.author, t.body], ...replies] as Reply[]).map(([author, body], i) => {
      const rendered = renderPostBodyWith(body, members);
      const reactions: { userId: number; emoji: string }[] = [];
      const count = Math.floor(random() * (i === 0 ? 6 : 3));
      for (let r = 0; r < count; r++) {
        const who = REACTORS[Math.floor(random() * REACTORS.length)]!;
        const emoji = FORUM_EMOJI_KEYS[Math.floor(random() * (i === 0 ? 6 : 3))]!;
        if (who !== author) reactions.push({ userId: idOf(who), emoji });
      }
      return { postNumber: i + 1, userId: idOf(author), body, bodyHtml: rendered.html, createdAt: at(i), mentions: rendered.mentioned, reactions };
    });
    return { t, posts, createdAt: at(0), lastPostAt: at(replies.length) };
  });

  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const topics = await tx.insert(forumTopics).values(plans.map(({ t, posts, createdAt, lastPostAt }) => ({
      categoryId: categoryIds.get(t.category)!, title: t.title, userId: idOf(t.author), excerpt: excerptOf(t.body),
      createdAt, lastPostAt, lastPostNumber: posts.length, replyCount: posts.length - 1, pinned: Boolean(t.pinned), locked: Boolean(t.locked),
    }))).returning({ id: forumTopics.topicId, title: forumTopics.title });
    const topicId = new Map(topics.map((r) => [r.title, r.id]));
    const postRows = plans.flatMap(({ t, posts }) => posts.map((p) => ({ ...p, topicId: topicId.get(t.title)! })));
    const inserted = await tx.insert(forumPosts).values(postRows.map(({ mentions: _m, reactions: _r, ...p }) => p))
      .returning({ id: forumPosts.postId, topicId: forumPosts.topicId, postNumber: forumPosts.postNumber });
    const postId = new Map(inserted.map((r) => [`${r.topicId}:${r.postNumber}`, r.id]));
    const idFor = (p: { topicId: number; postNumber: number }) => postId.get(`${p.topicId}:${p.postNumber}`)!;
    const mentionRows = postRows.flatMap((p) => p.mentions.map((m) => ({ postId: idFor(p), userId: m.user_id })));
    if (mentionRows.length > 0) await tx.insert(forumPostMentions).values(mentionRows).onConflictDoNothing();
    const reactionRows = postRows.flatMap((p) => p.reactions.map((r) => ({ postId: idFor(p), userId: r.userId, emoji: r.emoji, createdAt: p.createdAt })));
    if (reactionRows.length > 0) await tx.insert(forumReactions).values(reactionRows).onConflictDoNothing();
  });
  return plans.length;
}

function excerptOf(body: string): string {
  const text = markdownToText(body);
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}
