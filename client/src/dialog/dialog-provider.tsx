import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type DialogService } from './dialog-context';
import { DialogModal, type DialogRequest } from './dialog-modal';

interface OpenDialog extends DialogRequest {
  /** Remounts the modal for every request, so a repeated message starts fresh. */
  id: number;
  /** Settles the caller's promise; `null` means Cancel or dismissal. */
  settle: (value: string | null) => void;
}

/** Holds at most one open dialog; a new request while one is open cancels the old one. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const nextId = useRef(0);

  const request = useCallback(
    (dialog: DialogRequest) =>
      new Promise<string | null>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setOpen((previous) => {
          previous?.settle(null);
          return { ...dialog, id, settle: resolve };
        });
      }),
    [],
  );

  const service = useMemo<DialogService>(
    () => ({
      alert: async (message) => {
        await request({ type: 'alert', message });
        return true;
      },
      confirm: async (message) => (await request({ type: 'confirm', message })) !== null,
      prompt: async (message, initialValue = '') =>
        (await request({ type: 'prompt', message, initialValue })) ?? false,
    }),
    [request],
  );

  const close = (value: string | null) => {
    open?.settle(value);
    setOpen(null); // closing clears the dialog
  };

  return (
    <DialogContext.Provider value={service}>
      {children}
      {open && <DialogModal key={open.id} request={open} onClose={close} />}
    </DialogContext.Provider>
  );
}
