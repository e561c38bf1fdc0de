import { Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../app/useAppSelector';
import { ToastItem } from './ToastItem';
import { toastPlacement, type ToastPlacement } from './toast-placement';

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="combobox"]';

/** The rectangles of the controls a user may press now: those of an open dialog, else the page's. */
function visibleControls(stack: HTMLElement) {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const scope = dialogs.length > 0 ? dialogs : [document.body];
  return scope
    .flatMap((root) => [...root.querySelectorAll(CONTROLS)])
    .filter((el) => !stack.contains(el))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
}

/**
 * Toasts stacked at the top right (DESIGN §6), or in another corner while the top right would
 * cover a button (issue 58).
 */
export function ToastStack() {
  const toasts = useAppSelector((s) => s.toasts);
  const ref = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>({ name: 'top-right', top: 72, right: 16 });
  const showing = toasts.length > 0;
  useEffect(() => {
    if (!showing) return;
    const place = () => {
      const stack = ref.current;
      if (!stack) return;
      const rect = stack.getBoundingClientRect();
      setPlacement((current) => {
        const next = toastPlacement(
          { width: rect.width, height: rect.height },
          { width: window.innerWidth, height: window.innerHeight },
          visibleControls(stack),
          current.name,
        );
        return next.name === current.name ? current : next;
      });
    };
    // Checked again whenever the page changes or moves while toasts show: a page opened by the
    // action that toasted renders its buttons after the toast, and scrolling moves them under it.
    let frame = 0;
    const later = () => {
      if (frame === 0) frame = window.requestAnimationFrame(() => ((frame = 0), place()));
    };
    place();
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
      window.cancelAnimationFrame(frame);
    };
  }, [showing, toasts.length]);
  const { name, ...offsets } = placement;
  return (
    <Stack
      ref={ref}
      spacing={1}
      data-testid="toast-stack"
      data-placement={name}
      sx={{
        position: 'fixed',
        ...offsets,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
