// Demo profiles (issue 15; docs/decisions/0039-profiles.md, 0040-typed-profiles.md): links and
// visibility on the directory profiles, employability profiles for a few members, and typed
// profiles (startups, ideas, incubation, ventures, an entrepreneur and institutes) spread over
// the demo members so /profiles, the volunteer profiles and the expert dashboard look alive.
// Idempotent: a member's typed profiles are seeded once (only when they hold none), and links or
// employability only on profiles nobody has edited.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Employability, TypedProfileForm } from '../../contracts';
import type { Db } from './client';
import { memberProfiles, typedProfiles } from './schema';

type TypedSeed = Omit<TypedProfileForm, 'pitch_deck'>;
const t = (over: Partial<TypedSeed> & Pick<TypedSeed, 'kind' | 'name'>): TypedSeed => ({
  summary: '', stage: '', sector: '', team: [], traction: '', funding_sought: null, website: '', city: '', state: '', visibility: 'members', ...over,
});

export const DEMO_TYPED_PROFILES: Record<string, TypedSeed[]> = {
  rohan: [
    t({
      kind: 'startup', name: 'KisanLedger', summary: 'Credit histories for smallholder farmers from everyday crop sales: farmers record sales in Marathi or Hindi, lenders read a verified report.',
      stage: 'early-traction', sector: 'Agritech', team: [{ name: 'Rohan Patil', role: 'Founder, CEO' }, { name: 'Sneha Kulkarni', role: 'Field operations' }],
      traction: '1,200 farmers recording sales weekly; two co-operative banks piloting the credit report; ₹18 lakh in loans issued against it.',
      funding_sought: 7_500_000, website: 'https://kisanledger.example', city: 'Nashik', state: 'Maharashtra', visibility: 'public',
    }),
    t({ kind: 'idea', name: 'Voice entry for crop sales', summary: 'Farmers dictate a sale; the ledger fills itself. Testing with 40 farmers in two villages.', stage: 'validation', sector: 'Agritech', city: 'Nashik', state: 'Maharashtra' }),
  ],
  priya: [
    t({
      kind: 'startup', name: 'ShelfSense', summary: 'Computer-vision shelf audits and reorder prompts for neighbourhood kirana stores.',
      stage: 'mvp', sector: 'Retail tech', team: [{ name: 'Priya Nair', role: 'Co-founder, CEO' }, { name: 'Karthik Rao', role: 'Co-founder, CTO' }],
      traction: '40 paying stores in Bengaluru; 11% fewer stock-outs after eight weeks.', funding_sought: 15_000_000,
      website: 'https://shelfsense.example', city: 'Bengaluru', state: 'Karnataka', visibility: 'public',
    }),
    t({ kind: 'venture', name: 'ShelfSense — pre-seed round', summary: 'Raising a pre-seed round to reach 300 stores in two cities.', stage: 'early-traction', sector: 'Retail tech', traction: 'Monthly revenue ₹2.4 lakh, growing 18% a month.', funding_sought: 15_000_000, city: 'Bengaluru', state: 'Karnataka' }),
  ],
  aisha: [
    t({
      kind: 'incubation', name: 'CleanCook', summary: 'Low-cost smokeless stoves for rural kitchens; applying to the Deccan Institute incubator.',
      stage: 'validation', sector: 'Climate tech', team: [{ name: 'Aisha Khan', role: 'Founder' }, { name: 'Dev Sharma', role: 'Mechanical design' }],
      traction: 'Pilots in 3 villages, 60 households; smoke exposure down by two thirds in our measurements.', funding_sought: 1_200_000,
      city: 'Jaipur', state: 'Rajasthan', visibility: 'public',
    }),
    t({ kind: 'entrepreneur', name: 'Student founder in clean energy', summary: 'Final-year mechanical engineering student building hardware for rural homes.', stage: 'validation', sector: 'Climate tech', traction: 'Winner, state student innovation challenge 2025.', city: 'Jaipur', state: 'Rajasthan', visibility: 'public' }),
  ],
  arjun: [
    t({ kind: 'idea', name: 'ClinicQueue', summary: 'Token booking by SMS for public clinics so patients wait at home, not in the queue.', stage: 'idea', sector: 'Healthtech', team: [{ name: 'Arjun Mehta', role: 'Founder' }], traction: 'Spoke to 25 patients and 4 clinic managers in Lucknow.', city: 'Lucknow', state: 'Uttar Pradesh' }),
  ],
  lena: [
    t({ kind: 'idea', name: 'Second-life battery packs', summary: 'Grading used EV cells for solar storage in small shops.', stage: 'validation', sector: 'Deep tech', traction: 'Lab tests on 200 cells; partner recycler in Chennai.', city: 'Chennai', state: 'Tamil Nadu' }),
  ],
  diego: [
    t({ kind: 'entrepreneur', name: 'Design-led founder support', summary: 'Helps first-time founders test prototypes with real users in two weeks.', sector: 'Healthtech', traction: 'Mentored 14 teams through usability sprints.', website: 'https://diego-ux.example', city: 'Goa', state: 'Goa', visibility: 'public' }),
  ],
  sofia: [
    t({
      kind: 'institute', name: 'Deccan Institute of Technology — Incubation Centre', summary: 'A 30-startup incubator with a maker lab and a student founders track.',
      sector: 'Deep tech', team: [{ name: 'Sofia Reddy', role: 'Director' }, { name: 'Anil Varma', role: 'Lab manager' }],
      traction: 'Two cohorts a year; 62 startups incubated since 2019; maker lab open to students on weekends.',
      website: 'https://dit-incubator.example', city: 'Hyderabad', state: 'Telangana', visibility: 'public',
    }),
  ],
  felix: [
    t({ kind: 'institute', name: 'Western Business School — Pre-incubation', summary: 'Venture design courses and a pre-incubation programme for MBA students.', sector: 'Social impact', team: [{ name: 'Felix Brandt', role: 'Programme lead' }], traction: 'Forty student ventures a year; ten go on to incubation.', website: 'https://wbs.example', city: 'Ahmedabad', state: 'Gujarat', visibility: 'public' }),
  ],
  jonas: [
    t({ kind: 'startup', name: 'HackKit', summary: 'Open-source kits that let any college run a weekend hackathon.', stage: 'mvp', sector: 'Edtech', traction: 'Used by 9 colleges in Kerala.', funding_sought: 2_000_000, city: 'Kochi', state: 'Kerala' }),
  ],
};

const DEMO_LINKS: Record<string, { label: string; url: string }[]> = {
  maya: [{ label: 'Product Mentors Circle', url: 'https://productmentors.example' }],
  rohan: [{ label: 'KisanLedger', url: 'https://kisanledger.example' }, { label: 'LinkedIn', url: 'https://www.linkedin.com/in/rohan-kisanledger' }],
  priya: [{ label: 'ShelfSense', url: 'https://shelfsense.example' }],
  diego: [{ label: 'Portfolio', url: 'https://diego-ux.example' }],
  sofia: [{ label: 'Incubation Centre', url: 'https://dit-incubator.example' }],
  jonas: [{ label: 'GitHub', url: 'https://github.com/hackkit-example' }],
  aisha: [{ label: 'CleanCook', url: 'https://cleancook.example' }],
};

const DEMO_EMPLOYABILITY: Record<string, Employability> = {
  arjun: {
    education: [{ institution: 'IIIT Allahabad', qualification: 'B.Tech', field: 'Information technology', start_year: 2015, end_year: 2019 }],
    experience: [
      { organisation: 'Paytm', title: 'Backend engineer', start_year: 2019, end_year: 2023, description: 'Payments APIs in Node.js and PostgreSQL.' },
      { organisation: 'Freelance', title: 'Backend consultant', start_year: 2023, end_year: null, description: 'APIs for two healthtech startups.' },
    ],
    cv: null, availability: 'one-month', work_types: ['full-time', 'freelance'],
  },
  aisha: {
    education: [{ institution: 'Malaviya National Institute of Technology', qualification: 'B.Tech', field: 'Mechanical engineering', start_year: 2022, end_year: 2026 }],
    experience: [{ organisation: 'Barefoot College', title: 'Summer intern', start_year: 2024, end_year: 2024, description: 'Solar lantern assembly training.' }],
    cv: null, availability: 'three-months', work_types: ['internship'],
  },
  jonas: {
    education: [{ institution: 'Cochin University of Science and Technology', qualification: 'B.Sc', field: 'Computer science', start_year: 2016, end_year: 2019 }],
    experience: [{ organisation: 'Open Hack Academy', title: 'Community lead', start_year: 2020, end_year: null, description: 'Runs weekend hackathons and workshops.' }],
    cv: null, availability: 'immediately', work_types: ['part-time', 'freelance'],
  },
};

const DEMO_VISIBILITY: Record<string, Record<string, string>> = {
  rohan: { bio: 'public', location: 'public', skills: 'public', links: 'public' },
  priya: { bio: 'public', links: 'public' },
  jonas: { bio: 'public', skills: 'public', employability: 'public' },
  arjun: { employability: 'members' },
};

export async function seedDemoProfiles(db: Db, ids: Map<string, number>): Promise<void> {
  const userIds = [...ids.values()];
  if (userIds.length === 0) return;

  // Typed profiles: once per member (a member who deleted theirs does not get them back while other rows remain).
  const holders = new Set((await db.selectDistinct({ userId: typedProfiles.userId }).from(typedProfiles).where(inArray(typedProfiles.userId, userIds))).map((r) => r.userId));
  const rows = Object.entries(DEMO_TYPED_PROFILES).flatMap(([username, list]) => {
    const userId = ids.get(username);
    if (userId === undefined || holders.has(userId)) return [];
    return list.map((p) => ({
      userId, kind: p.kind, name: p.name, summary: p.summary, stage: p.stage || null, sector: p.sector || null, team: p.team, traction: p.traction,
      fundingSought: p.funding_sought, website: p.website || null, city: p.city || null, state: p.state || null, visibility: p.visibility, createdBy: userId,
    }));
  });
  if (rows.length > 0) await db.insert(typedProfiles).values(rows);

  // Links, visibility and employability on directory profiles nobody has edited yet.
  const untouched = (userId: number) => and(eq(memberProfiles.userId, userId), isNull(memberProfiles.modifiedAt));
  for (const [username, links] of Object.entries(DEMO_LINKS)) {
    const userId = ids.get(username);
    if (userId !== undefined) await db.update(memberProfiles).set({ links }).where(and(untouched(userId), sql`${memberProfiles.links} = '[]'::jsonb`));
  }
  for (const [username, visibility] of Object.entries(DEMO_VISIBILITY)) {
    const userId = ids.get(username);
    if (userId !== undefined) await db.update(memberProfiles).set({ visibility }).where(and(untouched(userId), sql`${memberProfiles.visibility} = '{}'::jsonb`));
  }
  for (const [username, employability] of Object.entries(DEMO_EMPLOYABILITY)) {
    const userId = ids.get(username);
    if (userId !== undefined) await db.update(memberProfiles).set({ employability }).where(and(untouched(userId), isNull(memberProfiles.employability)));
  }
}
