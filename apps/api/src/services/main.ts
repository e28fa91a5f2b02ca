import { demoInsuranceAgencies } from '@sfi/domain';
import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { dealerAccountRoutes } from '../routes/dealer-accounts.ts';
import { dealerApiTokenRoutes } from '../routes/dealer-api-tokens.ts';
import { dealerLoginRoutes } from '../routes/dealer-login.ts';
import { fileDealerRoutes } from '../routes/file-dealers.ts';
import { fileSearchRoutes } from '../routes/file-search.ts';
import { gpsRoutes } from '../routes/gps.ts';
import { leaseFileRoutes } from '../routes/lease-files.ts';
import { leaseTakeoverRoutes } from '../routes/lease-takeovers.ts';
import { passwordRoutes } from '../routes/passwords.ts';
import { photoUploadRoutes } from '../routes/photo-uploads.ts';
import { bankingInfoRoutes } from '../routes/banking-info.ts';
import { buyoutQuoteRoutes } from '../routes/buyout-quotes.ts';
import { clientRoutes } from '../routes/clients.ts';
import { leaseQuoteRoutes } from '../routes/lease-quotes.ts';
import { quoteRevisionRoutes } from '../routes/quote-revisions.ts';
import { reportRoutes } from '../routes/reports.ts';
import { makeRoutes } from '../routes/makes.ts';
import { sessionRoutes } from '../routes/session.ts';
import { staffLoginRoutes } from '../routes/staff-login.ts';
import { staffRoutes } from '../routes/staff.ts';
import { quoteDealerRoutes } from '../routes/quote-dealers.ts';
import { quoteSavedSearchRoutes } from '../routes/quote-saved-searches.ts';
import { vehicleValueRoutes } from '../routes/vehicle-values.ts';
import { versionRoutes } from '../routes/versions.ts';

/**
 * The main API (spec doc 1 §7, and doc 2's files and staff service): versions, makes, dealer and
 * staff sign-in, the current session, the dealer chat token, the vehicle lookup, quote dealers,
 * lease quotes with their saved searches and export, dealer accounts, the file-system dealers, lease
 * files and their search, the reports (document packs, maximizer, month-end, general and off-road),
 * GPS tracking, the lease takeover administration and photo uploads, and the client and staff
 * administration.
 */
export const mainService: ZodPlugin<ApiContext> = async (
  app,
  { db, buildId, auth, identity, valuation, live, storage, insuranceAgencies = demoInsuranceAgencies },
) => {
  await app.register(versionRoutes, { buildId });
  await app.register(makeRoutes, { db });
  await app.register(dealerLoginRoutes, { db, auth });
  await app.register(staffLoginRoutes, { db, auth });
  await app.register(sessionRoutes, { db, auth, live });
  await app.register(passwordRoutes, { db, auth, live, identity });
  await app.register(dealerApiTokenRoutes, { auth });
  await app.register(vehicleValueRoutes, { valuation });
  await app.register(quoteDealerRoutes, { db });
  await app.register(leaseQuoteRoutes, { db, auth, live });
  await app.register(quoteRevisionRoutes, { db, live });
  await app.register(quoteSavedSearchRoutes, { db });
  await app.register(dealerAccountRoutes, { db, auth, live, identity });
  await app.register(leaseFileRoutes, { db, storage, insuranceAgencies });
  await app.register(buyoutQuoteRoutes, { db, auth });
  await app.register(bankingInfoRoutes, { db });
  await app.register(fileDealerRoutes, { db, auth, live, storage, identity });
  await app.register(fileSearchRoutes, { db });
  await app.register(reportRoutes, { db, auth });
  await app.register(gpsRoutes, { db, auth });
  await app.register(leaseTakeoverRoutes, { db, storage });
  await app.register(photoUploadRoutes, { db, storage });
  await app.register(clientRoutes, { db, auth, storage, identity });
  await app.register(staffRoutes, { db, auth, live, storage, identity });
};
