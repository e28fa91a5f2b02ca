/*
 * Every area of the catalogue in English, by the name of its French table in `fr/` (issue 29): for
 * the tests that check each language has every word, and the scans that look for English left on a
 * French page. Tooling only: no app imports it, so no bundle carries every area.
 */
import { quotes } from '../lease-quotes/messages.ts';
import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { chatScreens } from './chat-screens.ts';
import { clientDashboardWords } from './client-dashboard.ts';
import { client } from './client.ts';
import { common } from './common.ts';
import { dealerAdminWords } from './dealer-admin.ts';
import { fileMoney } from './file-money.ts';
import { fileTool } from './file-tool.ts';
import { files } from './files.ts';
import { gpsNavScreens } from './gps-nav.ts';
import { gpsScreens } from './gps.ts';
import { identityProviderWords } from './identity-provider.ts';
import { makes } from './makes.ts';
import { newsletterWords } from './newsletter.ts';
import { peopleNavScreens } from './people-nav.ts';
import { peopleScreens } from './people.ts';
import { photoScreens } from './photos.ts';
import { publicSite } from './public-site.ts';
import { reports } from './reports.ts';
import { service } from './service.ts';
import { roomsNavWords } from './rooms-nav.ts';
import { staffPanelWords } from './staff-panels.ts';
import { takeoverAdminNavScreens } from './takeover-admin-nav.ts';
import { takeoverAdminScreens } from './takeover-admin.ts';
import { takeoverScreens } from './takeovers.ts';
import { uiWords } from './ui.ts';

/** Every English area, by the name of its French file in `fr/`. */
export const englishAreas: Record<string, Readonly<Record<string, string>>> = {
  admin,
  auth,
  'chat-screens': chatScreens,
  'client-dashboard': clientDashboardWords,
  client,
  common,
  'dealer-admin': dealerAdminWords,
  'file-money': fileMoney,
  'file-tool': fileTool,
  files,
  'gps-nav': gpsNavScreens,
  gps: gpsScreens,
  'identity-provider': identityProviderWords,
  makes,
  newsletter: newsletterWords,
  'people-nav': peopleNavScreens,
  people: peopleScreens,
  photos: photoScreens,
  'public-site': publicSite,
  quotes,
  reports,
  service,
  'rooms-nav': roomsNavWords,
  'staff-panels': staffPanelWords,
  'takeover-admin-nav': takeoverAdminNavScreens,
  'takeover-admin': takeoverAdminScreens,
  takeovers: takeoverScreens,
  ui: uiWords,
};
