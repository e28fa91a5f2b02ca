import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The chat between a dealer and staff (issue 13, doc 2 §1, §4, §7): the file-tool dealer opens
// their room and writes; the member of staff assigned to it (the seed assigns the demo room, tied
// to the dealer's lease file 1000004, to the staff admin) sees the message arrive live and replies.
// The dealer attaches a PDF and a photo, straight to the bucket, the photo's progress shown until
// it is complete; a file over 25 MB is refused before anything is uploaded. Staff see both (the
// photo inline through its read URL, the PDF with its icon, name and size), file the PDF into the
// lease file's documents as the driver's licence, which the file's checklist then counts, and the
// dealer sees their messages read. Two browser contexts against the built product.

const stamp = Date.now() % 1_000_000;
const hello = `Hello from the dealer, ${stamp}`;
const reply = `Thanks, we are on it (${stamp})`;
const sent = `That is everything for now (${stamp})`;
/** The room's lease file, and the member of staff the seed assigns the room to. */
const fileNo = '1000004';
const staffName = 'Alex Martin';

const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true }).last();
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
/** A size as the chat writes it (formatFileSize of @sfi/domain): kilobytes of 1,024 bytes, one decimal at most. */
const inKilobytes = (bytes: number) =>
  `${new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }).format(bytes / 1024)} kB`;

/** The file's documents tab: the driver's licence in its checklist and how complete the checklist is. */
async function openChecklist(page: Page) {
  await page.goto(`/staff/files/${fileNo}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  const licence = page
    .getByRole('list', { name: 'Documents this file needs' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Driver’s Licence', { exact: true }) });
  const complete = page.getByRole('progressbar', { name: 'Complete' });
  await expect(licence).toBeVisible();
  return { licence, percent: async () => Number(await complete.getAttribute('aria-valuenow')) };
}

/**
 * Real files, made by Chromium: a one-page PDF, and a PNG of noise, which does not compress (some
 * 900 kB), so that its upload, slowed down, takes long enough to watch.
 */
async function makeFiles(browser: Browser) {
  const maker = await browser.newPage({ viewport: { width: 640, height: 480 } });
  await maker.setContent(`<h1>Driver’s licence</h1><p>The lessee of lease file ${fileNo}.</p>`);
  const pdf = await maker.pdf({ format: 'Letter' });
  await maker.setContent('<canvas width="640" height="480"></canvas>');
  await maker.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let at = 0; at < pixels.data.length; at++) pixels.data[at] = (Math.random() * 256) | 0;
    context.putImageData(pixels, 0, 0);
  });
  const png = await maker.locator('canvas').screenshot();
  await maker.context().close();
  return { pdf, png };
}

test('a dealer and staff chat live; the dealer sends a PDF and a photo, staff file the PDF', async ({
  browser,
  page,
  product,
}, testInfo) => {
  test.setTimeout(180_000);
  const { pdf, png } = await makeFiles(browser);

  // Before: the lease file's checklist misses the driver's licence.
  await signInAsStaff(page, product);
  const before = await openChecklist(page);
  await expect(before.licence).toContainText('Missing');
  const completeBefore = await before.percent();

  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Chat', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Conversations' });
  // The room about this file: other journeys may have started rooms with the same dealer.
  await rooms.getByRole('link', { name: new RegExp(`Maple Leaf Motors.*File ${fileNo}`) }).click();
  await expect(page).toHaveURL(/\/staff\/chat\/[0-9a-f-]{36}$/);
  await expect(composer(page)).toBeVisible();

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await dealer.goto('/dealer/chat/login');
  await dealer.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await dealer.getByLabel('Password').fill(demo.fileDealer.password);
  await dealer.getByRole('button', { name: 'Sign in' }).click();
  await expect(dealer).toHaveURL(/\/dealer\/chat$/);
  await dealer
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`SFI staff.*File ${fileNo}`) })
    .click();
  await expect(dealer).toHaveURL(/\/dealer\/chat\/[0-9a-f-]{36}$/);
  await composer(dealer).fill(hello);
  await composer(dealer).press('Enter');
  await expect(messages(dealer).getByText(hello)).toBeVisible();
  await expect(composer(dealer)).toHaveValue('');

  // Staff hear it without reloading, and it is announced politely; their reply reaches the dealer.
  await expect(messages(page).getByText(hello)).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: hello })).toHaveText(
    `New message from Maple Leaf Motors: ${hello}`,
  );
  await composer(page).fill(reply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(page).getByText(reply)).toBeVisible();
  await expect(messages(dealer).getByText(reply)).toBeVisible();

  // The dealer attaches the PDF, then the photo over a connection slowed to 400 kB/s: its progress
  // shows, moves, and gives way to "Upload complete".
  const attach = async (file: { name: string; mimeType: string; buffer: Buffer } | string) => {
    const chooser = dealer.waitForEvent('filechooser');
    await dealer.getByRole('button', { name: 'Attach a file' }).click();
    await (await chooser).setFiles(file);
  };
  // Straight to the bucket (in a cluster, the S3 server), not through the API.
  const uploads: string[] = [];
  dealer.on('requestfinished', (request) => {
    if (request.method() === 'POST' && product.bucketUrl.test(request.url())) uploads.push(request.url());
  });
  const uploaded = (name: string, bytes: number) =>
    dealer.getByRole('status').filter({ hasText: `Upload complete: ${name} (${inKilobytes(bytes)})` });
  await attach({ name: 'drivers-licence.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(uploaded('drivers-licence.pdf', pdf.length)).toBeVisible();
  await expect(messages(dealer).getByRole('link', { name: 'drivers-licence.pdf' })).toHaveAttribute(
    'href',
    product.bucketUrl,
  );

  const network = await dealerContext.newCDPSession(dealer);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await attach({ name: 'odometer.png', mimeType: 'image/png', buffer: png });
  const progress = dealer.getByRole('progressbar', {
    name: `Uploading odometer.png (${inKilobytes(png.length)})`,
  });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { intervals: [50] })
    .toBeGreaterThan(0);
  await expect(uploaded('odometer.png', png.length)).toBeVisible({ timeout: 15_000 });
  await expect(progress).toBeHidden();
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(messages(dealer).getByRole('img', { name: 'odometer.png' })).toBeVisible();
  expect(uploads).toHaveLength(2);

  // A scan over 25 MB (made here, in the test's own folder) is refused with why, before any upload
  // token is asked for; then the dealer writes once more, so anything sent before it has arrived.
  const scan = testInfo.outputPath('lease-scan.pdf');
  await writeFile(scan, Buffer.concat([pdf, Buffer.alloc(26 * 1024 * 1024 - pdf.length, '%')]));
  const tokens: string[] = [];
  dealer.on('request', (request) => {
    if (request.url().includes('/s3-tokens/put-params')) tokens.push(request.url());
  });
  await attach(scan);
  const refused = dealer.getByRole('alert').filter({ hasText: 'lease-scan.pdf (26 MB) was not sent.' });
  await expect(refused).toContainText('Attach a file of at most 25 MB.');
  await expect(dealer.getByRole('progressbar')).toHaveCount(0);
  await composer(dealer).fill(sent);
  await composer(dealer).press('Enter');
  await expect(messages(dealer).getByText(sent)).toBeVisible();
  expect(tokens).toEqual([]);
  await expect(messages(dealer).getByText('lease-scan.pdf')).toHaveCount(0);

  // Staff see the PDF with its icon, name and size, the photo inline through its read URL, and no scan.
  const staffMessages = messages(page);
  await expect(staffMessages.getByText(sent)).toBeVisible();
  await expect(staffMessages.getByText('lease-scan.pdf')).toHaveCount(0);
  const pdfLink = page.getByRole('link', { name: 'drivers-licence.pdf' });
  await expect(staffMessages.getByRole('link', { name: 'drivers-licence.pdf' })).toHaveAttribute(
    'href',
    product.bucketUrl,
  );
  // The message's own item (the last of those holding the link: the day's holds it too).
  const pdfMessage = staffMessages.getByRole('listitem').filter({ has: pdfLink }).last();
  await expect(pdfMessage.locator('[data-file-type="pdf"]')).toBeVisible();
  await expect(pdfMessage.getByText(inKilobytes(pdf.length), { exact: true })).toBeVisible();
  const photo = staffMessages.getByRole('img', { name: 'odometer.png' });
  await expect(photo).toHaveAttribute('src', product.bucketUrl);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(640);

  // Staff file the PDF into the lease file's documents, as the driver's licence.
  await pdfMessage.getByRole('button', { name: `File in lease file ${fileNo}` }).click();
  await page.getByRole('menuitem', { name: 'Driver’s Licence', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `drivers-licence.pdf is filed in lease file ${fileNo} as Driver’s Licence.`,
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // The dealer sees their messages read, and staff the reply read by the dealer.
  await expect(messages(dealer).getByText(new RegExp(`^Read by ${staffName}$`))).toBeVisible();
  await expect(messages(page).getByText(/^Read by Maple Leaf Motors$/)).toBeVisible();
  await expectAccessible(dealer);
  await dealerContext.close();

  // The lease file's checklist counts the filed PDF (the file opened beside the chat).
  const filePage = await page.context().newPage();
  const after = await openChecklist(filePage);
  await expect(after.licence).toContainText('Filed');
  expect(await after.percent()).toBeGreaterThan(completeBefore);
  await expect(filePage.getByRole('link', { name: 'drivers-licence.pdf' })).toBeVisible();
  await expectAccessible(filePage);
});
