import { MAX_GUEST_NOTE } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
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
  const [text, setText] = useState('');
  const { outcome, notice, fail, clear, refusalOf } = useOutcome(['text']);
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
    // The server checks the note and says a refused one beside it, in the staff's language.
    <form className="form guest-profile__note-form" noValidate onSubmit={submit}>
      <Field
        label={t('guests.noteLabel')}
        hint={t('guests.noteHint')}
        hintClassName="form-hint"
        error={refusalOf('text')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            required
            maxLength={MAX_GUEST_NOTE}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <OutcomeNotice outcome={outcome} />
      <SubmitButton busy={add.isPending} labels={{ submit: t('guests.addNote') }} />
    </form>
  );
}
