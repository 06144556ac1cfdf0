import { MAX_GUEST_NOTE } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form-actions';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { addGuestNoteMutation, guestsFilter } from './queries';

/**
 * The desk's form adding a note on a guest. The text is cleared only once the server kept the
 * note: a refusal or a lost connection leaves what was typed in the box.
 */
export function GuestNoteForm({ passport }: { passport: string }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const hintId = useId();
  const [text, setText] = useState('');
  const { outcome, notice, fail, clear } = useOutcome();
  const markStale = useMarkStale();
  const add = useMutation({
    ...addGuestNoteMutation(trpc),
    onMutate: clear,
    onSuccess: async (answer) => {
      setText('');
      notice(answer.message);
      await markStale([guestsFilter(trpc)]);
    },
    onError: fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ passport, text });
  };
  return (
    <form className="form guest-profile__note-form" onSubmit={submit}>
      <label className="field">
        <span className="field__label">{t('guests.noteLabel')}</span>
        <textarea
          className="input"
          rows={3}
          required
          maxLength={MAX_GUEST_NOTE}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p id={hintId} className="form-hint">
        {t('guests.noteHint')}
      </p>
      <OutcomeNotice outcome={outcome} />
      <SubmitButton busy={add.isPending} labels={{ submit: t('guests.addNote') }} />
    </form>
  );
}
