/**
 * Record changes pushed to this browser (`record:changed`), as the screens' kit sees them: the
 * realtime binding (src/features/notifications/RealtimeProvider.tsx) provides a subscription, and an
 * open edit form learns that someone else saved the record it shows, at once rather than on save.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { RecordChange, RecordType } from '../domain/record-events';

export type SubscribeToRecordChanges = (listener: (change: RecordChange) => void) => () => void;

export const RecordChangesContext = createContext<SubscribeToRecordChanges | null>(null);

/**
 * Whether a change of record `type` #`id` has arrived since the form opened. Changes while `ownSave`
 * is true (this form's own save on its way) are not someone else's.
 */
export function useChangedElsewhere(type: RecordType | undefined, id: string | number | undefined, ownSave: boolean): boolean {
  const subscribe = useContext(RecordChangesContext);
  const [changed, setChanged] = useState(false);
  const saving = useRef(ownSave);
  useEffect(() => {
    saving.current = ownSave;
  }, [ownSave]);
  useEffect(() => {
    if (!subscribe || type === undefined || id === undefined) return;
    return subscribe((change) => {
      if (change.type === type && change.id !== null && String(change.id) === String(id) && !saving.current) setChanged(true);
    });
  }, [subscribe, type, id]);
  return changed;
}
