// Demo community spaces and get-involved opportunities (issue 14; decisions 0030, 0031): two
// spaces in each of the six communities owned by demo members, their members, volunteer and
// mentoring opportunities with applications in every state, and school-of-study items of the
// owners. Idempotent: each record is looked up by its natural key first.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommunityType, OpportunityKind } from '../../contracts';
import { SCHOOL_OF_STUDY_SUBTYPE } from '../../contracts';
import { createSpaceCategory } from '../forum/categories';
import type { Db } from './client';
import { communityApplications, communityCommon, communityOpportunities, communitySpaceMembers, userRepoItems, users } from './schema';

interface SpaceSeed { type: CommunityType; name: string; owner: string; description: string; members: string[]; daysAgo: number }

export const DEMO_SPACES: readonly SpaceSeed[] = [
  { type: 'startup', name: 'First-time Founders', owner: 'rohan', daysAgo: 40, members: ['priya', 'aisha', 'arjun', 'maya', 'ines'],
    description: 'Founders in their first two years compare notes on hiring, pricing and staying sane.' },
  { type: 'startup', name: 'Climate Tech Builders', owner: 'amara', daysAgo: 18, members: ['diego', 'mei', 'rohan', 'jonas'],
    description: 'Hardware and software startups working on adaptation, energy and circular materials.' },
  { type: 'investor', name: 'Seed Angels Circle', owner: 'kwame', daysAgo: 35, members: ['lena', 'omar', 'maya', 'tariq'],
    description: 'Angels who write first cheques: deal flow, diligence checklists and co-investing.' },
  { type: 'investor', name: 'Impact Capital Roundtable', owner: 'nadia', daysAgo: 9, members: ['kwame', 'sofia', 'lena'],
    description: 'Funds and family offices investing for measurable social and environmental return.' },
  { type: 'business', name: 'Corporate Innovation Partners', owner: 'tariq', daysAgo: 28, members: ['amara', 'nadia', 'kwame'],
    description: 'Corporates running pilots with startups: procurement, contracts and what worked.' },
  { type: 'business', name: 'SME Digital Shift', owner: 'amara', daysAgo: 6, members: ['tariq', 'priya', 'felix'],
    description: 'Small and medium firms adopting software, payments and online sales together.' },
  { type: 'government', name: 'Startup Policy Lab', owner: 'admin', daysAgo: 30, members: ['sofia', 'felix', 'omar', 'nadia'],
    description: 'Officials and founders test policy drafts before they are announced.' },
  { type: 'government', name: 'GovTech Pilots', owner: 'felix', daysAgo: 12, members: ['admin', 'diego', 'mei'],
    description: 'Public-sector pilots open to startups: calls, results and lessons learned.' },
  { type: 'educator', name: 'Entrepreneurship Educators', owner: 'sofia', daysAgo: 25, members: ['felix', 'ines', 'jonas', 'aisha', 'rohan'],
    description: 'Teachers and lecturers share course material on venture building.' },
  { type: 'educator', name: 'Campus Incubator Network', owner: 'felix', daysAgo: 4, members: ['sofia', 'arjun', 'priya'],
    description: 'University incubators swap mentors, space and programme designs.' },
  { type: 'expert', name: 'AI Practitioners', owner: 'lena', daysAgo: 22, members: ['mei', 'omar', 'diego', 'maya'],
    description: 'Engineers and researchers answer founders’ questions on applied machine learning.' },
  // maya owns the content seed's three community records (seed-content.ts); here she is a member.
  { type: 'expert', name: 'Legal & IP Clinic', owner: 'omar', daysAgo: 14, members: ['maya', 'lena', 'kwame'],
    description: 'Lawyers and patent agents hold office hours on incorporation, ESOPs and IP.' },
];

interface OpportunitySeed { kind: OpportunityKind; title: string; owner: string; space?: string; commitment: string; description: string; daysAgo: number; open?: boolean;
  applications: { user: string; message: string; status: 'pending' | 'accepted' | 'declined' }[] }

export const DEMO_OPPORTUNITIES: readonly OpportunitySeed[] = [
  { kind: 'volunteer', title: 'Registration desk at Demo Day 2026', owner: 'admin', commitment: 'One day, 8:00–14:00', daysAgo: 12,
    description: 'Greet guests, print badges and help speakers find the green room. Lunch and a T-shirt included.',
    applications: [
      { user: 'rohan', message: 'I helped at last year’s meetup desk and know the venue well.', status: 'accepted' },
      { user: 'jonas', message: 'Happy to take the early shift and set up the badge printer.', status: 'pending' },
      { user: 'ines', message: 'I can cover the afternoon and speak Portuguese and Spanish.', status: 'pending' },
      { user: 'maya', message: 'I can run the speakers’ desk and brief the panel moderators.', status: 'pending' },
    ] },
  { kind: 'mentoring', title: 'Mentor a first-time founder on pricing', owner: 'maya', space: 'First-time Founders', commitment: '1 hour every two weeks, 3 months', daysAgo: 8,
    description: 'Pair with a founder before their first paid pilot: pricing models, discounts and contract terms.',
    applications: [
      { user: 'rohan', message: 'We are pricing our first B2B pilot next month and would love guidance.', status: 'pending' },
      { user: 'priya', message: 'Our marketplace has no pricing yet; any help is very welcome.', status: 'pending' },
      { user: 'arjun', message: 'I am launching a SaaS tool for schools and keep undercharging.', status: 'declined' },
    ] },
  { kind: 'mentoring', title: 'Office hours: term sheets for angels', owner: 'kwame', space: 'Seed Angels Circle', commitment: '30 minutes, once', daysAgo: 5,
    description: 'New angels bring a real term sheet and walk through it with an experienced investor.',
    applications: [
      { user: 'lena', message: 'I have my first SAFE on the table and a few questions.', status: 'accepted' },
      { user: 'maya', message: 'I advise on legal terms and would like to see the investor side.', status: 'accepted' },
    ] },
  { kind: 'volunteer', title: 'Judge the Climate Hack Sprint', owner: 'amara', space: 'Climate Tech Builders', commitment: 'Two evenings', daysAgo: 15, open: false,
    description: 'Score submissions against the published criteria and give each team written feedback.',
    applications: [
      { user: 'mei', message: 'I worked on flood forecasting for five years and can judge the data tracks.', status: 'accepted' },
      { user: 'diego', message: 'I can judge hardware entries and give feedback in English or Spanish.', status: 'accepted' },
    ] },
  { kind: 'volunteer', title: 'Teach a Saturday coding club', owner: 'sofia', space: 'Entrepreneurship Educators', commitment: '2 hours on Saturdays', daysAgo: 3,
    description: 'Help teenagers build their first web app; materials are ready, we need patient helpers.',
    applications: [{ user: 'aisha', message: 'I teach Python at a community centre and would love to join.', status: 'pending' }] },
  { kind: 'mentoring', title: 'Review ML architectures for early startups', owner: 'lena', space: 'AI Practitioners', commitment: '1 hour a month', daysAgo: 2,
    description: 'Founders present their model pipeline; you suggest simpler, cheaper ways to ship it.',
    applications: [] },
  { kind: 'volunteer', title: 'Translate the policy brief into Hindi', owner: 'felix', space: 'Startup Policy Lab', commitment: 'About 6 hours, this month', daysAgo: 7,
    description: 'The Startup India 2.0 roundtable brief needs a careful Hindi translation before publication.',
    applications: [{ user: 'arjun', message: 'Hindi is my first language and I have translated reports before.', status: 'pending' }] },
  { kind: 'mentoring', title: 'Mentor: selling to government buyers', owner: 'tariq', commitment: '45 minutes every month', daysAgo: 1,
    description: 'Explain tenders, pilots and how long public procurement really takes.',
    applications: [] },
];

const dayMs = 86_400_000;

async function idsOf(db: Db, usernames: Iterable<string>): Promise<Map<string, number>> {
  const names = [...new Set(usernames)];
  const rows = await db.select({ id: users.userId, name: sql<string>`lower(${users.username})` }).from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The demo spaces, memberships, opportunities and applications. Until a demo member exists, admin (then maya) stands in. */
export async function seedDemoCommunity(db: Db): Promise<void> {
  const wanted = new Set<string>(['admin', 'maya']);
  for (const s of DEMO_SPACES) [s.owner, ...s.members].forEach((u) => wanted.add(u));
  for (const o of DEMO_OPPORTUNITIES) [o.owner, ...o.applications.map((a) => a.user)].forEach((u) => wanted.add(u));
  const ids = await idsOf(db, wanted);
  const fallback = ids.get('admin') ?? ids.get('maya');
  if (fallback === undefined) return; // no demo accounts (reference data only)
  const idOf = (u: string) => ids.get(u) ?? fallback;
  const now = Date.now();

  const spaceIds = new Map<string, number>();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const s of DEMO_SPACES) {
      const [existing] = await tx.select({ id: communityCommon.communityCommonId }).from(communityCommon)
        .where(and(eq(communityCommon.communityType, s.type), eq(communityCommon.communityName, s.name), isNull(communityCommon.deletedAt))).limit(1);
      let id = existing?.id;
      const created = new Date(now - s.daysAgo * dayMs);
      if (id === undefined) {
        const owner = idOf(s.owner);
        const [row] = await tx.insert(communityCommon).values({
          ownerUserId: owner, communityName: s.name, communityType: s.type, description: s.description, createdBy: owner, createdAt: created,
        }).returning({ id: communityCommon.communityCommonId });
        id = row!.id;
        // Owner first, then members joining over the following days.
        const joiners = [s.owner, ...s.members].map(idOf).filter((v, i, a) => a.indexOf(v) === i);
        await tx.insert(communitySpaceMembers).values(joiners.map((userId, i) => ({
          communityCommonId: id!, userId, joinedAt: new Date(created.getTime() + i * (s.daysAgo * dayMs) / (joiners.length + 1)).toISOString(),
        }))).onConflictDoNothing();
      }
      spaceIds.set(s.name, id);
    }

    for (const o of DEMO_OPPORTUNITIES) {
      const [existing] = await tx.select({ id: communityOpportunities.opportunityId }).from(communityOpportunities)
        .where(and(eq(communityOpportunities.title, o.title), isNull(communityOpportunities.deletedAt))).limit(1);
      if (existing) continue;
      const owner = idOf(o.owner);
      const created = new Date(now - o.daysAgo * dayMs);
      const [row] = await tx.insert(communityOpportunities).values({
        ownerUserId: owner, communityCommonId: o.space ? spaceIds.get(o.space) ?? null : null, kind: o.kind, title: o.title,
        description: o.description, commitment: o.commitment, isOpen: o.open ?? true, createdBy: owner, createdAt: created,
      }).returning({ id: communityOpportunities.opportunityId });
      const apps = o.applications.filter((a, i, all) => idOf(a.user) !== owner && all.findIndex((b) => idOf(b.user) === idOf(a.user)) === i);
      if (apps.length === 0) continue;
      await tx.insert(communityApplications).values(apps.map((a, i) => {
        const at = new Date(created.getTime() + (i + 1) * 3_600_000 * 5);
        return {
          opportunityId: row!.id, userId: idOf(a.user), message: a.message, status: a.status, createdAt: at.toISOString(),
          decidedAt: a.status === 'pending' ? null : new Date(at.getTime() + dayMs).toISOString(), decidedBy: a.status === 'pending' ? null : owner,
        };
      })).onConflictDoNothing();
    }

    // Every live community record's owner is a member of it (records seeded or created elsewhere).
    await tx.execute(sql`insert into community_space_members (community_common_id, user_id)
      select community_common_id, owner_user_id from community_common where deleted_at is null
      on conflict do nothing`);

    // School-of-study items (SPEC §5) of a few space owners, once each.
    const schools: [string, string][] = [['rohan', 'Mechanical Engineering'], ['kwame', 'Economics'], ['sofia', 'Education'], ['lena', 'Computer Science'], ['omar', 'Law']];
    for (const [user, school] of schools) {
      const userId = ids.get(user);
      if (userId === undefined) continue;
      const [has] = await tx.select({ id: userRepoItems.repoitemId }).from(userRepoItems)
        .where(and(eq(userRepoItems.userId, userId), sql`lower(${userRepoItems.repoitemSubtype}) = ${SCHOOL_OF_STUDY_SUBTYPE.toLowerCase()}`)).limit(1);
      if (!has) await tx.insert(userRepoItems).values({ userId, repoitemType: 'education', repoitemSubtype: SCHOOL_OF_STUDY_SUBTYPE, repoitemName: school, createdBy: userId });
    }
  });
  // Each space's own forum category (idempotent per space).
  for (const s of DEMO_SPACES) {
    const id = spaceIds.get(s.name);
    if (id !== undefined) await createSpaceCategory(db, { communityCommonId: id, name: s.name, description: s.description, actingUserId: idOf(s.owner) });
  }
}
