// Demo publications (issue 12; docs/decisions/0037-publications.md): applications of maya and
// other demo members in every status, with reviewers' comments on the timeline; the accepted
// ones are published as knowledge-hub content (the same function the accept call uses).
// Idempotent: an application is inserted once (by author and title).
import { and, eq } from 'drizzle-orm';
import type { PublicationCategory, PublicationStatus } from '../../contracts';
import { publishAsContent } from '../publications/service';
import type { Db } from './client';
import { publicationEvents, publications, users } from './schema';
import { seedDemoMembers } from './seed-members';

interface DemoPublication {
  author: string;
  title: string;
  abstract: string;
  coAuthors: string[];
  category: PublicationCategory;
  keywords: string[];
  /** A sample manuscript in public/manuscripts/, or none (an early draft). */
  manuscript: string | null;
  status: PublicationStatus;
  /** Days ago it was started. */
  ageDays: number;
  /** Reviewers' comments, in order, for the review steps its status implies. */
  comments?: { changes?: string; decision?: string; resubmit?: string };
}

const DEMO: DemoPublication[] = [
  {
    author: 'maya', title: 'Cold chains for small dairies', status: 'accepted', ageDays: 40, category: 'research-paper',
    abstract: 'We measured milk **spoilage**, cooling times and costs in 120 village dairies over one year.\n\nDairies with a shared solar chiller lost *11%* of milk instead of *27%*, and paid back the chiller in 14 months.',
    coAuthors: ['Arjun Mehta'], keywords: ['dairy', 'cold chain', 'agritech'], manuscript: 'cold-chains-for-small-dairies',
    comments: { decision: 'A clear study with numbers founders can use. Welcome to the library.' },
  },
  {
    author: 'maya', title: 'Peer mentoring circles for first-time founders', status: 'changes-requested', ageDays: 12, category: 'case-study',
    abstract: 'Six mentoring circles of five founders met every two weeks for a term. We describe how they were run and what founders said they learned.',
    coAuthors: [], keywords: ['mentoring', 'founders'], manuscript: 'women-founders-credit-access',
    comments: { changes: 'Interesting format. Please add **how many founders stayed** until the end, and one quote per circle.' },
  },
  {
    author: 'maya', title: 'Reading the room: pitching to public buyers', status: 'draft', ageDays: 2, category: 'white-paper',
    abstract: 'Public buyers read a pitch differently from investors. This paper collects what twelve procurement officers told us they look for',
    coAuthors: [], keywords: ['govtech', 'pitching'], manuscript: null,
  },
  {
    author: 'lena', title: 'Frugal diagnostics in primary care', status: 'accepted', ageDays: 60, category: 'research-paper',
    abstract: 'Forty clinics used low-cost diagnostic kits for six months. Referral times fell by a third and **false positives stayed below 4%**.',
    coAuthors: ['Dr. Ines Carvalho'], keywords: ['healthtech', 'diagnostics'], manuscript: 'frugal-diagnostics-field-study',
    comments: { decision: 'Accepted. The method section is a model for other field studies.' },
  },
  {
    author: 'kwame', title: 'Solar irrigation pumps: two seasons on smallholder farms', status: 'accepted', ageDays: 75, category: 'case-study',
    abstract: 'Two seasons of solar pumps on 36 smallholder farms: what broke, what farmers paid, and why pay-as-you-go beat outright sales.',
    coAuthors: ['Tariq Aziz'], keywords: ['climate', 'agritech', 'energy'], manuscript: 'solar-irrigation-case-study',
    comments: { changes: 'Please add the repair costs per season.', resubmit: 'Added a table of repair costs for both seasons.', decision: 'Thank you for the repair data. Accepted.' },
  },
  {
    author: 'sofia', title: 'University spin-outs: fair terms for founders', status: 'accepted', ageDays: 30, category: 'policy-brief',
    abstract: 'Equity stakes, licence terms and leave of absence: what universities ask of spin-outs, and what a fair standard would look like.',
    coAuthors: ['Jonas Weber'], keywords: ['policy', 'research', 'commercialization'], manuscript: 'university-spinouts-policy-brief',
    comments: { decision: 'A timely brief. Accepted for the Knowledge Hub.' },
  },
  {
    author: 'rohan', title: 'Women founders and access to credit', status: 'submitted', ageDays: 4, category: 'report',
    abstract: 'Loan outcomes for 1,200 women-led micro-enterprises across three states, and the guarantees that changed lenders’ minds.',
    coAuthors: ['Aisha Bello', 'Nadia Rahman'], keywords: ['finance', 'inclusion'], manuscript: 'women-founders-credit-access',
  },
  {
    author: 'amara', title: 'Circular packaging pilots in food retail', status: 'in-review', ageDays: 9, category: 'case-study',
    abstract: 'Three grocery chains piloted returnable packaging. We report return rates, washing costs and what shoppers said.',
    coAuthors: [], keywords: ['circular economy', 'retail'], manuscript: 'cold-chains-for-small-dairies',
  },
  {
    author: 'diego', title: 'Open data for city mobility startups', status: 'resubmitted', ageDays: 20, category: 'white-paper',
    abstract: 'Which city datasets mobility startups use, which they cannot get, and a proposal for a common licence.',
    coAuthors: ['Mei Lin'], keywords: ['mobility', 'open data', 'govtech'], manuscript: 'university-spinouts-policy-brief',
    comments: { changes: 'Please name the cities and the datasets you surveyed.', resubmit: 'Listed the nine cities and 31 datasets in an appendix.' },
  },
  {
    author: 'priya', title: 'Why we stopped selling to enterprises', status: 'rejected', ageDays: 25, category: 'review-article',
    abstract: 'A founder’s account of leaving enterprise sales for self-serve.',
    coAuthors: [], keywords: ['go-to-market'], manuscript: 'frugal-diagnostics-field-study',
    comments: { decision: 'An honest story, but it is a blog post rather than a study. Consider the forum or a success story instead.' },
  },
];

/** The status path each demo status implies (after draft). */
const PATHS: Record<PublicationStatus, PublicationStatus[]> = {
  draft: [],
  submitted: ['submitted'],
  'in-review': ['submitted', 'in-review'],
  'changes-requested': ['submitted', 'in-review', 'changes-requested'],
  resubmitted: ['submitted', 'in-review', 'changes-requested', 'resubmitted'],
  accepted: ['submitted', 'in-review', 'accepted'],
  rejected: ['submitted', 'in-review', 'rejected'],
};

export async function seedDemoPublications(db: Db): Promise<void> {
  const ids = await seedDemoMembers(db);
  const adminId = ids.get('admin');
  if (adminId === undefined) return;
  for (const d of DEMO) {
    const authorId = ids.get(d.author);
    if (authorId === undefined) continue;
    const [existing] = await db.select({ id: publications.publicationId }).from(publications)
      .where(and(eq(publications.authorUserId, authorId), eq(publications.title, d.title)));
    if (existing) continue;
    const [who] = await db.select({ first: users.firstName, last: users.lastName, username: users.username }).from(users).where(eq(users.userId, authorId));
    const authorName = `${who?.first ?? ''} ${who?.last ?? ''}`.trim() || (who?.username ?? d.author);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const day = (n: number) => new Date(Date.now() - n * 86_400_000);
      // A resubmission goes through review twice: add the second review before the decision.
      const path = d.comments?.resubmit && d.status === 'accepted'
        ? ['submitted', 'in-review', 'changes-requested', 'resubmitted', 'in-review', 'accepted'] as PublicationStatus[]
        : PATHS[d.status];
      const stepDays = path.length ? Math.max(1, Math.floor(d.ageDays / (path.length + 1))) : 0;
      const at = (i: number) => day(d.ageDays - stepDays * (i + 1));
      const submittedIndex = path.lastIndexOf(path.includes('resubmitted') ? 'resubmitted' : 'submitted');
      const decided = d.status === 'accepted' || d.status === 'rejected';
      const [row] = await tx.insert(publications).values({
        authorUserId: authorId, title: d.title, abstract: d.abstract,
        authors: [{ name: authorName, user_id: authorId }, ...d.coAuthors.map((name) => ({ name, user_id: null }))],
        category: d.category, keywords: d.keywords,
        manuscriptName: d.manuscript ? `/manuscripts/${d.manuscript}.pdf` : null,
        manuscriptFileName: d.manuscript ? `${d.manuscript}.pdf` : null,
        manuscriptSize: d.manuscript ? 780 : null,
        status: d.status,
        submittedAt: submittedIndex >= 0 ? at(submittedIndex).toISOString() : null,
        decidedAt: decided ? at(path.length - 1).toISOString() : null,
        createdBy: authorId, createdAt: day(d.ageDays), modifiedAt: path.length ? at(path.length - 1) : day(Math.max(0, d.ageDays - 1)), modifiedBy: authorId,
      }).returning();
      await tx.insert(publicationEvents).values({ publicationId: row!.publicationId, actorUserId: authorId, fromStatus: null, toStatus: 'draft', createdAt: day(d.ageDays).toISOString() });
      let from: PublicationStatus = 'draft';
      for (const [i, to] of path.entries()) {
        const byAdmin = to !== 'submitted' && to !== 'resubmitted';
        const comment = to === 'changes-requested' ? d.comments?.changes ?? ''
          : to === 'resubmitted' ? d.comments?.resubmit ?? ''
            : to === 'accepted' || to === 'rejected' ? d.comments?.decision ?? '' : '';
        await tx.insert(publicationEvents).values({
          publicationId: row!.publicationId, actorUserId: byAdmin ? adminId : authorId, byAdmin, fromStatus: from, toStatus: to, comment, createdAt: at(i).toISOString(),
        });
        from = to;
      }
      if (d.status === 'accepted') {
        const contentId = await publishAsContent(tx, row!, adminId);
        await tx.update(publications).set({ contentId }).where(eq(publications.publicationId, row!.publicationId));
      }
    });
  }
}
