/**
 * The frame of every record form: the error summary and the save failure at the top, the fields, and
 * Cancel / Save at the bottom (no Save when read-only). Fields inside find the form through context.
 * `FormScope` and `FormAlerts` are the parts a frame of another shape (FormDialog) is made of.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Grid, HStack, Link as ChakraLink, List, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { RecordType } from '../../domain/record-events';
import { usePresence } from '../presence';
import { EditingNotice } from '../PresenceIndicators';
import { useChangedElsewhere } from '../record-changes';
import { SaveFailureAlert } from '../records/SaveFailureAlert';
import { useLeave } from './navigation-guard';
import { fieldId, type FormKernel } from './use-record-form';

interface FormContextValue {
  form: FormKernel;
  labels: Map<string, string>;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field must be inside a FormShell');
  return context;
}

/** Names a field for the error summary (in the order fields render). */
export function useFieldLabel(name: string, label: string): void {
  const { labels } = useFormContext();
  useEffect(() => {
    labels.set(name, label);
    return () => {
      labels.delete(name);
    };
  }, [labels, name, label]);
}

/** Gives the fields inside the form they belong to. */
export function FormScope({ form, children }: { form: FormKernel; children: ReactNode }) {
  const labels = useRef(new Map<string, string>()).current;
  return <FormContext.Provider value={{ form, labels }}>{children}</FormContext.Provider>;
}

/** Above the fields: the error summary after a failed submit, and a refusal no field shows (with Reload for a stale edit). */
export function FormAlerts({ onReload }: { onReload?: (() => void) | undefined }) {
  const { form, labels } = useFormContext();
  return (
    <>
      {form.showSummary && <ErrorSummary form={form} labels={labels} />}
      {form.failure && <SaveFailureAlert failure={form.failure} {...(onReload ? { onReload } : {})} />}
    </>
  );
}

export function FormShell({
  form,
  cancelTo,
  onCancel,
  submitLabel,
  savingLabel,
  maxW,
  plain = false,
  aside,
  onReload,
  live,
  children,
}: {
  form: FormKernel;
  /** Where Cancel (Back when read-only) goes; a form that is part of a page (the profile's) has none. */
  cancelTo?: string;
  /** Cancel of a form inside a screen (an editor that closes): asks first while the form is dirty, as a navigation does. */
  onCancel?: () => void;
  submitLabel: string;
  /** What the submit button says while saving (e.g. "Uploading"); by default a spinner over its label. */
  savingLabel?: string | undefined;
  maxW?: string;
  /** Inside a panel of the page's own (the profile's sections): no card around it. */
  plain?: boolean;
  /** A panel beside the form (e.g. the role's menu preview). */
  aside?: ReactNode;
  /** Offered after a stale edit (409), or when someone else saves the record meanwhile: loads it again. */
  onReload?: () => void;
  /** The record being edited: a save of it by someone else is announced at once, with Reload; others editing it are named. */
  live?: { type: RecordType; id: string | number; thing: string } | undefined;
  children: ReactNode;
}) {
  const changedElsewhere = useChangedElsewhere(live?.type, live?.id, form.saving);
  const presence = usePresence(live?.type, live?.id, true);
  const leave = useLeave();
  const card = (
    <Stack gap="6" {...(plain ? {} : { bg: 'bg', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'xl', p: '6' })} {...(maxW ? { maxW } : {})}>
      {live && <EditingNotice people={presence.others} />}
      <FormAlerts onReload={onReload} />
      {changedElsewhere && !form.failure && live && (
        <Alert.Root status="warning" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This {live.thing} was changed by someone else while you were editing.</Alert.Title>
            <Alert.Description>Reload it to see their changes before you save yours.</Alert.Description>
          </Alert.Content>
          {onReload && (
            <Button size="sm" variant="outline" onClick={onReload}>
              Reload
            </Button>
          )}
        </Alert.Root>
      )}
      {children}
      <HStack justify="flex-end">
        {cancelTo !== undefined && (
          <Button asChild variant="outline">
            <Link href={cancelTo}>{form.readOnly ? 'Back' : 'Cancel'}</Link>
          </Button>
        )}
        {onCancel && (
          <Button variant="outline" onClick={() => leave(onCancel)}>
            Cancel
          </Button>
        )}
        {!form.readOnly && (
          <Button type="submit" colorPalette="brand" loading={form.saving} {...(savingLabel ? { loadingText: savingLabel } : {})}>
            {submitLabel}
          </Button>
        )}
      </HStack>
    </Stack>
  );
  return (
    <FormScope form={form}>
      <form ref={form.formRef} onSubmit={(event) => void form.onSubmit(event)} noValidate data-readonly={form.readOnly || undefined}>
        {aside ? (
          <Grid templateColumns={{ base: '1fr', xl: '1fr 280px' }} gap="6" alignItems="start">
            {card}
            {aside}
          </Grid>
        ) : (
          card
        )}
      </form>
    </FormScope>
  );
}

/**
 * The fields still in error after a failed submit, in page order (a field shown later, e.g. by a
 * choice, names itself later), each a link that focuses its field (the message stays at the field).
 */
function ErrorSummary({ form, labels }: { form: FormKernel; labels: Map<string, string> }) {
  const order = [...(form.formRef.current?.querySelectorAll('[id^="field-"]') ?? [])].map((control) => control.id);
  const place = (name: string) => order.indexOf(fieldId(name));
  const invalid = [...labels.keys()]
    .flatMap((name) => (form.errorOf(name) ? [{ name, label: labels.get(name) ?? name }] : []))
    .sort((a, b) => place(a.name) - place(b.name));
  if (invalid.length === 0) return null;
  const focus = (name: string) => {
    const control = document.getElementById(fieldId(name));
    control?.focus({ preventScroll: true });
    control?.scrollIntoView({ block: 'center' });
  };
  return (
    <Alert.Root status="error" role="alert" aria-labelledby="form-error-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id="form-error-summary">
          {invalid.length === 1 ? 'Please correct 1 field:' : `Please correct ${invalid.length} fields:`}
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {invalid.map(({ name, label }) => (
              <List.Item key={name}>
                <ChakraLink
                  href={`#${fieldId(name)}`}
                  color="red.700"
                  textDecoration="underline"
                  onClick={(event) => {
                    event.preventDefault();
                    focus(name);
                  }}
                >
                  {label}
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
