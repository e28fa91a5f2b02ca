import type { BrowserContext, Page } from '@playwright/test';
import { createQuote, fillTerms, signInAsDealer } from '../dealer-quotes.ts';
import { demo, expect, signInAsStaff, test, type Product } from '../fixtures.ts';
import { expectAccessible } from '../axe.ts';

// The cluster (issue 28): what no other journey shows. Two API nodes behind nginx, on one
// PostgreSQL server: a dealer's browser pinned to node1, staff's to node2 (the proxy's `sfi_node`
// cookie, scripts/cluster/nginx-config.mjs), and the dealer's open editor sees staff's approval live,
// the event crossing from node2 to node1 through PostgreSQL (socket.io's postgres adapter). Each
// answer says which node served it (nginx's `X-Served-By`), the socket's polling requests and its
// WebSocket upgrade included (read through the Chrome DevTools Protocol); the test says which.
// Run by playwright.cluster.config.ts (E2E_CLUSTER=1).

const customer = { firstName: 'Nodine', lastName: `Crossnode${Date.now() % 100_000}` };
const customerName = `${customer.firstName} ${customer.lastName}`;

/** The node an `X-Served-By` address is (`127.0.0.1:<port>`), or the address when it is no node's. */
function nodeOf(product: Product, address: string): string {
  return product.cluster!.nodes.find((node) => address === `127.0.0.1:${node.port}`)?.name ?? address;
}

/**
 * Pins a new browser context to one node and records which node served what it asked: the live
 * socket's requests (polling and the WebSocket upgrade) apart from everything else.
 */
async function pinnedContext(product: Product, newContext: () => Promise<BrowserContext>, node: string) {
  const context = await newContext();
  await context.addCookies([{ name: 'sfi_node', value: node, url: product.origin }]);
  const page = await context.newPage();
  const served = { socket: new Set<string>(), upgrade: new Set<string>(), other: new Set<string>() };
  page.on('response', (response) => {
    const by = response.headers()['x-served-by'];
    if (!by || !response.url().startsWith(product.origin)) return;
    const side = response.url().includes('/socket.io/') ? served.socket : served.other;
    for (const address of by.split(', ')) side.add(nodeOf(product, address));
  });
  // The WebSocket's 101 answer is not a response Playwright reports: CDP's Network domain has it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    if (headers['x-served-by']) served.upgrade.add(nodeOf(product, headers['x-served-by']));
  });
  return { context, page, served };
}

/** Presses a revision's next step and answers its question. */
async function takeStep(page: Page, label: string, notice: string) {
  await page
    .getByRole('group', { name: /Next steps for revision/ })
    .getByRole('button', { name: label, exact: true })
    .click();
  await page.getByRole('alertdialog', { name: label }).getByRole('button', { name: label }).click();
  await expect(page.getByText(notice).first()).toBeVisible({ timeout: 15_000 });
}

test('the dealer’s editor on node1 sees staff’s approval on node2 live', async ({ browser, product }) => {
  test.slow();
  expect(product.cluster, 'run by playwright.cluster.config.ts').toBeDefined();
  const dealerSide = await pinnedContext(product, () => browser.newContext(), 'node1');
  const dealer = dealerSide.page;

  // The dealer creates a quote, fills its terms and submits it, the editor left open.
  await signInAsDealer(dealer);
  const quoteId = await createQuote(dealer, customer);
  await fillTerms(dealer);
  await expect(dealer.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await takeStep(dealer, 'Submit for Quote Approval', 'This quote is submitted for quote approval.');
  const revisions = dealer.getByRole('grid', { name: 'Revisions, in order' });
  await expect(revisions).toContainText('Under Quote Review');

  // Staff, on the other node, approve it.
  const staffSide = await pinnedContext(product, () => browser.newContext(), 'node2');
  const staff = staffSide.page;
  await signInAsStaff(staff, product, demo.superAdmin);
  await staff.goto(`/staff/quotes/${quoteId}`);
  await expect(staff.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await takeStep(staff, 'Approve Quote', 'This quote is approved.');

  // The dealer's editor, open all along, follows by itself.
  await expect(revisions).toContainText('Quote Approved', { timeout: 15_000 });
  await expect(dealer.getByText(/changed this quote/).first()).toBeVisible();
  await expectAccessible(dealer);

  // Which node served each side: the pages, the API calls and the socket (polling and upgrade).
  for (const [side, { served }] of [
    ['dealer', dealerSide],
    ['staff', staffSide],
  ] as const) {
    const said = `${side}: pages and API on ${[...served.other].join(', ')}; socket polling on ${[
      ...served.socket,
    ].join(', ')}; WebSocket on ${[...served.upgrade].join(', ')}`;
    console.log(said);
    test.info().annotations.push({ type: 'served by', description: said });
  }
  expect(dealerSide.served).toEqual({
    socket: new Set(['node1']),
    upgrade: new Set(['node1']),
    other: new Set(['node1']),
  });
  expect(staffSide.served).toEqual({
    socket: new Set(['node2']),
    upgrade: new Set(['node2']),
    other: new Set(['node2']),
  });

  await staffSide.context.close();
  await dealerSide.context.close();
});

test('unpinned, the proxy shares the requests between the nodes', async ({ request, product }) => {
  const nodes = new Set<string>();
  for (let n = 0; n < 6; n += 1) {
    const answer = await request.get('/api/main/versions');
    expect(answer.status()).toBe(200);
    nodes.add(nodeOf(product, answer.headers()['x-served-by'] ?? ''));
  }
  console.log(`/api/main/versions, six times: served by ${[...nodes].sort().join(' and ')}`);
  expect([...nodes].sort()).toEqual(['node1', 'node2']);
});
