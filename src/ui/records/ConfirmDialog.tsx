/**
 * The confirmation before a destructive action (delete, status change). `onConfirm` answers null when
 * done, or the server's refusal, which is shown in place (e.g. a 409 naming what still depends on it).
 * Its code loads the first time a confirmation opens (lazyDialog).
 */
import type { ReactNode } from 'react';
import { lazyDialog } from '../lazy-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, e.g. "Delete the customer <strong>Acme</strong>? This cannot be undone." */
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are ("Cancel" unless said). */
  cancelLabel?: string;
  /** Red for destructive actions (the default). */
  tone?: 'danger' | 'neutral';
  busy: boolean;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() => import('./ConfirmDialogBody'), (props) => props.onClose());
