import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface Props {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** Whether the form was sent once: from then on a repetition that differs is said at once. */
  checked: boolean;
  /** The server's refusal of the new password, said by its field. */
  refusal?: string;
}

/** Whether the form may go: the repetition is the password itself. */
const passwordsMatch = (password: string, repeat: string): boolean => password === repeat;

/**
 * The state of a new password typed twice: the fields' props, the check on sending (which marks
 * the form as sent once and says whether it may go) and the clearing once the password is saved.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const fields: Props = {
    password,
    repeat,
    onPassword: setPassword,
    onRepeat: setRepeat,
    checked,
  };
  const check = () => {
    setChecked(true);
    return passwordsMatch(password, repeat);
  };
  const clear = () => {
    setPassword('');
    setRepeat('');
    setChecked(false);
  };
  return { password, fields, check, clear };
}

/**
 * A new password typed twice (the reset link's page, the account's change of password). The
 * server checks the policy and says it in the reader's language; the repetition is checked here.
 */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  checked,
  refusal,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const mismatch = checked && !passwordsMatch(password, repeat);
  return (
    <>
      <PasswordField
        label={t('password.new')}
        id={`${id}-new`}
        hint={t('password.hint')}
        error={refusal}
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <PasswordField
        label={t('password.repeat')}
        id={`${id}-repeat`}
        // Left out while unchecked: the control then has no aria-invalid, as before a first try.
        error={mismatch ? t('password.mismatch') : undefined}
        alert
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
      />
    </>
  );
}
