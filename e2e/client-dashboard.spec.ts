import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

/** What the dashboard shows of each file (`files.vehicles` of `GET /me`). */
interface Vehicle {
  fileNo: string;
  year: number;
  make: string;
  model: string;
  monthlyPayment: number;
  buyout: { total: number };
}

// The client dashboard (issue 14, doc 2 §1, §7): the demo client signs in through the embedded
// identity provider and sees their lease files and vehicles from `GET /me` (vehicle, monthly
// payment, term end, status) with today's buyout figure, as a table on a wide screen and cards on
// a phone, and downloads a file's lease summary PDF.

const money = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('the demo client sees their files and vehicles with today’s buyout, and downloads a lease summary', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill('client@example.com');
  await page.getByLabel('Password').fill('client-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Client' })).toBeVisible();
  const files = page.getByRole('region', { name: 'Your leases' });
  await expect(files.getByText('2 lease files')).toBeVisible();
  await expect(files.getByRole('link', { name: 'Contact us to buy it out' }).first()).toHaveAttribute(
    'href',
    '/contact-us',
  );

  // What the screen shows is what `GET /me` answers.
  const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
  const answer = await page.request.get('/api/public/me', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { vehicles } = ((await answer.json()) as { me: { files: { vehicles: Vehicle[] } } }).me.files;
  expect(vehicles).toHaveLength(2);

  const table = files.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const vehicle of vehicles) {
    const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row.getByRole('rowheader')).toContainText(name);
    await expect(row.getByRole('cell').nth(0)).toHaveText(vehicle.fileNo);
    await expect(row.getByRole('cell').nth(1)).toHaveText(money(Math.round(vehicle.monthlyPayment * 100)));
    await expect(row.getByRole('cell').nth(3)).toHaveText('Active');
    await expect(row.getByRole('cell').nth(4)).toContainText(money(vehicle.buyout.total));
    await expect(row.getByRole('cell').nth(4)).toContainText('Good until');
  }
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('client-dashboard-1280.png'), fullPage: true });

  // The lease summary PDF of a file, by keyboard.
  const [first] = vehicles;
  const button = table.getByRole('button', {
    name: `Download PDF: the lease summary of file ${first!.fileNo}`,
  });
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`lease-summary-${first!.fileNo}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(`The lease summary of file ${first!.fileNo} is downloaded.`)).toBeVisible();

  // On a phone: one card per file, the same figures.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  const cards = files.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const vehicle of vehicles) {
    const card = files.getByRole('article', {
      name: new RegExp(`^${vehicle.year} ${vehicle.make} ${vehicle.model}`),
    });
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(card).toContainText(money(vehicle.buyout.total));
    await expect(
      card.getByRole('button', { name: `Download PDF: the lease summary of file ${vehicle.fileNo}` }),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('client-dashboard-390.png'), fullPage: true });
});

test('a failed /me shows the spec’s message', async ({ page }) => {
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill('client@example.com');
  await page.getByLabel('Password').fill('client-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Client' })).toBeVisible();
  await page.route('**/api/public/me', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'There was a problem fetching your account details. Please try again later',
  );
  await expect(page.getByRole('region', { name: 'Your leases' })).toHaveCount(0);
  await expectAccessible(page);
});
