// The demo library of content items (issue 12): articles, videos, documents, toolkits,
// opportunities, success stories and insights with short Markdown bodies. seed-hubs.ts links
// each to the hubs sharing its tags and inserts it once (by slug).
import type { ContentType } from '../../contracts';

export interface DemoContent {
  slug: string;
  type: ContentType;
  title: string;
  summary: string;
  tags: string[];
  body: string;
  /** Days before the seed ran that it was published; opportunities: days until the deadline in `deadlineInDays`. */
  ageDays: number;
  deadlineInDays?: number;
  video?: string;
  attachments?: { name: string; file: string }[];
  published?: boolean;
}

const c = (
  slug: string, type: ContentType, title: string, summary: string, tags: string[], body: string, ageDays: number,
  extra: Partial<DemoContent> = {},
): DemoContent => ({ slug, type, title, summary, tags, body, ageDays, ...extra });

export const DEMO_CONTENT: DemoContent[] = [
  // Funding and investors
  c('what-investors-read-in-your-first-slide', 'video', 'What investors read in your first slide', 'A partner at a seed fund walks through ten real decks, slide one only.', ['funding', 'investors', 'pitching'],
    'Most investors decide whether to keep reading within the first slide. In this talk, a seed partner shows ten real opening slides and explains what each one told her.\n\n**Takeaways**\n\n- Say what you do in words a customer would use.\n- Show one number that proves momentum.\n- Leave the vision for the last slide.', 4, { video: 'https://www.youtube.com/watch?v=CBYhVcO4WgI' }),
  c('pitch-deck-outline', 'toolkit', 'Pitch deck outline', 'Twelve slides, what goes on each, and what to leave out.', ['funding', 'pitching', 'investors'],
    'A deck is a conversation starter, not a business plan. Use this outline for your first investor meetings and cut anything that does not earn its place.\n\n1. Problem\n2. Solution\n3. Why now\n4. Market\n5. Traction\n6. Team\n7. The ask', 12,
    { attachments: [{ name: 'pitch-deck-outline.txt', file: '/content/pitch-deck-outline.txt' }] }),
  c('term-sheet-basics', 'article', 'Term sheet basics for first-time founders', 'Valuation, liquidation preference, pro-rata and the clauses that matter more than price.', ['funding', 'investors', 'legal'],
    'The headline valuation is rarely the clause that hurts. Read the **liquidation preference**, the **option pool** and **board composition** first.\n\n> A clean term sheet at a lower price often beats a messy one at a higher price.\n\nAsk your lawyer to mark every non-standard clause before you negotiate.', 20),
  c('seed-funding-report-2026', 'insight', 'Where early-stage funding went this year', 'Sectors, stages and cheque sizes from the summit’s investor survey of 140 funds.', ['funding', 'investors', 'research', 'ecosystem'],
    'We surveyed 140 funds active in pre-seed and seed rounds.\n\n| Sector | Share of rounds |\n|---|---|\n| Climate | 22% |\n| Health | 18% |\n| Fintech | 16% |\n| Agritech | 11% |\n\nMedian seed cheques grew by 14%, while the number of rounds fell slightly: fewer, larger bets.', 9),
  c('angel-network-intro-guide', 'article', 'How to get a warm introduction to an angel network', 'Who to ask, what to send, and the three-line email that gets forwarded.', ['funding', 'investors', 'networking'],
    'Cold decks are rarely read. A warm introduction from a founder the angel has backed is worth ten cold emails.\n\nSend your introducer a **forwardable email**: three lines on what you do, one number, and the ask.', 30),
  c('startup-seed-fund-call', 'opportunity', 'Startup Seed Fund: spring call', 'Up to ₹50 lakh for early-stage startups with a working prototype. Applications reviewed monthly.', ['funding', 'grants', 'government'],
    'The seed fund supports proof of concept, prototype development, product trials and market entry.\n\n**Who can apply:** startups incorporated less than two years ago with a working prototype.\n\n**What you need:** a pitch deck, a budget, and a letter from your incubator.', 3,
    { deadlineInDays: 21, attachments: [{ name: 'grant-budget-template.csv', file: '/content/grant-budget-template.csv' }] }),
  c('climate-innovation-grant', 'opportunity', 'Climate Innovation Grant 2026', 'Non-dilutive grants for climate adaptation pilots with a public partner.', ['funding', 'grants', 'climate', 'public-sector'],
    'Grants of up to ₹75 lakh for pilots that help a district or city adapt to heat, floods or drought.\n\nPilots must run for at least six months with a named public partner.', 6, { deadlineInDays: 35 }),
  c('investor-office-hours-recap', 'article', 'Investor office hours: the questions we heard most', 'Twenty founders, fifteen minutes each: the patterns in what investors asked.', ['investors', 'funding', 'mentoring'],
    'Across twenty sessions, three questions came up again and again:\n\n1. *Who pays, and how do you know?*\n2. *What would you do with twice the money?*\n3. *Why is this team the one to do it?*\n\nPrepare one-sentence answers to each before any meeting.', 15),
  c('revenue-based-financing-explained', 'article', 'Revenue-based financing, explained', 'When repaying from revenue beats giving up equity, and when it does not.', ['funding', 'growth'],
    'Revenue-based financing suits companies with **predictable recurring revenue** and healthy margins. Repayments flex with revenue, so a slow month does not break you.\n\nIt is a poor fit before product–market fit: you pay back from money you need for growth.', 40),

  // Policy, public sector, government
  c('startup-india-2-policy-brief', 'insight', 'Startup India 2.0: what changes for founders', 'The new policy package in one page: tax holidays, procurement and easier exits.', ['policy', 'government', 'public-sector'],
    'The second policy package focuses on three areas:\n\n- **Procurement:** startups can bid for public contracts without prior turnover.\n- **Tax:** the holiday extends to ten years from incorporation.\n- **Exit:** a fast-track winding-up process of 90 days.', 7),
  c('selling-to-government-guide', 'toolkit', 'Selling to government: a practical guide', 'Tenders, pilots and the GeM portal explained for first-time vendors.', ['public-sector', 'government', 'go-to-market', 'govtech'],
    'Public buyers want **evidence and low risk**. Start with a paid pilot in one department, collect results, then bid for larger tenders.\n\nRegister on the government e-marketplace early: verification takes weeks.', 25),
  c('govtech-challenge-call', 'opportunity', 'GovTech Challenge: citizen services', 'Five departments invite solutions for faster, fairer citizen services. Winners get a paid pilot.', ['public-sector', 'govtech', 'challenge', 'competitions'],
    'Problem statements include grievance routing, document verification and queue-free clinics.\n\nFinalists pitch on Demo Day; winners receive a six-month paid pilot.', 5, { deadlineInDays: 28 }),
  c('policy-mission-explainer', 'article', 'Mission-oriented innovation policy in plain words', 'Why governments set missions, and how a startup can ride one.', ['policy', 'government', 'ecosystem'],
    'A mission names a concrete outcome — *clean water in every village by 2030* — and lets many organisations compete to deliver parts of it.\n\nStartups benefit when they map their product to a mission’s **measurable milestones**.', 50),
  c('district-innovation-fellowship', 'opportunity', 'District Innovation Fellowship', 'A year inside a district administration, building digital services with the collector’s office.', ['public-sector', 'government', 'jobs', 'policy'],
    'Fellows work on two projects chosen with the district team. A monthly stipend and housing are provided.', 11, { deadlineInDays: 45 }),

  // IP and compliance, legal
  c('ip-basics-for-startups', 'article', 'IP basics: patents, trademarks and trade secrets', 'What to protect first, what it costs, and what can wait.', ['ip', 'legal', 'compliance'],
    'File your **trademark** early: it is cheap and names are hard to change later. Patents suit deep-tech inventions with long lives; many software ideas are better kept as **trade secrets**.', 18),
  c('compliance-calendar-toolkit', 'toolkit', 'The first-year compliance calendar', 'Every filing a new private limited company owes in its first year, month by month.', ['compliance', 'legal'],
    'Missing a filing costs more in penalties than doing it on time.\n\n- **Month 1:** bank account, auditor appointment\n- **Month 3:** first board meeting minutes\n- **Month 6:** GST returns on schedule\n- **Month 12:** annual return and financial statements', 35),
  c('esop-policy-template', 'document', 'ESOP policy template', 'A founder-friendly employee stock option plan with a four-year vesting schedule.', ['legal', 'jobs', 'compliance'],
    'This template sets a **four-year vesting** schedule with a one-year cliff and a ten-year exercise window. Adapt it with your lawyer before the board adopts it.', 60),
  c('data-protection-checklist', 'toolkit', 'Data protection checklist for startups', 'What the new data protection act asks of you, in fifteen questions.', ['compliance', 'legal', 'technology'],
    'Answer these before you collect personal data:\n\n- What do we collect, and why?\n- Where is it stored, and who can see it?\n- How does a person ask us to delete it?', 14),
  c('patent-filing-support-scheme', 'opportunity', 'Patent filing support scheme', 'Up to 80% of patent filing costs reimbursed for startups and student inventors.', ['ip', 'grants', 'government'],
    'The scheme covers official fees and attorney costs for domestic and international filings.', 8, { deadlineInDays: 60 }),

  // Customer discovery, idea, product
  c('twenty-customer-interviews', 'toolkit', 'Twenty customer interviews in two weeks', 'A script, a tracker and how to tell a real problem from a polite one.', ['customer-discovery', 'interviews', 'idea'],
    'Book **twenty interviews** in two weeks and you will know more than months of desk research could tell you.\n\nAsk about the *last time* the problem happened, never about the future. Write down exact words.', 5,
    { attachments: [{ name: 'customer-interview-script.txt', file: '/content/customer-interview-script.txt' }] }),
  c('mom-test-summary', 'article', 'Questions that do not lie', 'Why “would you use this?” is useless, and what to ask instead.', ['customer-discovery', 'interviews'],
    'People are kind: they will tell you your idea is great. Ask about **past behaviour** and **money already spent** instead.\n\n- *When did this last happen?*\n- *What did you try?*\n- *What did it cost you?*', 22),
  c('problem-statement-canvas', 'toolkit', 'The problem statement canvas', 'One page to write a problem statement you can test in a week.', ['idea', 'customer-discovery', 'ideation'],
    'Fill in: **who** has the problem, **when** it happens, **what** they do today, and **why** that is not good enough.', 33),
  c('idea-validation-sprint', 'video', 'A five-day idea validation sprint', 'From hunch to evidence in one working week, shown with a real team.', ['idea', 'ideation', 'customer-discovery'],
    'Day one: write assumptions. Day two: interviews. Day three: a landing page. Day four: a concierge test. Day five: decide.', 16, { video: 'https://vimeo.com/76979871' }),
  c('from-idea-to-first-customer', 'success-story', 'From a hostel-room idea to the first paying customer', 'How two students validated a campus laundry service in three weeks.', ['idea', 'students', 'aspiring', 'customer-discovery'],
    'Aditi and Karan started with a sign-up sheet in their hostel. **Forty students** signed up in two days; twelve paid in advance.\n\nThey ran the service by hand for a month before writing a line of code.', 27),
  c('prototype-on-a-shoestring', 'article', 'Prototyping on a shoestring', 'Paper, no-code and Wizard-of-Oz prototypes that answer real questions.', ['product', 'prototyping', 'design'],
    'Match the prototype to the question. *Will they understand it?* — paper. *Will they use it?* — no-code. *Will they pay?* — a pre-order page.', 19),
  c('product-roadmap-template', 'document', 'Outcome-based product roadmap template', 'Now, next, later — organised by outcomes, not features.', ['product', 'design'],
    'Each column lists **outcomes** with a measure, not features with dates. Review it monthly with the whole team.', 44),
  c('design-sprint-recording', 'video', 'Design sprint in practice: a health-tech case', 'A recorded sprint from the Product Lab, with the team’s decisions explained.', ['product', 'design', 'prototyping', 'health'],
    'Watch a five-person team map a clinic’s intake process, sketch, decide and test a prototype with four patients.', 10, { video: 'https://www.youtube.com/watch?v=ii1jcLg-eIQ' }),
  c('mvp-scope-checklist', 'toolkit', 'MVP scope checklist', 'Cut your first version to what proves the riskiest assumption.', ['product', 'prototyping', 'startup-success'],
    'For every feature ask: *does it test our riskiest assumption?* If not, it waits.', 29),

  // Go-to-market, market builder, commercialization, growth
  c('first-hundred-customers', 'article', 'Your first hundred customers', 'Channels that work before you have a brand: founders’ networks, communities, partnerships.', ['go-to-market', 'sales', 'market', 'growth'],
    'The first hundred customers rarely come from ads. They come from **founder-led sales**, communities you already belong to, and one or two partners who reach your buyers.', 13),
  c('pricing-experiments', 'article', 'Pricing experiments you can run this month', 'Three low-risk ways to find out what customers will pay.', ['market', 'sales', 'commercialization'],
    '1. Quote three prices to three cohorts.\n2. Offer an annual plan at a discount.\n3. Remove the free tier for new sign-ups for two weeks.\n\nMeasure conversion, not opinions.', 24),
  c('market-sizing-bottom-up', 'toolkit', 'Bottom-up market sizing worksheet', 'Size your market from customers you can name, not from analyst reports.', ['market', 'customer-discovery', 'funding'],
    'Count reachable customers × realistic price × purchase frequency. Show your working: investors trust arithmetic more than big numbers.', 41),
  c('licensing-university-tech', 'article', 'Licensing technology from a university', 'How tech-transfer offices work and what a fair licence looks like.', ['commercialization', 'ip', 'research', 'technology'],
    'Most tech-transfer offices offer **exclusive licences** by field of use, with a modest upfront fee and royalties of 2–5%.\n\nNegotiate milestones you can actually meet.', 38),
  c('commercialization-accelerator-call', 'opportunity', 'Lab-to-Market Accelerator: cohort 4', 'Twelve weeks for research teams turning a lab result into a product.', ['commercialization', 'research', 'cohort', 'deep-tech'],
    'The accelerator pairs each team with an industry mentor and offers ₹10 lakh in non-dilutive support.', 2, { deadlineInDays: 18 }),
  c('export-readiness-guide', 'document', 'Export readiness guide for product startups', 'Certifications, logistics and payments for your first overseas order.', ['market', 'commercialization', 'compliance'],
    'Before the first export order, sort out **product certification** for the target market, an export licence, and how you will be paid.', 55),
  c('b2b-sales-playbook', 'toolkit', 'B2B sales playbook for technical founders', 'Discovery calls, pilots and procurement without a sales team.', ['sales', 'go-to-market', 'commercialization'],
    'Run every discovery call with the same five questions, log answers in one sheet, and turn pilots into contracts with **success criteria agreed in writing**.', 17),

  // Jobs, internships, careers
  c('summer-internship-drive', 'opportunity', 'Summer internship drive: 40 startups hiring', 'Paid internships in engineering, design, marketing and operations.', ['jobs', 'internships', 'students', 'careers'],
    'Forty cohort startups offer eight- to twelve-week paid internships. Apply once; your profile is shared with the startups you choose.', 1, { deadlineInDays: 14 }),
  c('founding-engineer-roles', 'opportunity', 'Founding engineer roles in climate startups', 'Six early-stage climate startups are hiring their first engineers.', ['jobs', 'careers', 'climate', 'technology'],
    'Roles include embedded systems, data engineering and full-stack. Equity and salary ranges are shown on each listing.', 4, { deadlineInDays: 30 }),
  c('hiring-your-first-ten', 'article', 'Hiring your first ten people', 'Where to look, how to interview, and what to offer when you cannot match big-company salaries.', ['jobs', 'careers', 'startup-success', 'founders'],
    'Hire people who have **done the job before at a slightly larger company**. Offer a clear mission, real ownership and a fair equity grant.', 26),
  c('internship-to-co-founder', 'success-story', 'From intern to co-founder in eighteen months', 'Meera joined a logistics startup as a summer intern and now runs its product.', ['internships', 'careers', 'students', 'startup-success'],
    'Meera’s internship project — a route planner for delivery riders — became the company’s core product. She joined full time after graduating and became co-founder a year later.', 31),
  c('career-fair-guide', 'article', 'Getting the most from a startup career fair', 'Research, questions to ask, and following up.', ['careers', 'jobs', 'events', 'students'],
    'Pick five companies, read their product pages, and ask each one: *what would I ship in my first month?*', 48),

  // Networking, connect, community, collaboration
  c('networking-for-introverts', 'article', 'Networking for introverts', 'Small rooms, prepared questions, and following up well.', ['networking', 'community', 'wellbeing'],
    'You do not need to work the room. Choose **three people** to meet, prepare one good question for each, and follow up within a day.', 23),
  c('mentor-matching-guide', 'toolkit', 'Finding and working with a mentor', 'How to ask, what to bring to each session, and when to move on.', ['mentoring', 'networking', 'community'],
    'Bring a **specific decision** to each session, not a status update. Send a three-line summary afterwards with what you will do.', 37),
  c('co-founder-matching-night', 'success-story', 'Met at a matching night, raised a seed round a year later', 'How a designer and an engineer found each other at a summit mixer.', ['networking', 'founders', 'collaboration', 'community'],
    'Ravi pitched an idea in ninety seconds; Lucía asked the best question of the night. They built a prototype together over three weekends before deciding to start.', 45),
  c('corporate-startup-partnerships', 'article', 'Making corporate–startup partnerships work', 'Pilot design, a sponsor on each side, and success criteria signed up front.', ['collaboration', 'partnerships', 'commercialization'],
    'Most partnerships fail between the pilot and the contract. Agree **who signs the purchase order** before the pilot starts.', 21),
  c('open-innovation-challenge', 'opportunity', 'Open Innovation Call: smart logistics', 'Three logistics companies look for startup partners for last-mile pilots.', ['collaboration', 'partnerships', 'challenge', 'competitions'],
    'Selected startups co-develop a pilot with a corporate sponsor and a budget of up to ₹25 lakh.', 6, { deadlineInDays: 25 }),
  c('community-guidelines', 'document', 'Community guidelines', 'How we keep the summit community useful, kind and safe.', ['community'],
    'Be generous with what you know. Disagree with ideas, not people. No selling in discussions — use the marketplace.', 90),
  c('building-a-founder-circle', 'article', 'Building a founder peer circle', 'Six founders, monthly, with rules that keep it honest.', ['community', 'founders', 'wellbeing', 'networking'],
    'A good circle has **six to eight founders** at similar stages, meets monthly, and keeps what is said in the room.', 52),

  // Wellbeing
  c('founder-wellbeing-sustainable-week', 'article', 'Founder wellbeing: a sustainable week', 'Practical routines from founders who learned the hard way.', ['wellbeing', 'founders'],
    'Protect **sleep**, one full day off, and a daily hour without messages. Founders who did this reported better decisions, not less output.', 8),
  c('burnout-warning-signs', 'insight', 'Burnout warning signs in early teams', 'What our survey of 300 founders found, and what helped.', ['wellbeing', 'founders', 'research'],
    'Sixty-one percent of founders reported at least one burnout symptom in the past year. The strongest protective factor was **a peer to talk to**.', 28),
  c('mindful-leadership-session', 'video', 'Mindful leadership: a 20-minute practice', 'A guided session for founders and teams, recorded at the summit.', ['wellbeing', 'founders', 'learning'],
    'A short guided practice you can do at your desk before a hard conversation.', 12, { video: 'https://media.summit.example/talks/mindful-leadership' }),
  c('team-rituals-toolkit', 'toolkit', 'Team rituals that prevent burnout', 'Check-ins, no-meeting days and retrospectives that work in small teams.', ['wellbeing', 'startup-success'],
    'Try one ritual at a time for a month: a Monday check-in, a no-meeting Wednesday, a Friday retrospective.', 42),

  // Knowledge, research, learning
  c('responsible-ai-checklist', 'toolkit', 'Responsible AI starter checklist', 'Fifteen questions to answer before you ship an AI feature.', ['ai', 'technology', 'compliance'],
    'Shipping AI responsibly starts with knowing **who could be harmed** and how you would notice.', 11,
    { attachments: [{ name: 'responsible-ai-checklist.txt', file: '/content/responsible-ai-checklist.txt' }] }),
  c('ai-adoption-smes-2026', 'insight', 'AI adoption in small businesses, 2026', 'Where SMEs use AI today, what they pay, and what stops them.', ['ai', 'research', 'technology', 'market'],
    'Customer support and bookkeeping lead adoption. The biggest barrier is not cost but **trust in the output**.', 3),
  c('research-to-startup-handbook', 'document', 'From research to startup: a handbook for academics', 'Leave of absence, spin-out terms and working with your university.', ['research', 'commercialization', 'knowledge'],
    'Talk to the tech-transfer office **before** you publish: a paper can destroy the novelty of a patent.', 64),
  c('knowledge-hub-reading-list', 'article', 'The summit reading list', 'Twelve books and essays mentors recommend most.', ['knowledge', 'learning', 'founders'],
    'Mentors picked the books they re-read: on customers, on teams, on money, and on keeping going.', 36),
  c('deep-tech-investing-insight', 'insight', 'Deep tech: longer roads, bigger outcomes', 'Time to revenue and exit values for deep-tech startups compared with software.', ['deep-tech', 'investors', 'research', 'technology'],
    'Deep-tech startups took **2.3 years longer** to reach revenue but exited at higher multiples in our sample of 210 companies.', 19),

  // Technology
  c('choosing-a-tech-stack', 'article', 'Choosing a tech stack when you are not technical', 'Boring technology, hiring pools and what to ask a freelancer.', ['technology', 'product', 'founders'],
    'Choose the stack your **first two engineers already know**. Boring, well-documented technology is a competitive advantage.', 46),
  c('cloud-credits-programme', 'opportunity', 'Cloud credits for cohort startups', 'Up to $25,000 in cloud credits and architecture reviews.', ['technology', 'cohort', 'startup-success'],
    'Credits are valid for twelve months. Book an architecture review with a partner engineer when you apply.', 9, { deadlineInDays: 40 }),
  c('iot-agritech-pilot-story', 'success-story', 'Soil sensors on 200 farms', 'How an agritech startup ran a district-wide IoT pilot with a state agency.', ['agritech', 'technology', 'public-sector', 'startup-success'],
    'The pilot cut water use by **18%** across 200 farms. The state agency has since ordered sensors for two more districts.', 23),

  // CSR, impact, serve and uplift
  c('csr-funding-guide', 'article', 'How CSR funding works for social enterprises', 'Eligible activities, implementation partners and reporting.', ['csr', 'impact', 'funding'],
    'Companies above a size threshold must spend 2% of profits on eligible activities. Social enterprises usually receive CSR funds as an **implementation partner**.', 15),
  c('csr-call-education', 'opportunity', 'CSR call: digital learning in rural schools', 'A consumer-goods company funds three programmes for rural classrooms.', ['csr', 'impact', 'students'],
    'Proposals should reach at least 5,000 students and include teacher training.', 7, { deadlineInDays: 32 }),
  c('impact-measurement-toolkit', 'toolkit', 'Impact measurement for small teams', 'A theory of change and five indicators you can actually collect.', ['impact', 'csr', 'startup-success'],
    'Start with a **theory of change** on one page, then pick five indicators you can collect without a survey team.', 39),
  c('volunteer-mentors-story', 'success-story', 'Retired engineers mentoring rural innovators', 'A volunteer network that helped 60 grassroots inventors build prototypes.', ['impact', 'mentoring', 'community', 'csr'],
    'Thirty retired engineers volunteered weekends for a year. **Sixty prototypes** were built; twelve are now sold locally.', 47),

  // Competitions, challenges, events
  c('winning-a-hackathon', 'article', 'How to win a hackathon (without staying up all night)', 'Scope, demo and story: what judges actually score.', ['competitions', 'challenge', 'events'],
    'Judges score **the demo and the story**. Build one flow end to end, rehearse the demo three times, and sleep.', 10),
  c('innovation-challenge-winners-2025', 'success-story', 'Last year’s Innovation Challenge winners, one year on', 'Where the three winning teams are now.', ['competitions', 'challenge', 'startup-success'],
    'All three teams incorporated; two raised seed rounds and one runs a paid pilot with a municipal corporation.', 58),
  c('getting-value-from-events', 'article', 'Getting real value from a summit', 'Plan three meetings, attend two sessions, skip the rest.', ['events', 'networking'],
    'Decide **what you want to leave with** — an introduction, an answer, a hire — and plan the day around it.', 20),

  // Startup success, ecosystem, aspiring
  c('startup-success-toolkit', 'toolkit', 'Startup success toolkit', 'The templates founders in our cohorts use most, in one place.', ['startup-success', 'founders', 'cohort'],
    'Includes the problem canvas, the interview tracker, the pitch outline and the first-year compliance calendar.', 2),
  c('cohort-demo-day-story', 'success-story', 'Cohort 3 at Demo Day: eight term sheets in a week', 'What the cohort did differently in its final month.', ['cohort', 'startup-success', 'funding', 'projects'],
    'Every team rehearsed its pitch **ten times** with mentors and met investors before Demo Day, not after.', 14),
  c('cohort-project-plan', 'document', 'Cohort project plan template', 'Twelve weeks of milestones, check-ins and a final showcase.', ['cohort', 'projects'],
    'Each week has one milestone and one check-in. Week 12 is the showcase.', 32),
  c('ecosystem-map-explainer', 'article', 'Reading the innovation ecosystem map', 'Incubators, accelerators, funds and agencies: who does what.', ['ecosystem', 'aspiring', 'community'],
    'Incubators help you **start**, accelerators help you **grow fast**, funds **invest**, and agencies **support** with grants and policy.', 53),
  c('student-entrepreneur-starter', 'article', 'Starting up while still a student', 'Time, money and permission: what to sort out first.', ['aspiring', 'students', 'idea'],
    'Use your campus: **labs, mentors and first customers** are all around you. Ask your institute about incubation and credit for startup work.', 6),
  c('aspiring-founder-first-steps', 'toolkit', 'First steps for aspiring founders', 'A four-week plan from problem to first experiment.', ['aspiring', 'idea', 'learning'],
    'Week 1: pick a problem. Week 2: interview. Week 3: prototype. Week 4: run one experiment and decide.', 18),
  c('innovation-ecosystem-report', 'insight', 'State of the innovation ecosystem 2026', 'Incubators, funding and startups by region, from the summit’s annual census.', ['ecosystem', 'research', 'policy'],
    'The census counted **1,240 incubators and accelerators**, up 9%, with the fastest growth in tier-2 cities.', 16),

  // Drafts (unpublished): admins only
  c('winter-funding-outlook-draft', 'insight', 'Winter funding outlook (draft)', 'Not ready yet: numbers are still being checked.', ['funding', 'investors'],
    'Draft — do not share.', 0, { published: false }),
  c('policy-hackathon-brief-draft', 'document', 'Policy hackathon brief (draft)', 'Internal draft of the problem statements.', ['policy', 'challenge'],
    'Draft problem statements for review.', 0, { published: false }),
];
