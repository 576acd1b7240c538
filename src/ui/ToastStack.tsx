/**
 * The toast stack behind `notify` (see toaster.tsx): Chakra's toaster placed top-right, each toast a
 * framer-motion card that can be dragged sideways and is dismissed when let go past 80 % of its width.
 */
import { useEffect, useRef } from 'react';
import { Flex, Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { motion, useMotionValue, useTransform, type PanInfo } from 'framer-motion';
import { TOAST_DURATION_MS, isDismissingDrag, type Notice, type Severity } from './toaster';
// The toast's recipe joins the portal's Chakra system with this chunk, not with /login's entry.
import './theme-toast';

const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, max: 5, pauseOnPageIdle: true });

// Toasts asked for before the stack has mounted wait for it, so the first one is not lost.
let markMounted: () => void = () => {};
const stackMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function show({ title, body, severity, duration }: Notice): void {
  void stackMounted.then(() => {
    toaster.create({ title, description: body, type: severity, duration, closable: true });
  });
}

/** Spec §8: coloured by severity — success, warning, error, otherwise info. */
const CARD_COLOURS: Record<Severity, { bg: string; color: string }> = {
  success: { bg: 'green.700', color: 'white' },
  warning: { bg: 'orange.700', color: 'white' },
  error: { bg: 'red.700', color: 'white' },
  info: { bg: 'blue.700', color: 'white' },
};

/** The recipe paints the root by type; here the root only places the card. */
const BARE_ROOT = { '&, &[data-type]': { bg: 'transparent', color: 'inherit', boxShadow: 'none', p: '0' } };

interface ToastView {
  id?: string;
  type?: string;
  title?: unknown;
  description?: unknown;
}

const severityOf = (type: string | undefined): Severity =>
  type === 'success' || type === 'warning' || type === 'error' ? type : 'info';

function DraggableToast({ toast }: { toast: ToastView }) {
  const card = useRef<HTMLDivElement>(null);
  const x = useMotionValue(0);
  // Fades as it travels, so the dismiss point can be felt while dragging.
  const opacity = useTransform(x, (value) => Math.max(0.2, 1 - Math.abs(value) / (card.current?.offsetWidth ?? 1)));

  const onDragEnd = (_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) => {
    if (toast.id && isDismissingDrag(info.offset.x, card.current?.offsetWidth ?? 0)) toaster.dismiss(toast.id);
  };

  return (
    // Ark's root positions and stacks the toast; the card inside it carries the look and moves when dragged.
    <Toast.Root width={{ base: 'calc(100vw - 2rem)', md: 'sm' }} css={BARE_ROOT}>
      <motion.div
        ref={card}
        drag="x"
        dragConstraints={{ left: 0, right: 0 }}
        dragElastic={1}
        style={{ x, opacity, width: '100%', cursor: 'grab', touchAction: 'pan-y' }}
        onDragEnd={onDragEnd}
      >
        <Flex align="flex-start" gap="3" py="4" ps="4" pe="10" borderRadius="l2" boxShadow="xl" {...CARD_COLOURS[severityOf(toast.type)]}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" minW="0">
            {typeof toast.title === 'string' && toast.title !== '' && <Toast.Title opacity="1">{toast.title}</Toast.Title>}
            {typeof toast.description === 'string' && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
          </Stack>
          <Toast.CloseTrigger />
        </Flex>
      </motion.div>
    </Toast.Root>
  );
}

export default function ToastStack() {
  useEffect(() => markMounted(), []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <DraggableToast toast={toast} />}
      </Toaster>
    </Portal>
  );
}
