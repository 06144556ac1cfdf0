import { createContext, useContext } from 'react';

/** The dialog service (specification: alert, confirm, prompt), each answering with a promise. */
export interface DialogService {
  /** Resolves true once the message is acknowledged. */
  alert(message: string): Promise<true>;
  /** Resolves true on OK, false on Cancel or when dismissed. */
  confirm(message: string): Promise<boolean>;
  /** Resolves with the entered text on OK, false on Cancel or when dismissed. */
  prompt(message: string, initialValue?: string): Promise<string | false>;
}

export const DialogContext = createContext<DialogService | null>(null);

/** The dialog service of the nearest DialogProvider; throws outside one. */
export function useDialog(): DialogService {
  const service = useContext(DialogContext);
  if (!service) throw new Error('useDialog must be used inside <DialogProvider>.');
  return service;
}
