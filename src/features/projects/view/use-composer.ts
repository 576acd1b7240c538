/**
 * A text the project view sends (a chat message or its edit, an RFI comment, an addendum): required,
 * trimmed, and refused by the server at its own field or as a whole.
 */
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { failureOf } from '../../../gateway/failure';

interface Composer<D> {
  /** What an empty text says ("Message is required"). */
  required: string;
  /** The server's field of the text: its field error is shown first. */
  field: string;
  send(text: string): Promise<{ data?: D | undefined; error?: CombinedError | undefined }>;
  /** After the server took it: what to say then (null for nothing); the text is emptied unless `keep`. */
  sent(data: D | undefined): Promise<string | null | void> | string | null | void;
  initial?: string;
  keep?: boolean;
}

export function useComposer<D>({ required, field, send, sent, initial = '', keep = false }: Composer<D>) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const value = text.trim();
    if (!value) return setError(required);
    const result = await send(value);
    const refusal = failureOf(result.error);
    if (refusal) return setError(refusal.fieldErrors[field] ?? refusal.message);
    const said = await sent(result.data);
    if (!keep) setText('');
    setError(said ?? null);
  };
  /** The text edited: its error, if any, goes until the next send. */
  const edit = (value: string) => {
    setText(value);
    setError(null);
  };
  return { text, setText, edit, error, setError, submit };
}
