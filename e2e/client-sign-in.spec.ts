import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// The client audience (issue 5, doc 2 §2 and §6): sign-up at the embedded identity provider,
// the confirmation link from the server's log (it asks for the password chosen at sign-up),
// sign-in, /callback, the dashboard, sign-out, and the client check. The links the provider
// e-mails are read from the server's log (the embedded outbox).

const newClient = {
  name: 'Robin Lessee',
  agency: 'Harbour Agency',
  email: `robin.${Date.now()}@example.com`,
  password: 'robin-lessee-2026',
};

/** The newest link of a kind e-mailed to an address, from the server's log. */
function linkIn(output: string, to: string, path: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.includes(`E-mail to ${to}`));
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  return lines
    .map((line) => pattern.exec(line)?.[0])
    .filter(Boolean)
    .at(-1);
}

test('the client check sends a visitor without a session to /', async ({ page }) => {
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/$/);
  // A stored id token of 'null' clears local storage and counts as signed out.
  await page.evaluate(() => {
    localStorage.setItem('id_token', 'null');
    localStorage.setItem('access_token', 'x');
  });
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a client signs up, confirms the e-mail, signs in through /callback, is greeted by name, and signs out', async ({
  page,
  product,
}) => {
  await page.goto('/client/login');
  // The logo leads back to the site (issue 25).
  await expect(page.getByRole('link', { name: 'SFI Lease Financing, home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your client account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill(newClient.name);
  await page.getByLabel('Agency').fill(newClient.agency);
  await page.getByLabel('E-mail').fill(newClient.email);
  await page.getByLabel('Password').fill(newClient.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Follow the link in it to confirm your account');

  await expect.poll(() => linkIn(product.output(), newClient.email, '/oidc/account/confirm')).toBeTruthy();
  await page.goto(linkIn(product.output(), newClient.email, '/oidc/account/confirm')!);
  // The link asks for the password chosen at sign-up: only who signed up with it confirms it.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not the password chosen with this link.');
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill(newClient.password);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('status')).toContainText('Your e-mail address is confirmed');
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  await expect(page).toHaveURL(/\/client\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your client account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(newClient.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is not right.');
  await expect(page.getByLabel('E-mail')).toHaveValue(newClient.email);
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill(newClient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText("We're teleporting you to your destination!")).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${newClient.name}` })).toBeVisible();
  // No files yet, said once, with the way to Contact us and back to the site (issue 25).
  const leases = page.getByRole('region', { name: 'Your leases' });
  await expect(leases.getByRole('heading', { name: 'No lease files yet' })).toBeVisible();
  await expect(leases.getByText('0 lease files')).toHaveCount(0);
  await expect(leases.getByRole('link', { name: 'Contact us to link your lease' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expect(page.getByRole('link', { name: 'SFI Lease Financing, home' })).toHaveAttribute('href', '/');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/client-dashboard-empty-${width}.png`, fullPage: true });
  }
  const stored = () =>
    page.evaluate(() => ({
      idToken: localStorage.getItem('id_token'),
      accessToken: localStorage.getItem('access_token'),
      userType: localStorage.getItem('userType'),
    }));
  await expect.poll(stored).toMatchObject({
    idToken: expect.any(String),
    accessToken: expect.any(String),
    userType: 'client',
  });
  await expectNoAxeViolations(page);

  // A copy of the access token, as someone who read it from this browser keeps it.
  const copied = (await stored()).accessToken!;
  const me = (token: string) =>
    page.request.get('/api/public/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me(copied)).status()).toBe(200);

  // Sign-out ends the provider's session too, in one step: the provider asks nothing (issue 25, item 9).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
  // The copied token ends with it (issue 26, item 3).
  expect((await me(copied)).status()).toBe(401);
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/$/);
  // Signing in again asks for the password: the provider's session ended too.
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your client account' })).toBeVisible();
  // And right away, the new sign-in's token works where the old one is still refused.
  await page.getByLabel('E-mail').fill(newClient.email);
  await page.getByLabel('Password').fill(newClient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${newClient.name}` })).toBeVisible();
  await expect(leases.getByRole('heading', { name: 'No lease files yet' })).toBeVisible();
  expect((await me((await stored()).accessToken!)).status()).toBe(200);
  expect((await me(copied)).status()).toBe(401);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/client-dashboard-again-${width}.png`, fullPage: true });
  }
});

test('a provider error is shown with its description on the sign-in page', async ({ page }) => {
  // A sign-in started in this browser: the provider answers its callback with a refusal.
  await page.goto('/client/login');
  const authorize = page.waitForRequest((request) => new URL(request.url()).searchParams.has('state'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const state = new URL((await authorize).url()).searchParams.get('state')!;
  await page.goto(
    `/callback?${new URLSearchParams({ error: 'access_denied', error_description: 'The client said no', state })}`,
  );
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByRole('alert')).toHaveText('We could not sign you in: The client said no');
  // Said once: loaded again, the page starts clean.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a link to the sign-in page cannot put its own words in the page’s alert', async ({ page }) => {
  await page.goto(
    `/client/login?${new URLSearchParams({ error: 'x', error_description: 'Call 1-900-555-0199 to unlock your account' })}`,
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/1-900-555-0199/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a callback of no sign-in started here says so in the catalogue’s words, not the OIDC library’s', async ({
  page,
}) => {
  await page.goto('/callback?error=access_denied&error_description=The+client+said+no&state=unknown');
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByRole('alert')).toHaveText(
    'We could not sign you in: The sign-in was interrupted. Please start again.',
  );
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/client-sign-in-interrupted-${width}.png`, fullPage: true });
  }
});

test('the identity provider refuses a request it cannot serve in the catalogue’s words, not its library’s', async ({
  page,
}) => {
  await page.goto(
    '/oidc/auth?client_id=nobody&response_type=code&redirect_uri=https%3A%2F%2Fevil.example%2Fcb',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('This sign-in request is not valid. Please start again from the sign-in page.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/identity-provider-refusal-${width}.png`, fullPage: true });
  }
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client sign-in' })).toBeVisible();
});

test('the public header shows the signed-in client; signing out after a page load still ends the provider session', async ({
  page,
}) => {
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill('client@example.com');
  await page.getByLabel('Password').fill('client-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Client' })).toBeVisible();

  // The public pages hydrate without a mismatch (React #418) and keep their chevrons (issue 25).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/company');
  await expect(page.locator('html[data-live]')).toBeAttached();
  const entry = page.getByRole('banner').getByRole('link', { name: 'Avery Client' });
  await expect(entry).toHaveAttribute('href', '/client/dashboard');
  const chevrons = page.getByRole('navigation', { name: 'Site' }).getByRole('button').locator('svg');
  await expect(chevrons).toHaveCount(4);
  for (const box of await chevrons.evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect())))
    expect(box.width).toBeGreaterThanOrEqual(14);
  await page.screenshot({ path: 'test-results/public-header-client-1280.png' });
  await page.goto('/');
  await expect(page.locator('html[data-live]')).toBeAttached();
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Client' })).toBeVisible();

  // Signing out straight after the dashboard loaded: the client check must not leave for / before
  // the provider has ended its session (it used to, now and then).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Avery Client' })).toHaveCount(0);
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your client account' })).toBeVisible();
});

test('after sign-out the next Sign in asks for the password again, with no question on the way (issue 25, item 9)', async ({
  page,
}) => {
  const signIn = async () => {
    await page.goto('/client/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await page.getByLabel('E-mail').fill('client@example.com');
  await page.getByLabel('Password').fill('client-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery Client' })).toBeVisible();

  const provider: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/oidc/')) provider.push(frame.url());
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The provider was passed through, never stopped at: no question asked, the tokens gone.
  expect(provider.some((url) => url.includes('/oidc/session/end'))).toBe(true);
  await expect(page.getByText('Do you want to sign out of your SFI client account?')).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('id_token'), localStorage.getItem('access_token')]),
  ).toEqual([null, null]);
  await expectNoAxeViolations(page);

  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your client account' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
