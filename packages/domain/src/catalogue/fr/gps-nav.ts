import type { Translation } from '../../message-format.ts';
import type { gpsNavScreens } from '../gps-nav.ts';

export default { 'gps.nav': 'Dispositifs GPS' } satisfies Translation<typeof gpsNavScreens>;
