// Demo collaboration calls (issue 14): open calls across the communities with interest from
// several demo members, one with picked collaborators and their group conversation, one closed,
// one past its deadline — so /collab-hub, /collab-hub/community and /collaboration look alive.
// Authors are the demo members of seed-members.ts when present (admin and maya otherwise).
// Idempotent: a call whose title exists is left alone, with its interest.
import { eq, inArray } from 'drizzle-orm';
import type { CollabCommunity, CollabInterestStatus } from '../../contracts';
import type { Db } from './client';
import { collabCalls, collabInterests, conversationMembers, conversations, messages, users } from './schema';

interface DemoCall {
  title: string; by: string; need: string; skills: string[]; tags?: string[]; community?: CollabCommunity;
  /** Deadline in days from the seed date (negative: past). */
  deadlineInDays: number; closed?: boolean;
  interests?: { who: string; message: string; status?: CollabInterestStatus }[];
  /** Messages in the group conversation (poster and picked collaborators), oldest first. */
  chat?: { who: string; body: string }[];
}

export const DEMO_COLLAB_CALLS: readonly DemoCall[] = [
  {
    title: 'Co-founder (CTO) for a crop-disease detection app', by: 'kwame', community: 'startup', deadlineInDays: 18,
    need: 'We are **FarmSight**, a two-person team helping smallholder farmers spot crop disease from a phone photo. Our pilot with 120 farmers in Karnataka shows 84% accuracy on three diseases.\n\nWe need a technical co-founder who can:\n- take the on-device model from prototype to production,\n- build an offline-first Android app,\n- hire the first two engineers.\n\nEquity and a founder salary from our pre-seed round.',
    skills: ['Machine learning', 'Android', 'TensorFlow Lite'], tags: ['agritech', 'co-founder'],
    interests: [
      { who: 'arjun', message: 'I shipped an offline-first Android app for field surveys (40k installs) and have worked with TFLite models. Would love to talk.' },
      { who: 'mei', message: 'ML engineer, 6 years in computer vision. Happy to start as an advisor and see if we fit as co-founders.', status: 'picked' },
      { who: 'rohan', message: 'Not a CTO myself, but I can help with farmer interviews in Kannada and Hindi as a volunteer.' },
    ],
    chat: [
      { who: 'kwame', body: 'Welcome Mei! I will share the pilot data and the model notebook here.' },
      { who: 'mei', body: 'Thanks Kwame. Could we do a call on Thursday to go through the confusion matrix?' },
    ],
  },
  {
    title: 'Pilot partner for a smart water-metering project', by: 'amara', community: 'government', deadlineInDays: 25,
    need: 'Our municipal-utility startup has a working LoRaWAN water meter. We are looking for a **ward or municipality** willing to pilot 500 meters for six months, and a policy expert to help with the procurement route (innovation procurement / sandbox).',
    skills: ['Public procurement', 'IoT', 'Urban policy'], tags: ['govtech', 'water'],
    interests: [
      { who: 'omar', message: 'I advised two cities on innovation procurement sandboxes; happy to map the route with you.' },
      { who: 'sofia', message: 'Our institute runs a smart-city lab with a municipal partner. Could host part of the pilot.' },
      { who: 'maya', message: 'I can help shape the pilot metrics and the evaluation report for the council.' },
    ],
  },
  {
    title: 'Mentors for a student hackathon on climate adaptation', by: 'felix', community: 'educator', deadlineInDays: 10,
    need: 'We run a 48-hour student hackathon on climate adaptation in March. We need **six mentors** (one per track) for two evening sessions and the final judging.',
    skills: ['Mentoring', 'Climate tech', 'Product design'], tags: ['hackathon', 'students', 'climate'],
    interests: [
      { who: 'diego', message: 'Product designer and climate volunteer — count me in for the design track.', status: 'picked' },
      { who: 'jonas', message: 'I mentored at three hackathons last year and can take the data track.', status: 'picked' },
      { who: 'lena', message: 'I can judge the final and mentor the hardware track.' },
      { who: 'maya', message: 'I teach product strategy and would mentor the business-model track.', status: 'picked' },
    ],
    chat: [
      { who: 'felix', body: 'Thank you all for mentoring! Kick-off call next Monday at 18:00 — agenda to follow.' },
      { who: 'maya', body: 'Works for me. Shall we agree on one judging rubric before then?' },
    ],
  },
  {
    title: 'Angel syndicate lead for a deep-tech seed round', by: 'tariq', community: 'investor', deadlineInDays: 35,
    need: 'A photonics startup spun out of IISc is raising ₹4 crore. Two angels are committed; we want a **syndicate lead** with deep-tech experience to run diligence and the SPV.',
    skills: ['Angel investing', 'Due diligence', 'Deep tech'], tags: ['funding', 'photonics'],
    interests: [{ who: 'nadia', message: 'I led two hardware syndicates in 2025. Send the deck and the data room.' }],
  },
  {
    title: 'Design partner for an MSME invoicing tool', by: 'priya', community: 'business', deadlineInDays: 6,
    need: 'We are building GST-ready invoicing for small manufacturers. We need **three MSMEs** to use the beta weekly for a month and tell us what breaks.',
    skills: ['Small business operations', 'Accounting'], tags: ['fintech', 'msme'],
  },
  {
    title: 'Research collaborator on explainable credit scoring', by: 'maya', community: 'expert', deadlineInDays: 45,
    need: 'I am writing a paper with a lending startup on explainable credit scores for thin-file borrowers. Looking for a **statistician or ML researcher** to co-author the evaluation section.',
    skills: ['Statistics', 'Machine learning', 'Academic writing'], tags: ['research', 'fintech'],
    interests: [
      { who: 'lena', message: 'I work on fairness metrics for credit models and would happily co-author.' },
      { who: 'ines', message: 'PhD student in statistics; I can run the ablations and the calibration analysis.' },
    ],
  },
  {
    title: 'Volunteer translators for a founder toolkit', by: 'aisha', deadlineInDays: 14,
    need: 'Our free founder toolkit (40 pages) is in English only. We need volunteers to translate it into **Hindi, Tamil and Bengali**.',
    skills: ['Translation', 'Hindi', 'Tamil', 'Bengali'], tags: ['volunteering', 'toolkit'],
    interests: [{ who: 'rohan', message: 'I can translate the Hindi version over two weekends.' }],
  },
  {
    title: 'Hardware engineer for a low-cost air-quality sensor', by: 'diego', community: 'startup', deadlineInDays: -5,
    need: 'We need a hardware engineer to bring our air-quality sensor BOM under ₹1,500. The call is past its deadline; we are talking to the people who applied.',
    skills: ['Embedded systems', 'PCB design'], tags: ['hardware', 'climate'],
    interests: [{ who: 'arjun', message: 'Embedded engineer; designed two sensor boards for a cleantech startup.' }],
  },
  {
    title: 'Co-organisers for the Bengaluru founders meetup', by: 'admin', community: 'startup', deadlineInDays: 20, closed: true,
    need: 'We found our co-organisers, thank you! The monthly meetup restarts next month.',
    skills: ['Community building', 'Event planning'], tags: ['community'],
    interests: [
      { who: 'jonas', message: 'I organised meetups in Berlin for four years. Happy to help.', status: 'picked' },
      { who: 'priya', message: 'I would like to help with the venue and sponsors.', status: 'declined' },
    ],
  },
];

const DAY = 86_400_000;
/** The end of the day `days` from now (UTC), like a deadline picked as a date. */
const deadlineIn = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return new Date(`${d.toISOString().slice(0, 10)}T23:59:59.999Z`);
};

export async function seedDemoCollaboration(db: Db): Promise<void> {
  const names = [...new Set(DEMO_COLLAB_CALLS.flatMap((c) => [c.by, ...(c.interests ?? []).map((i) => i.who), ...(c.chat ?? []).map((m) => m.who)]))];
  const found = await db.select({ id: users.userId, username: users.username }).from(users).where(inArray(users.username, [...names, 'admin', 'maya']));
  const ids = new Map(found.map((u) => [u.username, u.id]));
  const fallback = ids.get('maya') ?? ids.get('admin');
  if (fallback === undefined) return; // no demo accounts yet
  const existing = new Set((await db.select({ title: collabCalls.title }).from(collabCalls)).map((r) => r.title));

  for (const call of DEMO_COLLAB_CALLS) {
    if (existing.has(call.title)) continue;
    const poster = ids.get(call.by) ?? fallback;
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(collabCalls).values({
        posterUserId: poster, title: call.title, need: call.need, skills: call.skills, tags: call.tags ?? [], communityType: call.community ?? null,
        deadline: deadlineIn(call.deadlineInDays), status: call.closed ? 'closed' : 'open', closedAt: call.closed ? new Date() : null,
        createdAt: new Date(Date.now() - (12 + DEMO_COLLAB_CALLS.indexOf(call)) * DAY / 3),
      }).returning({ id: collabCalls.callId });
      const callId = row!.id;
      // Until the demo members exist, admin and maya stand in; a member never shows interest in their own call.
      const interests = (call.interests ?? []).map((i) => ({ ...i, userId: ids.get(i.who) ?? (poster === ids.get('admin') ? ids.get('maya') : ids.get('admin')) }))
        .filter((i): i is typeof i & { userId: number } => i.userId !== undefined && i.userId !== poster);
      const seen = new Set<number>();
      const unique = interests.filter((i) => (seen.has(i.userId) ? false : (seen.add(i.userId), true)));
      if (unique.length > 0) {
        await tx.insert(collabInterests).values(unique.map((i, n) => ({
          callId, userId: i.userId, message: i.message, status: i.status ?? 'pending',
          createdAt: new Date(Date.now() - (unique.length - n) * 5 * 3_600_000), decidedAt: i.status && i.status !== 'pending' ? new Date() : null,
        })));
      }
      const picked = unique.filter((i) => i.status === 'picked').map((i) => i.userId);
      if (picked.length > 0) {
        const [conversation] = await tx.insert(conversations).values({ isGroup: true, title: `Collaboration: ${call.title}`.slice(0, 120), createdBy: poster })
          .returning({ id: conversations.conversationId });
        const conversationId = conversation!.id;
        await tx.insert(conversationMembers).values([poster, ...picked].map((userId) => ({ conversationId, userId })));
        const members = new Set([poster, ...picked]);
        const lines = (call.chat ?? []).map((m) => ({ ...m, senderId: ids.get(m.who) })).filter((m): m is typeof m & { senderId: number } => m.senderId !== undefined && members.has(m.senderId));
        let last: Date | null = null;
        for (const [n, line] of lines.entries()) {
          last = new Date(Date.now() - (lines.length - n) * 3_600_000);
          await tx.insert(messages).values({ conversationId, senderId: line.senderId, body: line.body, createdAt: last });
        }
        await tx.update(conversations).set({ lastMessageAt: last }).where(eq(conversations.conversationId, conversationId));
        await tx.update(collabCalls).set({ conversationId }).where(eq(collabCalls.callId, callId));
      }
    });
  }
}
