/**
 * One record form's state on react-hook-form, validated by the record's zod contract (the same one
 * the server's body schema is built from), so the client says what the server would say:
 * - a required field left empty says spec §5's "This field is required"; other issues carry the
 *   contract's message;
 * - an error clears when its field is edited (spec §5) and is checked again only on the next submit;
 * - the server's field errors land at their fields; a refusal no field shows goes to the form's alert;
 * - after a failed submit the first invalid field gets focus and is scrolled into view;
 * - while the form is dirty, leaving it asks first (navigation-guard.tsx); a save lets it go.
 * A field is named by its path: `name`, or `contacts.0.email` inside a list of objects.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { get, set, useForm, type DefaultValues, type UseFormReturn, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod/mini';
import type { CombinedError } from 'urql';
import { useLocation } from 'wouter';
import { MESSAGES } from '../../domain/validation';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { notify, type Notice } from '../toaster';
import { isRequired, maxLengthOf, schemaAt, shapeOf } from './contract-meta';
import { useUnsavedChangesGuard } from './navigation-guard';

/** The id a form field's control carries, for the error summary's links and the focus. */
export const fieldId = (name: string): string => `field-${name}`;

/** What a save answers: its error, if any, and its data (e.g. the new record's id). */
export interface SaveResult {
  error?: CombinedError | undefined;
  data?: unknown;
}

export interface RecordFormOptions<Values extends FieldValues, Contract extends z.ZodMiniType> {
  contract: Contract;
  defaultValues: Values;
  /** The form's values (strings as typed) as the API input the contract checks. */
  toInput(values: Values): z.input<Contract>;
  /** Sends the checked input; the answer's error, if any, is shown. */
  submit(input: z.output<Contract>): Promise<SaveResult>;
  /**
   * After a save: the toast, and where to go (e.g. to the new record, from the answer); or the form
   * stays where it is, its values now the saved ones (`keep`) or back to its defaults (`clear`: a
   * password change); or the form is done (`close`: an editor inside a screen, a dialog), back to its
   * defaults, and the screen shows what it saved. The toast may be built from the answer (a warning
   * when the save went through but its email did not).
   */
  saved: { notice: string | ((result: SaveResult) => Notice) } & ({ to: string | ((result: SaveResult) => string) } | { stay: 'keep' | 'clear' } | { close(result: SaveResult): void });
  /**
   * Runs after a save, before its toast and redirect, while the form still shows it is saving (e.g.
   * uploads files the new record waits for); answers further notices to show after the saved one.
   */
  afterSave?(result: SaveResult): Promise<readonly Notice[]>;
  /**
   * Fields left empty that say the contract's own message instead of spec §5's "This field is
   * required": a choice the spec words as "Choose a service".
   */
  emptySaysContract?: readonly string[];
  readOnly?: boolean;
  /**
   * The form field an error inside a list belongs to, e.g. `services.2.price` to the grid cell that
   * was sent third; without it (or when it answers undefined) the error lands at the list's field.
   */
  fieldOf?(path: string, values: Values): string | undefined;
}

export function useRecordForm<Values extends FieldValues, Contract extends z.ZodMiniType>(options: RecordFormOptions<Values, Contract>) {
  const { contract, toInput, fieldOf, emptySaysContract, readOnly = false } = options;
  const [, navigate] = useLocation();
  const resolver = useMemo(() => contractResolver<Values, Contract>(contract, toInput, fieldOf, emptySaysContract), [contract, toInput, fieldOf, emptySaysContract]);
  const form = useForm<Values, unknown, z.output<Contract>>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<GatewayFailure | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saved = useRef(false);
  const { isDirty, isSubmitting } = form.formState;

  useUnsavedChangesGuard(isDirty && !readOnly, () => form.formState.isDirty && !saved.current && !readOnly);

  // Runs after the errors of a failed submit have rendered: the first invalid field in page order.
  useEffect(() => {
    if (failedSubmits === 0) return;
    const controls = formRef.current?.querySelectorAll<HTMLElement>('[id^="field-"]') ?? [];
    const first = [...controls].find((control) => messageAt(form.formState.errors, control.id.slice('field-'.length)) !== undefined);
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [failedSubmits, form.formState.errors]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      const result = await options.submit(input);
      const found = failureOf(result.error);
      if (!found) {
        const after = options.saved;
        saved.current = !('stay' in after);
        const more = (await options.afterSave?.(result)) ?? [];
        notify(typeof after.notice === 'string' ? { severity: 'success', body: after.notice } : after.notice(result));
        for (const notice of more) notify(notice);
        if ('to' in after) navigate(typeof after.to === 'string' ? after.to : after.to(result));
        else if ('close' in after) {
          reset();
          after.close(result);
        } else form.reset(after.stay === 'keep' ? form.getValues() : options.defaultValues);
        return;
      }
      const values = form.getValues();
      const placed = Object.entries(found.fieldErrors)
        .map(([path, message]) => [fieldAt(path, values, fieldOf), message] as const)
        .filter(([name]) => name in values || get(values, name) !== undefined);
      for (const [name, message] of placed) form.setError(name as Path<Values>, { type: 'server', message });
      if (placed.length < Object.keys(found.fieldErrors).length || placed.length === 0 || found.status === 403) setFailure(found);
      setFailedSubmits((count) => count + 1);
    },
    () => setFailedSubmits((count) => count + 1),
  );

  /** Props for a text control: its value binding, id, `maxLength` from the contract, and clearing its error on edit. */
  const text = useCallback(
    (name: Path<Values>): TextControl => {
      const registered = form.register(name);
      return {
        ...registered,
        id: fieldId(name),
        maxLength: maxLengthOf(schemaAt(contract, name)),
        readOnly,
        onChange: async (event: { target: unknown; type?: unknown }) => {
          form.clearErrors(name);
          await registered.onChange(event);
        },
      };
    },
    [form, contract, readOnly],
  );

  /** Sets a non-text value (a choice, a set of ticks) as an edit: dirty, its error cleared. */
  const change = useCallback(
    <Name extends Path<Values>>(name: Name, value: Values[Name]) => {
      if (readOnly) return;
      form.clearErrors(name);
      form.setValue(name, value as never, { shouldDirty: true });
    },
    [form, readOnly],
  );

  /** Back to the defaults with nothing unsaved, no errors and no alert (a dialog that closes). */
  function reset() {
    form.reset(options.defaultValues);
    setFailure(null);
    setFailedSubmits(0);
    saved.current = false;
  }

  return {
    form,
    formRef,
    valueOf: (name: Path<Values>): unknown => form.watch(name),
    text,
    change,
    onSubmit,
    failure,
    readOnly,
    saving: isSubmitting,
    required: (name: Path<Values>) => isRequired(schemaAt(contract, name)),
    /** The message of a field, if any. */
    errorOf: (name: Path<Values>): string | undefined => messageAt(form.formState.errors, name),
    showSummary: failedSubmits > 0,
    reset,
  };
}

/**
 * What FormShell and the fields use of a form, by field name. Methods (not function properties), so
 * that a form typed by its own field names stands in for it.
 */
export interface FormKernel {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  text(name: string): TextControl;
  change(name: string, value: unknown): void;
  valueOf(name: string): unknown;
  errorOf(name: string): string | undefined;
  required(name: string): boolean;
  failure: GatewayFailure | null;
  readOnly: boolean;
  saving: boolean;
  showSummary: boolean;
  reset(): void;
}

/** The props of a text control bound to the form. */
export interface TextControl extends ReturnType<UseFormRegister<FieldValues>> {
  id: string;
  maxLength: number | undefined;
  readOnly: boolean;
}

/** The form field of an error's path (see `fieldOf`): by default the path's first segment. */
function fieldAt<Values>(path: string, values: Values, fieldOf?: (path: string, values: Values) => string | undefined): string {
  return fieldOf?.(path, values) ?? path.split('.')[0] ?? path;
}

type FieldError = { type: string; message: string };

/** The message of the field at `path` among a form's (nested) errors. */
function messageAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The leaf errors of a resolver's answer (nested along the input's paths) by dotted path. */
function leafErrors(node: unknown, path = ''): [string, FieldError][] {
  if (!node || typeof node !== 'object') return [];
  if (typeof (node as { message?: unknown }).message === 'string') return [[path, node as FieldError]];
  return Object.entries(node).flatMap(([key, child]) => leafErrors(child, path ? `${path}.${key}` : key));
}

/**
 * The contract's zod resolver over `toInput(values)`, its errors at the form's fields (`fieldOf`),
 * with spec §5's "This field is required" for a required field left empty (the contract may word an
 * absent field for API callers, or a link another field requires: "Choose the user type of a
 * customer user").
 */
function contractResolver<Values extends FieldValues, Contract extends z.ZodMiniType>(
  contract: Contract,
  toInput: (values: Values) => z.input<Contract>,
  fieldOf?: (path: string, values: Values) => string | undefined,
  emptySaysContract: readonly string[] = [],
): Resolver<Values, unknown, z.output<Contract>> {
  const checkContract = zodResolver(contract as never) as unknown as Resolver<z.input<Contract> & FieldValues, unknown, z.output<Contract>>;
  const shape = shapeOf(contract);
  return async (values, context, resolverOptions) => {
    const result = await checkContract(toInput(values) as z.input<Contract> & FieldValues, context, resolverOptions as never);
    const isBlank = (name: string) => typeof values[name] === 'string' && (values[name] as string).trim() === '';
    const errors: FieldErrors<FieldValues> = {};
    // The first error of a field is the one it shows.
    for (const [path, error] of leafErrors(result.errors)) {
      const field = fieldAt(path, values, fieldOf);
      if (get(errors, field) === undefined) set(errors, field, error);
    }
    // A field left empty that is required, or that the contract refuses empty (required by another field's choice).
    for (const name of Object.keys(values)) {
      if (isBlank(name) && !emptySaysContract.includes(name) && (isRequired(shape[name]) || name in errors)) errors[name] = { type: 'required', message: MESSAGES.fieldRequired };
    }
    if (Object.keys(errors).length === 0) return result as Awaited<ReturnType<Resolver<Values, unknown, z.output<Contract>>>>;
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * A new record's choice that offers one option (a customer admin's one customer) starts with it
 * chosen: where the form starts, not an edit of the user's (nothing unsaved).
 */
export function useOnlyOption<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, name: Path<Values>, options: readonly { id: string }[] | undefined, creating: boolean): void {
  const only = options?.length === 1 ? options[0]?.id : undefined;
  const { reset, getValues } = form;
  useEffect(() => {
    if (creating && only && getValues(name) === '') reset({ ...getValues(), [name]: only });
  }, [creating, only, name, reset, getValues]);
}

/** A chosen link as the API takes it: the id, or null for "none". */
export const idOrNone = (value: string): number | null => (value === '' ? null : Number(value));
