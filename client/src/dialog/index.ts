export { DialogProvider } from './dialog-provider';
export { useDialog, type DialogService } from './dialog-context';
