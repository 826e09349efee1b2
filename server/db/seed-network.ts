// The demo network (issue 14): a directory profile for every demo member (and maya, admin),
// organisations in every category, a few follows (members, an organisation, forum topics) and
// connection requests so /community/following has something to show. Idempotent: profiles are inserted once, organisations by name, follows
// only while a member follows no one yet.
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { CommunityType, OrganizationCategory } from '../../contracts';
import type { Db } from './client';
import { connectionRequests, follows, forumTopics, memberProfiles, organizations } from './schema';

interface ProfileSeed { headline: string; bio: string; city: string; state: string; interests: string[]; skills: string[]; community: CommunityType }

export const DEMO_PROFILES: Record<string, ProfileSeed> = {
  admin: { headline: 'Community team, Summit Platform', bio: 'Keeps the summit community running: events, forum and spaces.', city: 'Bengaluru', state: 'Karnataka', interests: ['Community building', 'Events'], skills: ['Moderation', 'Operations'], community: 'business' },
  maya: { headline: 'Product mentor for early-stage founders', bio: 'Ten years building SaaS products; now mentoring founders on discovery and pricing.', city: 'Pune', state: 'Maharashtra', interests: ['SaaS', 'Product strategy', 'Mentoring'], skills: ['Product management', 'Pricing', 'User research'], community: 'expert' },
  rohan: { headline: 'Founder, KisanLedger — credit records for smallholder farmers', bio: 'Building a ledger app that turns crop sales into credit history. Looking for a technical co-founder and agri-fintech mentors.', city: 'Nashik', state: 'Maharashtra', interests: ['Agritech', 'Fintech', 'Rural markets'], skills: ['Sales', 'Field research', 'No-code prototyping'], community: 'startup' },
  amara: { headline: 'Partner, Lagos–Mumbai Seed Fund', bio: 'Writes first cheques into climate and fintech founders across India and West Africa.', city: 'Mumbai', state: 'Maharashtra', interests: ['Fintech', 'Climate tech', 'Seed investing'], skills: ['Due diligence', 'Term sheets', 'Board work'], community: 'investor' },
  lena: { headline: 'Battery materials researcher and startup advisor', bio: 'Materials scientist advising deep-tech startups on lab-to-pilot scale-up.', city: 'Chennai', state: 'Tamil Nadu', interests: ['Climate tech', 'Deep tech', 'Energy storage'], skills: ['Materials science', 'Grant writing', 'Pilot planning'], community: 'expert' },
  kwame: { headline: 'Head of open innovation, Coastal Logistics Group', bio: 'Runs the corporate pilot programme: 12 startup pilots a year in ports and warehousing.', city: 'Visakhapatnam', state: 'Andhra Pradesh', interests: ['Logistics', 'Corporate innovation', 'Supply chain'], skills: ['Procurement', 'Pilot contracts', 'Operations'], community: 'business' },
  priya: { headline: 'Co-founder, ShelfSense — retail analytics for kiranas', bio: 'Computer-vision shelf audits for neighbourhood stores. Pre-seed, 40 paying stores.', city: 'Bengaluru', state: 'Karnataka', interests: ['Retail tech', 'AI', 'Rural markets'], skills: ['Computer vision', 'Python', 'Fundraising'], community: 'startup' },
  diego: { headline: 'UX designer, volunteer mentor for first-time founders', bio: 'Helps founders test prototypes with real users in two weeks, not two months.', city: 'Goa', state: 'Goa', interests: ['Design', 'Mentoring', 'Healthtech'], skills: ['UX research', 'Prototyping', 'Figma'], community: 'expert' },
  sofia: { headline: 'Director, Incubation Centre, Deccan Institute of Technology', bio: 'Runs a 30-startup incubator with a maker lab and a student founders track.', city: 'Hyderabad', state: 'Telangana', interests: ['Incubation', 'Student entrepreneurship', 'Deep tech'], skills: ['Programme design', 'Partnerships'], community: 'educator' },
  tariq: { headline: 'Deputy director, State Startup Mission', bio: 'Designs seed grants and public procurement for startups in the state.', city: 'Thiruvananthapuram', state: 'Kerala', interests: ['Public policy', 'Govtech', 'Grants'], skills: ['Policy design', 'Public procurement'], community: 'government' },
  mei: { headline: 'Angel investor and former fintech CTO', bio: 'Invests in B2B software; happy to review architecture and hiring plans.', city: 'Gurugram', state: 'Haryana', interests: ['Fintech', 'SaaS', 'Angel investing'], skills: ['Engineering leadership', 'Architecture', 'Hiring'], community: 'investor' },
  jonas: { headline: 'Community volunteer, Summit hackathons', bio: 'Organises weekend hackathons and first-timer workshops.', city: 'Kochi', state: 'Kerala', interests: ['Hackathons', 'Community building', 'Open source'], skills: ['Event planning', 'JavaScript'], community: 'educator' },
  aisha: { headline: 'Student founder, CleanCook — smokeless stoves', bio: 'Final-year engineering student piloting low-cost smokeless stoves in 3 villages.', city: 'Jaipur', state: 'Rajasthan', interests: ['Climate tech', 'Hardware', 'Social impact'], skills: ['CAD', 'Field trials'], community: 'startup' },
  felix: { headline: 'Professor of entrepreneurship, Western Business School', bio: 'Teaches venture design and runs the school\'s pre-incubation course.', city: 'Ahmedabad', state: 'Gujarat', interests: ['Entrepreneurship education', 'Venture design', 'Research'], skills: ['Teaching', 'Case writing'], community: 'educator' },
  nadia: { headline: 'Innovation officer, Municipal Smart City Cell', bio: 'Matches city problems (waste, water, traffic) with startups for paid pilots.', city: 'Indore', state: 'Madhya Pradesh', interests: ['Govtech', 'Smart cities', 'Public policy'], skills: ['Challenge design', 'Stakeholder management'], community: 'government' },
  omar: { headline: 'IP attorney for startups', bio: 'Patents, trademarks and licensing for hardware and biotech founders.', city: 'New Delhi', state: 'Delhi', interests: ['IP', 'Biotech', 'Hardware'], skills: ['Patent drafting', 'Licensing'], community: 'expert' },
  ines: { headline: 'Operations lead, family-owned textiles business', bio: 'Digitising a 40-year-old textile business; looking for supply-chain startups to pilot with.', city: 'Surat', state: 'Gujarat', interests: ['Manufacturing', 'Supply chain', 'Sustainability'], skills: ['Operations', 'Vendor management'], community: 'business' },
  arjun: { headline: 'Engineer exploring a healthtech startup idea', bio: 'Backend engineer validating a queue-booking idea for public clinics.', city: 'Lucknow', state: 'Uttar Pradesh', interests: ['Healthtech', 'AI', 'Govtech'], skills: ['Node.js', 'PostgreSQL'], community: 'startup' },
};

interface OrganizationSeed { name: string; description: string; website: string; city: string; state: string; owner?: string }

export const DEMO_ORGANIZATIONS: Record<OrganizationCategory, OrganizationSeed[]> = {
  startups: [
    { name: 'KisanLedger', description: 'Credit histories for smallholder farmers from everyday crop sales.', website: 'https://kisanledger.example', city: 'Nashik', state: 'Maharashtra', owner: 'rohan' },
    { name: 'ShelfSense', description: 'Computer-vision shelf audits and reorder prompts for neighbourhood stores.', website: 'https://shelfsense.example', city: 'Bengaluru', state: 'Karnataka', owner: 'priya' },
    { name: 'CleanCook Labs', description: 'Low-cost smokeless cookstoves designed with rural households.', website: 'https://cleancook.example', city: 'Jaipur', state: 'Rajasthan', owner: 'aisha' },
    { name: 'QueueLess Health', description: 'Missed-call appointment booking for public clinics, with SMS reminders.', website: 'https://queueless.example', city: 'Lucknow', state: 'Uttar Pradesh', owner: 'arjun' },
    { name: 'VoltLoop', description: 'Second-life battery packs for solar irrigation pumps.', website: 'https://voltloop.example', city: 'Chennai', state: 'Tamil Nadu' },
  ],
  investors: [
    { name: 'Lagos–Mumbai Seed Fund', description: 'Pre-seed and seed cheques for climate and fintech founders in India and West Africa.', website: 'https://lmseed.example', city: 'Mumbai', state: 'Maharashtra', owner: 'amara' },
    { name: 'Deccan Angels Network', description: '120 angels co-investing in B2B software and deep tech, monthly pitch nights.', website: 'https://deccanangels.example', city: 'Hyderabad', state: 'Telangana', owner: 'mei' },
    { name: 'GreenShoots Impact Capital', description: 'Patient capital for agritech and rural livelihoods.', website: 'https://greenshoots.example', city: 'Pune', state: 'Maharashtra' },
    { name: 'Northstar Ventures', description: 'Series A fund for SaaS companies selling to the world from India.', website: 'https://northstar.example', city: 'Gurugram', state: 'Haryana' },
  ],
  businesses: [
    { name: 'Coastal Logistics Group', description: 'Ports and warehousing operator running 12 startup pilots a year.', website: 'https://coastallogistics.example', city: 'Visakhapatnam', state: 'Andhra Pradesh', owner: 'kwame' },
    { name: 'Duarte Textiles', description: 'Family-owned textile mill digitising its supply chain.', website: 'https://duartetextiles.example', city: 'Surat', state: 'Gujarat', owner: 'ines' },
    { name: 'Sahyadri Foods', description: 'Farmer-owned food processor buying from 8,000 growers.', website: 'https://sahyadrifoods.example', city: 'Nashik', state: 'Maharashtra' },
    { name: 'Meridian Hospitals', description: 'Hospital chain with an open call for healthtech pilots.', website: 'https://meridianhospitals.example', city: 'Kochi', state: 'Kerala' },
  ],
  government: [
    { name: 'State Startup Mission', description: 'Seed grants, incubator support and public procurement from startups.', website: 'https://startupmission.example', city: 'Thiruvananthapuram', state: 'Kerala', owner: 'tariq' },
    { name: 'Smart City Innovation Cell', description: 'Paid pilots for startups solving waste, water and traffic problems.', website: 'https://smartcity.example', city: 'Indore', state: 'Madhya Pradesh', owner: 'nadia' },
    { name: 'District Industries Centre', description: 'Registration, subsidies and mentoring for micro and small enterprises.', website: 'https://dic.example', city: 'Jaipur', state: 'Rajasthan' },
    { name: 'National Agri-Innovation Programme', description: 'Grants and field trials for agritech innovations.', website: 'https://agri-innovation.example', city: 'New Delhi', state: 'Delhi' },
  ],
  educators: [
    { name: 'Deccan Institute of Technology Incubator', description: 'A 30-startup incubator with a maker lab and a student founders track.', website: 'https://dit-incubator.example', city: 'Hyderabad', state: 'Telangana', owner: 'sofia' },
    { name: 'Western Business School', description: 'Venture design courses and a pre-incubation programme.', website: 'https://wbs.example', city: 'Ahmedabad', state: 'Gujarat', owner: 'felix' },
    { name: 'Open Hack Academy', description: 'Free weekend hackathons and first-timer workshops.', website: 'https://openhack.example', city: 'Kochi', state: 'Kerala', owner: 'jonas' },
    { name: 'Rural Innovators School', description: 'Hands-on hardware courses for young inventors in small towns.', website: 'https://ruralinnovators.example', city: 'Dharwad', state: 'Karnataka' },
  ],
  experts: [
    { name: 'Founders Legal Collective', description: 'IP, contracts and fundraising paperwork for early-stage founders.', website: 'https://founderslegal.example', city: 'New Delhi', state: 'Delhi', owner: 'omar' },
    { name: 'Prototype Clinic', description: 'Two-week user testing sprints for first products.', website: 'https://prototypeclinic.example', city: 'Goa', state: 'Goa', owner: 'diego' },
    { name: 'Scale-Up Materials Lab', description: 'Advisory on lab-to-pilot scale-up for deep-tech hardware.', website: 'https://scaleuplab.example', city: 'Chennai', state: 'Tamil Nadu', owner: 'lena' },
    { name: 'Product Mentors Circle', description: 'Volunteer product managers mentoring founders on discovery and pricing.', website: 'https://productmentors.example', city: 'Pune', state: 'Maharashtra', owner: 'maya' },
  ],
};

/** Who follows whom in the demo (members), so /community/following is not empty. */
const DEMO_MEMBER_FOLLOWS: [string, string[]][] = [
  ['rohan', ['amara', 'maya', 'lena', 'tariq']],
  ['maya', ['rohan', 'priya', 'diego']],
  ['priya', ['mei', 'amara', 'maya']],
  ['aisha', ['lena', 'sofia']],
  ['arjun', ['nadia', 'mei']],
];

/** Profiles, organisations and demo follows. `ids` is seedDemoMembers' username → user_id. Idempotent. */
export async function seedDemoNetwork(db: Db, ids: Map<string, number>): Promise<void> {
  const profiles = [...ids.entries()].flatMap(([username, userId]) => {
    const p = DEMO_PROFILES[username];
    return p ? [{ userId, headline: p.headline, bio: p.bio, city: p.city, state: p.state, interests: p.interests, skills: p.skills, communityType: p.community, createdBy: userId }] : [];
  });
  if (profiles.length > 0) await db.insert(memberProfiles).values(profiles).onConflictDoNothing();

  const orgValues = (Object.entries(DEMO_ORGANIZATIONS) as [OrganizationCategory, OrganizationSeed[]][]).flatMap(([category, list]) => list.map((o) => ({
    name: o.name, category, description: o.description, website: o.website, city: o.city, state: o.state,
    ownerUserId: o.owner ? ids.get(o.owner) ?? null : null, createdBy: o.owner ? ids.get(o.owner) ?? 0 : 0,
  })));
  await db.insert(organizations).values(orgValues).onConflictDoNothing();

  for (const [who, targets] of DEMO_MEMBER_FOLLOWS) {
    const follower = ids.get(who);
    if (follower === undefined) continue;
    const [any] = await db.select({ id: follows.followId }).from(follows).where(eq(follows.followerUserId, follower)).limit(1);
    if (any) continue; // this member's follows were seeded (or chosen by them) already
    const values = targets.flatMap((t) => {
      const id = ids.get(t);
      return id === undefined ? [] : [{ followerUserId: follower, targetType: 'member', targetId: id, createdBy: follower }];
    });
    if (values.length > 0) await db.insert(follows).values(values).onConflictDoNothing();
  }
  // rohan follows the seed fund (an organisation on his /community/following).
  const [fund] = await db.select({ id: organizations.organizationId }).from(organizations)
    .where(and(sql`lower(${organizations.name}) = lower(${'Lagos–Mumbai Seed Fund'})`, isNull(organizations.deletedAt)));
  const rohan = ids.get('rohan');
  if (fund && rohan !== undefined) {
    const [already] = await db.select({ id: follows.followId }).from(follows)
      .where(and(eq(follows.followerUserId, rohan), eq(follows.targetType, 'organization')));
    if (!already) await db.insert(follows).values({ followerUserId: rohan, targetType: 'organization', targetId: fund.id, createdBy: rohan }).onConflictDoNothing();
  }
  // rohan and maya follow the two liveliest forum topics others started (when the forum is seeded).
  for (const who of ['rohan', 'maya']) {
    const userId = ids.get(who);
    if (userId === undefined) continue;
    const [anyTopic] = await db.select({ id: follows.followId }).from(follows)
      .where(and(eq(follows.followerUserId, userId), eq(follows.targetType, 'topic'))).limit(1);
    if (anyTopic) continue;
    const topics = await db.select({ id: forumTopics.topicId }).from(forumTopics)
      .where(and(eq(forumTopics.hidden, false), ne(forumTopics.userId, userId))).orderBy(desc(forumTopics.replyCount), desc(forumTopics.lastPostAt)).limit(2);
    if (topics.length > 0) {
      await db.insert(follows).values(topics.map((t) => ({ followerUserId: userId, targetType: 'topic', targetId: t.id, createdBy: userId }))).onConflictDoNothing();
    }
  }
  // Connections: rohan and maya are connected; diego and aisha have asked rohan (for the demo of answering).
  const rohanId = ids.get('rohan');
  if (rohanId !== undefined) {
    const [anyLink] = await db.select({ id: connectionRequests.requestId }).from(connectionRequests)
      .where(or(eq(connectionRequests.requesterUserId, rohanId), eq(connectionRequests.addresseeUserId, rohanId))).limit(1);
    if (!anyLink) {
      const values: (typeof connectionRequests.$inferInsert)[] = [];
      const maya = ids.get('maya');
      const diego = ids.get('diego');
      const aisha = ids.get('aisha');
      if (maya !== undefined) values.push({ requesterUserId: maya, addresseeUserId: rohanId, status: 'accepted', respondedAt: new Date(), createdBy: maya });
      if (diego !== undefined) values.push({ requesterUserId: diego, addresseeUserId: rohanId, message: 'Happy to test the KisanLedger prototype with farmers in Goa.', createdBy: diego });
      if (aisha !== undefined) values.push({ requesterUserId: aisha, addresseeUserId: rohanId, message: 'Fellow rural founder here: shall we compare field-trial notes?', createdBy: aisha });
      if (values.length > 0) await db.insert(connectionRequests).values(values).onConflictDoNothing();
    }
  }
}
