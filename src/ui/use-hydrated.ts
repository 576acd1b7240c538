/**
 * False while the build prerenders a page and while the browser hydrates that HTML; true once React
 * runs the page (at once for pages rendered in the browser). A prerendered form keeps its submit
 * button disabled until then: pressed earlier, the browser would submit the form natively and
 * reload the page, losing what was typed.
 */
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The boxes ticked or unticked in a prerendered form before React ran, with the state the reader
 * chose. Hydration sets a controlled box back to React's state, so it must be noted before
 * (`noteTogglesBeforeHydration`, called by the entry point) and given back after.
 */
const togglesBeforeHydration = new WeakMap<HTMLInputElement, boolean>();

export function noteTogglesBeforeHydration(root: Element): void {
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    if (box.checked !== box.defaultChecked) togglesBeforeHydration.set(box, box.checked);
  }
}

/**
 * What was typed into a prerendered form before React ran is in the inputs but not in React's state
 * (hydration keeps the typed text and takes it as the value React already knows). Once the form is
 * hydrated, each filled text field is set back through its own property (so React's record of the
 * value is empty), its text put back past that record, and its `input` event fired: the field's
 * onChange then takes the text, as if it had just been typed. A box toggled before React ran is
 * set to the other state and clicked (React sets it back to its state on its next render), so its
 * onChange takes the reader's choice too.
 */
export function useAdoptTypedValues(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        const chosen = togglesBeforeHydration.get(field);
        togglesBeforeHydration.delete(field);
        // Set through the element (React's record of it follows), then clicked: React sees the change.
        if (chosen !== undefined) {
          field.checked = !chosen;
          field.click();
        }
        continue;
      }
      if (field.type === 'radio' || field.value === '') continue;
      const typed = field.value;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [form]);
}
