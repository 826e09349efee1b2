// Profiles (issue 15): maya fills her profile with a photo (an oversized one and bad phone, age
// and link are refused with their messages, nothing saved), sees the completeness meter move, and
// creates a startup profile with a pitch deck; rohan finds it in the community's startup profiles
// and on her public profile; a photo that fails to load shows the coloured initial tile; the
// expert dashboard lists maya's mentoring requests and judging.
import { expect, test } from './support/test';
import { MAYA, ROHAN, signedIn } from './support/session';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HUGE_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);

test('maya fills her profile with a photo (bad input refused, nothing saved) and creates a startup profile that rohan can see', async ({ browser }) => {
  test.setTimeout(120_000);
  const maya = await signedIn(browser, MAYA, { returnTo: '/profile' });
  await expect(maya.getByRole('heading', { name: 'Profile completeness' })).toBeVisible();
  const form = maya.getByRole('form', { name: 'Edit your profile' });
  const meter = maya.getByRole('progressbar', { name: 'Profile completeness' });
  const before = Number(await meter.getAttribute('aria-valuenow'));

  // An oversized photo is refused before any upload.
  let uploads = 0;
  maya.on('request', (r) => { if (r.url().endsWith('/api/multimedia/upload')) uploads += 1; });
  await form.getByLabel(/Upload a photo|Change photo/).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: HUGE_PNG });
  await expect(form.getByText('The photo is larger than 5 MB. Choose a smaller image.')).toBeVisible();
  expect(uploads).toBe(0);

  // Bad phone, age and link: messages at the fields, nothing sent.
  let saves = 0;
  maya.on('request', (r) => { if (r.method() === 'PUT' && /\/api\/(profiles\/me|global-user\/profile\/update)$/.test(r.url())) saves += 1; });
  await form.getByLabel('Phone number', { exact: true }).fill('call me maybe');
  await form.getByLabel('Age', { exact: true }).fill('7');
  await form.getByRole('button', { name: 'Add a link' }).click();
  const links = await form.getByLabel(/^Link \d+ label$/).count();
  await form.getByLabel(`Link ${links} label`).fill('Blog');
  await form.getByLabel(`Link ${links} address`).fill('maya-blog');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Enter a valid phone number.')).toBeVisible();
  await expect(form.getByText('Enter an age between 10 and 120, in whole years.')).toBeVisible();
  await expect(form.getByText('Enter a full web address starting with https:// or http://.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Some fields need attention: see the messages below.');
  expect(saves).toBe(0);

  // Fix them, upload a real photo and save.
  await form.getByLabel('Phone number', { exact: true }).fill('+91 98220 45678');
  await form.getByLabel('Age', { exact: true }).fill('34');
  await form.getByLabel(`Link ${links} address`).fill('https://maya-blog.example');
  await form.getByLabel(/Upload a photo|Change photo/).setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('Photo uploaded. Save to keep it.')).toBeVisible();
  await form.getByLabel('Who sees phone number').selectOption('members');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Saved.', { exact: true })).toBeVisible();
  expect(saves).toBe(2); // the User fields through the existing profile call, the rest through /api/profiles/me
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

  // A reload keeps everything.
  await maya.reload();
  await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue('+91 98220 45678');
  await expect(form.getByLabel('Age', { exact: true })).toHaveValue('34');
  await expect(form.getByLabel('Who sees phone number')).toHaveValue('members');
  await expect(form.getByRole('img', { name: 'Maya Mensah' })).toHaveAttribute('src', /^\/api\/multimedia\/images\/[0-9a-f]{32}\.png$/);

  // A startup profile with a pitch deck.
  const name = `Pricing Pilot ${Date.now()}`;
  await maya.goto('/profiles?type=startup');
  await maya.getByRole('link', { name: 'New startup profile' }).click();
  const editor = maya.getByRole('form', { name: 'New startup profile' });
  await editor.getByRole('button', { name: 'Create startup profile' }).click();
  await expect(editor.getByText('Give the profile a name.')).toBeVisible();
  await editor.getByLabel('Startup name').fill(name);
  await editor.getByLabel('Summary').fill('Pricing experiments as a service for SaaS founders.');
  await editor.getByLabel('Stage').selectOption('mvp');
  await editor.getByLabel('Sector').selectOption('SaaS');
  await editor.getByRole('button', { name: 'Add a person' }).click();
  await editor.getByLabel('Person 1 name').fill('Maya Mensah');
  await editor.getByLabel('Person 1 role').fill('Founder');
  await editor.getByLabel('Traction').fill('Six paying pilots.');
  await editor.getByLabel('Funding sought (₹)').fill('25,00,000');
  await expect(editor.getByText('₹25,00,000')).toBeVisible();
  await editor.getByLabel('Upload a pitch deck').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByText('File uploaded. Save to keep it.')).toBeVisible();
  await editor.getByRole('button', { name: 'Create startup profile' }).click();
  await expect(maya.getByText('Saved.', { exact: true })).toBeVisible();
  await maya.getByRole('link', { name: '← Your startup profiles' }).click();
  await expect(maya.getByRole('region', { name: 'Your startup profiles' }).getByRole('listitem', { name })).toBeVisible();

  // rohan finds it among the community's startup profiles and opens it.
  const rohan = await signedIn(browser, ROHAN, { returnTo: '/profiles?type=startup' });
  const community = rohan.getByRole('region', { name: 'Startup profiles in the community' });
  await community.getByRole('searchbox').fill(name);
  await expect(community.getByRole('listitem')).toHaveCount(1);
  await community.getByRole('link', { name: `View ${name}` }).click();
  await expect(rohan.getByRole('heading', { name })).toBeVisible();
  await expect(rohan.getByText('₹25,00,000')).toBeVisible();
  await expect(rohan.getByText('deck.pdf')).toBeVisible();
  // ... and not edit it: the server refuses another member's change.
  const id = new URL(rohan.url()).searchParams.get('view');
  const refused = await rohan.evaluate(async (profileId) => {
    const res = await fetch(`/api/profiles/typed/${profileId}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
      body: JSON.stringify({ name: 'Taken', summary: '', stage: '', sector: '', team: [], traction: '', funding_sought: null, pitch_deck: null, website: '', city: '', state: '', visibility: 'public' }),
    });
    return { status: res.status, body: await res.json() as { message: string } };
  }, id);
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'You can only change your own profiles.' }) });
  await rohan.reload();
  await expect(rohan.getByRole('heading', { name })).toBeVisible();
  await rohan.context().close();
  await maya.context().close();
});

test("a profile photo that fails to load shows the coloured initial tile; the volunteer profile shows what the member shares", async ({ browser }) => {
  const rohan = await signedIn(browser, ROHAN, { returnTo: '/profile' });
  await expect(rohan.getByRole('heading', { name: 'Profile completeness' })).toBeVisible();
  // Every stored image fails from now on.
  await rohan.route('**/api/multimedia/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  const form = rohan.getByRole('form', { name: 'Edit your profile' });
  await form.getByLabel(/Upload a photo|Change photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('Photo uploaded. Save to keep it.')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Rohan Mehta' })).toHaveAttribute('data-testid', 'initial-tile');
  await expect(form.getByRole('img', { name: 'Rohan Mehta' })).toHaveText('R');

  // The public view opens in a new tab from the profile page.
  const [tab] = await Promise.all([rohan.context().waitForEvent('page'), rohan.getByRole('link', { name: 'See your public profile (new tab)' }).click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Rohan Mehta' })).toBeVisible();
  const ventures = tab.getByRole('region', { name: 'Ventures and ideas' });
  await expect(ventures.getByRole('link', { name: 'KisanLedger', exact: true })).toBeVisible();
  await expect(tab.getByRole('complementary').getByRole('link', { name: 'KisanLedger' })).toHaveAttribute('href', 'https://kisanledger.example');
  await rohan.context().close();
});

test('the expert dashboard lists mentoring requests and judging assignments', async ({ browser }) => {
  const maya = await signedIn(browser, MAYA, { returnTo: '/expert-dashboard' });
  await expect(maya.getByRole('heading', { level: 1, name: 'Mentoring and judging' })).toBeVisible();
  const requests = maya.getByRole('region', { name: /Mentoring requests/ });
  await expect(requests.getByRole('listitem').filter({ hasText: 'Mentor a first-time founder on pricing' }).first()).toBeVisible();
  await expect(maya.getByRole('region', { name: 'Judging assignments' }).getByRole('link', { name: 'Summit Innovation Challenge 2026' })).toBeVisible();
  await maya.context().close();
});
