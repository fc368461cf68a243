export type { SaveState } from '../../records/SaveIndicator';
export type { RecordConflict as Conflict } from '../../records/ConflictNotice';
