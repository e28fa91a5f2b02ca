import type { Translation } from '../../message-format.ts';
import type { roomsNavWords } from '../rooms-nav.ts';

export default { 'rooms.nav': 'Attribution des salons' } satisfies Translation<typeof roomsNavWords>;
