import { statusBadge } from '../../components/StatusBadge';
import type { MessageStatus } from '@mahasi/contract/constants/staff-messages';

/** A message's status as a small coloured label (the word says it; the colour only helps). */
export const MessageStatusBadge = statusBadge<MessageStatus>('consoleMessages', { new: 'waiting', replied: 'done', closed: 'off' });
