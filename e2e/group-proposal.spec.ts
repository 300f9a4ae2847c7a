import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDaysToDayText, genevaDay, groupProposalPath, type Locale } from '@ticino/shared';
import { CMS_ADMIN, STAFF } from './accounts';

/**
 * docs/product.md#group-proposals: a group's guest takes staff's proposal on the page of its link, in the request's
 * language, once in a browser running the app and once without JavaScript, the form posted to the page's own address.
 */
const RUN = Date.now().toString(36);
/** Thirty-one days ahead: a day no other suite books. */
const DAY = addDaysToDayText(genevaDay(new Date()), 31);

let staff: Record<string, string>;
let owner: Record<string, string>;
let setMenuId: string;

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: STAFF });
  expect(login.status()).toBe(200);
  staff = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const cms = await request.post('/admin/login', { data: CMS_ADMIN });
  expect(cms.status()).toBe(200);
  owner = { Authorization: `Bearer ${((await cms.json()) as { data: { token: string } }).data.token}` };
  const setMenus = await request.get('/api/set-menus', { headers: staff });
  setMenuId = ((await setMenus.json()) as { data: { id: string }[] }).data[0].id;
});

/**
 * A group request from the booking page in `language`, answered by staff's proposal: the path of its link. The
 * proposal's mail holds the link's token, and this run has no mail server: the owner gives the link a token the test
 * knows in /cms, where the request keeps only its hash, as the proposal did.
 */
async function proposed(request: APIRequestContext, language: Locale, name: string): Promise<string> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.ch`;
  const sent = await request.post('/api/group-requests', {
    data: {
      date: DAY,
      time: '19:30',
      guests: 14,
      name,
      email,
      phone: '+41 22 555 01 02',
      message: 'Un anniversaire',
      language,
    },
  });
  expect(sent.status()).toBe(201);
  const listed = await request.get('/api/group-requests', { headers: staff });
  const { groupRequests } = ((await listed.json()) as { data: { groupRequests: { id: string; email: string }[] } })
    .data;
  const { id } = groupRequests.find((each) => each.email === email)!;
  const proposal = await request.post(`/api/group-requests/${id}/proposal`, {
    headers: staff,
    data: {
      date: DAY,
      time: '19:30',
      setMenuId,
      pricePerPerson: 85,
      depositPerPerson: 0,
      message: 'Le salon est à vous dès 19 h.\nApéritif offert.',
    },
  });
  expect(proposal.status()).toBe(200);
  const token = crypto.randomBytes(32).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const kept = await request.put(`/content-manager/collection-types/api::group-request.group-request/${id}`, {
    headers: owner,
    data: { proposalTokenHash: hash },
  });
  expect(kept.status()).toBe(200);
  return groupProposalPath(id, token);
}

test('a group’s guest takes the proposal on its page, in the request’s language', async ({ page, request }) => {
  const pathname = await proposed(request, 'en', `Smith ${RUN}`);
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal for your group' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(`Hello Smith ${RUN}, here is what we propose.`)).toBeVisible();
  const facts = page.locator('.fact-list');
  await expect(facts).toContainText('Price per personCHF 85.00');
  await expect(facts).toContainText('People14');
  await expect(page.locator('blockquote')).toHaveText('Le salon est à vous dès 19 h.\nApéritif offert.');
  await page.getByRole('button', { name: 'Accept the proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
  await expect(page.getByText(/at 19:30, 14 people/)).toBeVisible();
  const manageUrl = (await page.getByRole('link', { name: 'Manage my booking' }).getAttribute('href'))!;
  expect(new URL(manageUrl).pathname).toMatch(/^\/reservation\/[A-Z0-9-]+\/[\w-]{43}$/);
  // The link now says the proposal is taken.
  await page.reload();
  await expect(page.getByText('This proposal has been accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the proposal' })).toHaveCount(0);
});

test.describe('a group’s proposal without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is taken through its page’s form, answered by the server', async ({ page, request }) => {
    const pathname = await proposed(request, 'fr', `Rossi ${RUN}`);
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposition pour votre groupe' })).toBeVisible();
    await expect(page.locator('.fact-list')).toContainText('Prix par personneCHF 85.00');
    await page.getByRole('button', { name: 'Accepter la proposition' }).click();
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
    await expect(page.getByText(/à 19:30, 14 personnes/)).toBeVisible();
    const manageUrl = (await page.getByRole('link', { name: 'Gérer ma réservation' }).getAttribute('href'))!;
    expect(new URL(manageUrl).pathname).toMatch(/^\/reservation\/[A-Z0-9-]+\/[\w-]{43}$/);
    await page.goto(pathname);
    // Drawn inside the page's <noscript>, whose text Playwright's getByText does not read.
    await expect(page.locator('.booking-manage__outcome')).toHaveText(
      'Cette proposition a été acceptée : la réservation de votre groupe est enregistrée.',
    );
    await expect(page.getByRole('button', { name: 'Accepter la proposition' })).toHaveCount(0);
  });
});
