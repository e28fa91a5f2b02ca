import { createHash } from 'node:crypto';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible, expectNoAxeViolations } from './axe.ts';

// GPS tracking (issue 15): a staff member links a device to a lease file (a wrong file number is
// refused, with "Try again"), tags it, sees its track on the map, and, once the device reports from
// across the border, finds it in the linked list's flagged mode with the reason. The map's tiles
// cannot load here (no network): the track and the positions draw all the same.

/** Demo device n's key, as the seed makes it (apps/api/src/seed/gps.ts). */
const demoDeviceKey = (n: number) => createHash('sha256').update(`sfi-demo-gps-key:${n}`).digest('base64url');

test('a staff member links a GPS device, tags it, sees it on the map and in the flagged list', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/gps');
  await expect(page.getByRole('heading', { level: 1, name: 'GPS devices' })).toBeVisible();
  await expect(page.getByText('60 devices')).toBeVisible();
  await expectNoAxeViolations(page);

  // An unlinked device, from the list.
  const unlinkedRow = page.getByRole('row').filter({ hasText: 'Not linked' }).first();
  const gpsNo = (await unlinkedRow.getByRole('rowheader').innerText()).trim();
  await unlinkedRow.getByRole('link', { name: `Open ${gpsNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: gpsNo })).toBeVisible();
  await expect(page.getByText('Not linked', { exact: true })).toBeVisible();

  // A file number that does not exist: said on its field, what was typed kept, and no "Try again"
  // (trying again cannot find it).
  const fileField = page.getByRole('textbox', { name: 'File number' });
  await fileField.fill('9999999');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(fileField).toHaveAccessibleDescription(/There is no lease file numbered 9999999\./);
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await expect(fileField).toHaveValue('9999999');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The demo's first file.
  await fileField.fill('1000001');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText(`${gpsNo} is linked to file 1000001.`)).toBeVisible();
  await expect(page.getByRole('link', { name: '1000001' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByText('VIN')).toBeVisible();

  // Tag it.
  await page.getByRole('button', { name: /Add a tag/ }).click();
  await page.getByRole('option', { name: 'Recovery' }).click();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    page.getByRole('grid', { name: `Tags of ${gpsNo}` }).getByRole('row', { name: 'Recovery' }),
  ).toBeVisible();

  // The map: its track and 16 positions, drawn without tiles.
  const map = page.getByRole('region', { name: `Map of the positions of ${gpsNo}` });
  await expect(map).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(16);
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(17);
  await expect(page.getByText(/^16 positions from /)).toBeVisible();
  await expectAccessible(page);

  // The device reports from Seattle: it is flagged, with the reason.
  const number = Number(gpsNo.slice('GPS-'.length)) - 100_001;
  const reported = await page.request.post('/api/main/gps/locations', {
    headers: { 'x-device-key': demoDeviceKey(number) },
    data: {
      locations: [{ createdAt: new Date().toISOString(), coordinates: { lat: 47.6062, lng: -122.3321 } }],
    },
  });
  expect(reported.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Last position outside Canada')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(17);

  // The linked list, flagged, by its tag.
  await page.getByRole('link', { name: 'All GPS devices' }).click();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Linked', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Linked', exact: true })).toBeChecked();
  // The mode by keyboard: arrows move through a radio group.
  await page.getByRole('radiogroup', { name: 'Linked devices' }).getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Flagged' })).toBeChecked();
  await page.getByRole('button', { name: /Tag$/ }).click();
  await page.getByRole('option', { name: 'Recovery' }).click();
  await expect(page).toHaveURL(/filter=linked&mode=flagged&tag=recovery/);
  const row = page.getByRole('row').filter({ hasText: gpsNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Outside Canada');
  await expect(row).toContainText('1000001');
  await expectNoAxeViolations(page);

  // Unlinked again, it leaves the flagged list.
  await row.getByRole('link', { name: `Open ${gpsNo}` }).click();
  await page.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(`${gpsNo} is no longer linked to a file.`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('row').filter({ hasText: gpsNo })).toHaveCount(0);
});
