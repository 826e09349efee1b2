// Demo learning content and community records (demo data only; seedDemoData calls it).
// Three programs × three courses × three modules × 3–5 units. "Founder Foundations" is the
// wellness-style program: its modules are grouped in phases 1–5 (SPEC §3 "Local data").
// Idempotent: a program is created with its whole tree only when no live program has its
// name; a community record only when maya has none with its name.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CommunityType, QuizBody, UnitType } from '../../contracts';
import type { Db } from './client';
import { communityCommon, courses, modules, programs, units, users } from './schema';

interface SeedUnit { name: string; type: UnitType; body: string; minutes: number }
interface SeedModule { name: string; description: string; phase?: number; units: SeedUnit[] }
interface SeedCourse { name: string; description: string; modules: SeedModule[] }
export interface SeedProgram {
  name: string;
  description: string;
  category: string;
  start: string;
  end: string;
  courses: SeedCourse[];
}

const text = (name: string, minutes: number, ...paragraphs: string[]): SeedUnit =>
  ({ name, type: 'text', minutes, body: paragraphs.join('\n\n') });
const video = (name: string, minutes: number, url: string, summary: string): SeedUnit =>
  ({ name, type: 'video', minutes, body: JSON.stringify({ url, summary }) });
const file = (name: string, minutes: number, url: string, fileName: string, summary: string): SeedUnit =>
  ({ name, type: 'file', minutes, body: JSON.stringify({ url, file_name: fileName, summary }) });
const quiz = (name: string, questions: QuizBody['questions']): SeedUnit =>
  ({ name, type: 'quiz', minutes: 5, body: JSON.stringify({ questions } satisfies QuizBody) });
const q = (question: string, options: string[], answer: number, explanation: string) => ({ question, options, answer, explanation });

const YC = 'https://www.youtube.com/@ycombinator';
// Talks a video unit plays in the page (youtube-nocookie.com player, decision 0054); the others link to the channel.
const TALK = {
  startup: 'https://www.youtube.com/watch?v=CBYhVcO4WgI', // How to Start a Startup, lecture 1
  users: 'https://www.youtube.com/watch?v=z1iF1c8w5Lg', // How to Talk to Users
  ideas: 'https://www.youtube.com/watch?v=Th8JoIan4dg', // How to Get and Evaluate Startup Ideas
  pitch: 'https://www.youtube.com/watch?v=17XZGUX_9iM', // How to Pitch Your Startup
} as const;

export const DEMO_PROGRAMS: readonly SeedProgram[] = [
  {
    name: 'Founder Foundations',
    description: 'A five-phase journey from first spark to a sustainable founding practice: who you are as a founder, the problem you choose, and the team and habits that carry you.',
    category: 'entrepreneurship',
    start: '2026-01-12T09:00:00Z',
    end: '2026-04-30T17:00:00Z',
    courses: [
      {
        name: 'The Founder Mindset',
        description: 'Why you, why this, why now — and how to stay well while you find out.',
        modules: [
          {
            name: 'Awakening: Why You, Why Now', phase: 1, description: 'Name your motivation and the unfair advantages you bring.',
            units: [
              text('Your founder story', 10,
                'Every durable company starts with a founder who has a reason to keep going when the early signals are weak. Write down, in two sentences, why this problem matters to you personally. If the answer is only "it looks like a big market", keep digging.',
                'Next, list your unfair advantages: knowledge of an industry from the inside, access to a community of future customers, a technical skill that is rare in this space. Investors and early hires will ask about these; more importantly, they tell you where you can win.',
                'Finally, ask "why now?". Changes in technology, regulation or behaviour open windows. A good answer names the change and explains why it was not possible to build this five years ago.'),
              video('Startup School: how to think about starting', 15, TALK.startup, 'Watch any of the Startup School talks on founder motivation and idea selection; note one idea you disagree with and why.'),
              quiz('Check: founder motivation', [
                q('Which is the strongest answer to "why you"?', ['The market is worth $10B', 'I ran logistics for 6 years and lived this problem daily', 'My friends said it is a good idea'], 1, 'Lived experience and inside knowledge are real advantages; market size is not about you.'),
                q('A good "why now" answer…', ['Names a recent change that makes the solution possible', 'Says the founders are finally ready', 'Quotes a trend report'], 0, 'Windows open because something changed in the world.'),
              ]),
            ],
          },
          {
            name: 'Awakening: Energy and Boundaries', phase: 1, description: 'Build routines that protect your focus and health from day one.',
            units: [
              text('Founders are the first resource', 8,
                'Burnout is the most common silent failure mode of early companies. Sleep, movement and time away from the screen are not luxuries; they are how you keep making good decisions under uncertainty.',
                'Set three non-negotiables for the next month, for example: seven hours of sleep, a daily walk, one evening a week without work. Tell your co-founder so they can hold you to it.'),
              file('Weekly reflection template', 5, '/learning/weekly-reflection-template.txt', 'weekly-reflection-template.txt',
                'Each Friday answer four questions: what gave me energy, what drained it, what I will stop doing, what I learned about customers. Download the template and keep your answers in one document.'),
              quiz('Check: sustainable pace', [
                q('Why set non-negotiables with your co-founder?', ['To compare productivity', 'So someone holds you accountable when pressure rises', 'Investors require it'], 1, 'Commitments shared with someone else survive busy weeks.'),
              ]),
            ],
          },
          {
            name: 'Grounding: Learning in Public', phase: 2, description: 'Share early, gather feedback, and get comfortable being wrong.',
            units: [
              text('Why build in the open', 8,
                'Sharing progress early attracts customers, collaborators and feedback before you have spent months on the wrong thing. A short weekly update to a list of 20 interested people is enough.',
                'Write updates that are specific: what you tried, what happened, what you will try next. Specific updates invite specific help.'),
              video('Talking to users in practice', 12, TALK.users, 'Find the Startup School talk on talking to users; list the three questions you will ask in your next conversation.'),
              quiz('Check: learning in public', [
                q('A useful weekly update…', ['Lists vanity metrics', 'Says what was tried, what happened and what is next', 'Is only sent when things go well'], 1, 'Specific, honest updates earn specific help.'),
              ]),
            ],
          },
        ],
      },
      {
        name: 'Finding a Problem Worth Solving',
        description: 'Move from an idea to a sharp problem statement backed by evidence.',
        modules: [
          {
            name: 'Grounding: Problem Interviews', phase: 2, description: 'Run interviews that reveal behaviour rather than opinions.',
            units: [
              text('Ask about the past, not the future', 10,
                'People are poor predictors of what they will buy. Ask instead about the last time the problem happened: what did they do, what did it cost, what did they try? Past behaviour is evidence; compliments are not.',
                'Aim for ten interviews with people who match one narrow customer profile. Record the exact words they use — they will become your marketing copy.'),
              text('Interview script', 6,
                '1. Tell me about the last time you dealt with X. 2. What was hardest about it? 3. Why was that hard? 4. What have you tried to solve it? 5. What don\'t you love about those solutions? 6. Who else should I talk to?',
                'Do not pitch during the interview. If they ask, promise to follow up afterwards.'),
              quiz('Check: interviews', [
                q('Which question gives the best evidence?', ['Would you use an app that does X?', 'When did this last happen and what did you do?', 'How much would you pay for X?'], 1, 'Questions about concrete past events reveal real behaviour.'),
                q('How many profiles should your first ten interviews cover?', ['One narrow profile', 'As many as possible', 'Only investors'], 0, 'Narrow focus makes patterns visible.'),
              ]),
              video('Evaluating startup ideas', 15, TALK.ideas, 'Watch a Startup School talk on evaluating startup ideas and score your idea on the criteria presented.'),
            ],
          },
          {
            name: 'Building: The Problem Statement', phase: 3, description: 'Write a one-sentence problem statement you can test.',
            units: [
              text('A template that forces clarity', 8,
                '"[Customer] struggles to [job] because [obstacle], which costs them [measurable pain]." If you cannot fill every bracket from interview evidence, you have found your next interviews.',
                'Keep the statement free of your solution. A problem statement that mentions your product is a pitch in disguise.'),
              quiz('Check: problem statements', [
                q('What is missing from "Restaurants need our AI scheduling app"?', ['Nothing', 'The obstacle and the measurable pain — and it names the solution', 'A logo'], 1, 'A problem statement names the customer, the job, the obstacle and the cost, not the product.'),
              ]),
              text('Exercise: three versions', 10,
                'Write three different problem statements for the same customer. Share them with two interviewees and ask which one sounds most like their week. Their choice is your starting point.'),
            ],
          },
          {
            name: 'Building: Sizing the Opportunity', phase: 3, description: 'Estimate the market bottom-up, from customers you can name.',
            units: [
              text('Bottom-up beats top-down', 10,
                'Top-down estimates ("1% of a $5B market") convince nobody. Count instead: how many customers like your interviewees exist, and what would each pay per year? Multiply, and show your sources.',
                'A credible small number is worth more than an impressive large one. You can widen the market later by adding segments.'),
              quiz('Check: market sizing', [
                q('A bottom-up estimate starts from…', ['Analyst reports', 'Number of reachable customers × price', 'Competitor revenue'], 1, 'Counting customers and price is traceable and testable.'),
              ]),
              video('Market sizing in practice', 10, YC, 'Look for a Startup School session on market sizing; redo your estimate with its method.'),
            ],
          },
        ],
      },
      {
        name: 'Building Your Founding Team',
        description: 'Choose co-founders and first hires deliberately and agree how you will work.',
        modules: [
          {
            name: 'Growing: Co-founder Fit', phase: 4, description: 'Have the hard conversations before they become conflicts.',
            units: [
              text('Ten questions to ask each other', 12,
                'Before splitting equity, discuss: roles and final say per area, time commitment, personal runway, what happens if someone leaves, how you decide when you disagree, and what success looks like in five years.',
                'Write the answers down and revisit them every six months. Most co-founder breakups come from expectations nobody said out loud.'),
              text('Equity and vesting basics', 8,
                'Standard practice is four-year vesting with a one-year cliff for every founder, including yourself. It protects the company if someone leaves early and is expected by investors.'),
              quiz('Check: co-founders', [
                q('Why should every founder vest?', ['Tax reasons only', 'It protects the company and the others if someone leaves early', 'It is required by law'], 1, 'Vesting aligns equity with contribution over time.'),
              ]),
            ],
          },
          {
            name: 'Growing: First Hires', phase: 4, description: 'Hire for the next twelve months, not the next five years.',
            units: [
              text('Hire slowly, for ownership', 8,
                'Early hires shape the culture more than any values document. Look for people who own outcomes, learn quickly and are comfortable with ambiguity.',
                'Use a paid trial project where possible: a week of real work tells both sides more than five interviews.'),
              quiz('Check: hiring', [
                q('What predicts success in an early hire best?', ['Big-company titles', 'Ownership of outcomes in ambiguous settings', 'Number of certifications'], 1, 'Early stages reward ownership and learning speed.'),
              ]),
              video('Building the early team', 12, YC, 'Watch a Startup School talk about early hiring and list the traits you will screen for.'),
            ],
          },
          {
            name: 'Thriving: Rituals that Scale', phase: 5, description: 'Lightweight routines that keep a small team aligned and well.',
            units: [
              text('Weekly rhythm', 8,
                'Monday: agree the one metric that matters this week. Wednesday: 15-minute check-in on blockers. Friday: demo what shipped and share one customer insight each.',
                'Keep meetings short and written notes shared. Rituals should save time, not consume it.'),
              text('Checking in on wellbeing', 6,
                'Add a one-word energy check at the start of the weekly meeting. When someone is low two weeks in a row, talk one-to-one. Small teams cannot afford silent burnout.'),
              quiz('Check: rituals', [
                q('What is the purpose of a Friday demo?', ['Performance review', 'Share what shipped and what was learned from customers', 'Plan the budget'], 1, 'Demos create momentum and shared learning.'),
              ]),
              text('Phase reflection: your founder practice', 10,
                'Look back over the five phases — awakening, grounding, building, growing, thriving. Which habit from each phase will you keep? Write one sentence per phase and share it with your co-founder or a peer from the community.'),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Fundraising Readiness',
    description: 'Get your numbers, story and process ready before you talk to investors, and understand the terms you will be offered.',
    category: 'investment',
    start: '2026-03-02T09:00:00Z',
    end: '2026-05-29T17:00:00Z',
    courses: [
      {
        name: 'Know Your Numbers',
        description: 'The metrics investors will ask about, and how to present them honestly.',
        modules: [
          {
            name: 'Unit Economics', description: 'Customer acquisition cost, lifetime value and payback.',
            units: [
              text('CAC, LTV and payback', 12,
                'Customer acquisition cost (CAC) is everything you spend on sales and marketing in a period divided by new customers won. Lifetime value (LTV) is average gross margin per customer per month times expected months of retention.',
                'Early on, payback period — months of gross margin to recover CAC — is more honest than LTV/CAC ratios built on guessed retention. Under 12 months is healthy for most B2B software.'),
              quiz('Check: unit economics', [
                q('CAC is calculated as…', ['Revenue ÷ customers', 'Sales and marketing spend ÷ new customers', 'Price − cost'], 1, 'Include all acquisition spend for the period.'),
                q('Why prefer payback period early on?', ['It needs no retention guesses over years', 'Investors dislike LTV', 'It is always shorter'], 0, 'Payback relies on data you already have.'),
              ]),
              text('Worksheet: your first model', 15,
                'Build a simple monthly sheet: new customers, churned customers, average revenue per customer, gross margin, acquisition spend. Derive CAC and payback. Mark every assumption in a different colour.'),
            ],
          },
          {
            name: 'Runway and Burn', description: 'How long your money lasts and what changes it.',
            units: [
              text('Burn multiple and runway', 10,
                'Net burn is cash out minus cash in per month; runway is cash in the bank divided by net burn. Start fundraising with at least six months of runway left — rounds take longer than planned.',
                'The burn multiple (net burn ÷ net new annual recurring revenue) shows how efficiently you grow. Below 2 is good at seed stage.'),
              quiz('Check: runway', [
                q('With €300k in the bank and €25k net burn, runway is…', ['6 months', '12 months', '25 months'], 1, '300 ÷ 25 = 12 months.'),
              ]),
              video('Understanding startup metrics', 12, YC, 'Watch a Startup School talk on metrics; choose the three you will report monthly.'),
            ],
          },
          {
            name: 'Traction Storytelling', description: 'Present growth honestly and compellingly.',
            units: [
              text('Show the slope, not only the point', 8,
                'Investors fund trajectories. Show month-over-month growth for the metric closest to value delivered — revenue, active usage, or retained cohorts — and explain what caused the inflections.'),
              text('Cohort charts', 10,
                'A cohort chart groups customers by the month they joined and shows how many remain active. Flattening curves are the clearest early signal of product-market fit.'),
              quiz('Check: traction', [
                q('Which chart best shows retention?', ['Cumulative sign-ups', 'Cohort retention curves', 'Website visits'], 1, 'Cumulative charts always go up; cohorts reveal who stays.'),
              ]),
            ],
          },
        ],
      },
      {
        name: 'The Pitch',
        description: 'A clear story and a deck that supports it.',
        modules: [
          {
            name: 'The Narrative', description: 'Problem, insight, solution, traction, team, ask.',
            units: [
              text('A ten-slide structure', 10,
                'Problem, why now, solution, product demo, market, business model, traction, competition, team, the ask. Each slide should make one point you could say in a sentence.',
                'Lead with your strongest evidence. If traction is your best card, move it forward.'),
              video('How to pitch', 15, TALK.pitch, 'Watch a Startup School talk on pitching; rewrite your first two slides after it.'),
              quiz('Check: narrative', [
                q('Each slide should…', ['Contain all details', 'Make one point you can say in a sentence', 'Use at least three charts'], 1, 'Clarity beats density.'),
              ]),
            ],
          },
          {
            name: 'The Deck', description: 'Design a deck that reads without you.',
            units: [
              text('Send-ahead vs. presenting decks', 8,
                'A send-ahead deck must be understood without a voice-over: full sentences, labelled charts. A presenting deck supports your talk: few words, large visuals. Keep both.'),
              text('Common mistakes', 6,
                'Vague market slides, unlabeled axes, a competition grid where you win every column, and no clear ask. Fix these before anything cosmetic.'),
              quiz('Check: decks', [
                q('What belongs in a send-ahead deck?', ['Only images', 'Full sentences and labelled charts', 'Speaker notes hidden'], 1, 'It has to stand on its own.'),
              ]),
            ],
          },
          {
            name: 'Q&A Practice', description: 'Prepare for the questions you hope they will not ask.',
            units: [
              text('The twenty hardest questions', 12,
                'List the twenty questions you least want to hear — churn, competition, why you — and write short, honest answers. Practise them aloud with a peer until the answers are calm and brief.'),
              quiz('Check: Q&A', [
                q('When you do not know an answer you should…', ['Guess confidently', 'Say so and promise a follow-up', 'Change the subject'], 1, 'Honesty builds trust; follow up in writing.'),
              ]),
              video('Mock investor sessions', 15, YC, 'Watch an office-hours style session and note how founders handle tough questions.'),
            ],
          },
        ],
      },
      {
        name: 'Working with Investors',
        description: 'Run a tight process and understand the terms.',
        modules: [
          {
            name: 'Building a Pipeline', description: 'Find investors who fit your stage, sector and geography.',
            units: [
              text('Target list', 10,
                'Build a list of 50–100 investors who have recently led rounds at your stage in your sector. Note the partner, their recent deals and who can introduce you.',
                'Warm introductions from founders they backed convert far better than cold e-mail.'),
              quiz('Check: pipeline', [
                q('The best introduction usually comes from…', ['A generic contact form', 'A founder the investor has backed', 'A mass e-mail'], 1, 'Investors trust their founders\' judgement.'),
              ]),
              text('Tracking the process', 6,
                'Track every conversation in a simple pipeline: contacted, first meeting, partner meeting, diligence, term sheet. Run meetings close together so decisions arrive at the same time.'),
            ],
          },
          {
            name: 'Term Sheets', description: 'Valuation, dilution, and the terms that matter more than valuation.',
            units: [
              text('Key terms in plain language', 12,
                'Pre-money valuation plus investment gives post-money; the investor\'s share is investment ÷ post-money. Liquidation preference decides who is paid first in an exit — 1× non-participating is standard.',
                'Board composition, pro-rata rights and option pool size affect you more over time than a slightly higher valuation.'),
              quiz('Check: term sheets', [
                q('€1M invested at €4M pre-money buys…', ['25%', '20%', '40%'], 1, 'Post-money is €5M; 1 ÷ 5 = 20%.'),
                q('A standard liquidation preference at seed is…', ['3× participating', '1× non-participating', 'None'], 1, '1× non-participating is the common founder-friendly default.'),
              ]),
              video('Understanding SAFEs and priced rounds', 15, YC, 'Watch a Startup School talk on SAFEs and priced rounds; model your dilution for both.'),
            ],
          },
          {
            name: 'After the Round', description: 'Investor updates and board hygiene.',
            units: [
              text('Monthly investor updates', 8,
                'Send a short monthly update: highlights, key metrics, lowlights, and specific asks. Investors who are kept informed help more and follow on more often.'),
              quiz('Check: updates', [
                q('A good investor update includes…', ['Only good news', 'Highlights, metrics, lowlights and specific asks', 'The full financial model'], 1, 'Consistency and candour build trust.'),
              ]),
              text('Your first board meeting', 10,
                'Send materials three days ahead, spend most of the meeting on one or two strategic questions, and write down decisions and owners. Board time is for judgement, not for reading slides.'),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Product-Market Fit Lab',
    description: 'A hands-on lab: define your ideal customer, run fast experiments, and measure whether the market pulls your product.',
    category: 'product',
    start: '2026-06-01T09:00:00Z',
    end: '2026-08-28T17:00:00Z',
    courses: [
      {
        name: 'Ideal Customer Profile',
        description: 'Decide exactly who you serve first.',
        modules: [
          {
            name: 'Segmenting the Market', description: 'Split the market by need, not by demographics.',
            units: [
              text('Needs-based segments', 10,
                'Group potential customers by the job they are trying to get done and the urgency of the pain, not by company size or age alone. The most urgent segment is usually the easiest first market.'),
              quiz('Check: segmentation', [
                q('Which segmentation is most useful early?', ['By age', 'By urgency of the job to be done', 'By country only'], 1, 'Urgency predicts willingness to switch and pay.'),
              ]),
              text('Exercise: pick a beachhead', 10,
                'Score each segment on urgency, ability to pay, ease of reach and word-of-mouth potential (1–5 each). Start with the highest total and write down why you are ignoring the others for now.'),
            ],
          },
          {
            name: 'Personas that Work', description: 'Lightweight personas grounded in interviews.',
            units: [
              text('From interviews to personas', 8,
                'A useful persona fits on a card: role, main job, top pains, current workaround, and a real quote. Every line should trace back to at least two interviews.'),
              quiz('Check: personas', [
                q('A persona line without interview evidence should be…', ['Kept as a hypothesis to test', 'Presented as fact', 'Deleted silently'], 0, 'Mark assumptions and go test them.'),
              ]),
              video('Finding your first customers', 12, TALK.users, 'Watch a Startup School talk on finding first customers; list five people who match your persona.'),
            ],
          },
          {
            name: 'Value Proposition', description: 'State the outcome you deliver in the customer\'s words.',
            units: [
              text('Outcome over features', 8,
                'Customers buy outcomes: hours saved, revenue gained, risk removed. Write your value proposition as "We help [persona] [achieve outcome] without [current pain]."'),
              text('Testing messages', 8,
                'Put two versions of the proposition on a simple landing page or in outreach e-mails and compare reply or sign-up rates. Keep the winner and test it against a new challenger.'),
              quiz('Check: value propositions', [
                q('Which is outcome-focused?', ['AI-powered dashboard with 40 widgets', 'Close your books in two days instead of ten', 'Built with modern technology'], 1, 'It names a measurable result for the customer.'),
              ]),
            ],
          },
        ],
      },
      {
        name: 'Rapid Experiments',
        description: 'Learn the most for the least time and money.',
        modules: [
          {
            name: 'Riskiest Assumptions', description: 'Test what could kill the idea first.',
            units: [
              text('Assumption mapping', 10,
                'List every assumption behind your plan — customers have the problem, will pay, can be reached, you can build it. Rank by importance and by how little evidence you have. Test the top-right corner first.'),
              quiz('Check: assumptions', [
                q('Which assumption should you test first?', ['The most important one with the least evidence', 'The easiest one', 'The one you are most sure about'], 0, 'Reduce the biggest unknown risk first.'),
              ]),
              text('Writing a test card', 6,
                'We believe that… To verify, we will… We will measure… We are right if… Fill it in before running any experiment so the result cannot be reinterpreted afterwards.'),
            ],
          },
          {
            name: 'Concierge and Smoke Tests', description: 'Deliver value manually before building.',
            units: [
              text('Do things that don\'t scale', 10,
                'A concierge MVP delivers the outcome by hand to a few customers. It proves demand and teaches you the workflow before you automate anything.',
                'A smoke test (landing page with a "buy" or "join" button) measures intent cheaply. Be honest with visitors about availability.'),
              video('Building an MVP', 12, YC, 'Watch a Startup School talk on MVPs; define the smallest version that delivers the outcome.'),
              quiz('Check: MVPs', [
                q('A concierge MVP is…', ['A fully automated product', 'Delivering the outcome manually to a few customers', 'A hotel service'], 1, 'Manual delivery proves value before automation.'),
              ]),
            ],
          },
          {
            name: 'Reading Results', description: 'Decide to persevere, pivot or stop.',
            units: [
              text('Avoid false positives', 8,
                'Small samples and friendly audiences flatter results. Decide success thresholds in advance, and look for behaviour (payments, repeated use) rather than stated interest.'),
              quiz('Check: results', [
                q('Which is the strongest signal?', ['"I love it!"', 'A customer pays and returns the next week', 'Many likes on a post'], 1, 'Payment and repeat use are behaviour, not opinion.'),
              ]),
              text('Decision log', 6,
                'After each experiment record: what we tested, what happened, what we decided, and what we will test next. The log becomes the history of your strategy.'),
            ],
          },
        ],
      },
      {
        name: 'Measuring Fit',
        description: 'Know when the market is pulling.',
        modules: [
          {
            name: 'Retention Signals', description: 'Retention is the clearest evidence of fit.',
            units: [
              text('Flattening curves', 10,
                'Plot weekly active users by signup cohort. If curves flatten above zero, a group of users keeps getting value. Find out who they are and build for them.'),
              quiz('Check: retention', [
                q('A retention curve that flattens at 30% means…', ['The product failed', 'About 30% of users keep finding value', 'Growth is guaranteed'], 1, 'A stable core of users is the start of fit.'),
              ]),
              video('Measuring product-market fit', 12, TALK.startup, 'Watch a Startup School talk on product-market fit and compare its signals with yours.'),
            ],
          },
          {
            name: 'The 40% Test', description: 'Ask how disappointed users would be without you.',
            units: [
              text('Running the survey', 8,
                'Ask active users: "How would you feel if you could no longer use this product?" — very disappointed, somewhat disappointed, not disappointed. Above 40% "very disappointed" is a widely used benchmark.',
                'Follow up with: what is the main benefit you get, and who would benefit most? The answers sharpen your ideal customer profile.'),
              quiz('Check: the 40% test', [
                q('Whom should you survey?', ['Everyone who ever signed up', 'Recently active users', 'Investors'], 1, 'Only users who experienced the product can judge losing it.'),
              ]),
              text('Acting on the results', 6,
                'Segment answers by persona. Double down on the segment that is most disappointed, and ask the somewhat-disappointed group what would make the product a must-have.'),
            ],
          },
          {
            name: 'Scaling Readiness', description: 'When to shift from finding fit to growth.',
            units: [
              text('Signals you are ready', 8,
                'Retention holds, customers refer others unprompted, sales cycles shorten, and you can describe the customer who succeeds. Then invest in repeatable acquisition channels.'),
              quiz('Check: readiness', [
                q('Which signal suggests you are ready to scale?', ['Unprompted referrals and stable retention', 'A large marketing budget', 'A new logo'], 0, 'Pull from the market comes before pushing spend.'),
              ]),
              text('Lab wrap-up', 10,
                'Summarise your journey: your beachhead, your riskiest assumption and what you learned, your retention and survey numbers. Share the summary with the community and ask for one piece of critical feedback.'),
              video('Growth after fit', 12, YC, 'Watch a Startup School talk on growth; pick one channel to test first.'),
            ],
          },
        ],
      },
    ],
  },
];

export const DEMO_COMMUNITY_RECORDS: readonly { name: string; type: CommunityType; description: string }[] = [
  { name: 'GreenRoute Logistics', type: 'startup', description: 'Route optimisation for last-mile delivery fleets; pre-seed, piloting with two couriers.' },
  { name: 'Summit Angels Circle', type: 'investor', description: 'Angel group investing €25k–€150k in pre-seed climate and health startups.' },
  { name: 'Founder Mentors Network', type: 'expert', description: 'Experienced operators offering office hours on fundraising, hiring and go-to-market.' },
];

/** The member who owns the demo community records. */
export const DEMO_COMMUNITY_OWNER = 'maya';

/** Programs (with their courses, modules and units) and maya's community records. Safe to repeat. */
export async function seedDemoContent(db: Db): Promise<void> {
  for (const program of DEMO_PROGRAMS) {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: programs.programId }).from(programs)
        .where(and(eq(programs.programName, program.name), isNull(programs.deletedAt))).limit(1);
      if (existing) return;
      const [p] = await tx.insert(programs).values({
        programName: program.name,
        programDescription: program.description,
        programCategory: program.category,
        startDate: program.start,
        endDate: program.end,
      }).returning({ id: programs.programId });
      for (const [ci, course] of program.courses.entries()) {
        const [c] = await tx.insert(courses).values({
          programId: p!.id, courseName: course.name, courseDescription: course.description, sequence: ci + 1,
        }).returning({ id: courses.courseId });
        for (const [mi, mod] of course.modules.entries()) {
          const [m] = await tx.insert(modules).values({
            courseId: c!.id, moduleName: mod.name, moduleDescription: mod.description, sequence: mi + 1, phase: mod.phase ?? null,
          }).returning({ id: modules.moduleId });
          await tx.insert(units).values(mod.units.map((u, ui) => ({
            moduleId: m!.id, unitName: u.name, unitType: u.type, unitBody: u.body, sequence: ui + 1, durationMinutes: u.minutes,
          })));
        }
      }
    });
  }

  const [owner] = await db.select({ id: users.userId }).from(users)
    .where(and(sql`lower(${users.username}) = ${DEMO_COMMUNITY_OWNER}`, isNull(users.deletedAt)));
  if (!owner) return;
  await db.transaction(async (tx) => {
    const have = new Set((await tx.select({ name: communityCommon.communityName }).from(communityCommon)
      .where(and(eq(communityCommon.ownerUserId, owner.id), isNull(communityCommon.deletedAt)))).map((r) => r.name));
    const missing = DEMO_COMMUNITY_RECORDS.filter((r) => !have.has(r.name));
    if (missing.length === 0) return;
    await tx.insert(communityCommon).values(missing.map((r) => ({
      ownerUserId: owner.id, communityName: r.name, communityType: r.type, description: r.description, createdBy: owner.id,
    })));
  });
}
