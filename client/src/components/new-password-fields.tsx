import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** Whether the form was sent once: from then on a repetition that differs is said at once. */
  checked: boolean;
}

/** Whether the form may go: the repetition is the password itself. */
export const passwordsMatch = (password: string, repeat: string): boolean => password === repeat;

/**
 * A new password typed twice (the reset link's page, the account's change of password). The
 * server checks the policy and says it in the reader's language; the repetition is checked here.
 */
export function NewPasswordFields({ password, repeat, onPassword, onRepeat, checked }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const mismatch = checked && !passwordsMatch(password, repeat);
  return (
    <>
      <Field label={t('password.new')} id={`${id}-new`} hint={t('password.hint')}>
        {(control) => (
          <input
            {...control}
            type="password"
            required
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('password.repeat')}
        id={`${id}-repeat`}
        // Left out while unchecked: the control then has no aria-invalid, as before a first try.
        error={mismatch ? t('password.mismatch') : undefined}
        alert
      >
        {(control) => (
          <input
            {...control}
            type="password"
            required
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => onRepeat(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
