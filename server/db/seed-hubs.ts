// Demo hubs and content (issue 12; docs/decisions/0033-hub-engine.md). Every hub route of SPEC §2,
// every /home/<section> and the home-layout pages is a row here with sections built from the hub's
// topic tags, checked against the demo content and events so no section is empty. Idempotent:
// items are inserted once by slug and hubs once by slug, so an administrator's edits survive restarts.
import { sql } from 'drizzle-orm';
import { hubSlugForPath, type ContentType, type HubVisibility, type SectionConfig } from '../../contracts';
import type { Db } from './client';
import { contentItems, hubs, users } from './schema';
import { DEMO_CONTENT, type DemoContent } from './seed-hubs-content';
import { DEMO_EVENTS } from './seed-events';

export interface DemoHub {
  path: string;
  title: string;
  intro: string;
  /** Topic tags: the hub's content sections and search scope (items sharing a tag link to the hub). */
  tags: string[];
  visibility?: HubVisibility;
  audience?: string[];
  /** Upcoming events: a tag of the demo events, a kind, or null for all. */
  events?: { tag?: string; kind?: 'event' | 'competition'; title?: string; first?: boolean } | false;
  programs?: string | null | false;
  /** A content type the hub leads with (videos for Read & Grow, insights for Insights, ...). */
  leadType?: ContentType;
  note?: string;
  /** A forum category (seed-forum.ts slug) whose latest topics the hub shows. */
  forum?: string;
  /** Members of a community (member_profiles.community_type) to meet. */
  people?: 'startup' | 'investor' | 'business' | 'government' | 'educator' | 'expert' | null;
  /** Organisations of a directory category. */
  organizations?: 'startups' | 'investors' | 'businesses' | 'government' | 'educators' | 'experts' | null;
  /** Sections written out instead of built from the tags. */
  custom?: SectionConfig[];
}

const H = (path: string, title: string, intro: string, tags: string[], extra: Partial<DemoHub> = {}): DemoHub => ({ path, title, intro, tags, ...extra });

export const DEMO_HUBS: DemoHub[] = [
  H('/funding-hub', 'Funding Hub', 'Grants, angels and venture capital: find the right money for your stage and prepare to raise it.', ['funding', 'investors', 'grants'], { forum: 'fundraising', people: 'investor', events: { tag: 'funding' }, programs: 'investment', audience: ['learner', 'organization'] }),
  H('/policy-mission-hub', 'Policy & Mission Hub', 'Public policy, national missions and the programmes that put them to work for startups.', ['policy', 'government', 'public-sector'], { forum: 'policy-public-sector', events: {}, programs: false }),
  H('/ip-compliance-hub', 'IP & Compliance Hub', 'Protect what you build and stay on the right side of filings, data protection and contracts.', ['ip', 'compliance', 'legal'], { events: {}, programs: 'entrepreneurship' }),
  H('/projects-cohort-hub', 'Projects & Cohort Hub', 'Everything your cohort needs: project plans, milestones, showcases and the people running them.', ['cohort', 'projects', 'startup-success'], { events: { tag: 'demo-day' }, programs: null }),
  H('/csr-hub', 'CSR Hub', 'Corporate social responsibility calls, implementation partnerships and measuring impact.', ['csr', 'impact'], { events: false, programs: false }),
  H('/commercialization-hub', 'Commercialization Hub', 'From lab result or prototype to a product customers buy: licensing, pricing, pilots and sales.', ['commercialization', 'sales', 'market'], { events: {}, programs: 'product' }),
  H('/job-internship-hub', 'Jobs & Internships Hub', 'Work at a startup: internships, founding roles and advice on hiring and being hired.', ['jobs', 'internships', 'careers'], { events: { tag: 'networking' }, programs: false, audience: ['learner', 'volunteer'] }),
  H('/networking-hub', 'Networking Hub', 'Meet founders, mentors and investors, in the room and online.', ['networking', 'mentoring', 'community'], { forum: 'introductions', people: null, events: { tag: 'networking' }, programs: false }),
  H('/connect-hub', 'Connect Hub', 'Find mentors, peers and partners, and make introductions that lead somewhere.', ['networking', 'mentoring', 'collaboration'], { people: 'expert', organizations: 'businesses', events: {}, programs: false }),
  H('/wellbeing-hub', 'Wellbeing Hub', 'Resilience for founders and teams: routines, peer support and guided practice.', ['wellbeing'], { events: false, programs: 'entrepreneurship' }),
  H('/competition-hub', 'Competition Hub', 'Challenges, hackathons and pitch competitions: enter, prepare, and see who won.', ['competitions', 'challenge'], { events: { kind: 'competition', title: 'Open competitions', first: true }, programs: false }),
  H('/knowledge-hub', 'Knowledge Hub', 'Research, reports, guides and reading lists from the community and the summit team.', ['knowledge', 'research', 'learning'], { events: false, programs: null, leadType: 'insight' }),
  H('/collaboration-hub', 'Collaboration Hub', 'Partnerships between startups, corporates, universities and government.', ['collaboration', 'partnerships'], { organizations: 'businesses', events: {}, programs: false }),
  H('/event-hub', 'Event Hub', 'Every upcoming summit event: keynotes, workshops, clinics and mixers. Register in one click.', ['events', 'networking'], { forum: 'events-meetups', events: { kind: 'event', title: 'Upcoming events', first: true }, programs: false }),
  H('/customer-discovery-hub', 'Customer Discovery Hub', 'Talk to customers before you build: interview scripts, canvases and stories from founders.', ['customer-discovery', 'interviews'], { events: { tag: 'mentoring' }, programs: 'entrepreneurship' }),
  H('/startup-success-hub', 'Startup Success Hub', 'The toolkit and stories of startups that made it through the first years.', ['startup-success', 'founders'], { organizations: 'startups', people: 'startup', events: {}, programs: null }),
  H('/market-builder-hub', 'Market Builder Hub', 'Size your market, find your first hundred customers and price with confidence.', ['market', 'go-to-market', 'sales'], { forum: 'go-to-market', events: {}, programs: 'product' }),
  H('/idea-hub', 'Idea Hub', 'Find a problem worth solving and test your idea in days, not months.', ['idea', 'ideation'], { events: { tag: 'pitching' }, programs: 'entrepreneurship' }),
  H('/technology-hub', 'Technology Hub', 'AI, deep tech and the engineering choices that matter for a young company.', ['technology', 'ai', 'deep-tech'], { forum: 'product-tech', events: { tag: 'ai' }, programs: 'product' }),
  H('/public-sector-hub', 'Public Sector Hub', 'Sell to and build with government: tenders, pilots, fellowships and GovTech challenges.', ['public-sector', 'govtech', 'government'], { forum: 'policy-public-sector', organizations: 'government', events: {}, programs: false }),
  H('/product-development-hub', 'Product Development Hub', 'Prototype, test and ship: design sprints, roadmaps and MVP scoping.', ['product', 'prototyping', 'design'], { forum: 'product-tech', people: 'expert', events: {}, programs: 'product' }),
  H('/investor-hub', 'Investor Hub', 'For investors and the founders who pitch them: deal flow, market insight and how the summit’s startups raise.', ['investors', 'funding', 'deep-tech'], { people: 'investor', organizations: 'investors', visibility: 'public', events: { tag: 'investors' }, programs: 'investment', audience: ['organization', 'expert'] }),
  H('/innovation-ecosystem-hub', 'Innovation Ecosystem Hub', 'Incubators, accelerators, funds and agencies: who does what, and where.', ['ecosystem', 'policy'], { organizations: null, events: { tag: 'ecosystem' }, programs: false }),
  H('/community-hub', 'Community Hub', 'The people of the summit: peer circles, mentors, volunteers and the guidelines we share.', ['community', 'networking'], { forum: 'introductions', people: null, events: {}, programs: false }),
  H('/aspiring-entrepreneur-hub', 'Aspiring Entrepreneur Hub', 'Thinking of starting up? Begin here: first steps, student stories and programmes for beginners.', ['aspiring', 'students', 'idea'], { forum: 'introductions', events: { tag: 'pitching' }, programs: 'entrepreneurship', audience: ['learner'] }),

  // The home layout's journey sections.
  H('/home/innovation-journey', 'Innovation Journey', 'Your path from first idea to a growing company, stage by stage.', ['idea', 'startup-success', 'aspiring'], { events: {}, programs: null }),
  H('/home/dare-and-dream', 'Dare & Dream', 'Finding problems worth solving, and the courage to start.', ['idea', 'aspiring', 'ideation'], { events: false, programs: 'entrepreneurship' }),
  H('/home/spark-and-shape', 'Spark & Shape', 'Turn a spark into a shaped idea with evidence behind it.', ['customer-discovery', 'ideation'], { events: { tag: 'mentoring' }, programs: 'entrepreneurship' }),
  H('/home/design-and-develop', 'Design & Develop', 'From prototype to first product.', ['product', 'design', 'prototyping'], { events: false, programs: 'product' }),
  H('/home/build-and-launch', 'Build & Launch', 'Going to market and winning your first customers.', ['go-to-market', 'sales', 'growth'], { events: {}, programs: 'product' }),
  H('/home/learn-and-upskill', 'Learn & Upskill', 'Programmes, courses and toolkits to grow your skills.', ['learning', 'mentoring'], { events: false, programs: null, leadType: 'toolkit' }),
  H('/home/read-and-grow', 'Read & Grow', 'Articles, talks and reading lists picked by mentors.', ['knowledge', 'founders', 'learning'], { events: false, programs: false, leadType: 'article' }),
  H('/home/wellbeing', 'Wellbeing', 'Look after yourself and your team.', ['wellbeing'], { events: false, programs: 'entrepreneurship' }),
  H('/home/policy-and-programs', 'Policy & Programs', 'Public programmes and how to apply.', ['policy', 'government', 'grants'], { events: { tag: 'policy' }, programs: false }),
  H('/home/engage-and-cocreate', 'Engage & Co-create', 'Partner, volunteer and build with others.', ['collaboration', 'community', 'partnerships'], { people: null, events: {}, programs: false }),
  H('/home/challenges', 'Challenges', 'Competitions and open calls you can enter now.', ['challenge', 'competitions'], { events: { kind: 'competition', title: 'Open competitions', first: true }, programs: false }),
  H('/home/funding', 'Funding', 'Grants, investors and how to raise.', ['funding', 'grants', 'investors'], { events: { tag: 'funding' }, programs: 'investment' }),
  H('/home/events', 'Events', 'What is on at the summit, soonest first.', ['events', 'networking'], { events: { kind: 'event', title: 'Upcoming events', first: true }, programs: false }),
  H('/home/insights', 'Insights', 'Research and data on the startup ecosystem.', ['research', 'ecosystem'], { events: false, programs: false, leadType: 'insight' }),
  H('/home/serve-and-uplift', 'Serve & Uplift', 'Impact, CSR and volunteering for the community.', ['impact', 'csr', 'community'], { events: false, programs: false }),

  // Pages served by the home layout.
  H('/connect', 'Connect', 'Mentors, peers and partners: the people who can help you next.', ['networking', 'mentoring', 'community'], { people: null, organizations: null, events: { tag: 'networking' }, programs: false }),
  H('/innovation-ecosystem', 'Innovation Ecosystem', 'The map of who supports startups: incubators, funds, agencies and programmes.', ['ecosystem', 'policy', 'public-sector'], { organizations: null, events: {}, programs: false }),
  H('/networking', 'Networking', 'Meet the community at events and online.', ['networking', 'events'], { forum: 'events-meetups', people: null, events: {}, programs: false }),
  H('/innovation-lab', 'Innovation Lab', 'Experiments, prototypes and the tools to run them.', ['prototyping', 'product', 'technology'], { events: { tag: 'ai' }, programs: 'product' }),
  H('/content-hub', 'Content Hub', 'Collections for each stage of the journey, put together by mentors and the summit team. [Explore everything](/contents).',
    ['knowledge', 'idea', 'product', 'go-to-market', 'funding', 'wellbeing', 'policy'], { visibility: 'public', custom: [
      { id: 'featured', kind: 'featured', title: 'Featured this week', params: { content_slugs: ['twenty-customer-interviews', 'what-investors-read-in-your-first-slide', 'pitch-deck-outline'] } },
      { id: 'dare-and-dream', kind: 'content-list', title: 'Dare & Dream: finding problems worth solving', params: { content_type: null, tag: 'idea', limit: 3 } },
      { id: 'design-and-develop', kind: 'content-list', title: 'Design & Develop: from prototype to first product', params: { content_type: null, tag: 'product', limit: 3 } },
      { id: 'build-and-launch', kind: 'content-list', title: 'Build & Launch: going to market', params: { content_type: null, tag: 'go-to-market', limit: 3 } },
      { id: 'funding', kind: 'content-list', title: 'Funding: grants, angels and venture capital', params: { content_type: null, tag: 'funding', limit: 3 } },
      { id: 'wellbeing', kind: 'content-list', title: 'Wellbeing: resilience for founders and teams', params: { content_type: null, tag: 'wellbeing', limit: 3 } },
      { id: 'policy', kind: 'content-list', title: 'Policy & Programs: public programmes and how to apply', params: { content_type: null, tag: 'policy', limit: 3 } },
      { id: 'join', kind: 'rich-text', title: 'Save it for later', params: { body: 'Members keep a library of saved content and see it on their home. [Create your account](/auth?mode=register) or [sign in](/auth).' } },
    ] }),
  H('/content', 'Content', 'Everything the community has written, recorded and built.', ['knowledge', 'funding', 'product', 'wellbeing'], { events: false, programs: false, leadType: 'video' }),
];

const DAY = 86_400_000;
const published = DEMO_CONTENT.filter((item) => item.published !== false);
const withTag = (tag: string) => published.filter((item) => item.tags.includes(tag));
/** Tags of the demo events still to come (a hub's events section filters on one of these). */
const eventTags = new Set(DEMO_EVENTS.filter((e) => e.startsInDays > 0 && e.published !== false).flatMap((e) => e.tags));

/** The sections a demo hub starts with; each is checked against the demo data so it is never empty. */
export function sectionsFor(hub: DemoHub): SectionConfig[] {
  if (hub.custom) return hub.custom;
  const sections: SectionConfig[] = [];
  const matching = published.filter((item) => item.tags.some((t) => hub.tags.includes(t)));
  const eventsSection = (): SectionConfig | null => {
    if (hub.events === false || hub.events === undefined) return null;
    const tag = hub.events.tag && eventTags.has(hub.events.tag) ? hub.events.tag : null;
    return { id: 'events', kind: 'events', title: hub.events.title ?? 'Upcoming events', params: { event_kind: hub.events.kind ?? null, tag, limit: hub.events.first ? 8 : 4 } };
  };
  if (hub.events && hub.events.first) sections.push(eventsSection()!);
  const featured = (hub.leadType ? matching.filter((i) => i.type === hub.leadType) : matching).slice(0, 3);
  if (featured.length) sections.push({ id: 'featured', kind: 'featured', title: 'Featured', params: { content_slugs: featured.map((i) => i.slug) } });
  const listTag = hub.tags.find((t) => withTag(t).length >= 2) ?? hub.tags[0]!;
  sections.push({ id: 'latest', kind: 'content-list', title: `Latest on ${listTag.replace(/-/g, ' ')}`, params: { content_type: null, tag: listTag, limit: 6 } });
  const opportunityTag = hub.tags.find((t) => withTag(t).some((i) => i.type === 'opportunity' && i.deadlineInDays !== undefined));
  if (opportunityTag) sections.push({ id: 'opportunities', kind: 'opportunities', title: 'Open opportunities', params: { tag: opportunityTag, limit: 4 } });
  if (hub.events && !hub.events.first) sections.push(eventsSection()!);
  if (hub.programs !== false && hub.programs !== undefined) {
    sections.push({ id: 'programs', kind: 'programs', title: 'Programs to join', params: { category: hub.programs, limit: 3 } });
  }
  if (hub.forum !== undefined) sections.push({ id: 'discussions', kind: 'forum-topics', title: 'From the forum', params: { category_slug: hub.forum, limit: 4 } });
  if (hub.people !== undefined) sections.push({ id: 'people', kind: 'people', title: 'People to meet', params: { community: hub.people, limit: 6 } });
  if (hub.organizations !== undefined) sections.push({ id: 'organizations', kind: 'organizations', title: 'Organisations', params: { category: hub.organizations, limit: 6 } });
  const stories = matching.filter((i) => i.type === 'success-story');
  if (stories.length) sections.push({ id: 'stories', kind: 'content-list', title: 'Success stories', params: { content_type: 'success-story', tag: stories[0]!.tags.find((t) => hub.tags.includes(t)) ?? null, limit: 3 } });
  sections.push({
    id: 'about', kind: 'rich-text', title: 'How to use this hub',
    params: { body: `${hub.note ?? 'Search this hub with the box above, save what you want to keep, and come back: new items appear here as the community publishes them.'}\n\nMissing something? [Tell us](/report-bugs) and the summit team will add it.` },
  });
  return sections;
}

/** Hubs an item belongs to: those sharing one of its tags. */
export function hubSlugsFor(item: DemoContent): string[] {
  return DEMO_HUBS.filter((h) => h.tags.some((t) => item.tags.includes(t))).map((h) => hubSlugForPath(h.path));
}

const AUTHORS = ['admin', 'maya', 'lena', 'diego', 'amara', 'kwame', 'sofia', 'priya', 'rohan', 'mei', 'jonas', 'aisha'];

export async function seedDemoHubs(db: Db, now = new Date()): Promise<void> {
  const people = await db.select({ id: users.userId, username: users.username }).from(users)
    .where(sql`lower(${users.username}) in (${sql.join(AUTHORS.map((a) => sql`${a}`), sql`, `)})`);
  const admin = people.find((p) => p.username.toLowerCase() === 'admin')?.id;
  if (admin === undefined) return;
  const authors = AUTHORS.map((a) => people.find((p) => p.username.toLowerCase() === a)?.id).filter((id): id is number => id !== undefined);
  await db.insert(contentItems).values(DEMO_CONTENT.map((item, i) => ({
    slug: item.slug, contentType: item.type, title: item.title, summary: item.summary, body: item.body, tags: item.tags,
    hubSlugs: hubSlugsFor(item), authorUserId: authors[i % authors.length]!, isPublished: item.published !== false,
    publishedAt: item.published === false ? null : new Date(now.getTime() - item.ageDays * DAY).toISOString(),
    attachments: item.attachments ?? [], videoUrl: item.video ?? null,
    deadline: item.deadlineInDays === undefined ? null : new Date(now.getTime() + item.deadlineInDays * DAY).toISOString(),
    createdBy: admin,
  }))).onConflictDoNothing();
  await db.insert(hubs).values(DEMO_HUBS.map((hub) => ({
    slug: hubSlugForPath(hub.path), path: hub.path, title: hub.title, intro: hub.intro, audienceRoles: hub.audience ?? [],
    visibility: hub.visibility ?? 'members', sections: sectionsFor(hub), createdBy: admin,
  }))).onConflictDoNothing();
}
