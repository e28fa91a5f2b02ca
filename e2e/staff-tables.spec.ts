import type { Locator, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The file search and GPS tables at the widths staff use (issue 25, item 18): on a 1280 px screen
// beside the console's menu, a few wide columns with the VIN whole, the rest in the file the row
// opens; every column on a wide screen; three on a phone. A customer's long name cut short is read
// whole by keyboard (the arrow keys to its cell show it in a tooltip) and by pointer. The tables stay
// virtualized. Against the built product.

const stamp = Date.now() % 1_000_000;
const fileNo = `E2E-${stamp}-W`;
const vin = `WDB9066331S${String(stamp).padStart(6, '0')}`;
const longName = `Marie-Ève Lee-Beaulieu-Fitzgerald-Vanderhoeven-${stamp}`;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const headers = (grid: Locator) => grid.getByRole('columnheader');
/** Whether an element's text is cut short (wider than its box). */
const isCut = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);

test('the file search and GPS tables show whole VINs and let any cut-short cell be read whole', async ({
  page,
  product,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, product);

  // A file whose lessee has a long name.
  await page.goto('/staff/files');
  await page.getByRole('button', { name: 'New file' }).click();
  const dialog = page.getByRole('dialog', { name: 'New file' });
  await dialog.getByRole('textbox', { name: 'File number' }).fill(fileNo);
  await dialog.getByRole('button', { name: 'Create file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `File ${fileNo}` })).toBeVisible();
  const lessee = section(page, 'Lessee');
  const [first, ...last] = longName.split(' ');
  await lessee.getByRole('textbox', { name: 'First Name' }).fill(first!);
  await lessee.getByRole('textbox', { name: 'Last Name' }).fill(last.join(' '));
  await section(page, 'Vehicle').getByRole('textbox', { name: 'VIN' }).fill(vin);
  await page.getByRole('button', { name: 'Save file' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // At 1280 px: five columns, the VIN whole, the long name cut short.
  await page.goto(`/staff/files?by=vin&q=${vin}`);
  const grid = page.getByRole('grid', { name: 'Files found' });
  const row = grid.getByRole('row', { name: new RegExp(fileNo) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(headers(grid)).toHaveText(['File number', 'Customer', 'Vehicle', 'VIN', 'Delivery date']);
  expect(await isCut(row.getByText(vin))).toBe(false);
  const name = row.getByText(longName);
  expect(await isCut(name)).toBe(true);

  // By keyboard: Tab to the results, the arrow keys to the customer's cell: the name whole.
  await page.mouse.move(0, 0);
  await page.getByRole('searchbox', { name: 'Search files' }).focus();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(row).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(row.getByRole('gridcell').filter({ hasText: longName })).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(longName);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('files-1280-keyboard.png') });

  // By pointer: resting on the name shows it whole too.
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toBeHidden();
  await name.hover();
  await expect(tooltip).toHaveText(longName);

  // A wide screen shows every column; a phone the three main ones.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(headers(grid)).toHaveCount(7);
  expect(await isCut(row.getByText(vin))).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('files-1920.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(headers(grid)).toHaveText(['File number', 'Customer', 'Vehicle']);
  await page.screenshot({ path: testInfo.outputPath('files-390.png'), fullPage: true });

  // The GPS devices: six columns at 1280 px (the tags in each device's page), seven on a wide screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/staff/gps');
  const devices = page.getByRole('grid', { name: 'GPS devices' });
  await expect(headers(devices)).toHaveText(
    ['GPS number', 'Device', 'Lease file', 'Vehicle', 'Last position', 'Flagged because'],
    { timeout: 20_000 },
  );
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('gps-1280.png') });
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(headers(devices)).toHaveCount(7);
  await page.screenshot({ path: testInfo.outputPath('gps-1920.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'GPS devices' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gps-390.png') });
});
