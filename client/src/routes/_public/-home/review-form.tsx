import { REVIEW_AUTHOR_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal';
import { useDialog } from '../../../dialog';
import { InputField } from '../../../components/field';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormActions } from '../../../components/form-actions';

const RATINGS = [0, 1, 2, 3, 4, 5] as const;

interface Props {
  /** The stars the guest clicked to open the form, if any. */
  initialRating: number | null;
  onClose: () => void;
}

/**
 * A logged-in guest's review: a rating 0–5, the first name it is signed with
 * and the text. The server checks everything again and answers in the guest's language; what it
 * says after sending (the review waits for the hotel's check) is what the guest reads.
 */
export function ReviewForm({ initialRating, onClose }: Props) {
  const { t } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const dialog = useDialog();
  const ids = { text: useId(), hint: useId() };
  const [rating, setRating] = useState<number | null>(initialRating);
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const send = useMutation({
    ...trpc.reviews.post.mutationOptions(),
    onSuccess: async ({ message }) => {
      onClose();
      await dialog.alert(message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating !== null) send.mutate({ rating, author, text });
  };
  return (
    <Modal title={t('home.reviews.form.title')} onClose={onClose}>
      <form className="form review-form" onSubmit={submit}>
        <fieldset className="review-form__rating">
          <legend className="field__label">{t('home.reviews.form.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value} className="review-form__star">
              <input
                className="visually-hidden"
                type="radio"
                name="rating"
                value={value}
                required
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value === 0 ? (
                <span className="review-form__zero" aria-hidden="true">
                  0
                </span>
              ) : (
                <Icon
                  name="star"
                  size={28}
                  filled={rating !== null && value <= rating}
                  className={rating !== null && value <= rating ? 'stars__star--on' : undefined}
                />
              )}
              <span className="visually-hidden">{t('home.reviews.stars', { value })}</span>
            </label>
          ))}
        </fieldset>
        <InputField
          label={t('home.reviews.form.author')}
          required
          maxLength={REVIEW_AUTHOR_MAX}
          autoComplete="given-name"
          value={author}
          onChange={setAuthor}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.text}>
            {t('home.reviews.form.text')}
          </label>
          <textarea
            id={ids.text}
            className="field__input review-form__text"
            required
            minLength={REVIEW_TEXT_MIN}
            maxLength={REVIEW_TEXT_MAX}
            rows={5}
            aria-describedby={ids.hint}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <small id={ids.hint} className="muted">
            {t('home.reviews.form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          </small>
        </div>
        <ApiErrorAlert error={send.error} />
        <FormActions
          busy={send.isPending}
          labels={{
            submit: t('home.reviews.form.send'),
            submitting: t('home.reviews.form.sending'),
          }}
        >
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('home.reviews.form.cancel')}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}
