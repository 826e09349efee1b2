// OTP sign-up in the browser: /auth?mode=register with a new address each path; the code comes
// from the development outbox (as in identity.spec.ts). The three calls are held so the busy
// states can be seen; the 30-second resend cooldown passes on Chromium's fake clock.
import { expect, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '../../../contracts';
import { HeldRequests, type FlowAdapter } from './walk';

interface World {
  browser: Browser;
  page: Page;
  email: string;
  held: Record<'generateOtp' | 'verifyOtp' | 'signUp', HeldRequests>;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function codeFor(page: Page, to: string): Promise<string> {
  const outbox = async () => (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`)).json()) as { text: string }[];
  await expect.poll(async () => (await outbox()).length).toBeGreaterThan(0);
  return /\b(\d{6})\b/.exec((await outbox())[0]!.text)![1]!;
}

const codeForm = async (page: Page) => {
  await expect(page.getByLabel('Code')).toBeVisible();
  await expect(page.getByText(/^We sent a 6-digit code to/)).toBeVisible();
};
const resend = (page: Page) => page.getByRole('button', { name: /^Send a new code/ });
const EFFECTS = { generateOtp: '**/api/auth/generateOtp', verifyOtp: '**/api/auth/verifyOtp', signUp: '**/api/auth/signup' } as const;

export const otpSignupAdapter: FlowAdapter<World> = {
  flow: 'otp-signup',
  cover: 'states',
  async open(browser) {
    return { browser } as World;
  },
  async start(world) {
    // A new visitor each path: a finished path leaves its new member signed in.
    const context = await world.browser.newContext();
    world.page = await context.newPage();
    await world.page.clock.install();
    world.email = `qa-${unique()}@example.org`;
    world.held = Object.fromEntries(await Promise.all(Object.entries(EFFECTS).map(async ([name, url]) =>
      [name, await new HeldRequests(world.page, url).install()]))) as World['held'];
    await world.page.goto('/auth?mode=register');
  },
  end: (world) => world.page.context().close(),
  close: async () => {},
  play(event) {
    const effect = /^xstate\.(done|error)\.actor\.(generateOtp|verifyOtp|signUp)$/.exec(event.type);
    if (effect) {
      const name = effect[2] as keyof World['held'];
      if (effect[1] === 'done') return (world) => world.held[name].answer();
      if (name === 'generateOtp') return (world) => world.held[name].fail(429, 'Too many codes were requested. Try again in an hour.');
      return (world) => world.held[name].fail(400, (event.error as Error).message);
    }
    switch (event.type) {
      case 'otp.submit':
        return async ({ page, email }) => {
          const id = email.slice(3, email.indexOf('@'));
          await page.getByLabel('First name').fill('Mira');
          await page.getByLabel('Last name').fill('Okafor');
          await page.getByLabel('Username').fill(`mira${id}`);
          await page.getByLabel('E-mail').fill(email);
          await page.getByLabel('Password').fill('a long secret phrase');
          await page.getByLabel('I accept the terms and conditions').check();
          await page.getByRole('button', { name: 'Send code' }).click();
        };
      case 'otp.verify':
        return async ({ page, email }) => {
          await page.getByLabel('Code').fill(await codeFor(page, email));
          await page.getByRole('button', { name: 'Verify and create account' }).click();
        };
      case 'otp.resend': return async ({ page }) => resend(page).click();
      case 'otp.edit': return async ({ page }) => page.getByRole('button', { name: 'Change details' }).click();
      case 'xstate.after.resendCooldown.otpSignup.codeSent.cooling': return async ({ page }) => page.clock.fastForward('00:31');
      default: return `no UI for ${event.type}`;
    }
  },
  see: {
    '"editing"': async ({ page }, step) => {
      for (const label of ['First name', 'Last name', 'Username', 'E-mail', 'Password']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      await expect(page.getByLabel('I accept the terms and conditions')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
      if (step?.event.type === 'xstate.error.actor.generateOtp') await expect(page.getByRole('alert').filter({ hasText: MESSAGES.otpSendFailed }).first()).toBeVisible();
    },
    '"sendingCode"': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    },
    '{"codeSent":"cooling"}': async ({ page }) => {
      await codeForm(page);
      await expect(resend(page)).toBeDisabled();
    },
    '{"codeSent":"canResend"}': async ({ page }) => {
      await codeForm(page);
      await expect(resend(page)).toHaveText('Send a new code');
      await expect(resend(page)).toBeEnabled();
    },
    '"verifying"': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    },
    '"creatingAccount"': async ({ page }) => {
      await codeForm(page);
      await expect(page.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    },
    '"verified"': async ({ page }) => {
      await expect(page).toHaveURL(/\/user\/home$/);
      await expect(page.getByRole('button', { name: /Mira Okafor/ })).toBeVisible();
    },
  },
};
