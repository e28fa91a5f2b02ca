import { afterEach, describe, expect, it } from 'vitest';
import { defaultLocale, loadLocale, setActiveLocale, translated } from '../locale.ts';
import { message } from '../messages.ts';
import { admin } from './admin.ts';
import { dealerAdminMessage, dealerAdminWords } from './dealer-admin.ts';
import frenchAdmin from './fr/admin.ts';
import frenchDealerAdmin from './fr/dealer-admin.ts';
import frenchPeopleNav from './fr/people-nav.ts';
import frenchPeople from './fr/people.ts';
import frenchRoomsNav from './fr/rooms-nav.ts';
import frenchStaffPanels from './fr/staff-panels.ts';
import { peopleNavMessage, peopleNavScreens } from './people-nav.ts';
import { peopleMessage, peopleScreens } from './people.ts';
import { roomsNavMessage, roomsNavWords } from './rooms-nav.ts';
import { staffPanelMessage, staffPanelWords } from './staff-panels.ts';

// The staff console's administration areas register their French (issue 29): once French is active
// and loaded, every key of each area reads its French table, and English stays English.
const areas = [
  ['admin', admin, frenchAdmin],
  ['dealer-admin', dealerAdminWords, frenchDealerAdmin],
  ['people', peopleScreens, frenchPeople],
  ['people-nav', peopleNavScreens, frenchPeopleNav],
  ['rooms-nav', roomsNavWords, frenchRoomsNav],
  ['staff-panels', staffPanelWords, frenchStaffPanels],
] as const satisfies readonly (readonly [
  string,
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[];

describe('the staff administration areas in French', () => {
  afterEach(() => setActiveLocale(defaultLocale));

  it.each(areas)('%s: every key reads its French once French is loaded', async (_area, english, french) => {
    await loadLocale('fr-CA');
    for (const key of Object.keys(english) as (keyof typeof english & string)[]) {
      expect(translated(key, english[key], 'fr-CA'), key).toBe(french[key]);
      expect(translated(key, english[key], 'en-CA'), key).toBe(english[key]);
    }
  });

  it('answers in the active language, through each area’s own lookup', async () => {
    setActiveLocale('fr-CA');
    await loadLocale();
    expect(message('fileDealers.import.done', { count: 2 })).toBe('2 concessionnaires ont été importés.');
    expect(dealerAdminMessage('rooms.assigned', { room: 'Lakeside · général', name: 'Ada' })).toBe(
      'Le salon Lakeside · général a été attribué à Ada.',
    );
    expect(peopleMessage('people.card.detail', { label: 'Rôles', value: 'Administrateur' })).toBe(
      'Rôles\u00a0: Administrateur',
    );
    expect(peopleNavMessage('staffAdmin.nav')).toBe('Personnel');
    expect(roomsNavMessage('rooms.nav')).toBe('Attribution des salons');
    expect(staffPanelMessage('panels.dealers.more', { shown: 20, count: 45 })).toBe(
      '20 concessionnaires sur 45\u00a0: précisez la recherche pour trouver les autres.',
    );
    setActiveLocale('en-CA');
    expect(peopleNavMessage('staffAdmin.nav')).toBe('Staff');
  });
});
